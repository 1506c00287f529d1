#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DialogKit

/// libFuzzer entry point: bytes read as a message from a file through `MessageSource`, with limits the first two
/// bytes choose (up to 1,021 bytes and 64 lines, so that libFuzzer's inputs cross them). Whatever the bytes, the
/// message is the decoded text whole, or a prefix of it followed by one of the two notices; the prefix holds
/// no more than the limits allow, decoded and as shown; and reading it again gives the same text.
@_cdecl("LLVMFuzzerTestOneInput")
public func messageTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 2 else { return 0 }
    let maximumBytes = 1 + Int(data[0]) * 4, maximumLines = 1 + Int(data[1] % 64)
    let content = UnsafeBufferPointer(start: data + 2, count: size - 2)
    let path = messageFile
    guard let file = fopen(path, "w") else { return 0 }
    if content.count > 0 { precondition(fwrite(content.baseAddress, 1, content.count, file) == content.count, "write") }
    fclose(file)

    let source = MessageSource.file(path)
    let message: String
    do { message = try source.load(maximumBytes: maximumBytes, maximumLines: maximumLines) } catch {
        preconditionFailure("a readable file could not be read: \(error)")
    }
    precondition((try? source.load(maximumBytes: maximumBytes, maximumLines: maximumLines)) == message, "two reads differ")

    let whole = String(decoding: content, as: UTF8.self)
    // Compared as bytes: a kept CR and the notice's newline are one Character.
    var kept = message
    for notice in [MessageSource.truncatedAtBytes, MessageSource.truncatedAtLines]
        where message.utf8.count >= notice.utf8.count && message.utf8.suffix(notice.utf8.count).elementsEqual(notice.utf8) {
        kept = String(decoding: message.utf8.dropLast(notice.utf8.count), as: UTF8.self)
        break
    }
    if kept.utf8.count == message.utf8.count {
        precondition(message == whole, "a message within its limits changed: \(message.debugDescription)")
    } else {
        precondition(whole.unicodeScalars.starts(with: kept.unicodeScalars), "what is kept is not the start of the message")
        precondition(kept.utf8.count <= maximumBytes, "\(kept.utf8.count) bytes kept of at most \(maximumBytes)")
        precondition(Sanitizer.sanitize(String(kept)).utf8.count <= maximumBytes, "shown, the kept text is over the limit")
        let lines = kept.split(separator: "\n", omittingEmptySubsequences: false).count
        precondition(lines <= maximumLines, "\(lines) lines kept of at most \(maximumLines)")
    }
    return 0
}

/// One file for every input, in the temporary directory, made once.
private let messageFile: String = {
    var template = Array("/tmp/swalert-fuzz-message-XXXXXX".utf8CString)
    let fd = mkstemp(&template)
    precondition(fd >= 0, "mkstemp")
    close(fd)
    return String(cString: template)
}()
