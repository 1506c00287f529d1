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

    /// Whether the text holds a `\n`, which makes dialog join its real line ends.
    static func hasNewlineEscape(_ text: String) -> Bool {
        var backslash = false
        for scalar in text.unicodeScalars {
            if backslash, scalar == "n" { return true }
            backslash = scalar == "\\"
        }
        return false
    }

    /// A space after a space left out, as dialog collapses the blanks of a text with no `\n`; a line's first kept.
    static func collapsingBlanks(_ text: String) -> String {
        var result = "", previous: Character = "\n"
        for character in text {
            if character == " ", previous == " " { continue }
            result.append(character)
            previous = character
        }
        return result
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
