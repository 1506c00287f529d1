import XCTest
@testable import DialogKit

final class TransitionTests: XCTestCase {
    func testPopScalePassesThroughTheKeyframesAtTheirTimes() {
        let duration = Transition.popDuration
        XCTAssertEqual(duration, 0.2555)
        XCTAssertEqual(Transition.entrance(at: 0).scale, 0.6, accuracy: 1e-9)
        XCTAssertEqual(Transition.entrance(at: 0.6 * duration).scale, 1.1, accuracy: 1e-9)
        XCTAssertEqual(Transition.entrance(at: 0.8 * duration).scale, 0.9, accuracy: 1e-9)
        XCTAssertEqual(Transition.entrance(at: duration).scale, 1.0, accuracy: 1e-9)
        XCTAssertEqual(Transition.entrance(at: 0.3 * duration).scale, 0.85, accuracy: 1e-9, "linear between keyframes")
    }

    func testBackdropFadesInOverAQuarterSecondInAtLeastThreeSteps() {
        let levels = stride(from: 0.0, to: Transition.fadeInDuration, by: 0.005).map { Transition.entrance(at: $0).backdrop }
        XCTAssertGreaterThanOrEqual(Set(levels).count, 3)
        XCTAssertEqual(levels, levels.sorted(), "never gets lighter while fading in")
        XCTAssertLessThan(levels.first!, 1)
        XCTAssertEqual(Transition.entrance(at: Transition.fadeInDuration).backdrop, 1)
        XCTAssertEqual(Transition.entrance(at: Transition.entranceDuration), .shown)
    }

    func testExitFadesOutInAboutAFifthOfASecond() {
        let start = Transition.exit(at: 0)
        XCTAssertLessThan(start.opacity, 1)
        XCTAssertGreaterThan(start.opacity, 0)
        let middle = Transition.exit(at: 0.1)
        XCTAssertLessThan(middle.backdrop, start.backdrop)
        XCTAssertEqual(Transition.exit(at: 0.2), .gone)
    }

    func testTheBoxIsSeenInEveryStepOfTheExitUntilItIsOver() {
        let times = Array(stride(from: 0.0, to: Transition.fadeOutDuration, by: 0.001))
        let opacities = times.map { Transition.exit(at: $0).opacity }
        XCTAssertEqual(opacities, opacities.sorted(by: >), "never comes back while fading out")
        XCTAssertEqual(Set(opacities.map { ($0 * 1000).rounded() / 1000 }).sorted(), [0.2, 0.4, 0.6, 0.8], "four steps")
        XCTAssertEqual(opacities.last ?? 0, 0.2, accuracy: 1e-9, "still seen just before the end")
        XCTAssertEqual(Transition.exit(at: Transition.fadeOutDuration), .gone)
    }

    func testScaledRectKeepsItsCentreAndStaysInBounds() {
        let box = Rect(x: 20, y: 5, width: 40, height: 10)
        let bounds = Rect(x: 0, y: 0, width: 80, height: 24)
        let small = Transition.scaled(box, by: 0.6, within: bounds)
        XCTAssertEqual(small, Rect(x: 28, y: 7, width: 24, height: 6))
        let large = Transition.scaled(Rect(x: 0, y: 0, width: 80, height: 24), by: 1.1, within: bounds)
        XCTAssertEqual(large, bounds)
    }

    func testKeyframesClampOutsideTheirRange() {
        let frames = Keyframes([(0, 2), (1, 4)])
        XCTAssertEqual(frames.value(at: -1), 2)
        XCTAssertEqual(frames.value(at: 0.5), 3)
        XCTAssertEqual(frames.value(at: 7), 4)
    }
}
