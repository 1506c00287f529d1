import Foundation
import XCTest
import TestSupport

/// Replies of any length or form typed into `swalert input` are never text: an OSC reply past the decoder's
/// 64 KiB, a control sequence past its 64 bytes, and the 8-bit C1 forms (`0x9D … 0x9C`, `0x9B ? … c`, DCS
/// `0x90 … 0x9C`), raw as a UTF-8 terminal passes them or as the C locale reads them; nothing of them is left
/// for the shell either.
final class ReplyFormPTYTests: XCTestCase {
    private let swalert = Binary.swalert.path

    private static var replies: [UInt8] {
        var bytes = Array("\u{1b}]11;".utf8) + [UInt8](repeating: UInt8(ascii: "f"), count: 100_000) + Array("\u{1b}\\".utf8)
        bytes += [0x9D] + Array("11;rgb:ffff/ffff/ffff".utf8) + [0x9C]
        bytes += [0x9D] + Array("10;".utf8) + [UInt8](repeating: UInt8(ascii: "0"), count: 70_000) + [0x07]
        bytes += [0x9B] + Array("?62;22c".utf8)
        bytes += [0x90] + Array("1$r0m".utf8) + [0x9C]
        bytes += Array("\u{1b}[?".utf8) + Array(String(repeating: "1;", count: 200).utf8) + Array("c".utf8)
        bytes += [0x9B] + Array("?".utf8) + Array(String(repeating: "2;", count: 200).utf8) + Array("c".utf8)
        return bytes
    }

    func testLongAndEightBitRepliesTypeNothingIntoAnInput() throws {
        let script = "\"$0\" input 'Name?'; rc=$?; printf 'next> ' > /dev/tty; IFS= read -r rest; printf 'rest=[%s] rc=%s\\n' \"$rest\" \"$rc\""
        for locale in ["C.UTF-8", "C"] {
            // COLORFGBG: no colour query, so only the replies sent here arrive.
            let process = try PTYProcess("/bin/sh", ["-c", script, swalert],
                                         environment: ["SWALERT_NO_ANIMATION": "1", "LANG": locale, "LC_ALL": locale,
                                                       "COLORFGBG": "15;0"], answersColourQuery: false)
            try process.waitForOutput(containing: "Name?")
            process.send(Self.replies)
            process.send("ok\r")
            let shown = try process.waitForOutput(containing: "next> ", timeout: 30)
            process.send("END\n")
            try process.waitForOutput(containing: "END", after: shown)
            XCTAssertEqual(try process.waitForExit(), .exited(0), "\(locale)\(process.describeOutput())")
            XCTAssertEqual(process.stdoutText, "ok\nrest=[END] rc=0\n", locale)
            XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], locale)
        }
    }
}
