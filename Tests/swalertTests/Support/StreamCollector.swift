import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Collects what a child process writes to its terminal and pipes, on a thread of its own.
///
/// One `poll` loop serves every stream, so the child never blocks on a full pipe while the test is busy
/// elsewhere: it reads the pseudo-terminal's master side, the stdout and stderr pipes, and feeds the stdin
/// pipe as the child consumes it. The loop ends when every stream it reads has reached end of file, or
/// when `stop()` wakes it through a pipe of its own (closing an fd does not wake a blocked `poll`).
final class StreamCollector: @unchecked Sendable {
    enum Stream: Int {
        case terminal, stdout, stderr
    }

    private let condition = NSCondition()
    private var buffers: [[UInt8]] = [[], [], []]
    private var hasEnded = false

    private let terminal: Int32
    private var sources: [(fd: Int32, stream: Stream)]
    private var stdin: (fd: Int32, bytes: [UInt8], written: Int)?
    private let wake: (read: Int32, write: Int32)
    /// What the terminal answers each time `query.asked` is written to it, and how far the output is searched.
    private let query: (asked: [UInt8], answer: [UInt8])?
    private var searched = 0

    /// Takes ownership of the pipe fds, which it closes when done; the terminal fd stays the caller's. With `query`,
    /// the terminal answers `query.answer` each time the child writes `query.asked`.
    init(terminal: Int32, stdout: Int32?, stderr: Int32?, stdin: (fd: Int32, bytes: [UInt8])?,
         query: (asked: [UInt8], answer: [UInt8])? = nil) throws {
        wake = try makeClosingPipe()
        self.query = query
        self.terminal = terminal
        sources = [(terminal, .terminal)]
        if let stdout { sources.append((stdout, .stdout)) }
        if let stderr { sources.append((stderr, .stderr)) }
        if let stdin {
            // Non-blocking, so a child that never reads its input cannot stall the loop.
            _ = fcntl(stdin.fd, F_SETFL, fcntl(stdin.fd, F_GETFL) | O_NONBLOCK)
            self.stdin = (stdin.fd, stdin.bytes, 0)
        }
        Thread { [self] in run() }.start()
    }

    /// Everything read from `stream` so far.
    func bytes(_ stream: Stream) -> [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        return buffers[stream.rawValue]
    }

    /// Waits until every stream has reached end of file; returns whether it did within `timeout` seconds.
    @discardableResult
    func waitUntilFinished(timeout: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: min(timeout, 3600))  // wait(until:) traps on distantFuture
        condition.lock()
        defer { condition.unlock() }
        while !hasEnded {
            if !condition.wait(until: deadline) { return hasEnded }
        }
        return true
    }

    /// Ends the reading thread, even if a stream is still open, and waits for it to finish.
    func stop() {
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
        waitUntilFinished(timeout: 60)
        close(wake.read)
        close(wake.write)
    }

    private func run() {
        defer {
            for source in sources where source.fd != terminal { close(source.fd) }
            if let stdin { close(stdin.fd) }
            stdin = nil
            condition.lock()
            hasEnded = true
            condition.broadcast()
            condition.unlock()
        }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while !sources.isEmpty {
            var fds = sources.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            fds.append(pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0))
            if let stdin { fds.append(pollfd(fd: stdin.fd, events: Int16(POLLOUT), revents: 0)) }
            if poll(&fds, nfds_t(fds.count), -1) < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[sources.count].revents != 0 { return }
            if stdin != nil, fds[sources.count + 1].revents != 0 { feedStdin() }
            // Walk backwards so removing a finished source keeps the remaining indices valid.
            for index in sources.indices.reversed() where fds[index].revents != 0 {
                let source = sources[index]
                let count = read(source.fd, &chunk, chunk.count)
                if count > 0 {
                    condition.lock()
                    buffers[source.stream.rawValue] += chunk[0..<count]
                    condition.unlock()
                    if source.fd == terminal { answerQueries() }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    // EOF on a pipe; EIO on the master once every slave fd is closed.
                    if source.fd != terminal { close(source.fd) }
                    sources.remove(at: index)
                }
            }
        }
    }

    /// Writes the answer to each query that came since the last look, as a terminal does.
    private func answerQueries() {
        guard let query else { return }
        let output = buffers[Stream.terminal.rawValue]
        var end = max(searched, query.asked.count)
        while end <= output.count {
            if output[(end - query.asked.count)..<end].elementsEqual(query.asked) {
                _ = query.answer.withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
            }
            end += 1
        }
        searched = end
    }

    private func feedStdin() {
        guard var input = stdin else { return }
        while input.written < input.bytes.count {
            let count = input.bytes[input.written...].withUnsafeBytes { write(input.fd, $0.baseAddress, $0.count) }
            if count > 0 {
                input.written += count
            } else if count < 0 && errno == EINTR {
                continue
            } else if count < 0 && errno == EAGAIN {
                stdin = input
                return
            } else {
                break  // EPIPE: the child closed its stdin; what it did not read is dropped.
            }
        }
        // All written (or the reader is gone): closing is how the child sees end of file.
        close(input.fd)
        stdin = nil
    }
}
