import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

/// dialog and swalert's dialog mode side by side: each case is a real dialog command line, the keys a user
/// presses, and what a script sees afterwards (the exit status and the answer's bytes). Each runs in a
/// pseudo-terminal of 80×24, once under the real `dialog` and once under a link named `dialog` to swalert, and
/// passes when both give exactly what the case says (see `DialogDifferential`). A case where swalert differs on
/// purpose says why; the man page's COMPATIBILITY lists the same differences.
///
/// Without dialog installed (`.ci/run` installs it), only swalert's half runs, and the test says so.
final class DialogDifferentialTests: XCTestCase {
    typealias Case = DialogDifferential.Case

    private func check(_ cases: [Case], file: StaticString = #filePath, line: UInt = #line) throws {
        try DialogDifferential.check(cases, file: file, line: line)
    }

    func testMessageAndYesNo() throws {
        try check([
            Case("msgbox, Enter", ["--msgbox", "Backup finished", "8", "40"], [.enter], status: 0),
            Case("msgbox, Space", ["--msgbox", "Backup finished", "0", "0"], [.space], status: 0),
            Case("msgbox, Esc", ["--msgbox", "Backup finished", "0", "0"], [.escape], status: 255),
            Case("msgbox, --title --backtitle --ok-label", ["--backtitle", "Setup", "--title", "Done", "--ok-label", "Fine",
                                                            "--msgbox", "Backup finished", "0", "0"], [.enter], status: 0),
            Case("msgbox, --extra-button: Tab Enter", ["--extra-button", "--msgbox", "Backup finished", "0", "0"], [.tab, .enter],
                 status: 3),
            Case("msgbox, --help-button: Tab Enter", ["--help-button", "--msgbox", "Backup finished", "0", "0"], [.tab, .enter],
                 status: 2),
            Case("yesno, Enter is Yes", ["--yesno", "Delete the build?", "0", "0"], [.enter], status: 0),
            Case("yesno, Tab Enter is No", ["--yesno", "Delete the build?", "0", "0"], [.tab, .enter], status: 1),
            Case("yesno, Right Enter is No", ["--yesno", "Delete the build?", "0", "0"], [.right, .enter], status: 1),
            Case("yesno, Tab Tab goes round to Yes", ["--yesno", "Delete the build?", "0", "0"], [.tab, .tab, .enter], status: 0),
            Case("yesno, n is No", ["--yesno", "Delete the build?", "0", "0"], [.text("n")], status: 1),
            Case("yesno, y is Yes", ["--defaultno", "--yesno", "Delete the build?", "0", "0"], [.text("y")], status: 0),
            Case("yesno, --defaultno", ["--defaultno", "--yesno", "Delete the build?", "0", "0"], [.enter], status: 1),
            Case("yesno, Esc", ["--yesno", "Delete the build?", "0", "0"], [.escape], status: 255),
            Case("yesno, --yes-label --no-label: K is Keep", ["--yes-label", "Delete", "--no-label", "Keep", "--yesno",
                                                              "Delete the build?", "0", "0"], [.text("k")], status: 1),
            Case("yesno, --extra-button --extra-label", ["--extra-button", "--extra-label", "Later", "--yesno", "Delete the build?",
                                                         "0", "0"], [.tab, .enter], status: 3),
            Case("yesno, --help-button last", ["--help-button", "--yesno", "Delete the build?", "0", "0"], [.backTab, .enter],
                 status: 2),
            Case("yesno, --default-button no", ["--default-button", "no", "--yesno", "Delete the build?", "0", "0"], [.enter], status: 1),
            Case("yesno, --defaultno after --default-button ok: the later counts", ["--default-button", "ok", "--defaultno", "--yesno",
                                                                                      "Delete the build?", "0", "0"], [.enter], status: 1),
            Case("yesno, --default-button yes after --defaultno", ["--defaultno", "--default-button", "yes", "--yesno",
                                                                   "Delete the build?", "0", "0"], [.enter], status: 0),
            Case("msgbox, --default-button help", ["--help-button", "--default-button", "help", "--msgbox", "Backup finished", "0", "0"],
                 [.enter], status: 2),
            Case("msgbox, height and width -1: the whole screen", ["--msgbox", "Backup finished", "-1", "-1"], [.enter], status: 0),
            Case("yesno, --default-button extra", ["--extra-button", "--default-button", "extra", "--yesno", "Delete the build?",
                                                   "0", "0"], [.enter], status: 3),
        ])
    }

    func testInputBoxes() throws {
        try check([
            Case("inputbox, typed", ["--inputbox", "Your name:", "0", "0"], [.text("Ada"), .enter], status: 0, answer: "Ada"),
            Case("inputbox, Ctrl-U mid-value clears all of it", ["--inputbox", "Your name:", "0", "0", "Ada Lovelace"],
                 [.left, .left, .left, .control("u"), .text("Eve"), .enter], status: 0, answer: "Eve"),
            Case("inputbox, the initial value", ["--inputbox", "Your name:", "0", "0", "Ada Lovelace"], [.enter], status: 0,
                 answer: "Ada Lovelace"),
            Case("inputbox, Backspace and more", ["--inputbox", "Your name:", "0", "0", "Lovelace"],
                 [.backspace, .backspace, .text("ce!"), .enter], status: 0, answer: "Lovelace!"),
            Case("inputbox, Tab Enter is OK", ["--inputbox", "Your name:", "0", "0", "Ada"], [.tab, .enter], status: 0, answer: "Ada"),
            Case("inputbox, Tab Tab Enter is Cancel", ["--inputbox", "Your name:", "0", "0", "Ada"], [.tab, .tab, .enter], status: 1),
            Case("inputbox, Esc", ["--inputbox", "Your name:", "0", "0", "Ada"], [.escape], status: 255),
            Case("inputbox, Unicode", ["--inputbox", "Your name:", "0", "0"], [.text("Zoë 日本"), .enter], status: 0, answer: "Zoë 日本"),
            Case("inputbox, an empty answer", ["--inputbox", "Your name:", "0", "0"], [.enter], status: 0, answer: ""),
            Case("inputbox, --extra-button writes the value", ["--extra-button", "--inputbox", "Your name:", "0", "0", "Ada"],
                 [.tab, .tab, .enter], status: 3, answer: "Ada"),
            Case("inputbox, --no-cancel: Tab Tab round to the field", ["--no-cancel", "--inputbox", "Your name:", "0", "0", "Ada"],
                 [.tab, .tab, .text("!"), .enter], status: 0, answer: "Ada!"),
            Case("inputbox, --cancel-label, c on a button", ["--cancel-label", "Back", "--inputbox", "Your name:", "0", "0", "Ada"],
                 [.tab, .text("b")], status: 1),
            Case("passwordbox", ["--passwordbox", "Passphrase:", "10", "50"], [.text("s3cret"), .enter], status: 0, answer: "s3cret"),
            Case("passwordbox, --insecure", ["--insecure", "--passwordbox", "Passphrase:", "10", "50"], [.text("s3cret"), .enter],
                 status: 0, answer: "s3cret"),
            Case("inputbox, --max-input", ["--max-input", "3", "--inputbox", "Your name:", "0", "0"], [.text("Adalbert"), .enter],
                 status: 0, answer: "Ada"),
        ])
    }

    func testMenus() throws {
        let fruit = ["apple", "Apple", "avocado", "Avocado", "banana", "Banana", "cherry", "Cherry"]
        let long = (1...40).flatMap { ["item\($0 < 10 ? "0" : "")\($0)", "Item number \($0)"] }
        try check([
            Case("menu, Enter on the first", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit, [.enter], status: 0, answer: "apple"),
            Case("menu, Down Down", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit, [.down, .down, .enter], status: 0,
                 answer: "banana"),
            Case("menu, Down past the end stays", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit,
                 [.down, .down, .down, .down, .down, .enter], status: 0, answer: "cherry"),
            Case("menu, Tab Enter is Cancel", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit, [.down, .tab, .enter], status: 1),
            Case("menu, Space presses OK", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit, [.down, .space], status: 0,
                 answer: "avocado"),
            Case("menu, Esc", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit, [.escape], status: 255),
            Case("menu, a letter jumps, again to the next", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit,
                 [.text("a"), .text("a"), .enter], status: 0, answer: "apple"),
            Case("menu, a letter, case aside", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit, [.text("C"), .enter], status: 0,
                 answer: "cherry"),
            Case("menu, --default-item", ["--default-item", "banana", "--menu", "Pick a fruit", "0", "0", "0"] + fruit,
                 [.down, .enter], status: 0, answer: "cherry"),
            Case("menu, --no-tags: letters go by the text", ["--no-tags", "--menu", "Pick", "0", "0", "0", "1", "Zebra", "2", "Cat",
                                                              "3", "Dog"], [.text("d"), .enter], status: 0, answer: "3"),
            Case("menu, End", ["--menu", "Pick a fruit", "0", "0", "0"] + fruit, [.end, .enter], status: 0, answer: "cherry"),
            Case("menu, Unicode tags", ["--menu", "Pick", "0", "0", "0", "café", "Coffee", "日本", "Japan", "🍎", "Apple"],
                 [.down, .enter], status: 0, answer: "日本"),
            // dialog gives the list the box's 20 rows less 6 and the prompt's line: 13, whatever the list height says.
            Case("menu, long: PgDn a page", ["--menu", "Pick an item", "20", "60", "8"] + long, [.pageDown, .enter], status: 0,
                 answer: "item14"),
            Case("menu, long: PgDn PgDn PgUp", ["--menu", "Pick an item", "20", "60", "8"] + long,
                 [.pageDown, .pageDown, .pageUp, .enter], status: 0, answer: "item15"),
            // Sized by dialog, the list has the 24 rows less the prompt's and 8 more less 1: 16 rows.
            Case("menu, long, sized by dialog: PgDn", ["--menu", "Pick an item", "0", "0", "0"] + long, [.pageDown, .pageDown, .enter],
                 status: 0, answer: "item33"),
            // A list height of 5 in a box sized by dialog: 7 rows (the box's margins go to the list).
            Case("menu, long, list height 5: PgDn", ["--menu", "Pick an item", "0", "0", "5"] + long, [.pageDown, .pageDown, .enter],
                 status: 0, answer: "item15"),
            Case("menu, long: End Up", ["--menu", "Pick an item", "20", "60", "8"] + long, [.end, .up, .enter], status: 0,
                 answer: "item39"),
            Case("menu, --extra-button answers the tag", ["--extra-button", "--menu", "Pick a fruit", "0", "0", "0"] + fruit,
                 [.down, .tab, .enter], status: 3, answer: "avocado"),
            Case("menu, --help-button answers HELP and the tag", ["--help-button", "--menu", "Pick a fruit", "0", "0", "0"] + fruit,
                 [.down, .backTab, .enter], status: 2, answer: "HELP avocado"),
            Case("menu, --no-cancel: Tab goes round to OK", ["--no-cancel", "--menu", "Pick a fruit", "0", "0", "0"] + fruit,
                 [.tab, .enter], status: 0, answer: "apple"),
            Case("menu, --nocancel, --default-button cancel falls back to OK", ["--nocancel", "--default-button", "cancel", "--menu",
                                                                                 "Pick a fruit", "0", "0", "0"] + fruit, [.enter],
                 status: 0, answer: "apple"),
            Case("menu, --quoted", ["--quoted", "--menu", "Pick", "0", "0", "0", "two words", "A", "b", "B"], [.enter], status: 0,
                 answer: "\"two words\""),
        ])
    }

    func testCheckAndRadioLists() throws {
        let options = ["ssh", "Enable SSH", "on", "vnc", "Enable VNC", "off", "spi", "Enable SPI", "on"]
        try check([
            Case("checklist, Enter answers what is on", ["--checklist", "Interfaces", "0", "0", "0"] + options, [.enter], status: 0,
                 answer: "ssh spi"),
            Case("checklist, Space toggles", ["--checklist", "Interfaces", "0", "0", "0"] + options, [.space, .down, .space, .enter],
                 status: 0, answer: "vnc spi"),
            Case("checklist, none on", ["--checklist", "Interfaces", "0", "0", "0"] + options, [.space, .down, .down, .space, .enter],
                 status: 0, answer: ""),
            Case("checklist, tags quoted only where needed", ["--checklist", "Pick", "0", "0", "0", "a", "A", "on", "b c", "B", "on",
                                                              "d\"e", "D", "on", "f'g", "F", "on", "h$i", "H", "on"], [.enter],
                 status: 0, answer: "a \"b c\" \"d\\\"e\" f'g \"h\\$i\""),
            Case("checklist, --single-quoted", ["--single-quoted", "--checklist", "Pick", "0", "0", "0", "a", "A", "on", "b c", "B", "on",
                                                "f'g", "F", "on"], [.enter], status: 0, answer: "a 'b c' 'f\\'g'"),
            Case("checklist, --separate-output", ["--separate-output", "--checklist", "Interfaces", "0", "0", "0"] + options,
                 [.down, .space, .enter], status: 0, answer: "ssh\nvnc\nspi\n"),
            Case("checklist, --output-separator", ["--output-separator", ",", "--checklist", "Interfaces", "0", "0", "0"] + options,
                 [.enter], status: 0, answer: ",ssh,spi"),
            Case("checklist, --separator", ["--separator", "|", "--checklist", "Interfaces", "0", "0", "0"] + options, [.enter],
                 status: 0, answer: "|ssh|spi"),
            Case("checklist, --output-separator with --separate-output", ["--output-separator", "::", "--separate-output",
                                                                          "--checklist", "Interfaces", "0", "0", "0"] + options,
                 [.enter], status: 0, answer: "ssh::spi::"),
            Case("checklist, --default-item", ["--default-item", "vnc", "--checklist", "Interfaces", "0", "0", "0"] + options,
                 [.space, .enter], status: 0, answer: "ssh vnc spi"),
            Case("checklist, Cancel", ["--checklist", "Interfaces", "0", "0", "0"] + options, [.tab, .enter], status: 1),
            Case("checklist, Esc", ["--checklist", "Interfaces", "0", "0", "0"] + options, [.escape], status: 255),
            Case("checklist, status is on, any case; others off", ["--checklist", "Pick", "0", "0", "0", "a", "A", "ON", "b", "B", "yes",
                                                                   "c", "C", "1"], [.enter], status: 0, answer: "a"),
            Case("checklist, --help-button: HELP and the focused tag", ["--help-button", "--checklist", "Interfaces", "0", "0", "0"]
                 + options, [.down, .backTab, .enter], status: 2, answer: "HELP vnc"),
            Case("checklist, --extra-button answers the list", ["--extra-button", "--checklist", "Interfaces", "0", "0", "0"] + options,
                 [.tab, .enter], status: 3, answer: "ssh spi"),
            Case("checklist, Unicode tags", ["--separate-output", "--checklist", "Pick", "0", "0", "0", "ä", "A umlaut", "on", "→",
                                             "Arrow", "off"], [.down, .space, .enter], status: 0, answer: "ä\n→\n"),
            Case("checklist, long: PgDn", ["--checklist", "Pick", "15", "50", "4"] + (1...12).flatMap { ["t\($0)", "Item \($0)", "off"] },
                 [.pageDown, .space, .enter], status: 0, answer: "t9"),
            Case("radiolist, Enter answers the item on", ["--radiolist", "Pick a size", "0", "0", "0", "s", "Small", "off", "m", "Medium",
                                                          "on", "l", "Large", "off"], [.enter], status: 0, answer: "m"),
            Case("radiolist, Space turns another on", ["--radiolist", "Pick a size", "0", "0", "0", "s", "Small", "off", "m", "Medium",
                                                       "on", "l", "Large", "off"], [.down, .down, .space, .enter], status: 0, answer: "l"),
            Case("radiolist, none on", ["--radiolist", "Pick a size", "0", "0", "0", "s", "Small", "off", "m", "Medium", "off"],
                 [.enter], status: 0, answer: ""),
            Case("radiolist, a tag with a space is not quoted", ["--radiolist", "Pick", "0", "0", "0", "x y", "XY", "on"], [.enter],
                 status: 0, answer: "x y"),
        ])
    }

    func testAnswerDescriptorsAndChains() throws {
        let menu = ["--menu", "Pick a fruit", "0", "0", "0", "apple", "Apple", "banana", "Banana"]
        try check([
            Case("--stdout", ["--stdout"] + menu, [.down, .enter], status: 0, answer: "banana", channel: .standardOutput),
            Case("--output-fd 3", ["--output-fd", "3"] + menu, [.down, .enter], status: 0, answer: "banana", channel: .descriptor3),
            Case("$(... 3>&1 1>&2 2>&3)", menu, [.down, .enter], status: 0, answer: "banana", channel: .swapped),
            Case("$(... 2>&1 >/dev/tty)", menu, [.down, .enter], status: 0, answer: "banana", channel: .throughTTY),
            Case("--stderr after --stdout", ["--stdout", "--stderr"] + menu, [.down, .enter], status: 0, answer: "banana"),
            Case("curl | bash: stdin is not the terminal", menu, [.down, .enter], status: 0, answer: "banana", stdin: ""),
            Case("--and-widget: answers joined by a tab", ["--inputbox", "Name:", "0", "0", "Ada", "--and-widget"] + menu,
                 [.enter, .down, .enter], status: 0, answer: "Ada\tbanana", ready: "Name"),
            Case("--and-widget: a message box answers nothing", ["--msgbox", "Hello", "0", "0", "--and-widget"] + menu,
                 [.enter, .enter], status: 0, answer: "apple", ready: "Hello"),
            Case("--and-widget: Cancel goes on, the last status counts", ["--inputbox", "Name:", "0", "0", "Ada", "--and-widget"] + menu,
                 [.tab, .tab, .enter, .enter], status: 0, answer: "\tapple", ready: "Name"),
            Case("--and-widget: Esc stops", ["--inputbox", "Name:", "0", "0", "Ada", "--and-widget"] + menu, [.enter, .escape],
                 status: 255, answer: "Ada", ready: "Name"),
            Case("--and-widget, --separate-output: no tab before the list", ["--inputbox", "Name:", "0", "0", "Ada", "--and-widget",
                                                                              "--separate-output", "--checklist", "Pick", "0", "0",
                                                                              "0", "a", "A", "on"], [.enter, .enter], status: 0,
                 answer: "Adaa\n", ready: "Name"),
            Case("--and-widget, --separate-widget", ["--separate-widget", "|", "--inputbox", "Name:", "0", "0", "Ada", "--and-widget",
                                                     "--stdout"] + menu, [.enter, .enter], status: 0, answer: "Ada|apple",
                 channel: .standardOutput, ready: "Name"),
            Case("two boxes without --and-widget: the second after OK", ["--inputbox", "Name:", "0", "0", "Ada"] + menu,
                 [.enter, .enter], status: 0, answer: "Ada\tapple", ready: "Name"),
        ])
    }

    func testStatusesFromTheEnvironmentAndTimeouts() throws {
        try check([
            Case("DIALOG_OK", ["--msgbox", "Backup finished", "0", "0"], [.enter], status: 7, environment: ["DIALOG_OK": "7"]),
            Case("DIALOG_CANCEL", ["--yesno", "Delete the build?", "0", "0"], [.tab, .enter], status: 9,
                 environment: ["DIALOG_CANCEL": "9"]),
            Case("DIALOG_ESC", ["--yesno", "Delete the build?", "0", "0"], [.escape], status: 1, environment: ["DIALOG_ESC": "1"]),
            Case("DIALOG_EXTRA in hexadecimal", ["--extra-button", "--yesno", "Delete the build?", "0", "0"], [.tab, .enter],
                 status: 16, environment: ["DIALOG_EXTRA": "0x10"]),
            Case("DIALOG_HELP", ["--help-button", "--msgbox", "Backup finished", "0", "0"], [.tab, .enter], status: 42,
                 environment: ["DIALOG_HELP": "42"]),
            Case("DIALOG_OK not a number is left alone", ["--msgbox", "Backup finished", "0", "0"], [.enter], status: 0,
                 environment: ["DIALOG_OK": "yes"]),
            Case("DIALOG_ERROR for a bad command line", ["--bogus", "--msgbox", "hi", "0", "0"], [], status: 3, error: true,
                 environment: ["DIALOG_ERROR": "3"]),
            Case("--timeout is Esc", ["--timeout", "1", "--yesno", "Delete the build?", "0", "0"], [], status: 255),
            Case("--timeout with DIALOG_TIMEOUT", ["--timeout", "1", "--menu", "Pick", "0", "0", "0", "a", "A"], [], status: 5,
                 answer: "\ntimeout\n", environment: ["DIALOG_TIMEOUT": "5"]),
            Case("--timeout, a check list: Esc, nothing written", ["--timeout", "1", "--checklist", "Pick", "0", "0", "0", "a", "A",
                                                                    "on"], [], status: 255),
        ])
    }

    func testOtherBoxes() throws {
        let file = try DialogDifferential.temporaryFile("Release notes\n" + (1...60).map { "line \($0) of the notes" }
            .joined(separator: "\n"), in: self)
        let short = try DialogDifferential.temporaryFile("Release notes\nA short file\n", in: self)
        try check([
            Case("textbox, Enter", ["--textbox", file, "0", "0"], [.enter], status: 0, ready: "Release"),
            Case("textbox, Esc", ["--textbox", file, "20", "60"], [.escape], status: 255, ready: "Release"),
            Case("infobox returns at once", ["--infobox", "Installing packages", "8", "40"], [], status: 0),
            Case("gauge, percentages until the input ends", ["--gauge", "Copying files", "8", "50", "0"], [], status: 0,
                 stdin: "10\n50\nXXX\n75\nAlmost there\nXXX\n100\n"),
            Case("gauge, no percent", ["--gauge", "Copying files", "8", "50"], [], status: 0, stdin: "40\n"),
            Case("pause, Enter is OK", ["--pause", "Rebooting soon", "10", "40", "30"], [.enter], status: 0),
            Case("pause, Tab Enter is Cancel", ["--pause", "Rebooting soon", "10", "40", "30"], [.tab, .enter], status: 1),
            Case("pause, the time runs out: OK", ["--pause", "Rebooting soon", "10", "40", "1"], [], status: 0),
            Case("programbox: its input, then OK", ["--programbox", "Building", "12", "50"], [.enter], status: 0,
                 stdin: "compiled\nlinked\n", ready: "linked"),
            Case("tailbox, Enter", ["--tailbox", short, "20", "60"], [.enter], status: 0, ready: "Release"),
            Case("tailbox, a long file", ["--tailbox", file, "20", "60"], [.enter], status: 0, ready: "of the"),
            Case("textbox, --exit-label", ["--exit-label", "Done", "--textbox", file, "20", "60"], [.enter], status: 0, ready: "Release"),
            Case("progressbox ends with its input", ["--progressbox", "Installing", "10", "50"], [], status: 0,
                 stdin: "one\ntwo\nthree\n"),
            Case("--colors: codes are not in the answer", ["--colors", "--inputbox", "\\Z1Red\\Zn name:", "0", "0", "Ada"], [.enter],
                 status: 0, answer: "Ada", ready: "name"),
            Case("--cr-wrap --no-collapse --trim --keep-tite --aspect --clear", ["--cr-wrap", "--no-collapse", "--trim", "--keep-tite",
                                                                                 "--aspect", "9", "--clear", "--msgbox",
                                                                                 "Backup\nfinished", "0", "0"], [.enter],
                 status: 0, ready: "Backup"),
        ])
    }

    func testForms() throws {
        let form = ["--form", "Your details", "0", "0", "0", "Name:", "1", "1", "Ada", "1", "10", "20", "0",
                    "Town:", "2", "1", "London", "2", "10", "20", "0"]
        try check([
            Case("form, typing starts at the field's start", form, [.text("x"), .enter], status: 0, answer: "xAda\nLondon\n",
                 ready: "Your"),
            Case("form, Down to the next field", form, [.down, .text("!"), .enter], status: 0, answer: "Ada\n!London\n",
                 ready: "Your"),
            Case("form, Up from the first goes round to the last", form, [.up, .text("!"), .enter], status: 0,
                 answer: "Ada\n!London\n", ready: "Your"),
            Case("form, a read-only field is skipped and not answered",
                 ["--form", "Your details", "0", "0", "0", "Name:", "1", "1", "Ada", "1", "10", "20", "0", "Fixed:", "2", "1", "ro",
                  "2", "10", "0", "0", "Town:", "3", "1", "London", "3", "10", "20", "0"], [.down, .down, .text("!"), .enter],
                 status: 0, answer: "!Ada\nLondon\n", ready: "Your"),
            Case("form, Tab Tab Enter is Cancel", form, [.tab, .tab, .enter], status: 1, ready: "Your"),
            Case("form, Esc", form, [.escape], status: 255, ready: "Your"),
            Case("form, End and Backspace", form, [.end, .backspace, .text("m"), .enter], status: 0, answer: "Adm\nLondon\n",
                 ready: "Your"),
            Case("form after --and-widget", ["--inputbox", "Name:", "0", "0", "a", "--and-widget"] + form, [.enter, .enter],
                 status: 0, answer: "a\tAda\nLondon\n", ready: "Name"),
            Case("form, --help-button: HELP and the focused field's label", ["--help-button"] + form, [.down, .tab, .tab, .tab, .enter],
                 status: 2, answer: "HELP Town:", ready: "Your"),
            Case("form, --extra-button", ["--extra-button"] + form, [.tab, .tab, .enter], status: 3, answer: "Ada\nLondon\n",
                 ready: "Your"),
        ])
    }

    func testErrors() throws {
        try check([
            Case("an unknown option", ["--bogus", "--msgbox", "hi", "0", "0"], [], status: 255, error: true),
            Case("options and no box: nothing to do", ["--title", "x"], [], status: 0),
            Case("no width", ["--msgbox", "hi", "10"], [], status: 255, error: true),
            Case("a height that is not a number", ["--msgbox", "hi", "ten", "40"], [], status: 255, error: true),
            Case("a menu without items", ["--menu", "Pick", "0", "0", "0"], [], status: 255, error: true),
            Case("a check list without items", ["--checklist", "Pick", "0", "0", "0"], [], status: 255, error: true),
            Case("--separate-output on a menu", ["--separate-output", "--menu", "Pick", "0", "0", "0", "a", "A"], [], status: 255,
                 error: true),
            Case("--timeout not a number", ["--timeout", "soon", "--msgbox", "hi", "0", "0"], [], status: 255, error: true),
            Case("a text box file that is not there", ["--textbox", "/nonexistent/notes", "0", "0"], [], status: 255, error: true),
        ])
    }
}
