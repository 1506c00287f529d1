/// What a key does in a box: the one vocabulary every dialog's keys are bound to (dialog's `DLGK_*`), whichever
/// program's keys they are (`KeyBindings`).
public enum KeyAction: Hashable, Sendable {
    // The focus (see `FocusRing`): to the next or previous part going round; without going round; to the ends.
    case focusNext, focusPrevious, focusForward, focusBack, focusFirst, focusLast
    /// Round the buttons and the field that last had the focus (from a field to the first button, from the last
    /// button back to the field); round the fields alone.
    case focusNextButton, focusPreviousButton, focusNextField, focusPreviousField

    // Ending.
    /// Presses the focused button; a focused field is answered as its first button would.
    case press
    /// Answers as the box stands, whatever has the focus (newt's F12; a chooser's Enter).
    case accept
    /// Esc: the box's cancel, or told apart from a cancel button.
    case cancel, dismiss

    // The message and the list.
    /// A line, a page (the window moves and the focus keeps its row), to the start or the end.
    case up, down, pageUp, pageDown, first, last
    /// The list's focus a page down or up; up a page less one (newt's list box); up to the top row in view first,
    /// then a page (dialog's).
    case focusPageDown, focusPageUp, focusPageUpLessOne, focusTopRowOrPageUp
    /// Checks the focused item (in a single choice, presses the focused button); checks every item.
    case toggle, toggleAll
    /// Clears the query, or cancels when it is empty; deletes forward, or cancels when it is empty.
    case clearOrCancel, deleteForwardOrCancel

    // Editing a line (`LineEditor`).
    case moveLeft, moveRight, moveToStart, moveToEnd, moveWordLeft, moveWordRight
    case deleteBackward, deleteForward, killToStart, killToEnd, killWhitespaceWordBackward, killWordBackward
    case killWordForward, yank
    /// Deletes the whole line, wherever the caret is (dialog's Ctrl-U, `DLGK_DELETE_ALL`).
    case killLine
}

extension LineEditor {
    /// Does `action` when it edits a line, nothing otherwise. A masked field's words are not shown, so its word moves
    /// and deletions take the whole side of the caret.
    mutating func apply(_ action: KeyAction, masked: Bool = false) {
        switch action {
        case .moveLeft: moveLeft()
        case .moveRight: moveRight()
        case .moveToStart: moveToStart()
        case .moveToEnd: moveToEnd()
        case .moveWordLeft where masked: moveToStart()
        case .moveWordLeft: moveWordLeft()
        case .moveWordRight where masked: moveToEnd()
        case .moveWordRight: moveWordRight()
        case .deleteBackward: deleteBackward()
        case .deleteForward: deleteForward()
        case .killToStart: killToStart()
        case .killToEnd: killToEnd()
        case .killLine:
            moveToStart()
            killToEnd()
        case .killWhitespaceWordBackward where masked, .killWordBackward where masked: killToStart()
        case .killWhitespaceWordBackward: killWhitespaceWordBackward()
        case .killWordBackward: killWordBackward()
        case .killWordForward where masked: killToEnd()
        case .killWordForward: killWordForward()
        case .yank: yank()
        default: break
        }
    }
}
