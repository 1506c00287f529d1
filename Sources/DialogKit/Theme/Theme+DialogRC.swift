/// dialog's colours: the run-time configuration file `DIALOGRC` names (or `~/.dialogrc`).
extension Theme {
    /// The theme with a dialogrc's colours over it where swalert draws the part, read as dialog reads the file.
    public func applyingDialogRC(_ text: String) -> Theme {
        guard colorDepth != .none else { return self }
        var theme = self
        var defined: [String: DialogRCColor] = [:]
        var useShadow: Bool?
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmed(keepingCR: true).lowercased()
            let value = line[line.index(after: equals)...].trimmed(keepingCR: true)
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

/// A line of a dialogrc that dialog refuses, as dialog says it: `FILE:LINE: reason`, one line under 200 characters.
public struct DialogRCError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var reason: String
    public var description: String { Sanitizer.oneLine("\(Sanitizer.excerpt(path: path, limit: 100)):\(line): \(reason)") }
}

extension Theme {
    /// Checks a dialogrc as dialog 1.3 does before it draws, throwing with its words for the first line it refuses.
    public static func checkDialogRC(_ text: String, path: String) throws {
        var number = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            func fail(_ reason: String) -> DialogRCError { DialogRCError(path: path, line: number, reason: reason) }
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let content = line.trimmed(keepingCR: true)
            if content.isEmpty { continue }
            guard let equals = content.firstIndex(of: "="), equals != content.startIndex else { throw fail("syntax error") }
            let name = content[..<equals][...].trimmed(keepingCR: true)
            let value = content[content.index(after: equals)...].trimmed(keepingCR: true)
            guard !name.isEmpty, !name.contains(where: { $0 == " " || $0 == "\t" }), !value.isEmpty else { throw fail("syntax error") }
            switch DialogRCColor.variables[name.lowercased()] {
            case nil:
                throw fail("unknown variable")
            case .boolean?:
                guard ["ON", "OFF"].contains(value.uppercased()) else { throw fail("expected boolean value") }
            case .number?:
                break  // dialog reads it with atoi: anything goes
            case .string?:
                guard value.count >= 2, value.first == "\"", value.last == "\"" else { throw fail("expected string value") }
            case .color?:
                guard DialogRCColor(value) != nil || DialogRCColor.variables[value.lowercased()] == .color else {
                    throw fail("expected attribute value")
                }
            }
        }
    }
}

/// One colour of a dialogrc: `(FOREGROUND,BACKGROUND,HIGHLIGHT)`.
struct DialogRCColor: Equatable {
    var foreground: Color
    var background: Color
    var bold: Bool

    private static let names = ["BLACK", "RED", "GREEN", "YELLOW", "BLUE", "MAGENTA", "CYAN", "WHITE"]

    /// The kinds of value dialog's variables take.
    enum Kind { case boolean, number, string, color }

    /// dialog 1.3's variables (`dialog --create-rc`), by kind.
    static let variables: [String: Kind] = {
        var table: [String: Kind] = ["aspect": .number, "tab_len": .number, "separate_widget": .string,
                                     "visit_items": .boolean, "use_scrollbar": .boolean, "use_shadow": .boolean,
                                     "use_colors": .boolean]
        let colors = """
            screen shadow dialog title border button_active button_inactive button_key_active button_key_inactive \
            button_label_active button_label_inactive inputbox inputbox_border searchbox searchbox_title \
            searchbox_border position_indicator menubox menubox_border item item_selected tag tag_selected tag_key \
            tag_key_selected check check_selected uarrow darrow itemhelp form_active_text form_text \
            form_item_readonly gauge border2 inputbox_border2 searchbox_border2 menubox_border2
            """
        for name in colors.split(whereSeparator: { $0 == " " || $0 == "\n" }) { table[name + "_color"] = .color }
        return table
    }()

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
