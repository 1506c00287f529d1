/// dialog's `--mixedgauge` (`mixedgauge.c`): a row for each tag with its status in brackets, the text, and the overall
/// progress as a gauge; shown once and left on the screen (a toast `leave`s it), answering nothing.
public struct MixedGauge: Equatable, Sendable {
    /// One row: its tag, and its status as given (a digit names a word, `-NN` a percentage).
    public struct Row: Equatable, Sendable {
        public var tag: String
        public var status: String
        public init(tag: String, status: String) {
            self.tag = tag
            self.status = status
        }
    }

    public let message: String
    public let rows: [Row]
    public let percent: Int

    /// The columns inside a status's brackets (dialog's `len_text` less three).
    static let statusColumns = 12
    /// The words of the statuses 0 to 9 (8 shows nothing) and the heading over the bar.
    public static let englishWords = ["Succeeded", "Failed", "Passed", "Completed", "Checked", "Done", "Skipped", "In Progress",
                                      "", "N/A"]
    public var words = MixedGauge.englishWords, overallProgress = "Overall Progress"

    public init(message: String, rows: [Row], percent: Int) {
        self.message = message
        self.rows = rows
        self.percent = percent
    }

    /// What a status shows, as dialog's `status_string`: a leading digit its word, `-NN` "NN%" right-aligned in
    /// three columns, any other text itself; nil (no row drawn) for an empty status or one starting with a blank.
    public static func shown(_ status: String, words: [String] = englishWords) -> String? {
        guard let first = status.first else { return nil }
        if first.isASCII, let digit = first.wholeNumberValue { return words[digit] }
        if first == "-" {
            let number = String(status.dropFirst())
            return String(repeating: " ", count: max(0, 3 - number.count)) + number + "%"
        }
        return first.isWhitespace ? nil : status
    }

    /// The box's text: each row's tag, padded to the widest, and its status in brackets where dialog puts it (from
    /// the bracket, half of 13 less its bytes; a row whose status shows nothing left blank), the message, then
    /// "Overall Progress" over a bar `barWidth` columns wide.
    public func text(barWidth: Int = 30) -> String {
        let clean = { (text: String) in Sanitizer.sanitize(text, keepNewlines: false, keepTabs: false) }
        let widest = rows.reduce(0) { max($0, clean($1.tag).displayWidth) }
        var lines = rows.map { row -> String in
            guard let status = Self.shown(row.status, words: words).map(clean), !status.isEmpty else { return "" }
            let tag = clean(row.tag)
            let cut = TextWrap.truncate(status, width: Self.statusColumns)
            let left = max(0, min((Self.statusColumns + 1 - status.utf8.count) / 2 - 1, Self.statusColumns - cut.displayWidth))
            let centred = String(repeating: " ", count: left) + cut
                + String(repeating: " ", count: Self.statusColumns - left - cut.displayWidth)
            return tag + String(repeating: " ", count: widest - tag.displayWidth) + "  [" + centred + "]"
        }
        if !message.isEmpty { lines += ["", message] }
        let gauge = Gauge(percent: percent)
        lines += ["", overallProgress, gauge.bar(width: barWidth) + " " + gauge.label]
        return lines.joined(separator: "\n")
    }
}
