import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import DialogKit

/// A message from standard input or a file is read up to `MessageSource.maximumBytes` (16 MiB) and
/// `MessageSource.maximumLines` (200,000 lines) and no further: what is shown then ends with a visible
/// "… (truncated: …)" line, and the rest is left unread, so `yes | swalert alert` shows a dialog, stays small
/// and ends `yes` with SIGPIPE when it exits, as `head` would. The text the bytes make is bounded alike, decoded
/// and as shown, so that no bytes at all take swalert past 64 MiB. Standard input that cannot be read at all (a
/// directory, a closed descriptor) fails with 66 like an unreadable file.
final class MessageBoundTests: XCTestCase {
    private let swalert = Binary.swalert.path

    override class func setUp() {
        super.setUp()
        // A writer whose reader has gone must see EPIPE, not end the test runner.
        signal(SIGPIPE, SIG_IGN)
    }

    // MARK: - Reading, with small limits

    /// A pipe holding `bytes` (less than a pipe's 64 KiB), its write end closed: the read end.
    private func pipe(holding bytes: [UInt8], close closing: Bool = true) throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard Glibc.pipe(&fds) == 0 else { throw HarnessError.system("pipe") }
        let written = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        XCTAssertEqual(written, bytes.count)
        if closing {
            close(fds[1])
            fds[1] = -1
        }
        return (fds[0], fds[1])
    }

    private func read(_ bytes: [UInt8], maximumBytes: Int = .max / 2, maximumLines: Int = .max) throws -> String {
        let (fd, _) = try pipe(holding: bytes)
        defer { close(fd) }
        return try MessageSource.read(fd, maximumBytes: maximumBytes, maximumLines: maximumLines)
    }

    private func read(_ text: String, maximumBytes: Int = .max / 2, maximumLines: Int = .max) throws -> String {
        try read(Array(text.utf8), maximumBytes: maximumBytes, maximumLines: maximumLines)
    }

    func testTheLimitsAreDocumentedValues() {
        XCTAssertEqual(MessageSource.maximumBytes, 16 * 1024 * 1024)
        XCTAssertEqual(MessageSource.maximumLines, 200_000)
        XCTAssertEqual(MessageSource.truncatedAtBytes, "\n… (truncated: the message is longer than 16 MiB)")
        XCTAssertEqual(MessageSource.truncatedAtLines, "\n… (truncated: the message is longer than 200,000 lines)")
        for notice in [MessageSource.truncatedAtBytes, MessageSource.truncatedAtLines] {
            XCTAssertEqual(notice.filter(\.isNewline).count, 1, "one line of its own")
            XCTAssertEqual(Sanitizer.sanitize(notice), notice, "nothing in it to escape")
        }
    }

    func testAMessageThatJustFitsIsWhole() throws {
        XCTAssertEqual(try read("0123456789", maximumBytes: 10), "0123456789")
        XCTAssertEqual(try read("", maximumBytes: 10), "")
        XCTAssertEqual(try read("one\ntwo\nthree", maximumLines: 3), "one\ntwo\nthree")
        XCTAssertEqual(try read("one\ntwo\nthree\n", maximumLines: 3), "one\ntwo\nthree\n", "a final newline ends the last line")
        XCTAssertEqual(try read("one\ntwo\nthree\n", maximumBytes: 14, maximumLines: 3), "one\ntwo\nthree\n")
    }

    func testOneByteMoreIsCutWithANotice() throws {
        XCTAssertEqual(try read("0123456789X", maximumBytes: 10), "0123456789" + MessageSource.truncatedAtBytes)
        XCTAssertEqual(try read(String(repeating: "y\n", count: 1_000), maximumBytes: 11),
                       "y\ny\ny\ny\ny\ny" + MessageSource.truncatedAtBytes)
    }

    func testOneLineMoreIsCutAtTheLastLineBreak() throws {
        XCTAssertEqual(try read("one\ntwo\nthree\nfour", maximumLines: 3), "one\ntwo\nthree" + MessageSource.truncatedAtLines)
        XCTAssertEqual(try read("one\ntwo\nthree\n\n", maximumLines: 3), "one\ntwo\nthree" + MessageSource.truncatedAtLines)
        XCTAssertEqual(try read("\n\n\n\n\n", maximumLines: 2), "\n" + MessageSource.truncatedAtLines)
        XCTAssertEqual(try read(String(repeating: "y\n", count: 1_000), maximumLines: 5),
                       "y\ny\ny\ny\ny" + MessageSource.truncatedAtLines)
    }

    func testWhicheverLimitComesFirstCuts() throws {
        let text = "one\ntwo\nthree\nfour\n"
        XCTAssertEqual(try read(text, maximumBytes: 9, maximumLines: 3), "one\ntwo\nt" + MessageSource.truncatedAtBytes)
        XCTAssertEqual(try read(text, maximumBytes: 15, maximumLines: 3), "one\ntwo\nthree" + MessageSource.truncatedAtLines)
        // Both at once: the line break is the last byte that fits.
        XCTAssertEqual(try read(text, maximumBytes: 14, maximumLines: 3), "one\ntwo\nthree" + MessageSource.truncatedAtLines)
    }

    func testTheCutNeverSplitsACharacter() throws {
        // é is 2 bytes, € 3, 👍 4: every limit that falls inside one cuts before it.
        let text = "ab" + "é" + "€" + "👍" + "z"
        let whole = [(2, "ab"), (3, "ab"), (4, "abé"), (5, "abé"), (6, "abé"), (7, "abé€"), (8, "abé€"), (9, "abé€"),
                     (10, "abé€"), (11, "abé€👍")]
        for (limit, kept) in whole {
            let result = try read(text, maximumBytes: limit)
            XCTAssertEqual(result, kept + MessageSource.truncatedAtBytes, "limit \(limit)")
            XCTAssertFalse(result.contains("\u{FFFD}"), "limit \(limit): no broken sequence")
        }
        XCTAssertEqual(try read(text, maximumBytes: 12), text)
    }

    func testInvalidBytesBeforeTheCutStayReplacementCharacters() throws {
        // Stray continuation bytes are no sequence to keep whole; each is a U+FFFD, which takes three bytes of
        // the limit, as it does in memory.
        XCTAssertEqual(try read([0x61, 0x80, 0x80, 0x80, 0x80, 0x62], maximumBytes: 4),
                       "a\u{FFFD}" + MessageSource.truncatedAtBytes)
        XCTAssertEqual(try read([0x61, 0x80, 0x80, 0x80, 0x80, 0x62], maximumBytes: 10),
                       "a\u{FFFD}\u{FFFD}\u{FFFD}" + MessageSource.truncatedAtBytes)
        XCTAssertEqual(try read([0x61, 0xFF, 0x62, 0x63], maximumBytes: 3), "a" + MessageSource.truncatedAtBytes)
        XCTAssertEqual(try read([0x61, 0xFF, 0x62, 0x63], maximumBytes: 5), "a\u{FFFD}b" + MessageSource.truncatedAtBytes)
        // A stray after a character of its own leaves that character whole (it was cut with the stray).
        XCTAssertEqual(try read([0x09, 0x80, 0x61], maximumBytes: 1), "\t" + MessageSource.truncatedAtBytes)
        XCTAssertEqual(try read([0x0A, 0x0D, 0x0A, 0x80, 0x0A], maximumBytes: 3), "\n\r\n" + MessageSource.truncatedAtBytes,
                       "a CR LF is kept whole")
    }

    func testTheTextCountsAsItIsShown() throws {
        // A control is shown as ^A, an invisible bidirectional control as <U+202E> or <U+061C> (ALM, 2 bytes
        // read, 8 shown): the limit counts those, so that 16 MiB of them is no 64 MiB message.
        XCTAssertEqual(try read("\u{1}\u{1}\u{1}", maximumBytes: 4), "\u{1}\u{1}" + MessageSource.truncatedAtBytes)
        XCTAssertEqual(try read("ok\u{61C}\u{61C}", maximumBytes: 12), "ok\u{61C}" + MessageSource.truncatedAtBytes)
        XCTAssertEqual(try read("ok\u{61C}", maximumBytes: 10), "ok\u{61C}", "it fits: 10 bytes shown")
        XCTAssertEqual(try read("a\u{202E}b", maximumBytes: 8), "a" + MessageSource.truncatedAtBytes)
        // A CR LF is one line break, a byte shown; a lone CR is ^M.
        XCTAssertEqual(try read("a\r\nb\r\n", maximumBytes: 6), "a\r\nb\r\n")
        XCTAssertEqual(try read("a\rb\r", maximumBytes: 5), "a\rb" + MessageSource.truncatedAtBytes)
        // Newlines and tabs are shown as they are.
        XCTAssertEqual(try read("a\tb\nc", maximumBytes: 5), "a\tb\nc")
    }

    func testASequenceSplitBetweenReadsIsDecodedWhole() throws {
        // Bytes are decoded as they are read, 64 KiB at a time: a character, or a CR LF, across two reads stays one.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-split-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        for (tail, expected) in [("€b", "€b"), ("👍", "👍"), ("\r\nb", "\r\nb")] {
            let head = String(repeating: "a", count: 65_535)
            try Data((head + tail).utf8).write(to: file)
            let message = try MessageSource.file(file.path).load()
            XCTAssertEqual(message, head + expected, tail.debugDescription)
            XCTAssertFalse(message.contains("\u{FFFD}"), tail.debugDescription)
        }
    }

    func testWhatIsPastTheLimitIsLeftUnread() throws {
        let (fd, writer) = try pipe(holding: Array(repeating: UInt8(ascii: "x"), count: 1_000), close: false)
        defer { close(fd); close(writer) }
        // The writer still open: reading to the end would wait for ever.
        let message = try MessageSource.read(fd, maximumBytes: 100, maximumLines: .max)
        XCTAssertEqual(message, String(repeating: "x", count: 100) + MessageSource.truncatedAtBytes)
        var available: Int32 = 0
        XCTAssertEqual(ioctl(fd, UInt(FIONREAD), &available), 0)
        XCTAssertEqual(available, 1_000 - 101, "one byte past the limit read, to know there was more; the rest left")

        let (lines, lineWriter) = try pipe(holding: Array(String(repeating: "y\n", count: 500).utf8), close: false)
        defer { close(lines); close(lineWriter) }
        XCTAssertEqual(try MessageSource.read(lines, maximumBytes: .max / 2, maximumLines: 10),
                       String(String(repeating: "y\n", count: 10).dropLast()) + MessageSource.truncatedAtLines)
    }

    // MARK: - Reading, with the real limits

    /// Starts a thread that writes `line` into a new pipe until its reader is gone, like `yes`; returns the
    /// read end and a wait for the writer to end.
    private func endlessProducer(_ line: String) throws -> (fd: Int32, ended: XCTestExpectation) {
        var fds: [Int32] = [0, 0]
        guard Glibc.pipe(&fds) == 0 else { throw HarnessError.system("pipe") }
        let ended = expectation(description: "the producer saw EPIPE")
        let writer = fds[1]
        let block = Array(String(repeating: line, count: max(1, 8192 / line.utf8.count)).utf8)
        Thread.detachNewThread {
            while block.withUnsafeBytes({ write(writer, $0.baseAddress, $0.count) }) > 0 {}
            XCTAssertEqual(errno, EPIPE)
            close(writer)
            ended.fulfill()
        }
        return (fds[0], ended)
    }

    func testAnEndlessProducerOfShortLinesIsCutAtTheLineLimit() throws {
        let (fd, ended) = try endlessProducer("y\n")
        let message = try MessageSource.read(fd, maximumBytes: MessageSource.maximumBytes, maximumLines: MessageSource.maximumLines)
        close(fd)
        wait(for: [ended], timeout: 10)
        XCTAssertTrue(message.hasSuffix("y\ny" + MessageSource.truncatedAtLines))
        XCTAssertEqual(message.utf8.count, 2 * MessageSource.maximumLines - 1 + MessageSource.truncatedAtLines.utf8.count)
    }

    func testAnEndlessProducerOfLongLinesIsCutAtTheByteLimit() throws {
        // 1,001 bytes a line: the 16 MiB mark falls on the last byte of a 3-byte €, which goes with the rest.
        let line = "a" + String(repeating: "€", count: 333) + "\n"
        let (fd, ended) = try endlessProducer(line)
        let message = try MessageSource.read(fd, maximumBytes: MessageSource.maximumBytes, maximumLines: MessageSource.maximumLines)
        close(fd)
        wait(for: [ended], timeout: 10)
        XCTAssertTrue(message.hasSuffix("€" + MessageSource.truncatedAtBytes))
        XCTAssertFalse(message.contains("\u{FFFD}"))
        let kept = message.utf8.count - MessageSource.truncatedAtBytes.utf8.count
        XCTAssertEqual(kept, MessageSource.maximumBytes - 2)
    }

    func testAFileOfExactlyTheLimitIsWholeAndOneByteMoreIsCut() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-bound-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let line = Data(String(repeating: "0123456789", count: 102).utf8 + [0x0A])  // 1,021 bytes
        var data = Data(capacity: MessageSource.maximumBytes + 1)
        while data.count < MessageSource.maximumBytes { data.append(line) }
        data.removeSubrange(MessageSource.maximumBytes...)
        try data.write(to: file)
        let whole = try MessageSource.file(file.path).load()
        XCTAssertEqual(whole.utf8.count, MessageSource.maximumBytes)
        XCTAssertFalse(whole.contains("truncated"))

        data.append(UInt8(ascii: "!"))
        try data.write(to: file)
        let cut = try MessageSource.file(file.path).load()
        XCTAssertEqual(cut.utf8.count, MessageSource.maximumBytes + MessageSource.truncatedAtBytes.utf8.count)
        XCTAssertTrue(cut.hasSuffix(MessageSource.truncatedAtBytes))
        XCTAssertFalse(cut.contains("!"))
    }

    // MARK: - Unreadable input

    func testADirectoryIsUnreadable() throws {
        XCTAssertThrowsError(try MessageSource.file("/tmp").load()) { error in
            XCTAssertEqual((error as? MessageSource.ReadError)?.reason.errno, EISDIR)
            XCTAssertEqual("\(error)", "cannot read /tmp: Is a directory")
        }
    }

    /// Runs `script` with `sh -c` in a new session with no controlling terminal, `$0` being swalert.
    private func runWithoutTerminal(_ script: String) throws -> Finished {
        try NoTerminal.script(script)
    }

    func testADirectoryOrAClosedDescriptorOnStandardInputExits66() throws {
        let cases = [("< /tmp", "Is a directory"), ("<&-", "Bad file descriptor")]
        for command in ["alert", "confirm", "input", "toast"] {
            for (redirection, reason) in cases {
                let context = "\(command) \(redirection)"
                // No terminal: the message is read before looking for one.
                let result = try runWithoutTerminal("exec \"$0\" \(command) \(redirection)")
                XCTAssertEqual(result.status, 66, "\(context): \(result.stderr)")
                XCTAssertEqual(result.stderr, "swalert \(command): cannot read standard input: \(reason)\n", context)
                XCTAssertEqual(result.stdout, "", context)
            }
        }
        // With a terminal: it fails the same, and never touches the terminal.
        for (redirection, reason) in cases {
            let process = try PTYProcess("/bin/sh", ["-c", "exec \"$0\" alert \(redirection)", swalert])
            XCTAssertEqual(try process.waitForExit(), .exited(66), redirection)
            XCTAssertEqual(process.stderrText, "swalert alert: cannot read standard input: \(reason)\n")
            XCTAssertEqual(process.output, [], "\(redirection): nothing drawn")
            XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [])
        }
    }

    // MARK: - End to end

    /// `producer | swalert alert` run by bash in a pseudo-terminal, as a shell runs it: swalert is not the
    /// session leader, so when it exits the producer is ended by SIGPIPE alone, not by the terminal's SIGHUP.
    /// bash then writes the producer's status on stderr as "producer: N" and exits with swalert's. A producer
    /// that is itself a pipeline goes in braces.
    private func alert(reading producer: String, options: String = "--width 100", columns: Int = 110) throws -> PTYProcess {
        let script = "\(producer) | \"$0\" alert \(options); status=(\"${PIPESTATUS[@]}\"); "
            + "echo \"producer: ${status[0]}\" >&2; exit \"${status[1]}\""
        return try PTYProcess("/bin/bash", ["-c", script, swalert], environment: ["SWALERT_NO_ANIMATION": "1"], columns: columns)
    }

    /// Shows the box, scrolls to the end for `notice`, checks swalert's peak memory, answers, and checks that
    /// the producer was ended by SIGPIPE (status 141): never read to its end, nor drained.
    private func assertShownAndCut(_ process: PTYProcess, first: String, notice: String, peakBelow limit: Int,
                                   label: String = "", file: StaticString = #filePath, line: UInt = #line) throws {
        let swalert = try ProcessProbe.child(of: process.pid, named: "swalert")
        let shown = try process.waitForOutput(containing: first, timeout: 60)
        try process.waitForOutput(containing: "< OK >", after: shown, timeout: 30)
        let before = process.output.count
        process.send("\u{1b}[F")  // End
        // Word by word: the frame moves over the spaces between them.
        for word in notice.split(whereSeparator: \.isWhitespace) {
            try process.waitForOutput(containing: String(word), after: before, timeout: 30)
        }
        let peak = try ProcessProbe.peakMemory(swalert)
        XCTAssertLessThan(peak, limit, "\(label)peak memory \(peak) KiB", file: file, line: line)
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(timeout: 30), .exited(0), file: file, line: line)
        XCTAssertEqual(process.stdoutText, "OK\n", file: file, line: line)
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], file: file, line: line)
        XCTAssertEqual(process.stderrText, "producer: 141\n", "SIGPIPE: left unread, not drained", file: file, line: line)
    }

    func testYesPipedIntoAnAlertIsCutAtTheLineLimitAndStaysSmall() throws {
        // Before the bound: about 1.1 GB in 3 s, and never a dialog.
        let process = try alert(reading: "yes")
        try assertShownAndCut(process, first: "y", notice: MessageSource.truncatedAtLines, peakBelow: 64 * 1024)
    }

    func testEndlessLongLinesPipedIntoAnAlertAreCutAtTheByteLimit() throws {
        // 16 MiB in 1,000-byte lines, some 180,000 rows at 100 columns: the text is held once, 16 MiB, and its
        // rows as ranges of it, 8 bytes each (it was about 60 MiB with a string for every row).
        let process = try alert(reading: "yes \"$(printf 'THE_LINE %0990d' 0)\"")
        try assertShownAndCut(process, first: "THE_LINE", notice: MessageSource.truncatedAtBytes, peakBelow: 64 * 1024)
    }

    // Messages of every shape at the limit, each a test of its own so that they run side by side: in 80 columns,
    // at the default width, the most rows, and text that grows as it is decoded and shown. Nothing shown before the
    // end has a character of the notice: a frame only writes the cells that change, so a notice over cells that
    // held the same characters would not appear in the output word by word.

    func testShortLinesAtTheLimitStayUnder64MiB() throws {
        // 200,000 lines of 80 bytes, some 400,000 rows: 74 MiB with a string for every row.
        try assertShape("yes \"THE_LINE $(printf '%070d' 0 | tr 0 x)\"", first: "THE_LINE", notice: MessageSource.truncatedAtLines)
    }

    func testAnEndlessLineOfControlsAndInvalidBytesStaysUnder64MiB() throws {
        // One endless line of a word, a tab, a control, an RLO and an invalid byte: 12 bytes read, 14 decoded, 23
        // shown. 191 MiB, when the decoded text, its copy made visible and a string for every row were all held at once.
        try assertShape("{ yes \"$(printf 'WORD\\t\\001\\342\\200\\256\\377 ')\" | tr -d '\\n'; }", first: "WORD",
                        notice: MessageSource.truncatedAtBytes)
    }

    func testAnEndlessLineOfTabsStaysUnder64MiB() throws {
        // One endless line of tabs: an indentation of 134 million columns, 2.5 million blank rows. 329 MiB.
        try assertShape("{ yes \"$(printf '\\t')\" | tr -d '\\n'; }", first: "", notice: MessageSource.truncatedAtBytes)
    }

    func testOneEndlessGraphemeStaysUnder64MiB() throws {
        // One grapheme of 16 MiB: a letter and 8 million combining acute accents, one cell wide. 170 MiB, then 90 MiB
        // while every layer below the text still copied the whole cluster to draw that one cell. Forty lines first,
        // so that the notice shows only at the end.
        try assertShape("{ echo CLUSTER; seq 40; printf e; yes \"$(printf '\\314\\201')\" | tr -d '\\n'; }", first: "CLUSTER",
                        notice: MessageSource.truncatedAtBytes)
    }

    private func assertShape(_ producer: String, first: String, notice: String, line: UInt = #line) throws {
        let process = try alert(reading: producer, options: "", columns: 80)
        try assertShownAndCut(process, first: first, notice: notice, peakBelow: 64 * 1024, line: line)
    }
}
