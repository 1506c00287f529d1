import XCTest
@testable import DialogKit

/// A form presented on the fake terminal: bytes typed at times, the screen read back, the answer out.
final class FormProgramTests: XCTestCase {
    private let options = PresentationOptions(placement: .fullscreen, animated: false, colorDepth: .ansi16, timeout: nil,
                                              escapeDelay: 0.05)

    private func form() -> Form {
        Form(questions: [
            Form.Field(.text, name: "user", label: "User", validation: InputValidation(required: true)),
            Form.Field(.multi, name: "groups", label: "Groups", items: ["sudo", "audio"].map { Choose.Item(value: $0) }),
            Form.Field(.textarea, name: "motd", label: "Motd"),
        ], title: "New user")
    }

    func testKeysFromTheTerminalFillTheFormAndTheHelpLineFollowsTheFocus() throws {
        let terminal = FakeTerminal(size: Size(width: 60, height: 19))
        terminal.type(ProgramTests.darkReplies, at: 0.01)
        terminal.type("ad\u{1b}[200~a 👍🏽\u{1b}[201~", at: 0.1)
        terminal.type("\t \u{1b}[B ", at: 0.2)
        terminal.type("\t", at: 0.25)
        terminal.type("one\rtwo", at: 0.3)
        terminal.type("\u{13}", at: 0.4)
        let result = try Presenter(form(), terminal: terminal, options: options).run()
        XCTAssertEqual(result, .finished(.submitted([.text("ada 👍🏽"), .list(["sudo", "audio"]), .text("one\ntwo")])))
        XCTAssertEqual(terminal.picture(at: 0.1), """


               ╭───────────────────────────────────────────────────╮
               │                                                   │
               │                     New user                      │
               │                                                   │
               │  User   ada 👍🏽                                    │
               │  Groups                                      1/2  │
               │         > [ ] sudo                                │
               │           [ ] audio                               │
               │  Motd                                             │
               │                                                   │
               │                                                   │
               │                                                   │
               │                                                   │
               │                < OK >  < Cancel >                 │
               ╰───────────────────────────────────────────────────╯

               Enter next · Tab/↑↓ move · Ctrl-S submit · Esc cancel
            """)
        XCTAssertTrue(terminal.picture(at: 0.2).hasSuffix("Space check · Tab/↑↓ move · Ctrl-S submit · Esc cancel"),
                      terminal.picture(at: 0.2))
        XCTAssertTrue(terminal.picture(at: 0.3).contains("│  Motd   one"), terminal.picture(at: 0.3))
        XCTAssertTrue(terminal.picture(at: 0.3).contains("Tab/↑↓ move · Ctrl-S submit · Esc cancel"))
        XCTAssertFalse(terminal.picture(at: 0.3).contains("Enter next"), "Enter adds a line in a text area")
    }

    func testEscCancels() throws {
        let terminal = FakeTerminal(size: Size(width: 50, height: 16))
        terminal.type(ProgramTests.darkReplies, at: 0.01)
        terminal.type("x\t\u{1b}", at: 0.1)
        XCTAssertEqual(try Presenter(form(), terminal: terminal, options: options).run(), .finished(.cancelled))
    }
}
