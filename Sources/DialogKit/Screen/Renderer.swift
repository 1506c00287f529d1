/// Where a renderer's frames go on the terminal.
public enum Viewport: Equatable, Sendable {
    /// The whole screen (the alternate screen), rows addressed absolutely; runs of blanks may be erased.
    case fullscreen
    /// Rows made below the cursor's line, by relative moves; nothing else may move the cursor meanwhile.
    case inline
    /// Rows below the saved cursor (DECSC), each frame from there again, whatever output moved the cursor.
    case belowSavedCursor
    /// The screen's rows from `top` down, in front of another program: each frame gives its cursor and style back.
    case band(top: Int)
}

/// Where a frame leaves the terminal's cursor.
public enum FrameCursor: Equatable, Sendable {
    /// Hidden (and, in a band, where the program in front had it).
    case hidden
    /// Shown at the dialog's caret, in buffer coordinates.
    case caret(Point)
    /// Hidden at a place: an inline toast's last row, where the shell reports a job taken back before the erase.
    case parked(Point)
}

/// Somewhere a frame's bytes go, in one write: the terminal, or a test's record of them.
public protocol ByteSink: AnyObject {
    func write(_ bytes: [UInt8]) throws
}

/// The one draw path: the buffer last drawn, and the next turned into the bytes of what changed, for one write.
public struct Renderer {
    public let viewport: Viewport
    public let colorDepth: ColorDepth
    /// Whether blanks are erased with ECH or EL: on the whole screen with background-colour erase.
    private let erasesRuns: Bool
    /// What the terminal shows, outside `lastBox`'s rectangle: the cells last drawn, or one cell everywhere (a screen
    /// just erased, rows just made), which frames are compared with as it is: no buffer of it is made.
    private var shown: Shown
    private enum Shown {
        case cells(Buffer)
        case filled(Size, Cell)
    }
    private var encoder: ANSIEncoder
    /// Whether the cursor is shown at a caret (it starts hidden).
    private var caretShown = false
    /// The last box drawn on its own: `previous` is out of date inside it until the next whole frame.
    private var lastBox: (rect: Rect, buffer: Buffer)?
    /// A copy of `lastBox`'s cells, kept the same between frames, for `frame(box:cursor:redrawing:)` to redraw in place.
    private var spareBox: Buffer?
    /// Whether the last frame left the terminal in a style of its own (SGR), which outlives `reset(showing:)`.
    private var styleLeft = false

    /// A renderer whose terminal shows `blank` in the viewport (rows just made, or a screen just erased).
    public init(viewport: Viewport, colorDepth: ColorDepth, traits: TerminalTraits = TerminalTraits(),
                showing blank: Buffer = Buffer(size: Size(width: 0, height: 0))) {
        self.viewport = viewport
        self.colorDepth = colorDepth
        erasesRuns = viewport == .fullscreen && traits.backgroundColorErase
        shown = .cells(blank)
        encoder = Self.encoder(viewport, colorDepth: colorDepth, columns: blank.size.width, erasesRuns: erasesRuns)
    }

    private static func encoder(_ viewport: Viewport, colorDepth: ColorDepth, columns: Int, erasesRuns: Bool)
        -> ANSIEncoder {
        let motion: ANSIEncoder.Motion
        switch viewport {
        case .fullscreen: motion = .absolute()
        case .inline, .belowSavedCursor: motion = .relative
        case .band(let top): motion = .absolute(originRow: top)
        }
        return ANSIEncoder(colorDepth: colorDepth, motion: motion, columns: columns, erasesRuns: erasesRuns)
    }

    /// Starts again from `blank`, what the terminal shows now; the style and cursor are forgotten.
    public mutating func reset(showing blank: Buffer) {
        start(showing: .cells(blank), width: blank.size.width)
    }

    /// Starts again from a viewport of `size` that shows `cell` everywhere (`Cell.blank`: a screen just erased).
    public mutating func reset(size: Size, filledWith cell: Cell = .blank) {
        start(showing: .filled(size, cell), width: size.width)
    }

    private mutating func start(showing new: Shown, width: Int) {
        shown = new
        lastBox = nil
        spareBox = nil
        encoder = Self.encoder(viewport, colorDepth: colorDepth, columns: width, erasesRuns: erasesRuns)
    }

    /// The size of what the terminal shows.
    public var shownSize: Size {
        switch shown {
        case .cells(let buffer): buffer.size
        case .filled(let size, _): size
        }
    }

    /// The buffer as the terminal shows it, outside `lastBox`'s rectangle.
    public var previous: Buffer {
        switch shown {
        case .cells(let buffer): buffer
        case .filled(let size, let cell): Buffer(size: size, filledWith: cell)
        }
    }

    /// Notes that the terminal hid the cursor (its features turned on again after Ctrl-Z).
    public mutating func cursorWasHidden() {
        caretShown = false
    }

    /// SGR 0 when the last frame left a style of its own (else nothing), for bytes written outside a frame: an erase or
    /// new rows take the current style's background (background-colour erase).
    public mutating func plainStyle() -> [UInt8] {
        guard styleLeft else { return [] }
        styleLeft = false
        var bytes: [UInt8] = []
        encoder.resetStyle(into: &bytes)
        return bytes.isEmpty ? Escape.resetStyle : bytes
    }

    /// Whether each frame starts from a place of its own rather than where the last one left the cursor.
    private var startsAfresh: Bool {
        switch viewport {
        case .fullscreen, .inline: false
        case .belowSavedCursor, .band: true
        }
    }

    /// The bytes that turn what is shown into `next` (none when nothing changes), `before` and `after` inside them.
    /// `before` goes out in the plain style and leaves it; the frame ends in the style of the last cell it drew, which
    /// the next frame goes on from (a frame with `after`, or starting afresh, ends in the plain style).
    public mutating func frame(_ next: Buffer, before: [UInt8] = [], cursor: FrameCursor = .hidden,
                               after: [UInt8] = []) -> [UInt8] {
        if let lastBox {
            // The cells taken out of `shown` first, so that the copy changes them in place.
            var cells = previous
            shown = .cells(Buffer(size: Size(width: 0, height: 0)))
            cells.copy(lastBox.buffer, to: Point(x: lastBox.rect.x, y: lastBox.rect.y))
            shown = .cells(cells)
            self.lastBox = nil
            spareBox = nil
        }
        let changes: [CellChange]
        switch shown {
        case .cells(let buffer) where buffer.size == next.size: changes = BufferDiff.diff(from: buffer, to: next)
        case .filled(let size, let cell) where size == next.size: changes = BufferDiff.diff(from: cell, to: next)
        // A viewport of another size shows blanks.
        default: changes = BufferDiff.diff(from: .blank, to: next)
        }
        let bytes = encode(changes, before: before, cursor: cursor, after: after)
        shown = .cells(next)
        return bytes
    }

    /// The bytes of a frame in which only `box` can have changed, compared with the box as last drawn.
    public mutating func frame(box: Rect, _ next: Buffer, cursor: FrameCursor = .hidden) -> [UInt8] {
        let old = lastBox?.buffer ?? previous.cropped(to: box)
        lastBox = (box, next)
        spareBox = nil
        var changes = BufferDiff.diff(from: old, to: next)
        for index in changes.indices {
            changes[index].x += box.x
            changes[index].y += box.y
        }
        return encode(changes, before: [], cursor: cursor, after: [])
    }

    /// The bytes of a frame in which `redraw` changes, in place, cells of the box last drawn alone at `box` (a field),
    /// compared with it as drawn: no copy of the box is made. Nil when no box was drawn alone at `box`, or `redraw`
    /// could not (it returned false, the cells untouched).
    public mutating func frame(box: Rect, cursor: FrameCursor = .hidden, redrawing redraw: (inout Buffer) -> Bool) -> [UInt8]? {
        guard lastBox?.rect == box else { return nil }
        // The spare is taken out, so that it is changed in place; the first time it is made from the box as drawn.
        var next = spareBox ?? lastBox!.buffer
        spareBox = nil
        guard redraw(&next) else {
            spareBox = next
            return nil
        }
        var changes = BufferDiff.diff(from: lastBox!.buffer, to: next)
        if let first = changes.first?.y, let last = changes.last?.y { lastBox!.buffer.copyRows(first..<last + 1, from: next) }
        spareBox = next
        for index in changes.indices {
            changes[index].x += box.x
            changes[index].y += box.y
        }
        return encode(changes, before: [], cursor: cursor, after: [])
    }

    /// Draws the box by `redraw` in place (see `frame(box:cursor:redrawing:)`) in one write to `output`, if anything
    /// changed; false when it could not be.
    public mutating func draw(box: Rect, cursor: FrameCursor = .hidden, on output: some ByteSink,
                              redrawing redraw: (inout Buffer) -> Bool) throws -> Bool {
        guard let bytes = frame(box: box, cursor: cursor, redrawing: redraw) else { return false }
        try write(bytes, on: output)
        return true
    }

    /// Draws `next` (see `frame`) in one write to `output`, or writes nothing when nothing changed.
    public mutating func draw(_ next: Buffer, before: [UInt8] = [], cursor: FrameCursor = .hidden,
                              after: [UInt8] = [], on output: some ByteSink) throws {
        try write(frame(next, before: before, cursor: cursor, after: after), on: output)
    }

    /// Draws the box alone (see `frame(box:_:cursor:)`) in one write to `output`, if anything changed.
    public mutating func draw(box: Rect, _ next: Buffer, cursor: FrameCursor = .hidden, on output: some ByteSink) throws {
        try write(frame(box: box, next, cursor: cursor), on: output)
    }

    private func write(_ bytes: [UInt8], on output: some ByteSink) throws {
        if !bytes.isEmpty { try output.write(bytes) }
    }

    private mutating func encode(_ changes: [CellChange], before: [UInt8], cursor: FrameCursor, after: [UInt8])
        -> [UInt8] {
        let caretMoves: Bool
        switch cursor {
        case .caret(let caret): caretMoves = !caretShown || encoder.cursor.map { $0.x != caret.x || $0.y != caret.y } ?? true
        case .hidden: caretMoves = caretShown
        case .parked: caretMoves = false
        }
        guard !changes.isEmpty || !before.isEmpty || !after.isEmpty || caretMoves else { return [] }
        // One cell cannot tear: a one-cell frame continuing the last goes without synchronized output.
        let synchronized = startsAfresh || !before.isEmpty || !after.isEmpty || changes.count > 1
        var frame = synchronized ? Escape.beginSynchronizedUpdate : []
        // What goes before the frame (an erase, new rows) finds the terminal in the plain style.
        if !before.isEmpty { frame += plainStyle() }
        frame += before
        if startsAfresh { encoder = Self.encoder(viewport, colorDepth: colorDepth, columns: shownSize.width, erasesRuns: false) }
        switch viewport {
        case .fullscreen, .inline: break
        case .belowSavedCursor: frame += Escape.restoreCursor + Escape.cursorDown(1) + Escape.cursorColumn(0)
        case .band: frame += Escape.saveCursor + Escape.resetStyle
        }
        encoder.encode(changes, into: &frame)
        // A frame starting afresh gives the style back; otherwise the next frame goes on in the style this one left.
        if startsAfresh || !after.isEmpty { encoder.resetStyle(into: &frame) }
        styleLeft = encoder.leavesStyle
        switch cursor {
        case .caret(let caret):
            encoder.moveCursor(toX: caret.x, y: caret.y, into: &frame)
            if !caretShown { frame += Escape.showCursor }
            caretShown = true
        case .hidden:
            if caretShown { frame += Escape.hideCursor }
            caretShown = false
        case .parked(let place):
            encoder.moveCursor(toX: place.x, y: place.y, into: &frame)
        }
        if case .band = viewport { frame += Escape.restoreCursor }
        frame += after
        if synchronized { frame += Escape.endSynchronizedUpdate }
        return frame
    }
}
