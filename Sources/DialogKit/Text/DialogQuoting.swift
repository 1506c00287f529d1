/// How cdialog quotes a checklist's tags in its answer, which a form's `lines` answer does too.
public enum DialogQuoting {
    /// cdialog's `dlg_add_quoted`: a tag that is empty or holds a quote, blank or special character, quoted and escaped.
    public static func quoted(_ tag: String, singleQuoted: Bool) -> String {
        let quote: UInt8 = singleQuoted ? UInt8(ascii: "'") : UInt8(ascii: "\"")
        let special = Array("[]{}?*;`~#$^&()|<>".utf8)
        let fixed: [UInt8] = singleQuoted ? [10, 92] : [10, 92] + special
        let bytes = Array(tag.utf8)
        let must = bytes.isEmpty || bytes.contains { $0 == quote || $0 == 32 || $0 == 9 || $0 == 10 || $0 == 92 || special.contains($0) }
        guard must else { return tag }
        var result: [UInt8] = [quote]
        for byte in bytes {
            if byte == quote || fixed.contains(byte) { result.append(92) }
            result.append(byte)
        }
        result.append(quote)
        return String(decoding: result, as: UTF8.self)
    }
}
