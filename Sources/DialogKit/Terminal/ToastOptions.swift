/// How a toast is shown.
public struct ToastOptions: Sendable {
    /// Where the toast's rows are.
    public enum Placement: Equatable, Sendable {
        /// Rows made below the cursor; the script waits until the toast has gone.
        case inline(Toast.Position)
        /// Detached from a script that goes on: drawn only where it covers nothing and touches nothing of the
        /// program in front (see `PaneBand`).
        case screenBottom
    }

    public var placement: Placement
    public var schedule: ToastSchedule
    public var colorDepth: ColorDepth
    /// Bytes of a desktop notification to send when the toast shows (see `Escape.desktopNotification`).
    public var notification: [UInt8]?
    /// When the toast was asked for, to take its turn in that order (see `Terminal.tryTakeTurn`).
    public var arrival: UInt64?
    /// The theme asked for (`SWALERT_THEME`).
    public var themeSetting: ThemeSetting = .auto
    /// The terminal's default colours when known without asking (`COLORFGBG`); nil uses what a dialog before
    /// on the same terminal heard (a toast never asks: it reads no keys, see `Terminal.recordedColors`).
    public var terminalColors: TerminalColors?
    /// One plain line instead of a drawn box, for screen readers and terminals that take no escape sequence.
    public var plain = false

    public init(placement: Placement = .inline(.bottom), schedule: ToastSchedule = ToastSchedule(),
                colorDepth: ColorDepth = .ansi16, notification: [UInt8]? = nil) {
        self.placement = placement
        self.schedule = schedule
        self.colorDepth = colorDepth
        self.notification = notification
    }
}
