/// What a terminal said of its colours, kept for dialogs that may not ask (a toast: the reply would reach the program
/// in front, or follow a key it must not read): `ttyN.colors` in the turn's folder, `swalert-colors 1 SESSION
/// NANOSECONDS BACKGROUND FOREGROUND`.
extension Terminal {
    /// The colours recorded in this session within the lifetime (no colour: asked, nothing said); nil when none.
    func recordedColors() -> TerminalColors? {
        guard !isPlain, let session = Platform.terminalSession(descriptor),
              let bytes = withColorRecord(create: false, { Platform.readAt($0, capacity: 128, offset: 0) }) else { return nil }
        return Self.parseColorRecord(bytes, session: session, now: Platform.monotonicNanoseconds())
    }

    /// Records what the terminal said; does nothing where no private folder can be had.
    func recordColors(_ colors: TerminalColors) {
        guard !isPlain, let session = Platform.terminalSession(descriptor) else { return }
        let record = Self.colorRecord(colors, session: session, now: Platform.monotonicNanoseconds())
        _ = withColorRecord(create: true) { Platform.writeAt($0, record, offset: 0) }
    }

    /// Hands the record file's descriptor to `body` (made when `create`); nil when it is not a file of this user's.
    private func withColorRecord<T>(create: Bool, _ body: (Int32) -> T) -> T? {
        for folder in turnFolders {
            guard case .success(let directory) = folder.open() else { continue }
            defer { Platform.close(directory) }
            let name = "\(turnName).colors"
            // The folder is this user's alone (mode 0700, checked by `open`), so the path cannot be swapped under us.
            guard let fd = create ? try? Platform.openFile(name, in: directory)
                    : try? Platform.openForReading("\(folder.path)/\(name)", nonBlocking: true, followingLinks: false) else { return nil }
            defer { Platform.close(fd) }
            guard let status = try? Platform.fileStatus(fd), status.isRegularFile, status.owner == Platform.userID(),
                  status.permissions & 0o077 == 0 else { return nil }
            return body(fd)
        }
        return nil
    }

    /// The record's line for `colors`.
    static func colorRecord(_ colors: TerminalColors, session: Int32, now: UInt64) -> [UInt8] {
        var line = Array("swalert-colors 1 ".utf8)
        func decimal(_ value: UInt64) { Escape.number(Int(clamping: value), into: &line) }
        func hex(_ color: RGB?) {
            guard let color else { return line.append(UInt8(ascii: "-")) }
            let digits = Array("0123456789abcdef".utf8)
            for component in [color.red, color.green, color.blue] {
                line += [digits[Int(component >> 4)], digits[Int(component & 0xF)]]
            }
        }
        if session < 0 { line.append(UInt8(ascii: "-")) }
        decimal(UInt64(session.magnitude))
        line.append(UInt8(ascii: " "))
        decimal(now)
        line.append(UInt8(ascii: " "))
        hex(colors.background)
        line.append(UInt8(ascii: " "))
        hex(colors.foreground)
        line.append(UInt8(ascii: "\n"))
        return line
    }

    /// The colours in a record, if it was made in `session` no longer than the record's lifetime before `now`; read
    /// field by field off the bytes, as `colorRecord` writes them (strings split and parsed cost 40,000 instructions).
    static func parseColorRecord(_ bytes: [UInt8], session: Int32, now: UInt64) -> TerminalColors? {
        var offset = 0
        /// The next field's bounds, fields being separated by spaces and line feeds.
        func field() -> Range<Int>? {
            while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x0A { offset += 1 }
            let start = offset
            while offset < bytes.count, bytes[offset] != 0x20, bytes[offset] != 0x0A { offset += 1 }
            return start < offset ? start..<offset : nil
        }
        func equals(_ range: Range<Int>?, _ text: StaticString) -> Bool {
            guard let range, range.count == text.utf8CodeUnitCount else { return false }
            return range.indices.allSatisfy { bytes[$0] == text.utf8Start[$0 - range.lowerBound] }
        }
        /// A decimal number of at most 19 digits, after a `-` when `signed`.
        func number(_ range: Range<Int>?, signed: Bool = false) -> (negative: Bool, magnitude: UInt64)? {
            guard var digits = range else { return nil }
            let negative = signed && bytes[digits.lowerBound] == UInt8(ascii: "-")
            if negative { digits = digits.dropFirst() }
            guard !digits.isEmpty, digits.count <= 19 else { return nil }
            var value: UInt64 = 0
            for index in digits {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
                value = value * 10 + UInt64(bytes[index] - UInt8(ascii: "0"))
            }
            return (negative, value)
        }
        /// Six hex digits, or `-` for no colour; nil when neither.
        func color(_ range: Range<Int>?) -> RGB?? {
            guard let range else { return nil }
            if range.count == 1, bytes[range.lowerBound] == UInt8(ascii: "-") { return .some(nil) }
            guard range.count == 6 else { return nil }
            var value: UInt32 = 0
            for index in range {
                let byte = bytes[index] | 0x20
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt32(byte - UInt8(ascii: "a") + 10)
                default: return nil
                }
            }
            return RGB(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
        }
        guard equals(field(), "swalert-colors"), equals(field(), "1"),
              let recorded = number(field(), signed: true), recorded.magnitude == UInt64(session.magnitude),
              recorded.negative == (session < 0) || session == 0,
              let made = number(field())?.magnitude, made <= now, Double(now - made) / 1e9 < TerminalColorQuery.recordLifetime,
              let background = color(field()), let foreground = color(field()), field() == nil else { return nil }
        return TerminalColors(foreground: foreground, background: background)
    }
}

extension Terminal {
    /// Whether typed bytes are waiting to be read.
    var hasTypeAhead: Bool {
        (try? Platform.poll([descriptor], timeout: 0))?.isEmpty == false
    }

    /// How many typed bytes are waiting to be read.
    var queuedInputCount: Int { Platform.queuedInput(descriptor) }

    /// The theme of a dialog that does not ask the terminal (a toast, an info box): in the colours `options` were told,
    /// else the recorded ones.
    func theme(for options: PresentationOptions) -> Theme {
        options.theme(colors: options.colorDepth == .none ? nil : options.terminalColors ?? recordedColors())
    }
}

extension PresentationOptions {
    /// The theme `SWALERT_THEME` asks for, in the appearance `colors` give (dark unknown), the program's colours over it.
    func theme(colors: TerminalColors?) -> Theme {
        Theme.resolved(depth: colorDepth, appearance: TerminalColorQuery.appearance(of: colors), setting: themeSetting)
            .applying(themeOverlay)
    }
}
