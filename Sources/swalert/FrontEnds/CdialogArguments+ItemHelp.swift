import DialogKit

extension CdialogArguments {
    /// A list's words without their helps, and the helps, with `--item-help` (each item's last word); as they are without.
    static func itemHelps(_ box: String, _ words: ArraySlice<String>, flags: Set<String>) -> (ArraySlice<String>, [String]?) {
        guard flags.contains("item-help"), ["menu", "checklist", "radiolist"].contains(box) else { return (words, nil) }
        let noItems = flags.contains("no-items") || flags.contains("noitem")
        let group = (box == "menu" ? 2 : 3) - (noItems ? 1 : 0) + 1
        var kept: [String] = [], helps: [String] = []
        for (offset, word) in words.enumerated() {
            if offset % group == group - 1 { helps.append(word) } else { kept.append(word) }
        }
        // An item short of its help: the words left are read as the list reads them, and refused there.
        if words.count % group != 0 { kept += words.suffix(words.count % group) }
        return (kept[...], helps)
    }

    /// `--begin y x`: two numbers after the option.
    static func begin(_ arguments: [String], at index: Int) throws -> (y: Int, x: Int) {
        guard index + 1 < arguments.count, let y = BoxArguments.integer(arguments[index]),
              let x = BoxArguments.integer(arguments[index + 1]) else {
            throw ArgumentsFailure(message: "Expected two numeric-parameters for --begin")
        }
        return (y, x)
    }
}

extension FrontEnd {
    /// What cdialog's Help button writes in a list: `HELP ` and the focused item's help (its tag without
    /// `--item-help`, or with `--help-tags`), and with `--help-status` the items on after it, as OK writes them.
    func help(item: Int, chosen: [Int], of request: BoxRequest) -> String {
        let items = request.items
        guard items.indices.contains(item) else { return "" }
        let help = request.itemHelp
        let shown = help.tags ? items[item].tag : help.texts.flatMap { $0.indices.contains(item) ? $0[item] : nil } ?? items[item].tag
        guard help.status, request.listKind != .menu else { return "HELP " + string(shown, of: request) }
        let tags = chosen.map { items[$0].tag }
        if request.separateOutput, request.listKind == .check { return "HELP " + shown + (request.outputSeparator ?? "\n") + answer(tags, of: request) }
        let quotedHelp = "HELP " + Self.quoted(shown, singleQuoted: request.singleQuoted)
        // With `--output-separator` the answer already begins with it.
        guard !tags.isEmpty else { return quotedHelp }
        return quotedHelp + (request.outputSeparator == nil ? " " : "") + answer(tags, of: request)
    }
}
