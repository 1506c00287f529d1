/// The built-in palettes: 256-colour ones name xterm indexes where the nearest would lose contrast, 16-colour ones
/// only pairs that hold in the defaults of xterm, VTE, urxvt, Windows Terminal, the Linux console and Terminal.app,
/// bold also as its bright twin (`PaletteContrastTests`, `SixteenColorPaletteTests`).
extension Palette {
    /// The palette for a colour depth and appearance; nil without colour.
    public static func standard(for depth: ColorDepth, appearance: Appearance) -> Palette? {
        switch (depth, appearance) {
        case (.none, _): return nil
        case (.ansi16, .dark): return dark16
        case (.ansi16, .light): return light16
        case (.ansi256, .dark): return dark256
        case (.ansi256, .light): return light256
        case (.trueColor, .dark): return dark
        case (.trueColor, .light): return light
        }
    }

    /// The high-contrast palette for a colour depth: white on black, yellow buttons; nil without colour.
    public static func highContrast(for depth: ColorDepth) -> Palette? {
        switch depth {
        case .none: return nil
        case .ansi16: return highContrast16
        case .ansi256, .trueColor: return highContrastRich
        }
    }

    /// iOS's dark alert: a charcoal box on black, a grey border, system blue lightened to read on charcoal.
    static let dark = Palette(
        background: .rgb(44, 44, 46), text: .rgb(235, 235, 245), title: .rgb(255, 255, 255),
        border: .rgb(142, 142, 147), accent: .rgb(64, 156, 255), focusFill: .rgb(0, 100, 210),
        onFocus: .rgb(255, 255, 255), focusHotkey: .rgb(255, 255, 255), hint: .rgb(142, 142, 147),
        field: .rgb(28, 28, 30), fieldText: .rgb(255, 255, 255), placeholder: .rgb(142, 142, 147),
        error: .rgb(255, 122, 122), warning: .rgb(255, 214, 10), success: .rgb(48, 209, 88),
        gaugeTrack: .rgb(72, 72, 74), backdrop: .rgb(0, 0, 0))

    /// `dark` in the 256 colours.
    static let dark256: Palette = {
        var palette = dark
        palette.error = .indexed(210)
        return palette
    }()

    /// iOS's light alert: a near-white box on a mid-grey backdrop, system blue darkened until it reads on white.
    static let light = Palette(
        background: .rgb(242, 242, 247), text: .rgb(0, 0, 0), title: .rgb(0, 0, 0),
        border: .rgb(128, 128, 133), accent: .rgb(0, 102, 204), focusFill: .rgb(0, 102, 204),
        onFocus: .rgb(255, 255, 255), focusHotkey: .rgb(255, 255, 255), hint: .rgb(0, 0, 0),
        field: .rgb(255, 255, 255), fieldText: .rgb(0, 0, 0), placeholder: .rgb(110, 110, 115),
        error: .rgb(215, 0, 21), warning: .rgb(154, 91, 0), warningFill: .rgb(255, 204, 0),
        onWarningFill: .rgb(0, 0, 0), success: .rgb(30, 126, 52), gaugeTrack: .rgb(209, 209, 214),
        backdrop: .rgb(127, 127, 132))

    /// `light` in the 256 colours.
    static let light256: Palette = {
        var palette = light
        palette.success = .indexed(22)
        return palette
    }()

    /// A blue box on a dark terminal, its edge a light grey border: white text and a bold white title, bright cyan
    /// buttons, the focused one black on grey, fields one black bar with a cyan placeholder (black is the only fill a
    /// dim colour reads on at 4.5:1 in every table). Only 7, 11, 14 and 15 read on blue everywhere: errors white on
    /// red, toasts marked white, yellow or cyan; bold only for the title, where it stays white.
    static let dark16 = Palette(
        background: .ansi(4), text: .ansi(15), title: .ansi(15), border: .ansi(7), accent: .ansi(14),
        focusFill: .ansi(7), onFocus: .ansi(0), focusHotkey: .ansi(4), hint: .ansi(7),
        field: .ansi(0), fieldText: .ansi(15), placeholder: .ansi(6),
        error: .ansi(15), errorFill: .ansi(1), onErrorFill: .ansi(15),
        warning: .ansi(11), success: .ansi(15), gaugeTrack: .ansi(0), backdrop: .ansi(0),
        bold: false, boldTitle: true, note: .ansi(7))

    /// A white box on light grey, with a dark grey shadow and a blue border (a list's counter is drawn in it, and
    /// xterm's grey is 4:1 on white). Bold black shows as that grey where bold brightens, so only the title is bold,
    /// white on a blue label. Fields are one light grey bar with black text, so the caret, which terminals draw as the
    /// cell reversed, is a black block and not a white gap; no grey reads on it, so the placeholder is blue. Green and
    /// yellow do not read on white: the warning icon is black on bright yellow (the Linux console's yellow is brown),
    /// toasts marked black.
    static let light16 = Palette(
        background: .ansi(15), text: .ansi(0), title: .ansi(15), border: .ansi(4), accent: .ansi(4),
        focusFill: .ansi(4), onFocus: .ansi(15), focusHotkey: .ansi(11), hint: .ansi(0),
        field: .ansi(7), fieldText: .ansi(0), placeholder: .ansi(4), error: .ansi(1),
        warning: .ansi(0), warningFill: .ansi(11), onWarningFill: .ansi(0), success: .ansi(0),
        gaugeTrack: .ansi(7), backdrop: .ansi(7), shadow: .ansi(8), bold: false, boldTitle: true, titleFill: .ansi(4),
        note: .ansi(4))

    /// White on black with a white border, yellow buttons.
    static let highContrastRich = Palette(
        background: .rgb(0, 0, 0), text: .rgb(255, 255, 255), title: .rgb(255, 255, 255),
        border: .rgb(255, 255, 255), accent: .rgb(255, 214, 10), focusFill: .rgb(255, 214, 10),
        onFocus: .rgb(0, 0, 0), focusHotkey: .rgb(0, 0, 0), hint: .rgb(255, 255, 255),
        field: .rgb(38, 38, 38), fieldText: .rgb(255, 255, 255), placeholder: .rgb(199, 199, 204),
        error: .rgb(255, 105, 97), warning: .rgb(255, 214, 10), success: .rgb(48, 209, 88),
        gaugeTrack: .rgb(72, 72, 74), backdrop: .rgb(0, 0, 0))

    /// `highContrastRich` in the 16 colours; bright red is too dark in Terminal.app, so errors are white on red.
    static let highContrast16 = Palette(
        background: .ansi(0), text: .ansi(15), title: .ansi(15), border: .ansi(15), accent: .ansi(11),
        focusFill: .ansi(11), onFocus: .ansi(0), focusHotkey: .ansi(0), hint: .ansi(15),
        field: .ansi(0), fieldText: .ansi(15), placeholder: .ansi(7),
        error: .ansi(15), errorFill: .ansi(1), onErrorFill: .ansi(15),
        warning: .ansi(11), success: .ansi(10), gaugeTrack: .ansi(8), backdrop: .ansi(0), bold: false)
}
