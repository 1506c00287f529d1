import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import DialogKit
import TestSupport

/// Terminal replies: swalert sends no query (so no reply can arrive after it has gone and be read by the shell
/// as typed keys, like `^[[?2026;2$y`), and a reply that arrives unasked while a dialog reads keys, meant for
/// the program before or sent by the terminal on its own, is consumed whole and never acts as a key.
final class TerminalReplyTests: XCTestCase {
    private let swalert = Binary.swalert.path

    // MARK: - What swalert sends

    /// The queries in `bytes`: every sequence a terminal answers by typing a reply. Each is named by the
    /// sequence itself, made readable.
    static func queries(in bytes: [UInt8]) -> [String] {
        var found: [String] = []
        var i = 0
        func isFinal(_ byte: UInt8) -> Bool { (0x40...0x7E).contains(byte) }
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x05 {
                found.append("ENQ (answerback)")
                i += 1
                continue
            }
            guard byte == 0x1B, i + 1 < bytes.count else {
                i += 1
                continue
            }
            let start = i
            switch bytes[i + 1] {
            case UInt8(ascii: "["):
                var j = i + 2
                var prefix: UInt8?
                if j < bytes.count, (0x3C...0x3F).contains(bytes[j]) {
                    prefix = bytes[j]
                    j += 1
                }
                var parameters: [UInt8] = [], intermediates: [UInt8] = []
                while j < bytes.count, !isFinal(bytes[j]) {
                    if (0x20...0x2F).contains(bytes[j]) { intermediates.append(bytes[j]) } else { parameters.append(bytes[j]) }
                    j += 1
                }
                guard j < bytes.count else { return found + ["unterminated CSI \(visible(bytes[start...]))"] }
                let final = Unicode.Scalar(bytes[j])
                let first = Int(String(decoding: parameters.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self)) ?? 0
                let dollar = intermediates == [UInt8(ascii: "$")]
                let isQuery: Bool
                switch (prefix.map { Unicode.Scalar($0) }, final) {
                case (_, "n"): isQuery = true  // DSR and DECDSR: status, cursor position (6n)
                case (_, "c") where intermediates.isEmpty: isQuery = true  // DA1, DA2 (>), DA3 (=)
                case (_, "p") where dollar: isQuery = true  // DECRQM, ANSI and DEC private modes
                case (_, "w") where dollar, (_, "u") where dollar: isQuery = true  // DECRQPSR, DECRQTSR
                case (">", "q"): isQuery = true  // XTVERSION
                case ("?", "u"): isQuery = true  // kitty keyboard flags
                case ("?", "m"): isQuery = true  // XTQMODKEYS
                case ("?", "S"): isQuery = true  // XTSMGRAPHICS
                case (nil, "x"): isQuery = true  // DECREQTPARM
                case (nil, "t"): isQuery = [11, 13, 14, 15, 16, 18, 19, 20, 21].contains(first)  // XTWINOPS reports
                default: isQuery = false
                }
                if isQuery { found.append(visible(bytes[start...j])) }
                i = j + 1
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
                // A string, ended by ST (ESC \) or, for OSC, BEL. Inside tmux passthrough every ESC is doubled.
                var j = i + 2
                var body: [UInt8] = []
                while j < bytes.count {
                    if bytes[j] == 0x07, bytes[i + 1] == UInt8(ascii: "]") { break }
                    if bytes[j] == 0x1B, j + 1 < bytes.count {
                        if bytes[j + 1] == 0x1B {
                            body += [0x1B]
                            j += 2
                            continue
                        }
                        if bytes[j + 1] == UInt8(ascii: "\\") { break }
                    }
                    body.append(bytes[j])
                    j += 1
                }
                guard j < bytes.count else { return found + ["unterminated string \(visible(bytes[start...]))"] }
                let text = String(decoding: body, as: UTF8.self)
                let end = bytes[j] == 0x07 ? j : j + 1
                switch bytes[i + 1] {
                case UInt8(ascii: "]"):
                    // OSC 4;1;?, 10;?, 11;?, 52;c;? and the like; kitty's OSC 99 asks with p=? in its metadata.
                    // The notifications' own text (OSC 9, 777, 99's payload) is text, whatever it says.
                    let fields = text.split(separator: ";", omittingEmptySubsequences: false)
                    let number = fields.first ?? ""
                    if number == "99" ? fields.count > 1 && fields[1].contains("p=?")
                        : !["9", "777"].contains(number) && fields.dropFirst().contains("?") {
                        found.append(visible(bytes[start...end]))
                    }
                case UInt8(ascii: "P"):
                    if text.hasPrefix("tmux;") {
                        found += queries(in: Array(text.dropFirst(5).utf8))
                    } else if text.hasPrefix("$q") || text.hasPrefix("+q") {
                        found.append(visible(bytes[start...end]))  // DECRQSS, XTGETTCAP
                    }
                default:
                    break
                }
                i = end + 1
            case UInt8(ascii: "Z"):
                found.append("ESC Z (DECID)")
                i += 2
            default:
                i += 2
            }
        }
        return found
    }

    func testTheQueryFinderFindsEveryKindOfQueryAndNothingElse() {
        let queries = [
            "\u{1b}[6n", "\u{1b}[?6n", "\u{1b}[5n", "\u{1b}[c", "\u{1b}[0c", "\u{1b}[>c", "\u{1b}[=c", "\u{1b}[?2026$p",
            "\u{1b}[4$p", "\u{1b}[>q", "\u{1b}[>0q", "\u{1b}[?u", "\u{1b}[?4m", "\u{1b}[?1;1;0S", "\u{1b}[x", "\u{1b}[14t",
            "\u{1b}[18t", "\u{1b}]11;?\u{1b}\\", "\u{1b}]10;?\u{07}", "\u{1b}]4;1;?\u{07}", "\u{1b}]52;c;?\u{07}",
            "\u{1b}]99;i=1:p=?;\u{1b}\\", "\u{1b}P$qm\u{1b}\\", "\u{1b}P+q544e\u{1b}\\", "\u{1b}Z", "\u{05}",
            "\u{1b}Ptmux;\u{1b}\u{1b}[6n\u{1b}\\",
        ]
        for query in queries {
            let bytes = Array("text \u{1b}[1;31mred\u{1b}[0m \(query) more".utf8)
            XCTAssertEqual(Self.queries(in: bytes).count, 1, "\(visible(query)) is found")
        }
        var harmless = Escape.enterAlternateScreen + Escape.hideCursor + Escape.enableMouse + Escape.enableBracketedPaste
        harmless += Escape.beginSynchronizedUpdate + Escape.cursorPosition(row: 5, column: 9) + Escape.sgr(Style(foreground: .ansi(4)))
        harmless += Escape.eraseDisplay(.all) + Escape.saveCursor + Escape.index + Escape.resetScrollRegion
        harmless += Escape.desktopNotification(title: "T", body: "Done?", using: .osc9, insideTmux: true)
        harmless += Escape.desktopNotification(title: "T", body: "Done?", using: .osc99, insideTmux: false)
        harmless += Escape.desktopNotification(title: "T", body: "?", using: .osc777, insideTmux: false)
        harmless += Escape.endSynchronizedUpdate + Terminal.resetBytes(for: [.alternateScreen, .mouse, .hiddenCursor, .bracketedPaste])
        XCTAssertEqual(Self.queries(in: harmless), [], "swalert's own sequences, a notification ending in '?' among them")
    }

    /// One run of a dialog: how it starts, and what ends it.
    private struct Case {
        var name: String
        var arguments: [String]
        var environment: [String: String] = [:]
        var stdin: PTYProcess.Input = .terminal
        var waitFor: String?
        var keys: String = ""
        var status: Int32
    }

    /// The colour query a dialog or a wait sends before its first frame (see `TerminalColorQuery`), as the
    /// query finder lists it; its replies are read by the dialog itself.
    static let colorQuery = ["␛]11;?␛\\", "␛]10;?␛\\", "␛[c"]

    func testNoDialogSendsAQueryButTheColourQueryOfADialogThatReadsKeys() throws {
        let cases: [Case] = [
            Case(name: "alert, animated", arguments: ["alert", "Saved", "--button", "&Keep", "--button", "&Drop"],
                 environment: ["SWALERT_NO_ANIMATION": ""], waitFor: "Saved", keys: "d", status: 1),
            Case(name: "alert resized, then timed out", arguments: ["alert", "Wait for it", "--timeout", "0.5"],
                 waitFor: "Wait for it", status: 124),
            Case(name: "confirm inline", arguments: ["confirm", "Deploy?", "--inline"], waitFor: "Deploy?", keys: "y", status: 0),
            Case(name: "input", arguments: ["input", "Name?", "--value", "Ada"], waitFor: "Name?", keys: "x\r", status: 0),
            Case(name: "password inline", arguments: ["input", "Secret?", "--password", "--inline"], waitFor: "Secret?",
                 keys: "hunter2\r", status: 0),
            // A command that ends before the first frame leaves nothing drawn: long enough to be drawn.
            Case(name: "wait inline", arguments: ["wait", "Building", "--", "sleep", "0.3"], status: 0),
            Case(name: "wait fullscreen, status lines", arguments: ["wait", "--fullscreen", "--keep", "--title", "Copy"],
                 stdin: .text("10 one\n60 two\nthree\n"), status: 0),
            Case(name: "toast", arguments: ["toast", "Deployed", "--duration", "0.1"], environment: ["SWALERT_NO_ANIMATION": ""], status: 0),
            Case(name: "toast --notify, OSC 9", arguments: ["toast", "Done?", "--notify", "--duration", "0"],
                 environment: ["TERM_PROGRAM": "iTerm.app"], status: 0),
            Case(name: "toast --notify, OSC 99", arguments: ["toast", "Done?", "--notify", "--duration", "0"],
                 environment: ["KITTY_WINDOW_ID": "1"], status: 0),
            Case(name: "toast --notify, OSC 777 in tmux", arguments: ["toast", "Done?", "--notify", "--duration", "0"],
                 environment: ["VTE_VERSION": "7000", "TMUX": "/tmp/tmux-0/default,1,0"], status: 0),
            Case(name: "plain alert", arguments: ["alert", "--plain", "Saved"], waitFor: "Press Enter", keys: "\r", status: 0),
        ]
        // The runs are independent: side by side, each checked once all have ended.
        let runs = Concurrently.map(cases, width: 4) { item -> (PTYProcess, PTYProcess.Termination) in
            let process = try PTYProcess(self.swalert, item.arguments,
                                         environment: ["SWALERT_NO_ANIMATION": "1"].merging(item.environment) { $1 },
                                         stdin: item.stdin, answersColourQuery: false)
            if let text = item.waitFor {
                try process.waitForOutput(containing: text)
                if item.name.contains("resized") { process.resize(columns: 50, rows: 12) }
                process.send(item.keys)
            }
            return (process, try process.waitForExit())
        }
        for (item, run) in zip(cases, runs) {
            let process: PTYProcess, ended: PTYProcess.Termination
            do { (process, ended) = try run.get() } catch {
                XCTFail("\(item.name): \(error)")
                continue
            }
            XCTAssertEqual(ended, .exited(item.status), item.name)
            XCTAssertGreaterThan(process.output.count, 0, item.name)
            // Only a dialog drawn asks, once, and a wait, which reads the replies alone: a toast never reads them.
            let asks = (item.waitFor != nil && !item.name.contains("plain")) || item.name.hasPrefix("wait")
            XCTAssertEqual(Self.queries(in: process.output), asks ? Self.colorQuery : [],
                           "\(item.name) sent a query:\n\(visible(process.output))")
            if item.name.contains("notify") {
                XCTAssertTrue(process.outputText.contains("Done?"), "the notification was sent: \(visible(process.output))")
            }
        }
    }

    // MARK: - Replies that arrive unasked

    /// Replies a terminal may send: to queries a program before swalert made, or on its own.
    static let replies: [(name: String, bytes: String)] = [
        ("focus in", "\u{1b}[I"), ("focus out", "\u{1b}[O"),
        ("cursor position (CPR)", "\u{1b}[12;40R"), ("DECXCPR", "\u{1b}[?12;40;1R"),
        ("DECRPM", "\u{1b}[?2026;2$y"), ("DECRPM, ANSI mode", "\u{1b}[4;2$y"),
        ("DA1", "\u{1b}[?62;22c"), ("DA2", "\u{1b}[>1;10;0c"), ("device status", "\u{1b}[0n"),
        ("kitty keyboard flags", "\u{1b}[?0u"),
        ("XTVERSION", "\u{1b}P>|XTerm(390)\u{1b}\\"), ("DECRQSS", "\u{1b}P1$r0m\u{1b}\\"),
        ("XTGETTCAP", "\u{1b}P1+r544e=787465726d\u{1b}\\"),
        ("OSC 11, ST", "\u{1b}]11;rgb:0000/0000/0000\u{1b}\\"), ("OSC 10, BEL", "\u{1b}]10;rgb:ffff/ffff/ffff\u{07}"),
        ("kitty graphics (APC)", "\u{1b}_Gi=1;OK\u{1b}\\"), ("PM", "\u{1b}^privacy\u{1b}\\"), ("SOS", "\u{1b}Xstring\u{1b}\\"),
    ]

    func testTheKeyDecoderConsumesEveryReplyWholeAtEverySplit() {
        for reply in Self.replies {
            let bytes = Array(reply.bytes.utf8)
            for split in 0...bytes.count {
                var decoder = KeyDecoder()
                var events: [InputEvent] = []
                decoder.feed(bytes[..<split])
                while let event = decoder.next(final: false) { events.append(event) }
                decoder.feed(bytes[split...])
                while let event = decoder.next(final: false) { events.append(event) }
                while let event = decoder.next(final: true) { events.append(event) }
                let acting = events.filter {
                    switch $0 {
                    case .key, .paste, .mouse, .unknown: return true
                    case .focus, .terminalReply, .colorReport, .deviceAttributes: return false
                    }
                }
                XCTAssertEqual(acting, [], "\(reply.name) split at \(split)")
                XCTAssertEqual(events.count, 1, "\(reply.name) split at \(split): one event, \(events)")
                XCTAssertFalse(decoder.hasPending, "\(reply.name) split at \(split): nothing left over")
            }
        }
    }

    func testRepliesTypedIntoAnInputAreNeitherTextNorKeysNorLeftForTheNextProgram() throws {
        // After swalert, the shell reads the next line: any reply byte left in the terminal would start it.
        let script = "\"$0\" input 'Name?'; rc=$?; printf 'next> ' > /dev/tty; IFS= read -r rest; printf 'rest=[%s] rc=%s\\n' \"$rest\" \"$rc\""
        for bytewise in [false, true] {
            let process = try PTYProcess("/bin/sh", ["-c", script, swalert],
                                         environment: ["SWALERT_NO_ANIMATION": "1", "ESCDELAY": "5000"], answersColourQuery: false)
            try process.waitForOutput(containing: "Name?")
            let all = Self.replies.map(\.bytes).joined()
            if bytewise { all.utf8.forEach { process.send([$0]) } } else { process.send(all) }
            process.send("ok\r")
            let shown = try process.waitForOutput(containing: "next> ")
            process.send("END\r")
            try process.waitForOutput(containing: "END", after: shown)
            XCTAssertEqual(try process.waitForExit(), .exited(0))
            XCTAssertEqual(process.stdoutText, "ok\nrest=[END] rc=0\n", bytewise ? "sent byte by byte" : "sent at once")
            XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [])
        }
    }

    func testRepliesNeverPressAButtonThoughTheirLettersAreHotkeys() throws {
        // Every letter the replies end in or carry is some button's hotkey; only Enter may choose, and it
        // chooses the default, Keep.
        let labels = ["Keep", "&yes", "&no", "&cut", "&redo", "&undo", "&go", "&it", "&ok", "&xfer", "&try", "&edit",
                      "&move", "&quit", "&save", "&back", "&find", "&dump", "&pick", "&left", "&hide", "&web"]
        let process = try PTYProcess(swalert, ["alert", "Replies ahead", "--width", "300"] + labels.flatMap { ["--button", $0] },
                                     environment: ["SWALERT_NO_ANIMATION": "1"], columns: 320, rows: 24, answersColourQuery: false)
        try process.waitForOutput(containing: "Replies ahead")
        process.send(Self.replies.map(\.bytes).joined())
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0), "Enter chose the default, and nothing before it did")
        XCTAssertEqual(process.stdoutText, "Keep\n")
    }
}
