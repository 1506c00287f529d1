import XCTest
@testable import DialogKit
#if canImport(Glibc)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#elseif canImport(Darwin)
import Darwin
#endif

/// What reaches a terminal, and when: set-up escapes wait for the first frame and go out in the same write.
final class TerminalOutputTests: XCTestCase {
    private var master: Int32 = -1
    private var terminal: Terminal!

    override func setUpWithError() throws {
        var slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw XCTSkip("no pseudo-terminal") }
        let path = String(cString: ttyname(slave))
        close(slave)
        terminal = try Terminal.open(path: path)
    }

    override func tearDown() {
        terminal?.restore()
        if master >= 0 { close(master) }
    }

    /// Everything the master side can read within `wait` seconds of the first byte (or of the call).
    private func received(wait: Int32 = 200) -> [UInt8] {
        var bytes: [UInt8] = []
        var timeout = wait
        while true {
            var watched = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&watched, 1, timeout) == 1 else { return bytes }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(master, &chunk, chunk.count)
            guard count > 0 else { return bytes }
            bytes += chunk[..<count]
            timeout = 20
        }
    }

    func testWhatIsTurnedOnGoesOutInFrontOfTheNextWrite() throws {
        try terminal.enable([.hiddenCursor, .bracketedPaste])
        terminal.queue(Array("set-up;".utf8))
        XCTAssertEqual(received(wait: 50), [], "nothing is sent before the frame")
        try terminal.write(Array("frame".utf8))
        XCTAssertEqual(received(), Escape.hideCursor + Escape.enableBracketedPaste + Array("set-up;frame".utf8))
        try terminal.write(Array("next".utf8))
        XCTAssertEqual(received(), Array("next".utf8), "what was queued went out once")
    }

    func testWaitSendsWhatIsQueuedBeforeItBlocks() throws {
        try terminal.enable(.hiddenCursor)
        _ = try terminal.wait(timeout: 0, readInput: false)
        XCTAssertEqual(received(), Escape.hideCursor)
    }

    func testWhatWasNeverSentIsDroppedWhenTheTerminalIsRestored() throws {
        try terminal.enable(.hiddenCursor)
        terminal.queue(Array("never shown".utf8))
        terminal.restore()
        let output = received()
        XCTAssertNil(output.firstRange(of: Escape.hideCursor), "the cursor was never hidden")
        XCTAssertNil(output.firstRange(of: Array("never shown".utf8)))
        XCTAssertNotNil(output.firstRange(of: Escape.showCursor), "the reset still goes out: \(output)")
    }
}
