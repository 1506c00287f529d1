import DialogKit

extension CdialogArguments {
    /// A real line end after `\n` (blanks between aside) left out, as cdialog's `dlg_trim_string` leaves it out, so
    /// `"a\n` + newline + `b"` is two lines and the second starts at `b`; the text as it is when it has no `\n`.
    static func joiningEscapedLineEnds(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView(), index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            result.append(scalar)
            index += 1
            guard scalar == "\\", index < scalars.count, scalars[index] == "n" else { continue }
            result.append("n")
            index += 1
            var after = index
            while after < scalars.count, scalars[after] == " " || scalars[after] == "\t" { after += 1 }
            if after < scalars.count, scalars[after] == "\n" { index = after + 1 }
        }
        return String(result)
    }
}

extension BoxRequest {
    /// With `--colors`: the `\Z` codes of the title, the backtitle and the items' texts made marks (`ColorCodes`),
    /// drawn as the styles they set, as dialog draws them there; tags stay as given, since they are the answer.
    mutating func markColorCodes() {
        func marked(_ text: String) -> String {
            let marked = ColorCodes.marking(ColorCodes.unmarked(text))
            return ColorCodes.unmarked(marked) == text ? text : marked
        }
        (title, backtitle) = (marked(title), marked(backtitle))
        if case .list(let kind, let height, let items) = widget {
            widget = .list(kind, height: height, items: items.map { item in
                var item = item
                item.text = marked(item.text)
                return item
            })
        }
    }
}
