/// The run-time configuration file `dialog --create-rc FILE` writes: dialog 1.3's settings in its order, with a
/// dialogrc's read over them first, each colour that equals an earlier one written as that one's name, as `rc.c` does.
public enum DialogRCFile {
    /// dialog's settings before a file changes them: numbers, strings, booleans, then colours (a name means its value).
    private static let defaults: [(name: String, value: String, about: String)] = [
        ("aspect", "0", "Width-to-height ratio of automatic sizes"),
        ("separate_widget", "\"\"", "Written between the answers of several boxes"),
        ("tab_len", "0", "Columns a tab takes in a text box"),
        ("visit_items", "OFF", "Tab visits the list as well as the buttons"),
        ("use_scrollbar", "OFF", "Scroll bars on boxes that scroll"),
        ("use_shadow", "ON", "Shadows under the boxes (turns colour on)"),
        ("use_colors", "ON", "Colour on or off"),
        ("screen_color", "(CYAN,BLUE,ON)", "Screen"),
        ("shadow_color", "(BLACK,BLACK,ON)", "Shadow"),
        ("dialog_color", "(BLACK,WHITE,OFF)", "Box"),
        ("title_color", "(BLUE,WHITE,ON)", "Box title"),
        ("border_color", "(WHITE,WHITE,ON)", "Box border"),
        ("button_active_color", "(WHITE,BLUE,ON)", "Focused button"),
        ("button_inactive_color", "dialog_color", "Button"),
        ("button_key_active_color", "button_active_color", "Focused button's hotkey"),
        ("button_key_inactive_color", "(RED,WHITE,OFF)", "Button's hotkey"),
        ("button_label_active_color", "(YELLOW,BLUE,ON)", "Focused button's label"),
        ("button_label_inactive_color", "(BLACK,WHITE,ON)", "Button's label"),
        ("inputbox_color", "dialog_color", "Input field"),
        ("inputbox_border_color", "dialog_color", "Input field's border"),
        ("searchbox_color", "dialog_color", "Search box"),
        ("searchbox_title_color", "title_color", "Search box title"),
        ("searchbox_border_color", "border_color", "Search box border"),
        ("position_indicator_color", "title_color", "File position indicator"),
        ("menubox_color", "dialog_color", "List box"),
        ("menubox_border_color", "border_color", "List box border"),
        ("item_color", "dialog_color", "Item"),
        ("item_selected_color", "button_active_color", "Focused item"),
        ("tag_color", "title_color", "Tag"),
        ("tag_selected_color", "button_label_active_color", "Focused tag"),
        ("tag_key_color", "button_key_inactive_color", "Tag's hotkey"),
        ("tag_key_selected_color", "(RED,BLUE,ON)", "Focused tag's hotkey"),
        ("check_color", "dialog_color", "Check or radio mark"),
        ("check_selected_color", "button_active_color", "Focused check or radio mark"),
        ("uarrow_color", "(GREEN,WHITE,ON)", "Arrow up"),
        ("darrow_color", "uarrow_color", "Arrow down"),
        ("itemhelp_color", "(WHITE,BLACK,OFF)", "Item help line"),
        ("form_active_text_color", "button_active_color", "Focused form field"),
        ("form_text_color", "(WHITE,CYAN,ON)", "Form field"),
        ("form_item_readonly_color", "(CYAN,WHITE,ON)", "Read-only form field"),
        ("gauge_color", "title_color", "Gauge bar"),
        ("border2_color", "dialog_color", "Box border's other side"),
        ("inputbox_border2_color", "dialog_color", "Input field border's other side"),
        ("searchbox_border2_color", "dialog_color", "Search box border's other side"),
        ("menubox_border2_color", "dialog_color", "List box border's other side"),
    ]

    private static let colorNames = ["BLACK", "RED", "GREEN", "YELLOW", "BLUE", "MAGENTA", "CYAN", "WHITE", "DEFAULT"]

    /// The file's text: dialog's settings with those of `existing` (a dialogrc's text, checked already) over them.
    public static func created(over existing: String? = nil) -> String {
        var values: [String: String] = [:]
        for (name, value, _) in defaults { values[name] = name.hasSuffix("_color") ? resolved(value, in: values) : value }
        for rawLine in (existing ?? "").split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmed(keepingCR: true).lowercased()
            let value = line[line.index(after: equals)...].trimmed(keepingCR: true)
            guard let kind = DialogRCColor.variables[name] else { continue }
            switch kind {
            case .boolean: values[name] = value.uppercased() == "ON" ? "ON" : "OFF"
            case .number: values[name] = String(leadingNumber(value))
            case .string: values[name] = value
            case .color: if let colour = resolved(value, in: values) { values[name] = colour }
            }
        }
        var text = """
            #
            # Run-time configuration for dialog, as written by "swalert dialog --create-rc <file>"
            #
            # Types of values:
            #
            # Number     -  <number>
            # String     -  "string"
            # Boolean    -  <ON|OFF>
            # Attribute  -  (foreground,background,highlight?)

            """
        var written: [(name: String, value: String)] = []
        for (name, _, about) in defaults {
            var value = values[name] ?? ""
            if name.hasSuffix("_color"), let same = written.first(where: { $0.value == value }) {
                value = same.name
            }
            if name.hasSuffix("_color") { written.append((name, values[name] ?? "")) }
            text += "\n# \(about)\n\(name) = \(value)\n"
        }
        return text
    }

    /// A colour's value as `(FOREGROUND,BACKGROUND,ON|OFF)`, another colour's name looked up in `values`; nil if neither.
    private static func resolved(_ value: String, in values: [String: String]) -> String? {
        guard value.first == "(", value.last == ")" else { return values[value.lowercased()] }
        let parts = value.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.filter { $0 != " " && $0 != "\t" }).uppercased()
        }
        guard parts.count == 3, colorNames.contains(parts[0]), colorNames.contains(parts[1]),
              parts[2] == "ON" || parts[2] == "OFF" else { return nil }
        return "(" + parts.joined(separator: ",") + ")"
    }

    /// A number as `atoi` reads it: a sign and digits at the start, else 0.
    private static func leadingNumber(_ text: String) -> Int {
        let sign = text.first == "-" || text.first == "+" ? String(text.prefix(1)) : ""
        let digits = text.dropFirst(sign.count).prefix { $0.isASCII && $0.isWholeNumber }.prefix(9)
        return Int(sign == "-" ? "-" + digits : String(digits)) ?? 0
    }
}
