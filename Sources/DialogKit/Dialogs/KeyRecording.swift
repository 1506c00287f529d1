/// A dialog shown as it is, whose outcome comes with the last event it was given (dialog's `--last-key`): the key, the
/// click or the time limit that ended it; the clock's ticks are not counted.
public struct KeyRecording<Inner: Dialog>: Dialog {
    /// The inner dialog's outcome, and the last event before it.
    public struct Outcome: Sendable {
        public var outcome: Inner.Outcome
        public var lastEvent: DialogEvent?
        /// The last event when it was a key.
        public var lastKey: KeyEvent? {
            if case .key(let key)? = lastEvent { return key }
            return nil
        }
    }

    public private(set) var dialog: Inner
    public private(set) var lastEvent: DialogEvent?

    public init(_ dialog: Inner) {
        self.dialog = dialog
    }

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        if case .tick = event {} else { lastEvent = event }
        switch dialog.handle(event, screen: screen) {
        case .finish(let outcome)?: return .finish(Outcome(outcome: outcome, lastEvent: lastEvent))
        case .bell?: return .bell
        case .redrawAfter(let seconds)?: return .redrawAfter(seconds)
        case nil: return nil
        }
    }

    public func boxSize(screen: Size) -> Size { dialog.boxSize(screen: screen) }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        dialog.render(into: &buffer, in: rect, screen: screen, theme: theme)
    }

    public var helpLine: String { dialog.helpLine }
    public var helpLineStartsLeft: Bool { dialog.helpLineStartsLeft }
    public func caret(in rect: Rect, screen: Size) -> Point? { dialog.caret(in: rect, screen: screen) }
    public var backtitle: String { dialog.backtitle }
    public var begin: Point? { dialog.begin }
}
