/// Whiptail's colours: `NEWT_COLORS` and the file `NEWT_COLORS_FILE` names, in newt's syntax.
extension Theme {
    /// The theme with newt's `name=fg,bg` settings over it where swalert draws the part; unknown ones skipped, as newt.
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
