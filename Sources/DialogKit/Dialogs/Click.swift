/// A click: the left button pressed over a target and released over the same one; and the wheel.
struct Click<Target: Equatable> {
    enum Step { case pressed(Target), clicked(Target), wheel(Int) }

    private var pressed: Target?

    /// What `mouse` over `hit` is: a press on a target (to focus it), the release that clicks it, or the wheel a
    /// line up (-1) or down.
    mutating func track(_ mouse: MouseEvent, over hit: Target?) -> Step? {
        switch mouse.action {
        case .scrollUp: return .wheel(-1)
        case .scrollDown: return .wheel(1)
        case .press where mouse.button == .left:
            pressed = hit
            return hit.map(Step.pressed)
        case .release:
            defer { pressed = nil }
            if let hit, hit == pressed { return .clicked(hit) }
        default:
            break
        }
        return nil
    }
}
