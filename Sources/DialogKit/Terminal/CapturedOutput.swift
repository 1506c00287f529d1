/// A command's stdout and stderr, read from two pipes (so swalert sees when every writer is done, as `$(...)` does)
/// into unlinked temporary files, or memory where the file system takes no more (`memoryLimit` a stream).
public final class CapturedOutput {
    /// The bytes a stream keeps in memory at most, once its file failed or could not be made.
    public static let defaultMemoryLimit = 64 << 20

    /// One of the two streams.
    final class Stream {
        /// swalert's end of the pipe: -1 once every writer closed it and it was closed here.
        fileprivate(set) var pipe: Int32
        /// The command's end, until the command has it.
        fileprivate(set) var commandEnd: Int32
        /// The file the bytes go to first; -1 when there is none, or once it failed.
        fileprivate(set) var file: Int32
        fileprivate(set) var memory: BoundedBytes
        /// Why the file stopped taking bytes (or could not be made), if it did.
        fileprivate(set) var fileProblem: SystemError?
        fileprivate(set) var total = 0

        init(file: Int32, fileProblem: SystemError?, memoryLimit: Int) throws {
            (pipe, commandEnd) = try Platform.makeOutputPipe()
            self.file = file
            self.fileProblem = fileProblem
            memory = BoundedBytes(limit: memoryLimit)
        }

        deinit {
            for fd in [pipe, commandEnd, file] where fd >= 0 { Platform.close(fd) }
        }

        func keep(_ bytes: [UInt8]) {
            total += bytes.count
            var rest = bytes[...]
            if file >= 0, fileProblem == nil {
                let (written, problem) = bytes.withUnsafeBytes { Platform.writeAsMuchAsFits(file, $0) }
                rest = rest.dropFirst(written)
                if let problem { fileProblem = problem }
            }
            if !rest.isEmpty { memory.append(rest) }
        }

        /// Reads what the pipe holds now; closes it at its end.
        func drain() {
            while pipe >= 0 {
                let (bytes, ended) = Platform.readAvailable(pipe)
                if !bytes.isEmpty { keep(bytes) }
                if ended { closePipe() }
                if bytes.isEmpty { return }
            }
        }

        fileprivate func closePipe() {
            guard pipe >= 0 else { return }
            CrashGuard.pipeClosed(pipe)
            Platform.close(pipe)
            pipe = -1
        }

        /// Writes everything kept, in order, to `destination`: the file's part, then memory's.
        func replay(to destination: Int32) throws {
            withUnsafeTemporaryAllocation(byteCount: 65536, alignment: 16) {
                Platform.copyAll(file: file, pipe: -1, to: destination, buffer: $0.baseAddress!, capacity: $0.count)
            }
            for part in memory.parts { try part.withUnsafeBytes { try Platform.writeAll(destination, $0) } }
        }
    }

    let standardOutput: Stream
    let standardError: Stream
    /// Its place in the crash guard's table while watched, else -1.
    var crashSlot = -1

    /// Makes the two pipes and the two files in `$TMPDIR` (or /tmp); throws only when no pipe can be made.
    public init(directory: String? = nil, memoryLimit: Int = CapturedOutput.defaultMemoryLimit) throws {
        let folder = directory ?? Platform.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        func stream() throws -> Stream {
            var file: Int32 = -1
            var problem: SystemError?
            do { file = try Platform.anonymousFile(in: folder) } catch let error as SystemError { problem = error }
            do { return try Stream(file: file, fileProblem: problem, memoryLimit: memoryLimit) } catch {
                if file >= 0 { Platform.close(file) }
                throw error
            }
        }
        standardOutput = try stream()
        standardError = try stream()
    }

    /// Closes the command's ends here once it has them, so that the pipes end when the command's writers do.
    func commandStarted() {
        for stream in [standardOutput, standardError] where stream.commandEnd >= 0 {
            Platform.close(stream.commandEnd)
            stream.commandEnd = -1
        }
    }

    /// The pipes still open, to wait on.
    public var descriptors: [Int32] {
        [standardOutput.pipe, standardError.pipe].filter { $0 >= 0 }
    }

    /// Whether every writer of both pipes is gone (the command and anything it left running).
    public var isComplete: Bool { descriptors.isEmpty }

    /// Keeps what the event loop read from one of the pipes; an empty read is that pipe's end.
    public func take(_ received: Terminal.Received) {
        for stream in [standardOutput, standardError] where stream.pipe >= 0 && stream.pipe == received.descriptor {
            if received.bytes.isEmpty {
                // A read that found nothing may be a spurious wakeup; only a real end closes the pipe.
                stream.drain()
            } else {
                stream.keep(received.bytes)
            }
        }
    }

    /// Reads what the pipes hold now, then stops listening: later writers are not waited for.
    public func finish() {
        for stream in [standardOutput, standardError] {
            stream.drain()
            stream.closePipe()
        }
    }

    /// How many bytes the command wrote to stdout and to stderr (kept or not).
    public var sizes: (standardOutput: Int, standardError: Int) {
        (standardOutput.total, standardError.total)
    }

    /// Why the file system did not keep all of the output (the rest was kept in memory), if it did not.
    public var fileProblem: SystemError? { standardOutput.fileProblem ?? standardError.fileProblem }

    /// Writes the captured stdout to swalert's stdout (quietly stopping at EPIPE), then the stderr to its stderr.
    public func replay() {
        finish()
        // Replayed from here on: a crash now must not replay it a second time.
        CrashGuard.forget(self)
        try? standardOutput.replay(to: Platform.standardOutput)
        try? standardError.replay(to: Platform.standardError)
    }

    /// Writes the captured stdout, then the stderr, to swalert's stderr (a task's output under its name).
    public func replayOnStandardError() {
        finish()
        CrashGuard.forget(self)
        try? standardOutput.replay(to: Platform.standardError)
        try? standardError.replay(to: Platform.standardError)
    }
}

/// Bytes kept in memory up to a limit: the first half, then the latest half, what fell between said in a line.
struct BoundedBytes {
    let limit: Int
    private var head: [UInt8] = []
    /// A ring once full: the oldest byte at `tailStart`.
    private var tail: [UInt8] = []
    private var tailStart = 0
    private(set) var omitted = 0

    init(limit: Int) {
        self.limit = max(2, limit)
    }

    private var headLimit: Int { limit / 2 }
    private var tailLimit: Int { limit - headLimit }

    var isEmpty: Bool { head.isEmpty }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        var rest = bytes
        Self.fill(&head, upTo: headLimit, from: &rest)
        Self.fill(&tail, upTo: tailLimit, from: &rest)
        if rest.isEmpty { return }
        // The ring is full: the newest bytes take the oldest ones' place, and those are left out.
        omitted += rest.count
        rest = rest.suffix(tailLimit)
        while !rest.isEmpty {
            let count = min(tail.count - tailStart, rest.count)
            tail.replaceSubrange(tailStart..<(tailStart + count), with: rest.prefix(count))
            rest = rest.dropFirst(count)
            tailStart = (tailStart + count) % tail.count
        }
    }

    /// Moves what fits of `rest` into `part`, with room made once (doubling could overshoot the limit).
    private static func fill(_ part: inout [UInt8], upTo limit: Int, from rest: inout ArraySlice<UInt8>) {
        guard part.count < limit, !rest.isEmpty else { return }
        if part.isEmpty { part.reserveCapacity(limit) }
        let count = min(limit - part.count, rest.count)
        part.append(contentsOf: rest.prefix(count))
        rest = rest.dropFirst(count)
    }

    /// What is kept, in order, with the line about what is not (slices of what is kept, not copies).
    var parts: [ArraySlice<UInt8>] {
        guard omitted > 0 else { return [head[...], tail[...]].filter { !$0.isEmpty } }
        let newline: [UInt8] = head.last == 0x0A ? [] : [0x0A]
        let note = newline + Array("… \(omitted) bytes omitted …\n".utf8)
        return [head[...], note[...], tail[tailStart...], tail[..<tailStart]].filter { !$0.isEmpty }
    }
}
