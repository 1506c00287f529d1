#if os(Linux) && canImport(Glibc)
import Glibc
import XCTest
@testable import swalert

/// `argv` found from the environment, as the process start-up layout places them on the stack: argc,
/// argv[0] ... argv[argc - 1], null, envp[0] ..., null.
final class ArgumentVectorTests: XCTestCase {
    /// What `argumentVector` finds before the environment of a layout of `words` whose environment starts at
    /// `environmentStart`.
    private func found(_ words: [Int], environmentStart: Int) -> [String] {
        var words = words
        return words.withUnsafeMutableBufferPointer { buffer in
            var count: Int32 = -1
            let vector = argumentVector(before: UnsafeMutableRawPointer(buffer.baseAddress! + environmentStart), count: &count)
            return (0..<Int(count)).map { String(cString: vector[$0]!) }
        }
    }

    func testArgumentsAreFoundBeforeTheEnvironment() {
        for arguments in [["swalert", "alert", "Ä 日本", "--button", "OK"], ["swalert"], Array(repeating: "x", count: 300)] {
            let strings = (arguments + ["TERM=xterm", "HOME=/"]).map { strdup($0)! }
            defer { strings.forEach { free($0) } }
            let pointers = strings.map { Int(bitPattern: $0) }
            let words = [arguments.count] + pointers[..<arguments.count] + [0] + pointers[arguments.count...] + [0]
            XCTAssertEqual(found(words, environmentStart: arguments.count + 2), arguments)
        }
    }

    func testAnEnvironmentNotWhereTheProcessStartedGivesNoArguments() {
        let term = strdup("TERM=xterm")!
        defer { free(term) }
        // The word before the environment is not a null: this is not the layout the kernel made.
        XCTAssertEqual(found([0, 12345, Int(bitPattern: term), 0], environmentStart: 2), [])
        XCTAssertEqual(found([0, 0], environmentStart: 2).count, 0, "argc 0 and no arguments")
    }

    func testTheRunningProcessFindsItsOwnArgumentsOrNone() {
        // Another test may have set a variable, which moves `environ` off the stack; then there is nothing to
        // find, and nothing must be made up.
        var count: Int32 = -1
        let vector = startupArgumentVector(&count)
        let arguments = (0..<Int(count)).map { String(cString: vector[$0]!) }
        XCTAssertTrue(arguments == CommandLine.arguments || arguments.isEmpty, "\(arguments)")
    }
}
#endif
