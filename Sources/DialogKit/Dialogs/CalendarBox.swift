/// dialog's `--calendar`: a month, a year and the month's days in a grid of weeks, over the buttons, moved as
/// `calendar.c` moves them (by whole days, a month or a year of them at a time).
///
/// ```
///  Month            Year
///  ┌───────────────┐┌───────────────┐
///  │February       ││2024           │
///  └───────────────┘└───────────────┘
///  ┌────────────────────────────────┐
///  │    Sun Mon Tue Wed Thu Fri Sat │
///  │  5                   1   2   3 │      the week's number before each week
///  │  6   4   5   6   7   8   9  10 │
/// ```
public struct CalendarBox: Dialog {
    public enum Outcome: Hashable, Sendable {
        /// Button `button` pressed (Enter in the month, the year or the days presses the first), on `date`.
        case pressed(button: Int, date: CalendarDate)
        /// Esc.
        case dismissed
        case timedOut
    }

    /// The fields, by their place in the focus ring.
    enum Part: Int { case month, year, day }

    public private(set) var date: CalendarDate
    /// The first day of the week: 0 Sunday to 6 Saturday (`--week-start`).
    public let weekStart: Int
    /// The weeks numbered as ISO 8601 numbers them (`--iso-week`), else counted from the year's first.
    public let isoWeeks: Bool
    public let keys = KeyBindings.dialogCalendar
    public let helpLine = KeyBindings.dialogCalendar.field.helpLine(after: KeyBindings.dialogCalendar.box.helpLine)
    var ring: FocusRing
    public let buttons: [ButtonLabel]
    let title: String
    let message: TextBlock
    public let width: Int?
    public var backtitle = ""
    public var begin: Point?
    /// The box's height, its rows past those its parts need blank above the month (dialog's given height); nil: as
    /// they need.
    public var height: Int?

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]
    static let dayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    /// The words drawn: the headings over the month and the year, the months' names and the days', Sunday first.
    public var monthHeading = "Month", yearHeading = "Year"
    public var monthNames = CalendarBox.monthNames, dayNames = CalendarBox.dayNames
    /// The day grid's width inside its frame: a column of week numbers and seven of days, four columns each.
    static let gridWidth = 32

    /// A calendar on `date` under `message`, the first button focused, or `defaultButton`, as dialog's.
    public init(message: String, date: CalendarDate, title: String = "", buttons: [ButtonLabel], defaultButton: Int? = nil,
                weekStart: Int = 0, isoWeeks: Bool = false, width: Int? = nil) {
        self.date = date
        self.isoWeeks = isoWeeks
        self.weekStart = ((weekStart % 7) + 7) % 7
        self.buttons = buttons
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.message = TextBlock(message)
        self.width = width
        ring = FocusRing(fields: [0, 1, 2], buttons: buttons.count, focus: .button(defaultButton ?? 0))
    }

    var focusedPart: Part? { ring.focusedField.flatMap(Part.init(rawValue:)) }

    // MARK: - Layout

    enum Row: BoxPart { case border, topPadding, title, titleGap, message, gap, fill, heading, monthYear, grid, buttons }

    /// The box as tall as `height` (dialog's given height and its sixteen rows) where the screen lets it, the rows it
    /// adds blank above the month, as dialog leaves them; as tall as its parts need when nil or less.
    func layout(screen: Size) -> BoxLayout<Row> {
        let natural = layout(screen: screen, fill: 0)
        guard let height, min(height, screen.height) > natural.boxSize.height else { return natural }
        return layout(screen: screen, fill: min(height, screen.height) - natural.boxSize.height)
    }

    private func layout(screen: Size, fill: Int) -> BoxLayout<Row> {
        BoxLayout(title: title, message: message, buttons: buttons, minimumWidth: Self.gridWidth + 4, screen: screen,
                  maximumWidth: width, dropping: [.gap]) { belowText, _ in
            [.row(.gap, if: belowText), StackRow(part: .fill, height: fill), StackRow(part: .heading, height: 1),
             StackRow(part: .monthYear, height: 3), StackRow(part: .grid, height: 9)]
        }
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    /// The left column of the month box and the day grid's frame in a box drawn at `box`.
    func left(_ layout: BoxLayout<Row>, box: Rect) -> Int {
        box.x + layout.contentX + max(0, (layout.contentWidth - Self.gridWidth - 2) / 2)
    }

    // MARK: - Events

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        switch event {
        case .key(let key):
            if let action = ring.table(in: keys, body: keys.field).action(for: key) { return perform(action) }
            if let action = keys.box.action(for: key) { return perform(action) }
            guard let index = keys.hotkeys.button(for: key, in: layout(screen: screen).buttons) else { return .bell }
            return press(button: index)
        case .mouse(let mouse):
            return handleMouse(mouse, screen: screen)
        case .timeout:
            return .finish(.timedOut)
        case .paste, .tick:
            return nil
        }
    }

    private mutating func press(button: Int) -> Effect<Outcome>? {
        ring.focus(.button(button))
        return .finish(.pressed(button: button, date: date))
    }

    mutating func perform(_ action: KeyAction) -> Effect<Outcome>? {
        guard !ring.move(action) else { return nil }
        switch action {
        case .dismiss, .cancel: return .finish(.dismissed)
        case .press: return .finish(.pressed(button: ring.focusedButton ?? 0, date: date))
        case .up, .down, .moveLeft, .moveRight:
            let forward = action == .down || action == .moveRight
            switch focusedPart {
            case .month?: date = date.addingMonth(forward: forward)
            case .year?: date = date.addingYear(forward: forward)
            case .day?: date = date.adding(days: (forward ? 1 : -1) * (action == .up || action == .down ? 7 : 1))
            case nil: break
            }
        default:
            break
        }
        return nil
    }

    /// A click on a button presses it; on the month or the year focuses it; on a cell of the grid moves the day as
    /// many days as the cell is from the focused one's (dialog's big mouse region), even into the months around.
    private mutating func handleMouse(_ mouse: MouseEvent, screen: Size) -> Effect<Outcome>? {
        let layout = layout(screen: screen)
        if mouse.action == .release, let index = layout.button(at: mouse) { return press(button: index) }
        guard mouse.action == .press, mouse.button == .left else { return nil }
        let x = left(layout, box: Rect(origin: .zero, size: layout.boxSize)), half = Self.gridWidth / 2
        if let row = layout.stack.row(.monthYear), mouse.row == row + 1, mouse.column > x, mouse.column < x + 2 * half + 1 {
            ring.focus(.field(mouse.column < x + half ? Part.month.rawValue : Part.year.rawValue))
        } else if let row = layout.stack.row(.grid), (row + 2..<row + 2 + weeks.count).contains(mouse.row),
                  mouse.column >= x + 5, mouse.column < x + 5 + 28 {
            let cell = (mouse.row - row - 2) * 7 + (mouse.column - x - 5) / 4
            let focused = focusedCell
            date = date.adding(days: cell - (focused.week * 7 + focused.column))
            ring.focus(.field(Part.day.rawValue))
        }
        return nil
    }

    // MARK: - Drawing

    /// The grid's weeks: each its number and its seven days (nil where the day is another month's).
    var weeks: [(number: Int, days: [Int?])] {
        let last = CalendarDate.daysInMonth(date.month, of: date.year)
        // dialog's `draw_day`: the cell before the 1st, -6 to 0.
        var day = ((6 + date.day - date.weekday + weekStart) % 7) - 7
        if day <= -7 { day += 7 }
        var number = (date.dayOfYear - 1 + 6 + day - date.day) / 7
        var weeks: [(number: Int, days: [Int?])] = []
        while day < last {
            number += 1
            // dialog's ISO numbers: the week of the 1st, the 8th, ... of the month, then of its last day.
            let iso = CalendarDate(year: date.year, month: date.month, day: min(1 + 7 * weeks.count, last)).isoWeek
            weeks.append((isoWeeks ? iso : number, (0..<7).map { _ in
                day += 1
                return (1...last).contains(day) ? day : nil
            }))
        }
        return weeks
    }

    /// Where the focused day is drawn: its week and its column among seven.
    var focusedCell: (week: Int, column: Int) {
        for (row, week) in weeks.enumerated() {
            if let column = week.days.firstIndex(of: date.day) { return (row, column) }
        }
        return (0, 0)
    }

    public func caret(in rect: Rect, screen: Size) -> Point? {
        let layout = layout(screen: screen)
        let box = layout.box.rect(in: rect), x = left(layout, box: box)
        switch focusedPart {
        case .month?: return layout.stack.row(.monthYear).map { Point(x: x + 1, y: box.y + $0 + 1) }
        case .year?: return layout.stack.row(.monthYear).map { Point(x: x + 18, y: box.y + $0 + 1) }
        case .day?:
            let (week, column) = focusedCell
            return layout.stack.row(.grid).map { Point(x: x + 1 + (column + 1) * 4 + 1, y: box.y + $0 + 2 + week) }
        case nil: return nil
        }
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = layout(screen: screen)
        let box = layout.draw(into: &buffer, in: rect, title: title, focused: ring.focusedButton, theme: theme)
        let x = left(layout, box: box), half = Self.gridWidth / 2
        if let row = layout.stack.row(.heading) {
            buffer.put(monthHeading, x: x, y: box.y + row, style: theme.message)
            buffer.put(yearHeading, x: x + half + 1, y: box.y + row, style: theme.message)
        }
        if let row = layout.stack.row(.monthYear) {
            let texts = [monthNames[date.month - 1], String(date.year)]
            for (index, text) in texts.enumerated() {
                let frame = Rect(x: x + index * (half + 1), y: box.y + row, width: half + 1, height: 3)
                Panel.draw(into: &buffer, frame, border: true, styles: (theme.field, theme.border))
                let focused = focusedPart?.rawValue == index
                buffer.put(text, x: frame.x + 1, y: frame.y + 1, style: focused ? theme.focusedButton : theme.field,
                           maxWidth: half - 1)
            }
        }
        guard let row = layout.stack.row(.grid) else { return }
        let frame = Rect(x: x, y: box.y + row, width: Self.gridWidth + 2, height: 9)
        Panel.draw(into: &buffer, frame, border: true, styles: (theme.field, theme.border))
        for column in 0..<7 {
            buffer.put(dayNames[(column + weekStart) % 7], x: frame.x + 1 + (column + 1) * 4, y: frame.y + 1,
                       style: theme.field)
        }
        for (index, week) in weeks.enumerated() where index < 6 {
            let y = frame.y + 2 + index
            buffer.put(Self.padded(week.number), x: frame.x + 1, y: y, style: theme.field)
            for (column, day) in week.days.enumerated() {
                guard let day else { continue }
                let selected = day == date.day
                buffer.put(Self.padded(day, to: 2), x: frame.x + 2 + (column + 1) * 4, y: y,
                           style: selected ? theme.focusedButton : theme.field)
            }
        }
    }

    /// `value` right-aligned in `width` columns.
    static func padded(_ value: Int, to width: Int = 3) -> String {
        let text = String(value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
