/// One moment of a dialog's entrance or exit: how dimmed the backdrop is and how the box looks.
public struct AnimationFrame: Equatable, Sendable {
    /// Backdrop dimming, 0 (none) to 1 (full), in steps.
    public var backdrop: Double
    /// The box's scale; the content keeps its final place and shows only inside the scaled box.
    public var scale: Double
    /// The box's visibility, 0 (gone) to 1; below 1 it is drawn dimmed.
    public var opacity: Double

    public static let shown = AnimationFrame(backdrop: 1, scale: 1, opacity: 1)
    public static let gone = AnimationFrame(backdrop: 0, scale: 1, opacity: 0)
}

/// The entrance and exit of a modal dialog, as pure functions of the time since each began.
///
/// The box pops in the way an iOS alert does, scaled through 0.6, 1.1, 0.9 and 1.0 at 0, 60, 80 and 100 % of
/// 0.2555 s, while the backdrop fades in over a quarter of a second; on dismissal both fade out over 0.2 s, the box
/// still seen in the last step. Fades move in steps so that frames in between repeat and cost no bytes.
public enum Transition {
    public static let popDuration = 0.2555
    public static let popScale = Keyframes([(0, 0.6), (0.6, 1.1), (0.8, 0.9), (1.0, 1.0)])
    public static let fadeInDuration = 0.25
    public static let fadeOutDuration = 0.2
    /// How many levels a fade moves through.
    public static let fadeSteps = 4.0
    /// Time between animation frames: 30 a second is smooth in a terminal and keeps the byte count low.
    public static let frameInterval = 1.0 / 30.0

    /// How long the entrance lasts.
    public static var entranceDuration: Double { max(popDuration, fadeInDuration) }

    /// The entrance at `time` seconds after it began.
    public static func entrance(at time: Double) -> AnimationFrame {
        guard time < entranceDuration else { return .shown }
        let fade = stepped(time / fadeInDuration)
        let scale = popScale.value(at: time / popDuration)
        return AnimationFrame(backdrop: fade, scale: time >= popDuration ? 1 : scale, opacity: 1)
    }

    /// The exit at `time` seconds after it began: the box and backdrop fade in steps and are still seen in the last,
    /// which the screen given back follows (`gone` once the fade is over).
    public static func exit(at time: Double) -> AnimationFrame {
        guard time < fadeOutDuration else { return .gone }
        let remaining = 1 - stepped(time / fadeOutDuration) * fadeSteps / (fadeSteps + 1)
        return AnimationFrame(backdrop: remaining, scale: 1, opacity: remaining)
    }

    /// When the exit next changes after `time` seconds: its next step, or its end.
    public static func nextExitChange(after time: Double) -> Double {
        let step = fadeOutDuration / fadeSteps
        return min(fadeOutDuration, ((max(0, time) / step).rounded(.down) + 1) * step)
    }

    /// Rounds a 0...1 progress up to the next of `fadeSteps` levels, so the first frame already shows a change.
    static func stepped(_ progress: Double) -> Double {
        let clamped = min(max(progress, 0), 1)
        return min(1, ((clamped * fadeSteps).rounded(.down) + 1) / fadeSteps)
    }

    /// The box's rectangle at `scale`, around the same centre as `rect`, kept inside `bounds`.
    public static func scaled(_ rect: Rect, by scale: Double, within bounds: Rect) -> Rect {
        guard scale != 1 else { return rect }
        let width = max(2, Int((Double(rect.width) * scale).rounded()))
        let height = max(2, Int((Double(rect.height) * scale).rounded()))
        let x = rect.x + (rect.width - width) / 2
        let y = rect.y + (rect.height - height) / 2
        return Rect(x: x, y: y, width: width, height: height).intersection(bounds)
    }
}
