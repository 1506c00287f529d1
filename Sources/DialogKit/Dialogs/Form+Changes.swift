extension Form {
    /// Everything drawn but the focused line (`revision` counts the events that changed more than a line's text).
    public var look: DialogLook? {
        DialogLook(focus: ring, numbers: [page, scroll, revision], texts: errors, buttons: [])
    }

    /// The focused line alone: a key typed into a field redraws one row of the box.
    public func renderChanges(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) -> Bool {
        guard let slot = focusedSlot, let editor = line(slot) else { return false }
        let layout = layout(screen: screen)
        // Without a border the scroll marks share the content's columns: the box is drawn whole.
        guard layout.hasBorder, let control = focusedSheet(width: layout.contentWidth).control(slot) else { return false }
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
}
