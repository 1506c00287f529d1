#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The terminal's modes, size and process groups, and the crash guard's async-signal-safe steps.
extension Platform {
    /// A terminal's modes (`termios`).
    typealias Modes = termios
    /// A signal's action as `sigaction` saved it.
    typealias SignalAction = sigaction

    /// Opens the terminal at `path` for reading and writing, never as the controlling terminal, closed on exec.
    static func openTerminal(_ path: String) throws -> Int32 {
        try open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    }

    static func getAttributes(_ fd: Int32) throws -> Modes {
        var modes = termios()
        _ = try retrying("tcgetattr") { tcgetattr(fd, &modes) }
        return modes
    }

    static func setAttributes(_ fd: Int32, _ modes: Modes, flush: Bool = false) throws {
        var modes = modes
        _ = try retrying("tcsetattr") { tcsetattr(fd, flush ? TCSAFLUSH : TCSANOW, &modes) }
    }

    /// `modes` as a shell expects them (what `stty sane` restores of what a dialog changes), the rest left alone.
    static func saneModes(_ modes: Modes) -> Modes {
        var modes = modes
        modes.c_lflag |= tcflag_t(ICANON | ECHO | ECHOE | ECHOK | ISIG | IEXTEN)
        modes.c_lflag &= ~tcflag_t(ECHONL)
        modes.c_iflag |= tcflag_t(ICRNL | IXON)
        modes.c_iflag &= ~tcflag_t(INLCR | IGNCR)
        modes.c_oflag |= tcflag_t(OPOST | ONLCR)
        withUnsafeMutableBytes(of: &modes.c_cc) { cc in
            // A dialog in raw mode disables Ctrl-Z (VSUSP 0); the others are set back only when disabled too.
            for (index, key) in [(VINTR, 0x03), (VQUIT, 0x1C), (VERASE, 0x7F), (VKILL, 0x15), (VEOF, 0x04),
                                 (VSUSP, 0x1A)] where cc[Int(index)] == 0 {
                cc[Int(index)] = UInt8(key)
            }
        }
        return modes
    }

    /// Whether two sets of modes behave the same: the flag words and control characters, speeds aside.
    static func sameModes(_ a: Modes, _ b: Modes) -> Bool {
        var a = a, b = b
        let flags = a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag && a.c_lflag == b.c_lflag
        return flags && withUnsafeBytes(of: &a.c_cc) { x in withUnsafeBytes(of: &b.c_cc) { y in x.elementsEqual(y) } }
    }

    /// The terminal's size in cells, or nil when the driver does not know it.
    static func windowSize(_ fd: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// How many bytes wait to be read on `fd` (FIONREAD); 0 when it cannot tell.
    static func queuedInput(_ fd: Int32) -> Int {
        #if canImport(Darwin)
        let request: UInt = 0x4004_667F  // _IOR('f', 127, int)
        #else
        let request = UInt(FIONREAD)
        #endif
        var count: Int32 = 0
        guard ioctl(fd, request, &count) == 0 else { return 0 }
        return Int(count)
    }

    /// `modes` read key by key with no echo, Ctrl-C and Ctrl-\ still raising their signals, Ctrl-Z read as a key.
    static func rawModes(_ modes: Modes) -> Modes {
        var modes = modes
        modes.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL | IEXTEN)
        modes.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | ISTRIP)
        withUnsafeMutableBytes(of: &modes.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
            cc[Int(VSUSP)] = 0  // _POSIX_VDISABLE: Ctrl-Z is read as a key
        }
        return modes
    }

    /// `modes` with typed keys not echoed, the line discipline otherwise untouched; `uncooked`, no line editing either:
    /// a byte is readable as it comes (signals and Ctrl-Z as they were).
    static func noEchoModes(_ modes: Modes, uncooked: Bool = false) -> Modes {
        var modes = modes
        modes.c_lflag &= ~tcflag_t(ECHO | ECHONL)
        if uncooked {
            modes.c_lflag &= ~tcflag_t(ICANON)
            withUnsafeMutableBytes(of: &modes.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
        }
        return modes
    }

    /// `modes` reading a line cooked (CR as NL, Ctrl-D, Ctrl-C, Ctrl-Z), typed keys echoed only when `echo`.
    static func lineModes(_ modes: Modes, echo: Bool) -> Modes {
        var modes = modes
        modes.c_lflag |= tcflag_t(ICANON | ISIG)
        modes.c_iflag |= tcflag_t(ICRNL)
        modes.c_iflag &= ~tcflag_t(INLCR | IGNCR)
        if echo { modes.c_lflag |= tcflag_t(ECHO) } else { modes.c_lflag &= ~tcflag_t(ECHO | ECHONL) }
        return modes
    }

    /// `modes` uncooked, unechoed, a read returning at once: the line a cooked read holds back becomes readable (the
    /// line discipline hands its unfinished line over when ICANON goes off, as Linux's n_tty and the BSDs' do).
    static func drainModes(_ modes: Modes) -> Modes {
        var modes = modes
        modes.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL)
        withUnsafeMutableBytes(of: &modes.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        return modes
    }

    /// Whether `modes` ask background jobs not to write to the terminal (`stty tostop`).
    static func stopsBackgroundWrites(_ modes: Modes) -> Bool { modes.c_lflag & tcflag_t(TOSTOP) != 0 }

    /// The process group in front on the terminal open on `fd`, and this process's own.
    static func foregroundGroup(_ fd: Int32) -> Int32 { Int32(tcgetpgrp(fd)) }
    static func processGroup() -> Int32 { Int32(getpgrp()) }
    /// The process group of this process's parent; -1 when it cannot be had.
    static func parentProcessGroup() -> Int32 { Int32(getpgid(getppid())) }

    /// The terminal's device number (TIOCGDEV, Linux), nil elsewhere: `fstat` of /dev/tty gives /dev/tty's own.
    static func terminalDevice(_ fd: Int32) -> UInt32? {
        #if os(Linux) && (arch(x86_64) || arch(arm64) || arch(i386) || arch(arm))
        // _IOR('T', 0x32, unsigned int), in the encoding these architectures share.
        let request: UInt = 0x8004_5432
        var device: UInt32 = 0
        guard ioctl(fd, request, &device) == 0, device != 0 else { return nil }
        return device
        #else
        return nil
        #endif
    }

    /// The session of the terminal on `fd`, which names it where its device number is not known.
    static func terminalSession(_ fd: Int32) -> Int32? {
        let session = tcgetsid(fd)
        return session > 0 ? Int32(session) : nil
    }

    static func makeDirectory(_ path: String) { _ = mkdir(path, 0o700) }
}

extension Signal {
    /// The signals of a crash (a Swift trap is SIGILL or SIGTRAP, a bad access SIGSEGV or SIGBUS) or Ctrl-\.
    static let fatal = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT, SIGSYS].map(Signal.init(rawValue:))
}

/// The steps of a fatal-signal handler: each calls only async-signal-safe functions and allocates nothing.
extension Platform {
    /// Puts `modes` back on `fd` at once (`tcsetattr`).
    static func setModesInHandler(_ fd: Int32, _ modes: UnsafePointer<Modes>) { _ = tcsetattr(fd, TCSANOW, modes) }

    /// Passes a fatal signal on to each group in `groups` (0: none; SIGQUIT stays, others ask with SIGTERM), waits up
    /// to `delay` for their leaders, then kills the groups still there; each is set to 0 once reaped.
    static func stopGroupsInHandler(_ groups: UnsafeMutablePointer<Int32>, count: Int, signal: Int32, delay: Double) {
        for index in 0..<count where groups[index] > 0 {
            _ = killpg(groups[index], signal == SIGQUIT ? SIGQUIT : SIGTERM)
            _ = killpg(groups[index], SIGCONT)
        }
        var status: Int32 = 0
        var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
        for _ in 0..<Int(delay * 100) {
            var left = false
            for index in 0..<count where groups[index] > 0 {
                if waitpid(groups[index], &status, WNOHANG) != 0 { groups[index] = 0 } else { left = true }
            }
            if !left { return }
            _ = nanosleep(&pause, nil)
        }
        for index in 0..<count where groups[index] > 0 {
            _ = killpg(groups[index], SIGKILL)
            _ = waitpid(groups[index], &status, 0)
            groups[index] = 0
        }
    }

    /// Copies the file `file` from its start, then what `pipe` holds, to `destination` (-1 skips a source), through
    /// `buffer`; also outside a handler (a capture's replay).
    static func copyAll(file: Int32, pipe: Int32, to destination: Int32, buffer: UnsafeMutableRawPointer, capacity: Int) {
        func copied(_ count: Int) -> Bool {
            count > 0 && writeAsMuchAsFits(destination, UnsafeRawBufferPointer(start: buffer, count: count)).problem == nil
        }
        var offset: off_t = 0
        while file >= 0 {
            let count = pread(file, buffer, capacity, offset)
            guard copied(count) else { break }
            offset += off_t(count)
        }
        while pipe >= 0, copied(unistdRead(pipe, buffer, capacity)) {}
    }
}
