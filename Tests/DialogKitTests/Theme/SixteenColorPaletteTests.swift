import XCTest

@testable import DialogKit

/// The 16-colour palettes, which Debian's default xterm (TERM=xterm), mlterm and the Linux console get, drawn and
/// then read in the default 16 colours of xterm, VTE, urxvt, Windows Terminal, the Linux console and Terminal.app
/// (`PaletteContrastTests` holds each table and where it comes from; every text colour's 4.5:1 is checked there).
final class SixteenColorPaletteTests: XCTestCase {
    private let screen = Size(width: 60, height: 16)
    private typealias Contrast = PaletteContrastTests

    private func theme(_ appearance: Appearance) -> Theme { Theme.standard(for: .ansi16, appearance: appearance) }

    private func frame<D: Dialog>(_ dialog: D, _ appearance: Appearance) -> Buffer {
        FrameComposer.compose(dialog, screen: screen, placement: .inline, frame: .shown, theme: theme(appearance))
    }

    /// The styled runs of the row where `text` is, with the row's number left off.
    private func runs(of text: String, in buffer: Buffer) -> String? {
        let lines = buffer.trimmedLines()
        guard let row = lines.firstIndex(where: { $0.contains(text) }) else { return nil }
        let prefix = "\(row): "
        return buffer.styleDump().split(separator: "\n").first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    /// The column and row where `text` starts in a buffer of one-column characters.
    private func place(of text: String, in buffer: Buffer) -> (Int, Int)? {
        let wanted = Array(text)
        for (row, line) in buffer.trimmedLines().enumerated() {
            let characters = Array(line)
            guard characters.count >= wanted.count else { continue }
            for column in 0...(characters.count - wanted.count) where Array(characters[column..<column + wanted.count]) == wanted {
                return (column, row)
            }
        }
        return nil
    }

    /// The box is dark on a dark terminal and light on a light one, in every table.
    func testTheBoxMatchesTheTerminal() {
        for appearance in Appearance.allCases {
            let fill = theme(appearance).panel.background
            for (name, table) in Contrast.sixteenColorPalettes {
                let rgb = Contrast.rgbs(fill, in: table)
                XCTAssertEqual(rgb.map { Appearance(background: $0) }, [appearance], "\(appearance) box in \(name)")
            }
        }
    }

    /// A field is one bar, the typed part and the rest alike, the box's padding and border on either side.
    func testAFieldIsOneBar() {
        for appearance in Appearance.allCases {
            var input = Input(message: "Where should the backup go?", title: "Backup", value: "/srv")
            input.type("/backups", screen: screen)
            let field = theme(appearance).field, box = theme(appearance).panel, border = theme(appearance).border
            XCTAssertEqual(runs(of: "/srv/backups", in: frame(input, appearance)),
                           "7 \(border) | 8-9 \(box) | 10-49 \(field) | 50-51 \(box) | 52 \(border)", "\(appearance)")
        }
        // Dark: a black bar in a blue box; light: a light grey bar in a white box.
        XCTAssertEqual([theme(.dark).field.description, theme(.dark).panel.description],
                       ["fg=ansi(15) bg=ansi(0)", "fg=ansi(15) bg=ansi(4)"])
        XCTAssertEqual([theme(.light).field.description, theme(.light).panel.description],
                       ["fg=ansi(0) bg=ansi(7)", "fg=ansi(0) bg=ansi(15)"])
    }

    /// Terminals draw the caret as its cell reversed, a block of the field's text colour: where that is the box's
    /// colour (white on black in a white box) the block reads as a gap and the field as two bars. It stands out from
    /// the box at 3:1 in every table.
    func testTheCaretDoesNotSplitTheBar() {
        for appearance in Appearance.allCases {
            let ratio = Contrast.worstContrast(theme(appearance).field.foreground, on: theme(appearance).panel.background,
                                               bold: false, depth: .ansi16)
            XCTAssertGreaterThanOrEqual(ratio.value, 3, "\(appearance): the caret is \(ratio.value):1 on the box \(ratio.where)")
        }
        XCTAssertLessThan(Contrast.worstContrast(.ansi(15), on: .ansi(15), bold: false, depth: .ansi16).value, 3,
                          "the white caret of a black field in the white box it had")
    }

    /// The placeholder sits in the field's bar, dimmer than what is typed there in every table (and still read at
    /// 4.5:1, which `PaletteContrastTests` checks).
    func testThePlaceholderIsDimmerThanTheValue() {
        for appearance in Appearance.allCases {
            let input = Input(message: "Your name:", placeholder: "Ada Lovelace")
            let field = theme(appearance).field, placeholder = theme(appearance).placeholder
            XCTAssertEqual(runs(of: "Ada Lovelace", in: frame(input, appearance))?.contains("10-21 \(placeholder) | 22-49 \(field)"),
                           true, "\(appearance): \(runs(of: "Ada Lovelace", in: frame(input, appearance)) ?? "no field")")
            XCTAssertEqual(placeholder.background, field.background, "\(appearance): one bar under the placeholder too")
            for (name, table) in Contrast.sixteenColorPalettes {
                let under = Contrast.rgbs(field.background, in: table)[0]
                let typed = RGB.contrast(Contrast.rgbs(field.foreground, in: table)[0], under)
                let dim = RGB.contrast(Contrast.rgbs(placeholder.foreground, in: table)[0], under)
                XCTAssertLessThan(dim, typed, "\(appearance) in \(name): the placeholder reads no dimmer than the value")
            }
        }
    }

    /// "No match" is a note on the box, not a bar of the field's colour.
    func testNoMatchSitsOnTheBox() {
        for appearance in Appearance.allCases {
            var choose = Choose(message: "Install which packages?", items: ["libssl3", "curl", "git"].map { Choose.Item(value: $0) },
                                configuration: Choose.Configuration(maximumRows: 5))
            choose.type("zzz", screen: screen)
            let buffer = frame(choose, appearance)
            guard case let (column, row)? = place(of: "No match", in: buffer) else {
                return XCTFail("\(appearance): no \"No match\" in\n\(buffer.trimmedLines().joined(separator: "\n"))")
            }
            let cell = buffer[x: column, y: row]
            XCTAssertEqual(cell.style.background, theme(appearance).panel.background, "\(appearance): \(cell.style)")
            XCTAssertNotEqual(cell.style.foreground, theme(appearance).message.foreground, "\(appearance): a note, not text")
        }
    }

    /// The title is bold; bold brightens 0–7 in most of the tables, so it is a colour whose bright twin reads too.
    func testTheTitleIsBold() {
        for appearance in Appearance.allCases {
            let alert = Alert(message: "Save changes?", title: "Unsaved changes")
            let buffer = frame(alert, appearance)
            guard case let (x, row)? = place(of: "Unsaved changes", in: buffer) else { return XCTFail("no title") }
            XCTAssertTrue(buffer[x: x, y: row].style.attributes.contains(.bold), "\(appearance): \(buffer[x: x, y: row].style)")
            XCTAssertEqual(buffer[x: x, y: row].style, theme(appearance).title)
        }
    }

    /// A list's counter and a wait's elapsed time are text in the border's colour, so at 16 colours it reads at 4.5:1.
    func testTextInTheBordersColourReads() {
        for (name, theme) in PaletteContrastTests.themes where theme.colorDepth == .ansi16 {
            let ratio = Contrast.worstContrast(theme.border.foreground, on: theme.panel.background, bold: false, depth: .ansi16)
            XCTAssertGreaterThanOrEqual(ratio.value, 4.5, "\(name): the counter is \(ratio.value):1 \(ratio.where)")
        }
        XCTAssertLessThan(Contrast.worstContrast(.ansi(8), on: .ansi(15), bold: false, depth: .ansi16).value, 4.5,
                          "the grey border it had: 4:1 in xterm")
    }

    /// The backtitle keeps the title's label on the light backdrop, where white on grey would not read.
    func testTheBacktitleReadsOnTheBackdrop() {
        let light = theme(.light), dark = theme(.dark)
        XCTAssertEqual(light.backtitle(on: light.backdrop), light.title, "its own blue fill")
        XCTAssertEqual(dark.backtitle(on: dark.backdrop).background, dark.backdrop)
        let rich = Theme.standard(for: .trueColor, appearance: .light)
        XCTAssertEqual(rich.backtitle(on: .rgb(1, 2, 3)).background, .rgb(1, 2, 3), "on the backdrop, as before")
    }

    /// A theme file's text or box colour puts the light palette's title back on the box, where the colour was chosen.
    func testAChosenTextColourTakesTheTitleOffItsLabel() throws {
        for line in ["text = #202020 235 black\n", "background = #ffffe0 230 yellow\n"] {
            let theme = Theme.resolved(depth: .ansi16, appearance: .light, setting: .file(try ThemeFile.parse(line, path: "t")))
            XCTAssertEqual(theme.title.background, theme.panel.background, line)
            XCTAssertTrue(theme.title.attributes.contains(.bold), line)
        }
        let untouched = Theme.resolved(depth: .ansi16, appearance: .light,
                                       setting: .file(try ThemeFile.parse("accent = #0a84ff 33 blue\n", path: "t")))
        XCTAssertEqual(untouched.title, theme(.light).title, "the label stays when only the accent is chosen")
    }

    /// The dark palette fills only with 0–7: the Linux console in VGA text mode takes a bright background's bit as
    /// blinking.
    func testTheDarkPaletteFillsWithTheEightBasicColours() {
        let dark = theme(.dark)
        let fills = [dark.panel, dark.title, dark.focusedButton, dark.focusedHotkey, dark.field, dark.placeholder,
                     dark.note, dark.error, dark.button, dark.hotkey, dark.indicator].map(\.background) + [dark.backdrop]
        for fill in fills {
            guard case .ansi(let index) = fill else { return XCTFail("\(fill) is not one of the 16") }
            XCTAssertLessThan(index, 8, "\(fill)")
        }
    }

    /// The 256-colour and 24-bit looks keep their notes in the placeholder's style and their titles on the box.
    func testTheRicherPalettesAreAsBefore() {
        for depth in [ColorDepth.ansi256, .trueColor] {
            for appearance in Appearance.allCases {
                let theme = Theme.standard(for: depth, appearance: appearance)
                XCTAssertNil(theme.noteStyle, "\(appearance) \(depth)")
                XCTAssertEqual(theme.note, theme.placeholder)
                XCTAssertEqual(theme.title.background, theme.panel.background)
            }
        }
        XCTAssertEqual(Theme.standard(for: .none).note, Theme.standard(for: .none).placeholder, "NO_COLOR: as before")
    }

    /// The checker fails the look this replaces: a grey box on a dark terminal, a black field in it.
    func testTheOldLookFails() {
        let oldBox = Color.ansi(7)
        XCTAssertEqual(Contrast.rgbs(oldBox, in: Contrast.xterm).map { Appearance(background: $0) }, [.light])
        XCTAssertLessThan(Contrast.worstContrast(.ansi(8), on: .ansi(0), bold: false, depth: .ansi16).value, 4.5,
                          "dark grey on black: urxvt's and VTE's 8 are near black")
        XCTAssertLessThan(Contrast.worstContrast(.ansi(0), on: .ansi(15), bold: true, depth: .ansi16).value, 4.5,
                          "a bold black title on white shows grey where bold brightens")
        XCTAssertLessThan(Contrast.worstContrast(.ansi(0), on: .ansi(3), bold: false, depth: .ansi16).value, 4.5,
                          "black on the Linux console's brown")
    }
}
