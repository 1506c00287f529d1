extension BoxRequest {
    /// What whiptail's sizing (newt's `guessSize`, `menuSize`) decides that keys depend on: whether the message
    /// scrolls (and takes the focus), and a list's rows (PgUp and PgDn's page).
    public struct NewtLayout: Equatable, Sendable {
        /// `--scrolltext`, or a box that would not fit the screen.
        public var messageScrolls: Bool
        /// The rows the list shows; nil for a widget without a list.
        public var listHeight: Int?
        /// The box's height, grown past a given one to show the list's rows.
        public var height = 0
    }

    /// How whiptail lays this box out on `screen`.
    public func newtLayout(screen: Size) -> NewtLayout {
        var height = self.height, width = self.width
        let givenListHeight: Int? = if case .list(_, let rows, _) = widget { rows } else { nil }
        var listHeight = givenListHeight ?? 1
        var scrolls = scrollText
        if height <= 0 || width <= 0 || listHeight <= 0 {
            var h = 0, w = 0
            // The message's lines, each as many rows as it wraps to at the screen less 4, and 2 more.
            let textWidth = max(1, screen.width - 4)
            let lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast(text.hasSuffix("\n") ? 1 : 0)
            for line in lines {
                let columns = String(line).displayWidth
                w = max(w, columns)
                h += 1 + columns / textWidth
            }
            h += 2
            w = min(w + 2, textWidth)
            w = max(w, title.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first
                .map { String($0).displayWidth } ?? 0)
            if w > 0 { w += 4 }
            let buttonsWidth = noCancel ? 7 : 19
            switch widget {
            case .list(let kind, _, let items):
                h += 2
                w = max(w, buttonsWidth)
                if !items.isEmpty {
                    // The widest tag and text side by side, and the list's own columns (newt's menuSize).
                    var overhead = kind == .menu ? 5 : 10
                    var tags = items.reduce(0) { max($0, $1.tag.displayWidth) }
                    let texts = noItem ? 0 : items.reduce(0) { max($0, $1.text.displayWidth) }
                    if noTags {
                        tags = 0
                        overhead -= kind == .menu ? 1 : 2
                    }
                    width = min(max(width, tags + texts + overhead), screen.width)
                    let rows = min(items.count, screen.height - h - 4)
                    h += rows + 1
                    listHeight = rows
                }
            case .yesNo: (h, w) = (h + 2, max(w, 19))
            case .message: (h, w) = (h + 2, max(w, 7))
            case .input: (h, w) = (h + 3, max(w, buttonsWidth))
            case .gauge: h += 2
            case .info, .textFile, .tailFile, .editFile, .pause, .programBox, .form, .calendar, .timeBox: break
            case .selectPath: break
            case .more: break
            }
            h += 2
            if h > screen.height - 1 {
                h = screen.height - 1
                scrolls = true
            }
            height = max(height, h)
            width = min(max(width, w), screen.width)
            // A backtitle wider than the room beside a full-height box costs the box (and its list) a row.
            if !topLeft, !backtitle.isEmpty, screen.height > 10, height + 1 == screen.height,
               backtitle.displayWidth > (screen.width - width) / 2 {
                height -= 1
                listHeight -= 1
            }
        }
        return NewtLayout(messageScrolls: scrolls, listHeight: givenListHeight == nil ? nil : listHeight, height: height)
    }

    /// The rows cdialog's `menubox.c` and `checklist.c` give a list on `screen`: the box's height less six and the
    /// prompt's lines, and no more than the items; with a list height of 0 the box first grows by a row an item, as
    /// far as the screen less its shadow's row lets it (`dlg_calc_listh`), a given box height too.
    public func cdialogListRows(screen: Size) -> Int {
        let wrap = max(1, (width > 0 ? min(width, screen.width) : screen.width - 2) - 4)
        let promptLines = text.isEmpty ? 0 : text.split(separator: "\n", omittingEmptySubsequences: false)
            .reduce(0) { $0 + max(1, (String($1).displayWidth + wrap - 1) / wrap) }
        let given: Int = if case .list(_, let rows, _) = widget { rows } else { 0 }
        let lines = max(1, screen.height - 1)
        // cdialog's auto size: the prompt (not counted for a given width), the box's six rows and its margins of two,
        // and the list's rows.
        let auto = (width > 0 ? 0 : promptLines) + 8 + max(0, given)
        var height = self.height < 0 ? lines : self.height == 0 ? auto : self.height
        if given == 0, lines > height { height += min(lines - height, items.count) }
        return max(1, min(min(height, lines) - 6 - promptLines, max(1, items.count)))
    }

    /// The items cdialog's `--inputmenu` shows at once on `screen`, three rows each (`menubox.c`): the box's height
    /// less six and the prompt's lines; with a list height of 0 the box first grows by a row an item, as far as the
    /// screen lets it (`dlg_calc_listh`).
    public func cdialogInputMenuItems(screen: Size) -> Int {
        let wrap = max(1, (width > 0 ? min(width, screen.width) : screen.width - 2) - 4)
        let promptLines = text.isEmpty ? 0 : text.split(separator: "\n", omittingEmptySubsequences: false)
            .reduce(0) { $0 + max(1, (String($1).displayWidth + wrap - 1) / wrap) }
        let given: Int = if case .list(_, let rows, _) = widget { rows } else { 0 }
        let rows = screen.height - 1
        var height = self.height < 0 ? rows : self.height == 0 ? promptLines + 6 + max(0, given) : self.height
        if given == 0, rows > height { height += min(rows - height, items.count) }
        let listRows = min(height, rows) - 6 - promptLines
        return max(1, min(listRows, items.count * 3) / 3)
    }
}
