import Foundation

/// Why a harness operation failed, with enough context to debug a red test from the log alone.
struct HarnessError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// An error for a failed system call, naming it and the errno text.
    static func system(_ call: String, _ code: Int32 = errno) -> HarnessError {
        HarnessError("\(call) failed: \(String(cString: strerror(code))) (errno \(code))")
    }
}
