import Foundation
import XCTest

/// Enter typed while `swalert choose` still reads its items from a slow pipe: held, and answered with the best match
/// once the pipe has ended, in a pseudo-terminal.
final class HeldEnterPTYTests: XCTestCase {
    private let swalert = Binary.swalert.path

    func testEnterWhileTheItemsArriveChoosesTheBestMatchOnceTheyAllHave() throws {
        let scratch = try TemporaryDirectory()
        let flag = scratch.url.appendingPathComponent("go").path
        // The best match for "cfg" comes last, once the test has seen Enter held.
        let script = "{ printf 'config.old\\nsrc/cfg.c\\n'; until [ -e '\(flag)' ]; do sleep 0.02; done; printf 'cfg\\n'; }"
            + " | '\(swalert)' choose Pick --fullscreen"
        let process = try PTYProcess("/bin/bash", ["-c", script], environment: ["SWALERT_NO_ANIMATION": "1"])
        try process.waitForText("src/cfg.c")
        process.send("cfg\r")
        try process.waitForText("held")
        XCTAssertTrue(FileManager.default.createFile(atPath: flag, contents: nil))
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "cfg\n", "the best match, which came after Enter")
        XCTAssertFalse(process.outputText.contains("\u{7}"), "no bell rang")
    }

    func testTheTimeLimitEndsAHeldEnterOnAPipeThatNeverEnds() throws {
        // A process substitution: bash does not wait for the writer, still asleep when swalert answers.
        let script = "'\(swalert)' choose Pick --timeout 1.5 < <(printf 'one\\n'; sleep 30)"
        let process = try PTYProcess("/bin/bash", ["-c", script], environment: ["SWALERT_NO_ANIMATION": "1"])
        try process.waitForText("one")
        process.send("\r")
        try process.waitForText("held")
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(124))
        XCTAssertEqual(process.stdoutText, "")
    }
}
