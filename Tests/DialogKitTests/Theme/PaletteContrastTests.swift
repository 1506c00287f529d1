import XCTest

@testable import DialogKit

/// Every built-in palette, as the terminal shows it, checked with the WCAG 2 contrast formula: text at 4.5:1 on
/// what it sits on, the box's edge and border at 3:1.
///
/// A 256-colour theme is checked with the xterm colours of the indexes its colours resolve to, and a 16-colour
/// theme in each of six common default palettes, with a bold colour 0–7 also checked as its bright twin (xterm's
/// `boldColors`, urxvt's, the Linux console's, Terminal.app's and Windows Terminal's defaults show bold that way).
final class PaletteContrastTests: XCTestCase {
    /// The 16 colours of xterm's defaults (XTerm-col.ad).
    static let xterm: [RGB] = hex(["000000", "cd0000", "00cd00", "cdcd00", "0000ee", "cd00cd", "00cdcd", "e5e5e5",
                                   "7f7f7f", "ff0000", "00ff00", "ffff00", "5c5cff", "ff00ff", "00ffff", "ffffff"])
    /// VTE's built-in palette (GNOME's and Xfce's terminals before a profile sets one): 0xc0 for a normal
    /// component, 0x3f more for a bright one.
    static let vte: [RGB] = hex(["000000", "c00000", "00c000", "c0c000", "0000c0", "c000c0", "00c0c0", "c0c0c0",
                                 "3f3f3f", "ff3f3f", "3fff3f", "ffff3f", "3f3fff", "ff3fff", "3fffff", "ffffff"])
    /// Windows Terminal's Campbell scheme.
    static let campbell: [RGB] = hex(["0c0c0c", "c50f1f", "13a10e", "c19c00", "0037da", "881798", "3a96dd", "cccccc",
                                      "767676", "e74856", "16c60c", "f9f1a5", "3b78ff", "b4009e", "61d6d6", "f2f2f2"])
    /// Terminal.app's Basic profile.
    static let terminalApp: [RGB] = hex(["000000", "990000", "00a600", "999900", "0000b2", "b200b2", "00a6b2", "bfbfbf",
                                         "666666", "e50000", "00d900", "e5e500", "0000ff", "e500e5", "00e5e5", "e5e5e5"])
    /// rxvt-unicode's built-in palette (src/init.C, `def_colorName`, built without XTERM_COLORS): 7 is AntiqueWhite
    /// and 8 Grey25.
    static let urxvt: [RGB] = hex(["000000", "cd0000", "00cd00", "cdcd00", "0000cd", "cd00cd", "00cdcd", "faebd7",
                                   "404040", "ff0000", "00ff00", "ffff00", "0000ff", "ff00ff", "00ffff", "ffffff"])
    /// The Linux console's palette (drivers/tty/vt/vt.c, `default_red`, `default_grn`, `default_blu`): the VGA
    /// colours, 3 a brown (aa5500).
    static let linuxConsole: [RGB] = hex(["000000", "aa0000", "00aa00", "aa5500", "0000aa", "aa00aa", "00aaaa", "aaaaaa",
                                          "555555", "ff5555", "55ff55", "ffff55", "5555ff", "ff55ff", "55ffff", "ffffff"])
    static let sixteenColorPalettes = [("xterm", xterm), ("VTE", vte), ("urxvt", urxvt), ("Windows Terminal", campbell),
                                       ("the Linux console", linuxConsole), ("Terminal.app", terminalApp)]

    static func hex(_ values: [String]) -> [RGB] {
        values.map { ThemeColor.hex($0)! }
    }

    /// Every theme with colour: dark and light at each depth, and high contrast.
    static var themes: [(String, Theme)] {
        var themes: [(String, Theme)] = []
        for depth in [ColorDepth.ansi16, .ansi256, .trueColor] {
            for appearance in Appearance.allCases {
                themes.append(("\(appearance) \(depth)", Theme.standard(for: depth, appearance: appearance)))
            }
            themes.append(("high-contrast \(depth)", Theme.resolved(depth: depth, appearance: .dark, setting: .highContrast)))
        }
        return themes
    }

    func testTextReadsAtFourAndAHalfToOne() {
        for (name, theme) in Self.themes {
            for (label, style, under) in Self.textPairs(theme) {
                let ratio = Self.worstContrast(style.foreground, on: under, bold: style.attributes.contains(.bold),
                                               depth: theme.colorDepth)
                XCTAssertGreaterThanOrEqual(ratio.value, 4.5, "\(name): \(label) is \(ratio.value):1 \(ratio.where)")
            }
        }
    }

    func testTheBorderStandsOutFromTheBox() {
        for (name, theme) in Self.themes {
            let ratio = Self.worstContrast(theme.border.foreground, on: theme.panel.background, bold: false, depth: theme.colorDepth)
            XCTAssertGreaterThanOrEqual(ratio.value, 3, "\(name): the border is \(ratio.value):1 on the box \(ratio.where)")
        }
    }

    /// The box's edge is what meets the backdrop: its fill, its shadow where it has one, or its border (WCAG's
    /// non-text contrast asks it of a component's boundary, which a border can be). A charcoal box cannot stand
    /// out from a black backdrop at 3:1, and a shadow darker than black cannot help, so the dark palettes give
    /// the box a grey border that stands out from both.
    func testTheBoxStandsOutFromTheBackdrop() {
        for (name, theme) in Self.themes {
            let depth = theme.colorDepth
            let fill = Self.worstContrast(theme.panel.background, on: theme.backdrop, bold: false, depth: depth)
            let shadow = theme.shadow.map { Self.worstContrast(theme.panel.background, on: $0, bold: false, depth: depth) }
            let border = Self.worstContrast(theme.border.foreground, on: theme.backdrop, bold: false, depth: depth)
            let best = max(fill.value, shadow?.value ?? 0, border.value)
            XCTAssertGreaterThanOrEqual(best, 3, "\(name): the box is \(fill.value):1 on the backdrop \(fill.where), "
                                        + "its shadow \(shadow?.value ?? 0):1, its border \(border.value):1 on the backdrop")
        }
    }

    func testSixteenColorThemesUseOnlyThePaletteColors() {
        for (name, theme) in Self.themes where theme.colorDepth == .ansi16 {
            for (label, style, under) in Self.textPairs(theme) {
                for color in [style.foreground, under] {
                    guard case .ansi(let index) = color, index < 16 else {
                        return XCTFail("\(name): \(label) uses \(color), not one of the 16 palette colours")
                    }
                }
            }
        }
    }

    /// The light palettes are light and the dark ones dark, by their box's fill.
    func testTheBoxMatchesTheAppearance() {
        for depth in [ColorDepth.ansi256, .trueColor] {
            for appearance in Appearance.allCases {
                let theme = Theme.standard(for: depth, appearance: appearance)
                let fill = Self.rgbs(theme.panel.background, depth: depth)
                XCTAssertEqual(fill.map { Appearance(background: $0) }, [appearance], "\(appearance) \(depth)")
                XCTAssertEqual(theme.appearance, appearance)
            }
        }
    }

    /// The checker itself: the pairs users reported now fail it.
    func testTheOldPairsFail() {
        XCTAssertLessThan(Self.worstContrast(.ansi(0), on: .ansi(7), bold: true, depth: .ansi16).value, 4.5)
        XCTAssertLessThan(Self.worstContrast(.rgb(99, 99, 102), on: .rgb(44, 44, 46), bold: false, depth: .trueColor).value, 3)
        XCTAssertLessThan(Self.worstContrast(.rgb(10, 132, 255), on: .rgb(44, 44, 46), bold: false, depth: .trueColor).value, 4.5)
        XCTAssertLessThan(Self.worstContrast(.rgb(255, 255, 255), on: .rgb(10, 132, 255), bold: false, depth: .trueColor).value, 4.5)
        XCTAssertEqual(RGB.contrast(RGB(0, 0, 0), RGB(255, 255, 255)), 21, accuracy: 0.001)
        XCTAssertEqual(RGB.contrast(RGB(127, 127, 127), RGB(229, 229, 229)), 3.2, accuracy: 0.05)
    }

    // MARK: - Pairs and contrast

    /// The text a theme draws and what it sits on: the help line sits on the backdrop.
    static func textPairs(_ theme: Theme) -> [(String, Style, Color)] {
        var pairs: [(String, Style, Color)] = [
            ("the message", theme.message, theme.message.background),
            ("the title", theme.title, theme.title.background),
            ("a button's label", theme.button, theme.button.background),
            ("the focused button's label", theme.focusedButton, theme.focusedButton.background),
            ("a hotkey", theme.hotkey, theme.hotkey.background),
            ("the focused button's hotkey", theme.focusedHotkey, theme.focusedHotkey.background),
            ("the selection mark", theme.indicator, theme.indicator.background),
            ("the help line", theme.help, theme.backdrop),
            ("the field's text", theme.field, theme.field.background),
            ("the placeholder", theme.placeholder, theme.placeholder.background),
            ("error text", theme.error, theme.error.background),
            ("a note (\"No match\", a field's help)", theme.note, theme.note.background),
            ("the backtitle", theme.backtitle(on: theme.backdrop), theme.backtitle(on: theme.backdrop).background),
        ]
        for icon in Icon.allCases {
            let style = theme.style(for: icon)
            pairs.append(("the \(icon) icon", style, style.background))
        }
        for kind in [Toast.Kind.info, .success, .warning, .error] {
            pairs.append(("a \(kind) toast's mark", theme.toastAccent(kind), theme.panel.background))
        }
        return pairs
    }

    /// The lowest contrast of `foreground` on `background` in every palette the depth may show them in, and
    /// which palette it is.
    static func worstContrast(_ foreground: Color, on background: Color, bold: Bool,
                              depth: ColorDepth) -> (value: Double, where: String) {
        let resolvedForeground = depth.resolve(foreground), resolvedBackground = depth.resolve(background)
        var worst = (value: Double.infinity, where: "")
        func consider(_ palette: [RGB], _ name: String) {
            var foregrounds = rgbs(resolvedForeground, in: palette)
            if bold, case .ansi(let index) = resolvedForeground, index < 8 { foregrounds += rgbs(.ansi(index + 8), in: palette) }
            let backgrounds = rgbs(resolvedBackground, in: palette)
            if foregrounds.isEmpty || backgrounds.isEmpty { worst = (0, "(the terminal's own colour, not known)") }
            for front in foregrounds {
                for back in backgrounds {
                    let value = (RGB.contrast(front, back) * 100).rounded(.down) / 100
                    if value < worst.value { worst = (value, "(\(name))") }
                }
            }
        }
        if usesPalette(resolvedForeground) || usesPalette(resolvedBackground) {
            for (name, palette) in sixteenColorPalettes { consider(palette, name) }
        } else {
            consider(xterm, "xterm")
        }
        return worst
    }

    /// The colour as RGB: the terminal's own colours are not known, so they count as nothing (a failure).
    static func rgbs(_ color: Color, in palette: [RGB]) -> [RGB] {
        switch color {
        case .default: return []
        case .ansi(let index) where index < 16: return [palette[Int(index)]]
        case .ansi(let index), .indexed(let index):
            if index < 16 { return [palette[Int(index)]] }
            let (r, g, b) = ColorDepth.rgb(ofIndex: index)
            return [RGB(UInt8(r), UInt8(g), UInt8(b))]
        case .rgb(let r, let g, let b): return [RGB(r, g, b)]
        }
    }

    static func rgbs(_ color: Color, depth: ColorDepth) -> [RGB] { rgbs(depth.resolve(color), in: xterm) }

    static func usesPalette(_ color: Color) -> Bool {
        switch color {
        case .ansi(let index), .indexed(let index): return index < 16
        default: return false
        }
    }
}

final class HelpOnBackdropTests: XCTestCase {
    func testTheHelpLineReadsOnTheBackdropAsDrawn() {
        let light = Theme.standard(for: .trueColor, appearance: .light)
        XCTAssertEqual(light.help(on: light.backdrop), light.help, "on the palette's own backdrop, its hint")
        // Forced onto a black terminal, the light palette's backdrop stops at black: the black hint turns white.
        XCTAssertEqual(light.help(on: .rgb(0, 0, 0)).foreground, .rgb(255, 255, 255))
        let dark256 = Theme.standard(for: .ansi256, appearance: .dark)
        XCTAssertEqual(dark256.help(on: .indexed(255)).foreground, .indexed(16))
        XCTAssertEqual(dark256.help(on: .indexed(16)), dark256.help)
        XCTAssertEqual(light.help(on: .default), light.help, "the terminal's own background is not known")
        XCTAssertEqual(Theme.standard(for: .none).help(on: .rgb(0, 0, 0)), Theme.standard(for: .none).help)
    }
}
