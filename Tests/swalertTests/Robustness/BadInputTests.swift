import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
import TestSupport

/// Bad input, end to end: text no one should send (invalid UTF-8, NUL, every control character, megabytes,
/// a word wider than any screen, nothing at all, right-to-left scripts), absurd option values, terminals of
/// absurd sizes and wrong LINES, COLUMNS and TERM. Each gives a clear error or a safe rendering, and nothing
/// typed or chosen is lost.
final class BadInputTests: XCTestCase {
    private let swalert = Binary.swalert.path

    private func start(_ arguments: [String], environment: [String: String] = [:], stdin: PTYProcess.Input = .terminal,
                       columns: Int = 80, rows: Int = 24) throws -> PTYProcess {
        try PTYProcess(swalert, arguments, environment: ["SWALERT_NO_ANIMATION": "1"].merging(environment) { $1 },
                       columns: columns, rows: rows, stdin: stdin)
    }

    /// Runs `script` with bash in a pseudo-terminal, `$0` being swalert: for arguments that are not UTF-8.
    private func bash(_ script: String, columns: Int = 80) throws -> PTYProcess {
        try PTYProcess("/bin/bash", ["-c", script, swalert], environment: ["SWALERT_NO_ANIMATION": "1"], columns: columns)
    }

    /// Termios as before, the cursor shown again and, for a fullscreen dialog, the alternate screen left.
    private func assertRestored(_ process: PTYProcess, fullscreen: Bool = true, _ context: String = "",
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], "termios restored \(context)",
                       file: file, line: line)
        let text = process.outputText
        XCTAssertTrue(text.contains("\u{1b}[?25h"), "cursor shown \(context)", file: file, line: line)
        if fullscreen { XCTAssertTrue(text.contains("\u{1b}[?1049l"), "alternate screen left \(context)", file: file, line: line) }
    }

    // MARK: - Text

    func testInvalidUTF8InArgumentsIsShownAsReplacementCharacters() throws {
        let alert = try bash("exec \"$0\" alert $'bad\\xffbyte' --title $'Ti\\xfe\\xfetle' --button $'O\\xc3K'")
        try alert.waitForText("bad\u{FFFD}byte")
        try alert.waitForText("Ti\u{FFFD}\u{FFFD}tle")
        alert.send("\r")
        XCTAssertEqual(try alert.waitForExit(), .exited(0))
        XCTAssertEqual(alert.stdoutText, "O\u{FFFD}K\n", "the label printed is the one shown")
        assertRestored(alert)

        let input = try bash("exec \"$0\" input $'Name\\x80?' --value $'Ad\\xe2\\x82a'")
        try input.waitForText("Name\u{FFFD}?")
        input.send("\r")
        XCTAssertEqual(try input.waitForExit(), .exited(0))
        XCTAssertEqual(input.stdoutText, "Ad\u{FFFD}a\n")
    }

    func testInvalidUTF8AndNULBytesInStdinAndAFileAreShownSafely() throws {
        let bytes: [UInt8] = Array("first ".utf8) + [0x00] + Array(" NUL, ".utf8) + [0xFF] + Array(" stray, ".utf8)
            + [0xC3] + Array("( cut, ".utf8) + [0xED, 0xA0, 0x80] + Array(" surrogate, end".utf8)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-bad-\(getpid()).txt")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let sources: [(String, [String], PTYProcess.Input)] = [
            ("stdin", ["alert"], .pipe(Data(bytes))),
            ("file", ["alert", "--file", file.path], .terminal),
        ]
        for (name, arguments, stdin) in sources {
            let process = try start(arguments, stdin: stdin)
            try process.waitForOutput(containing: "surrogate, end")
            let text = PTYProcess.withoutColumnMoves(process.outputText)
            XCTAssertTrue(text.contains("first ^@ NUL, \u{FFFD} stray, \u{FFFD}( cut, "), "\(name): \(visible(text))")
            XCTAssertFalse(process.output.contains(0x00), "\(name): no NUL reaches the terminal")
            XCTAssertTrue(String(decoding: process.output, as: UTF8.self).utf8.elementsEqual(process.output),
                          "\(name): the terminal is sent valid UTF-8 only")
            process.send("\r")
            XCTAssertEqual(try process.waitForExit(), .exited(0), name)
            assertRestored(process, name)
        }
    }

    func testATenMegabyteMessageShowsScrollsAndEnds() throws {
        var message = "THE_FIRST_LINE\n"
        let line = "A line of a very long message, with words, numbers 1234567890 and accents: déjà vu, 日本語.\n"
        message.reserveCapacity(10_500_000)
        while message.utf8.count < 10_000_000 { message += line }
        message += "THE_LAST_LINE"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-10mb-\(getpid()).txt")
        try Data(message.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let process = try start(["alert", "--file", file.path])
        let shown = try process.waitForOutput(containing: "THE_FIRST_LINE", timeout: 60)
        process.send("\u{1b}[F")  // End
        let atEnd = try process.waitForOutput(containing: "THE_LAST_LINE", after: shown, timeout: 60)
        process.send("\u{1b}[H")  // Home
        try process.waitForOutput(containing: "THE_FIRST_LINE", after: atEnd, timeout: 60)
        let peak = try ProcessProbe.peakMemory(process.pid)
        XCTAssertLessThan(peak, 300 * 1024, "peak memory \(peak) KiB for a 10 MB message")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(timeout: 60), .exited(0))
        XCTAssertEqual(process.stdoutText, "OK\n")
        assertRestored(process)
    }

    func testATenThousandCharacterWordIsBrokenAcrossLinesAndKeptWhole() throws {
        let word = String(repeating: "w", count: 9_990) + String(repeating: "Z", count: 10)
        let alert = try start(["alert", word])
        let shown = try alert.waitForOutput(containing: "wwwwwwwwww")
        alert.send("\u{1b}[F")  // End: the word's last line
        try alert.waitForOutput(containing: "ZZZZZZZZZZ", after: shown)
        alert.send("\r")
        XCTAssertEqual(try alert.waitForExit(), .exited(0))
        assertRestored(alert)

        let input = try start(["input", "Paste it:", "--value", word])
        try input.waitForOutput(containing: "Paste it:")
        input.send("\r")
        XCTAssertEqual(try input.waitForExit(), .exited(0))
        XCTAssertEqual(input.stdoutText, word + "\n", "not one character lost")
    }

    func testEmptyAndWhitespaceOnlyMessagesStillShowTheirButtons() throws {
        for message in ["", "   ", "\t\n  \n", "\n\n\n"] {
            let alert = try start(["alert", message, "--button", "&Save", "--button", "Cancel"])
            try alert.waitForOutput(containing: "< Cancel >")
            alert.send("s")
            XCTAssertEqual(try alert.waitForExit(), .exited(0), message.debugDescription)
            XCTAssertEqual(alert.stdoutText, "Save\n")
            assertRestored(alert, message.debugDescription)
        }
        let input = try start(["input", ""])
        try input.waitForOutput(containing: "< Cancel >")
        input.send("x\r")
        XCTAssertEqual(try input.waitForExit(), .exited(0))
        XCTAssertEqual(input.stdoutText, "x\n")
    }

    func testRightToLeftTextIsShownInLogicalOrder() throws {
        let process = try start(["alert", "שלום עולם — مرحبا بالعالم", "--title", "כותרת", "--button", "&אישור", "--button", "إلغاء"])
        try process.waitForOutput(containing: "مرحبا بالعالم")
        XCTAssertTrue(process.outputText.contains("שלום עולם"), "sent in logical order; the terminal does the bidi")
        XCTAssertTrue(process.outputText.contains("כותרת"))
        process.send("\u{1b}[C\r")  // Right, Enter
        XCTAssertEqual(try process.waitForExit(), .exited(1))
        XCTAssertEqual(process.stdoutText, "إلغاء\n")
        assertRestored(process)
    }

    func testEveryControlCharacterAndEscapeSequenceIsShownAsAVisibleEscape() throws {
        let c0 = (0x01...0x1F).filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }.map { Character(Unicode.Scalar($0)!) }
        let c1 = (0x80...0x9F).map { Character(Unicode.Scalar($0)!) }
        let message = "C0 [" + String(c0) + "] CR [a\rb] DEL [\u{7F}]\nC1 [" + String(c1) + "]\n"
            + "SEQ [\u{1b}[2J\u{1b}]52;c;cHduZWQ=\u{07}\u{1b}P+q544e\u{1b}\\\u{9b}6n\u{1b}[?1049l]"
        let process = try start(["alert", message, "--width", "300", "--title", "T\u{1b}]0;title\u{07}", "--button", "O\u{1b}[5mK"],
                                columns: 320)
        try process.waitForOutput(containing: "SEQ [")
        let text = process.outputText
        let expectedC0 = c0.map { "^" + String(Unicode.Scalar(UInt8($0.asciiValue! + 0x40))) }.joined()
        let expectedC1 = c1.map { "^[" + String(Unicode.Scalar(UInt8($0.unicodeScalars.first!.value - 0x40))) }.joined()
        for shown in ["C0 [" + expectedC0 + "]", "CR [a^Mb]", "DEL [^?]", "C1 [" + expectedC1 + "]",
                      "SEQ [^[[2J^[]52;c;cHduZWQ=^G^[P+q544e^[\\^[[6n^[[?1049l]", "T^[]0;title^G"] {
            XCTAssertTrue(text.contains(shown), "\(visible(shown)) is shown:\n\(visible(text))")
        }
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "O^[[5mK\n")
        let bytes = process.output
        let raw = bytes.filter { $0 < 0x20 && ![0x1B, 0x0D, 0x0A].contains($0) || $0 == 0x7F }
        XCTAssertEqual(raw, [], "no C0 control but ESC, CR and LF (swalert's own) reaches the terminal")
        let c1Sent = zip(bytes, bytes.dropFirst()).contains { $0 == 0xC2 && (0x80...0x9F).contains($1) }
        XCTAssertFalse(c1Sent, "no C1 control reaches the terminal")
        for forbidden in ["\u{1b}]52", "\u{1b}]0;", "\u{1b}P+q", "\u{1b}[5m", "\u{1b}[2J\u{1b}]52"] {
            XCTAssertFalse(text.contains(forbidden), "\(visible(forbidden)) reached the terminal")
        }
        assertRestored(process)
    }

    func testBidiControlsAreShownAsVisibleMarksAndRightToLeftTextIsNot() throws {
        // The Trojan Source trick: drawn raw, RLO turns "invoice_\u{202E}fdp.exe" into "invoice_exe.pdf".
        let controls: [(scalar: String, shown: String)] = [
            ("\u{202A}", "<U+202A>"), ("\u{202B}", "<U+202B>"), ("\u{202C}", "<U+202C>"), ("\u{202D}", "<U+202D>"),
            ("\u{202E}", "<U+202E>"), ("\u{2066}", "<U+2066>"), ("\u{2067}", "<U+2067>"), ("\u{2068}", "<U+2068>"),
            ("\u{2069}", "<U+2069>"), ("\u{200E}", "<U+200E>"), ("\u{200F}", "<U+200F>"), ("\u{061C}", "<U+061C>"),
        ]
        let message = "Run invoice_\u{202E}fdp.exe?\nשלום עולם — مرحبا\nALL [" + controls.map(\.scalar).joined() + "]"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-bidi-\(getpid()).txt")
        try Data(message.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let sources: [(String, [String], PTYProcess.Input)] = [
            ("argument", ["alert", message], .terminal),
            ("stdin", ["alert"], .pipe(Data(message.utf8))),
            ("file", ["alert", "--file", file.path], .terminal),
        ]
        for (name, arguments, stdin) in sources {
            let process = try start(arguments + ["--width", "200", "--title", "Open \u{2067}secret\u{2069}?", "--button", "&Run\u{202E}",
                                     "--button", "إلغاء"], stdin: stdin, columns: 220)
            try process.waitForText("ALL [" + controls.map(\.shown).joined() + "]")
            let text = PTYProcess.withoutColumnMoves(process.outputText)
            for shown in ["Run invoice_<U+202E>fdp.exe?", "Open <U+2067>secret<U+2069>?", "Run<U+202E>", "שלום עולם — مرحبا", "إلغاء"] {
                XCTAssertTrue(text.contains(shown), "\(name): \(shown) is shown:\n\(visible(text))")
            }
            process.send("\r")
            XCTAssertEqual(try process.waitForExit(), .exited(0), name)
            XCTAssertEqual(process.stdoutText, "Run<U+202E>\n", "\(name): the label printed is the one shown")
            let sent = process.outputText.unicodeScalars.map(\.value)
            let raw = sent.filter { [0x200E, 0x200F, 0x061C].contains($0) || (0x202A...0x202E).contains($0) || (0x2066...0x2069).contains($0) }
            XCTAssertEqual(raw, [], "\(name): no bidi control reaches the terminal")
            assertRestored(process, name)
        }
    }

    // MARK: - Options

    func testAbsurdOptionValuesExit64WithOneLineNamingTheOption() throws {
        let common = ["-1", "-0.5", "nan", "NaN", "inf", "-inf", "infinity", "1e999", "1e3", "0x10", "0x1p3",
                      "99999999999999999999", "", "abc", " 5", "5 ", "5s", "+5", "1_0", "1,5", "٣", "\u{1b}[31m7", "2\n3"]
        let numbers = [("timeout", ["31536001"]), ("width", ["0", "1.5", "10001"]), ("duration", ["31536001"]),
                       ("max-length", ["0", "2.0", "10000001"])]
        let commands: [(String, [String], [String])] = [
            ("alert", ["hi"], ["timeout", "width"]), ("confirm", ["hi"], ["timeout", "width"]),
            ("input", ["hi"], ["timeout", "width", "max-length"]), ("toast", ["hi"], ["width", "duration"]),
            ("wait", ["--", "true"], ["timeout", "width"]),
        ]
        let runs = commands.flatMap { command, rest, options in
            options.flatMap { option in
                (common + (numbers.first { $0.0 == option }?.1 ?? [])).map { (command, option, value: $0, rest) }
            }
        }
        // Four at a time: each run is a process start and its exit, and they are many.
        let results = Concurrently.map(runs, width: 4) { command, option, value, rest in
            let process = try PTYProcess("/usr/bin/setsid", ["-w", self.swalert, command, "--\(option)", value] + rest, stdin: .null)
            return (termination: try process.waitForExit(), stdout: process.stdoutText, stderr: process.stderrText)
        }
        for ((command, option, value, _), result) in zip(runs, results) {
            let context = "\(command) --\(option) \(value.debugDescription)"
            let (termination, stdout, stderr) = try result.get()
            XCTAssertEqual(termination, .exited(64), context)
            XCTAssertTrue(stderr.hasPrefix("swalert \(command): option '--\(option)': '"), "\(context): \(stderr)")
            XCTAssertEqual(stderr.filter { $0 == "\n" }.count, 1, "\(context): one line: \(stderr.debugDescription)")
            XCTAssertFalse(stderr.contains("\u{1b}"), "\(context): no escape sequence on stderr")
            XCTAssertEqual(stdout, "", context)
        }
    }

    func testEdgeOptionValuesAreAccepted() throws {
        // Not usage errors: with no terminal they get as far as that (69), or a toast prints its line (0).
        let accepted: [([String], Int32)] = [
            (["alert", "hi", "--timeout", "0"], 69), (["alert", "hi", "--timeout", ".5"], 69), (["alert", "hi", "--timeout", "5."], 69),
            (["alert", "hi", "--timeout", "31536000"], 69), (["alert", "hi", "--width", "1"], 69),
            (["alert", "hi", "--width", "10000"], 69), (["input", "hi", "--max-length", "10000000"], 69),
            (["toast", "hi", "--duration", "0"], 0), (["toast", "hi", "--duration", "0.25"], 0),
        ]
        for (arguments, status) in accepted {
            let process = try PTYProcess("/usr/bin/setsid", ["-w", swalert] + arguments, stdin: .null)
            XCTAssertEqual(try process.waitForExit(), .exited(status), "\(arguments): \(process.stderrText)")
        }
    }

    // MARK: - Terminals

    func testTinyAndHugeTerminalsNeitherCrashNorLoseTheAnswer() throws {
        let dialogs: [(name: String, arguments: [String], keys: String, status: Int32, stdout: String, fullscreen: Bool)] = [
            ("alert", ["alert", "Save the file?", "--button", "&Save", "--button", "Cancel"], "\r", 0, "Save\n", true),
            ("confirm inline", ["confirm", "Go?", "--inline"], "n", 1, "", false),
            ("input", ["input", "Name?"], "ab\r", 0, "ab\n", true),
        ]
        for (columns, rows) in [(1, 1), (2, 10), (10, 2), (10_000, 24)] {
            for dialog in dialogs {
                let context = "\(dialog.name) at \(columns)×\(rows)"
                let process = try start(dialog.arguments, columns: columns, rows: rows)
                // Bracketed paste is turned on after raw mode and before the first frame: keys are read from here.
                try process.waitForOutput(containing: "\u{1b}[?2004h")
                process.send(dialog.keys)
                XCTAssertEqual(try process.waitForExit(), .exited(dialog.status), context)
                XCTAssertEqual(process.stdoutText, dialog.stdout, context)
                assertRestored(process, fullscreen: dialog.fullscreen, context)
                if columns == 10_000, dialog.name == "alert" {
                    for text in ["Save the file?", "ave >", "< Cancel >"] {
                        XCTAssertTrue(process.outputText.contains(text), "\(text) shown at 10,000 columns")
                    }
                }
            }
            for (name, arguments) in [("wait", ["wait", "--fullscreen", "Building", "--", "true"]), ("toast", ["toast", "Saved", "--duration", "0"])] {
                let process = try start(arguments, columns: columns, rows: rows)
                XCTAssertEqual(try process.waitForExit(), .exited(0), "\(name) at \(columns)×\(rows)")
                XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], "\(name) at \(columns)×\(rows)")
            }
        }
    }

    func testLinesAndColumnsSetWrongAreHarmless() throws {
        // A driver that reports no size (0×0): LINES and COLUMNS are all there is.
        for environment in [["COLUMNS": "abc", "LINES": "-5"], ["COLUMNS": "0", "LINES": "0"],
                            ["COLUMNS": "99999999999999999999", "LINES": "3"], ["COLUMNS": "10000", "LINES": "10000"]] {
            let process = try start(["alert", "Sized wrong"], environment: environment, columns: 0, rows: 0)
            try process.waitForOutput(containing: "\u{1b}[?2004h")
            try process.waitForOutput(containing: "\u{1b}[?2026l")
            let peak = try ProcessProbe.peakMemory(process.pid)
            XCTAssertLessThan(peak, 200 * 1024, "\(environment): peak memory \(peak) KiB")
            process.send("\r")
            XCTAssertEqual(try process.waitForExit(), .exited(0), "\(environment)")
            XCTAssertEqual(process.stdoutText, "OK\n")
            assertRestored(process, "\(environment)")
        }
        // A driver that knows the size wins over LINES and COLUMNS.
        let message = "Forty-columns-of-message-in-one-piece"  // broken across lines if COLUMNS=5 were believed
        let process = try start(["alert", message], environment: ["COLUMNS": "5", "LINES": "3"])
        try process.waitForOutput(containing: message)
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
    }

    func testAnUnknownTerminalTypeIsDrawnWithPlainANSI() throws {
        for arguments in [["alert", "Unknown terminal"], ["input", "Unknown terminal"]] {
            let process = try start(arguments, environment: ["TERM": "nonesuch"])
            try process.waitForOutput(containing: "Unknown terminal")
            XCTAssertTrue(process.outputText.contains("\u{1b}[?1049h"), "drawn, not plain")
            process.send("\r")
            XCTAssertEqual(try process.waitForExit(), .exited(0), arguments[0])
            assertRestored(process, arguments[0])
        }
        let toast = try start(["toast", "Unknown terminal", "--duration", "0"], environment: ["TERM": "nonesuch"])
        XCTAssertEqual(try toast.waitForExit(), .exited(0))
        XCTAssertTrue(toast.outputText.contains("Unknown terminal"))
    }
}
