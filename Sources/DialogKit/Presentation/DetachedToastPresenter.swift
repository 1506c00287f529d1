/// Shows a detached toast: one started in the background by `toast --detach`, while another program is in
/// front of the terminal.
///
/// It must never touch what it does not own, so it changes no terminal mode, no scroll region, no cursor
/// visibility, and leaves the cursor where it found it (each frame is one write, the cursor saved and restored
/// around it). It draws only where the screen can be read, inside tmux (see `TmuxPane`): in the pane's bottom
/// rows when they are blank and the cursor is not in them; before each frame and before erasing, it reads the
/// rows again, and erases only cells that still hold what it drew, wherever output has scrolled them. When its
/// rows no longer hold its box, or the program in front takes the whole screen, it steps aside: it erases
/// what is still its own and ends. Where the screen cannot be read, it shows nothing (`toast --detach` says
/// the message on standard error instead, before it returns).
final class DetachedToastPresenter: Scene {
    private let toast: Toast
    private let terminal: Terminal
    private let options: ToastOptions
    private let theme: Theme
    /// The pane, read from tmux; nil outside tmux, where nothing is shown.
    private let pane: TmuxPane?
    private let screen: Size
    /// Where the box is on the screen.
    private var box = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Draws the box's rows, the full width of the screen, and keeps them as last drawn.
    private var renderer: Renderer
    private var drawn = false
    private var clock: ToastClock
    /// Whether the toast stepped aside (its rows taken, the pane resized) or found no room.
    private var isOver = false

    /// How often the pane is read while nothing else happens: output that scrolls the box is noticed this soon.
    static let checkInterval = 0.1

    init(_ toast: Toast, terminal: Terminal, options: ToastOptions, pane: TmuxPane?) {
        self.toast = toast
        self.terminal = terminal
        self.options = options
        self.pane = pane
        theme = options.theme(on: terminal)
        screen = terminal.size
        renderer = Renderer(viewport: .band(top: 0), colorDepth: options.colorDepth)
        clock = ToastClock(options.schedule)
    }

    func run() throws -> ToastResult {
        let program = try Program(self, terminal: terminal, kind: .toast, arrival: options.arrival,
                              whenInLine: ProcessContext.announceReadiness)
        if let signal = try program.run() { return .interrupted(signal: signal) }
        return .finished(.shown)
    }

    func enter(now: Double) throws {
        clock.begin(at: now)
        guard placeBox() else {
            isOver = true
            return
        }
        terminal.setCrashCleanup(eraseBytes(rows: Array(box.y..<(box.y + box.height))))
    }

    func leave() {
        terminal.setCrashCleanup([])
        try? eraseWhatIsStillOurs()
    }

    /// A resize ends the toast: its rows may be anywhere now.
    func resize() throws {
        isOver = true
    }

    func next(now: Double) throws -> EventLoop.Wait? {
        guard !isOver, let frame = clock.frame(at: now), clock.isFirst || stillOurs() else { return nil }
        try draw(opacity: frame.opacity, extra: clock.isFirst ? options.notification ?? [] : [])
        return clock.wait(until: frame.next, on: terminal, longest: Self.checkInterval)
    }

    func handle(_ wakeup: Terminal.Wakeup, now: Double) throws {}

    /// Ctrl-Z is not the toast's: the program in front has the terminal.
    func stopping(byKey: Bool) throws -> Bool { false }

    /// Finds room in the bottom rows; false when there is none to take without covering anything.
    private func placeBox() -> Bool {
        guard !backgroundWritesStopped, let snapshot = pane?.snapshot(), !snapshot.alternateScreen,
              snapshot.rows.count == screen.height else { return false }
        let size = toast.boxSize(screen: Size(width: screen.width, height: max(1, screen.height - 2)))
        let top = screen.height - size.height
        guard top > snapshot.cursorRow, snapshot.rows[top...].allSatisfy(\.isEmpty) else { return false }
        box = Rect(x: max(0, (screen.width - size.width) / 2), y: top, width: size.width, height: size.height)
        renderer = Renderer(viewport: .band(top: top), colorDepth: options.colorDepth,
                            showing: Buffer(size: Size(width: screen.width, height: size.height)))
        return true
    }

    /// `stty tostop` asks that background jobs not write to the terminal: a toast in the background respects it.
    private var backgroundWritesStopped: Bool {
        terminal.isInBackground && (terminal.stopsBackgroundWrites ?? true)
    }

    /// The box's rows as they should read now in the pane.
    private var expectedRows: [String] { renderer.previous.trimmedLines() }

    /// Whether every row of the box still reads as drawn, in its place.
    private func stillOurs() -> Bool {
        guard !backgroundWritesStopped, let snapshot = pane?.snapshot(), !snapshot.alternateScreen,
              snapshot.rows.count == screen.height else { return false }
        return Array(snapshot.rows[box.y..<(box.y + box.height)]) == expectedRows
    }

    /// Draws the box at `opacity`, sending what changed in one write with the cursor saved and restored.
    private func draw(opacity: Double, extra: [UInt8]) throws {
        var next = Buffer(size: renderer.previous.size)
        toast.render(into: &next, in: Rect(x: box.x, y: 0, width: box.width, height: box.height),
                     screen: Size(width: screen.width, height: max(1, screen.height - 2)), theme: theme, opacity: opacity)
        let frame = renderer.frame(next, after: extra)
        guard !frame.isEmpty else { return }
        try terminal.write(frame)
        drawn = true
    }

    /// Erases the box's cells in the rows that still read as drawn: in place, or where output scrolled them; in a
    /// pane resized since, wherever tmux moved or cut them (`resizedRemnants`).
    private func eraseWhatIsStillOurs() throws {
        guard drawn, let snapshot = pane?.snapshot(), !snapshot.alternateScreen else { return }
        drawn = false
        let now = terminal.size
        if now != screen || snapshot.rows.count != screen.height {
            let remnants = Self.resizedRemnants(of: renderer.previous, in: snapshot.rows, width: now.width)
            guard !remnants.isEmpty else { return }
            var bytes = Escape.saveCursor + Escape.resetStyle
            for remnant in remnants {
                bytes += Escape.cursorPosition(row: remnant.row, column: remnant.columns.lowerBound)
                    + Escape.eraseCharacters(remnant.columns.count)
            }
            try terminal.write(Escape.beginSynchronizedUpdate + bytes + Escape.restoreCursor + Escape.endSynchronizedUpdate)
            return
        }
        let expected = expectedRows
        var rows: [Int] = []
        for offset in 0...box.y {
            let top = box.y - offset
            let matching = expected.indices.filter { snapshot.rows[top + $0] == expected[$0] && !expected[$0].isEmpty }
            if offset == 0 ? !matching.isEmpty : matching.count == expected.count {
                rows = matching.map { top + $0 }
                break
            }
        }
        guard !rows.isEmpty else { return }
        try terminal.write(Escape.beginSynchronizedUpdate + eraseBytes(rows: rows) + Escape.endSynchronizedUpdate)
    }

    /// Where the box's rows are in a pane resized to `width` columns since they were drawn, and which of their
    /// columns to blank: the visible rows that read as one of the box's rows or, in a narrower pane, as one of
    /// the pieces tmux wraps a row into (each `width` columns of it, a wide glyph that does not fit starting
    /// the next); a piece of coloured blanks alone, which reads as nothing, where the row beside it says it is.
    /// A pane made shorter loses rows below the cursor, or moves rows up; a narrower one wraps the long rows
    /// and moves rows up. A row that reads as anything else is not the box's and is left alone.
    static func resizedRemnants(of drawn: Buffer, in rows: [String], width: Int) -> [(row: Int, columns: Range<Int>)] {
        guard width > 0 else { return [] }
        /// A piece of a drawn row: its text as the pane shows it (trailing blanks trimmed), and the columns
        /// from its first drawn cell to its last, if it has any.
        typealias Piece = (text: String, columns: Range<Int>?)
        var drawnRows: [[Piece]] = []
        for y in 0..<drawn.size.height {
            var pieces: [Piece] = []
            var text = "", column = 0, first: Int?, last = 0
            func finish() {
                while text.last == " " { text.removeLast() }
                pieces.append((text, first.map { $0..<last }))
                (text, column, first, last) = ("", 0, nil, 0)
            }
            for x in 0..<drawn.size.width {
                let cell = drawn[x: x, y: y]
                if cell.isContinuation { continue }
                let cellWidth = Int(cell.width)
                if column + cellWidth > width { finish() }
                text += cell.grapheme
                if cell.grapheme != " " || cell.style != .plain {
                    if first == nil { first = column }
                    last = column + cellWidth
                }
                column += cellWidth
            }
            finish()
            drawnRows.append(pieces)
        }
        var remnants: [(row: Int, columns: Range<Int>)] = []
        var taken = Set<Int>()
        func take(_ row: Int, _ columns: Range<Int>?) {
            guard let columns, rows.indices.contains(row), !taken.contains(row) else { return }
            taken.insert(row)
            remnants.append((row, columns))
        }
        for (index, row) in rows.enumerated() where !row.isEmpty && !taken.contains(index) {
            for pieces in drawnRows {
                guard let matched = pieces.firstIndex(where: { $0.text == row && $0.columns != nil }) else { continue }
                take(index, pieces[matched].columns)
                // The blank pieces beside it, where the pane reads blank.
                for (offset, piece) in pieces.enumerated() where piece.text.isEmpty && offset != matched {
                    let neighbour = index + offset - matched
                    if rows.indices.contains(neighbour), rows[neighbour].isEmpty { take(neighbour, piece.columns) }
                }
                break
            }
        }
        return remnants.sorted { $0.row < $1.row }
    }

    /// Blanks the box's columns in `rows`, the cursor and its colours saved and restored around it.
    private func eraseBytes(rows: [Int]) -> [UInt8] {
        var bytes = Escape.saveCursor + Escape.resetStyle
        for row in rows {
            bytes += Escape.cursorPosition(row: row, column: box.x) + Escape.eraseCharacters(box.width)
        }
        return bytes + Escape.restoreCursor
    }
}

extension ProcessContext {
    /// Starts the program at `path` in the background with `arguments` (its standard streams on /dev/null, so a
    /// caller's `$(...)` does not wait for it) and `environment` added to this process's, and returns once it
    /// says it stands in line for the terminal (`announceReadiness`), has ended, or `patience` seconds have
    /// passed: what a script starts one after another then shows in that order.
    public static func startInBackground(_ path: String, _ arguments: [String], environment: [String: String],
                                         patience: Double = 2) throws {
        let pipe = try Platform.makePipe()
        defer { Platform.close(pipe.read) }
        do {
            try Platform.spawnDetached(path, arguments, extraEnvironment: environment, readiness: pipe.write)
        } catch {
            Platform.close(pipe.write)
            throw error
        }
        Platform.close(pipe.write)
        try? EventLoop.run(Readiness(pipe.read, deadline: Terminal.now() + patience), waiter: Readiness.Waiter())
    }
}

/// Waits for the byte a program started in the background writes once it stands in line, or for its end.
private final class Readiness: EventLoopClient {
    /// Waits on the pipe alone: no terminal, no signal relay.
    final class Waiter: EventWaiter {
        func wait(timeout: Double?, readInput: Bool, readLimit: Int, others: [Int32]) throws -> Terminal.Wakeup {
            guard let pipe = others.first, let bytes = try ProcessContext.read(pipe, capacity: 64, timeout: timeout)
            else { return Terminal.Wakeup() }
            return Terminal.Wakeup(received: [Terminal.Received(descriptor: pipe, bytes: bytes)])
        }
    }

    private let descriptor: Int32
    private let deadline: Double
    private var heard = false

    init(_ descriptor: Int32, deadline: Double) {
        self.descriptor = descriptor
        self.deadline = deadline
    }

    func next(now: Double) throws -> EventLoop.Wait? {
        heard || now >= deadline ? nil : EventLoop.Wait(timeout: deadline - now, readInput: false, others: [descriptor])
    }

    func handle(_ wakeup: Terminal.Wakeup, now: Double) throws { heard = !wakeup.received.isEmpty }
}
