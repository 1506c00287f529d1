#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

extension Platform {
    /// The most entries one directory listing reads.
    static let listingEntryLimit = 10_000

    /// The names in the directory at the path of `bytes`, as dialog's file selector reads them (`fselect.c`): those
    /// that are directories (or links to one, `.` and `..` among them) apart from the others, each list sorted as
    /// `strcmp` sorts; at most 10,000 read; none when the directory cannot be read.
    static func directoryEntries(_ bytes: [UInt8]) -> (directories: [[UInt8]], files: [[UInt8]]) {
        guard !bytes.contains(0), let stream = (bytes + [0]).withUnsafeBufferPointer({ buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { opendir($0) }
        }) else { return ([], []) }
        defer { closedir(stream) }
        var directories: [[UInt8]] = [], files: [[UInt8]] = [], read = 0
        while read < listingEntryLimit, let entry = readdir(stream) {
            read += 1
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard !name.isEmpty, let mode = fileMode(bytes + name) else { continue }
            if mode & S_IFMT == S_IFDIR { directories.append(name) } else { files.append(name) }
        }
        let byBytes: ([UInt8], [UInt8]) -> Bool = { $0.lexicographicallyPrecedes($1) }
        return (directories.sorted(by: byBytes), files.sorted(by: byBytes))
    }

    /// The mode `stat` gives the path of `bytes` (a link followed), or nil when it cannot.
    private static func fileMode(_ bytes: [UInt8]) -> mode_t? {
        var info = stat()
        let found = (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { stat($0, &info) == 0 }
        }
        return found ? info.st_mode : nil
    }
}
