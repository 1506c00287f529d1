import DialogKit

extension BoxRequest {
    /// Where dialog's `--begin y x` puts the box's top left corner; nil: centred.
    var corner: Point? { itemHelp.begin.map { Point(x: $0.x, y: $0.y) } }
}
