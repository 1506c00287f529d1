/// dialog's colours: the run-time configuration file `DIALOGRC` names (or `~/.dialogrc`).
extension Theme {
    /// The theme with a dialogrc's colour settings laid over it, where they name something swalert draws.
    ///
    /// `text` is dialog's file: `name = value` lines, `#` comments. A colour is `(FOREGROUND,BACKGROUND,HIGHLIGHT)`
    /// with dialog's names (`BLACK`, `RED`, `GREEN`, `YELLOW`, `BLUE`, `MAGENTA`, `CYAN`, `WHITE`, any case) and
    /// `ON` for bold, which terminals show bright; or the name of a colour set on an earlier line. As dialog
    /// does, unknown names and values are skipped. `use_colors = OFF` makes the theme monochrome and
    /// `use_shadow = OFF` drops the shadow. Without colour the theme is returned unchanged.
    ///
    /// What each name colours: `screen_color` the backdrop (its background) and the help line (its foreground),
    /// `dialog_color` the box and its text, `title_color`, `border_color`, `button_active_color` (the focused
    /// button), `button_inactive_color`, `button_key_active_color` and `button_key_inactive_color` (the hotkeys),
    /// `inputbox_color` the text field, `shadow_color` the shadow (its background). The item, tag, menu, gauge and
    /// other colours are not drawn apart from the message and buttons, and are skipped.
    public func applyingDialogRC(_ text: String) -> Theme {
        guard colorDepth != .none else { return self }
        var theme = self
        var defined: [String: DialogRCColor] = [:]
        var useShadow: Bool?
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = Self.trimmed(line[..<equals]).lowercased()
            let value = Self.trimmed(line[line.index(after: equals)...])
            switch name {
            case "use_colors":
                if value.uppercased() == "OFF" { return .monochrome }
                continue
            case "use_shadow":
                useShadow = value.uppercased() == "ON" ? true : value.uppercased() == "OFF" ? false : useShadow
                continue
            default:
                break
            }
            guard let colour = DialogRCColor(value) ?? defined[value.lowercased()] else { continue }
            defined[name] = colour
            theme.applyDialogRC(name, colour)
        }
        if useShadow == false { theme.shadow = nil }
        if useShadow == true, theme.shadow == nil { theme.shadow = defined["shadow_color"]?.background ?? .ansi(0) }
        return theme
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }

    private mutating func applyDialogRC(_ name: String, _ colour: DialogRCColor) {
        func set(_ style: inout Style) {
            style.foreground = colour.foreground
            style.background = colour.background
            if colour.bold { style.attributes.insert(.bold) } else { style.attributes.remove(.bold) }
        }
        switch name {
        case "screen_color":
            (backdrop, backdropIsChosen) = (colour.background, colour.background != .default)
            help.foreground = colour.foreground
        case "dialog_color":
            set(&panel)
            set(&message)
            for keyPath in [\Theme.title, \.border, \.button, \.hotkey, \.indicator] { self[keyPath: keyPath].background = colour.background }
        case "title_color": set(&title)
        case "border_color": set(&border)
        case "button_active_color":
            set(&focusedButton)
            focusedHotkey.background = colour.background
        case "button_inactive_color":
            set(&button)
            hotkey.background = colour.background
        case "button_key_active_color":
            set(&focusedHotkey)
            focusedHotkey.attributes.insert(.underline)
        case "button_key_inactive_color":
            set(&hotkey)
            hotkey.attributes.insert(.underline)
        case "inputbox_color":
            set(&field)
            placeholder.background = colour.background
        case "shadow_color":
            shadow = colour.background
        default:
            break
        }
    }
}

/// One colour of a dialogrc: `(FOREGROUND,BACKGROUND,HIGHLIGHT)`.
struct DialogRCColor: Equatable {
    var foreground: Color
    var background: Color
    var bold: Bool

    private static let names = ["BLACK", "RED", "GREEN", "YELLOW", "BLUE", "MAGENTA", "CYAN", "WHITE"]

    init?(_ value: String) {
        guard value.first == "(", value.last == ")" else { return nil }
        let parts = value.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.filter { $0 != " " && $0 != "\t" }).uppercased()
        }
        guard parts.count == 3, let foreground = Self.color(parts[0]), let background = Self.color(parts[1]),
              parts[2] == "ON" || parts[2] == "OFF" else { return nil }
        (self.foreground, self.background, bold) = (foreground, background, parts[2] == "ON")
    }

    private static func color(_ name: String) -> Color? {
        if name == "DEFAULT" { return .default }
        return names.firstIndex(of: name).map { Color.ansi(UInt8($0)) }
    }
}
