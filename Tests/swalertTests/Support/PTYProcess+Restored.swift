import XCTest
@testable import DialogKit

extension PTYProcess {
    /// What the program wrote to the terminal from byte `offset` on, as text.
    func outputText(since offset: Int) -> String {
        let bytes = output
        return String(decoding: bytes[min(offset, bytes.count)...], as: UTF8.self)
    }
}

/// The modes a dialog turns on, each with the bytes that turn it off again.
private let terminalModes: [(name: String, on: [UInt8], off: [UInt8])] = [
    ("the alternate screen", Escape.enterAlternateScreen, Escape.leaveAlternateScreen),
    ("the hidden cursor", Escape.hideCursor, Escape.showCursor),
    ("mouse reporting", Escape.enableMouse, Escape.disableMouse),
    ("bracketed paste", Escape.enableBracketedPaste, Escape.disableBracketedPaste),
]

/// The terminal is as the program found it: termios exactly as before, and every mode it turned on
/// (alternate screen, hidden cursor, mouse, bracketed paste) turned off after it was last turned on.
///
/// `fullscreen` also asks that the alternate screen and the mouse were used at all, so a dialog that never
/// showed cannot pass; `since` is where the bytes of the way out begin (the moment a signal was sent), and
/// each mode the program had on must be turned off in them.
func assertTerminalRestored(_ process: PTYProcess, fullscreen: Bool, since offset: Int? = nil,
                            file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], "termios restored", file: file, line: line)
    let text = process.outputText
    for mode in terminalModes {
        let on = String(decoding: mode.on, as: UTF8.self), off = String(decoding: mode.off, as: UTF8.self)
        let lastOn = text.range(of: on, options: .backwards)
        if fullscreen, mode.on == Escape.enterAlternateScreen || mode.on == Escape.enableMouse {
            XCTAssertNotNil(lastOn, "\(mode.name) was turned on", file: file, line: line)
        }
        guard let lastOn else { continue }
        let lastOff = text.range(of: off, options: .backwards)
        XCTAssertTrue(lastOff.map { $0.lowerBound > lastOn.lowerBound } ?? false,
                      "\(mode.name) turned off after it was last turned on\(process.describeOutput())", file: file, line: line)
        if let offset {
            XCTAssertTrue(process.outputText(since: offset).contains(off),
                          "\(mode.name) turned off on the way out\(process.describeOutput())", file: file, line: line)
        }
    }
}
