@testable import DialogKit

/// A terminal screen as the bytes written to it leave it: enough of a VT emulator (cursor moves, erases, the
/// alternate screen, DEC private modes, scrolling) to read a presentation's output back as a picture.
struct ScreenModel {
    private(set) var size: Size
    private var main: [[String]]
    private var alternate: [[String]]
    private(set) var onAlternate = false
    private(set) var row = 0
    private(set) var column = 0
    private var saved = (row: 0, column: 0)
    /// DEC private modes set (1049 the alternate screen, 25 the cursor shown, 2004 bracketed paste, 1000 mouse...).
    private(set) var modes: Set<Int> = [25]
    /// The questions asked of the terminal, in order: "OSC 11", "OSC 10", "DA1".
    private(set) var queries: [String] = []
    private(set) var bells = 0
    /// What is left of an escape sequence split across writes.
    private var unfinished: [UInt8] = []

    init(size: Size) {
        self.size = size
        main = Self.blank(size)
        alternate = Self.blank(size)
    }

    private static func blank(_ size: Size) -> [[String]] {
        Array(repeating: Array(repeating: " ", count: size.width), count: size.height)
    }

    /// The screen shown, each row with its trailing blanks cut, the rows after the last non-blank one left out.
    var picture: String {
        var rows = (onAlternate ? alternate : main).map { row -> String in
            var text = row.joined()
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        while rows.last == "" { rows.removeLast() }
        return rows.joined(separator: "\n")
    }

    mutating func resize(to new: Size) {
        func fitted(_ grid: [[String]]) -> [[String]] {
            (0..<new.height).map { r in
                (0..<new.width).map { c in r < grid.count && c < grid[r].count ? grid[r][c] : " " }
            }
        }
        main = fitted(main)
        alternate = fitted(alternate)
        size = new
        row = min(row, new.height - 1)
        column = min(column, new.width - 1)
    }

    private mutating func set(_ r: Int, _ c: Int, _ text: String) {
        guard r >= 0, r < size.height, c >= 0, c < size.width else { return }
        if onAlternate { alternate[r][c] = text } else { main[r][c] = text }
    }

    private mutating func erase(row r: Int, from start: Int, to end: Int) {
        for c in max(0, start)..<min(size.width, max(start, end)) { set(r, c, " ") }
    }

    private mutating func lineFeed() {
        if row < size.height - 1 { row += 1; return }
        if onAlternate { alternate.removeFirst(); alternate.append(Array(repeating: " ", count: size.width)) }
        else { main.removeFirst(); main.append(Array(repeating: " ", count: size.width)) }
    }

    mutating func apply(_ bytes: [UInt8]) {
        let all = unfinished + bytes
        unfinished = []
        var i = 0
        var text: [UInt8] = []
        func flushText() {
            for character in String(decoding: text, as: UTF8.self) { put(character) }
            text = []
        }
        while i < all.count {
            let byte = all[i]
            if byte == 0x1B {
                flushText()
                guard let used = escape(all, at: i) else {
                    unfinished = Array(all[i...])
                    return
                }
                i += used
                continue
            }
            if byte < 0x20 {
                flushText()
                switch byte {
                case 0x0D: column = 0
                case 0x0A: lineFeed()
                case 0x08: column = max(0, column - 1)
                case 0x07: bells += 1
                default: break
                }
                i += 1
                continue
            }
            text.append(byte)
            i += 1
        }
        flushText()
    }

    private mutating func put(_ character: Character) {
        let width = DisplayWidth.of(character)
        guard width > 0 else { return }
        if column + width > size.width { column = size.width - width }
        set(row, column, String(character))
        if width == 2 { set(row, column + 1, "") }
        column = min(size.width - 1, column + width)
    }

    /// Applies the escape sequence at `start`; the bytes it took, or nil when it is not complete yet.
    private mutating func escape(_ bytes: [UInt8], at start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            var end = start + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { return nil }
            csi(String(decoding: bytes[(start + 2)..<end], as: UTF8.self), final: Character(UnicodeScalar(bytes[end])))
            return end - start + 1
        case UInt8(ascii: "]"):
            var end = start + 2
            while end < bytes.count {
                if bytes[end] == 0x07 { break }
                if bytes[end] == 0x1B, end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\\") { end += 1; break }
                end += 1
            }
            guard end < bytes.count else { return nil }
            let body = String(decoding: bytes[(start + 2)...end], as: UTF8.self)
            queries.append("OSC " + body.prefix { $0 != ";" })
            return end - start + 1
        case UInt8(ascii: "7"): saved = (row, column); return 2
        case UInt8(ascii: "8"): (row, column) = saved; return 2
        case UInt8(ascii: "D"): lineFeed(); return 2
        case UInt8(ascii: "M"): row = max(0, row - 1); return 2
        case UInt8(ascii: "("), UInt8(ascii: ")"): return start + 2 < bytes.count ? 3 : nil
        default: return 2
        }
    }

    private mutating func csi(_ body: String, final: Character) {
        let isPrivate = body.hasPrefix("?")
        let numbers = body.drop { !$0.isNumber }.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func n(_ index: Int, _ otherwise: Int) -> Int { index < numbers.count ? numbers[index] ?? otherwise : otherwise }
        if isPrivate {
            switch final {
            case "h", "l":
                for mode in numbers.compactMap({ $0 }) {
                    if final == "h" { modes.insert(mode) } else { modes.remove(mode) }
                    if mode == 1049 {
                        if final == "h", !onAlternate { saved = (row, column); alternate = Self.blank(size) }
                        if final == "l", onAlternate { (row, column) = saved }
                        onAlternate = final == "h"
                    }
                }
            default: break
            }
            return
        }
        switch final {
        case "H", "f": (row, column) = (min(size.height, max(1, n(0, 1))) - 1, min(size.width, max(1, n(1, 1))) - 1)
        case "A": row = max(0, row - max(1, n(0, 1)))
        case "B": row = min(size.height - 1, row + max(1, n(0, 1)))
        case "C": column = min(size.width - 1, column + max(1, n(0, 1)))
        case "D": column = max(0, column - max(1, n(0, 1)))
        case "G": column = min(size.width, max(1, n(0, 1))) - 1
        case "X": erase(row: row, from: column, to: column + max(1, n(0, 1)))
        case "K":
            switch n(0, 0) {
            case 1: erase(row: row, from: 0, to: column + 1)
            case 2: erase(row: row, from: 0, to: size.width)
            default: erase(row: row, from: column, to: size.width)
            }
        case "J":
            switch n(0, 0) {
            case 1:
                for r in 0..<row { erase(row: r, from: 0, to: size.width) }
                erase(row: row, from: 0, to: column + 1)
            case 2, 3: for r in 0..<size.height { erase(row: r, from: 0, to: size.width) }
            default:
                erase(row: row, from: column, to: size.width)
                for r in (row + 1)..<max(row + 1, size.height) { erase(row: r, from: 0, to: size.width) }
            }
        case "S": for _ in 0..<max(1, n(0, 1)) { let keep = row; row = size.height - 1; lineFeed(); row = keep }
        case "c": queries.append("DA1")
        default: break
        }
    }
}
