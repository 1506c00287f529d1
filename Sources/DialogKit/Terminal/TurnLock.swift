/// The lock dialogs on one terminal take turns by: a file per terminal in a folder only this user can use, with POSIX
/// record locks (`fcntl(2)`) that die with their holder, so nothing is unlinked. Byte 0 is the turn, byte `2 +
/// arrival` (monotonic nanoseconds) a waiter's ticket, first come first served; the text is the holder's `PID KIND`.
final class TurnLock {
    /// Who holds the turn now.
    struct Holder: Equatable, Sendable {
        var pid: Int32
        var kind: TurnKind
    }

    private let descriptor: Int32
    /// The ticket byte this process holds while it waits, if it holds one.
    private var ticket: Int64?
    private(set) var holdsTurn = false

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { Platform.close(descriptor) }

    /// Opens the lock file of terminal `name` in the first usable folder; nil and why when none can be trusted.
    static func open(terminal name: String, folders: [TurnFolder]) -> (lock: TurnLock?, problem: String?) {
        var problems: [String] = []
        for folder in folders {
            switch folder.open() {
            case .success(let directory):
                defer { Platform.close(directory) }
                do {
                    let fd = try Platform.openFile("\(name).lock", in: directory)
                    let status = try Platform.fileStatus(fd)
                    guard status.isRegularFile, status.owner == Platform.userID() else {
                        Platform.close(fd)
                        problems.append("\(folder.path)/\(name).lock is not a file of this user's")
                        continue
                    }
                    return (TurnLock(descriptor: fd), nil)
                } catch {
                    problems.append("\(folder.path)/\(name).lock: \(error)")
                }
            case .failure(let problem):
                problems.append(problem.description)
            }
        }
        return (nil, problems.first ?? "no folder for the lock")
    }

    /// Tries once to take the turn, standing in line by `arrival` if anyone else waits or shows.
    func tryTake(arrival: UInt64, kind: TurnKind) throws -> Bool {
        guard !holdsTurn else { return true }
        if ticket == nil {
            // Nobody in line and nobody showing, the usual case: no ticket is needed.
            if Platform.lockHolder(descriptor, start: 1, length: 0) == nil, try Platform.lockRange(descriptor, start: 0, length: 1) {
                return took(kind)
            }
            try standInLine(arrival)
        }
        guard let ticket, Platform.lockHolder(descriptor, start: 1, length: ticket - 1) == nil,
              try Platform.lockRange(descriptor, start: 0, length: 1) else { return false }
        return took(kind)
    }

    /// Holds a ticket for `arrival` (one nanosecond later for each waiter that came at the same moment).
    func standInLine(_ arrival: UInt64) throws {
        guard ticket == nil, !holdsTurn else { return }
        // From byte 2, so that "every ticket before this one" is never an empty range (length 0 means all).
        var offset = 2 + Int64(min(arrival, UInt64(Int64.max / 2)))
        while try !Platform.lockRange(descriptor, start: offset, length: 1) { offset += 1 }
        ticket = offset
    }

    private func took(_ kind: TurnKind) -> Bool {
        if let ticket { Platform.unlockRange(descriptor, start: ticket, length: 1) }
        ticket = nil
        holdsTurn = true
        Platform.writeAt(descriptor, Array("\(Platform.processID()) \(kind.rawValue)\n".utf8), offset: 0)
        return true
    }

    /// Lets the turn (and any ticket) go; another process may take it at once.
    func release() {
        if let ticket { Platform.unlockRange(descriptor, start: ticket, length: 1) }
        ticket = nil
        if holdsTurn { Platform.unlockRange(descriptor, start: 0, length: 1) }
        holdsTurn = false
    }

    /// Who holds the turn, when another process does.
    func holder() -> Holder? {
        guard let pid = Platform.lockHolder(descriptor, start: 0, length: 1) else { return nil }
        let record = Platform.readAt(descriptor, capacity: 64, offset: 0)
        let fields = String(decoding: record, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
        let kind = fields.count > 1 ? TurnKind(rawValue: String(fields[1])) ?? .dialog : .dialog
        return Holder(pid: pid > 0 ? pid : fields.first.flatMap { Int32($0) } ?? 0, kind: kind)
    }
}

/// A folder the turn's lock files may live in, trusted only once it is shown to be this user's alone.
struct TurnFolder: Equatable, Sendable {
    /// Why a folder is not used.
    enum Problem: Error, Equatable, CustomStringConvertible {
        case cannotOpen(String, SystemError)
        case notPrivate(String, owner: UInt32, permissions: UInt32)

        var description: String {
            switch self {
            case .cannotOpen(let path, let error): return "\(path): \(error.reason)"
            case .notPrivate(let path, let owner, let permissions):
                return "\(path) is not a private folder of this user's (owner \(owner), mode \(String(permissions, radix: 8)))"
            }
        }
    }

    var path: String
    /// Folders above it to make first (mode 0700) when missing: a cache directory not made yet.
    var parents: [String] = []

    /// Makes the folder if needed and opens it, never through a symbolic link, then checks what `fstat` says.
    func open() -> Result<Int32, Problem> {
        for parent in parents where !Platform.isDirectory(parent) { Platform.makeDirectory(parent) }
        let fd: Int32
        do { fd = try Platform.openDirectory(path, create: true) } catch let error as SystemError {
            return .failure(.cannotOpen(path, error))
        } catch {
            return .failure(.cannotOpen(path, .io("open")))
        }
        guard let status = try? Platform.fileStatus(fd) else {
            Platform.close(fd)
            return .failure(.cannotOpen(path, .io("fstat")))
        }
        if let problem = Self.check(status, path: path, user: Platform.userID()) {
            Platform.close(fd)
            return .failure(problem)
        }
        return .success(fd)
    }

    /// Whether an opened folder is this user's alone: a directory owned by `user`, no permission for anyone else.
    static func check(_ status: Platform.FileStatus, path: String, user: UInt32) -> Problem? {
        guard status.isDirectory, status.owner == user, status.permissions & 0o7777 == 0o700 else {
            return .notPrivate(path, owner: status.owner, permissions: status.permissions)
        }
        return nil
    }

    /// The folders to try: `swalert-UID` in `XDG_RUNTIME_DIR` (else /dev/shm, else /tmp), then, should another user
    /// have made that first, `swalert` in the user's cache directory; every process of the user meets in the same.
    static func candidates(environment: (String) -> String?, user: UInt32, isDirectory: (String) -> Bool) -> [TurnFolder] {
        var folders: [TurnFolder] = []
        if let runtime = environment("XDG_RUNTIME_DIR"), runtime.hasPrefix("/"), isDirectory(runtime) {
            folders.append(TurnFolder(path: "\(runtime)/swalert-\(user)"))
        } else {
            folders.append(TurnFolder(path: "\(isDirectory("/dev/shm") ? "/dev/shm" : "/tmp")/swalert-\(user)"))
        }
        if let cache = environment("XDG_CACHE_HOME"), cache.hasPrefix("/") {
            folders.append(TurnFolder(path: "\(cache)/swalert", parents: [cache]))
        } else if let home = environment("HOME"), home.hasPrefix("/"), home != "/" {
            folders.append(TurnFolder(path: "\(home)/.cache/swalert", parents: ["\(home)/.cache"]))
        }
        return folders
    }
}
