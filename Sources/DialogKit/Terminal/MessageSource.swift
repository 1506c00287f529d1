#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Where a dialog's message comes from: the command line, standard input, or a file.
public enum MessageSource: Equatable, Sendable {
    case text(String)
    case standardInput
    case file(String)

    /// Why a message could not be read.
    public struct ReadError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: SystemError
        public var description: String { "cannot read \(path): \(reason.description.split(separator: ":").last.map { $0.trimmingLeadingSpace } ?? "")" }
    }

    /// Reads the whole message as UTF-8 (invalid sequences become U+FFFD).
    public func load() throws -> String {
        switch self {
        case .text(let text):
            return text
        case .standardInput:
            do { return Sanitizer.decode(try Platform.readToEnd(STDIN_FILENO)) } catch let error as SystemError {
                throw ReadError(path: "standard input", reason: error)
            }
        case .file(let path):
            let descriptor: Int32
            do { descriptor = try Platform.open(path, O_RDONLY | O_CLOEXEC) } catch let error as SystemError {
                throw ReadError(path: path, reason: error)
            }
            defer { Platform.close(descriptor) }
            do { return Sanitizer.decode(try Platform.readToEnd(descriptor)) } catch let error as SystemError {
                throw ReadError(path: path, reason: error)
            }
        }
    }
}

private extension Substring {
    var trimmingLeadingSpace: String { String(drop { $0 == " " }) }
}
