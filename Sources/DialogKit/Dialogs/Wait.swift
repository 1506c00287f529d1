/// A spinner with a message that changes while work goes on (`swalert wait`): one line inline, `⠋ Building…` (a
/// gauge once a percentage is known), a centred HUD full screen.
///
/// ```swift
/// var wait = Wait(message: "Getting there…", appearance: .line)
/// wait.apply(StatusUpdate(message: "Copying", percent: 40))
/// ```
public struct Wait: Dialog, Sendable {
    public typealias Outcome = WaitResult

    /// One line as wide as the screen (inline), or a box with the spinner or gauge above the message (full screen).
    public enum Appearance: Sendable { case line, hud }

    /// Whether the work is still going on, and how it went.
    public enum State: Hashable, Sendable { case running, succeeded, failed }

    public let title: String
    public let spinner: Spinner
    public let appearance: Appearance
    public let maximumWidth: Int?
    public var backtitle = ""
    public var begin: Point?
    /// The message shown, the gauge's percentage once a status line gave one, the seconds the last tick said.
    public private(set) var message: String
    public private(set) var percent: Int?
    public private(set) var elapsed: Double = 0
    public private(set) var state: State = .running
    /// The language of the words in the summary line (`localize`).
    public private(set) var messages = Messages.english
    /// The widest message so far, so the HUD grows but never jumps back and forth.
    private(set) var widestMessage: Int

    public init(message: String, title: String = "", spinner: Spinner = .dots, appearance: Appearance = .line,
                maximumWidth: Int? = nil) {
        self.message = Sanitizer.sanitize(message, keepNewlines: true, keepTabs: false)
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.spinner = spinner
        self.appearance = appearance
        self.maximumWidth = maximumWidth
        widestMessage = Self.naturalWidth(self.message)
    }

    /// Applies one status line: a new message, a new percentage, or both.
    public mutating func apply(_ update: StatusUpdate) {
        if let text = update.message {
            message = Sanitizer.sanitize(text, keepNewlines: true, keepTabs: false)
            widestMessage = max(widestMessage, Self.naturalWidth(message))
        }
        if let value = update.percent { percent = min(max(value, 0), 100) }
    }

    /// Shows how the work ended (✓ or ✗ where the spinner was) for the last frames.
    public mutating func settle(_ result: WaitResult) {
        state = result.succeeded ? .succeeded : .failed
    }

    /// The line left behind by `--keep`: `✓ MESSAGE`, or `✗ MESSAGE (exit 2)`.
    public func summary(_ result: WaitResult) -> String {
        let text = oneLine(message.isEmpty ? title : message)
        return (result.succeeded ? "✓ " : "✗ ") + text + (result.explanation(in: messages).map { " (\($0))" } ?? "")
    }

    public var helpLine: String { "Ctrl-C stop" }

    public mutating func localize(_ messages: Messages) { self.messages = messages }

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<WaitResult>? {
        switch event {
        case .tick(let seconds):
            elapsed = max(elapsed, seconds)
            return state == .running ? .redrawAfter(delayUntilChange) : nil
        case .timeout:
            return .finish(.timedOut)
        case .key, .mouse, .paste:
            return nil
        }
    }

    /// Seconds until the picture changes by itself: the next spinner frame, or the next second of the
    /// elapsed time once a gauge has replaced the spinner.
    var delayUntilChange: Double {
        let nextSecond = max(0.001, (elapsed + 1e-9).rounded(.down) + 1 - elapsed)
        return percent == nil ? min(spinner.delayUntilNextFrame(after: elapsed), nextSecond) : nextSecond
    }

    // MARK: - Pieces shared by both appearances

    /// The elapsed time once the wait has lasted long enough for it to matter: `5s`, `1m 05s`, `2h 03m`.
    static func elapsedText(_ seconds: Double) -> String? {
        let whole = Int(seconds + 1e-9)
        guard whole >= 3 else { return nil }
        if whole < 60 { return "\(whole)s" }
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        if whole < 3600 { return "\(whole / 60)m \(two(whole % 60))s" }
        return "\(whole / 3600)h \(two(whole / 60 % 60))m"
    }

    /// The glyph where the spinner is: its frame while running, then ✓ or ✗.
    var indicator: String {
        switch state {
        case .running: return spinner.frame(at: elapsed)
        case .succeeded: return "✓"
        case .failed: return "✗"
        }
    }

    func oneLine(_ text: String) -> String {
        text.contains("\n") ? text.split(separator: "\n").joined(separator: " ") : text
    }

    private static func naturalWidth(_ text: String) -> Int {
        var widest = 0
        for line in text.split(separator: "\n") { widest = max(widest, line.displayWidth) }
        return widest
    }

    func indicatorStyle(_ theme: Theme, onPanel: Bool) -> Style {
        var style: Style
        switch state {
        case .running: style = theme.indicator
        case .succeeded: style = Style(foreground: .green, attributes: .bold)
        case .failed: style = Style(foreground: .red, attributes: .bold)
        }
        if theme.colorDepth == .none { style.foreground = .default }
        style.background = onPanel ? theme.panel.background : .default
        return style
    }

    // MARK: - Layout and drawing

    public func boxSize(screen: Size) -> Size {
        switch appearance {
        case .line: return Size(width: max(1, screen.width), height: 1)
        case .hud: return hudLayout(screen: screen).box.boxSize
        }
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        switch appearance {
        case .line: renderLine(into: &buffer, in: rect, theme: theme)
        case .hud: renderHUD(into: &buffer, in: rect, screen: screen, theme: theme)
        }
    }

    /// `⠋ Title: message  12s`, or `████▌░░░  42% message  12s` with a percentage.
    private func renderLine(into buffer: inout Buffer, in rect: Rect, theme: Theme) {
        var styles = SpinnerLine.Styles(indicator: indicatorStyle(theme, onPanel: false), track: theme.gaugeTrack)
        if theme.colorDepth == .none { styles.faint = .plain }
        SpinnerLine(indicator: indicator, gauge: state == .running ? percent.map(Gauge.init) : nil, title: title,
                    message: oneLine(message), elapsed: Self.elapsedText(elapsed))
            .draw(into: &buffer, in: rect, styles: styles)
    }
}

extension Wait {
    /// The parts of the HUD, top to bottom.
    enum HUDPart { case border, topPadding, title, titleGap, indicator, messageGap, message, elapsed }

    /// Lays the HUD out: border, padding, title, spinner or gauge, message, elapsed time; a short screen drops the
    /// blank rows, then the elapsed time, border and title.
    func hudLayout(screen: Size) -> BoxLayout<HUDPart> {
        let natural = max(widestMessage, title.displayWidth, DialogBox.minimumContentWidth)
        let box = DialogBox(natural: natural, screenWidth: screen.width, maximumWidth: maximumWidth)
        let wrapped = TextBlock.Wrapped(message, width: box.contentWidth), lines = wrapped.lines.count
        let stack = RowStack<HUDPart>([
            .row(.border, if: box.hasBorder), .row(.topPadding, if: box.hasBorder), .row(.title, if: !title.isEmpty),
            .row(.titleGap, if: !title.isEmpty), .row(.indicator), .row(.messageGap, if: lines > 0),
            .flexible(.message, lines: lines), .row(.elapsed), .row(.border, if: box.hasBorder),
        ], height: screen.height, droppingForAllLines: [.topPadding, .titleGap, .messageGap],
           forOneLine: [.elapsed, .border, .title])
        return BoxLayout(box: box.stacked(stack, border: .border, title: .title), stack: stack, message: wrapped,
                         buttons: ButtonRow([], width: 1, x: 0))
    }

    func renderHUD(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = hudLayout(screen: screen)
        let box = layout.box.draw(into: &buffer, in: rect, title: title, theme: theme)
        let left = box.x + layout.box.contentX, width = layout.box.contentWidth, row = layout.stack.rows(.indicator).lowerBound
        let mark = indicatorStyle(theme, onPanel: true)
        if let percent, state == .running, width >= 8 {
            Gauge(percent: percent).draw(into: &buffer, x: left, y: box.y + row, barWidth: width - 5,
                                         maxWidth: width, barStyle: mark, trackColor: theme.gaugeTrack,
                                         labelStyle: theme.title)
        } else {
            layout.box.putCentred(indicator, row: row, into: &buffer, box: box, style: mark)
        }
        layout.message.draw(into: &buffer, in: layout.box.content(rows: layout.stack.rows(.message), in: box), scroll: 0,
                            alignment: .centredLines, style: theme.message)
        if let row = layout.stack.row(.elapsed), let time = Self.elapsedText(elapsed) {
            layout.box.putCentred(time, row: row, into: &buffer, box: box, style: theme.border)
        }
    }

    /// The `--keep` line as bytes for the terminal: the mark in green or red when colour is on, then
    /// the rest, then a new line.
    public func summaryBytes(_ result: WaitResult, colorDepth: ColorDepth) -> [UInt8] {
        let text = summary(result)
        // From the start of the row: the spinner's row when it was drawn, the cursor's when the work ended first.
        var bytes = Escape.carriageReturn
        if colorDepth != .none, let first = text.first {
            let style = Style(foreground: colorDepth.resolve(result.succeeded ? .green : .red), attributes: .bold)
            bytes += Escape.sgr(style) + Array(String(first).utf8) + Escape.resetStyle + Array(text.dropFirst().utf8)
        } else {
            bytes += Array(text.utf8)
        }
        return bytes + Escape.carriageReturn + Escape.lineFeed
    }
}
