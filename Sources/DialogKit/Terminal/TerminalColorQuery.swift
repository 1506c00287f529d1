/// Asking the terminal for its default colours, as a dialog that reads keys starts: `OSC 11 ; ?` (background),
/// `OSC 10 ; ?` (foreground), then a primary device attributes request (DA1, `CSI c`).
///
/// Terminals answer in the order they were asked, and every terminal answers DA1, so the DA1 reply says the
/// colour replies are in, or are not coming, without a fixed wait (terminal-colorsaurus's method). A terminal
/// that answers nothing at all costs at most `patience`. The replies are read by the presenter's key decoder
/// (`InputEvent.colorReport`, `.deviceAttributes`), so keys typed meanwhile stay keys, in order; a reply
/// that comes later still is consumed and ignored.
///
/// A dialog that ends before the DA1 reply has come (a key typed ahead, Esc, Ctrl-C, a signal, a short time limit;
/// over ssh the replies take a round trip) reads the rest of the replies before it gives the terminal back, so
/// that none reaches the shell's next `read` or prompt (see `ReplyDrain`). It waits `drainPatience` at most, and
/// never past `answerLimit` after asking, and reads only replies: a byte at a time, only what can begin or
/// continue one, and up to the DA1 reply's last byte, so that keys typed after the dialog ended stay unread.
///
/// The requests end with ST (`ESC \`), the terminator ECMA-48 names: xterm, VTE, kitty and tmux answer in the
/// form they were asked in, and a terminal that knows no OSC string skips one to its ST without showing it.
struct TerminalColorQuery {
    /// `OSC 11 ; ? ST`, `OSC 10 ; ? ST`, `CSI c`.
    static let request: [UInt8] = Array("\u{1B}]11;?\u{1B}\\\u{1B}]10;?\u{1B}\\\u{1B}[c".utf8)
    /// The longest the dialog waits for the replies before it draws without them.
    static let patience = 0.1
    /// The most bytes read at once while a reply is under way (its ESC read): enough for the rest of the three
    /// replies, so the answer takes a few wakeups of the event loop instead of one a byte (62 for xterm's). Keys
    /// typed right behind the replies may come in the same read; they are the dialog's, in order, unless one
    /// of them ends it, when those after it are dropped rather than left for the shell. (A key that comes before
    /// any reply is read alone, and ends the wait: see `cutShort`.)
    static let replyChunk = 128
    /// How long a recorded answer stands in for asking again (see `Terminal.recordedColors`).
    static let recordLifetime = 300.0
    /// The longest a dialog that has ended waits for the rest of the replies before it gives the terminal back.
    static let drainPatience = 0.2
    /// How long after asking a terminal that has not sent its DA1 reply is taken never to send it: a dialog that
    /// ends later than this does not wait for it at all.
    static let answerLimit = 1.0
    /// How many bytes must be waiting before the first byte of a reply is read while draining: a reply is never
    /// shorter (DA1's shortest, `ESC [ ? 6 c`, is 5), and one keystroke typed after the dialog ended, its bytes
    /// alone in the queue, is shorter, so it is not read.
    static let replyMinimum = 5

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

    /// Whether `bytes`, read since the last whole event, can be the start of one of the replies to this query:
    /// an OSC (`ESC ]`, or its 8-bit form `0x9D`, raw or as UTF-8's `C2 9D`) or a DA1 reply (`ESC [ ?`, `0x9B ?`).
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

    /// Stops the wait at once: a key came first. The dialog is drawn and gets the key now; were the wait kept up,
    /// the keys after it would be read too, and those after one that ends the dialog would be lost to the shell.
    mutating func cutShort() { isCutShort = true }

    /// Whether the waiting is over at `now`.
    func isOver(at now: Double) -> Bool { isAnswered || isCutShort || now >= deadline }

    /// Whether the theme asked for leaves the palette to the terminal's background: `auto`, or a theme file
    /// with no `base`. A built-in dark, light, mono or high-contrast theme looks the same on any terminal.
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

    /// What `COLORFGBG` (set by rxvt, Konsole and others: `fg;bg`, or `fg;default;bg`) says of the terminal's
    /// default colours, as black or white: a background of 0–6 or 8 is dark, 7 or 9–15 light. Nil when it is
    /// unset or not understood.
    static func colors(fromCOLORFGBG value: String?) -> TerminalColors? {
        guard let value, !value.isEmpty else { return nil }
        let fields = value.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 2 || fields.count == 3, let background = fields.last.flatMap({ Int($0) }),
              (0...15).contains(background) else { return nil }
        func shade(_ index: Int) -> RGB { index == 7 || index >= 9 ? RGB(255, 255, 255) : RGB(0, 0, 0) }
        let foreground = Int(fields[0]).flatMap { (0...15).contains($0) ? shade($0) : nil }
        return TerminalColors(foreground: foreground, background: shade(background))
    }
}
