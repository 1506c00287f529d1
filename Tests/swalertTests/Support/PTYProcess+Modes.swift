#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PTYProcess {
    /// A terminal's modes, compared by the fields that change how it behaves.
    ///
    /// `termios` itself is not `Equatable`, and a raw dump of it is unreadable. This compares the four flag
    /// words and the control characters (not the line speeds, which a pseudo-terminal ignores) and names
    /// them as `stty` does: `XCTAssertEqual(before, after)` prints both as flag names, and
    /// `differences(from:)` says exactly what changed (`"lflag: -ECHO"`).
    struct Modes: Equatable, CustomStringConvertible {
        /// The modes as the kernel reported them.
        var raw: termios

        init(_ raw: termios) {
            self.raw = raw
        }

        static func == (a: Modes, b: Modes) -> Bool {
            a.raw.c_iflag == b.raw.c_iflag && a.raw.c_oflag == b.raw.c_oflag && a.raw.c_cflag == b.raw.c_cflag
                && a.raw.c_lflag == b.raw.c_lflag && a.controlCharacters == b.controlCharacters
        }

        /// `c_cc` as an array, indexed by `VINTR`, `VMIN` and the other `V*` constants.
        var controlCharacters: [cc_t] {
            withUnsafeBytes(of: raw.c_cc) { Array($0) }
        }

        var description: String {
            let fields = Self.fields(of: self).map { field in
                let set = field.flags.filter { field.value & $0.bits == $0.bits }
                return "\(field.name): " + set.map(\.name).joined(separator: " ")
            }
            let cc = Self.controlNames.map { "\($0.name)=\(Self.describe(controlCharacters[$0.index], $0.name))" }
            return (fields + ["cc: " + cc.joined(separator: " ")]).joined(separator: " | ")
        }

        /// What changed from `old` to `self`, in `stty` terms: `"lflag: -ECHO"`, `"cc: VMIN 1 -> 0"`.
        func differences(from old: Modes) -> [String] {
            var result: [String] = []
            for (new, before) in zip(Self.fields(of: self), Self.fields(of: old)) where new.value != before.value {
                var changes: [String] = []
                var named: tcflag_t = 0
                for flag in new.flags {
                    named |= flag.bits
                    let isSet = new.value & flag.bits == flag.bits, wasSet = before.value & flag.bits == flag.bits
                    if isSet != wasSet { changes.append((isSet ? "" : "-") + flag.name) }
                }
                let other = (new.value ^ before.value) & ~named
                if other != 0 { changes.append("bits 0x" + String(other, radix: 16)) }
                result.append("\(new.name): " + changes.joined(separator: " "))
            }
            let now = controlCharacters, then = old.controlCharacters
            for (index, (a, b)) in zip(now, then).enumerated() where a != b {
                let name = Self.controlNames.first { $0.index == index }?.name ?? "c_cc[\(index)]"
                result.append("cc: \(name) \(Self.describe(b, name)) -> \(Self.describe(a, name))")
            }
            return result
        }

        // MARK: - Names

        private typealias Flag = (name: String, bits: tcflag_t)

        private static func fields(of modes: Modes) -> [(name: String, value: tcflag_t, flags: [Flag])] {
            [("iflag", modes.raw.c_iflag, inputFlags), ("oflag", modes.raw.c_oflag, outputFlags),
             ("cflag", modes.raw.c_cflag, controlFlags), ("lflag", modes.raw.c_lflag, localFlags)]
        }

        private static func describe(_ value: cc_t, _ name: String) -> String {
            if name == "VMIN" || name == "VTIME" { return String(value) }
            if value == 0 { return "undef" }  // _POSIX_VDISABLE on Linux
            if value == 0x7F { return "^?" }
            return value < 0x20 ? "^" + String(UnicodeScalar(value + 0x40)) : String(UnicodeScalar(value))
        }

        private static let inputFlags: [Flag] = [
            ("IGNBRK", tcflag_t(IGNBRK)), ("BRKINT", tcflag_t(BRKINT)), ("IGNPAR", tcflag_t(IGNPAR)),
            ("PARMRK", tcflag_t(PARMRK)), ("INPCK", tcflag_t(INPCK)), ("ISTRIP", tcflag_t(ISTRIP)),
            ("INLCR", tcflag_t(INLCR)), ("IGNCR", tcflag_t(IGNCR)), ("ICRNL", tcflag_t(ICRNL)),
            ("IUCLC", tcflag_t(IUCLC)), ("IXON", tcflag_t(IXON)), ("IXANY", tcflag_t(IXANY)),
            ("IXOFF", tcflag_t(IXOFF)), ("IMAXBEL", tcflag_t(IMAXBEL)), ("IUTF8", tcflag_t(IUTF8)),
        ]
        private static let outputFlags: [Flag] = [
            ("OPOST", tcflag_t(OPOST)), ("OLCUC", tcflag_t(OLCUC)), ("ONLCR", tcflag_t(ONLCR)),
            ("OCRNL", tcflag_t(OCRNL)), ("ONOCR", tcflag_t(ONOCR)), ("ONLRET", tcflag_t(ONLRET)),
            ("OFILL", tcflag_t(OFILL)), ("OFDEL", tcflag_t(OFDEL)),
        ]
        private static let controlFlags: [Flag] = [
            ("CS8", tcflag_t(CS8)), ("CSTOPB", tcflag_t(CSTOPB)), ("CREAD", tcflag_t(CREAD)),
            ("PARENB", tcflag_t(PARENB)), ("PARODD", tcflag_t(PARODD)), ("HUPCL", tcflag_t(HUPCL)),
            ("CLOCAL", tcflag_t(CLOCAL)),
        ]
        private static let localFlags: [Flag] = [
            ("ISIG", tcflag_t(ISIG)), ("ICANON", tcflag_t(ICANON)), ("ECHO", tcflag_t(ECHO)),
            ("ECHOE", tcflag_t(ECHOE)), ("ECHOK", tcflag_t(ECHOK)), ("ECHONL", tcflag_t(ECHONL)),
            ("NOFLSH", tcflag_t(NOFLSH)), ("TOSTOP", tcflag_t(TOSTOP)), ("ECHOCTL", tcflag_t(ECHOCTL)),
            ("ECHOPRT", tcflag_t(ECHOPRT)), ("ECHOKE", tcflag_t(ECHOKE)), ("FLUSHO", tcflag_t(FLUSHO)),
            ("PENDIN", tcflag_t(PENDIN)), ("IEXTEN", tcflag_t(IEXTEN)),
        ]
        private static let controlNames: [(name: String, index: Int)] = [
            ("VINTR", Int(VINTR)), ("VQUIT", Int(VQUIT)), ("VERASE", Int(VERASE)), ("VKILL", Int(VKILL)),
            ("VEOF", Int(VEOF)), ("VTIME", Int(VTIME)), ("VMIN", Int(VMIN)), ("VSTART", Int(VSTART)),
            ("VSTOP", Int(VSTOP)), ("VSUSP", Int(VSUSP)), ("VEOL", Int(VEOL)), ("VREPRINT", Int(VREPRINT)),
            ("VDISCARD", Int(VDISCARD)), ("VWERASE", Int(VWERASE)), ("VLNEXT", Int(VLNEXT)), ("VEOL2", Int(VEOL2)),
        ]
    }
}
