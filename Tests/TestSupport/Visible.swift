/// Makes terminal output readable in a failure message.
///
/// ESC becomes `␛` and other control bytes become caret notation (`^M`, `^?`), so `␛[?25l` reads as the
/// sequence it is. A line feed is shown as `^J` and also kept, so multi-line output stays multi-line.
/// Everything else is decoded as UTF-8, replacing invalid bytes.
public func visible<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    var out: [UInt8] = []
    for byte in bytes {
        switch byte {
        case 0x1B:
            out += Array("␛".utf8)
        case 0x0A:
            out += [UInt8(ascii: "^"), UInt8(ascii: "J"), 0x0A]
        case 0x00..<0x20:
            out += [UInt8(ascii: "^"), byte + 0x40]
        case 0x7F:
            out += [UInt8(ascii: "^"), UInt8(ascii: "?")]
        default:
            out.append(byte)
        }
    }
    return String(decoding: out, as: UTF8.self)
}

/// Makes the text of terminal output readable in a failure message, as the byte version does.
public func visible(_ text: String) -> String {
    visible(Array(text.utf8))
}
