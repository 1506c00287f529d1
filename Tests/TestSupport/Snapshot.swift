import Foundation
import XCTest

/// Compares terminal output with the golden file `__Snapshots__/<name>.txt` next to the calling test file.
///
/// The bytes are compared in the readable form of `readableEscapes(_:)`. When the environment variable
/// `SWALERT_RECORD_SNAPSHOTS=1` is set the golden file is rewritten and the test fails, so a recording
/// run is never mistaken for a passing one; a missing golden file fails the test outside record mode.
public func assertSnapshot(_ bytes: [UInt8], named name: String, file: StaticString = #filePath, line: UInt = #line) {
    assertSnapshot(text: readableEscapes(bytes), named: name, file: file, line: line)
}

/// Compares `text` with the golden file `__Snapshots__/<name>.txt` next to the calling test file.
public func assertSnapshot(text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    let directory = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__", isDirectory: true)
    let url = directory.appendingPathComponent("\(name).txt")
    let actual = text.hasSuffix("\n") ? text : text + "\n"

    if ProcessInfo.processInfo.environment["SWALERT_RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            XCTFail(
                "Recorded \(url.path); run again without SWALERT_RECORD_SNAPSHOTS to check it.", file: file, line: line)
        } catch {
            XCTFail("Could not record \(url.path): \(error)", file: file, line: line)
        }
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        XCTFail("No golden file at \(url.path); record it with SWALERT_RECORD_SNAPSHOTS=1.", file: file, line: line)
        return
    }
    if expected != actual {
        XCTFail(
            """
            Output differs from \(url.path) (re-record with SWALERT_RECORD_SNAPSHOTS=1 if the change is wanted).
            --- expected
            \(expected)--- actual
            \(actual)
            """, file: file, line: line)
    }
}

/// Terminal output as text a reviewer can read: one control sequence or one run of text per line.
///
/// ESC is shown as ␛, other control characters as their Unicode control pictures (BEL ␇, CR ␍, LF ␊),
/// and text is quoted so trailing spaces stay visible: `"Hello "`.
public func readableEscapes(_ bytes: [UInt8]) -> String {
    var lines: [String] = []
    var text: [UInt8] = []
    func flushText() {
        if !text.isEmpty { lines.append("\"" + String(decoding: text, as: UTF8.self) + "\"") }
        text.removeAll()
    }
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x1B {
            flushText()
            var end = index + 1
            if end < bytes.count && bytes[end] == UInt8(ascii: "[") {
                // CSI: parameters and intermediates up to a final byte in 0x40...0x7E.
                end += 1
                while end < bytes.count && !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            }
            end = min(end + 1, bytes.count)
            lines.append("␛" + String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
            index = end
        } else if byte < 0x20 || byte == 0x7F {
            flushText()
            let picture = byte == 0x7F ? 0x2421 : 0x2400 + UInt32(byte)
            lines.append(String(Character(Unicode.Scalar(picture)!)))
            index += 1
        } else {
            text.append(byte)
            index += 1
        }
    }
    flushText()
    return lines.joined(separator: "\n")
}
