/// A toast's life as a pure function of time: fade in over 0.2 s in four steps, stay, fade out over 0.8 s in eight.
///
/// The steps are a list of breakpoints, so `opacity(at:)` and `nextChange(after:)` agree exactly, and the frames
/// between steps repeat and cost no bytes.
public struct ToastSchedule: Sendable {
    /// How long the toast stays fully shown.
    public let hold: Double
    /// Without animation the toast is shown at once, held, and erased.
    public let animated: Bool
    /// (time, opacity from then on), in order; the last one is the end, at opacity 0.
    private let breakpoints: [(time: Double, opacity: Double)]

    public init(hold: Double = 1.0, animated: Bool = true) {
        self.hold = max(0, hold)
        self.animated = animated
        guard animated else {
            breakpoints = [(0, 1), (self.hold, 0)]
            return
        }
        let leaving: Double = 0.2 + self.hold
        var points: [(time: Double, opacity: Double)] = []
        for step in 0..<4 { points.append((0.2 * Double(step) / 4, Double(step + 1) / 4)) }
        for step in 1...8 { points.append((leaving + 0.8 * Double(step) / 8, 1 - Double(step) / 8)) }
        breakpoints = points
    }

    /// Seconds from the first frame until the toast is gone.
    public var total: Double { breakpoints.last?.time ?? 0 }

    /// Visibility at `time` seconds after the start: 0 (not drawn) to 1 (fully shown).
    public func opacity(at time: Double) -> Double {
        guard time >= 0 else { return 0 }
        var current = 0.0
        for point in breakpoints where point.time <= time { current = point.opacity }
        return current
    }

    /// When the opacity next changes after `time`, or nil once the toast is gone.
    public func nextChange(after time: Double) -> Double? {
        breakpoints.first { $0.time > time }?.time
    }
}
