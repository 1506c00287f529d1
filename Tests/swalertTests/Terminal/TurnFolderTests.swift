import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import DialogKit

/// The folder the turn's lock files live in: trusted only when it is the user's alone, and never a way for
/// another user to reach the user's files.
final class TurnFolderTests: XCTestCase {
    private let swalert = Binary.swalert.path

    // MARK: - The check, as a pure function of what fstat says

    func testOnlyADirectoryOfTheUsersOwnWithNoPermissionForOthersIsTrusted() {
        let mine = Platform.FileStatus(isDirectory: true, isRegularFile: false, owner: 1000, group: 1000, permissions: 0o700)
        XCTAssertNil(TurnFolder.check(mine, path: "/dev/shm/swalert-1000", user: 1000))

        var another = mine
        another.owner = 1001
        XCTAssertEqual(TurnFolder.check(another, path: "/dev/shm/swalert-1000", user: 1000),
                       .notPrivate("/dev/shm/swalert-1000", owner: 1001, permissions: 0o700))
        for permissions: UInt32 in [0o755, 0o750, 0o701, 0o777, 0o1700, 0o600] {
            var open = mine
            open.permissions = permissions
            XCTAssertNotNil(TurnFolder.check(open, path: "/x", user: 1000), String(permissions, radix: 8))
        }
        var file = mine
        file.isDirectory = false
        file.isRegularFile = true
        XCTAssertNotNil(TurnFolder.check(file, path: "/x", user: 1000))
        XCTAssertEqual(TurnFolder.Problem.notPrivate("/x", owner: 1001, permissions: 0o755).description,
                       "/x is not a private folder of this user's (owner 1001, mode 755)")
    }

    func testTheRuntimeDirectoryComesFirstThenTheUsersCache() {
        func folders(_ variables: [String: String], directories: Set<String> = ["/run/user/1000", "/dev/shm"]) -> [String] {
            TurnFolder.candidates(environment: { variables[$0] }, user: 1000, isDirectory: { directories.contains($0) }).map(\.path)
        }
        XCTAssertEqual(folders(["XDG_RUNTIME_DIR": "/run/user/1000", "HOME": "/home/ada"]),
                       ["/run/user/1000/swalert-1000", "/home/ada/.cache/swalert"])
        XCTAssertEqual(folders(["HOME": "/home/ada", "XDG_CACHE_HOME": "/home/ada/cache"]),
                       ["/dev/shm/swalert-1000", "/home/ada/cache/swalert"])
        XCTAssertEqual(folders(["HOME": "/home/ada"], directories: []), ["/tmp/swalert-1000", "/home/ada/.cache/swalert"])
        // A runtime directory that is relative or missing is not used; nor is a home of "/" or a relative one.
        XCTAssertEqual(folders(["XDG_RUNTIME_DIR": "run", "HOME": "/"]), ["/dev/shm/swalert-1000"])
        XCTAssertEqual(folders(["XDG_RUNTIME_DIR": "/nonexistent", "HOME": "home"]), ["/dev/shm/swalert-1000"])
    }

    func testTheTmuxPaneIsReadFromCaptureAndFormatLines() {
        let output = Array("a  \n\n╭──╮ \n3 0\n".utf8)
        XCTAssertEqual(TmuxPane.parse(output), TmuxPane.Snapshot(rows: ["a", "", "╭──╮"], cursorRow: 3, alternateScreen: false))
        XCTAssertEqual(TmuxPane.parse(Array("x\n0 1\n".utf8))?.alternateScreen, true)
        XCTAssertNil(TmuxPane.parse(Array("x\nnot a format line\n".utf8)))
        XCTAssertNil(TmuxPane.current(environment: { ["TMUX": "/tmp/tmux-0/default,1,0"][$0] }), "no pane id")
        XCTAssertEqual(TmuxPane.current(environment: { ["TMUX": "/tmp/s,1,0", "TMUX_PANE": "%12"][$0] })?.id, "%12")
        XCTAssertNil(TmuxPane.current(environment: { ["TMUX": "/tmp/s,1,0", "TMUX_PANE": "%1;x"][$0] }))
    }

    // MARK: - End to end, against a folder another user made first

    /// The attack: before the user's first dialog, another user makes the user's lock folder in /dev/shm (or
    /// the runtime directory), open to all, with links named as the terminal's lock and queue pointing at the
    /// user's files. The dialog must answer as usual, and no file of the user's be created, changed or removed.
    func testAFolderAnotherUserMadeFirstIsNeverUsedAndTheUsersFilesSurvive() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-hostile-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let runtime = root.appendingPathComponent("run"), home = root.appendingPathComponent("home")
        let victim = home.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        let precious = [".bashrc": "alias ll='ls -l'\n", ".profile": "PATH=$HOME/bin:$PATH\n", ".netrc": "machine example.org\n"]
        for (name, text) in precious { try text.write(to: victim.appendingPathComponent(name), atomically: true, encoding: .utf8) }

        let process = try PTYProcess("/bin/sh", ["-c", "read go; exec \"$0\" alert 'Still asked'", swalert],
                                     environment: ["SWALERT_NO_ANIMATION": "1", "XDG_RUNTIME_DIR": runtime.path, "HOME": home.path])
        let name = try lockName(process.terminalPath)
        let hostile = runtime.appendingPathComponent("swalert-\(getuid())")
        try FileManager.default.createDirectory(at: hostile, withIntermediateDirectories: false)
        try makeAnotherUsers(hostile)
        try FileManager.default.createSymbolicLink(at: hostile.appendingPathComponent("\(name).queue"), withDestinationURL: victim)
        try FileManager.default.createSymbolicLink(at: hostile.appendingPathComponent("\(name).lock"),
                                                   withDestinationURL: victim.appendingPathComponent(".netrc"))
        process.send("go\n")
        try process.waitForOutput(containing: "Still asked")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "OK\n")
        XCTAssertEqual(process.stderrText, "", "the user's own cache folder served without a word")

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: victim.path).sorted(), precious.keys.sorted())
        for (file, text) in precious {
            XCTAssertEqual(try String(contentsOf: victim.appendingPathComponent(file), encoding: .utf8), text, file)
        }
        let fallback = home.appendingPathComponent(".cache/swalert")
        // The lock, and the record of what the terminal said of its colours (see `Terminal.recordColors`): the
        // same folder, under the same rules, never the other user's.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fallback.path).sorted(), ["\(name).colors", "\(name).lock"])
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: fallback.path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode, 0o700)
        let record = fallback.appendingPathComponent("\(name).colors").path
        XCTAssertEqual(try XCTUnwrap(FileManager.default.attributesOfItem(atPath: record)[.posixPermissions] as? Int), 0o600)
        XCTAssertFalse(FileManager.default.fileExists(atPath: hostile.appendingPathComponent("\(name).colors").path))
    }

    func testWithNoFolderToTrustTheDialogShowsWithoutTakingTurnsAndSaysWhy() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-nofolder-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let runtime = root.appendingPathComponent("run")
        let hostile = runtime.appendingPathComponent("swalert-\(getuid())")
        try FileManager.default.createDirectory(at: hostile, withIntermediateDirectories: true)
        try makeAnotherUsers(hostile)
        let process = try PTYProcess(swalert, ["alert", "Shown anyway"],
                                     environment: ["SWALERT_NO_ANIMATION": "1", "XDG_RUNTIME_DIR": runtime.path, "HOME": "/"],
                                     unsetting: ["XDG_CACHE_HOME"])
        try process.waitForOutput(containing: "Shown anyway")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stderrText.components(separatedBy: "\n").filter { !$0.isEmpty },
                       ["swalert: not taking turns with other dialogs on this terminal: \(hostile.path) is not a private "
                        + "folder of this user's (owner \(getuid() == 0 ? 65534 : getuid()), mode 777)"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: hostile.path), [], "nothing was made in it")
    }

    /// Makes `folder` look made by another user: owned by nobody when the tests run as root (CI), and in any case
    /// open to everyone, as a folder another user made for the attack would be.
    private func makeAnotherUsers(_ folder: URL) throws {
        XCTAssertEqual(chmod(folder.path, 0o777), 0)
        if getuid() == 0 { XCTAssertEqual(chown(folder.path, 65534, 65534), 0) }
    }

    private func lockName(_ terminalPath: String) throws -> String {
        var status = stat()
        guard stat(terminalPath, &status) == 0 else { throw HarnessError.system("stat \(terminalPath)") }
        return "tty\(UInt32(truncatingIfNeeded: status.st_rdev))"
    }
}
