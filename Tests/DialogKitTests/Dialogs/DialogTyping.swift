@testable import DialogKit

extension Dialog {
    /// Decodes `bytes` as a terminal would send them and hands every key and paste to the dialog laid out for
    /// `screen`; the effects it asked for, in order.
    @discardableResult
    mutating func type(_ bytes: String, screen: Size) -> [Effect<Outcome>] {
        var decoder = KeyDecoder()
        decoder.feed(Array(bytes.utf8))
        var effects: [Effect<Outcome>] = []
        while let event = decoder.next(final: true) {
            let dialogEvent: DialogEvent
            switch event {
            case .key(let key): dialogEvent = .key(key)
            case .paste(let text): dialogEvent = .paste(text)
            default: continue
            }
            if let effect = handle(dialogEvent, screen: screen) { effects.append(effect) }
        }
        return effects
    }
}
