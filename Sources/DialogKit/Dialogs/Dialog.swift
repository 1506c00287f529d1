/// Something that happens to a dialog: a key, a click, a paste, the clock, or its time limit.
public enum DialogEvent: Hashable, Sendable {
    case key(KeyEvent)
    /// A mouse event, its position relative to the dialog's box.
    case mouse(MouseEvent)
    case paste(String)
    /// The clock advanced to `seconds` since the dialog was first shown.
    case tick(Double)
    /// The caller's time limit ran out.
    case timeout
}

/// What a dialog asks of the loop that runs it, as data.
public enum Effect<Outcome>: Sendable where Outcome: Sendable {
    /// The dialog is done.
    case finish(Outcome)
    /// Ring the terminal bell.
    case bell
    /// Draw again after this many seconds even if nothing happens (a spinner's next frame).
    case redrawAfter(Double)
}

extension Effect: Equatable where Outcome: Equatable {}

/// A dialog: a value driven by events (time as `.tick`) that draws itself into a cell buffer, and does no I/O.
public protocol Dialog {
    associatedtype Outcome: Sendable

    /// Updates the state for one event; `screen` is the size the dialog lays itself out in.
    mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>?

    /// The size of the box on a screen of the given size (never larger than the screen).
    func boxSize(screen: Size) -> Size

    /// Draws the box into `rect` of `buffer`, laid out for a screen of `screen` size (as `boxSize` was).
    func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme)

    /// What `render` draws but `renderChanges` does not (an input's box around its field); nil (most dialogs): the box
    /// is always rendered whole.
    var look: DialogLook? { get }

    /// Redraws, into a `buffer` holding the box as `render` drew it for a state of the same `look`, what else may
    /// differ (a key's echo: the field alone); false, `buffer` untouched, when the box is to be rendered whole.
    func renderChanges(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) -> Bool

    /// The keys and what they do, for a help line.
    var helpLine: String { get }

    /// Whether the help line starts at the screen's second column (dialog's item help) rather than centred.
    var helpLineStartsLeft: Bool { get }

    /// Where the terminal's cursor belongs (a field's caret, for screen readers) in `rect` as `render` draws; nil: hidden.
    func caret(in rect: Rect, screen: Size) -> Point?

    /// Where the cursor belongs for a screen reader or magnifier (`accessible`): on the focused item of a list, the
    /// focused field or button; the caret unless a dialog says otherwise.
    func focusCaret(in rect: Rect, screen: Size) -> Point?

    /// A line at the top of the full-screen backdrop (whiptail's and dialog's `--backtitle`); empty for none.
    var backtitle: String { get }

    /// Where the box's top left corner goes on a full screen (dialog's `--begin`); nil: centred.
    var begin: Point? { get }

    /// Draws the texts the dialog has of its own ("Type to filter", "No match") in `messages`' language.
    mutating func localize(_ messages: Messages)
}

extension Dialog {
    /// Most dialogs are rendered whole for every frame.
    public func renderChanges(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) -> Bool { false }

    /// Most dialogs have no text to edit: the cursor stays hidden.
    public func caret(in rect: Rect, screen: Size) -> Point? { nil }

    /// Most dialogs follow the caret.
    public func focusCaret(in rect: Rect, screen: Size) -> Point? { caret(in: rect, screen: screen) }

    /// Most dialogs show nothing on the backdrop but their help line.
    public var backtitle: String { "" }

    /// Most dialogs are centred.
    public var begin: Point? { nil }

    /// Most help lines are centred.
    public var helpLineStartsLeft: Bool { false }

    /// Most dialogs draw no words of their own but the help line, which the frame translates.
    public mutating func localize(_ messages: Messages) {}

    /// The dialog with its own texts in `messages`' language.
    public func localized(_ messages: Messages) -> Self {
        guard messages.language != .en else { return self }
        var dialog = self
        dialog.localize(messages)
        return dialog
    }
}

extension Dialog {
    /// Most dialogs are rendered whole for every frame.
    public var look: DialogLook? { nil }
}

/// What a frame drew around the part of a dialog that `renderChanges` redraws alone: small values, sharing none of
/// the dialog's storage, so that keeping it copies nothing when the dialog changes.
public struct DialogLook: Equatable, Sendable {
    let focus: FocusRing
    let numbers: [Int]
    let texts: [String?]
    let buttons: [ButtonLabel]
}
