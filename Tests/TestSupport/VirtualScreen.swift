/// A tiny terminal that replays output into a grid of cells, byte by byte, so a test can see what a terminal
/// without synchronized output would show at any moment between two writes.
///
/// It knows what swalert sends: cursor motion (CUP, CUU, CUD, CUF, CUB, CHA, VPA, CR, LF, BS), erasing in the
/// current background (ED, EL, ECH, as a terminal with background-colour erase does), SGR colours and
/// attributes, and UTF-8 text with autowrap; every other sequence (modes, OSC) is read and ignored. Each
/// scalar takes one column, combining marks (U+0300–U+036F) join the cell before.
public struct VirtualScreen {
    public struct Cell: Equatable {
        public var text: String
        /// The SGR of the cell as parameters: "" for the default, else e.g. "48;2;28;28;28".
        public var background: String
        public var foreground: String
        public var faint: Bool
        public var bold: Bool

        public static let blank = Cell(text: " ", background: "", foreground: "", faint: false, bold: false)
    }

    public let width: Int
    public let height: Int
    public private(set) var cells: [[Cell]]
    public private(set) var x = 0
    public private(set) var y = 0
    /// How many times the whole screen was erased (ED 2 or ED 0 from the top left).
    public private(set) var screenErasures = 0
    private var pendingWrap = false
    private var pen = Cell.blank
    private var state: State = .ground
    private var parameters: [UInt8] = []
    private var utf8: [UInt8] = []
    private var utf8Needed = 0
    private var saved = (0, 0)

    private enum State { case ground, escape, csi, string, stringEscape }

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: .blank, count: width), count: height)
    }

    /// The rows as text.
    public var lines: [String] { cells.map { $0.map(\.text).joined() } }

    /// Whether text and erases written now take the default colours and no attribute (SGR 0).
    public var penIsPlain: Bool { pen == .blank }

    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { feed(byte) }
    }

    public mutating func feed(_ byte: UInt8) {
        switch state {
        case .ground:
            ground(byte)
        case .escape:
            switch byte {
            case UInt8(ascii: "["):
                state = .csi
                parameters = []
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
                state = .string
            case UInt8(ascii: "7"):
                saved = (x, y)
                state = .ground
            case UInt8(ascii: "8"):
                (x, y) = saved
                pendingWrap = false
                state = .ground
            default:
                state = .ground
            }
        case .csi:
            if (0x20...0x3F).contains(byte) {
                parameters.append(byte)
            } else {
                state = .ground
                csi(final: byte)
            }
        case .string:
            if byte == 0x07 { state = .ground } else if byte == 0x1B { state = .stringEscape }
        case .stringEscape:
            state = byte == UInt8(ascii: "\\") ? .ground : .string
        }
    }

    private mutating func ground(_ byte: UInt8) {
        if utf8Needed > 0 {
            utf8.append(byte)
            utf8Needed -= 1
            if utf8Needed == 0 { put(String(decoding: utf8, as: UTF8.self)) }
            return
        }
        switch byte {
        case 0x1B: state = .escape
        case 0x0D:
            x = 0
            pendingWrap = false
        case 0x0A:
            y = min(height - 1, y + 1)
            pendingWrap = false
        case 0x08:
            x = max(0, x - 1)
            pendingWrap = false
        case 0x00..<0x20, 0x7F: break
        case 0xC0..<0xE0: begin(byte, more: 1)
        case 0xE0..<0xF0: begin(byte, more: 2)
        case 0xF0...0xFF: begin(byte, more: 3)
        default: put(String(UnicodeScalar(byte)))
        }
    }

    private mutating func begin(_ byte: UInt8, more: Int) {
        utf8 = [byte]
        utf8Needed = more
    }

    private mutating func put(_ text: String) {
        if let scalar = text.unicodeScalars.first, (0x300...0x36F).contains(scalar.value) {
            let column = pendingWrap ? x : max(0, x - 1)
            cells[y][column].text += text
            return
        }
        if pendingWrap {
            x = 0
            y = min(height - 1, y + 1)
            pendingWrap = false
        }
        var cell = pen
        cell.text = text
        cells[y][x] = cell
        if x == width - 1 { pendingWrap = true } else { x += 1 }
    }

    private var numbers: [Int] {
        let text = String(decoding: parameters.filter { $0 != UInt8(ascii: "?") }, as: UTF8.self)
        return text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    }

    private func number(_ index: Int, default value: Int) -> Int {
        let all = numbers
        guard index < all.count, all[index] != 0 else { return value }
        return all[index]
    }

    private mutating func csi(final: UInt8) {
        if parameters.first == UInt8(ascii: "?") || parameters.first == UInt8(ascii: ">") { return }
        let erased = Cell(text: " ", background: pen.background, foreground: "", faint: false, bold: false)
        switch final {
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            y = min(height - 1, number(0, default: 1) - 1)
            x = min(width - 1, number(1, default: 1) - 1)
        case UInt8(ascii: "A"): y = max(0, y - number(0, default: 1))
        case UInt8(ascii: "B"): y = min(height - 1, y + number(0, default: 1))
        case UInt8(ascii: "C"): x = min(width - 1, x + number(0, default: 1))
        case UInt8(ascii: "D"): x = max(0, x - number(0, default: 1))
        case UInt8(ascii: "G"): x = min(width - 1, number(0, default: 1) - 1)
        case UInt8(ascii: "d"): y = min(height - 1, number(0, default: 1) - 1)
        case UInt8(ascii: "J"):
            let mode = numbers.first ?? 0
            if mode == 2 || (mode == 0 && x == 0 && y == 0) { screenErasures += 1 }
            for row in 0..<height {
                for column in 0..<width {
                    let before = row < y || (row == y && column < x)
                    let after = row > y || (row == y && column > x)
                    if mode == 2 || mode == 3 || (mode == 0 && !before) || (mode == 1 && !after) { cells[row][column] = erased }
                }
            }
        case UInt8(ascii: "K"):
            let mode = numbers.first ?? 0
            for column in 0..<width where mode == 2 || (mode == 0 && column >= x) || (mode == 1 && column <= x) {
                cells[y][column] = erased
            }
        case UInt8(ascii: "X"):
            for column in x..<min(width, x + number(0, default: 1)) { cells[y][column] = erased }
        case UInt8(ascii: "m"):
            sgr()
            return
        default: return
        }
        pendingWrap = false
    }

    private mutating func sgr() {
        let values = numbers.isEmpty ? [0] : numbers
        var index = 0
        while index < values.count {
            let value = values[index]
            index += 1
            switch value {
            case 0: pen = .blank
            case 1: pen.bold = true
            case 2: pen.faint = true
            case 22:
                pen.bold = false
                pen.faint = false
            case 30...37, 90...97: pen.foreground = String(value)
            case 39: pen.foreground = ""
            case 40...47, 100...107: pen.background = String(value)
            case 49: pen.background = ""
            case 38, 48:
                let count = index < values.count && values[index] == 5 ? 2 : 4
                let colour = ([value] + values[index..<min(values.count, index + count)]).map(String.init).joined(separator: ";")
                index += count
                if value == 38 { pen.foreground = colour } else { pen.background = colour }
            default: break
            }
        }
    }
}
