import DialogKit

/// libFuzzer entry point: text from anywhere through sanitising, wrapping, truncating and a whole dialog
/// frame, at a width and screen size the first bytes choose.
@_cdecl("LLVMFuzzerTestOneInput")
public func textLayoutTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 3 else { return 0 }
    let width = Int(data[0] % 40) + 1
    let screen = Size(width: Int(data[1] % 100) + 1, height: Int(data[2] % 40) + 1)
    let raw = String(decoding: UnsafeBufferPointer(start: data + 3, count: size - 3), as: UTF8.self)

    let line = Sanitizer.sanitize(raw, keepNewlines: false, keepTabs: false)
    precondition(!line.unicodeScalars.contains(where: isControl), "a control character left after sanitising")
    precondition(Sanitizer.sanitize(line, keepNewlines: false, keepTabs: false) == line, "sanitising twice changed it")

    let text = Sanitizer.sanitize(raw, keepNewlines: true, keepTabs: true)
    let lines = TextWrap.wrap(text, width: width)
    for wrapped in lines {
        let columns = DisplayWidth.of(wrapped)
        // Only a grapheme wider than the width, which cannot be broken, stands alone on a line wider than it.
        precondition(columns <= width || wrapped.count == 1, "a line \(columns) wide at \(width)")
        precondition(!wrapped.contains("\n") && !wrapped.contains("\t"), "a newline or tab in a wrapped line")
    }
    let glyphs = text.unicodeScalars.filter { !isBlank($0) }, kept = lines.joined().unicodeScalars.filter { !isBlank($0) }
    precondition(Array(glyphs) == Array(kept), "wrapping lost or added a glyph")
    precondition(DisplayWidth.of(TextWrap.truncate(line, width: width)) <= width, "a truncated line does not fit")

    let theme = Theme.standard(for: .trueColor)
    let alert = Alert(message: raw, title: String(line.prefix(8)), buttons: [ButtonLabel(parsing: "&" + String(line.suffix(5)) + "k")])
    for placement in [Placement.fullscreen, .inline] {
        let buffer = FrameComposer.compose(alert, screen: screen, placement: placement, frame: .shown, theme: theme)
        precondition(buffer.size.width == screen.width, "a frame \(buffer.size.width) wide on a screen \(screen.width) wide")
        for y in 0..<buffer.size.height {
            for x in 0..<buffer.size.width {
                let cell = buffer[x: x, y: y]
                precondition(!cell.grapheme.unicodeScalars.contains(where: isControl), "a control character drawn")
                if cell.isWide { precondition(x + 1 < buffer.size.width && buffer[x: x + 1, y: y].isContinuation, "a wide glyph cut") }
            }
        }
    }
    return 0
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool { scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) }
private func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\n" }
