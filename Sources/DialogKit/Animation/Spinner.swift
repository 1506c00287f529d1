/// The frames of a busy indicator, as a pure function of the time since it started (bubbles' spinner: a list of
/// frames and an interval, so a late tick skips frames, and tests need no clock). Every frame is one column, and
/// none turns faster than ten frames a second.
public struct Spinner: Hashable, Sendable {
    public let name: String
    public let frames: [String]
    /// Seconds each frame shows; never less than `minimumInterval`.
    public let interval: Double

    /// A tenth of a second: smooth enough for the eye, cheap in bytes and CPU time.
    public static let minimumInterval = 0.1

    public init(name: String, frames: [String], interval: Double) {
        precondition(!frames.isEmpty, "a spinner needs frames")
        self.name = name
        self.frames = frames
        self.interval = max(interval, Self.minimumInterval)
    }

    public static let dots = Spinner(name: "dots", frames: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"], interval: 0.1)
    public static let line = Spinner(name: "line", frames: ["-", "\\", "|", "/"], interval: 0.13)
    public static let arc = Spinner(name: "arc", frames: ["◜", "◠", "◝", "◞", "◡", "◟"], interval: 0.1)
    public static let bounce = Spinner(name: "bounce", frames: ["⠁", "⠂", "⠄", "⡀", "⢀", "⠠", "⠐", "⠈"], interval: 0.1)
    public static let braille = Spinner(name: "braille", frames: ["⣾", "⣽", "⣻", "⢿", "⡿", "⣟", "⣯", "⣷"], interval: 0.1)

    /// Every spinner `--spinner` accepts, the default first.
    public static let all: [Spinner] = [.dots, .line, .arc, .bounce, .braille]

    /// The spinner called `name`, if there is one.
    public static func named(_ name: String) -> Spinner? { all.first { $0.name == name } }

    /// The index of the frame shown `elapsed` seconds after the start.
    public func frameIndex(at elapsed: Double) -> Int {
        guard elapsed > 0 else { return 0 }
        // A hair of slack so that 0.3 / 0.1 lands on frame 3, not 2.9999.
        let step = Int((elapsed / interval + 1e-9).rounded(.down))
        return step % frames.count
    }

    /// The frame shown `elapsed` seconds after the start.
    public func frame(at elapsed: Double) -> String { frames[frameIndex(at: elapsed)] }

    /// Seconds from `elapsed` until the next frame starts (always more than zero).
    public func delayUntilNextFrame(after elapsed: Double) -> Double {
        let step = (max(0, elapsed) / interval + 1e-9).rounded(.down)
        return max(0.001, (step + 1) * interval - elapsed)
    }
}
