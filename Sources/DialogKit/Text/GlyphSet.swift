/// The glyphs dialogs draw besides the user's text, each with a one-column ASCII form drawn where the locale is
/// not UTF-8; a test holds every glyph in the sources to this list.
public enum GlyphSet: Sendable {
    /// Every glyph as it is.
    case unicode
    /// ASCII only: each glyph as its form in `glyphs`.
    case ascii

    /// The set for a terminal of `charset`: Unicode for UTF-8, ASCII for anything else.
    public init(for charset: Charset) {
        self = charset.isUTF8 ? .unicode : .ascii
    }

    /// What `scalar` is drawn as: itself, or its ASCII form; nil when it has none (drawn as `?`).
    public func form(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if self == .unicode || scalar.isASCII { return scalar }
        return Self.glyphs.first { $0.glyph == scalar }?.ascii
    }

    /// The spinners' frames, in their order, as the frames of `Spinner.line`: each spinner still turns.
    private static let turning: [Unicode.Scalar] = ["-", "\\", "|", "/"]

    private static func spinner(_ frames: [Unicode.Scalar]) -> [(glyph: Unicode.Scalar, ascii: Unicode.Scalar)] {
        frames.enumerated().map { ($0.element, turning[$0.offset % turning.count]) }
    }

    /// Every glyph the dialogs draw that is not ASCII, and its ASCII form.
    public static let glyphs: [(glyph: Unicode.Scalar, ascii: Unicode.Scalar)] = [
        // The panel's border.
        ("╭", "+"), ("╮", "+"), ("╰", "+"), ("╯", "+"), ("─", "-"), ("│", "|"),
        // A message scrolled: more above, more below.
        ("▲", "^"), ("▼", "v"),
        // Text cut short, a list still read, a message truncated.
        ("…", "~"),
        // Help lines: the keys' arrows and the separator between bindings.
        ("←", "<"), ("→", ">"), ("↑", "^"), ("↓", "v"), ("·", "|"),
        // The gauge: full cells, a cell filled in eighths (rounded to full or empty), the empty track.
        ("█", "#"), ("▉", "#"), ("▊", "#"), ("▋", "#"), ("▌", "#"), ("▍", "-"), ("▎", "-"), ("▏", "-"), ("░", "-"),
        // The backdrop's fade dithered in where its colours cannot be blended, after `░`.
        ("▒", ":"), ("▓", "#"),
        // How a wait or a toast ended; a password's mask; a dash in text.
        ("✓", "+"), ("✗", "x"), ("•", "*"), ("—", "-"),
    ]
        + spinner(["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"])
        + spinner(["◜", "◠", "◝", "◞", "◡", "◟"])
        + spinner(["⠁", "⠂", "⠄", "⡀", "⢀", "⠠", "⠐", "⠈"])
        + spinner(["⣾", "⣽", "⣻", "⢿", "⡿", "⣟", "⣯", "⣷"])
}
