extension BoxLayout<Choose.Part> {
    var listRows: Range<Int> { stack.rows(.list) }
    var queryRow: Int? { stack.row(.query) }
}

extension Choose {
    /// Lays the box out: title, message (at most a third of the screen, or the rows the list leaves), query, list, the
    /// focused label in full when labels can be cut, the refusal row; a short screen drops blank rows, then border,
    /// title, notices and refusal.
    func layout(screen: Size) -> BoxLayout<Part> {
        guard messageFillsRoom else { return layout(screen: screen, messageRows: max(1, screen.height / 3)) }
        // The list keeps its rows and the message takes the rest, blank rows going first when it does not all fit.
        let height = screen.limited(height: maximumHeight).height
        let fixed = layout(screen: screen, messageRows: nil)
        if fixed.stack.height <= height, !fixed.messageRows.isEmpty || fixed.lineCount == 0 { return fixed }
        // Too short a screen for that: the list shrinks too, the message keeping a row.
        let tight = layout(screen: screen, messageRows: 1)
        return layout(screen: screen, messageRows: max(1, 1 + height - tight.stack.height))
    }

    /// With no `messageRows`, the list is as tall as it asks and the message takes the rows left.
    private func layout(screen: Size, messageRows: Int?) -> BoxLayout<Part> {
        let screen = screen.limited(height: maximumHeight), checkBoxes = configuration.multiple
        let bounded = checkBoxes && (configuration.minimum != nil || configuration.maximum != nil)
        // Room for the longest refusal, "Choose at least N (M chosen)", when there can be one.
        let refusal = bounded ? 24 + 2 * String(items.count).count : 0
        let prefix = ScrollingList.prefixWidth(checkBoxes: checkBoxes), buttons = !configuration.buttons.isEmpty
        return BoxLayout(title: title, message: message, buttons: configuration.buttons,
                         minimumWidth: max(DialogBox.minimumContentWidth, refusal, widestLabel + prefix), screen: screen,
                         maximumWidth: maximumWidth, widening: false, messageRows: messageRows, buttonRows: 1,
                         dropping: [.messageGap, .buttonGap], forOneLine: [.border, .title, .cutNotice, .fullLabel, .error],
                         forFixedRows: [.message]) { belowText, width in
            [.row(.messageGap, if: belowText), .row(.query, if: configuration.filtering != .none),
             listRow(lines: max(1, min(items.count, configuration.maximumRows ?? .max)), fixed: messageRows == nil),
             .row(.cutNotice, if: cutNotice != nil), .row(.fullLabel, if: widestLabel > width - prefix),
             .row(.error, if: bounded), .row(.buttonGap, if: buttons)]
        }
    }

    /// The list's rows: as many as it asks for, or as many of those as the rest leaves.
    private func listRow(lines: Int, fixed: Bool) -> StackRow<Part> {
        fixed ? StackRow(part: .list, height: lines) : .flexible(.list, lines: lines)
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    /// What the position shows: `12/340`, and `reading…` while items may still arrive (with `Enter held` once it
    /// is pressed), or `+` after the count when more were offered than were read.
    var position: String {
        guard isReading else { return list.position + (isCut ? "+" : "") }
        let reading = list.position + " " + messages[.listReadingMore]
        return heldAccept == nil ? reading : reading + " " + messages[.listEnterHeld]
    }

    /// The query field's columns: the content width less the position beside it.
    func fieldWidth(_ layout: BoxLayout<Part>) -> Int {
        max(1, layout.box.contentWidth - position.displayWidth - 1)
    }

    public func caret(in rect: Rect, screen: Size) -> Point? {
        let layout = layout(screen: screen)
        guard let row = layout.queryRow else { return nil }
        let box = layout.box.rect(in: rect), width = fieldWidth(layout)
        let column = Self.field.caretColumn(query, anchor: anchor, width: width)
        return Point(x: box.x + layout.box.contentX + column, y: box.y + row)
    }

    /// On the focused button, or the focused item's row after its marker (on its check box), or the query's caret.
    public func focusCaret(in rect: Rect, screen: Size) -> Point? {
        let layout = layout(screen: screen)
        if let button = ring.focusedButton { return layout.buttonCaret(button, in: rect) }
        guard ring.focusedField != nil || !ring.stops.contains(.field(0)),
              let row = list.focusedRow(rows: layout.listRows.count), !layout.listRows.isEmpty else {
            return caret(in: rect, screen: screen)
        }
        let box = layout.box.rect(in: rect)
        return Point(x: box.x + layout.contentX + ScrollingList.marker.count, y: box.y + layout.listRows.lowerBound + row)
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = layout(screen: screen)
        let scroll = layout.message.clamped(messageScroll, rows: layout.messageRows.count)
        let box = layout.draw(into: &buffer, in: rect, title: title, scroll: scroll, marks: true, focused: ring.focusedButton,
                              theme: theme)
        let left = box.x + layout.contentX, width = layout.contentWidth
        let position = self.position
        if let row = layout.queryRow {
            let fieldWidth = fieldWidth(layout)
            Self.field.draw(query, anchor: anchor, into: &buffer, x: left, y: box.y + row, width: fieldWidth, style: theme.field,
                            placeholder: messages[.listPlaceholder], placeholderStyle: theme.placeholder)
            buffer.put(position, x: left + width - position.displayWidth, y: box.y + row, style: theme.border, maxWidth: width)
        } else if layout.box.hasBorder, box.width > position.displayWidth + 4 {
            buffer.put(" \(position) ", x: box.maxX - position.displayWidth - 4, y: box.maxY - 1, style: theme.border)
        }
        let area = layout.box.content(rows: layout.listRows, in: box)
        var view = list
        view.move(to: view.focus, rows: area.height)
        // The focused row is highlighted only while the list has the focus, when it is a stop; it keeps its marker.
        let listFocused = ring.focusedField != nil || !ring.stops.contains(.field(0))
        view.draw(into: &buffer, in: area, styles: ScrollingList.styles(theme, focused: listFocused)) { place in
            let index = shownItem(place)
            return ScrollingList.item(items[index].label, matching: matcher,
                                      checked: configuration.multiple ? selected.contains(index) : nil, radio: configuration.radio)
        }
        if shownCount == 0 {
            let note = messages[isReading ? .listReading : items.isEmpty ? .listNoItems : .listNoMatch]
            buffer.put(note, x: left + 2, y: area.y, style: theme.note, maxWidth: width - 2)
        }
        layout.put(cutNotice, on: .cutNotice, into: &buffer, box: box, style: theme.note)
        if let row = layout.stack.row(.fullLabel), let focused = focusedItem,
           ScrollingList.isCut(items[focused].label, width: width, checkBoxes: configuration.multiple) {
            buffer.put(Self.tail(items[focused].label, width: width), x: left, y: box.y + row, style: theme.message, maxWidth: width)
        }
        layout.put(error, on: .error, into: &buffer, box: box, style: theme.error)
    }

    /// The end of `text` in `width` columns, after an ellipsis when the start had to go: the part of a long
    /// label the list row could not show.
    static func tail(_ text: String, width: Int) -> String {
        guard text.displayWidth(upTo: width) > width else { return text }
        var kept: [Character] = [], used = 1
        for character in text.reversed() {
            used += character.displayWidth
            if used > width { break }
            kept.append(character)
        }
        return "…" + String(kept.reversed())
    }
}
