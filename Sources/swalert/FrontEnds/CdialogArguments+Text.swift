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
