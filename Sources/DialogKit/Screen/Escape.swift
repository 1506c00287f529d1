/// Every control sequence swalert sends, as bytes, each in the section of xterm's "Control Sequences"
/// (https://invisible-island.net/xterm/ctlseqs/ctlseqs.html) its `MARK` names; 0-based here, 1-based on the wire.
/// None is a query: a late reply would reach the shell as typed keys (see docs/ROBUSTNESS.md).
public enum Escape {
    /// Which part of the screen `eraseDisplay` clears (ED): below or above the cursor, or all (the cursor stays).
    public enum DisplayRegion: UInt8, Sendable {
        case below = 0, above = 1, all = 2
    }

    /// Which part of the cursor's line `eraseLine` clears (EL).
    public enum LineRegion: UInt8, Sendable {
        case toEnd = 0, toStart = 1, all = 2
    }

    // MARK: - Single characters (ctlseqs "Single-character functions")

    /// BEL: rings the bell (or flashes, as the terminal is set up).
    public static let bell: [UInt8] = [0x07]
    /// CR: moves the cursor to column 0 of its line, leaving any pending wrap.
    public static let carriageReturn: [UInt8] = [0x0D]
    /// LF: down one line, scrolling at the bottom; in newline mode also to column 0.
    public static let lineFeed: [UInt8] = [0x0A]
    /// IND: down one line, scrolling at the bottom margin, keeping the column: reserves rows for inline dialogs.
    public static let index: [UInt8] = [0x1B, UInt8(ascii: "D")]

    // MARK: - Cursor (ctlseqs "Functions using CSI")

    /// CUP: moves the cursor to 0-based (`row`, `column`).
    public static func cursorPosition(row: Int, column: Int, into out: inout [UInt8]) {
        csi(into: &out)
        if row > 0 || column > 0 { number(row + 1, into: &out) }
        if column > 0 {
            out.append(UInt8(ascii: ";"))
            number(column + 1, into: &out)
        }
        out.append(UInt8(ascii: "H"))
    }

    public static func cursorPosition(row: Int, column: Int) -> [UInt8] {
        bytes { cursorPosition(row: row, column: column, into: &$0) }
    }

    /// CUU, CUD, CUF, CUB: move the cursor up, down (never scrolling), right or left `n` cells, stopping at the edge.
    public static func cursorUp(_ n: Int, into out: inout [UInt8]) { move(n, final: "A", into: &out) }
    public static func cursorUp(_ n: Int) -> [UInt8] { bytes { cursorUp(n, into: &$0) } }
    public static func cursorDown(_ n: Int, into out: inout [UInt8]) { move(n, final: "B", into: &out) }
    public static func cursorDown(_ n: Int) -> [UInt8] { bytes { cursorDown(n, into: &$0) } }
    public static func cursorForward(_ n: Int, into out: inout [UInt8]) { move(n, final: "C", into: &out) }
    public static func cursorForward(_ n: Int) -> [UInt8] { bytes { cursorForward(n, into: &$0) } }
    public static func cursorBack(_ n: Int, into out: inout [UInt8]) { move(n, final: "D", into: &out) }
    public static func cursorBack(_ n: Int) -> [UInt8] { bytes { cursorBack(n, into: &$0) } }

    /// CHA: moves the cursor to 0-based `column` of its row.
    public static func cursorColumn(_ column: Int, into out: inout [UInt8]) {
        csi(into: &out)
        if column > 0 { number(column + 1, into: &out) }
        out.append(UInt8(ascii: "G"))
    }
    public static func cursorColumn(_ column: Int) -> [UInt8] { bytes { cursorColumn(column, into: &$0) } }

    /// ECH: blanks `n` cells from the cursor in the current background colour, without moving it.
    public static func eraseCharacters(_ n: Int) -> [UInt8] { bytes { move(n, final: "X", into: &$0) } }

    /// DECSC: saves the cursor position and style (ctlseqs "Controls beginning with ESC").
    public static let saveCursor: [UInt8] = [0x1B, UInt8(ascii: "7")]
    /// DECRC: restores what `saveCursor` saved.
    public static let restoreCursor: [UInt8] = [0x1B, UInt8(ascii: "8")]

    // MARK: - Erasing (ctlseqs "Functions using CSI")

    /// ED: erases part of the screen in the current background colour.
    public static func eraseDisplay(_ region: DisplayRegion, into out: inout [UInt8]) {
        csiWithParameter(region.rawValue, final: "J", into: &out)
    }
    public static func eraseDisplay(_ region: DisplayRegion) -> [UInt8] { bytes { eraseDisplay(region, into: &$0) } }

    /// EL: erases part of the cursor's line in the current background colour.
    public static func eraseLine(_ region: LineRegion, into out: inout [UInt8]) {
        csiWithParameter(region.rawValue, final: "K", into: &out)
    }
    public static func eraseLine(_ region: LineRegion) -> [UInt8] { bytes { eraseLine(region, into: &$0) } }

    // MARK: - Modes (ctlseqs "DEC Private Mode Set (DECSET)")

    /// DECTCEM reset: hides the cursor.
    public static let hideCursor: [UInt8] = Array("\u{1B}[?25l".utf8)
    /// DECTCEM set: shows the cursor.
    public static let showCursor: [UInt8] = Array("\u{1B}[?25h".utf8)
    /// Mode 1049: saves the cursor and switches to the cleared alternate screen.
    public static let enterAlternateScreen: [UInt8] = Array("\u{1B}[?1049h".utf8)
    /// Mode 1049 reset: returns to the main screen and restores the cursor.
    public static let leaveAlternateScreen: [UInt8] = Array("\u{1B}[?1049l".utf8)
    /// Mode 2026: holds the display until `endSynchronizedUpdate` so a frame never shows half drawn
    /// (https://gist.github.com/christianparpart/d8a62cc1ab659194337d73e399004036); ignored elsewhere.
    public static let beginSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026h".utf8)
    /// Mode 2026 reset: shows everything drawn since `beginSynchronizedUpdate`.
    public static let endSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026l".utf8)
    /// Modes 1000, 1002 and 1006 (SGR encoding, no 223-column limit), apart: not every terminal takes a list.
    public static let enableMouse: [UInt8] = Array("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h".utf8)
    /// Turns off what `enableMouse` turned on, in reverse order.
    public static let disableMouse: [UInt8] = Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)
    /// Mode 2004: wraps pasted text in `CSI 200 ~` … `CSI 201 ~` so it is not taken for keys.
    public static let enableBracketedPaste: [UInt8] = Array("\u{1B}[?2004h".utf8)
    /// Mode 2004 reset: pasted text arrives as plain keys again.
    public static let disableBracketedPaste: [UInt8] = Array("\u{1B}[?2004l".utf8)
    /// DECSTBM with no parameters: the whole screen scrolls again.
    public static let resetScrollRegion: [UInt8] = Array("\u{1B}[r".utf8)

    // MARK: - Character attributes (ctlseqs "SGR")

    /// SGR 0: back to the default colours and no attributes.
    public static let resetStyle: [UInt8] = Array("\u{1B}[0m".utf8)

    /// SGR: one sequence, maybe a reset first, then the attributes and the colours not nil; nothing if nothing to say.
    public static func sgr(
        reset: Bool, attributes: Attributes, foreground: Color?, background: Color?, into out: inout [UInt8]
    ) {
        let foreground = reset && foreground == .default ? nil : foreground
        let background = reset && background == .default ? nil : background
        guard reset || !attributes.isEmpty || foreground != nil || background != nil else { return }
        csi(into: &out)
        let start = out.count
        func separate() { if out.count > start { out.append(UInt8(ascii: ";")) } }
        if reset {
            separate()
            out.append(UInt8(ascii: "0"))
        }
        for (attribute, code) in attributeCodes where attributes.contains(attribute) {
            separate()
            number(code, into: &out)
        }
        if let foreground {
            separate()
            color(foreground, base: 30, brightBase: 90, into: &out)
        }
        if let background {
            separate()
            color(background, base: 40, brightBase: 100, into: &out)
        }
        out.append(UInt8(ascii: "m"))
    }

    /// SGR: the whole of `style` after a reset, for a terminal whose current style is unknown.
    public static func sgr(_ style: Style) -> [UInt8] {
        bytes {
            sgr(reset: true, attributes: style.attributes, foreground: style.foreground,
                background: style.background, into: &$0)
        }
    }

    private static let attributeCodes: [(Attributes, Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7),
    ]

    // MARK: - Encoding helpers

    private static func bytes(_ build: (inout [UInt8]) -> Void) -> [UInt8] {
        var out: [UInt8] = []
        build(&out)
        return out
    }

    private static func csi(into out: inout [UInt8]) {
        out.append(0x1B)
        out.append(UInt8(ascii: "["))
    }

    private static func csiWithParameter(_ parameter: UInt8, final: Unicode.Scalar, into out: inout [UInt8]) {
        csi(into: &out)
        if parameter != 0 { number(Int(parameter), into: &out) }
        out.append(UInt8(ascii: final))
    }

    /// A relative motion, its default 1 left out; nothing below 1, which terminals read as 1.
    private static func move(_ n: Int, final: Unicode.Scalar, into out: inout [UInt8]) {
        guard n > 0 else { return }
        csi(into: &out)
        if n != 1 { number(n, into: &out) }
        out.append(UInt8(ascii: final))
    }

    /// The SGR parameters for `color` in the foreground (base 30) or background (base 40) slot.
    private static func color(_ color: Color, base: Int, brightBase: Int, into out: inout [UInt8]) {
        switch color {
        case .default:
            number(base + 9, into: &out)
        case .ansi(let n) where n < 8:
            number(base + Int(n), into: &out)
        case .ansi(let n) where n < 16:
            number(brightBase + Int(n) - 8, into: &out)
        case .ansi(let n), .indexed(let n):
            number(base + 8, into: &out)
            out.append(contentsOf: [UInt8(ascii: ";"), UInt8(ascii: "5"), UInt8(ascii: ";")])
            number(Int(n), into: &out)
        case .rgb(let r, let g, let b):
            number(base + 8, into: &out)
            out.append(contentsOf: [UInt8(ascii: ";"), UInt8(ascii: "2"), UInt8(ascii: ";")])
            number(Int(r), into: &out)
            out.append(UInt8(ascii: ";"))
            number(Int(g), into: &out)
            out.append(UInt8(ascii: ";"))
            number(Int(b), into: &out)
        }
    }

    /// Appends the decimal digits of a non-negative `value`.
    static func number(_ value: Int, into out: inout [UInt8]) {
        var value = max(0, value)
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(value / divisor))
            value %= divisor
            divisor /= 10
        } while divisor > 0
    }
}
