/// A column of parts giving each its rows in a box: one flexible part (a message) takes the rows the others leave,
/// up to its line count; on a short screen optional parts are dropped in the order the dialog lists them.
struct RowStack<Part> {
    typealias Row = StackRow<Part>

    /// The rows in order, each with the height it was given: none for a dropped part.
    private let rows: [Row]
    /// The rows the whole stack takes.
    let height: Int
}

extension RowStack where Part: Equatable {
    /// Stacks `rows` in `height` rows (at least one), first dropping, in order, the parts `droppingForAllLines` while
    /// the flexible part does not fit whole, then those `forOneLine` while not one of its lines fits, then those
    /// `forFixedRows` while the fixed parts alone do not fit. The flexible part itself shrinks, never drops.
    init(_ rows: [Row], height: Int, droppingForAllLines: [Part], forOneLine: [Part], forFixedRows: [Part] = []) {
        let available = max(1, height)
        var rows = rows, fixedRows = 0, lines = 0
        for row in rows {
            if row.isFlexible { lines += row.height } else { fixedRows += row.height }
        }
        func drop(_ parts: [Part], while wanted: Int) {
            for part in parts where fixedRows + wanted > available {
                for index in rows.indices where !rows[index].isFlexible && rows[index].part == part {
                    fixedRows -= rows[index].height
                    rows[index].height = 0
                }
            }
        }
        drop(droppingForAllLines, while: lines)
        drop(forOneLine, while: min(lines, 1))
        drop(forFixedRows, while: 0)
        let visibleLines = max(0, min(lines, available - fixedRows))
        for index in rows.indices where rows[index].isFlexible { rows[index].height = visibleLines }
        self.rows = rows
        self.height = fixedRows + visibleLines
    }

    /// The rows `part` was given (its first rows, for a border); empty, where it would have been, when none.
    func rows(_ part: Part) -> Range<Int> {
        var top = 0
        for row in rows {
            if row.part == part { return top..<(top + row.height) }
            top += row.height
        }
        return 0..<0
    }

    /// The first row of `part`, or nil when it was dropped or asked for none.
    func row(_ part: Part) -> Int? { rows(part).first }
}

/// One part of a `RowStack` and the rows it asks for.
struct StackRow<Part> {
    var part: Part
    var height: Int
    var isFlexible = false

    /// A one-row part, or a part without rows when it is not `present` (a title the dialog has not got).
    static func row(_ part: Part, if present: Bool = true) -> StackRow { StackRow(part: part, height: present ? 1 : 0) }

    /// The flexible part, asking for `lines` rows and taking as many as are left.
    static func flexible(_ part: Part, lines: Int) -> StackRow { StackRow(part: part, height: lines, isFlexible: true) }
}
