/// Reads what is left of the colour query's replies once a dialog has ended, before the terminal is given back,
/// so that no reply reaches the shell's next `read` or prompt as typed text (see `TerminalColorQuery`).
///
/// Only replies are read, and not a byte past the DA1 reply that ends them: bytes are read one at a time, the
/// first byte of a reply only once a reply's worth is waiting (`TerminalColorQuery.replyMinimum`), and the drain
/// stops at the first byte that cannot begin or continue a reply (`mayBeginReply`). Keys typed after the dialog
/// ended therefore stay unread for the shell, as they do when there is no query. It ends with the DA1 reply, at
/// its deadline, or at a signal that would end a dialog (the second one, after the one that ended the dialog).
final class ReplyDrain: EventLoopClient {
    private var decoder: KeyDecoder
    private var query: TerminalColorQuery
    private let terminal: any TerminalPort
    private let deadline: Double
    /// The bytes read since the last whole event, checked to begin a reply.
    private var current: [UInt8] = []
    private var isOver = false

    /// Goes on with `decoder` (which may hold the first bytes of a reply) and `query` (what came so far).
    init(decoder: KeyDecoder, query: TerminalColorQuery, terminal: any TerminalPort, deadline: Double) {
        self.decoder = decoder
        self.query = query
        current = Array(decoder.pendingBytes)
        self.terminal = terminal
        self.deadline = deadline
    }

    /// Reads the replies; returns what they said once the DA1 reply came, nil when it did not.
    func run() -> TerminalColors? {
        try? EventLoop.run(self, waiter: terminal)
        return query.isAnswered ? query.colors : nil
    }

    func next(now: Double) throws -> EventLoop.Wait? {
        guard !isOver, !query.isAnswered, now < deadline else { return nil }
        let left = deadline - now
        // A reply under way goes on at once. A lone ESC left over is no reply yet: the Escape key, unsettled when
        // the dialog ended, may be all there is.
        let underWay = decoder.isInsideReply || (current.count >= 2 && TerminalColorQuery.mayBeginReply(current[...]))
        if underWay || terminal.queuedInputCount >= TerminalColorQuery.replyMinimum {
            return EventLoop.Wait(timeout: left, readInput: true, readLimit: 1)
        }
        // Fewer bytes wait than any reply has: a keystroke's, or a reply still arriving. Look again shortly,
        // reading nothing meanwhile (signals still end the wait).
        return EventLoop.Wait(timeout: min(left, 0.005), readInput: false)
    }

    func handle(_ wakeup: Terminal.Wakeup, now: Double) throws {
        if wakeup.signals.contains(where: { [.interrupt, .terminate, .hangUp].contains($0) }) {
            isOver = true
            return
        }
        guard !wakeup.bytes.isEmpty else { return }
        current += wakeup.bytes
        guard TerminalColorQuery.mayBeginReply(current[...]) else {
            isOver = true
            return
        }
        decoder.feed(wakeup.bytes)
        while let event = decoder.next(final: false) {
            current = Array(decoder.pendingBytes)
            // A colour report or the DA1 reply is taken in; anything else that began as a reply (a string that is
            // not a colour, one cut short) is consumed as well.
            _ = query.take(event)
        }
    }
}
