extension BoxRequest {
    /// Why dialog 1.3 gives up on this box on `screen`, or nil when it draws it: a list, input box or form whose
    /// prompt takes every row inside the box leaves no row for its window (`dlg_sub_window` fails), and a calendar
    /// taller than the screen has no window at all (`dlg_new_window`); dialog then ends with its error status.
    public func cdialogOverflow(screen: Size) -> String? {
        let lines = max(1, screen.height - 1)
        let wrap = max(1, (width > 0 ? min(width, screen.width) : screen.width - 2) - 4)
        let promptLines = text.isEmpty ? 0 : text.split(separator: "\n", omittingEmptySubsequences: false)
            .reduce(0) { $0 + max(1, (String($1).displayWidth + wrap - 1) / wrap) }
        let tooTall = "the text (\(promptLines) lines) leaves no room for the box's window on a screen of \(screen.height) rows"
        switch widget {
        case .list(_, let listHeight, let items):
            return promptLines >= listBoxHeight(listHeight, items: items.count, promptLines: promptLines, lines: lines) - 2
                ? tooTall : nil
        case .more(.treeView(let listHeight, let items, _)), .more(.buildList(let listHeight, let items)):
            return promptLines >= listBoxHeight(listHeight, items: items.count, promptLines: promptLines, lines: lines) - 2
                ? tooTall : nil
        case .input, .form:
            // inputbox.c's and formbox.c's auto height: the prompt (not counted for a given width), the field's rows or
            // the form's, and the buttons'.
            let rows: Int = if case .form(let formHeight, _) = widget { 7 + max(0, formHeight) } else { 8 }
            let boxHeight = height < 0 ? lines : height == 0 ? (width > 0 ? 0 : promptLines) + rows : height
            return promptLines >= min(boxHeight, lines) - 2 ? tooTall : nil
        case .calendar:
            // calendar.c: the height given (or the prompt's, or the screen's) and sixteen rows for the month and days.
            let calendarWrap = max(1, (width > 0 ? min(width, screen.width) : 40) - 4)
            let calendarLines = text.isEmpty ? 0 : text.split(separator: "\n", omittingEmptySubsequences: false)
                .reduce(0) { $0 + max(1, (String($1).displayWidth + calendarWrap - 1) / calendarWrap) }
            let boxHeight = (height < 0 ? lines : height == 0 ? calendarLines + 2 : height) + 16
            return boxHeight > screen.height
                ? "the calendar (\(boxHeight) rows) is taller than the screen (\(screen.height) rows)" : nil
        default:
            return nil
        }
    }

    /// A list box's height as dialog's `dlg_auto_size` and `dlg_calc_listh` make it, no taller than `lines`.
    private func listBoxHeight(_ listHeight: Int, items: Int, promptLines: Int, lines: Int) -> Int {
        var boxHeight = height < 0 ? lines : height == 0 ? (width > 0 ? 0 : promptLines) + 8 + max(0, listHeight) : height
        if listHeight == 0, lines > boxHeight { boxHeight += min(lines - boxHeight, items) }
        return min(boxHeight, lines)
    }
}
