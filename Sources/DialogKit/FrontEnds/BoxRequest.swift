/// One box whiptail's or cdialog's command line asks for: the widget, what it shows, the options that change it.
public struct BoxRequest: Equatable, Sendable {
    /// One item of a menu, a check list or a radio list.
    public struct Item: Equatable, Sendable {
        /// The tag is answered, the text shown beside it; `isOn` at the start (check and radio lists).
        public var tag: String
        public var text: String
        public var isOn: Bool

        public init(tag: String, text: String, isOn: Bool = false) {
            self.tag = tag
            self.text = text
            self.isOn = isOn
        }
    }

    /// How a list answers: one item (`--menu`), one item on (`--radiolist`), any number on (`--checklist`).
    public enum ListKind: Equatable, Sendable { case menu, radio, check }

    /// The kind of box, with what it shows.
    public enum Widget: Equatable, Sendable {
        /// A message and an OK button (`--msgbox`); a message, Yes and No (`--yesno`).
        case message, yesNo
        /// A message shown while the script goes on (`--infobox`): drawn, left, and answered at once.
        case info
        /// A message and a field, with its first value (`--inputbox`, `--passwordbox`).
        case input(initial: String, password: Bool)
        /// A file's text and a button (`--textbox`), or from its end (`--tailbox`); `text` the path until it is read.
        case textFile, tailFile
        /// A file's lines to edit, with OK and Cancel (cdialog's `--editbox`); `text` the path until it is read.
        case editFile
        /// A list of `height` rows (0 or less: as the items need).
        case list(ListKind, height: Int, items: [Item])
        /// A gauge fed percentages on standard input, from `percent` (`--gauge`).
        case gauge(percent: Int)
        /// A message and a countdown of `seconds`, with OK and Cancel (cdialog's `--pause`).
        case pause(seconds: Int)
        /// Standard input's lines as they come, with `button` an OK once it ends (`--programbox`, `--progressbox`).
        case programBox(button: Bool)
        /// Labelled fields to fill in (cdialog's `--form`, `--passwordform`, `--mixedform`): each answered field's value.
        case form(height: Int, fields: [FormField])
        /// A day to pick, from `day` `month` `year` (cdialog's `--calendar`; below 1 or absent: today's).
        case calendar(day: Int, month: Int, year: Int)
        /// A time of day to pick, from `hour` `minute` `second` (cdialog's `--timebox`; below 0: now's).
        case timeBox(hour: Int, minute: Int, second: Int)
        /// A path picked from a directory's lists, `text` the first path (cdialog's `--fselect`; `--dselect` directories only).
        case selectPath(directoriesOnly: Bool)
        /// dialog's `--rangebox`, `--buildlist`, `--treeview` and `--mixedgauge` (`BoxRequest+Boxes.swift`).
        case more(MoreBox)
    }

    /// A field of cdialog's `--form`, `--passwordform` or `--mixedform`, read as `formbox.c` reads it: its label, first
    /// value, `flen` (`width`), `ilen` (`length`) and `itype` (`type`: 1 hidden, 2 read-only).
    public struct FormField: Equatable, Sendable {
        public var label: String
        public var value: String
        public var width: Int
        public var length: Int
        public var type: Int

        /// Edited: `flen` above 0 and not read-only by its type.
        public var editable: Bool { width > 0 && type & 2 == 0 }
        /// Drawn masked (`--passwordform`, `itype` 1).
        public var hidden: Bool { type & 1 != 0 }
        /// In the answer: every field whose `flen` is above 0, read-only by its type or not.
        public var answered: Bool { width > 0 }
        /// The columns it is drawn in: `flen`, or `-flen` when below 0, or its text's when 0.
        public var columns: Int { width > 0 ? width : width < 0 ? -width : value.displayWidth }
        /// Its first value: an answered field's cut to `ilen` bytes (`flen` when `ilen` is 0; uncut below 0), at a
        /// character's end.
        public var initialValue: String {
            let limit = length == 0 ? columns : length
            guard answered, limit > 0, value.utf8.count > limit else { return value }
            var kept = "", bytes = 0
            for character in value {
                bytes += character.utf8.count
                guard bytes <= limit else { break }
                kept.append(character)
            }
            return kept
        }

        /// The form's field: masked when hidden, its first value cut, `columns` wide (at least 1), typing up to
        /// `maximumLength` (cdialog's `--max-input`; `ilen` does not stop it).
        public func formField(maximumLength: Int?) -> Form.Field {
            Form.Field(hidden ? .password : .text, label: label, value: initialValue, editable: editable,
                       maximumLength: maximumLength, width: max(1, columns))
        }

        public init(label: String, value: String, width: Int, length: Int, type: Int = 0) {
            self.label = label
            self.value = value
            self.width = width
            self.length = length
            self.type = type
        }
    }

    /// A box's buttons, by the names cdialog's `--default-button` and `--*-label` give them.
    public enum Button: String, Equatable, Sendable { case ok, yes, no, cancel, extra, help, exit }

    public var widget: Widget
    /// The message (a path for a text or tail box), with `\n` written as two characters made a line break.
    public var text: String
    /// The box's height and width, each including its border; 0 or less: as the content needs.
    public var height = 0
    public var width = 0
    public var title = ""
    public var backtitle = ""
    /// The labels the command line gives buttons (`--ok-button`, `--extra-label`, ...).
    public var labels: [Button: String] = [:]
    /// cdialog's Extra button after OK or Yes, and Help last.
    public var extraButton = false
    public var helpButton = false
    /// The button and the list item (by tag) focused at the start (`--default-button`, `--defaultno`, `--default-item`).
    public var defaultButton: Button?
    public var defaultItem: String?
    /// A menu whose Extra button renames the focused item in place (cdialog's `--inputmenu`).
    public var renames = false
    /// strftime's format for a calendar's and a time box's answer (`--date-format`, `--time-format`).
    public var dateFormat: String?
    public var timeFormat: String?
    /// The calendar's first day of the week, 0 Sunday (`--week-start`), and its weeks numbered as ISO 8601's (`--iso-week`).
    public var weekStart = 0
    public var isoWeeks = false
    /// `--week-start locale`: the week starts on the day the time locale says, Sunday where it says none.
    public var weekStartsAsLocale = false
    /// The language of the words the box draws of its own (the original's catalogue), and the locale of its dates.
    public var language = Language.en
    public var timeLocale = "C"
    /// The flags of those names (`--nocancel`, `--notags`, `--noitem`, `--scrolltext`, `--topleft`).
    public var noCancel = false
    public var noTags = false
    public var noItem = false
    public var scrollText = false
    public var topLeft = false
    /// `--timeout` in seconds (0: never; the box ends as Esc), and `--max-input` in bytes.
    public var timeout = 0
    public var maximumInput: Int?
    /// A check list's tags one a line, or with `outputSeparator` between them (and first, with cdialog).
    public var separateOutput = false
    public var outputSeparator: String?
    /// Tags quoted with ' rather than " where they must be, or (`quoted`) wherever they may need it.
    public var singleQuoted = false
    public var quoted = false
    /// cdialog's `--item-help`, `--help-status`, `--help-tags` and `--begin` (`BoxRequest+ItemHelp`).
    public var itemHelp = ItemHelp()
    /// cdialog's `--visit-items`, `--no-ok`, `--no-hot-list` and `--last-key` (`BoxRequest+Keys`).
    public var dialogKeys = DialogKeys()

    public init(widget: Widget, text: String) {
        self.widget = widget
        self.text = text
    }

    /// The items of a list; none for the other widgets.
    public var items: [Item] {
        if case .list(_, _, let items) = widget { return items }
        return []
    }

    /// The list's kind; nil for the other widgets.
    public var listKind: ListKind? {
        if case .list(let kind, _, _) = widget { return kind }
        return nil
    }

    /// Each item's label: its tag padded to the widest, then its text, one space apart in a menu and two in a check
    /// list (as whiptail and cdialog); the text alone with `--notags`, the tag alone with `--noitem`.
    public var itemLabels: [String] {
        let gap = listKind == .menu ? " " : "  "
        let widest = items.reduce(0) { max($0, $1.tag.displayWidth) }
        return items.map { item in
            if noTags { return item.text }
            if noItem || item.text.isEmpty { return item.tag }
            return item.tag + String(repeating: " ", count: max(0, widest - item.tag.displayWidth)) + gap + item.text
        }
    }
}
