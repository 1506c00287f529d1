extension TmuxPane {
    /// Reads what the pane shows, with its colours and attributes (`capture-pane -p -e`), as a buffer of `size`;
    /// nil when tmux cannot say within `timeLimit`, or a signal that ends a dialog comes first. One run of tmux.
    func capture(size: Size, on terminal: Terminal) -> Buffer? {
        guard let (status, output) = terminal.runCapturing(["tmux", "capture-pane", "-p", "-e", "-t", id],
                                                           timeout: Self.timeLimit),
              status == 0 else { return nil }
        return Self.parseCapture(output, size: size)
    }

    /// Lays out what `capture-pane -p -e` printed as cells of `size` (what is beyond it cut off): a line a row, SGR
    /// sequences as the cells' styles (16, 256 and 24-bit colours, bold, faint, italic, underline, reverse;
    /// concealed text as blanks of its width; the underline colour read and dropped), wide glyphs over two cells,
    /// combining marks joined. Nothing else reaches the terminal: other escapes and controls are dropped, tabs move
    /// to the next multiple of eight, and the text is sanitized as any untrusted text is.
    static func parseCapture(_ bytes: [UInt8], size: Size) -> Buffer {
        var buffer = Buffer(size: size)
        var parser = CaptureParser()
        var row = 0, column = 0
        var text: [UInt8] = []
        func flush() {
            guard !text.isEmpty else { return }
            let decoded = Sanitizer.sanitize(Sanitizer.decode(text), keepNewlines: false, keepTabs: false)
            let used = buffer.put(decoded, x: column, y: row, style: parser.style)
            if parser.concealed {
                // Hidden text (a password a program asked for) keeps its columns and shows none of its glyphs.
                buffer.fill(Rect(x: column, y: row, width: used, height: 1), with: .blank(parser.style))
            }
            column += used
            text.removeAll(keepingCapacity: true)
        }
        var index = 0
        while index < bytes.count, row < size.height {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                flush()
                index = parser.escape(in: bytes, at: index)
                continue
            case 0x0A:
                flush()
                row += 1
                column = 0
            case 0x09:
                flush()
                column = min(size.width, (column / 8 + 1) * 8)
            case 0x00..<0x20, 0x7F:
                break
            default:
                text.append(byte)
            }
            index += 1
        }
        flush()
        return buffer
    }
}

/// The style a captured pane's SGR sequences set, and the skipping of every other escape sequence.
struct CaptureParser {
    var style = Style.plain
    /// Whether SGR 8 hides the text that follows: `Style` has no such attribute, so the parser keeps it.
    var concealed = false

    /// Reads the escape sequence starting at `start` (an ESC), applies it if it is SGR, and returns the index
    /// after it.
    mutating func escape(in bytes: [UInt8], at start: Int) -> Int {
        var index = start + 1
        guard index < bytes.count else { return index }
        switch bytes[index] {
        case UInt8(ascii: "["):
            index += 1
            let parameters = index
            while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return index }
            if bytes[index] == UInt8(ascii: "m") { applySGR(Array(bytes[parameters..<index])) }
            return index + 1
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            // A string up to BEL or ST (ESC \).
            index += 1
            while index < bytes.count {
                if bytes[index] == 0x07 { return index + 1 }
                if bytes[index] == 0x1B {
                    let terminated = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\\")
                    return terminated ? index + 2 : index
                }
                index += 1
            }
            return index
        default:
            return index + 1
        }
    }

    /// Applies SGR parameters: `;` separates them, `:` a parameter's own parts (`38:2::r:g:b`, `4:3`); an empty
    /// one is 0.
    mutating func applySGR(_ parameters: [UInt8]) {
        guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return }
        let groups = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { group in
            group.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
                .map { field in field.reduce(0) { min(100_000, $0 * 10 + Int($1 - 0x30)) } }
        }
        var index = 0
        // The colour of 38 or 48: from its own parts (38:5:n, 38:2::r:g:b) or from the parameters after it.
        func extended(_ parts: [Int]) -> Color? {
            var values = Array(parts.dropFirst())
            if values.isEmpty {
                let kind = index < groups.count ? groups[index].first ?? 0 : 0
                let count = kind == 5 ? 2 : kind == 2 ? 4 : 1
                values = groups[index..<min(groups.count, index + count)].map { $0.first ?? 0 }
                index += count
            } else if values.first == 2, values.count >= 5 {
                values.remove(at: 1)  // the colour space id
            }
            switch values.first {
            case 5 where values.count >= 2: return .indexed(UInt8(min(255, values[1])))
            case 2 where values.count >= 4:
                return .rgb(UInt8(min(255, values[1])), UInt8(min(255, values[2])), UInt8(min(255, values[3])))
            default: return nil
            }
        }
        while index < groups.count {
            let parts = groups[index]
            index += 1
            let value = parts.first ?? 0
            var attributes = style.attributes
            switch value {
            case 0:
                style = .plain
                concealed = false
                continue
            case 1: attributes.insert(.bold)
            case 2: attributes.insert(.dim)
            case 3: attributes.insert(.italic)
            case 4:
                // 4:0 is no underline; 4:1 to 4:5 are its kinds.
                if parts.count > 1 && parts[1] == 0 {
                    attributes.remove(.underline)
                } else {
                    attributes.insert(.underline)
                }
            case 7: attributes.insert(.reverse)
            case 8: concealed = true
            case 22: attributes.subtract([.bold, .dim])
            case 23: attributes.remove(.italic)
            case 24: attributes.remove(.underline)
            case 27: attributes.remove(.reverse)
            case 28: concealed = false
            case 30...37: style.foreground = .ansi(UInt8(value - 30))
            case 38: if let color = extended(parts) { style.foreground = color }
            case 39: style.foreground = .default
            case 40...47: style.background = .ansi(UInt8(value - 40))
            case 48: if let color = extended(parts) { style.background = color }
            case 49: style.background = .default
            // The underline's colour (kitty's, and ECMA-48's 58:2::r:g:b), which cells do not keep: its own
            // parameters (58;5;n, 58;2;r;g;b) are read so that none of them is taken for an attribute.
            case 58: _ = extended(parts)
            case 59: break
            case 90...97: style.foreground = .ansi(UInt8(value - 90 + 8))
            case 100...107: style.background = .ansi(UInt8(value - 100 + 8))
            default: break
            }
            style.attributes = attributes
        }
    }
}
