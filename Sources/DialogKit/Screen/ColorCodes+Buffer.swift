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
