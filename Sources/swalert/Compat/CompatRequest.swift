import DialogKit

/// A dialog program whose command lines swalert answers: its name, its buttons' labels, its exit statuses
/// and how it writes an answer.
enum CompatProgram {
    case whiptail
    /// dialog 1.3 (Thomas Dickey's), whose statuses the environment can change (`DIALOG_OK`, ...).
    case dialog(ExitStatus.Compat)

    var name: String {
        switch self {
        case .whiptail: return "whiptail"
        case .dialog: return "dialog"
        }
    }

    /// The buttons' labels when the command line leaves them as they are.
    var labels: (ok: String, cancel: String, yes: String, no: String) {
        switch self {
        case .whiptail: return ("Ok", "Cancel", "Yes", "No")
        case .dialog: return ("OK", "Cancel", "Yes", "No")
        }
    }

    var statuses: ExitStatus.Compat {
        switch self {
        case .whiptail: return .whiptail
        case .dialog(let statuses): return statuses
        }
    }

    /// What is written for the chosen items' tags: whiptail writes a menu's or a radio list's tag as it is, with
    /// no newline, and a check list's tags each in double quotes, separated by spaces, or with
    /// `--separate-output` each on a line of its own (newt's `whiptail.c`, `main`).
    func answer(_ tags: [String], of request: CompatRequest) -> String {
        if case .dialog = self { return DialogAnswer.list(tags, of: request) }
        switch request.widget {
        case .checkList:
            if request.separateOutput { return tags.map { $0 + "\n" }.joined() }
            return tags.map { "\"" + $0 + "\"" }.joined(separator: " ")
        default:
            return tags.first ?? ""
        }
    }
}

/// One box asked for by a command line of another dialog program (whiptail's, and later dialog's), read by
/// that program's parser: the widget and what it shows, and the options that change it. The runner
/// (`Swalert+Compat.swift`) draws it with swalert's own dialogs and writes the answer as that program would.
struct CompatRequest: Equatable {
    /// One item of a menu, a check list or a radio list.
    struct Item: Equatable {
        /// What is printed when the item is chosen.
        var tag: String
        /// What is shown beside the tag (empty with `--noitem`).
        var text: String
        /// On at the start (check and radio lists).
        var isOn = false
    }

    /// The kind of box, with what it shows.
    enum Widget: Equatable {
        /// A message and an OK button (`--msgbox`).
        case message
        /// A message, Yes and No (`--yesno`).
        case yesNo
        /// A message shown while the script goes on (`--infobox`): drawn, left, and answered at once.
        case info
        /// A message and a field, with its first value (`--inputbox`, `--passwordbox`).
        case input(initial: String, password: Bool)
        /// A file's text and an OK button (`--textbox`); `text` is the file's path until it is read.
        case textFile
        /// Pick one (`--menu`).
        case menu(listHeight: Int, items: [Item])
        /// Pick one, one item on at the start (`--radiolist`).
        case radioList(listHeight: Int, items: [Item])
        /// Check any number (`--checklist`).
        case checkList(listHeight: Int, items: [Item])
        /// A gauge fed percentages on standard input, from `percent` (`--gauge`).
        case gauge(percent: Int)
        /// A file shown from its last lines, and an Exit button (dialog's `--tailbox`).
        case tailFile
        /// A message and a countdown of `seconds`, with OK and Cancel (dialog's `--pause`).
        case pause(seconds: Int)
        /// Standard input's lines shown as they come, and with `button` an OK button once it ends (dialog's
        /// `--programbox`; `--progressbox` has none).
        case programBox(button: Bool)
        /// Labelled fields to fill in (dialog's `--form`): each editable field's value is the answer.
        case form(formHeight: Int, fields: [FormField])
    }

    /// One of a form's fields: its label, its first value, and its width on the screen, which makes it read-only
    /// when 0 or less (dialog's `flen`), and the longest value it takes (`ilen`; 0 for the width).
    struct FormField: Equatable {
        var label: String
        var value: String
        var width: Int
        var length: Int

        var editable: Bool { width > 0 }
    }

    /// A button dialog's `--default-button` names.
    enum DialogButton: String, Equatable {
        case ok, yes, no, cancel, extra, help
    }

    var widget: Widget
    /// The message (a path for `--textbox`), with `\n` written as two characters made a line break.
    var text: String
    /// The box's height and width, each including its border; 0 or less: as the content needs.
    var height = 0
    var width = 0
    var title = ""
    var backtitle = ""
    /// Button labels, when the command line changes them.
    var okLabel: String?
    var cancelLabel: String?
    var yesLabel: String?
    var noLabel: String?
    /// No focus starts on No (`--defaultno`).
    var defaultNo = false
    /// The menu item focused at the start, by tag (`--default-item`).
    var defaultItem: String?
    /// No Cancel button in an input box or a list (`--nocancel`).
    var noCancel = false
    /// Items shown without their tags (`--notags`), or without their text (`--noitem`).
    var noTags = false
    var noItem = false
    /// A check list's tags one a line rather than quoted on one line (`--separate-output`).
    var separateOutput = false
    /// The message takes the focus and scrolls with the arrows (`--scrolltext`).
    var scrollText = false
    /// The box in the top left corner (`--topleft`), which whiptail also takes into account for its height.
    var topLeft = false
    /// Where the answer goes (`--output-fd`): standard error by default.
    var outputDescriptor: Int32 = 2

    // dialog's own.
    /// An Extra button after OK or Yes (`--extra-button`, `--extra-label`), which answers 3.
    var extraButton = false
    var extraLabel: String?
    /// A Help button last (`--help-button`, `--help-label`), which answers 2.
    var helpButton = false
    var helpLabel: String?
    /// The label of a text box's button (`--exit-label`).
    var exitLabel: String?
    /// The button focused at the start (`--default-button`).
    var defaultButton: DialogButton?
    /// Between a check list's tags in place of a space, and after each with `--separate-output`
    /// (`--output-separator`, `--separator`).
    var outputSeparator: String?
    /// Tags quoted with ' rather than " where they must be (`--single-quoted`), or always where they may need it
    /// (`--quoted`).
    var singleQuoted = false
    var quoted = false
    /// A password shown as asterisks (`--insecure`); swalert always masks it.
    var insecure = false
    /// Seconds without a key before the box ends as Esc (`--timeout`); 0: never.
    var timeout = 0
    /// The longest value an input box takes, in bytes (`--max-input`).
    var maximumInput: Int?
}

extension CompatRequest.Widget {
    var isMenu: Bool {
        if case .menu = self { return true }
        return false
    }
}

extension CompatRequest {
    /// The items of a list widget; none for the others.
    var items: [Item] {
        switch widget {
        case .menu(_, let items), .radioList(_, let items), .checkList(_, let items): return items
        default: return []
        }
    }

    /// The list height the command line gave (0 or less: as the items need); nil for a widget without a list.
    var listHeight: Int? {
        switch widget {
        case .menu(let height, _), .radioList(let height, _), .checkList(let height, _): return height
        default: return nil
        }
    }

    /// The label each item shows: its tag padded to the widest tag, then its text, as whiptail lays them out
    /// (one space between them in a menu, two in a list of check boxes); the text alone with `--notags`, the tag
    /// alone with `--noitem`.
    var labels: [String] {
        let items = self.items
        let gap: String
        if case .menu = widget { gap = " " } else { gap = "  " }
        let widest = items.reduce(0) { max($0, $1.tag.displayWidth) }
        return items.map { item in
            if noTags { return item.text }
            if noItem || item.text.isEmpty { return item.tag }
            return item.tag + String(repeating: " ", count: max(0, widest - item.tag.displayWidth)) + gap + item.text
        }
    }
}

/// How big whiptail makes a box on a screen, where the command line leaves it to whiptail: newt's
/// `guessSize` and `menuSize`, ported for the two things that change what keys do, whether the message
/// scrolls (and so takes the focus) and how many rows a list has (a page for PgUp and PgDn).
struct CompatGeometry: Equatable {
    /// The message takes the focus: `--scrolltext`, or a box that would not fit the screen.
    var messageScrolls: Bool
    /// The rows the list shows; nil for a widget without a list.
    var listHeight: Int?

    init(_ request: CompatRequest, screen: Size) {
        var height = request.height, width = request.width
        var listHeight = request.listHeight ?? 1
        var scrolls = request.scrollText
        if height <= 0 || width <= 0 || listHeight <= 0 {
            var h = 0, w = 0
            // The message's lines, each as many rows as it wraps to at the screen less 4, and 2 more.
            let textWidth = max(1, screen.width - 4)
            let lines = request.text.isEmpty ? [] : request.text.split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast(request.text.hasSuffix("\n") ? 1 : 0)
            for line in lines {
                let columns = String(line).displayWidth
                w = max(w, columns)
                h += 1 + columns / textWidth
            }
            h += 2
            w += 2
            w = min(w, textWidth)
            let titleWidth = request.title.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map { String($0).displayWidth } ?? 0
            w = max(w, titleWidth)
            if w > 0 { w += 4 }
            let buttons = request.noCancel ? 1 : 2
            switch request.widget {
            case .menu, .radioList, .checkList:
                h += 2
                w = max(w, buttons == 1 ? 7 : 19)
                let items = request.items
                if !items.isEmpty {
                    // The widest tag and text side by side, and the list's own columns (newt's menuSize).
                    var overhead = request.widget.isMenu ? 5 : 10
                    var tags = items.reduce(0) { max($0, $1.tag.displayWidth) }
                    let texts = request.noItem ? 0 : items.reduce(0) { max($0, $1.text.displayWidth) }
                    if request.noTags {
                        tags = 0
                        overhead -= request.widget.isMenu ? 1 : 2
                    }
                    width = min(max(width, tags + texts + overhead), screen.width)
                    let rows = min(items.count, screen.height - h - 4)
                    h += rows + 1
                    listHeight = rows
                }
            case .yesNo:
                h += 2
                w = max(w, 19)
            case .message:
                h += 2
                w = max(w, 7)
            case .input:
                h += 3
                w = max(w, buttons == 1 ? 7 : 19)
            case .gauge:
                h += 2
            case .info, .textFile, .tailFile, .pause, .programBox, .form:
                break
            }
            h += 2
            if h > screen.height - 1 {
                h = screen.height - 1
                scrolls = true
            }
            height = max(height, h)
            width = min(max(width, w), screen.width)
            // A backtitle wider than the room beside a full-height box costs the box (and its list) a row.
            if !request.topLeft, !request.backtitle.isEmpty, screen.height > 10, height + 1 == screen.height,
               request.backtitle.displayWidth > (screen.width - width) / 2 {
                height -= 1
                listHeight -= 1
            }
        }
        messageScrolls = scrolls
        self.listHeight = request.listHeight == nil ? nil : listHeight
    }
}
