extension BoxRequest {
    /// dialog's boxes beyond the common ones, with what each shows.
    public enum MoreBox: Equatable, Sendable {
        /// A number from `minimum` to `maximum`, starting at `value` (`--rangebox`).
        case range(minimum: Int, maximum: Int, value: Int)
        /// Items moved between two lists, those on starting on the right (`--buildlist`).
        case buildList(height: Int, items: [Item])
        /// A radio list drawn as a tree, each item at its depth (`--treeview`).
        case treeView(height: Int, items: [Item], depths: [Int])
        /// Rows of a tag and its status (a word or `-NN` percent), over a gauge at `percent` (`--mixedgauge`).
        case mixedGauge(percent: Int, rows: [Item])

        /// Whether dialog counts it among the boxes that answer (`dlg_does_output`).
        public var answers: Bool {
            if case .mixedGauge = self { return false }
            return true
        }
    }

    /// The width cdialog's auto size gives a box of `minimumColumns` on `screen` (`real_auto_size`, then
    /// `dlg_button_layout` for buttons of `labels`): the given width, or the prompt's wrapped at the aspect ratio's.
    public func cdialogWidth(minimumColumns: Int, labels: [String], screen: Size) -> Int {
        var width = self.width
        if width <= 0 {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).displayWidth }
            // dialog's longest word is counted in bytes.
            let longestWord = text.split { $0 == " " || $0 == "\n" || $0 == "\t" }.reduce(0) { max($0, $1.utf8.count) }
            let columns = lines.reduce(0, +)
            var root = 0
            while (root + 1) * (root + 1) <= 9 * columns { root += 1 }
            let wide = max(title.displayWidth, minimumColumns, root, longestWord)
            if text.contains(where: { $0 == "\n" }) {
                width = max(min(wide, lines.max() ?? 0), title.displayWidth, minimumColumns) + 4
            } else {
                // One paragraph: as wide as `justify_text` measures it at that width.
                var unprinted: String? = nil
                let measured = CdialogTextOnly.justify(Array(text.unicodeScalars), limitY: wide, limitX: wide, printing: &unprinted)
                width = max(measured.width, title.displayWidth, minimumColumns) + 4
            }
        }
        // The buttons' row: all as wide as the longest label (at least 5 or 6), two columns each and a gap.
        let longest = labels.reduce(0) { max($0, $1.displayWidth) }
        let each = longest < 6 - (longest & 1) ? 6 - (longest & 1) : longest
        let buttons = labels.isEmpty ? 0 : each * labels.count + labels.count * 2 + 4
        return min(max(width, buttons), screen.width)
    }
}
