import XCTest
@testable import DialogKit

final class SpinnerTests: XCTestCase {
    func testTheFrameIsAFunctionOfElapsedTime() {
        let spinner = Spinner.line
        let frames = [0, 0.05, 0.13, 0.25, 0.26, 0.39, 0.52, 1.04].map { spinner.frame(at: $0) }
        XCTAssertEqual(frames, ["-", "-", "\\", "\\", "|", "/", "-", "-"])
        XCTAssertEqual(Spinner.dots.frame(at: 0.3), "⠸", "0.3 s starts the fourth frame; rounding must not leave it on the third")
        XCTAssertEqual(Spinner.dots.frame(at: 1.0), "⠋", "ten frames a second come round after one second")
    }

    func testNoSpinnerTurnsFasterThanTenFramesASecond() {
        for spinner in Spinner.all {
            XCTAssertGreaterThanOrEqual(spinner.interval, 0.1, spinner.name)
            for frame in spinner.frames { XCTAssertEqual(frame.displayWidth, 1, "\(spinner.name) \(frame)") }
        }
        XCTAssertEqual(Spinner(name: "fast", frames: ["a", "b"], interval: 0.01).interval, 0.1)
    }

    func testTheNextFrameIsScheduledOnItsBoundary() {
        XCTAssertEqual(Spinner.dots.delayUntilNextFrame(after: 0), 0.1, accuracy: 1e-9)
        XCTAssertEqual(Spinner.dots.delayUntilNextFrame(after: 0.25), 0.05, accuracy: 1e-9)
        XCTAssertEqual(Spinner.dots.delayUntilNextFrame(after: 0.3), 0.1, accuracy: 1e-9)
        XCTAssertGreaterThan(Spinner.dots.delayUntilNextFrame(after: 0.4), 0)
    }

    func testNamesAreLookedUp() {
        XCTAssertEqual(Spinner.all.map(\.name), ["dots", "line", "arc", "bounce", "braille"])
        XCTAssertEqual(Spinner.named("arc"), .arc)
        XCTAssertNil(Spinner.named("spiral"))
    }
}
