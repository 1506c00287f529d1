import DialogKit

extension CdialogArguments {
    /// The boxes each of `--visit-items`, `--no-ok`, `--no-hot-list` and `--last-key` is followed in; with another
    /// box, where it would change the answer in a way swalert does not follow, it is refused.
    private static let keyOptionBoxes: [(names: [String], boxes: Set<String>)] = [
        (["visit-items"], ["menu", "checklist", "radiolist", "treeview", "msgbox", "yesno", "infobox", "inputbox", "passwordbox",
                           "textbox", "tailbox", "gauge", "guage", "pause", "programbox", "progressbox", "form",
                           "passwordform", "mixedform", "editbox", "calendar", "timebox", "fselect", "dselect",
                           "rangebox", "mixedgauge"]),
        (["no-ok", "nook"], ["menu", "checklist", "radiolist", "treeview", "inputbox", "passwordbox", "yesno", "infobox", "gauge", "guage", "progressbox",
                             "mixedgauge"]),
        (["no-hot-list"], ["menu", "checklist", "radiolist", "treeview", "buildlist", "msgbox", "yesno", "infobox", "inputbox", "passwordbox",
                           "textbox", "tailbox", "gauge", "guage", "pause", "programbox", "progressbox", "form",
                           "passwordform", "mixedform", "editbox", "calendar", "timebox", "fselect", "dselect",
                           "rangebox", "mixedgauge"]),
        (["last-key"], ["menu", "checklist", "radiolist", "treeview", "buildlist", "msgbox", "yesno", "infobox", "inputbox", "passwordbox",
                        "textbox", "pause", "gauge", "guage", "progressbox", "mixedgauge"]),
    ]

    /// The key options given to `box`, as `BoxRequest.DialogKeys`; one swalert does not follow with `box` is refused.
    static func dialogKeys(_ box: String, flags: Set<String>) throws -> BoxRequest.DialogKeys {
        for (names, boxes) in keyOptionBoxes {
            guard let name = names.first(where: flags.contains), !boxes.contains(box) else { continue }
            // A message box keeps its OK without Extra or Help: --no-ok leaves it as it is.
            if name == "no-ok" || name == "nook", box == "msgbox", !flags.contains("extra-button"), !flags.contains("help-button") {
                continue
            }
            throw ArgumentsFailure(kind: .unsupported, message: "--\(name) with --\(box): an option swalert's dialog does not follow there, which would change the answer")
        }
        return BoxRequest.DialogKeys(visitItems: flags.contains("visit-items"),
                                     noOK: flags.contains("no-ok") || flags.contains("nook"),
                                     noHotList: flags.contains("no-hot-list"), lastKey: flags.contains("last-key"),
                                     reorder: flags.contains("reorder"))
    }
}
