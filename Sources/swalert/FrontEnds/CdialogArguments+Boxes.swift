import DialogKit

extension CdialogArguments {
    /// dialog's `--rangebox`, `--buildlist`, `--treeview` and `--mixedgauge`, their arguments after the size read as
    /// `dialog.c` reads them; nil for the other boxes. `number` reads the argument at a place as a number.
    static func moreBox(_ box: String, _ rest: [String], noItems: Bool, number: (Int) throws -> Int) throws -> BoxRequest.MoreBox? {
        // dialog counts these boxes' items without their texts under --no-items, then reads them with: refused.
        if noItems, box == "buildlist" || box == "treeview" {
            throw ArgumentsFailure(message: "--\(box) reads each item's text, which --no-items leaves out")
        }
        switch box {
        case "rangebox":
            let minimum = try number(3)
            return .range(minimum: minimum, maximum: try number(4), value: rest.count > 2 ? try number(5) : minimum)
        case "buildlist":
            let items = try groups(box, Array(rest.dropFirst()), size: 3, names: "tag item status")
            return .buildList(height: try number(3), items: items.map { item($0) })
        case "treeview":
            let items = try groups(box, Array(rest.dropFirst()), size: 4, names: "tag item status depth")
            // A depth is read as atoi reads it: a number at the start, else 0.
            return .treeView(height: try number(3), items: items.map { item($0) }, depths: items.map { max(0, atoi($0[3])) })
        case "mixedgauge":
            let rows = try groups(box, Array(rest.dropFirst()), size: 2, names: "tag item")
            return .mixedGauge(percent: try number(3), rows: rows.map { BoxRequest.Item(tag: $0[0], text: $0[1]) })
        default:
            return nil
        }
    }

    /// An item of a tag, a text and a status: on when the status is "on", any case.
    private static func item(_ words: [String]) -> BoxRequest.Item {
        BoxRequest.Item(tag: words[0], text: words[1], isOn: words[2].lowercased() == "on")
    }

    /// `words` in groups of `size`; a group left short is refused, naming what each takes.
    private static func groups(_ box: String, _ words: [String], size: Int, names: String) throws -> [[String]] {
        guard words.count % size == 0 else {
            throw ArgumentsFailure(message: "--\(box): each item takes \(size) arguments (\(names)), \(words.count % size) left over")
        }
        return stride(from: 0, to: words.count, by: size).map { Array(words[$0..<$0 + size]) }
    }
}
