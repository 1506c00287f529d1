/// A value that moves through keyframes over time, linearly between them.
public struct Keyframes: Sendable {
    /// (fraction of the duration from 0 to 1, value) pairs, in order.
    public var points: [(at: Double, value: Double)]

    public init(_ points: [(at: Double, value: Double)]) {
        precondition(!points.isEmpty)
        self.points = points
    }

    /// The value at `fraction` of the way through (clamped to the first and last keyframes).
    public func value(at fraction: Double) -> Double {
        guard let first = points.first, let last = points.last else { return 0 }
        if fraction <= first.at { return first.value }
        if fraction >= last.at { return last.value }
        for (from, to) in zip(points, points.dropFirst()) where fraction <= to.at {
            let span = to.at - from.at
            return span <= 0 ? to.value : from.value + (to.value - from.value) * (fraction - from.at) / span
        }
        return last.value
    }
}
