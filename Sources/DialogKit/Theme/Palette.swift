/// The colours a theme is made of, one per role: the built-in ones read at 4.5:1 where text sits and the box
/// stands out from the backdrop at 3:1 (WCAG 2; `PaletteContrastTests`).
public struct Palette: Hashable, Sendable {
    /// The box's fill, its body text, title and rounded border.
    public var background: Color
    public var text: Color
    public var title: Color
    public var border: Color
    /// Button labels, the list's selection mark, info and question icons.
    public var accent: Color
    /// The focused button's fill, its label and its hotkey letter.
    public var focusFill: Color
    public var onFocus: Color
    public var focusHotkey: Color
    /// The help line under the box, on `backdrop`.
    public var hint: Color
    /// The text field's fill, its text and its placeholder.
    public var field: Color
    public var fieldText: Color
    public var placeholder: Color
    /// Errors on `background`, or when `errorFill` is set (a red that does not read on the box) in `onErrorFill` on it.
    public var error: Color
    public var errorFill: Color?
    public var onErrorFill: Color = .default
    /// The warning icon and mark on `background`, or when `warningFill` is set in `onWarningFill` on it.
    public var warning: Color
    public var warningFill: Color?
    public var onWarningFill: Color = .default
    /// A success toast's mark and border; a gauge's unfilled part; the shade a fullscreen backdrop fades to.
    public var success: Color
    public var gaugeTrack: Color
    public var backdrop: Color
    /// A one-cell shadow right of and below the box, where its fill alone does not stand out; nil for none.
    public var shadow: Color?
    /// Whether titles, focused labels and icons may be bold: off in 16 colours, where bold black shows grey.
    public var bold = true
    /// Whether the title is bold, whatever `bold` says; nil to follow it.
    public var boldTitle: Bool?
    /// A fill behind the title's text where its bold colour would not read on the box; nil for the box's own.
    public var titleFill: Color?
    /// Notes on the box ("No match", a field's help) where the placeholder's colour would not read there or its
    /// field's fill would show as a bar; nil for the placeholder's style.
    public var note: Color?
}

extension Theme {
    /// The theme a palette makes at a colour depth, for a terminal of the given appearance.
    public init(palette: Palette, depth: ColorDepth, appearance: Appearance) {
        let box = palette.background
        let bold: Attributes = palette.bold ? .bold : []
        func on(_ foreground: Color, _ background: Color = box, _ attributes: Attributes = []) -> Style {
            Style(foreground: foreground, background: background, attributes: attributes)
        }
        let errorStyle = palette.errorFill.map { on(palette.onErrorFill, $0, bold) } ?? on(palette.error, box, bold)
        let warningIcon = palette.warningFill.map { on(palette.onWarningFill, $0, bold) }
            ?? on(palette.warning, box, bold)
        self.init(
            panel: on(palette.text), border: on(palette.border),
            title: on(palette.title, palette.titleFill ?? box, (palette.boldTitle ?? palette.bold) ? .bold : []),
            message: on(palette.text),
            button: on(palette.accent), focusedButton: on(palette.onFocus, palette.focusFill, bold),
            hotkey: on(palette.accent, box, [.underline]),
            focusedHotkey: on(palette.focusHotkey, palette.focusFill, bold.union(.underline)),
            indicator: on(palette.accent, box, bold), gaugeTrack: palette.gaugeTrack,
            help: Style(foreground: palette.hint), error: errorStyle,
            placeholder: on(palette.placeholder, palette.field), field: on(palette.fieldText, palette.field),
            icons: IconStyles(info: on(palette.accent, box, bold), warning: warningIcon, error: errorStyle,
                              question: on(palette.accent, box, bold)),
            colorDepth: depth, backdrop: palette.backdrop, appearance: appearance)
        shadow = palette.shadow
        accents = ToastAccents(palette)
        noteStyle = palette.note.map { on($0) }
    }
}

/// The colours that mark a toast's kind (its border and symbol), drawn on the toast's fill.
public struct ToastAccents: Hashable, Sendable {
    public var info: Color
    public var success: Color
    public var warning: Color
    public var error: Color
    /// Whether the symbol is bold.
    public var bold = true

    /// A palette's accents: its accent marks info, its success, warning and error colours the others.
    public init(_ palette: Palette) {
        info = palette.accent
        success = palette.success
        warning = palette.warning
        error = palette.error
        bold = palette.bold
    }
}

extension Theme {
    /// The help line's style on the backdrop as drawn (a light palette's grey may not be reached on a dark terminal):
    /// the help colour where it reads at 4.5:1, else black or white; unchanged without colour or on the terminal's own.
    public func help(on background: Color) -> Style {
        guard colorDepth != .none, let under = RGB(colorDepth.resolve(background)) else { return help }
        if let hint = RGB(colorDepth.resolve(help.foreground)), RGB.contrast(hint, under) >= 4.5 { return help }
        let (black, white): (Color, Color)
        switch colorDepth {
        case .none, .ansi16: (black, white) = (.ansi(0), .ansi(15))
        case .ansi256: (black, white) = (.indexed(16), .indexed(231))
        case .trueColor: (black, white) = (.rgb(0, 0, 0), .rgb(255, 255, 255))
        }
        var style = help
        style.foreground = RGB.contrast(RGB(0, 0, 0), under) >= RGB.contrast(RGB(255, 255, 255), under) ? black : white
        return style
    }

    /// The backtitle's style on the backdrop: the title's on `background`, or on its own fill where it has one.
    public func backtitle(on background: Color) -> Style {
        guard title.background == panel.background else { return title }
        var style = title
        style.background = background
        return style
    }
}
