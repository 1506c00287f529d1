extension Choose {
    /// Scrolls the focused message: ↑ ↓ a line, PgUp PgDn a page but a line, Home and End to its ends; the box's
    /// other keys (Tab, Esc) as ever.
    mutating func scrollMessage(_ action: KeyAction, screen: Size) -> Effect<Outcome>? {
        let layout = layout(screen: screen)
        switch action {
        case .up, .down: messageScroll = layout.scrolled(messageScroll, lines: action == .up ? -1 : 1)
        case .pageUp, .pageDown, .focusPageUp, .focusPageDown:
            let up = action == .pageUp || action == .focusPageUp
            messageScroll = layout.scrolled(messageScroll, pages: up ? -1 : 1)
        case .first: messageScroll = 0
        case .last: messageScroll = layout.maxScroll
        case .focusNext, .focusPrevious, .dismiss, .cancel: return perform(action)
        default: break
        }
        return nil
    }

    /// With `messageFillsRoom`, the message is a stop of the focus (before the list) while it is cut, and not when
    /// it all shows; the focus stays where it was.
    mutating func stopOnMessage(whenCut layout: BoxLayout<Part>) {
        guard messageFillsRoom else { return }
        let wanted = messageStops || layout.maxScroll > 0
        guard ring.stops.contains(.message) != wanted else { return }
        let focused = ring.focused
        ring = FocusRing(message: wanted, fields: keys.bodyTakesFocus && !items.isEmpty ? [0] : [],
                         buttons: max(1, configuration.buttons.count), focus: focused == .message ? nil : focused)
        messageScroll = layout.message.clamped(messageScroll, rows: layout.messageRows.count)
    }
}
