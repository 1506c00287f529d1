extension Buffer {
    /// Draws a line of a text `ColorCodes.marking` made: each run in the style its codes set over `style`, no mark
    /// drawn; `colors` carries the codes on to the next line. Returns the columns used.
    @discardableResult
    mutating func putMarked(_ line: some StringProtocol, x: Int, y: Int, style: Style, maxWidth: Int,
                            colors: inout ColorCodes.State) -> Int {
        var column = 0
        for run in ColorCodes.runs(String(line), state: &colors) where column < maxWidth {
            column += put(run.text, x: x + column, y: y, style: run.state.style(over: style), maxWidth: maxWidth - column)
        }
        return column
    }
}

extension ColorCodes {
    /// `text` without its stray marks (`withoutStrayMarks`), for what is written as plain lines.
    static func withoutStrayMarks(in text: String) -> String {
        guard text.unicodeScalars.contains(where: isMark) else { return text }
        return String(text.compactMap(withoutStrayMarks))
    }

    /// `character` without the marks in it that follow no ideograph (nil when nothing is left): those are stray
    /// codes, never drawn, where after a kanji they select its variant (the only use Unicode gives them).
    static func withoutStrayMarks(_ character: Character) -> Character? {
        let scalars = character.unicodeScalars
        guard scalars.count > 1 || scalars.first.map(isMark) == true, scalars.contains(where: isMark),
              scalars.first?.properties.isIdeographic != true else { return character }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars.filter { !isMark($0) })
        return kept.isEmpty ? nil : Character(String(kept))
    }
}

extension Buffer {
    /// Draws `text` as `put` does, each `--colors` mark in it that follows no ideograph changing the style of what
    /// comes after it (`ColorCodes.State` over `style`); returns the columns used.
    @discardableResult
    mutating func putCoded(_ text: some StringProtocol, x: Int, y: Int, style: Style, maxWidth: Int) -> Int {
        guard text.unicodeScalars.contains(where: ColorCodes.isMark) else { return put(text, x: x, y: y, style: style, maxWidth: maxWidth) }
        var state = ColorCodes.State(), run = "", column = 0
        func flush() {
            guard !run.isEmpty, column < maxWidth else { return }
            column += put(run, x: x + column, y: y, style: state.style(over: style), maxWidth: maxWidth - column)
            run = ""
        }
        for character in text {
            let scalars = character.unicodeScalars
            guard scalars.contains(where: ColorCodes.isMark), scalars.first?.properties.isIdeographic != true else {
                run.append(character)
                continue
            }
            run.unicodeScalars.append(contentsOf: scalars.filter { !ColorCodes.isMark($0) })
            flush()
            for mark in scalars where ColorCodes.isMark(mark) { state.apply(mark) }
        }
        flush()
        return column
    }
}
