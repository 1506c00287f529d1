/// Where a drawn dialog's frames go: the screen's size, the one `Renderer`, an inline box's rows or the erased full
/// screen, and what shows behind the box. `Presenter` decides what and when.
struct DialogStage {
    private let options: PresentationOptions
    private(set) var screen: Size
    /// The one draw path: the frame last drawn, the cursor and the caret.
    private var renderer: Renderer
    /// The rows made for an inline box; 0 until they are.
    private(set) var inlineHeight = 0
    /// Whether anything was drawn since `prepare` erased the screen; only the first frame after may erase it again.
    private var drawnSinceErase = false
    /// Whether the screen was taken (`prepare`): until then a resize only notes the size.
    private(set) var isPrepared = false
    /// The screen the user had, read from tmux before the alternate screen hid it (fullscreen, inside tmux).
    private var capturedScreen: Buffer?
    /// The box and help line of the last fully shown frame, while nothing else on the screen changes; whether the box
    /// was then drawn alone, and the terminal's colours it was drawn for.
    private var steadyBox: (rect: Rect, help: String, drawnAlone: Bool, background: RGB?, foreground: RGB?)?
    /// The box laid out while the terminal's replies were on their way (`layOut`), for the first frame.
    private var laidOutBox: Rect?

    init(options: PresentationOptions, screen: Size) {
        self.options = options
        self.screen = screen
        renderer = Renderer(viewport: options.placement == .inline ? .inline : .fullscreen,
                            colorDepth: options.colorDepth, traits: options.traits)
    }

    /// The area a dialog lays itself out in.
    var layoutArea: Size { options.placement == .inline ? FrameComposer.inlineArea(screen) : screen }

    func boxRect(_ dialog: some Dialog) -> Rect {
        FrameComposer.boxRect(dialog, screen: screen, placement: options.placement)
    }

    /// Lays the box out ahead of the first frame, which takes it unless the screen's size changed meanwhile.
    mutating func layOut(_ dialog: some Dialog) {
        laidOutBox = boxRect(dialog)
    }

    /// The dialog changed (an event, a source's news): a box laid out ahead is no longer its box.
    mutating func dialogChanged() {
        laidOutBox = nil
    }

    /// Inside tmux and with colour, reads the user's screen to show dimmed behind the box, before the alternate hides it.
    mutating func captureScreen(on terminal: any TerminalPort) {
        guard options.placement == .fullscreen, options.traits.insideTmux, options.colorDepth != .none else { return }
        capturedScreen = terminal.capturedScreen(size: screen)
    }

    /// Draws `dialog` at `moment`, sending only what changed, in one write wrapped in synchronized output; what the
    /// terminal has queued (the features turned on, the screen erased) goes first inside it, so the screen is taken
    /// with the frame on it.
    /// `drawnLook`: the look of the dialog as last drawn (`Dialog.look`); while it stays, only the rest is drawn again.
    mutating func draw(_ dialog: some Dialog, drawnLook: DialogLook? = nil, at moment: AnimationFrame, theme: Theme,
                       background: RGB?, foreground: RGB? = nil, on terminal: any TerminalPort) throws {
        let behind = Backdrop(background: background, foreground: foreground, capture: capturedScreen)
        // Laid out once a frame (or ahead of the first), and the rectangle handed on.
        let box = laidOutBox ?? boxRect(dialog)
        laidOutBox = nil
        let caret = FrameComposer.caret(dialog, screen: screen, placement: options.placement, accessible: options.accessible,
                                        box: box).map { FrameCursor.caret($0) } ?? .hidden
        var bytes = terminal.takeQueued()
        if bytes.isEmpty, moment == .shown, let steady = steadyBox, box == steady.rect, dialog.helpLine == steady.help {
            // Only the box can have changed: what the dialog says changed is drawn again, else the box is laid out
            // alone; either is compared alone.
            steadyBox = (box, steady.help, true, background, foreground)
            if let drawnLook, dialog.look == drawnLook, steady.drawnAlone, steady.background == background,
               steady.foreground == foreground,
               try renderer.draw(box: box, cursor: caret, on: terminal, redrawing: { cells in
                   FrameComposer.recomposeBox(dialog, in: &cells, screen: screen, placement: options.placement, theme: theme)
               }) {
                return
            }
            let next = FrameComposer.composeBox(dialog, box: box, screen: screen, placement: options.placement,
                                                theme: theme, behind: behind)
            return try renderer.draw(box: box, next, cursor: caret, on: terminal)
        }
        steadyBox = nil
        let next = FrameComposer.compose(dialog, screen: screen, placement: options.placement, frame: moment, theme: theme,
                                         behind: behind, box: box, messages: options.messages)
        if options.placement == .fullscreen, options.traits.backgroundColorErase, !drawnSinceErase,
           behind.capture == nil, renderer.shownSize == next.size {
            // The first frame on an erased screen paints its backdrop with one erase in its colour, in the box's write;
            // every later one is the difference alone, so the box never disappears.
            let backdrop = Backdrop.cell(level: moment.backdrop, theme: theme, background: behind.background)
            if backdrop != .blank, backdrop.grapheme == " " {
                let style = backdrop.style
                let resolved = Style(foreground: options.colorDepth.resolve(style.foreground),
                                     background: options.colorDepth.resolve(style.background), attributes: [])
                bytes += Escape.sgr(resolved) + Escape.eraseDisplay(.all) + Escape.resetStyle
                renderer.reset(size: next.size, filledWith: backdrop)
            }
        }
        drawnSinceErase = true
        if options.placement == .inline, next.size.height != inlineHeight {
            // The box grew or shrank (a resize, a longer message): make the rows again from the saved cursor.
            bytes += eraseInlineRegion()
            bytes += InlineRegion.reserve(height: next.size.height, fromCursorRow: options.inlineFromCursorRow)
            inlineHeight = next.size.height
            renderer.reset(size: next.size)
        }
        if moment == .shown { steadyBox = (box, dialog.helpLine, false, nil, nil) }
        try renderer.draw(next, before: bytes, cursor: moment == .shown ? caret : .hidden, on: terminal)
    }

    /// Erases the full screen, or makes an inline box's rows, for everything to be drawn again from a blank buffer.
    mutating func prepare(_ dialog: some Dialog, on terminal: any TerminalPort) {
        steadyBox = nil
        isPrepared = true
        switch options.placement {
        case .fullscreen:
            terminal.queue(Escape.eraseDisplay(.all))
            renderer.reset(size: screen)
            drawnSinceErase = false
        case .inline:
            inlineHeight = (laidOutBox ?? FrameComposer.boxRect(dialog, screen: screen, placement: .inline)).height
            terminal.queue(InlineRegion.reserve(height: inlineHeight, fromCursorRow: options.inlineFromCursorRow))
            renderer.reset(size: Size(width: screen.width, height: inlineHeight))
        }
    }

    /// Takes the terminal's size again and prepares to draw everything again; `afterStop`: the cursor was shown.
    /// Before the screen is taken, only the size is taken.
    mutating func resize(_ dialog: some Dialog, on terminal: any TerminalPort, afterStop: Bool = false) throws {
        laidOutBox = nil
        guard isPrepared else {
            screen = terminal.size
            return
        }
        if afterStop { renderer.cursorWasHidden() } else if options.placement == .inline { try terminal.write(eraseInlineRegion()) }
        screen = terminal.size
        prepare(dialog, on: terminal)
    }

    /// Erases an inline box's rows in the plain style: the last frame leaves its own, which an erase would take.
    mutating func eraseInlineRegion() -> [UInt8] {
        renderer.plainStyle() + InlineRegion.erase(fromCursorRow: options.inlineFromCursorRow)
    }

    /// What erases an inline box's rows should the process crash: DECRC puts back the style saved with the rows' start.
    var crashCleanup: [UInt8] { InlineRegion.erase(fromCursorRow: options.inlineFromCursorRow) }
}
