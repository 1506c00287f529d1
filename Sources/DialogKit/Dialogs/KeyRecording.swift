/// A dialog shown as it is, whose outcome comes with the last key it was given (dialog's `--last-key`): the key that
/// ended it, or nil when none did (a click, the clock).
public struct KeyRecording<Inner: Dialog>: Dialog {
    /// The inner dialog's outcome, and the last key before it.
    public struct Outcome: Sendable {
        public var outcome: Inner.Outcome
        public var lastKey: KeyEvent?
    }

    public private(set) var dialog: Inner
    public private(set) var lastKey: KeyEvent?

    public init(_ dialog: Inner) {
        self.dialog = dialog
    }

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        switch event {
        case .key(let key): lastKey = key
        case .mouse, .paste, .timeout: lastKey = nil
        case .tick: break
        }
        switch dialog.handle(event, screen: screen) {
        case .finish(let outcome)?: return .finish(Outcome(outcome: outcome, lastKey: lastKey))
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
