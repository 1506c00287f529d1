/// A small file a user writes (a theme file, `NEWT_COLORS_FILE`, `DIALOGRC`), read whole within a bound: a link
/// is followed, but it opens `O_NONBLOCK` and must be a regular file, so a FIFO or `/dev/zero` never hangs it.
public enum SettingsFile {
    /// Why a settings file could not be read; `description` is one line of under 200 characters.
    public struct ReadError: Error, Equatable, CustomStringConvertible {
        public enum Reason: Equatable, Sendable {
            /// The system refused to open or read it.
            case system(SystemError)
            /// A FIFO, a device, a directory or a socket.
            case notRegularFile
            /// More than this many bytes.
            case tooLong(maximumBytes: Int)
            /// More than this many lines.
            case tooManyLines(maximumLines: Int)
        }

        public var path: String
        public var reason: Reason

        public var description: String {
            let name = Sanitizer.excerpt(path: path, limit: 100)
            switch reason {
            case .system(let error): return Sanitizer.oneLine("cannot read \(name): \(error.reason)")
            case .notRegularFile: return "cannot read \(name): it is not a regular file"
            case .tooLong(let bytes): return "cannot read \(name): it is longer than \(Quantity.bytes(bytes))"
            case .tooManyLines(let lines): return "cannot read \(name): it has more than \(Quantity.grouped(lines)) lines"
            }
        }
    }

    /// The file's text as UTF-8; throws `ReadError` for one unreadable, not a regular file, or past a bound.
    public static func read(_ path: String, maximumBytes: Int, maximumLines: Int) throws -> String {
        let descriptor: Int32
        do { descriptor = try Platform.openForReading(path, nonBlocking: true) } catch let error as SystemError {
            throw ReadError(path: path, reason: .system(error))
        }
        defer { Platform.close(descriptor) }
        var bytes: [UInt8] = []
        do {
            guard try Platform.fileStatus(descriptor).isRegularFile else { throw ReadError(path: path, reason: .notRegularFile) }
            // One byte past the bound tells a file that just fits from a longer one.
            while bytes.count <= maximumBytes {
                let chunk = try Platform.read(descriptor, capacity: min(65536, maximumBytes + 1 - bytes.count))
                if chunk.isEmpty { break }
                bytes += chunk
            }
        } catch let error as SystemError {
            throw ReadError(path: path, reason: .system(error))
        }
        guard bytes.count <= maximumBytes else { throw ReadError(path: path, reason: .tooLong(maximumBytes: maximumBytes)) }
        let lineBreaks = bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let lines = lineBreaks + (bytes.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
        guard lines <= maximumLines else { throw ReadError(path: path, reason: .tooManyLines(maximumLines: maximumLines)) }
        return Sanitizer.decode(bytes)
    }
}
