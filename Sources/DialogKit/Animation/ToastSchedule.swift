/// A toast's life as a pure function of time: fade in, stay, fade out.
///
/// The fades move in steps (four in, eight out) so that frames between steps repeat and cost no bytes. The
/// steps are kept as a list of breakpoints, so `opacity(at:)` and `nextChange(after:)` agree exactly.
public struct ToastSchedule: Equatable, Sendable {
    public static let fadeInDuration = 0.2
    public static let fadeOutDuration = 0.8
    public static let fadeInSteps = 4
    public static let fadeOutSteps = 8

    /// How long the toast stays fully shown.
    public let hold: Double
    /// Without animation the toast is shown at once, held, and erased.
    public let animated: Bool
    /// (time, opacity from then on), in order; the last one is the end, at opacity 0.
    private let breakpoints: [(time: Double, opacity: Double)]

    public init(hold: Double = 1.0, animated: Bool = true) {
        self.hold = max(0, hold)
        self.animated = animated
        var points: [(time: Double, opacity: Double)] = []
        if animated {
            let inSteps = Double(Self.fadeInSteps), outSteps = Double(Self.fadeOutSteps)
            for step in 0..<Self.fadeInSteps {
                points.append((Self.fadeInDuration * Double(step) / inSteps, Double(step + 1) / inSteps))
            }
            let leaving = Self.fadeInDuration + self.hold
            for step in 1..<Self.fadeOutSteps {
                points.append((leaving + Self.fadeOutDuration * Double(step) / outSteps, 1 - Double(step) / outSteps))
            }
            points.append((leaving + Self.fadeOutDuration, 0))
        } else {
            points = [(0, 1), (self.hold, 0)]
        }
        breakpoints = points
    }

    public static func == (lhs: ToastSchedule, rhs: ToastSchedule) -> Bool {
        lhs.hold == rhs.hold && lhs.animated == rhs.animated
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

extension ToastSchedule {
    /// The next frame to draw, `elapsed` seconds after the start (`first` for the very first): its opacity, and
    /// when the one after it is due (nil: this is the last). Nil when there is nothing more to draw.
    ///
    /// A toast always shows at least once, even with no time to stay (`--duration 0 --no-animation`).
    public func frame(after elapsed: Double, first: Bool) -> (opacity: Double, next: Double?)? {
        let next = nextChange(after: elapsed)
        if next == nil, !first { return nil }
        return (first && !animated ? 1 : opacity(at: elapsed), next)
    }
}
