/// The tmux pane this process runs in, read through tmux itself: a terminal cannot say what is on its screen
/// without a reply landing in the input of the program in front, tmux can, so a detached toast can check that
/// its rows are free and still hold what it drew before it erases them, or else show in tmux's message line.
struct TmuxPane {
    /// The pane's id (`%3`), from `TMUX_PANE`.
    let id: String

    /// The longest one run of tmux may take: a server that does not answer (stopped, or a socket that never
    /// replies) costs a dialog this much before it draws with the veil instead, and a detached toast gives up.
    static let timeLimit = 0.5

    /// The pane of this process, when it runs inside tmux.
    static func current(environment: (String) -> String? = Platform.environment) -> TmuxPane? {
        guard let tmux = environment("TMUX"), !tmux.isEmpty, let pane = environment("TMUX_PANE"),
              pane.hasPrefix("%"), pane.dropFirst().allSatisfy(\.isNumber), pane.count > 1 else { return nil }
        return TmuxPane(id: pane)
    }

    /// What the pane shows now.
    struct Snapshot: Equatable {
        /// The visible rows, trailing blanks trimmed.
        var rows: [String]
        var cursorRow: Int
        /// Whether a program in front uses the alternate screen (a full-screen program).
        var alternateScreen: Bool
    }

    private var snapshotArguments: [String] {
        ["tmux", "capture-pane", "-p", "-t", id, ";", "display-message", "-p", "-t", id, "#{cursor_y} #{alternate_on}"]
    }

    /// Reads the pane's visible rows, its cursor row and whether the alternate screen is on; nil when tmux
    /// cannot say within `timeLimit`.
    func snapshot() -> Snapshot? {
        guard let (status, output) = Platform.runCapturing(snapshotArguments, timeout: Self.timeLimit), status == 0
        else { return nil }
        return Self.parse(output)
    }

    /// Starts a `snapshot` without waiting for it; nil when tmux cannot start.
    func startReading(now: Double) -> Reading? {
        guard let (pid, output) = Platform.startCapturing(snapshotArguments) else { return nil }
        return Reading(descriptor: output, deadline: now + Self.timeLimit, process: pid)
    }

    /// A snapshot under way: the event loop waits on `descriptor` and hands what it reads to `take`, and the
    /// waiter gives up at `deadline`.
    struct Reading {
        let descriptor: Int32
        let deadline: Double
        /// The tmux client writing it, to reap; nil for output that is not a process's.
        let process: Int32?
        private var output: [UInt8] = []

        init(descriptor: Int32, deadline: Double, process: Int32?) {
            self.descriptor = descriptor
            self.deadline = deadline
            self.process = process
        }

        /// Takes bytes read from `descriptor`, none at its end; true once the output has ended (or grown past
        /// any pane's).
        mutating func take(_ bytes: [UInt8]) -> Bool {
            output += bytes
            return bytes.isEmpty || output.count > 1 << 20
        }

        /// Ends the reading, the client reaped (killed first if it is still there): what it read, if whole.
        func finish() -> Snapshot? {
            if let process { Platform.endCapturing(process, output: descriptor) }
            return TmuxPane.parse(output)
        }
    }

    /// Parses what `snapshot` reads: the captured rows, then one line with the cursor row and the alternate flag.
    static func parse(_ output: [UInt8]) -> Snapshot? {
        var lines = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let last = lines.popLast() else { return nil }
        let fields = last.split(separator: " ")
        guard fields.count == 2, let cursor = Int(fields[0]) else { return nil }
        let rows = lines.map { line -> String in
            var line = Substring(line)
            while line.last == " " { line.removeLast() }
            return String(line)
        }
        return Snapshot(rows: rows, cursorRow: cursor, alternateScreen: fields[1] == "1")
    }
}

/// Where a detached toast reads what the pane shows: `TmuxPane`, or a fake pane in the tests.
protocol PaneReader {
    func snapshot() -> TmuxPane.Snapshot?
    func startReading(now: Double) -> TmuxPane.Reading?
    /// Shows a line in tmux's message line for `seconds` (see `TmuxPane.showMessage`); true once shown.
    func showMessage(_ text: String, seconds: Double) -> Bool
}

extension TmuxPane: PaneReader {}
