import Foundation
import XCTest
@testable import DialogKit

final class SignalTests: XCTestCase {
    func testSignalsAreTheSystemsNumbersAndNamedAsTheShellNamesThem() {
        XCTAssertEqual(Signal.interrupt.rawValue, SIGINT)
        XCTAssertEqual(Signal.terminalStop.rawValue, SIGTSTP)
        XCTAssertEqual(Signal.windowChange.rawValue, SIGWINCH)
        XCTAssertEqual("\(Signal.terminate)", "SIGTERM")
        XCTAssertEqual("\(Signal.terminalOutput)", "SIGTTOU")
        XCTAssertEqual("\(Signal(rawValue: SIGSEGV))", "SIGSEGV")
        XCTAssertEqual("\(Signal(rawValue: 63))", "signal 63")
    }

    func testAWaitSaysWhichSignalEndedItsCommand() {
        XCTAssertEqual(WaitResult.signaled(.kill).explanation, "killed by SIGKILL")
        XCTAssertEqual(WaitResult.interrupted(.interrupt).explanation, "interrupted")
        XCTAssertEqual(WaitResult.interrupted(.hangUp).explanation, "stopped by SIGHUP")
    }
}
