import Foundation
import XCTest
@testable import DialogKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain mode is chosen inside `present`: the options (or a terminal opened plain) say so, the caller makes the
/// same call, and the answer is the same type as a drawn dialog's.
final class PlainPresentTests: XCTestCase {
    private var master: Int32 = -1
    private var path = ""
    private var terminal: Terminal?

    override func setUpWithError() throws {
        var slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw XCTSkip("no pseudo-terminal") }
        path = String(cString: ttyname(slave))
        close(slave)
    }

    override func tearDown() {
        terminal?.restore()
        if master >= 0 { close(master) }
    }

    private func open(plain: Bool = false) throws -> Terminal {
        let opened = try Terminal.open(path: path, plain: plain, charset: .utf8)
        terminal = opened
        return opened
    }

    private var plainOptions: PresentationOptions {
        var options = PresentationOptions()
        options.plain = true
        return options
    }

    /// Types `text` at the terminal: the line discipline holds it until the prompt reads it.
    private func type(_ text: String) {
        let bytes = Array(text.utf8)
        XCTAssertEqual(write(master, bytes, bytes.count), bytes.count)
    }

    /// What the terminal was sent, as text.
    private func received() -> String {
        var bytes: [UInt8] = []
        var watched = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&watched, 1, 100) == 1 {
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(master, &chunk, chunk.count)
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testDetectAsksForPlainModeWhereTheTerminalTypeTakesNoEscapes() throws {
        XCTAssertTrue(try PresentationOptions.detect(environment: ["TERM": "dumb"]).plain)
        XCTAssertTrue(try PresentationOptions.detect(environment: [:]).plain, "TERM unset")
        XCTAssertFalse(try PresentationOptions.detect(environment: ["TERM": "xterm-256color"]).plain)
    }

    func testAnInputInPlainModeIsAskedAsALineWithNoEscapeSequence() throws {
        let terminal = try open()
        type("Ada\n")
        let result = try Input(message: "Name?").present(on: terminal, options: plainOptions)
        XCTAssertEqual(result, .finished(.accepted("Ada")))
        let output = received()
        XCTAssertTrue(output.contains("Name? "), output)
        XCTAssertFalse(output.contains("\u{1B}"), "no escape sequence: \(output.debugDescription)")
    }

    func testCtrlDAtAPlainPromptAnswersAsEscDoes() throws {
        let terminal = try open()
        type("\u{04}")
        XCTAssertEqual(try Input(message: "Name?").present(on: terminal, options: plainOptions), .finished(.dismissed))
        type("\u{04}")
        let choose = Choose(message: "Pick", items: [Choose.Item(value: "apple"), Choose.Item(value: "pear")])
        XCTAssertEqual(try choose.present(on: terminal, options: plainOptions), .finished(.dismissed))
    }

    func testATerminalOpenedPlainIsAskedPlainWhateverTheOptions() throws {
        let terminal = try open(plain: true)
        type("2\n")
        let alert = Alert(message: "Deploy?", buttons: [ButtonLabel(text: "Yes"), ButtonLabel(text: "No")])
        XCTAssertEqual(try alert.present(on: terminal, options: PresentationOptions()), .finished(.button(1)))
        XCTAssertFalse(received().contains("\u{1B}"))
    }

    /// What the terminal was sent, read until it ends with `suffix` or 10 seconds pass.
    private func received(until suffix: String) -> String {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(10)
        var watched = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while !String(decoding: bytes, as: UTF8.self).hasSuffix(suffix), Date() < deadline {
            guard poll(&watched, 1, 100) == 1 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(master, &chunk, chunk.count)
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testAFormInPlainModeAsksFieldByFieldAndAPasswordIsNotEchoed() throws {
        let terminal = try open()
        let form = Form(questions: [
            Form.Field(.text, name: "user", label: "User name"),
            Form.Field(.password, name: "pass", label: "Password", again: "Again"),
            Form.Field(.confirm, name: "admin", label: "Administrator?", value: "no"),
        ], title: "New user")
        /// The form's result, set on the thread that asks it before `done` is signalled.
        final class Answer: @unchecked Sendable { var result: PresentationResult<Form.Outcome>? }
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        let options = plainOptions
        Thread {
            answer.result = try? form.present(on: terminal, options: options)
            done.signal()
        }.start()
        // Each line is typed once its prompt is out, so the terminal echoes it (or not) as the prompt set it.
        var output = received(until: "User name: ")
        type("ada\n")
        output += received(until: "Password: ")
        type("hunter2\n")
        output += received(until: "Again: ")
        type("hunter2\n")
        output += received(until: "Administrator? [y/N] ")
        type("y\n")
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "the form did not finish")
        XCTAssertEqual(answer.result, .finished(.submitted([.text("ada"), .text("hunter2"), .flag(true)])))
        output += received()
        XCTAssertTrue(output.contains("New user\r\nUser name: ada\r\n"), output.debugDescription)
        XCTAssertTrue(output.contains("Administrator? [y/N] y"), "echoed again after the password: \(output.debugDescription)")
        XCTAssertFalse(output.contains("hunter2"), "the password was echoed: \(output.debugDescription)")
        XCTAssertFalse(output.contains("\u{1B}"), "no escape sequence: \(output.debugDescription)")
    }

    func testCtrlDAtAPlainFormCancelsIt() throws {
        let terminal = try open()
        type("\u{04}")
        let form = Form(questions: [Form.Field(.text, name: "user", label: "User name")])
        XCTAssertEqual(try form.present(on: terminal, options: plainOptions), .finished(.cancelled))
    }

    func testADialogWithNoPlainFormSaysSoInPlainMode() throws {
        let terminal = try open()
        XCTAssertThrowsError(try Wait(message: "Working").present(on: terminal, options: plainOptions)) { error in
            XCTAssertTrue(error is PlainModeUnavailable, "\(error)")
        }
    }
}
