import DialogKit
import XCTest
@testable import swalert

/// dialog's command line read as dialog reads it (options before each box, `--and-widget`, what holds for the
/// whole line), the answers written as dialog writes them, and the statuses the environment changes.
final class DialogArgumentsTests: XCTestCase {
    private func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> BoxRun {
        guard case .run(let run) = try CdialogArguments.parse(arguments) else {
            XCTFail("no boxes from \(arguments)", file: file, line: line)
            throw CancellationError()
        }
        return run
    }

    private func failure(_ arguments: [String]) -> String? {
        do { _ = try CdialogArguments.parse(arguments) } catch let failure as ArgumentsFailure {
            return failure.message
        } catch {
            return nil
        }
        return nil
    }

    func testEachBoxHasItsOwnOptionsAndTheOutputHoldsForAll() throws {
        let parsed = try run(["--title", "One", "--extra-button", "--inputbox", "Name", "0", "0", "Ada", "--and-widget",
                              "--stdout", "--menu", "Pick", "10", "40", "3", "a", "Apple", "b", "Banana"])
        XCTAssertEqual(parsed.outputDescriptor, 1, "--stdout anywhere")
        XCTAssertEqual(parsed.boxes.count, 2)
        XCTAssertEqual(parsed.boxes[0].request.widget, .input(initial: "Ada", password: false))
        XCTAssertEqual(parsed.boxes[0].request.title, "One")
        XCTAssertTrue(parsed.boxes[0].request.extraButton)
        XCTAssertEqual(parsed.boxes[1].request.title, "", "the options start again after --and-widget")
        XCTAssertFalse(parsed.boxes[1].request.extraButton)
        XCTAssertEqual(parsed.boxes[1].request.items.map(\.tag), ["a", "b"])
        XCTAssertEqual(try run(["--output-fd", "0x3", "--msgbox", "hi", "0", "0"]).outputDescriptor, 3)
        XCTAssertEqual(try run(["--stdout", "--stderr", "--msgbox", "hi", "0", "0"]).outputDescriptor, 2)
        XCTAssertEqual(try run(["--separate-widget", "|", "--msgbox", "hi", "0", "0"]).separateWidget, "|")
    }

    func testABoxRightAfterAnotherFollowsOnlyAnOK() throws {
        let parsed = try run(["--msgbox", "a", "0", "0", "--yesno", "b", "0", "0", "--and-widget", "--msgbox", "c", "0", "0"])
        XCTAssertEqual(parsed.boxes.map(\.afterAndWidget), [true, false, true])
    }

    func testTheArgumentsRunToTheNextOptionAndAreCounted() throws {
        XCTAssertEqual(try run(["--menu", "Pick", "0", "0", "0", "--x", "X"]).boxes[0].request.items.map(\.tag),
                       ["--x"], "a word that is not an option is an argument")
        XCTAssertEqual(failure(["--menu", "Pick", "0", "0", "0", "a", "A", "--title", "T"]), "Expected a box option",
                       "options after the last box are an error")
        XCTAssertEqual(failure(["--msgbox", "hi", "0"]), "Expected at least 3 tokens for --msgbox, have 2")
        XCTAssertEqual(failure(["--msgbox", "hi", "0", "0", "extra"]), "Expected no more than 3 tokens for --msgbox, have 4")
        XCTAssertEqual(failure(["--msgbox", "hi", "ten", "0"]), "Expected a number for token 2 of --msgbox")
        XCTAssertEqual(failure(["--bogus", "--msgbox", "hi", "0", "0"]), "Unknown option --bogus")
        XCTAssertEqual(failure(["--timeout", "soon", "--msgbox", "hi", "0", "0"]), "Expected a numeric-parameter for --timeout")
        XCTAssertEqual(failure(["--separate-output", "--menu", "P", "0", "0", "0", "a", "A"]),
                       "Unexpected widget with --separate-output --menu")
        XCTAssertEqual(try run(["--fselect", "~/a b", "0", "0"]).boxes[0].request.widget, .selectPath(directoriesOnly: false))
        XCTAssertEqual(try run(["--dselect", "\\n/", "5", "40"]).boxes[0].request.text, "\\n/", "a path is not a prompt: no \\n expanded")
        XCTAssertEqual(try run(["--last-key", "--no-ok", "--menu", "P", "0", "0", "0", "a", "A"]).boxes[0].request.dialogKeys,
                       BoxRequest.DialogKeys(noOK: true, lastKey: true))
        XCTAssertEqual(failure(["--last-key", "--editbox", "/etc/hostname", "0", "0"]),
                       "--last-key with --editbox: an option swalert's dialog does not follow there, which would change the answer")
        XCTAssertEqual(failure(["--no-ok", "--help-button", "--msgbox", "hi", "0", "0"]),
                       "--no-ok with --msgbox: an option swalert's dialog does not follow there, which would change the answer")
        XCTAssertNil(failure(["--no-ok", "--msgbox", "hi", "0", "0"]), "a message box alone keeps its OK, as dialog")
        XCTAssertNotNil(failure(["--visit-items", "--buildlist", "P", "0", "0", "0", "a", "A", "on"]))
        XCTAssertEqual(try run(["--title", "x"]).boxes, [], "options alone: nothing to do")
        XCTAssertEqual(try run(["--programbox", "10", "40"]).boxes[0].request.widget, .programBox(button: true))
        XCTAssertEqual(try run(["--gauge", "Copy", "0", "0"]).boxes[0].request.widget, .gauge(percent: 0))
    }

    func testAFormsFieldsAreReadAsFormboxReadsThem() throws {
        func fields(_ arguments: [String]) throws -> [BoxRequest.FormField] {
            guard case .form(_, let fields) = try run(arguments).boxes[0].request.widget else { throw CancellationError() }
            return fields
        }
        let mixed = try fields(["--mixedform", "F", "0", "0", "0", "A", "1", "1", "abcdefgh", "1", "5", "4", "0", "1",
                                "B", "2", "1", "abcdefgh", "2", "5", " 4x", "6", "2", "C", "3", "1", "abc", "3", "5", "-3", "-1", "x",
                                "D", "4", "1", "日本語", "4", "5", "0", "0", "0"])
        XCTAssertEqual(mixed.map(\.type), [1, 2, 0, 0], "itype read with atoi")
        XCTAssertEqual(mixed.map(\.hidden), [true, false, false, false])
        XCTAssertEqual(mixed.map(\.editable), [true, false, false, false], "itype 2 or flen 0 or less: read-only")
        XCTAssertEqual(mixed.map(\.answered), [true, true, false, false], "flen above 0 is answered, read-only or not")
        XCTAssertEqual(mixed.map(\.columns), [4, 4, 3, 6], "flen, -flen, or the text's columns")
        XCTAssertEqual(mixed.map(\.initialValue), ["abcd", "abcdef", "abc", "日本語"], "cut to ilen, or flen when ilen is 0")
        XCTAssertEqual(mixed.map { $0.formField(maximumLength: 9) }, [
            Form.Field(.password, label: "A", value: "abcd", maximumLength: 9, width: 4),
            Form.Field(label: "B", value: "abcdef", editable: false, maximumLength: 9, width: 4),
            Form.Field(label: "C", value: "abc", editable: false, maximumLength: 9, width: 3),
            Form.Field(label: "D", value: "日本語", editable: false, maximumLength: 9, width: 6),
        ], "hidden fields masked; typing stops at --max-input, not at ilen")
        XCTAssertEqual(try fields(["--passwordform", "F", "0", "0", "0", "P", "1", "1", "", "1", "5", "8", "0"]).map(\.hidden), [true])
        XCTAssertEqual(try fields(["--form", "F", "0", "0", "0", "P", "1", "1", "", "1", "5", "8", "0"]).map(\.hidden), [false])
        XCTAssertEqual(BoxRequest.FormField(label: "L", value: "日本語", width: 4, length: 4).initialValue, "日",
                       "a cut at a byte inside a character keeps the characters before it")
        XCTAssertEqual(failure(["--mixedform", "F", "0", "0", "0", "L", "1", "1", "v", "1", "5", "10", "0", "0", "M"]),
                       "--mixedform: each field takes 9 arguments (label y x item y x flen ilen itype), 1 left over")
        XCTAssertEqual(CdialogArguments.atoi(" -12ab"), -12)
        XCTAssertEqual(CdialogArguments.atoi("+7"), 7)
        XCTAssertEqual(CdialogArguments.atoi("x1"), 0)
    }

    func testTheTextIsDialogs() {
        XCTAssertEqual(CdialogArguments.prompt("a\\nb\nc\td", flags: []), "a\nb c d")
        XCTAssertEqual(CdialogArguments.prompt("a\\nb\nc", flags: ["no-nl-expand", "cr-wrap"]), "a\\nb\nc")
        let colored = CdialogArguments.prompt("\\Z1Red\\Zn \\Zbbold", flags: ["colors"])
        XCTAssertEqual(ColorCodes.unmarked(colored), "Red bold", "the codes are marks, drawn as styles")
        XCTAssertNotEqual(colored, "Red bold")
        XCTAssertEqual(CdialogArguments.prompt("\\Z1Red", flags: []), "\\Z1Red", "without --colors the codes are text")
        XCTAssertEqual(CdialogArguments.prompt("  a   b", flags: ["trim"]), "a b")
    }

    func testACheckListIsQuotedOnlyWhereItMustBe() throws {
        let request = try run(["--checklist", "P", "0", "0", "0", "a", "A", "on"]).boxes[0].request
        let tags = ["a", "b c", "d\"e", "f'g", "h\\i", "j$k", ""]
        XCTAssertEqual(FrontEnd.cdialog(.cdialog([:])).answer(tags, of: request), #"a "b c" "d\"e" f'g "h\\i" "j\$k" """#)
        var single = request
        single.singleQuoted = true
        XCTAssertEqual(FrontEnd.cdialog(.cdialog([:])).answer(["b c", "f'g", "j$k"], of: single), #"'b c' 'f\'g' 'j$k'"#)
        var separate = request
        separate.separateOutput = true
        XCTAssertEqual(FrontEnd.cdialog(.cdialog([:])).answer(["a", "b c"], of: separate), "a\nb c\n", "one a line, never quoted")
        var separator = request
        separator.outputSeparator = ","
        XCTAssertEqual(FrontEnd.cdialog(.cdialog([:])).answer(["a", "b"], of: separator), ",a,b", "the separator comes first too")
        let menu = try run(["--quoted", "--menu", "P", "0", "0", "0", "a b", "A"]).boxes[0].request
        XCTAssertEqual(FrontEnd.cdialog(.cdialog([:])).answer(["a b"], of: menu), "\"a b\"")
        XCTAssertEqual(FrontEnd.cdialog(.cdialog([:])).help("a b", of: menu), "HELP \"a b\"")
    }

    func testTheEnvironmentChangesTheStatuses() {
        let statuses = ExitStatus.FrontEnd.cdialog(["DIALOG_OK": "7", "DIALOG_ESC": "0x10", "DIALOG_CANCEL": "no",
                                                 "DIALOG_ERROR": "-1", "DIALOG_HELP": "010"])
        XCTAssertEqual([statuses.ok, statuses.cancel, statuses.escape, statuses.error, statuses.help, statuses.extra],
                       [7, 1, 16, 255, 8, 3])
        XCTAssertNil(statuses.timeout, "unset, the time limit is Esc")
        XCTAssertEqual(ExitStatus.FrontEnd.cdialog(["DIALOG_TIMEOUT": "5"]).timeout, 5)
    }

    func testDialogsListRowsAreItsOwn() throws {
        let items = (1...40).flatMap { ["t\($0)", "Item \($0)"] }
        let screen = Size(width: 80, height: 24)
        func rows(_ height: String, _ listHeight: String) throws -> Int {
            try run(["--menu", "Pick", height, "60", listHeight] + items).boxes[0].request.cdialogListRows(screen: screen)
        }
        XCTAssertEqual(try rows("20", "8"), 13, "the box's height less 7, whatever the list height says")
        XCTAssertEqual(try rows("0", "0"), 16)
        // A given width leaves the prompt out of dialog's auto height; -1 is the screen less its shadow's row.
        XCTAssertEqual(try rows("0", "5"), 6)
        XCTAssertEqual(try rows("-1", "0"), 16)
    }
}
