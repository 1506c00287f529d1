/// A click: the left button pressed over a target and released over the same one.
struct Click<Target: Equatable> {
    enum Step { case pressed(Target), clicked(Target) }

    private var pressed: Target?

    /// What `mouse` over `hit` is: a press on a target (to focus it), or the release that clicks it.
    mutating func track(_ mouse: MouseEvent, over hit: Target?) -> Step? {
        switch mouse.action {
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
