import Foundation
import XCTest
import TestSupport

/// What swalert draws over a tmux pane it does not own: the backdrop read from the pane shows no text a program
/// hid, and a detached toast leaves nothing of its box behind when the pane is resized while it shows.
final class TmuxScreenTests: XCTestCase {
    private let swalert = Binary.swalert.path

    /// A password typed where echo was off, shown by a program with SGR 8 (concealed), is not in the backdrop
    /// behind the box, while the rest of the line is.
    func testTheBackdropKeepsConcealedTextHidden() throws {
        let script = "printf 'user: admin\\npassword: \\033[8msecret\\033[28m (hidden)\\n'; read go; "
            + "\(quoted(swalert)) alert 'Signed in' --no-animation; echo status=$?; exec sleep 1000"
        let tmux = try TmuxSession(script, width: 60, height: 16, environment: ["TERM": "tmux-256color"], captureStdout: false)
        try tmux.waitFor("(hidden)")
        try tmux.sendKeys("Enter")
        let shown = try tmux.waitUntil("the box over the captured pane") { rows in
            rows.contains { $0.contains("Signed in") } && rows.contains { $0.contains("(hidden)") }
        }
        XCTAssertTrue(try tmux.isAlternateScreen)
        XCTAssertTrue(shown[1].hasPrefix("password:"), tmux.describe(shown))
        XCTAssertFalse(shown.joined().contains("secret"), "the concealed word is drawn: \(tmux.describe(shown))")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("status=0")
    }

    /// The toast shows in the pane's bottom rows; the pane is made larger, shorter (which cuts the box: tmux drops
    /// rows below the cursor), narrower (which wraps each row of the box in two, moving the first rows of work
    /// into the history) and both. Soon after, nothing of the box is left on the screen; back at its first size,
    /// the pane is what the same resizes make of it without a toast, colours and all.
    func testAResizeWhileADetachedToastShowsLeavesNothingOfIt() throws {
        for (width, height) in [(72, 20), (60, 14), (30, 16), (24, 12)] {
            let context = "resized to \(width)x\(height)"
            let toast = try TmuxSession(script(toast: true), width: 60, height: 16, environment: plain, captureStdout: false)
            let control = try TmuxSession(script(toast: false), width: 60, height: 16, environment: plain, captureStdout: false)
            try toast.waitFor("Resized while shown")
            try control.waitFor("line 10 of the work")
            try toast.resize(width: width, height: height)
            try control.resize(width: width, height: height)
            do {
                try toast.waitUntil("nothing but the work, \(context)") { rows in
                    rows.allSatisfy { $0.isEmpty || ($0.hasPrefix("line ") && $0.hasSuffix(" of the work")) }
                }
            } catch {
                XCTFail("\(error)")
                continue
            }
            try toast.resize(width: 60, height: 16)
            try control.resize(width: 60, height: 16)
            XCTAssertEqual(visible(try toast.captureWithEscapes()), visible(try control.captureWithEscapes()),
                           "back at 60x16 after \(context)")
        }
    }

    /// Rows with escapes, less a return to the default colours at a row's end: tmux writes one where cells were
    /// written and blanked again, which shows nothing.
    private func visible(_ rows: [String]) -> [String] {
        rows.map { $0.replacingOccurrences(of: "(\u{1b}\\[(0|39|49|39;49)?m)+$", with: "", options: .regularExpression) }
    }

    private let plain = ["TERM": "xterm-256color", "SWALERT_NO_ANIMATION": "1"]

    /// Ten lines of work, then (with `toast`) a detached toast for three seconds, then nothing more.
    private func script(toast: Bool) -> String {
        let lines = (1...10).map { "\\033[3\($0 % 7 + 1)mline \($0) of the work\\033[0m" }.joined(separator: "\\n")
        return "printf '\(lines)\\n'; "
            + (toast ? "\(quoted(swalert)) toast 'Resized while shown' --detach --duration 3; " : "")
            + "exec sleep 1000"
    }

    private func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
