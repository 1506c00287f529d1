extension Form {
    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = layout(screen: screen)
        let box = layout.draw(into: &buffer, in: rect, title: title, focused: ring.focusedButton, theme: theme)
        let viewport = layout.box.content(rows: layout.stack.rows(.fields), in: box)
        let shown = scroll..<(scroll + viewport.height)
        let sheet = sheet(width: layout.contentWidth) { $1.overlaps(shown) }
        let origin = Point(x: viewport.x, y: viewport.y - scroll)
        for block in sheet.blocks where block.rows.overlaps(shown) {
            guard block.rows.lowerBound < shown.lowerBound || block.rows.upperBound > shown.upperBound else {
                draw(block, of: sheet, into: &buffer, at: origin, theme: theme)
                continue
            }
            // A field cut by the edge of the rows in view is drawn apart and its rows in view copied.
            var cut = Buffer(size: Size(width: viewport.width, height: block.rows.count), filledWith: Cell(" ", style: theme.panel))
            draw(block, of: sheet, into: &cut, at: Point(x: 0, y: -block.rows.lowerBound), theme: theme)
            let rows = block.rows.clamped(to: shown)
            let part = cut.cropped(to: Rect(x: 0, y: rows.lowerBound - block.rows.lowerBound, width: viewport.width,
                                            height: rows.count))
            buffer.copy(part, to: Point(x: viewport.x, y: origin.y + rows.lowerBound))
        }
        if scroll > 0 { buffer.put("▲", x: box.maxX - 1, y: viewport.y, style: theme.indicator) }
        if sheet.height > shown.upperBound { buffer.put("▼", x: box.maxX - 1, y: viewport.maxY - 1, style: theme.indicator) }
        if pageCount > 1, let row = layout.stack.row(.buttonGap) {
            let counter = messages.text(.formPage, ("page", "\(page + 1)"), ("pages", "\(pageCount)"))
            buffer.put(counter, x: box.x + layout.contentX + max(0, layout.contentWidth - counter.displayWidth), y: box.y + row,
                       style: theme.note, maxWidth: layout.contentWidth)
        }
    }

    /// Draws field `block.field` with its page's top left corner at `origin` of `page`.
    private func draw(_ block: Block, of sheet: Sheet, into page: inout Buffer, at origin: Point, theme: Theme) {
        // The field is read in place, never copied whole: a copy retains each of its strings and lists.
        let focused = focusedSlot.map { slots[$0].field } == block.field
        let left = origin.x, top = origin.y
        if let rows = block.noteRows, let note = notes[block.field] {
            note.wrapped(width: sheet.width).draw(into: &page, in: Rect(x: left, y: top + rows.lowerBound, width: sheet.width,
                                                                          height: rows.count),
                                                  scroll: 0, alignment: .leading, style: theme.message)
        }
        let labelStyle = focused ? theme.title : theme.message
        if let row = block.labelRow {
            page.put(fields[block.field].label, x: left, y: top + row, style: labelStyle, maxWidth: sheet.labelWidth)
        }
        if let row = block.againLabelRow, let again = fields[block.field].again {
            page.put(again, x: left, y: top + row, style: labelStyle, maxWidth: sheet.labelWidth)
        }
        for control in block.controls {
            draw(control, of: block.field, into: &page, at: origin, theme: theme)
        }
        let noteX = left + sheet.controlX, noteWidth = sheet.width - sheet.controlX
        if let row = block.errorRow, let error = errors[block.field] {
            page.put(TextWrap.truncate(error, width: noteWidth), x: noteX, y: top + row, style: theme.error)
        }
        if let row = block.helpRow {
            page.put(TextWrap.truncate(fields[block.field].help, width: noteWidth), x: noteX, y: top + row, style: theme.note)
        }
    }

    /// Draws the control of `control.slot`, which belongs to `field`.
    private func draw(_ control: Control, of field: Int, into page: inout Buffer, at origin: Point, theme: Theme) {
        let rect = Rect(x: origin.x + control.rect.x, y: origin.y + control.rect.y, width: control.rect.width,
                        height: control.rect.height)
        let y = rect.y
        let focused = focusedSlot == control.slot
        let style = fields[field].editable ? theme.field : theme.message
        if let editor = line(control.slot) {
            let placeholder = slots[control.slot].again ? "" : fields[field].placeholder
            lineField(control.slot).draw(editor, anchor: anchors[control.slot], into: &page, x: rect.x, y: y, width: rect.width,
                                         style: style, placeholder: placeholder, placeholderStyle: theme.placeholder)
            return
        }
        switch entries[field] {
        case .area(let area):
            area.draw(into: &page, x: rect.x, y: y, width: rect.width, height: rect.height, style: style,
                      placeholder: fields[field].placeholder, placeholderStyle: theme.placeholder)
        case .list(let list):
            list.draw(into: &page, x: rect.x, y: y, width: rect.width, height: rect.height, focused: focused, theme: theme,
                      messages: messages)
        case .flag(let yes):
            let chosen = focused ? theme.focusedButton : theme.message
            page.put("(\(yes ? "*" : " ")) \(messages[.formYes])", x: rect.x, y: y, style: yes ? chosen : theme.message,
                     maxWidth: rect.width)
            page.put("(\(yes ? " " : "*")) \(messages[.formNo])", x: rect.x + noColumn, y: y, style: yes ? theme.message : chosen,
                     maxWidth: max(0, rect.width - noColumn))
        case .line, .none:
            break
        }
    }
}
