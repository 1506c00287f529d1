/// Asking the terminal for its colours: `OSC 11 ; ?`, `OSC 10 ; ?`, then DA1, which every terminal answers in order,
/// so its reply says the colours are in or not coming (terminal-colorsaurus's method); a dialog that ends first
/// has its `Program` drain the replies. ST ends the requests: a terminal that knows no OSC skips one to its ST.
struct TerminalColorQuery {
    /// `OSC 11 ; ? ST`, `OSC 10 ; ? ST`, `CSI c`.
    static let request: [UInt8] = Array("\u{1B}]11;?\u{1B}\\\u{1B}]10;?\u{1B}\\\u{1B}[c".utf8)
    /// The longest the dialog waits for the replies before it draws without them.
    static let patience = 0.1
    /// The most bytes read at once while a reply is under way: the rest of the three replies (62 for xterm's) in a
    /// few wakeups rather than one a byte. Keys typed right behind come in the same read, and stay the dialog's.
    static let replyChunk = 128
    /// How long a recorded answer stands in for asking again (see `Terminal.recordedColors`).
    static let recordLifetime = 300.0
    /// The longest a dialog that has ended waits for the rest of the replies before it gives the terminal back.
    static let drainPatience = 0.2
    /// How long after asking a terminal with no DA1 reply yet is taken never to send one.
    static let answerLimit = 1.0
    /// How many bytes must wait before a reply's first byte is read while draining: no reply is shorter (DA1's
    /// `ESC [ ? 6 c`), and a keystroke typed after the dialog ended is, so it stays for the shell.
    static let replyMinimum = 5
    /// How often a dialog that reads no keys looks whether a reply waits to be read.
    static let replyPoll = 0.005

    /// When the query was sent.
    let sentAt: Double
    /// When the dialog stops waiting for the replies.
    let deadline: Double
    /// What the terminal has said so far.
    private(set) var colors = TerminalColors()
    /// The DA1 reply has come: nothing more is coming.
    private(set) var isAnswered = false
    /// A key came before the replies were in: the terminal is slow to answer, or answers nothing.
    private(set) var isCutShort = false

    init(sentAt now: Double) {
        sentAt = now
        deadline = now + Self.patience
    }

    /// Takes a decoded reply; false for any other event, which belongs to the dialog.
    mutating func take(_ event: InputEvent) -> Bool {
        switch event {
        case .colorReport(let slot, let color):
            if slot == 11 { colors.background = color } else if slot == 10 { colors.foreground = color }
            return true
        case .deviceAttributes:
            isAnswered = true
            return true
        default:
            return false
        }
    }

    /// Whether `bytes` can begin a reply: an OSC (`ESC ]`, `0x9D`, UTF-8's `C2 9D`) or DA1's (`ESC [ ?`, `0x9B ?`).
    static func mayBeginReply(_ bytes: ArraySlice<UInt8>) -> Bool {
        var rest = bytes
        guard let first = rest.popFirst() else { return true }
        let introducer: UInt8
        switch first {
        case 0x1B:
            guard let second = rest.popFirst() else { return true }
            switch second {
            case UInt8(ascii: "]"): return true
            case UInt8(ascii: "["): introducer = 0x9B
            default: return false
            }
        case 0xC2:
            guard let second = rest.popFirst() else { return true }
            introducer = second
        default:
            introducer = first
        }
        switch introducer {
        case 0x9D: return true
        case 0x9B: return rest.first.map { $0 == UInt8(ascii: "?") } ?? true
        default: return false
        }
    }

    /// Stops the wait at once: a key came first, and keys after one that ends the dialog must stay the shell's.
    mutating func cutShort() { isCutShort = true }

    /// Whether the waiting is over at `now`.
    func isOver(at now: Double) -> Bool { isAnswered || isCutShort || now >= deadline }

    /// Whether the theme asked for follows the terminal's background: `auto`, or a theme file with no `base`.
    static func isWanted(by setting: ThemeSetting) -> Bool {
        switch setting {
        case .auto: return true
        case .file(let file): return file.base == nil
        case .dark, .light, .mono, .highContrast: return false
        }
    }

    /// Light or dark by the background's lightness (see `Appearance.init(background:)`).
    static func appearance(ofBackground color: RGB) -> Appearance {
        Appearance(background: color)
    }

    /// The appearance `colors` imply; dark where the background is not known.
    static func appearance(of colors: TerminalColors?) -> Appearance {
        colors?.background.map(appearance(ofBackground:)) ?? .dark
    }

    /// What `COLORFGBG` (rxvt, Konsole: `fg;bg` or `fg;default;bg`) says of the background: 0–6 or 8 dark, 7 or
    /// 9–15 light; nil when unset or not understood.
    static func colors(fromCOLORFGBG value: String?) -> TerminalColors? {
        guard let value, !value.isEmpty else { return nil }
        // Read off the bytes, the first field and the last: `split` and `Int(_:)` would run string code that no
        // other start-up runs.
        var fields = 0, first: Int?, field = FieldNumber()
        for byte in value.utf8 {
            guard byte == UInt8(ascii: ";") else {
                field.add(byte)
                continue
            }
            if fields == 0 { first = field.number }
            fields += 1
            field = FieldNumber()
        }
        fields += 1
        guard fields == 2 || fields == 3, let background = field.number, (0...15).contains(background) else { return nil }
        func shade(_ index: Int) -> RGB { index == 7 || index >= 9 ? RGB(255, 255, 255) : RGB(0, 0, 0) }
        let foreground = first.flatMap { (0...15).contains($0) ? shade($0) : nil }
        return TerminalColors(foreground: foreground, background: shade(background))
    }

    /// A field's whole number as `Int(_:)` reads it: a sign at most, then digits; held at 1,000 past that.
    private struct FieldNumber {
        private var value = 0, digits = 0, negative = false, signed = false, valid = true

        mutating func add(_ byte: UInt8) {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits += 1
                value = min(value * 10 + Int(byte - UInt8(ascii: "0")), 1_000)
            } else if (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")), digits == 0, !signed {
                signed = true
                negative = byte == UInt8(ascii: "-")
            } else {
                valid = false
            }
        }

        var number: Int? { valid && digits > 0 ? (negative ? -value : value) : nil }
    }
}
