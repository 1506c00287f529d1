import DialogKit

extension BoxRequest {
    /// Where dialog's `--begin y x` puts the box's top left corner; nil: centred.
    var corner: Point? { itemHelp.begin.map { Point(x: $0.x, y: $0.y) } }

    /// The part of `screen` dialog sizes a box in: from `--begin`'s corner to the screen's end, so a box of -1 -1 and
    /// a list grown to its items end there (`real_auto_size`, `dlg_calc_listh`); the whole screen without it.
    func room(_ screen: Size) -> Size {
        guard let begin = itemHelp.begin else { return screen }
        return Size(width: max(1, screen.width - max(0, begin.x)), height: max(1, screen.height - max(0, begin.y)))
    }
}
