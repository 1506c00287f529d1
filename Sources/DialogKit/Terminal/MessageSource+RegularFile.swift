extension MessageSource {
    /// Why a file cannot be edited, in dialog's words ("Not a file: PATH").
    public struct RegularFileError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The text of the regular file at `path` (dialog's `--editbox`), read to at most `maximumBytes`: a larger file is
    /// refused, as its end would be lost from the answer; a missing path, a directory, a pipe or `-` is not a file.
    public static func regularFile(_ path: String, maximumBytes: Int = maximumBytes) throws -> String {
        guard let descriptor = try? Platform.openForReading(path, nonBlocking: true) else {
            throw RegularFileError(description: "Not a file: \(path)")
        }
        defer { Platform.close(descriptor) }
        guard let status = try? Platform.fileStatus(descriptor), status.isRegularFile else {
            throw RegularFileError(description: "Not a file: \(path)")
        }
        let text: String
        do { text = try read(descriptor, maximumBytes: maximumBytes, maximumLines: Int.max) } catch {
            throw RegularFileError(description: "Cannot open: \(path)")
        }
        guard !text.hasSuffix(truncatedAtBytes) else {
            throw RegularFileError(description: "File too large: \(path) (more than \(maximumBytes) bytes)")
        }
        return text
    }
}
