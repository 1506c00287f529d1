import DialogKit

extension Swalert {
    /// Presents `dialog`; with cdialog's `--last-key`, the event that ended it too (a key, a click, the time limit).
    static func presentNotingKey<D: Dialog>(_ dialog: D, _ request: BoxRequest, on terminal: Terminal,
                                           options: PresentationOptions) throws -> (PresentationResult<D.Outcome>, DialogEvent?) {
        guard request.dialogKeys.lastKey else { return (try dialog.present(on: terminal, options: options), nil) }
        switch try KeyRecording(dialog).presentRecordingKey(on: terminal, options: options) {
        case .finished(let recorded): return (.finished(recorded.outcome), recorded.lastEvent)
        case .interrupted(let signal): return (.interrupted(signal: signal), nil)
        }
    }

    /// `answer` with cdialog's `--last-key` code after it, as `dlg_add_last_key` adds it: the code and a separator
    /// (`AddLastKey`, mode -1: menus, tree views, build lists, input, message boxes), or with `checkList` mode 0 (a
    /// separator only before it) or 1 (`--separate-output`: only after it). The separator is `--output-separator`, else
    /// a space (a newline with `--separate-output`); one comes before only after an answer or with `--output-separator`.
    static func withLastKey(_ answer: String?, code: Int, _ request: BoxRequest, checkList: Bool = false) -> String? {
        guard request.dialogKeys.lastKey else { return answer }
        let separator = request.outputSeparator ?? (request.separateOutput ? "\n" : " ")
        let text = answer ?? ""
        let before = request.outputSeparator != nil || !text.isEmpty ? separator : ""
        let code = String(code)
        if checkList { return request.separateOutput ? text + code + separator : text + before + code }
        return text + before + code + separator
    }

    /// The number curses gives the event that ended a box in dialog (`last_getc`): a key's (a character's code point,
    /// Enter 10, the keypad's keys their `KEY_*` codes), a click `KEY_MOUSE`; none read, or a letter that pressed a
    /// button's hotkey, which dialog forgets, -1 (`ERR`).
    static func cursesCode(_ event: DialogEvent?) -> Int {
        switch event {
        case .key(let key)?: return cursesCode(key)
        case .mouse?: return 409
        default: return -1
        }
    }

    private static func cursesCode(_ key: KeyEvent) -> Int {
        switch key.key {
        case .character(" "): return 32
        case .character(let character):
            guard key.modifiers.contains(.control), let ascii = character.asciiValue else { return -1 }
            return Int(ascii & 0x1F)
        case .enter: return 10
        case .tab: return key.modifiers.contains(.shift) ? 353 : 9
        case .escape: return 27
        case .backspace: return 263
        case .delete: return 330
        case .insert: return 331
        case .down: return 258
        case .up: return 259
        case .left: return 260
        case .right: return 261
        case .home: return 262
        case .end: return 360
        case .pageDown: return 338
        case .pageUp: return 339
        case .function(let number): return 264 + number
        }
    }
}

extension Swalert {
    /// cdialog's buttons under `--no-ok`: OK left out, unless it is the only one (`finish_ok_label`).
    static func withoutOK(_ buttons: [(label: ButtonLabel, ending: BoxEnding)]) -> [(label: ButtonLabel, ending: BoxEnding)] {
        let rest = buttons.filter { $0.ending != .ok }
        return rest.isEmpty ? buttons : rest
    }
}
