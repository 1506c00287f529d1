/// A mouse report, with cell coordinates counted from zero at the top-left of the screen.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Action: Hashable, Sendable {
        case press, release, drag, move, scrollUp, scrollDown
    }

    /// Which button was involved; `.none` for motion without a button and for the wheel.
    public enum Button: Hashable, Sendable {
        case left, middle, right, none
    }

    public var action: Action
    public var button: Button
    public var column: Int
    public var row: Int
    public var modifiers: Modifiers

    public init(action: Action, button: Button, column: Int, row: Int, modifiers: Modifiers = []) {
        self.action = action
        self.button = button
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }

    /// Decodes the X10 and SGR button byte (bits 0–1 the button, 4/8/16 modifiers, 32 motion, 64 the wheel); buttons
    /// 8–11 and horizontal scrolling are nil. See https://invisible-island.net/xterm/ctlseqs/ctlseqs.html#h2-Mouse-Tracking
    init?(code: Int, column: Int, row: Int, released: Bool) {
        guard code >= 0, code & 128 == 0 else { return nil }
        // Bits 4, 8 and 16 are shift, alt and control, as `Modifiers` orders them.
        let modifiers = Modifiers(rawValue: UInt8((code >> 2) & 0b111))
        let low = code & 3
        let button: Button = low == 0 ? .left : low == 1 ? .middle : low == 2 ? .right : .none
        let action: Action
        if code & 64 != 0 {
            switch low {
            case 0: action = .scrollUp
            case 1: action = .scrollDown
            default: return nil
            }
            self.init(action: action, button: .none, column: column, row: row, modifiers: modifiers)
            return
        }
        if code & 32 != 0 {
            action = low == 3 ? .move : .drag
        } else if released || low == 3 {
            // SGR says which button went up; X10 reports every release as "button 3".
            action = .release
        } else {
            action = .press
        }
        self.init(action: action, button: button, column: column, row: row, modifiers: modifiers)
    }
}
