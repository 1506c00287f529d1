extension BoxRequest {
    /// The rows and columns dialog's `justify_text` gives `text` wrapped at `limit` columns with no window: each line
    /// broken as `dlg_print_line` breaks it (at the last blank that fits, or at the limit in a word that does not),
    /// and measured as it measures it, from column 2 and in bytes where the line ends at a blank, a newline or the end.
    public static func cdialogJustify(_ text: String, limit: Int) -> (height: Int, width: Int) {
        let scalars = Array(text.unicodeScalars)
        func isBlank(_ index: Int) -> Bool { index < scalars.count && (scalars[index] == " " || scalars[index] == "\t") }
        let margin = 2
        var start = 0, y = 1, widest = 2
        while y <= limit, start < scalars.count {
            if scalars[start] == "\n" {
                while start < scalars.count, scalars[start] == "\n", y < limit {
                    if start + 1 < scalars.count { y += 1 }
                    start += 1
                }
            }
            guard start < scalars.count else { break }
            // One line from `start`: columns and bytes of the scalars before each.
            var x = 1, wrap = 0, test = 0, column = margin, columns = 0, tabbed = 0, n = 0
            while start + n < scalars.count {
                let scalar = scalars[start + test]
                if scalar == "\n" || column >= limit { break }
                if scalar == "\t", n == 0 {
                    tabbed = 8
                } else if isBlank(start + n), n != 0, !isBlank(start + n - 1) {
                    wrap = n
                    x = column
                }
                columns += DisplayWidth.of(scalars[start + n])
                column = margin + tabbed + columns
                if column > limit { break }
                test = n + 1
                n += 1
            }
            func bytes(_ count: Int) -> Int { scalars[start..<(start + count)].reduce(0) { $0 + $1.utf8.count } }
            if start + test >= scalars.count || scalars[start + test] == "\n" || isBlank(start + test) {
                wrap = test
                while wrap > 0, isBlank(start + wrap - 1) { wrap -= 1 }
                x = margin + bytes(wrap)
            } else if x == 1, column >= limit {
                x = limit
                wrap = test
            }
            if x == 1 { x = limit }
            widest = max(widest, x)
            // The next line starts past the blanks after the break, and past one newline.
            var next = start + wrap
            while isBlank(next) { next += 1 }
            if next < scalars.count, scalars[next] == "\n" { next += 1 }
            start = max(next, start + 1)
            if start < scalars.count { y += 1 }
        }
        return (y, widest)
    }
}
