/// Where a dialog is drawn.
public enum Placement: String, CaseIterable, Sendable {
    /// The alternate screen, a dimmed backdrop, the box centred; the user's screen comes back on exit.
    case fullscreen
    /// Rows made below the cursor, erased on exit with the cursor back where it was.
    case inline
}

/// How a dialog is presented on a terminal.
public struct PresentationOptions: Sendable {
    public var placement: Placement
    /// Pop in and fade out; off draws only the final frames.
    public var animated: Bool
    public var colorDepth: ColorDepth
    /// Seconds until the dialog's time limit runs out (nil: none).
    public var timeout: Double?
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
    public var escapeDelay: Double
    /// Report mouse clicks (fullscreen only: an inline dialog does not know its absolute row).
    public var mouse: Bool
    /// What the terminal type is known to do.
    public var traits: TerminalTraits
    /// Read keys in raw mode. Off, the terminal only stops echoing and nothing is read, so keys typed
    /// meanwhile stay queued for the shell (Ctrl-C still interrupts); for dialogs that take no keys,
    /// such as a wait or a toast.
    public var readsKeys = true
    /// An inline dialog starts on the cursor's own row instead of the row below it (a spinner line).
    public var inlineFromCursorRow = false

    public init(placement: Placement = .fullscreen, animated: Bool = true, colorDepth: ColorDepth = .ansi16,
                timeout: Double? = nil, escapeDelay: Double = 0.05, mouse: Bool = true,
                traits: TerminalTraits = TerminalTraits()) {
        self.placement = placement
        self.animated = animated
        self.colorDepth = colorDepth
        self.timeout = timeout
        self.escapeDelay = escapeDelay
        self.mouse = mouse
        self.traits = traits
    }
}

/// How a presentation ended.
public enum PresentationResult<Outcome: Sendable>: Sendable {
    /// The dialog finished with an outcome of its own.
    case finished(Outcome)
    /// A signal (SIGINT, SIGTERM, SIGHUP) or Ctrl-C ended it.
    case interrupted(signal: Int32)
}

extension PresentationResult: Equatable where Outcome: Equatable {}
