@testable import DialogKit

/// Shorthands for the input decoder tests.
///
/// A protocol rather than free functions, so the short names (`key`, `char`, `wire`) stay out of the rest of
/// the test target.
protocol InputEventShorthands {}

extension InputEventShorthands {
    /// Bytes as a terminal sends them, written with visible control pictures: `␛` is ESC and `␇` is BEL.
    ///
    /// `wire("␛[1;5C")` reads like a ctlseqs table entry instead of `"\u{1B}[1;5C"`.
    func wire(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            switch scalar {
            case "␛": bytes.append(0x1B)
            case "␇": bytes.append(0x07)
            default: bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Feeds `reads` to one stateful decoder in turn, draining events after each read, and settles what is left
    /// as the event loop does when ESCDELAY expires.
    func decodeReads(_ reads: [[UInt8]]) -> [InputEvent] {
        var decoder = KeyDecoder()
        var events: [InputEvent] = []
        for read in reads {
            decoder.feed(read)
            while let event = decoder.next(final: false) {
                events.append(event)
            }
        }
        while let event = decoder.next(final: true) {
            events.append(event)
        }
        return events
    }

    /// Every event in `bytes` arriving as a single read.
    func decodeAll(_ bytes: [UInt8]) -> [InputEvent] {
        decodeReads([bytes])
    }

    func key(_ key: Key, _ modifiers: Modifiers = []) -> InputEvent {
        .key(KeyEvent(key, modifiers))
    }

    func char(_ character: Character, _ modifiers: Modifiers = []) -> InputEvent {
        .key(KeyEvent(.character(character), modifiers))
    }

    func mouse(_ action: MouseEvent.Action, _ button: MouseEvent.Button, column: Int, row: Int,
               _ modifiers: Modifiers = []) -> InputEvent {
        .mouse(MouseEvent(action: action, button: button, column: column, row: row, modifiers: modifiers))
    }
}
