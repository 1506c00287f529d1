/// Whiptail's colours: `NEWT_COLORS` and the file `NEWT_COLORS_FILE` names, in newt's syntax.
extension Theme {
    /// The theme with newt's colour settings laid over it, where they name something swalert draws.
    ///
    /// `spec` is newt's list of `name=fg,bg` entries separated by `;`, `:`, tabs or line breaks (LF, CR LF, CR), either colour may
    /// be left empty to keep it, with newt's colour names (`black`, `red`, `green`, `brown`, `blue`, `magenta`,
    /// `cyan`, `lightgray`, `gray`, `brightred`, `brightgreen`, `yellow`, `brightblue`, `brightmagenta`,
    /// `brightcyan`, `white`, `default`, `colorN`). As newt does, unknown names and colours are skipped. The
    /// compatible front end applies `NEWT_COLORS_FILE`'s text first, then `NEWT_COLORS`. Without colour the
    /// theme is returned unchanged.
    ///
    /// What each name colours: `root` the backdrop (its background), `roottext` and `helpline` the help line,
    /// `window` the box and its text, `border` the border, `title` the title, `textbox` the message, `button` and
    /// `compactbutton` the buttons, `actbutton` the focused one, `entry` the text field, `shadow` the box's
    /// shadow (its background). `listbox`, `actlistbox`, `checkbox`, `label`, the scales and the rest are not
    /// drawn apart from the message and buttons, and are skipped.
    public func applyingNewtColors(_ spec: String) -> Theme {
        guard colorDepth != .none else { return self }
        var theme = self
        // "\r\n" is one Character, and a file's lines may end with it.
        let separators: Set<Character> = [";", ":", "\n", "\r", "\r\n", "\t", " "]
        for entry in spec.split(whereSeparator: { separators.contains($0) }) {
            guard let equals = entry.firstIndex(of: "=") else { continue }
            let name = String(entry[..<equals])
            let colours = entry[entry.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false)
            guard colours.count <= 2 else { continue }
            let foreground = colours.first.flatMap { Self.newtColor(String($0)) }
            let background = colours.count == 2 ? Self.newtColor(String(colours[1])) : nil
            theme.applyNewt(name, foreground: foreground, background: background)
        }
        return theme
    }

    /// A newt colour name as a colour; nil for an empty or unknown one.
    static func newtColor(_ name: String) -> Color? {
        let names = ["black", "red", "green", "brown", "blue", "magenta", "cyan", "lightgray",
                     "gray", "brightred", "brightgreen", "yellow", "brightblue", "brightmagenta", "brightcyan", "white"]
        if let index = names.firstIndex(of: name) { return .ansi(UInt8(index)) }
        if name == "default" { return .default }
        if name.hasPrefix("color"), let number = Int(name.dropFirst(5)), (0...255).contains(number) {
            return number < 16 ? .ansi(UInt8(number)) : .indexed(UInt8(number))
        }
        return nil
    }

    private mutating func applyNewt(_ name: String, foreground: Color?, background: Color?) {
        func set(_ style: inout Style) {
            if let foreground { style.foreground = foreground }
            if let background { style.background = background }
        }
        switch name {
        case "root":
            if let background { (backdrop, backdropIsChosen) = (background, true) }
        case "roottext", "helpline":
            if let foreground { help.foreground = foreground }
        case "window":
            set(&panel)
            set(&message)
            // The box's other parts sit on its fill.
            if let background {
                for keyPath in [\Theme.title, \.border, \.button, \.hotkey, \.indicator] { self[keyPath: keyPath].background = background }
            }
        case "border": set(&border)
        case "title": set(&title)
        case "textbox": set(&message)
        case "button", "compactbutton":
            set(&button)
            if let background { hotkey.background = background }
        case "actbutton":
            set(&focusedButton)
            if let background { focusedHotkey.background = background }
            if let foreground { focusedHotkey.foreground = foreground }
        case "entry":
            set(&field)
            if let background { placeholder.background = background }
        case "shadow":
            if let background { shadow = background }
        default:
            break
        }
    }
}
