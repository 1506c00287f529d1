/// The styles dialog's `--colors` marks draw text in, read as a line is drawn.
extension ColorCodes {
    /// What the codes so far have set.
    struct State: Equatable {
        var foreground: Color?
        var attributes: Attributes = []

        mutating func apply(_ mark: Unicode.Scalar) {
            let code = codes[Int(mark.value - ColorCodes.base)]
            switch code {
            case "b": attributes.insert(.bold)
            case "B": attributes.remove(.bold)
            case "u": attributes.insert(.underline)
            case "U": attributes.remove(.underline)
            case "r": attributes.insert(.reverse)
            case "R": attributes.remove(.reverse)
            case "n": self = State()
            default: foreground = code.wholeNumberValue.map { Color.ansi(UInt8($0)) }
            }
        }

        func style(over base: Style) -> Style {
            var style = base
            if let foreground { style.foreground = foreground }
            style.attributes = base.attributes.union(attributes)
            return style
        }
    }

    /// `line` cut where its marks are, each piece with the state it is drawn in; `state` left as the line ends.
    static func runs(_ line: String, state: inout State) -> [(text: String, state: State)] {
        var runs: [(text: String, state: State)] = []
        var current = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            if isMark(scalar) {
                if !current.isEmpty { runs.append((String(current), state)) }
                current = String.UnicodeScalarView()
                state.apply(scalar)
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { runs.append((String(current), state)) }
        return runs
    }
}
