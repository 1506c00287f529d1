import XCTest
@testable import DialogKit

/// The veil behind a fullscreen dialog: from the terminal's own background toward a darker shade, never lighter.
final class BackdropTests: XCTestCase {
    private let levels = [0.25, 0.5, 0.75, 1.0]

    /// The brightness a backdrop colour shows at, with the terminal's background for `.default`.
    private func luminance(_ color: Color, background: RGB) -> Int {
        Backdrop.luminance(Backdrop.rgb(of: color) ?? background)
    }

    private func theme(_ depth: ColorDepth, _ appearance: Appearance, shade: Color? = nil) -> Theme {
        var theme = Theme.standard(for: depth, appearance: appearance)
        if let shade { theme.backdrop = shade }
        return theme
    }

    /// Dark terminals: alacritty's #1d1f21 (the same grey as the old veil), xterm's black-ish #101010 is left out
    /// (nothing is much darker), a mid-dark #303030; light ones: white and solarized's #fdf6e3.
    private let darkBackgrounds = [RGB(0x1d, 0x1f, 0x21), RGB(0x30, 0x30, 0x30), RGB(0x28, 0x2c, 0x34)]
    private let lightBackgrounds = [RGB(255, 255, 255), RGB(0xfd, 0xf6, 0xe3)]

    private func assertDarkens(_ theme: Theme, from background: RGB, file: StaticString = #filePath, line: UInt = #line) {
        let start = luminance(.default, background: background)
        var last = start
        for level in levels {
            let color = Backdrop.color(level: level, theme: theme, background: background)
            let now = luminance(color, background: background)
            XCTAssertLessThanOrEqual(now, last, "\(theme.colorDepth) \(background) at \(level): \(color) is lighter than the step before",
                                     file: file, line: line)
            last = now
        }
        XCTAssertLessThan(last, start, "\(theme.colorDepth) \(background): fully dimmed is darker than the background",
                          file: file, line: line)
    }

    func testABackdropColourTheUserChoseIsDrawnAsChosen() {
        // NEWT_COLORS' root=,blue on a black terminal: blue is not darker than black, but it was asked for.
        let black = RGB(0, 0, 0)
        for depth in [ColorDepth.ansi16, .ansi256, .trueColor] {
            let chosen = Theme.standard(for: depth, appearance: .dark).applyingNewtColors("root=,blue")
            XCTAssertTrue(chosen.backdropIsChosen)
            XCTAssertEqual(Backdrop.color(level: 1, theme: chosen, background: black), .ansi(4), "\(depth)")
            XCTAssertEqual(Backdrop.color(level: 0.25, theme: chosen, background: black), .default, "\(depth): not yet")
            guard depth != .ansi16 else { continue }  // 16 colours draw the shade as it is either way
            var shade = theme(depth, .dark, shade: .ansi(4))
            shade.backdropIsChosen = false
            XCTAssertNotEqual(Backdrop.color(level: 1, theme: shade, background: black), .ansi(4),
                              "\(depth): the palette's own shade is darkened against the background instead")
        }
    }

    func testTheFadeDarkensFromADarkBackgroundAtEveryDepthWithColours() {
        for depth in [ColorDepth.trueColor, .ansi256] {
            for background in darkBackgrounds {
                assertDarkens(theme(depth, .dark), from: background)
                // Whatever shade a palette picks, even one lighter than the background.
                assertDarkens(theme(depth, .dark, shade: .rgb(0x44, 0x44, 0x44)), from: background)
            }
        }
    }

    func testTheFadeDarkensFromALightBackgroundTowardAMidGrey() {
        for depth in [ColorDepth.trueColor, .ansi256] {
            for background in lightBackgrounds {
                assertDarkens(theme(depth, .light), from: background)
                assertDarkens(theme(depth, .light, shade: .rgb(150, 150, 150)), from: background)
                let end = Backdrop.color(level: 1, theme: theme(depth, .light, shade: .rgb(150, 150, 150)), background: background)
                XCTAssertGreaterThan(luminance(end, background: background), 100, "a mid grey, not a black sheet")
            }
        }
    }

    func testTrueColourStartsAtTheBackgroundItselfAndEndsOnTheShade() {
        let background = RGB(0x30, 0x30, 0x30)
        let dark = theme(.trueColor, .dark, shade: .rgb(10, 10, 10))
        XCTAssertEqual(Backdrop.color(level: 0, theme: dark, background: background), .default)
        XCTAssertEqual(Backdrop.color(level: 0.25, theme: dark, background: background), .rgb(39, 39, 39))
        XCTAssertEqual(Backdrop.color(level: 1, theme: dark, background: background), .rgb(10, 10, 10))
    }

    func testTwoHundredFiftySixColoursStepAlongTheGreyRamp() {
        let dark = theme(.ansi256, .dark, shade: .indexed(232))
        let steps = levels.map { Backdrop.color(level: $0, theme: dark, background: RGB(0x30, 0x30, 0x30)) }
        // #303030 is grey 236 (48); the shade is 232 (8): 235, 234, 233, 232.
        XCTAssertEqual(steps, [.indexed(235), .indexed(234), .indexed(233), .indexed(232)])
    }

    func testSixteenColoursDitherTheFadeWithShadeCharactersThenTakeTheShade() {
        for appearance in Appearance.allCases {
            let theme = theme(.ansi16, appearance)
            for background in [nil, RGB(0, 0, 0), RGB(255, 255, 255)] {
                let steps = levels.map { Backdrop.cell(level: $0, theme: theme, background: background) }
                XCTAssertEqual(steps.map(\.grapheme), ["░", "▒", "▓", " "], "\(appearance) on \(String(describing: background))")
                XCTAssertEqual(steps.map(\.style), [Style(foreground: theme.backdrop), Style(foreground: theme.backdrop),
                                                     Style(foreground: theme.backdrop), Style(background: theme.backdrop)])
                XCTAssertEqual(Backdrop.color(level: 0.75, theme: theme, background: background), .default,
                               "the terminal's own background between the shade's dots")
            }
            XCTAssertEqual(Backdrop.cell(level: 0, theme: theme, background: nil), .blank)
        }
    }

    func testAnUnknownBackgroundOrAChosenShadeIsDitheredAtEveryDepth() {
        for depth in [ColorDepth.trueColor, .ansi256] {
            let unknown = levels.map { Backdrop.cell(level: $0, theme: theme(depth, .dark), background: nil).grapheme }
            XCTAssertEqual(unknown, ["░", "▒", "▓", " "], "\(depth)")
            let chosen = Theme.standard(for: depth, appearance: .dark).applyingNewtColors("root=,blue")
            let steps = levels.map { Backdrop.cell(level: $0, theme: chosen, background: RGB(0, 0, 0)) }
            XCTAssertEqual(steps.map(\.grapheme), ["░", "▒", "▓", " "], "\(depth)")
            XCTAssertEqual(steps.last, .blank(Style(background: .ansi(4))))
            let known = levels.map { Backdrop.cell(level: $0, theme: theme(depth, .dark), background: RGB(0x30, 0x30, 0x30)) }
            XCTAssertEqual(Set(known.map(\.grapheme)), [" "], "\(depth): a known background is blended, not dithered")
        }
    }

    func testMonochromeDrawsNoVeil() {
        for level in [0.0] + levels {
            XCTAssertEqual(Backdrop.cell(level: level, theme: theme(.none, .dark), background: RGB(30, 30, 30)), .blank)
        }
    }

    func testAnUnknownBackgroundKeepsTheDefaultForTheFirstFrames() {
        for depth in [ColorDepth.trueColor, .ansi256, .ansi16] {
            let theme = theme(depth, .dark)
            XCTAssertEqual(Backdrop.color(level: 0.25, theme: theme, background: nil), .default, "\(depth)")
            XCTAssertEqual(Backdrop.color(level: 1, theme: theme, background: nil), theme.backdrop, "\(depth)")
        }
    }

    func testTheCapturedScreenIsDimmedInColoursNotFaintAndBlendedTowardTheShade() {
        var capture = Buffer(size: Size(width: 6, height: 1))
        capture.put("ab", x: 0, y: 0, style: Style(foreground: .rgb(200, 0, 0), attributes: .bold))
        capture.put("漢", x: 2, y: 0, style: Style(foreground: .ansi(2), background: .ansi(4)))
        let theme = theme(.trueColor, .dark, shade: .rgb(0, 0, 0))
        let background = RGB(0x30, 0x30, 0x30)
        XCTAssertEqual(Backdrop.dimmed(capture, level: 0, theme: theme, background: background), capture)
        let dimmed = Backdrop.dimmed(capture, level: 1, theme: theme, background: background)
        XCTAssertEqual(dimmed.lines(), capture.lines(), "the text stays")
        // 200 moved 60 % toward the shade, black, is 80; on black that is 1.4:1, so it stays at the ghost's 1.5:1.
        XCTAssertEqual(dimmed[x: 0, y: 0].style, Style(foreground: .rgb(100, 0, 0), background: .rgb(0, 0, 0)))
        XCTAssertEqual(dimmed[x: 2, y: 0].style.attributes, [])
        XCTAssertEqual(dimmed[x: 2, y: 0].style.background, .rgb(0, 0, 95), "238 moved 60 % toward black")
        XCTAssertTrue(dimmed[x: 3, y: 0].isContinuation)
        XCTAssertEqual(dimmed[x: 5, y: 0], .blank(Style(background: .rgb(0, 0, 0))), "a blank is the veil")
    }

    func testTheGreysAreThePalettesDarkestFirstAndTheNearestIsFound() {
        // The 256-colour palette's greys: 16 is black, 232–255 the ramp 8, 18 … 238, 231 white.
        var palette: [(index: UInt8, level: Int)] = [(16, 0)]
        for step in 0..<24 { palette.append((UInt8(232 + step), 8 + 10 * step)) }
        palette.append((231, 255))
        XCTAssertEqual(Backdrop.greyCount, palette.count)
        for (position, grey) in palette.enumerated() {
            XCTAssertEqual(Backdrop.grey(position).index, grey.index, "\(position)")
            XCTAssertEqual(Backdrop.grey(position).level, grey.level, "\(position)")
        }
        for level in 0...255 {
            let nearest = palette.indices.min { abs(palette[$0].level - level) < abs(palette[$1].level - level) }!
            XCTAssertEqual(Backdrop.nearestGrey(level), nearest, "\(level)")
        }
        XCTAssertEqual(Backdrop.nearestGrey(13), 1, "as near 8 as 18: the darker")
    }
}
