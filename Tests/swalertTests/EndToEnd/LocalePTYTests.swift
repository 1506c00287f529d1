import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
import TestSupport

/// The real binary in a locale that is not UTF-8 (`LANG=C`, `LANG=en_US.ISO-8859-1`, no `LC_ALL`): what the
/// keyboard sends comes back as the same bytes, and what is drawn is in bytes the terminal can show.
final class LocalePTYTests: XCTestCase {
    private let swalert = Binary.swalert.path

    private func start(_ arguments: [String], lang: String) throws -> PTYProcess {
        try PTYProcess(swalert, arguments, environment: ["SWALERT_NO_ANIMATION": "1", "LANG": lang],
                       unsetting: ["LC_ALL", "LC_CTYPE"])
    }

    /// Waits until the terminal output from byte `start` on holds `bytes`, which need not be UTF-8.
    private func waitForBytes(_ bytes: [UInt8], in process: PTYProcess, after start: Int = 0) throws {
        let found = Waiting.until(timeout: 5) { () -> Bool? in
            let output = process.output
            guard output.count >= start + bytes.count else { return nil }
            return (start...(output.count - bytes.count)).contains { output[$0..<($0 + bytes.count)].elementsEqual(bytes) } ? true : nil
        }
        if found == nil { throw HarnessError("no \(high(bytes)) in the terminal" + process.describeOutput()) }
    }

    /// The bytes above 127 in `bytes`, as hexadecimal, for failure messages.
    private func high(_ bytes: [UInt8]) -> [String] {
        bytes.filter { $0 >= 0x80 }.map { String($0, radix: 16, uppercase: true) }
    }

    func testATypedLatin1ByteIsAnsweredAsThatByteDrawnAndPlain() throws {
        for lang in ["C", "en_US.ISO-8859-1"] {
            for plain in [false, true] {
                let context = "LANG=\(lang)\(plain ? " --plain" : "")"
                let process = try start(["input", "Name?"] + (plain ? ["--plain"] : []), lang: lang)
                try process.waitForOutput(containing: "Name?")
                let before = process.output.count
                process.send([0xE9])
                if !plain {
                    // The field shows it before Enter: as its own byte in Latin-1, as `?` in the C locale.
                    try waitForBytes(lang == "C" ? Array("?".utf8) : [0xE9], in: process, after: before)
                }
                process.send("\r")
                XCTAssertEqual(try process.waitForExit(), .exited(0), context)
                XCTAssertEqual(process.stdoutBytes, [0xE9, 0x0A], "\(context): stdout \(high(process.stdoutBytes))")
                XCTAssertEqual(process.stderrText, "", context)
                if !plain {
                    // Raw mode echoes nothing: every byte on the terminal is swalert's.
                    let drawn = high(process.output)
                    XCTAssertEqual(drawn.filter { $0 != "E9" && $0 != "B7" }, [], "\(context): drew \(drawn)")
                    if lang == "C" { XCTAssertEqual(drawn, [], "\(context): nothing above 127 in the C locale") }
                }
            }
        }
    }

    func testAValueAcceptedAsItIsIsPrintedAsGivenAndWhatIsTypedAsTyped() throws {
        let cases: [(value: String, keys: [UInt8], expected: [UInt8])] = [
            ("café", [0x0D], Array("café\n".utf8)),
            ("caf", [0xE9, 0x0D], [0x63, 0x61, 0x66, 0xE9, 0x0A]),
        ]
        for (value, keys, expected) in cases {
            let process = try start(["input", "Name?", "--value", value], lang: "C")
            try process.waitForOutput(containing: "Name?")
            process.send(keys)
            XCTAssertEqual(try process.waitForExit(), .exited(0))
            XCTAssertEqual(process.stdoutBytes, expected, "keys \(keys): stdout \(high(process.stdoutBytes))")
        }
    }

    func testADrawnAlertInTheCLocaleWritesNoByteAbove127() throws {
        let process = try start(["alert", "Café — 日本 ✓", "--title", "Über", "--button", "&Oui", "--button", "Non…"],
                                lang: "C")
        try process.waitForText("Caf? - ???? +")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "Oui\n", "a label goes back as it was given")
        XCTAssertEqual(high(process.output), [], "bytes above 127 on the terminal:\n\(visible(process.output))")
        let shown = PTYProcess.withoutColumnMoves(process.outputText)
        for part in ["?ber", "Non~", "+-", "-+", "|", "</>"] {
            XCTAssertTrue(shown.contains(part), "\(part.debugDescription) in:\n\(visible(shown))")
        }
        assertTerminalRestored(process, fullscreen: true)
    }

    func testALatin1LocaleDrawsLatin1AsItsOwnBytesAndTheRestInASCII() throws {
        let process = try start(["alert", "Café — 日本", "--title", "Über"], lang: "en_US.ISO-8859-1")
        try waitForBytes([0x43, 0x61, 0x66, 0xE9], in: process)
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        let drawn = String(decoding: process.output, as: Unicode.ASCII.self)
        XCTAssertEqual(Set(high(process.output)), ["E9", "DC", "B7"], "é, Ü and the help line's ·:\n\(visible(process.output))")
        XCTAssertTrue(PTYProcess.withoutColumnMoves(drawn).contains("- ????"), visible(drawn))
    }
}
