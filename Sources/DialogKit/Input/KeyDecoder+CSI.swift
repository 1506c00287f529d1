extension KeyDecoder {
    /// Decodes input that starts with `ESC [` or the 8-bit CSI, the sequence's own bytes from `start`, or with `ESC O`
    /// (SS3): application cursor keys, F1–F4, the keypad, with a modifier some put after `O`.
    static func csi(_ input: InputBytes, final: Bool, start: Int) -> Step {
        let sevenBit = input[0] == 0x1B, ss3 = sevenBit && input[1] == UInt8(ascii: "O")
        // The linux console sends F1–F5 as `ESC [ [ A` … `ESC [ [ E`; `[` is a final byte in ECMA-48 terms.
        if sevenBit, !ss3, input.count > 2, input[2] == UInt8(ascii: "[") {
            guard input.count > 3 else {
                return final ? .unknown(input, 3) : .needMore
            }
            guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(input[3]) else {
                return .unknown(input, 3)
            }
            return key(KeyEvent(.function(Int(input[3] - UInt8(ascii: "A")) + 1)), consumed: 4)
        }
        let scan = ControlSequence.scan(input, from: start, allowsPrefix: !ss3)
        guard case .complete(let sequence) = scan else {
            // `ESC [` or `ESC O` that goes nowhere (or on to a control byte) was alt-`[` or alt-O typed by hand.
            return unfinished(scan, input, final: final, alt: sevenBit ? Character(Unicode.Scalar(input[1])) : nil)
        }
        guard ss3 else { return interpret(sequence, input, final: final) }
        guard sequence.intermediate == nil, let base = ss3Key(sequence.final) else { return .unknown(input, sequence.length) }
        return key(base.adding(Modifiers(xtermParameter: sequence.parameters.last)), consumed: sequence.length)
    }

    /// A sequence that is not complete: alt-`alt` when it goes no further than its introducer's two bytes, else
    /// unknown; an overlong one, longer than any key, a reply (or garbage) whose rest is skipped to its final byte.
    private static func unfinished(_ scan: ControlSequence.Scan, _ input: InputBytes, final: Bool, alt: Character?) -> Step {
        let length: Int
        switch scan {
        case .overlong(let overlong):
            return .discard(.unknown(input.bytes(0..<overlong)), consumed: overlong, until: .controlSequence)
        case .incomplete:
            guard final else { return .needMore }
            length = input.count
        case .malformed(let malformed): length = malformed
        case .complete(let sequence): length = sequence.length
        }
        if let alt, length == 2 { return key(KeyEvent(.character(alt), .alt), consumed: 2) }
        return .unknown(input, length)
    }

    private static func interpret(_ sequence: ControlSequence, _ input: InputBytes, final: Bool) -> Step {
        let length = sequence.length
        let parameters = sequence.parameters
        var unknown: Step { .unknown(input, length) }
        var reply: Step { .reply(input, length) }

        if sequence.prefix == "<", sequence.intermediate == nil, sequence.final == "M" || sequence.final == "m" {
            // SGR mouse, `CSI < b ; x ; y M` (press) or `m` (release), 1-based coordinates.
            guard parameters.count == 3, let code = parameters[0], let x = parameters[1], let y = parameters[2],
                  let event = MouseEvent(code: code, column: max(x - 1, 0), row: max(y - 1, 0),
                                         released: sequence.final == "m")
            else { return unknown }
            return .event(.mouse(event), consumed: length)
        }
        // Keys carry no private prefix, so these are replies: DA1, DECRPM, DECXCPR, kitty's flags, DA2.
        if sequence.prefix == "?", sequence.intermediate == nil, sequence.final == "c" {
            return .event(.deviceAttributes, consumed: length)
        }
        if sequence.prefix != nil { return reply }
        if sequence.intermediate == "$", sequence.final == "y" { return reply }  // DECRPM for ANSI modes
        guard sequence.intermediate == nil else { return unknown }

        // A cursor position reply has xterm's modified F3's shape (`CSI 1 ; 5 R`): a reply must never be a key.
        if sequence.final == "R", parameters.count == 2 { return reply }
        if let named = finalKey(sequence.final) {
            return key(KeyEvent(named, Modifiers(xtermParameter: parameters[1])), consumed: length)
        }
        if let arrow = rxvtArrow(sequence.final) { return key(KeyEvent(arrow, .shift), consumed: length) }
        switch sequence.final {
        case "Z":
            // Back-tab, sent for shift-tab (xterm's CBT).
            return key(KeyEvent(.tab, Modifiers(xtermParameter: parameters[1]).union(.shift)), consumed: length)
        case "I" where parameters.count == 0: return .event(.focus(true), consumed: length)
        case "O" where parameters.count == 0: return .event(.focus(false), consumed: length)
        case "n": return reply  // device status report, `CSI 0 n`
        case "M" where parameters.count == 0: return x10Mouse(input, length: length, final: final)
        case "~", "^", "@": return tildeKey(sequence, input)
        case "u":
            // fixterms / kitty `CSI codepoint ; modifiers u`.
            guard let code = parameters[0], let event = codepointKey(code, parameters[1]) else { return unknown }
            return key(event, consumed: length)
        default:
            return unknown
        }
    }

    private static func key(_ event: KeyEvent, consumed: Int) -> Step {
        .event(.key(event), consumed: consumed)
    }

    /// The keys CSI and SS3 name by their final byte: the cursor keys, Home, End and F1–F4.
    private static func finalKey(_ final: Unicode.Scalar) -> Key? {
        finalKeys.first { $0.final == final }?.key
    }

    private static let finalKeys: [(final: Unicode.Scalar, key: Key)] = [
        ("A", .up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end),
        ("P", .function(1)), ("Q", .function(2)), ("R", .function(3)), ("S", .function(4)),
    ]

    /// rxvt's arrows with shift (CSI) or control (SS3): `a` to `d`.
    private static func rxvtArrow(_ final: Unicode.Scalar) -> Key? {
        guard final.value >= 0x61, final.value <= 0x64, let upper = Unicode.Scalar(final.value - 0x20) else { return nil }
        return finalKey(upper)
    }

    /// Keys of the `CSI number ; modifier ~` family (VT220); rxvt ends them with `^` (control) or `@` (control-shift).
    private static func tildeKey(_ sequence: ControlSequence, _ input: InputBytes) -> Step {
        let parameters = sequence.parameters
        var unknown: Step { .unknown(input, sequence.length) }
        guard let number = parameters[0] else { return unknown }
        if sequence.final == "~" {
            if number == 200 { return .pasteStart(markerLength: sequence.length) }
            if number == 27 {
                // xterm modifyOtherKeys: `CSI 27 ; modifier ; codepoint ~`.
                guard let code = parameters[2], let event = codepointKey(code, parameters[1]) else { return unknown }
                return key(event, consumed: sequence.length)
            }
        }
        let base: Key
        switch number {
        case 1, 7: base = .home  // 7 and 8 are rxvt's home and end
        case 2: base = .insert
        case 3: base = .delete
        case 4, 8: base = .end
        case 5: base = .pageUp
        case 6: base = .pageDown
        case 11...15: base = .function(number - 10)
        case 17...21: base = .function(number - 11)
        case 23, 24: base = .function(number - 12)
        default: return unknown
        }
        var modifiers = Modifiers(xtermParameter: parameters[1])
        if sequence.final == "^" { modifiers.insert(.control) }
        if sequence.final == "@" { modifiers.formUnion([.control, .shift]) }
        return key(KeyEvent(base, modifiers), consumed: sequence.length)
    }

    /// A key reported by Unicode code point with an xterm modifier parameter (CSI u, modifyOtherKeys).
    private static func codepointKey(_ code: Int, _ modifierParameter: Int?) -> KeyEvent? {
        let modifiers = Modifiers(xtermParameter: modifierParameter)
        switch code {
        case 0x00...0x1F, 0x7F:
            return controlKey(UInt8(code)).adding(modifiers)
        // kitty's functional keys are in the private use area, with no counterpart here.
        case 0x20...0x7E, 0xA0...0xDFFF, 0xF900...0x10FFFF:
            guard let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
            return KeyEvent(.character(Character(scalar)), modifiers)
        default:
            return nil
        }
    }

    /// The legacy X10 mouse report, `CSI M` followed by three raw bytes (button, column, row, each plus 32).
    private static func x10Mouse(_ input: InputBytes, length: Int, final: Bool) -> Step {
        guard input.count >= length + 3 else {
            return final ? .unknown(input, input.count) : .needMore
        }
        let code = Int(input[length]) - 32
        let column = max(Int(input[length + 1]) - 33, 0)
        let row = max(Int(input[length + 2]) - 33, 0)
        guard let event = MouseEvent(code: code, column: column, row: row, released: false) else {
            return .unknown(input, length + 3)
        }
        return .event(.mouse(event), consumed: length + 3)
    }

    /// The key named by an SS3 final byte.
    private static func ss3Key(_ final: Unicode.Scalar) -> KeyEvent? {
        if let named = finalKey(final) { return KeyEvent(named) }
        if let arrow = rxvtArrow(final) { return KeyEvent(arrow, .control) }
        switch final {
        case "M": return KeyEvent(.enter)  // keypad Enter
        case "I": return KeyEvent(.tab)  // keypad Tab
        // The numeric keypad in application mode: `ESC O p` … `ESC O y` are 0–9, and so on (VT100 DECKPAM).
        case "j"..."y": return KeyEvent(.character(Character(Unicode.Scalar(UInt8(final.value - 0x40)))))
        case "X": return KeyEvent(.character("="))
        default: return nil
        }
    }
}
