#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest

/// What `/proc` tells about a process a test started: its peak memory, and the child it runs.
enum ProcessProbe {
    /// The peak memory of a running process, in KiB (VmHWM).
    static func peakMemory(_ pid: pid_t) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        return try XCTUnwrap(Int(line.split(separator: " ")[1]))
    }

    /// The child of `parent` running `name`, once there is one.
    static func child(of parent: pid_t, named name: String) throws -> pid_t {
        let found = Waiting.until(timeout: 10) { () -> pid_t? in
            let children = (try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)) ?? ""
            return children.split(separator: " ").compactMap { pid_t($0) }.first { pid in
                (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) == name + "\n"
            }
        }
        return try XCTUnwrap(found, "no \(name) started by \(parent)")
    }
}

/// What a dialog wrote, read for its colours.
enum DrawnColours {
    /// Whether `output` sets the background to the 16-colour `index` (SGR 40–47).
    static func hasBackground(_ output: String, _ index: Int) -> Bool {
        output.contains("[\(40 + index)m") || output.contains(";\(40 + index)m") || output.contains("[\(40 + index);")
            || output.contains(";\(40 + index);")
    }
}
