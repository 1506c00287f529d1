import XCTest

/// dialog's form family (`--form`, `--passwordform`, `--mixedform`) side by side with swalert's, as
/// `DialogDifferentialTests` runs the other boxes: each field's `flen`, `ilen` and `itype` as `formbox.c` reads them,
/// the keys that edit a field, and which fields the answer holds, in what order, with what after each.
final class DialogFormDifferentialTests: XCTestCase {
    typealias Case = DialogDifferential.Case

    /// A form's command line: `box`, the message "Your details", and `fields` (each its label, value, flen, ilen and,
    /// for `--mixedform`, itype), one a row.
    private func form(_ fields: [[String]]) -> [String] { form("--form", fields) }

    private func form(_ box: String, _ fields: [[String]]) -> [String] {
        [box, "Your details", "0", "0", "0"] + fields.enumerated().flatMap { row, field in
            [field[0], "\(row + 1)", "1", field[1], "\(row + 1)", "10"] + field.dropFirst(2)
        }
    }

    private var nameAndTown: [String] { form([["Name:", "Ada", "20", "0"], ["Town:", "London", "20", "0"]]) }

    func testFieldLengths() throws {
        try DialogDifferential.check([
            Case("form, typed past a 4-wide field's width: it scrolls, the whole text is answered",
                 form([["Code:", "", "4", "0"]]), [.text("abcdefg"), .enter], status: 0, answer: "abcdefg\n", ready: "Your"),
            Case("form, ilen shorter than the text typed: typing goes on", form([["Code:", "", "4", "2"]]),
                 [.text("abcdefg"), .enter], status: 0, answer: "abcdefg\n", ready: "Your"),
            Case("form, ilen 0: the first value cut to flen", form([["Code:", "abcdefghij", "4", "0"]]), [.enter], status: 0,
                 answer: "abcd\n", ready: "Your"),
            Case("form, ilen 6: the first value cut to 6", form([["Code:", "abcdefghij", "4", "6"]]), [.enter], status: 0,
                 answer: "abcdef\n", ready: "Your"),
            Case("form, a negative ilen: the first value whole", form([["Code:", "abcdefghij", "4", "-2"]]), [.enter],
                 status: 0, answer: "abcdefghij\n", ready: "Your"),
            Case("form, flen 0: shown, skipped, not answered",
                 form([["Name:", "Ada", "20", "0"], ["Fixed:", "ro", "0", "0"], ["Town:", "London", "20", "0"]]),
                 [.down, .text("!"), .enter], status: 0, answer: "Ada\n!London\n", ready: "Your"),
            Case("form, a negative flen: shown in that many columns, skipped, not answered",
                 form([["Name:", "Ada", "20", "0"], ["Fixed:", "read only", "-4", "0"], ["Town:", "London", "20", "0"]]),
                 [.down, .down, .text("!"), .enter], status: 0, answer: "!Ada\nLondon\n", ready: "Your"),
            Case("form, no field to edit: the focus starts on OK",
                 form([["Fixed:", "ro", "0", "0"], ["Other:", "also", "-6", "0"]]), [.enter], status: 0, answer: "",
                 ready: "Your"),
            Case("form, an empty read-only field of flen 0 before one to edit",
                 form([["Empty:", "", "0", "0"], ["Name:", "", "8", "0"]]), [.text("Ada"), .enter], status: 0, answer: "Ada\n",
                 ready: "Your"),
            Case("form, --max-input stops typing", ["--max-input", "5"] + form([["Code:", "", "20", "0"]]),
                 [.text("abcdefg"), .enter], status: 0, answer: "abcde\n", ready: "Your"),
            Case("form, Unicode typed past a 3-wide field", form([["Name:", "", "3", "0"]]), [.text("Zoë 日本 👍🏽"), .enter],
                 status: 0, answer: "Zoë 日本 👍🏽\n", ready: "Your"),
            Case("form, a wide first value cut at ilen's bytes", form([["Name:", "日本語", "4", "6"]]), [.enter], status: 0,
                 answer: "日本\n", ready: "Your"),
        ], file: #filePath, line: #line)
    }

    func testEditing() throws {
        try DialogDifferential.check([
            Case("form, Ctrl-U at the field's start clears it", nameAndTown, [.control("u"), .text("Bo"), .enter], status: 0,
                 answer: "Bo\nLondon\n", ready: "Your"),
            Case("form, Ctrl-U mid-field clears all of it", nameAndTown, [.down, .right, .right, .control("u"), .text("Rome"), .enter],
                 status: 0, answer: "Ada\nRome\n", ready: "Your"),
            Case("form, Ctrl-U after typing, then Backspace on nothing", nameAndTown,
                 [.end, .text("xyz"), .control("u"), .backspace, .text("Eve"), .enter], status: 0, answer: "Eve\nLondon\n",
                 ready: "Your"),
            Case("form, a combining mark typed past the width, the first character deleted", form([["Name:", "", "3", "0"]]),
                 [.text("Noe\u{308}l"), .home, .delete, .enter], status: 0, answer: "oe\u{308}l\n", ready: "Your"),
        ], file: #filePath, line: #line)
    }

    func testMixedAndPasswordForms() throws {
        let mixed = form("--mixedform", [["User:", "ada", "10", "0", "0"], ["Pass:", "", "10", "0", "1"],
                                         ["Host:", "db1", "10", "0", "2"], ["Key:", "k3y", "10", "0", "3"],
                                         ["Note:", "n/a", "0", "0", "0"]])
        try DialogDifferential.check([
            Case("mixedform: a hidden field typed into, read-only ones (itype 2, 3) answered as they are, flen 0 not",
                 mixed, [.down, .text("s3cret"), .enter], status: 0, answer: "ada\ns3cret\ndb1\nk3y\n", ready: "Your"),
            Case("mixedform: read-only fields are skipped: Down from the hidden field goes round to the first",
                 mixed, [.down, .down, .text("!"), .enter], status: 0, answer: "!ada\n\ndb1\nk3y\n", ready: "Your"),
            Case("mixedform, Up from the first goes to the hidden field", mixed, [.up, .text("pw"), .enter], status: 0,
                 answer: "ada\npw\ndb1\nk3y\n", ready: "Your"),
            Case("mixedform, ilen cuts a read-only field's value", form("--mixedform", [["Host:", "database", "10", "2", "2"]]),
                 [.enter], status: 0, answer: "da\n", ready: "Your"),
            Case("mixedform, Esc", mixed, [.escape], status: 255, ready: "Your"),
            Case("mixedform, Cancel", mixed, [.tab, .tab, .enter], status: 1, ready: "Your"),
            Case("mixedform, --extra-button", ["--extra-button"] + mixed, [.down, .text("pw"), .tab, .tab, .enter], status: 3,
                 answer: "ada\npw\ndb1\nk3y\n", ready: "Your"),
            Case("mixedform, an itype that is not a number is 0", form("--mixedform", [["User:", "ada", "10", "0", "x"]]),
                 [.text("!"), .enter], status: 0, answer: "!ada\n", ready: "Your"),
            Case("passwordform: every field hidden, each answered", form("--passwordform", [["Pass:", "", "10", "0"],
                                                                                            ["Again:", "", "10", "0"]]),
                 [.text("s3cret"), .down, .text("s3cret"), .enter], status: 0, answer: "s3cret\ns3cret\n", ready: "Your"),
            Case("passwordform, --insecure, a first value edited", ["--insecure"] + form("--passwordform", [["Pass:", "hé", "10", "0"]]),
                 [.end, .backspace, .text("ey"), .enter], status: 0, answer: "hey\n", ready: "Your"),
            Case("passwordform, a read-only field not answered", form("--passwordform", [["Pass:", "pw", "10", "0"],
                                                                                         ["Old:", "old", "-6", "0"]]),
                 [.down, .text("x"), .enter], status: 0, answer: "xpw\n", ready: "Your"),
            Case("passwordform, Esc", form("--passwordform", [["Pass:", "", "10", "0"]]), [.text("abc"), .escape], status: 255,
                 ready: "Your"),
            Case("passwordform, Cancel", form("--passwordform", [["Pass:", "", "10", "0"]]), [.text("abc"), .tab, .tab, .enter],
                 status: 1, ready: "Your"),
        ], file: #filePath, line: #line)
    }

    func testAnswers() throws {
        try DialogDifferential.check([
            Case("form, --output-separator after each field", ["--output-separator", "|"] + nameAndTown, [.enter], status: 0,
                 answer: "Ada|London|", ready: "Your"),
            Case("form, --output-separator of two characters, an empty field", ["--output-separator", "::"]
                 + form([["Name:", "", "20", "0"], ["Town:", "London", "20", "0"]]), [.enter], status: 0,
                 answer: "::London::", ready: "Your"),
            Case("form, --stdout", ["--stdout"] + nameAndTown, [.text("x"), .enter], status: 0, answer: "xAda\nLondon\n",
                 channel: .standardOutput, ready: "Your"),
            Case("form, --help-button on the second field", ["--help-button"] + nameAndTown, [.down, .tab, .tab, .tab, .enter],
                 status: 2, answer: "HELP Town:", ready: "Your"),
            Case("passwordform, --help-button: the field's label", ["--help-button"]
                 + form("--passwordform", [["User:", "ada", "10", "0"], ["Pass:", "", "10", "0"]]), [.tab, .tab, .tab, .enter],
                 status: 2, answer: "HELP User:", ready: "Your"),
            Case("mixedform, --help-button after Up past read-only fields", ["--help-button"]
                 + form("--mixedform", [["User:", "ada", "10", "0", "0"], ["Host:", "db1", "10", "0", "2"],
                                        ["Pass:", "", "10", "0", "1"]]), [.up, .backTab, .enter],
                 status: 2, answer: "HELP Pass:", ready: "Your"),
            Case("mixedform, --help-button with nothing to edit: the first field's label", ["--help-button"]
                 + form("--mixedform", [["Host:", "db1", "10", "0", "2"], ["Port:", "22", "0", "0", "0"]]), [.tab, .tab, .enter],
                 status: 2, answer: "HELP Host:", ready: "Your"),
            Case("form, --help-button: a read-only first field is passed over", ["--help-button"]
                 + form([["Fixed:", "ro", "-4", "0"], ["Name:", "Ada", "20", "0"]]), [.tab, .tab, .tab, .enter],
                 status: 2, answer: "HELP Name:", ready: "Your"),
            Case("form, --extra-button with --output-separator", ["--extra-button", "--output-separator", ","] + nameAndTown,
                 [.tab, .tab, .enter], status: 3, answer: "Ada,London,", ready: "Your"),
            Case("form, --quoted: a value with a blank quoted, a plain one not", ["--quoted"]
                 + form([["Name:", "Ada L", "20", "0"], ["Town:", "London", "20", "0"]]), [.enter], status: 0,
                 answer: "\"Ada L\"\nLondon\n", ready: "Your"),
            Case("form, --quoted --single-quoted: an empty value and a quote", ["--quoted", "--single-quoted"]
                 + form([["Name:", "", "20", "0"], ["Nick:", "it's", "20", "0"]]), [.enter], status: 0,
                 answer: "''\n'it\\'s'\n", ready: "Your"),
            Case("form, --single-quoted alone quotes nothing", ["--single-quoted"] + form([["Nick:", "it's me", "20", "0"]]),
                 [.enter], status: 0, answer: "it's me\n", ready: "Your"),
            Case("mixedform after --and-widget, to --output-fd 3", ["--output-fd", "3", "--inputbox", "Name:", "0", "0", "a",
                                                                    "--and-widget"]
                 + form("--mixedform", [["User:", "ada", "10", "0", "0"], ["Host:", "db1", "10", "0", "2"]]),
                 [.enter, .text("!"), .enter], status: 0, answer: "a\t!ada\ndb1\n", channel: .descriptor3, ready: "Name"),
            Case("form, Esc after typing", nameAndTown, [.text("x"), .escape], status: 255, ready: "Your"),
            Case("form, Cancel after typing", nameAndTown, [.text("x"), .tab, .tab, .enter], status: 1, ready: "Your"),
            Case("form, --cancel-label and its hotkey", ["--cancel-label", "Back"] + nameAndTown, [.tab, .text("b")], status: 1,
                 ready: "Your"),
        ], file: #filePath, line: #line)
    }

    func testArguments() throws {
        try DialogDifferential.check([
            Case("mixedform, a field short of its itype", ["--mixedform", "Your details", "0", "0", "0", "User:", "1", "1", "ada",
                                                           "1", "10", "10", "0"], [], status: 255, error: true),
            Case("form, --separate-output is refused", ["--separate-output"] + nameAndTown, [], status: 255, error: true),
            Case("passwordform, an argument left over", ["--passwordform", "Your details", "0", "0", "0", "Pass:", "1", "1", "",
                                                         "1", "10", "10", "0", "extra"], [], status: 255, error: true),
        ], file: #filePath, line: #line)
    }
}
