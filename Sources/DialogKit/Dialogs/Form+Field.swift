extension Form {
    /// What a field asks for, and how it is edited.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// One line of text; `password` draws it masked; `number` takes a whole number in `minimum...maximum`.
        case text, password, number
        /// Several lines: Enter adds a line, Tab leaves.
        case textarea
        /// One of `items`, filtered as `choose` is; several of them.
        case choose, multi
        /// Yes or no.
        case confirm
        /// Text only: no value, never focused.
        case note
        /// A path, completed with Tab against the file system.
        case file

        /// Whether the field is one line edited as `input`'s is.
        public var isLine: Bool { [.text, .password, .number, .file].contains(self) }
        /// Whether the field answers with a value (a note does not).
        public var hasValue: Bool { self != .note }
    }

    /// One question of a form: its kind, the name it answers under, its label, first value and rules.
    public struct Field: Hashable, Sendable {
        public var kind: Kind
        /// The shell identifier the answer is given under; empty for a field of dialog's `--form`.
        public var name: String
        /// Sanitised: control characters made visible, on one line.
        public var label: String
        /// The first value: a line's or a textarea's text (lines joined by newlines), the chosen item's value,
        /// `yes` or `no` for a confirm.
        public var value: String
        /// A multi's items checked at the start, by value.
        public var selected: [String]
        /// A choose's or a multi's items.
        public var items: [Choose.Item]
        /// Shown dimmed while a line is empty.
        public var placeholder: String
        public var validation: InputValidation
        /// A line of help shown under the field while it has the focus; empty for none.
        public var help: String
        /// A number's smallest and largest value; a multi's fewest and most items checked.
        public var minimum: Int?
        public var maximum: Int?
        /// A password's second field, which must match it: its label; nil for none.
        public var again: String?
        /// The page the field is on, from 0 (`--page` between fields starts the next).
        public var page: Int
        /// False for a field shown but not edited (dialog's read-only fields); its value is still answered.
        public var editable: Bool
        /// The most graphemes a line may hold.
        public var maximumLength: Int?
        /// The columns a line's field takes (dialog's `flen`); nil: the box's width after the labels.
        public var width: Int?

        public init(_ kind: Kind = .text, name: String = "", label: String, value: String = "", selected: [String] = [],
                    items: [Choose.Item] = [], placeholder: String = "", validation: InputValidation = InputValidation(),
                    help: String = "", minimum: Int? = nil, maximum: Int? = nil, again: String? = nil, page: Int = 0,
                    editable: Bool = true, maximumLength: Int? = nil, width: Int? = nil) {
            self.kind = kind
            self.name = name
            self.label = Sanitizer.sanitize(label, keepNewlines: false, keepTabs: false)
            self.value = value
            self.selected = selected
            self.items = items
            self.placeholder = Sanitizer.sanitize(placeholder, keepNewlines: false, keepTabs: false)
            self.validation = validation
            self.help = Sanitizer.sanitize(help, keepNewlines: false, keepTabs: false)
            self.minimum = minimum
            self.maximum = maximum
            self.again = again.map { Sanitizer.sanitize($0, keepNewlines: false, keepTabs: false) }
            self.page = page
            self.editable = editable && kind != .note
            self.maximumLength = maximumLength
            self.width = width
        }

        /// A text field of dialog's `--form`: its label, first value, whether it can be edited, how long it may grow.
        public init(label: String, value: String = "", editable: Bool = true, maximumLength: Int? = nil) {
            self.init(.text, label: label, value: value, editable: editable, maximumLength: maximumLength)
        }
    }

    /// A field's answer.
    public enum Value: Hashable, Sendable {
        /// A line's, a textarea's, a number's, a file's text; a choose's chosen value.
        case text(String)
        /// A multi's checked values, in the items' order.
        case list([String])
        /// A confirm's answer.
        case flag(Bool)
    }
}

extension InputValidation: Hashable {
    public static func == (lhs: InputValidation, rhs: InputValidation) -> Bool {
        lhs.required == rhs.required && lhs.pattern?.source == rhs.pattern?.source && lhs.errorMessage == rhs.errorMessage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(required)
        hasher.combine(pattern?.source)
        hasher.combine(errorMessage)
    }
}
