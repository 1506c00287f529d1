#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest

/// What `/proc` tells about a process a test started: its peak memory, the child it runs, its state, and the
/// processes on a terminal.
enum ProcessProbe {
    /// The state letter of `/proc/PID/stat` (`R` running, `S` asleep, `T` stopped, `Z` ended), nil once reaped.
    static func state(_ pid: pid_t) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].first { $0 != " " }
    }

    /// Whether `pid` waits (asleep in a system call, such as a read of its terminal, with no signal still to take)
    /// or has ended. A key the terminal turns into a signal (Ctrl-C) is no byte to read: it is taken once no
    /// signal is pending.
    static func isWaiting(_ pid: pid_t) -> Bool {
        guard let state = state(pid) else { return true }
        if state == "Z" || state == "X" { return true }
        guard state == "S", let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
        return status.split(separator: "\n").allSatisfy { line in
            !(line.hasPrefix("SigPnd:") || line.hasPrefix("ShdPnd:")) || line.split(separator: "\t").last.map { $0.allSatisfy { $0 == "0" } } ?? true
        }
    }

    /// How many bytes `pid` has read so far, from anything (`rchar` in `/proc/PID/io`); nil once it has ended.
    static func bytesRead(_ pid: pid_t) -> Int? {
        guard let io = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8) else { return nil }
        return io.split(separator: "\n").first { $0.hasPrefix("rchar:") }.flatMap { Int($0.split(separator: " ")[1]) }
    }

    /// How long `pid` may sleep in the `poll` it is in now, in seconds (infinity without a limit), or nil when it
    /// is not in `poll` (x86-64's system call 7, its third argument in milliseconds: `/proc/PID/syscall`).
    static func pollTimeout(_ pid: pid_t) -> Double? {
        #if arch(x86_64)
        guard let call = try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8) else { return nil }
        let fields = call.split(separator: " ")
        guard fields.count > 3, fields[0] == "7", let milliseconds = UInt64(fields[3].dropFirst(2), radix: 16) else { return nil }
        return Int64(bitPattern: milliseconds) < 0 ? .infinity : Double(milliseconds) / 1000
        #else
        return nil
        #endif
    }

    /// Whether `pid` waits for input with no timer due within a minute: the entrance drawn, the replies given up.
    static func isIdle(_ pid: pid_t) -> Bool {
        (pollTimeout(pid) ?? 0) >= 60
    }

    /// The processes whose controlling terminal is the device `terminal` and whose name is `name`.
    static func processes(on terminal: dev_t, named name: String) -> [pid_t] {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return all.compactMap { pid_t($0) }.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")"),
                  stat[stat.index(after: open)..<close] == name else { return false }
            // After the name: state, ppid, pgrp, session, tty_nr.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 4 && UInt64(fields[4]) == UInt64(terminal)
        }
    }


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
