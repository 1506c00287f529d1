/// dialog's `--print-text-only` and `--print-text-size`: a text wrapped as dialog's `justify_text` wraps a box's
/// prompt, measured by `dlg_auto_size`, with no window. A port of dialog 1.3's `PrintTextOnly` (dialog.c) and of
/// `justify_text`, `dlg_print_line`, `dlg_print_text`, `real_auto_size` and `auto_size_preformatted` (util.c).
public struct CdialogTextOnly: Sendable {
    /// The room dialog sizes against (`SLINES`, `SCOLS`): the screen, less the shadow when it is drawn.
    public var lines: Int
    public var columns: Int
    /// `--aspect`: 0 before dialog has set its default of 9, as it is while it first reads the options.
    public var aspect: Int
    /// `--begin y x` given before the option: the room is counted from there.
    public var begin: (y: Int, x: Int)?

    public init(lines: Int, columns: Int, aspect: Int, begin: (y: Int, x: Int)? = nil) {
        (self.lines, self.columns, self.aspect, self.begin) = (lines, columns, aspect, begin)
    }

    /// What `--print-text-only TEXT HEIGHT WIDTH` writes: every line each of dialog's sizing passes prints, since
    /// it prints while it measures, then the text wrapped in the box that sizing gave.
    public func textOnly(_ text: String, height: Int, width: Int) -> String {
        var output: String? = ""
        let size = autoSize(Array(text.unicodeScalars), boxLines: height, minimumColumns: width, printing: &output)
        _ = Self.justify(Array(text.unicodeScalars), limitY: size.height, limitX: size.width, printing: &output)
        return output ?? ""
    }

    /// What `--print-text-size TEXT HEIGHT WIDTH` writes: the text's rows and columns, `"H W\n"`.
    public func textSize(_ text: String, height: Int, width: Int) -> String {
        var unused: String? = nil
        let size = autoSize(Array(text.unicodeScalars), boxLines: height, minimumColumns: width, printing: &unused)
        return "\(size.textHeight) \(size.textWidth)\n"
    }

    /// `dlg_auto_size` for a text with no title and a box of 0 0, HEIGHT and WIDTH taken as its extra rows and least
    /// columns, as `PrintTextOnly` passes them; the box and the text's own size.
    func autoSize(_ text: [Unicode.Scalar], boxLines: Int, minimumColumns: Int,
                                       printing output: inout String?) -> (height: Int, width: Int, textHeight: Int, textWidth: Int) {
        let high = lines - (begin?.y ?? 1)
        var height: Int, width: Int
        if !text.contains("\n") {
            let root = Int(Double(aspect * text.reduce(0) { $0 + DisplayWidth.of($1) }).squareRoot())
            let wide = max(max(0, minimumColumns), root, Self.longestWord(text))
            (height, width) = Self.justify(text, limitY: high, limitX: wide, printing: &output)
        } else {
            (height, width) = preformatted(text, printing: &output)
        }
        let textSize = (height, width)
        if width < minimumColumns { width = minimumColumns }
        width += 4
        height += boxLines + 2
        if width > columns {
            height += 1
            width = columns
        }
        height = min(height, lines)
        return (height, width, textSize.0, textSize.1)
    }

    /// `auto_size_preformatted`: the width narrowed, then widened by 4 until the text is as wide as the aspect asks.
    private func preformatted(_ text: [Unicode.Scalar], printing output: inout String?) -> (Int, Int) {
        let maxY = lines - 1
        var maxX = columns - 2
        let maxWidth = maxX, ratio = Float(aspect)
        var (high, wide) = Self.justify(text, limitY: maxY, limitX: maxX, printing: &output)
        var ratioNow = Float(wide / high)
        if ratioNow > ratio {
            let difference = ratioNow / ratio
            maxX = Int(Float(wide) / difference + 4)
            (high, wide) = Self.justify(text, limitY: maxY, limitX: maxX, printing: &output)
            ratioNow = Float(wide) / Float(high)
        }
        while ratioNow < ratio, maxX < maxWidth {
            maxX += 4
            (high, wide) = Self.justify(text, limitY: maxY, limitX: maxX, printing: &output)
            ratioNow = Float(wide / high)
        }
        return (high, wide)
    }

    /// `longest_word`: the most bytes between white space.
    static func longestWord(_ text: [Unicode.Scalar]) -> Int {
        var longest = 0, length = 0
        for scalar in text {
            if [" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}"].contains(scalar) {
                length = 0
            } else {
                length += scalar.utf8.count
                longest = max(longest, length)
            }
        }
        return longest
    }

    /// `justify_text`: the rows and widest line of `text` wrapped within `limitX` columns and `limitY` rows; when
    /// printing, the margins are taken off first and each line is written as `dlg_print_text` writes it. With no
    /// printing it is the measure dialog's auto size takes of a prompt (a box's width, `BoxRequest.cdialogWidth`).
    static func justify(_ text: [Unicode.Scalar], limitY: Int, limitX: Int,
                        printing output: inout String?) -> (height: Int, width: Int) {
        let margin = 2
        var y = 1, widest = 2, start = 0
        let right = output != nil ? limitX - 2 : limitX, bottom = output != nil ? limitY - 2 : limitY
        while y <= bottom, start < text.count {
            var x = margin
            if text[start] == "\n" {
                while start < text.count, text[start] == "\n", y < bottom {
                    if start + 1 < text.count { y += 1 }
                    start += 1
                }
            }
            if start < text.count {
                (start, x) = line(text, from: start, right: right, printing: &output)
            }
            if start < text.count { y += 1 }
            widest = max(widest, x)
        }
        return (y, widest)
    }

    /// `dlg_print_line`: where the line from `start` breaks (the last blank that fits, or the margin inside a word),
    /// the line written when printing; the next line's start and the line's measured end.
    private static func line(_ text: [Unicode.Scalar], from start: Int, right: Int,
                             printing output: inout String?) -> (next: Int, x: Int) {
        func isBlank(_ index: Int) -> Bool { index < text.count && (text[index] == " " || text[index] == "\t") }
        let margin = 2
        var x = 1, wrap = 0, test = 0, column = margin, columns = 0, tabbed = 0, n = 0
        var widths: [Int] = [0]
        while start + n < text.count {
            let scalar = text[start + test]
            if scalar == "\n" || column >= right { break }
            if scalar == "\t", n == 0 {
                tabbed = 8
            } else if isBlank(start + n), n != 0, !isBlank(start + n - 1) {
                wrap = n
                x = column
            }
            // A tab reaches the next stop of 8 (`dlg_index_columns`).
            columns += text[start + n] == "\t" ? ((columns | 7) + 1) - columns : DisplayWidth.of(text[start + n])
            widths.append(columns)
            column = margin + tabbed + columns
            if column > right { break }
            test = n + 1
            n += 1
        }
        func bytes(_ count: Int) -> Int { text[start..<(start + count)].reduce(0) { $0 + $1.utf8.count } }
        if start + test >= text.count || text[start + test] == "\n" || isBlank(start + test) {
            wrap = test
            while wrap > 0, isBlank(start + wrap - 1) { wrap -= 1 }
            x = margin + bytes(wrap)
        } else if x == 1, column >= right {
            x = right
            wrap = test
        }
        // A combining mark stays with the character before it.
        while start + wrap < text.count, Self.isCombining(text[start + wrap]) { wrap += 1 }
        if output != nil { output?.append(Self.printed(text, from: start, columns: widths[min(wrap, widths.count - 1)])) }
        if x == 1 { x = right }
        var next = start + wrap
        while isBlank(next) { next += 1 }
        if next < text.count, text[next] == "\n" { next += 1 }
        return (next, x)
    }

    /// A mark drawn on the character before it (`is_combining`).
    static func isCombining(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x80 && DisplayWidth.of(scalar) == 0 }

    /// `dlg_print_text` with no window: up to `columns` columns from `start` to the line's end, tabs to the next
    /// stop of 8 (one at the line's start prints nothing), and a newline.
    static func printed(_ text: [Unicode.Scalar], from start: Int, columns: Int) -> String {
        var result = String.UnicodeScalarView(), x = 0, tabbed = 0, index = start
        while columns > 0, index < text.count, text[index] != "\n" {
            let before = x, scalar = text[index]
            index += 1
            if scalar == "\t" {
                while true {
                    let stop = x % 8 == 0
                    x += 1
                    if stop { break }
                    result.append(" ")
                }
                tabbed += x - before
            } else {
                result.append(scalar)
                x += DisplayWidth.of(scalar)
            }
            if x >= columns + tabbed, index >= text.count || !isCombining(text[index]) { break }
        }
        result.append("\n")
        return String(result)
    }
}
