import XCTest
@testable import DialogKit

/// Inside tmux the pane the user had fades in behind the box over the pop-in's frames, as the veil does outside
/// tmux: a presentation on a fake terminal whose pane capture is given, read back from the bytes it wrote.
final class TmuxBackdropFadeTests: XCTestCase {
    private func options(_ depth: ColorDepth, background: RGB) -> PresentationOptions {
        var options = PresentationOptions(placement: .fullscreen, animated: true, colorDepth: depth, escapeDelay: 0.05)
        options.traits.insideTmux = true
        options.terminalColors = TerminalColors(foreground: background == RGB(0, 0, 0) ? RGB(229, 229, 229) : RGB(0, 0, 0),
                                                background: background)
        return options
    }

    /// The SGR parameters each write sets just before `text`, for the writes before `until` that draw it again.
    private func styles(of text: String, in terminal: FakeTerminal, until: Double) -> [String] {
        terminal.writes.filter { $0.at < until }.compactMap { write -> String? in
            let bytes = String(decoding: write.bytes, as: UTF8.self)
            guard let found = bytes.range(of: text) else { return nil }
            // The last SGR (CSI … m) before it; cursor moves may stand between.
            let sequences = bytes[..<found.lowerBound].components(separatedBy: "\u{1B}[").dropFirst()
            let sgr = sequences.last { sequence in sequence.first { !"0123456789;:".contains($0) } == "m" }
            return sgr.map { String($0.prefix { $0 != "m" }) } ?? ""
        }
    }

    func testThePaneDimsInTheFadesFourStepsWhileTheBoxPopsIn() throws {
        for depth in [ColorDepth.trueColor, .ansi256] {
            for background in [RGB(0, 0, 0), RGB(255, 255, 255)] {
                let terminal = FakeTerminal(size: Size(width: 40, height: 12))
                var pane = Buffer(size: terminal.size)
                pane.put("$ make all", x: 0, y: 0, style: .plain)
                terminal.paneCapture = pane
                terminal.type("\r", at: 1)
                let alert = Alert(message: "Saved.", buttons: [ButtonLabel(parsing: "OK")])
                _ = try Presenter(alert, terminal: terminal, options: options(depth, background: background)).run()
                let steps = styles(of: "make", in: terminal, until: 0.5)
                let what = "\(depth) on \(background)"
                XCTAssertEqual(steps.count, 4, "\(what): the default text drawn again at each step: \(steps)")
                XCTAssertEqual(Set(steps).count, steps.count, "\(what): each step a new colour: \(steps)")
                XCTAssertFalse(steps.contains { $0.hasPrefix("2;") || $0.hasPrefix("0;2") || $0.contains(";2m") },
                               "\(what): no faint attribute: \(steps)")
                XCTAssertEqual(terminal.screen.picture.components(separatedBy: "\n").first, "",
                               "the pane's own screen comes back, not drawn by the dialog")
            }
        }
    }
}
