import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

/// whiptail and swalert's whiptail side by side: each case is a real whiptail command line, the keys a user
/// presses, and what a script sees afterwards (the exit status and the answer's bytes). Each runs in a
/// pseudo-terminal of 80×24, once under the real `whiptail` and once under a link named `whiptail` to swalert,
/// and passes when both give exactly what the case says. A case where swalert differs on purpose says why,
/// and what whiptail does instead; the man page's COMPATIBILITY lists the same differences.
///
/// Without whiptail installed (`.ci/run` installs it), only swalert's half runs, and the test says so.
final class WhiptailDifferentialTests: XCTestCase {
    // MARK: - The cases

    func testMessageBoxes() throws {
        try check([
            Case("msgbox, Enter", ["--msgbox", "Backup finished", "8", "40"], [.enter], status: 0),
            Case("msgbox, Space presses Ok", ["--msgbox", "Backup finished", "0", "0"], [.space], status: 0),
            Case("msgbox, Esc", ["--msgbox", "Backup finished", "0", "0"], [.escape], status: 255),
            Case("msgbox, a letter does nothing, then Enter", ["--msgbox", "Backup finished", "0", "0"],
                 [.text("x"), .enter], status: 0),
            Case("msgbox, --ok-button, --title, --backtitle",
                 ["--backtitle", "Setup", "--title", "Done", "--ok-button", "Fine", "--msgbox", "Backup finished", "0", "0"],
                 [.enter], status: 0),
            Case("msgbox, --scrolltext: the text has the focus, Tab to Ok", ["--scrolltext", "--msgbox", "Backup finished", "10", "40"],
                 [.enter, .tab, .enter], status: 0),
            Case("msgbox, \\n in the text, --clear --fb --topleft ignored",
                 ["--clear", "--fb", "--topleft", "--msgbox", "Backup\\nfinished", "0", "0"], [.enter], status: 0),
        ])
    }

    func testYesNo() throws {
        try check([
            Case("yesno, Enter is Yes", ["--yesno", "Delete the build?", "0", "0"], [.enter], status: 0),
            Case("yesno, Tab then Enter is No", ["--yesno", "Delete the build?", "0", "0"], [.tab, .enter], status: 1),
            Case("yesno, Right twice stays on No", ["--yesno", "Delete the build?", "0", "0"], [.right, .right, .enter], status: 1),
            Case("yesno, Down then Up is Yes", ["--yesno", "Delete the build?", "0", "0"], [.down, .up, .enter], status: 0),
            Case("yesno, no hotkeys: n does nothing", ["--yesno", "Delete the build?", "0", "0"], [.text("n"), .enter], status: 0),
            Case("yesno, --defaultno", ["--defaultno", "--yesno", "Delete the build?", "0", "0"], [.enter], status: 1),
            Case("yesno, --defaultno, Shift-Tab", ["--defaultno", "--yesno", "Delete the build?", "0", "0"],
                 [.backTab, .space], status: 0),
            Case("yesno, --defaultno, Esc", ["--defaultno", "--yesno", "Delete the build?", "0", "0"], [.escape], status: 255),
            Case("yesno, F12 answers the focused button", ["--defaultno", "--yesno", "Delete the build?", "0", "0"], [.f12], status: 1),
            Case("yesno, text taller than the screen takes the focus", ["--yesno", Self.tall, "0", "0"], [.enter, .tab, .tab, .enter],
                 status: 1, ready: "Line"),
            Case("yesno, --yes-button --no-button", ["--yes-button", "Delete", "--no-button", "Keep", "--yesno", "Delete the build?", "0", "0"],
                 [.tab, .space], status: 1),
        ])
    }

    func testTextAndInfoBoxes() throws {
        let file = try temporaryFile("Release notes\n" + (1...60).map { "line \($0) of the notes" }.joined(separator: "\n"))
        let short = try temporaryFile("Release notes\nA short file\n")
        try check([
            Case("textbox, a long file: its text has the focus, Tab to Ok", ["--textbox", file, "0", "0"],
                 [.down, .pageDown, .enter, .tab, .enter], status: 0, ready: "Release"),
            // Sized by whiptail, a short file's box has no room for its text; this one is given its size.
            Case("textbox, a short file", ["--textbox", short, "12", "50"], [.enter], status: 0, ready: "Release"),
            Case("textbox, Esc", ["--title", "Notes", "--textbox", short, "12", "50"], [.escape], status: 255, ready: "Release"),
            Case("infobox returns at once", ["--infobox", "Installing packages", "8", "40"], [], status: 0),
        ])
    }

    func testInputBoxes() throws {
        try check([
            Case("inputbox, typed", ["--inputbox", "Your name:", "0", "0"], [.text("Ada"), .enter], status: 0, answer: "Ada"),
            Case("inputbox, the initial value", ["--inputbox", "Your name:", "0", "0", "Ada Lovelace"], [.enter],
                 status: 0, answer: "Ada Lovelace"),
            Case("inputbox, Backspace, Home, Ctrl-K", ["--inputbox", "Your name:", "0", "0", "Lovelace"],
                 [.backspace, .home, .text("A "), .right, .right, .control("k"), .enter], status: 0, answer: "A Lo"),
            Case("inputbox, Ctrl-U, Delete, End", ["--inputbox", "Your name:", "0", "0", "abcdef"],
                 [.left, .left, .control("u"), .delete, .end, .text("!"), .enter], status: 0, answer: "f!"),
            Case("inputbox, Tab to Ok", ["--inputbox", "Your name:", "0", "0", "Ada"], [.tab, .enter], status: 0, answer: "Ada"),
            Case("inputbox, Tab Tab to Cancel", ["--inputbox", "Your name:", "0", "0", "Ada"], [.tab, .tab, .enter], status: 1),
            Case("inputbox, Down Down to Cancel", ["--inputbox", "Your name:", "0", "0", "Ada"], [.down, .down, .space], status: 1),
            Case("inputbox, F12 on Cancel still accepts", ["--inputbox", "Your name:", "0", "0", "Ada"], [.tab, .tab, .f12],
                 status: 0, answer: "Ada"),
            Case("inputbox, Esc", ["--inputbox", "Your name:", "0", "0", "Ada"], [.escape], status: 255),
            Case("inputbox, typing on a button does nothing", ["--inputbox", "Your name:", "0", "0", "Ada"],
                 [.tab, .text("x"), .enter], status: 0, answer: "Ada"),
            Case("inputbox, round the ring to the field", ["--inputbox", "Your name:", "0", "0", "Ada"],
                 [.tab, .tab, .tab, .text("!"), .enter], status: 0, answer: "Ada!"),
            Case("inputbox, --nocancel: Tab stays on Ok", ["--nocancel", "--inputbox", "Your name:", "0", "0", "Ada"],
                 [.tab, .tab, .enter], status: 0, answer: "Ada"),
            Case("inputbox, --scrolltext: typing reaches the field after Tab", ["--scrolltext", "--inputbox", "Your name:", "15", "40"],
                 [.text("x"), .tab, .text("y"), .enter], status: 0, answer: "y"),
            Case("inputbox, Unicode typed", ["--inputbox", "Your name:", "0", "0"], [.text("Zoë 日本"), .enter],
                 status: 0, answer: "Zoë 日本"),
            Case("inputbox, an empty answer", ["--inputbox", "Your name:", "0", "0"], [.enter], status: 0, answer: ""),
            Case("passwordbox", ["--passwordbox", "Passphrase:", "10", "50"], [.text("s3cret"), .enter], status: 0, answer: "s3cret"),
            Case("passwordbox, Cancel", ["--cancel-button", "Back", "--passwordbox", "Passphrase:", "10", "50"],
                 [.text("s3cret"), .backTab, .enter], status: 1),
        ])
    }

    func testMenus() throws {
        let fruit = ["apple", "Apple", "avocado", "Avocado", "banana", "Banana", "cherry", "Cherry"]
        let long = (1...40).flatMap { ["item\($0 < 10 ? "0" : "")\($0)", "Item number \($0)"] }
        try check([
            Case("menu, Enter on the first", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit, [.enter], status: 0, answer: "apple"),
            Case("menu, Down Down", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit, [.down, .down, .enter], status: 0, answer: "banana"),
            Case("menu, Down past the end stays", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit,
                 [.down, .down, .down, .down, .down, .enter], status: 0, answer: "cherry"),
            Case("menu, Tab to Ok answers the focused item", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit,
                 [.down, .tab, .enter], status: 0, answer: "avocado"),
            Case("menu, Cancel", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit, [.tab, .tab, .enter], status: 1),
            Case("menu, Right Right to Cancel", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit, [.right, .right, .space], status: 1),
            Case("menu, Esc", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit, [.escape], status: 255),
            Case("menu, a letter jumps, again to the next", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit,
                 [.text("a"), .text("a"), .text("a"), .enter], status: 0, answer: "avocado"),
            Case("menu, a letter from the top", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit,
                 [.text("c"), .text("B"), .enter], status: 0, answer: "banana"),
            Case("menu, --default-item", ["--default-item", "banana", "--menu", "Pick a fruit", "0", "0", "0"] + fruit,
                 [.down, .enter], status: 0, answer: "cherry"),
            Case("menu, --default-item that is not there", ["--default-item", "kiwi", "--menu", "Pick a fruit", "0", "0", "0"] + fruit,
                 [.enter], status: 0, answer: "apple"),
            Case("menu, --notags: letters go by the text", ["--notags", "--menu", "Pick", "0", "0", "0", "1", "Zebra", "2", "Cat", "3", "Dog"],
                 [.text("d"), .enter], status: 0, answer: "3"),
            Case("menu, --noitem", ["--noitem", "--menu", "Pick", "0", "0", "0", "a", "ignored", "b", "ignored"],
                 [.end, .enter], status: 0, answer: "b"),
            Case("menu, --nocancel", ["--nocancel", "--ok-button", "Select", "--menu", "Pick a fruit", "0", "0", "0"] + fruit,
                 [.down, .tab, .tab, .enter], status: 0, answer: "avocado"),
            Case("menu, --scrolltext: the text first, Tab to the list", ["--scrolltext", "--menu", "Pick a fruit", "15", "40", "0"] + fruit,
                 [.enter, .tab, .down, .enter], status: 0, answer: "avocado"),
            Case("menu, Unicode tags", ["--menu", "Pick", "0", "0", "0", "café", "Coffee", "日本", "Japan", "🍎", "Apple"],
                 [.down, .enter], status: 0, answer: "日本"),
            Case("menu, Unicode tags, End", ["--menu", "Pick", "0", "0", "0", "café", "Coffee", "日本", "Japan", "🍎", "Apple"],
                 [.end, .enter], status: 0, answer: "🍎"),
            Case("menu, long: PgDn a page", ["--menu", "Pick an item", "20", "60", "8"] + long, [.pageDown, .enter],
                 status: 0, answer: "item09"),
            Case("menu, long: PgDn PgDn PgUp", ["--menu", "Pick an item", "20", "60", "8"] + long,
                 [.pageDown, .pageDown, .pageUp, .enter], status: 0, answer: "item10"),
            Case("menu, long: End Up", ["--menu", "Pick an item", "20", "60", "8"] + long, [.end, .up, .enter], status: 0, answer: "item39"),
            // whiptail gives the list 15 rows of the 24: 24 less the box's 9 others, as newt's menuSize counts them.
            Case("menu, long, sized by whiptail: PgDn", ["--menu", "Pick an item", "0", "0", "0"] + long, [.pageDown, .pageDown, .enter],
                 status: 0, answer: "item31"),
        ])
    }

    func testRadioLists() throws {
        try check([
            Case("radiolist, Enter answers the item on", ["--radiolist", "Pick a size", "0", "0", "0", "s", "Small", "off", "m", "Medium", "on",
                                                          "l", "Large", "off"], [.enter], status: 0, answer: "m"),
            Case("radiolist, Space turns another on", ["--radiolist", "Pick a size", "0", "0", "0", "s", "Small", "off", "m", "Medium", "on",
                                                       "l", "Large", "off"], [.down, .down, .space, .enter], status: 0, answer: "l"),
            Case("radiolist, moving is not choosing", ["--radiolist", "Pick a size", "0", "0", "0", "s", "Small", "OFF", "m", "Medium", "ON",
                                                       "l", "Large", "off"], [.down, .down, .enter], status: 0, answer: "m"),
            Case("radiolist, none on: nothing written", ["--radiolist", "Pick a size", "0", "0", "0", "s", "Small", "off", "m", "Medium", "off"],
                 [.enter], status: 0, answer: ""),
            Case("radiolist, two on: the last counts", ["--radiolist", "Pick a size", "0", "0", "0", "s", "Small", "on", "m", "Medium", "yes",
                                                        "l", "Large", "off"], [.enter], status: 0, answer: "m"),
            Case("radiolist, Cancel", ["--radiolist", "Pick a size", "0", "0", "0", "s", "Small", "on"], [.tab, .tab, .enter], status: 1),
            Case("radiolist, --noitem", ["--noitem", "--radiolist", "Pick a size", "0", "0", "0", "s", "on", "m", "off"],
                 [.right, .space, .enter], status: 0, answer: "m"),
            Case("radiolist, no items: whiptail crashes", ["--radiolist", "Pick a size", "0", "0", "0"], [.enter], status: 0,
                 answer: "", differs: Difference("whiptail dereferences the first of no radio buttons", whiptail: .signaled(SIGSEGV))),
        ])
    }

    func testCheckLists() throws {
        let options = ["ssh", "Enable SSH", "on", "vnc", "Enable VNC", "off", "spi", "Enable SPI", "on"]
        try check([
            Case("checklist, Enter answers what is on, quoted", ["--checklist", "Interfaces", "0", "0", "0"] + options, [.enter],
                 status: 0, answer: "\"ssh\" \"spi\""),
            Case("checklist, Space toggles", ["--checklist", "Interfaces", "0", "0", "0"] + options,
                 [.space, .down, .space, .enter], status: 0, answer: "\"vnc\" \"spi\""),
            Case("checklist, Right moves down the list", ["--checklist", "Interfaces", "0", "0", "0"] + options,
                 [.right, .space, .enter], status: 0, answer: "\"ssh\" \"vnc\" \"spi\""),
            Case("checklist, --separate-output", ["--separate-output", "--checklist", "Interfaces", "0", "0", "0"] + options,
                 [.down, .space, .enter], status: 0, answer: "ssh\nvnc\nspi\n"),
            Case("checklist, none on", ["--checklist", "Interfaces", "0", "0", "0"] + options, [.space, .down, .down, .space, .enter],
                 status: 0, answer: ""),
            Case("checklist, Tab to Ok", ["--checklist", "Interfaces", "0", "0", "0"] + options, [.tab, .enter], status: 0,
                 answer: "\"ssh\" \"spi\""),
            Case("checklist, Cancel", ["--checklist", "Interfaces", "0", "0", "0"] + options, [.space, .tab, .tab, .enter], status: 1),
            Case("checklist, Esc", ["--checklist", "Interfaces", "0", "0", "0"] + options, [.escape], status: 255),
            Case("checklist, F12", ["--checklist", "Interfaces", "0", "0", "0"] + options, [.space, .f12], status: 0, answer: "\"spi\""),
            Case("checklist, --scrolltext: Up scrolls the text, Space there does nothing", ["--scrolltext", "--checklist", "Interfaces",
                                                                                             "15", "50", "0"] + options,
                 [.up, .space, .tab, .space, .tab, .enter], status: 0, answer: "\"spi\""),
            Case("checklist, --notags", ["--notags", "--checklist", "Interfaces", "0", "0", "0"] + options, [.down, .space, .enter],
                 status: 0, answer: "\"ssh\" \"vnc\" \"spi\""),
            Case("checklist, no items", ["--checklist", "Interfaces", "0", "0", "0"], [.enter], status: 0, answer: ""),
            Case("checklist, on, yes and 1 are on", ["--checklist", "Interfaces", "0", "0", "0", "a", "A", "On", "b", "B", "YES", "c", "C", "1",
                                                     "d", "D", "true"], [.enter], status: 0, answer: "\"a\" \"b\" \"c\""),
            Case("checklist, long: PgDn a page", ["--checklist", "Pick", "15", "50", "4"] + (1...12).flatMap { ["t\($0)", "Item \($0)", "off"] },
                 [.pageDown, .space, .enter], status: 0, answer: "\"t5\""),
            Case("checklist, Unicode tags", ["--separate-output", "--checklist", "Pick", "0", "0", "0", "ä", "A umlaut", "on", "→", "Arrow", "off"],
                 [.down, .space, .enter], status: 0, answer: "ä\n→\n"),
        ])
    }

    func testGauges() throws {
        try check([
            Case("gauge, percentages until the input ends", ["--gauge", "Copying files", "8", "50", "0"], [], status: 0,
                 stdin: "10\n50\nXXX\n75\nAlmost there\nXXX\n100\n"),
            Case("gauge, no input at all", ["--title", "Copy", "--gauge", "Copying files", "0", "0", "20"], [], status: 0,
                 stdin: ""),
        ])
    }

    /// Where the answer goes: the descriptor `--output-fd` names, and the two ways scripts swap descriptors.
    func testAnswerDescriptors() throws {
        let menu = ["--menu", "Pick a fruit", "0", "0", "0", "apple", "Apple", "banana", "Banana"]
        try check([
            Case("--output-fd 3", ["--output-fd", "3"] + menu, [.down, .enter], status: 0, answer: "banana", channel: .descriptor3),
            Case("$(... 3>&1 1>&2 2>&3)", menu, [.down, .enter], status: 0, answer: "banana", channel: .swapped),
            Case("$(... 2>&1 >/dev/tty)", menu, [.down, .enter], status: 0, answer: "banana", channel: .throughTTY),
            Case("curl | bash: standard input is not the terminal", menu, [.down, .enter], status: 0, answer: "banana",
                 channel: .standardError, stdin: ""),
            Case("--output-fd 1 with stdout captured", ["--output-fd", "1"] + menu, [.down, .enter], status: 0, answer: "banana",
                 channel: .standardOutput,
                 differs: Difference("whiptail draws on stdout, so its drawing goes into the answer; swalert draws on /dev/tty",
                                     whiptail: .exited(0))),
        ])
    }

    /// Command lines whiptail refuses: the same status, and one line on stderr that says why.
    func testErrors() throws {
        try check([
            Case("an unknown option", ["--bogus", "--msgbox", "hi", "0", "0"], [], status: 1, error: true),
            Case("an option's value missing", ["--msgbox", "hi", "0", "0", "--title"], [], status: 1, error: true),
            Case("--output-fd not a number", ["--output-fd", "x", "--msgbox", "hi", "0", "0"], [], status: 1, error: true),
            Case("a flag given a value", ["--msgbox=yes", "hi", "0", "0"], [], status: 1, error: true),
            Case("no box", ["--title", "x"], [], status: 255, error: true),
            Case("two boxes", ["--msgbox", "--yesno", "hi", "0", "0"], [], status: 255, error: true),
            Case("no width", ["--msgbox", "hi", "10"], [], status: 255, error: true),
            Case("a height that is not a number", ["--msgbox", "hi", "ten", "40"], [], status: 255, error: true),
            Case("a menu without items", ["--menu", "Pick", "0", "0", "0"], [], status: 255, error: true),
            Case("a menu item without text", ["--menu", "Pick", "0", "0", "0", "a"], [], status: 255, error: true),
            Case("a check list item without status", ["--checklist", "Pick", "0", "0", "0", "a", "A"], [], status: 255, error: true),
            Case("a text box file that is not there", ["--textbox", "/nonexistent/notes", "0", "0"], [], status: 255, error: true),
            Case("--output-fd not open", ["--output-fd", "250", "--msgbox", "hi", "0", "0"], [], status: 255, error: true),
            Case("a gauge without its percent", ["--gauge", "Copying", "0", "0"], [], status: 255, error: true, stdin: ""),
        ])
    }

    /// Ctrl-C: whiptail reads it as a key and ignores it; swalert ends as an interrupted program does.
    func testControlCEndsTheBox() throws {
        try check([
            Case("Ctrl-C", ["--yesno", "Delete the build?", "0", "0"], [.control("c"), .enter], status: 130,
                 differs: Difference("whiptail ignores Ctrl-C in raw mode; swalert exits 130 as an interrupted program",
                                     whiptail: .exited(0))),
        ])
    }

    /// A text of 30 lines: taller than the screen, so whiptail makes it scroll, and gives it the focus.
    private static let tall = (1...30).map { "Line \($0) of the licence" }.joined(separator: "\\n")

    // MARK: - Running a case

    /// A key, as the terminal sends it.
    enum Press {
        case enter, tab, backTab, escape, space, up, down, left, right, home, end, pageUp, pageDown, backspace, delete, f12
        case control(Character)
        /// Typed one character at a time.
        case text(String)

        var sequences: [[UInt8]] {
            switch self {
            case .enter: return [[0x0D]]
            case .tab: return [[0x09]]
            case .backTab: return [Array("\u{1b}[Z".utf8)]
            case .escape: return [[0x1B]]
            case .space: return [[0x20]]
            case .up: return [Array("\u{1b}[A".utf8)]
            case .down: return [Array("\u{1b}[B".utf8)]
            case .right: return [Array("\u{1b}[C".utf8)]
            case .left: return [Array("\u{1b}[D".utf8)]
            case .home: return [Array("\u{1b}[1~".utf8)]
            case .end: return [Array("\u{1b}[4~".utf8)]
            case .pageUp: return [Array("\u{1b}[5~".utf8)]
            case .pageDown: return [Array("\u{1b}[6~".utf8)]
            case .backspace: return [[0x7F]]
            case .delete: return [Array("\u{1b}[3~".utf8)]
            case .f12: return [Array("\u{1b}[24~".utf8)]
            case .control(let letter): return [[UInt8(letter.asciiValue! & 0x1F)]]
            case .text(let text): return text.map { Array(String($0).utf8) }
            }
        }
    }

    /// Where the answer is read from, and how the program's descriptors are set up for it.
    enum Channel {
        /// stderr (a pipe), stdout the terminal: whiptail's default.
        case standardError
        /// `--output-fd 3`, descriptor 3 a pipe.
        case descriptor3
        /// `$(whiptail ... 3>&1 1>&2 2>&3)`: stdout a pipe, swapped with stderr.
        case swapped
        /// `$(whiptail ... 2>&1 >/dev/tty)`: stdout a pipe, stderr sent to it, stdout to the terminal.
        case throughTTY
        /// stdout a pipe, as `$(whiptail --output-fd 1 ...)` makes it.
        case standardOutput
    }

    /// How and why swalert differs from whiptail on purpose in a case, and what whiptail does instead.
    struct Difference {
        var reason: String
        var whiptail: PTYProcess.Termination
        init(_ reason: String, whiptail: PTYProcess.Termination) {
            self.reason = reason
            self.whiptail = whiptail
        }
    }

    struct Case {
        var name: String
        var arguments: [String]
        var keys: [Press]
        var status: Int32
        var answer: String
        /// The command line is refused: the answer's place holds one line saying why, which is not compared.
        var error: Bool
        var channel: Channel
        /// Standard input: the terminal, or a pipe that delivers this text and ends.
        var stdin: String?
        /// Text both programs draw once their box shows, awaited before the first key (by default the first word
        /// of the box's text); nil when no key is typed.
        var ready: String?
        var differs: Difference?

        init(_ name: String, _ arguments: [String], _ keys: [Press], status: Int32, answer: String = "", error: Bool = false,
             channel: Channel = .standardError, stdin: String? = nil, ready: String? = nil, differs: Difference? = nil) {
            self.name = name
            self.arguments = arguments
            self.keys = keys
            self.status = status
            self.answer = answer
            self.error = error
            self.channel = channel
            self.stdin = stdin
            self.differs = differs
            // By default, the first word of the box's text; nothing when no key is to be typed.
            self.ready = keys.isEmpty ? nil : ready ?? Self.firstWord(of: arguments)
        }

        private static func firstWord(of arguments: [String]) -> String? {
            let boxes: Set = ["--msgbox", "--yesno", "--inputbox", "--passwordbox", "--menu", "--radiolist", "--checklist"]
            guard let box = arguments.firstIndex(where: boxes.contains), box + 1 < arguments.count else { return nil }
            let word = arguments[box + 1].prefix { $0.isLetter }
            return word.isEmpty ? nil : String(word)
        }
    }

    /// What a run came to: how the program ended, and the bytes of its answer.
    struct Outcome: Equatable, CustomStringConvertible {
        var termination: PTYProcess.Termination
        var answer: [UInt8]
        var description: String { "\(termination), answer \(String(decoding: answer, as: UTF8.self).debugDescription)" }
    }

    private static let whiptail: String? = ["/usr/bin/whiptail", "/bin/whiptail", "/usr/local/bin/whiptail"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    private static var toldWhiptailIsMissing = false

    /// A link named `whiptail` to the swalert under test, in a directory of its own.
    private static let swalertAsWhiptail: String = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-whiptail-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let link = directory.appendingPathComponent("whiptail").path
        try? FileManager.default.removeItem(atPath: link)
        try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Binary.swalert.path)
        return link
    }()

    private func check(_ cases: [Case], file: StaticString = #filePath, line: UInt = #line) throws {
        if Self.whiptail == nil, !Self.toldWhiptailIsMissing {
            Self.toldWhiptailIsMissing = true
            print("note: whiptail is not installed (apt-get install whiptail); only swalert's half of each case runs")
        }
        // Each case under each program in a pseudo-terminal of its own, four at a time: the time goes in waiting
        // (for each key to be read, for the Esc delay of a lone Esc), so the runs overlap; the verdicts come in order after.
        let programs = [Self.swalertAsWhiptail] + (Self.whiptail.map { [$0] } ?? [])
        let jobs = cases.flatMap { testCase in programs.map { (testCase, $0) } }
        let results = Concurrently.map(jobs, width: 4) { try self.run($0.0, $0.1) }
        for (index, testCase) in cases.enumerated() {
            let expected = Outcome(termination: .exited(testCase.status), answer: Array(testCase.answer.utf8))
            let swalert = try results[index * programs.count].get()
            verify(swalert, testCase, expected: expected, tool: "swalert", file: file, line: line)
            guard programs.count > 1 else { continue }
            let real = try results[index * programs.count + 1].get()
            if let differs = testCase.differs {
                XCTAssertEqual(real.outcome.termination, differs.whiptail,
                               "\(testCase.name): whiptail no longer does what the case says it does instead (\(differs.reason))",
                               file: file, line: line)
            } else {
                verify(real, testCase, expected: expected, tool: "whiptail", file: file, line: line)
            }
        }
    }

    private func verify(_ run: (outcome: Outcome, process: PTYProcess), _ testCase: Case, expected: Outcome, tool: String,
                        file: StaticString, line: UInt) {
        let context = "\(testCase.name), under \(tool): \(run.outcome)" + run.process.describeOutput(limit: 300)
        guard testCase.error else {
            XCTAssertEqual(run.outcome, expected, context, file: file, line: line)
            return
        }
        XCTAssertEqual(run.outcome.termination, expected.termination, context, file: file, line: line)
        // whiptail prints its usage; swalert one line that says what is wrong.
        if tool == "swalert" {
            let text = String(decoding: run.outcome.answer, as: UTF8.self)
            XCTAssertTrue(text.hasPrefix("swalert whiptail: ") && text.hasSuffix("\n") && text.dropLast().firstIndex(of: "\n") == nil,
                          "\(testCase.name): not one line saying why: \(text.debugDescription)", file: file, line: line)
        }
    }

    /// Runs `testCase` under `program`: waits for its box, types the keys one at a time, and collects the answer.
    private func run(_ testCase: Case, _ program: String) throws -> (outcome: Outcome, process: PTYProcess) {
        let environment = ["LANG": "C.UTF-8", "SWALERT_NO_ANIMATION": "1"]
        let stdin: PTYProcess.Input = testCase.stdin.map { .pipe(Data($0.utf8)) } ?? .terminal
        let shell = ["-c", "", program] + testCase.arguments
        let process: PTYProcess
        switch testCase.channel {
        case .standardError:
            process = try PTYProcess(program, testCase.arguments, environment: environment, stdin: stdin, stdout: .terminal,
                                     stderr: .pipe)
        case .descriptor3:
            process = try PTYProcess("/bin/sh", with(shell, #"exec 3>&2 2>/dev/null; exec "$0" "$@""#), environment: environment,
                                     stdin: stdin, stdout: .terminal, stderr: .pipe)
        case .swapped:
            process = try PTYProcess("/bin/sh", with(shell, #"exec "$0" "$@" 3>&1 1>&2 2>&3"#), environment: environment,
                                     stdin: stdin, stdout: .pipe, stderr: .terminal)
        case .throughTTY:
            process = try PTYProcess("/bin/sh", with(shell, #"exec "$0" "$@" 2>&1 >/dev/tty"#), environment: environment,
                                     stdin: stdin, stdout: .pipe, stderr: .terminal)
        case .standardOutput:
            process = try PTYProcess(program, testCase.arguments, environment: environment, stdin: stdin, stdout: .pipe,
                                     stderr: .terminal)
        }
        if let ready = testCase.ready {
            if testCase.channel == .standardOutput {
                // whiptail draws into the pipe here: only swalert's box can be seen on the terminal.
                if program != Self.whiptail { try process.waitForOutput(containing: ready) } else { try process.waitForStdout(containing: ready) }
            } else {
                try process.waitForOutput(containing: ready)
            }
        }
        try process.type(testCase.keys.flatMap(\.sequences))
        let termination = try process.waitForExit(timeout: 10)
        let answer: [UInt8]
        switch testCase.channel {
        case .standardError, .descriptor3: answer = Array(process.stderrText.utf8)
        case .swapped, .throughTTY, .standardOutput: answer = process.stdoutBytes
        }
        return (Outcome(termination: termination, answer: answer), process)
    }

    /// `shell` with the script put in its place after `-c`.
    private func with(_ shell: [String], _ script: String) -> [String] {
        var arguments = shell
        arguments[1] = script
        return arguments
    }

    private func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("whiptail-case-\(getpid())-\(UUID().uuidString)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }
}
