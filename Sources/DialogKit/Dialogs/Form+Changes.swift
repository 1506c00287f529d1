extension Form {
    /// The focused line alone, when nothing else drawn changed: a key typed into a field redraws one row of the box.
    public func renderChanges(since previous: Form, into buffer: inout Buffer, in rect: Rect, screen: Size,
                              theme: Theme) -> Bool {
        guard let slot = focusedSlot, let editor = line(slot), page == previous.page, scroll == previous.scroll,
              ring == previous.ring, errors == previous.errors, onlyLineDiffers(slot, from: previous) else { return false }
        let layout = layout(screen: screen)
        // Without a border the scroll marks share the content's columns: the box is drawn whole.
        guard layout.hasBorder, let control = sheet(width: layout.contentWidth, only: slot).control(slot) else { return false }
        let viewport = layout.box.content(rows: layout.stack.rows(.fields), in: layout.box.rect(in: rect))
        let row = control.rect.y - scroll
        guard row >= 0, row < viewport.height else { return false }
        let field = slots[slot].field
        lineField(slot).draw(editor, anchor: anchors[slot], into: &buffer, x: viewport.x + control.rect.x, y: viewport.y + row,
                             width: control.rect.width, style: fields[field].editable ? theme.field : theme.message,
                             placeholder: slots[slot].again ? "" : fields[field].placeholder,
                             placeholderStyle: theme.placeholder)
        return true
    }

    /// Whether every answer and every line's first grapheme shown is as in `previous`, but the line of `slot`.
    private func onlyLineDiffers(_ slot: Int, from previous: Form) -> Bool {
        let field = slots[slot].field, again = slots[slot].again
        for index in entries.indices where (index != field || again) && entries[index] != previous.entries[index] {
            return false
        }
        for index in seconds.indices where (index != field || !again) && seconds[index] != previous.seconds[index] {
            return false
        }
        return !anchors.indices.contains { $0 != slot && anchors[$0] != previous.anchors[$0] }
    }
}
