/// Lays a whole frame out into a cell buffer: backdrop, box and help line; pure, so a frame is tested as a picture.
public enum FrameComposer {
    /// The box's rectangle on a screen (fullscreen) or in the inline region.
    public static func boxRect<D: Dialog>(_ dialog: D, screen: Size, placement: Placement) -> Rect {
        switch placement {
        case .fullscreen:
            let box = dialog.boxSize(screen: screen)
            if let begin = dialog.begin {
                return Rect(x: max(0, min(begin.x, screen.width - box.width)), y: max(0, min(begin.y, screen.height - box.height)),
                            width: box.width, height: box.height)
            }
            return Rect(x: max(0, (screen.width - box.width) / 2), y: max(0, (screen.height - box.height) / 2),
                        width: box.width, height: box.height)
        case .inline:
            let box = dialog.boxSize(screen: inlineArea(screen))
            return Rect(x: max(0, (screen.width - box.width) / 2), y: 0, width: box.width, height: box.height)
        }
    }

    /// The area an inline dialog may use: every row but the one holding the cursor.
    public static func inlineArea(_ screen: Size) -> Size {
        Size(width: screen.width, height: max(1, screen.height - 1))
    }

    /// The box alone, as `compose` draws it in a fully shown frame, in a buffer the size of `box`.
    public static func composeBox<D: Dialog>(_ dialog: D, box: Rect, screen: Size, placement: Placement,
                                             theme: Theme, behind: Backdrop = Backdrop()) -> Buffer {
        // What `compose` has under the box before the dialog draws: not every dialog covers it with a panel.
        let under = placement == .fullscreen ? Backdrop.cell(level: AnimationFrame.shown.backdrop, theme: theme, background: behind.background) : .blank
        var buffer = Buffer(size: Size(width: box.width, height: box.height), filledWith: under)
        dialog.render(into: &buffer, in: Rect(x: 0, y: 0, width: box.width, height: box.height),
                      screen: placement == .inline ? inlineArea(screen) : screen, theme: theme)
        return buffer
    }

    /// Redraws in `cells`, the box as `composeBox` made it for a state that looked as `dialog` does (`Dialog.look`),
    /// what else changed (see `Dialog.renderChanges`); false, `cells` untouched, when the box is to be composed whole.
    public static func recomposeBox<D: Dialog>(_ dialog: D, in cells: inout Buffer, screen: Size, placement: Placement,
                                               theme: Theme) -> Bool {
        dialog.renderChanges(into: &cells, in: Rect(x: 0, y: 0, width: cells.size.width, height: cells.size.height),
                             screen: placement == .inline ? inlineArea(screen) : screen, theme: theme)
    }

    /// Where the terminal's cursor goes for a fully shown frame, or nil to keep it hidden; `accessible`, on the focus.
    /// `box`: the dialog's rectangle when the caller has laid it out already.
    public static func caret<D: Dialog>(_ dialog: D, screen: Size, placement: Placement, accessible: Bool = false,
                                        box laidOut: Rect? = nil) -> Point? {
        let box = laidOut ?? boxRect(dialog, screen: screen, placement: placement)
        let area = placement == .inline ? inlineArea(screen) : screen
        return accessible ? dialog.focusCaret(in: box, screen: area) : dialog.caret(in: box, screen: area)
    }

    /// The frame for a dialog at one moment of its animation, a fullscreen one on `behind` (see `Backdrop`); `box`: the
    /// dialog's rectangle when the caller has laid it out already.
    public static func compose<D: Dialog>(_ dialog: D, screen: Size, placement: Placement, frame: AnimationFrame,
                                          theme: Theme, behind: Backdrop = Backdrop(), box laidOut: Rect? = nil,
                                          messages: Messages = .english) -> Buffer {
        let box = laidOut ?? boxRect(dialog, screen: screen, placement: placement)
        var buffer: Buffer
        switch placement {
        case .fullscreen:
            let backdrop = Backdrop.cell(level: frame.backdrop, theme: theme, background: behind.background)
            buffer = Buffer(size: screen, filledWith: backdrop)
            if let capture = behind.capture {
                buffer.copy(Backdrop.dimmed(capture.cropped(to: buffer.area), level: frame.backdrop, theme: theme,
                                            background: behind.background, foreground: behind.foreground), to: Point(x: 0, y: 0))
                // Under the box, the plain backdrop, as `composeBox` has it.
                if frame.opacity > 0, frame.scale == 1 {
                    buffer.fill(box, with: backdrop)
                }
            }
            if screen.height - box.height >= 2, frame.opacity > 0 {
                let left = dialog.helpLineStartsLeft
                let help = TextWrap.truncate(messages.hintLine(dialog.helpLine), width: screen.width - (left ? 1 : 2))
                var style = theme.help
                style.background = backdrop.style.background
                let x = left ? min(1, screen.width - 1) : max(0, (screen.width - help.displayWidth) / 2)
                buffer.put(help, x: x, y: screen.height - 1, style: style)
            }
            // The backtitle on the top row, as whiptail and dialog put it, under the box on a screen too short.
            if !dialog.backtitle.isEmpty, frame.opacity > 0 {
                let line = TextWrap.truncate(Sanitizer.sanitize(dialog.backtitle, keepNewlines: false, keepTabs: false),
                                             width: max(1, screen.width - 2))
                let style = theme.backtitle(on: backdrop.style.background)
                buffer.putCoded(line, x: min(1, screen.width - 1), y: 0, style: style, maxWidth: screen.width)
            }
        case .inline:
            buffer = Buffer(size: Size(width: screen.width, height: box.height))
        }
        guard frame.opacity > 0 else { return buffer }
        let bounds = Rect(x: 0, y: 0, width: buffer.size.width, height: buffer.size.height)
        if frame.scale != 1 {
            let scaled = Transition.scaled(box, by: frame.scale, within: bounds)
            Panel.draw(into: &buffer, scaled, border: true, theme: theme)
            // The content is laid out for the final box and seen through the growing one, so it never re-wraps.
            let content = composeBox(dialog, box: box, screen: screen, placement: placement, theme: theme, behind: behind)
            reveal(content, at: box.origin, in: &buffer, through: scaled.inset(by: 1).intersection(box.inset(by: 1)))
        } else {
            dialog.render(into: &buffer, in: box, screen: placement == .inline ? inlineArea(screen) : screen, theme: theme)
        }
        if frame.opacity < 1 {
            let backdrop = placement == .fullscreen ? Backdrop.cell(level: frame.backdrop, theme: theme, background: behind.background) : nil
            BoxFade.fade(&buffer, in: box.intersection(bounds), opacity: frame.opacity,
                         behind: BoxFade.target(backdrop: backdrop, background: behind.background, theme: theme),
                         depth: theme.colorDepth, under: backdrop)
        }
        return buffer
    }

    /// Writes the cells of `content` placed at `origin` that fall inside `window`; a wide glyph cut by its edge is blank.
    private static func reveal(_ content: Buffer, at origin: Point, in buffer: inout Buffer, through window: Rect) {
        let clipped = window.intersection(buffer.area)
        guard !clipped.isEmpty else { return }
        for y in clipped.y..<clipped.maxY {
            for x in clipped.x..<clipped.maxX {
                let (column, row) = (x - origin.x, y - origin.y)
                guard column >= 0, row >= 0, column < content.size.width, row < content.size.height else { continue }
                let cell = content[x: column, y: row]
                if cell.isContinuation {
                    if x == clipped.x { buffer.set(.blank(cell.style), x: x, y: y) }
                } else if cell.width == 2, x + 1 >= clipped.maxX {
                    buffer.set(.blank(cell.style), x: x, y: y)
                } else {
                    buffer.set(cell, x: x, y: y)
                }
            }
        }
    }
}
