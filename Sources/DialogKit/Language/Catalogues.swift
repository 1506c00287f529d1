// GENERATED FILE - DO NOT EDIT BY HAND.
// Written by scripts/catalogues from the catalogues in lang/, lang/newt/, lang/dialog/: edit those files and run scripts/catalogues.

/// The languages with a catalogue in any folder, English first: named by the files' codes (`pt_BR` is `ptBR`).
public enum Language: UInt8, Sendable, CaseIterable {
    case en, an, ar, `as`, ast, bal, be, beLatin, bg, bn, bnIN, bs, ca, cs, cy, da, de, dz, el, eo, es, et, eu, fa, fi, fr, fur, ga, gd, gl, gu, he, hi, hr, hu, ia, id, `is`, it, ja, ka, kk, km, kn, ko, ku, lt, lv, mg, mk, ml, mr, ms, nb, nds, ne, nl, nn, pa, pl, pt, ptBR, rm, ro, ru, rw, si, sk, sl, sq, sr, srLatin, sv, sw, ta, te, tg, th, tl, tr, ug, uk, vi, wa, wo, xh, zhCN, zhTW

    /// The code the catalogues' files are named by: `de`, `pt_BR`.
    public var code: String {
        switch self { case .en: return "en"; case .an: return "an"; case .ar: return "ar"; case .`as`: return "as"; case .ast: return "ast"; case .bal: return "bal"; case .be: return "be"; case .beLatin: return "be@latin"; case .bg: return "bg"; case .bn: return "bn"; case .bnIN: return "bn_IN"; case .bs: return "bs"; case .ca: return "ca"; case .cs: return "cs"; case .cy: return "cy"; case .da: return "da"; case .de: return "de"; case .dz: return "dz"; case .el: return "el"; case .eo: return "eo"; case .es: return "es"; case .et: return "et"; case .eu: return "eu"; case .fa: return "fa"; case .fi: return "fi"; case .fr: return "fr"; case .fur: return "fur"; case .ga: return "ga"; case .gd: return "gd"; case .gl: return "gl"; case .gu: return "gu"; case .he: return "he"; case .hi: return "hi"; case .hr: return "hr"; case .hu: return "hu"; case .ia: return "ia"; case .id: return "id"; case .`is`: return "is"; case .it: return "it"; case .ja: return "ja"; case .ka: return "ka"; case .kk: return "kk"; case .km: return "km"; case .kn: return "kn"; case .ko: return "ko"; case .ku: return "ku"; case .lt: return "lt"; case .lv: return "lv"; case .mg: return "mg"; case .mk: return "mk"; case .ml: return "ml"; case .mr: return "mr"; case .ms: return "ms"; case .nb: return "nb"; case .nds: return "nds"; case .ne: return "ne"; case .nl: return "nl"; case .nn: return "nn"; case .pa: return "pa"; case .pl: return "pl"; case .pt: return "pt"; case .ptBR: return "pt_BR"; case .rm: return "rm"; case .ro: return "ro"; case .ru: return "ru"; case .rw: return "rw"; case .si: return "si"; case .sk: return "sk"; case .sl: return "sl"; case .sq: return "sq"; case .sr: return "sr"; case .srLatin: return "sr@latin"; case .sv: return "sv"; case .sw: return "sw"; case .ta: return "ta"; case .te: return "te"; case .tg: return "tg"; case .th: return "th"; case .tl: return "tl"; case .tr: return "tr"; case .ug: return "ug"; case .uk: return "uk"; case .vi: return "vi"; case .wa: return "wa"; case .wo: return "wo"; case .xh: return "xh"; case .zhCN: return "zh_CN"; case .zhTW: return "zh_TW" }
    }
}

/// The keys of lang/en.txt, in its order.
public enum MessageKey: UInt16, Sendable, CaseIterable {
    case buttonOk, buttonCancel, buttonBack, buttonNext, confirmYes, confirmNo, hintMove, hintChoose, hintCancel, hintAccept, hintSelect, hintAll, hintButtons, hintField, hintOk, hintNext, hintSubmit, hintCheck, hintChange, hintDigits, hintMoveAcross, hintLeftRight, hintWeek, hintDay, hintNewLine, hintRename, hintKeepOldText, hintAnswerPath, hintTakeEntry, hintNextPart, hintStop, hintStopAll, inputRequired, inputInvalid, listPlaceholder, listNoMatch, listNoItems, listReading, listReadingMore, listEnterHeld, listAtLeast, listAtMost, listCutLines, listCutBytes, formYes, formNo, formPage, formAtLeast, formAtMost, formNotAChoice, formEntriesDiffer, formNumber, formNumberRange, formNumberAtLeast, formNumberAtMost, waitExit, waitKilled, waitTimedOut, waitInterrupted, waitStoppedBy, tasksDone, tasksFailed, tasksSkipped, tasksStopped, toastWarning, toastError, plainAlertPressEnter, plainAlertChoose, plainAlertPressEnterOr1, plainAlertAnswer, plainAlertAnswerLetters, plainInputValue, plainInputKeeps, plainInputAtMost, plainChooseNoItems, plainChoosePressEnter, plainChooseMore, plainChooseOneMatch, plainChooseMatches, plainChooseChoose, plainChooseChooseAmount, plainChooseExample, plainChooseOneOrMore, plainChooseAtLeast, plainChooseUpTo, plainChooseFromTo, plainChooseTypeOne, plainChooseTypeNumber, plainChooseTypeNumbers, plainChooseNotANumber, plainChooseBackwards, plainChooseNotInList, plainChooseOneNumber, plainChooseAtLeastChosen, plainChooseAtMostChosen, plainChooseNoMatch, plainFormOk, plainFormAgain, plainFormHidden, plainFormKeeps, plainFormLines, plainFormNone, plainFormFirst, plainFormAtMost, plainFormYesNo

    /// The key as the catalogues write it: `button.ok`.
    public var name: String {
        switch self { case .buttonOk: return "button.ok"; case .buttonCancel: return "button.cancel"; case .buttonBack: return "button.back"; case .buttonNext: return "button.next"; case .confirmYes: return "confirm.yes"; case .confirmNo: return "confirm.no"; case .hintMove: return "hint.move"; case .hintChoose: return "hint.choose"; case .hintCancel: return "hint.cancel"; case .hintAccept: return "hint.accept"; case .hintSelect: return "hint.select"; case .hintAll: return "hint.all"; case .hintButtons: return "hint.buttons"; case .hintField: return "hint.field"; case .hintOk: return "hint.ok"; case .hintNext: return "hint.next"; case .hintSubmit: return "hint.submit"; case .hintCheck: return "hint.check"; case .hintChange: return "hint.change"; case .hintDigits: return "hint.digits"; case .hintMoveAcross: return "hint.move-across"; case .hintLeftRight: return "hint.left-right"; case .hintWeek: return "hint.week"; case .hintDay: return "hint.day"; case .hintNewLine: return "hint.new-line"; case .hintRename: return "hint.rename"; case .hintKeepOldText: return "hint.keep-old-text"; case .hintAnswerPath: return "hint.answer-path"; case .hintTakeEntry: return "hint.take-entry"; case .hintNextPart: return "hint.next-part"; case .hintStop: return "hint.stop"; case .hintStopAll: return "hint.stop-all"; case .inputRequired: return "input.required"; case .inputInvalid: return "input.invalid"; case .listPlaceholder: return "list.placeholder"; case .listNoMatch: return "list.no-match"; case .listNoItems: return "list.no-items"; case .listReading: return "list.reading"; case .listReadingMore: return "list.reading-more"; case .listEnterHeld: return "list.enter-held"; case .listAtLeast: return "list.at-least"; case .listAtMost: return "list.at-most"; case .listCutLines: return "list.cut-lines"; case .listCutBytes: return "list.cut-bytes"; case .formYes: return "form.yes"; case .formNo: return "form.no"; case .formPage: return "form.page"; case .formAtLeast: return "form.at-least"; case .formAtMost: return "form.at-most"; case .formNotAChoice: return "form.not-a-choice"; case .formEntriesDiffer: return "form.entries-differ"; case .formNumber: return "form.number"; case .formNumberRange: return "form.number-range"; case .formNumberAtLeast: return "form.number-at-least"; case .formNumberAtMost: return "form.number-at-most"; case .waitExit: return "wait.exit"; case .waitKilled: return "wait.killed"; case .waitTimedOut: return "wait.timed-out"; case .waitInterrupted: return "wait.interrupted"; case .waitStoppedBy: return "wait.stopped-by"; case .tasksDone: return "tasks.done"; case .tasksFailed: return "tasks.failed"; case .tasksSkipped: return "tasks.skipped"; case .tasksStopped: return "tasks.stopped"; case .toastWarning: return "toast.warning"; case .toastError: return "toast.error"; case .plainAlertPressEnter: return "plain.alert.press-enter"; case .plainAlertChoose: return "plain.alert.choose"; case .plainAlertPressEnterOr1: return "plain.alert.press-enter-or-1"; case .plainAlertAnswer: return "plain.alert.answer"; case .plainAlertAnswerLetters: return "plain.alert.answer-letters"; case .plainInputValue: return "plain.input.value"; case .plainInputKeeps: return "plain.input.keeps"; case .plainInputAtMost: return "plain.input.at-most"; case .plainChooseNoItems: return "plain.choose.no-items"; case .plainChoosePressEnter: return "plain.choose.press-enter"; case .plainChooseMore: return "plain.choose.more"; case .plainChooseOneMatch: return "plain.choose.one-match"; case .plainChooseMatches: return "plain.choose.matches"; case .plainChooseChoose: return "plain.choose.choose"; case .plainChooseChooseAmount: return "plain.choose.choose-amount"; case .plainChooseExample: return "plain.choose.example"; case .plainChooseOneOrMore: return "plain.choose.one-or-more"; case .plainChooseAtLeast: return "plain.choose.at-least"; case .plainChooseUpTo: return "plain.choose.up-to"; case .plainChooseFromTo: return "plain.choose.from-to"; case .plainChooseTypeOne: return "plain.choose.type-one"; case .plainChooseTypeNumber: return "plain.choose.type-number"; case .plainChooseTypeNumbers: return "plain.choose.type-numbers"; case .plainChooseNotANumber: return "plain.choose.not-a-number"; case .plainChooseBackwards: return "plain.choose.backwards"; case .plainChooseNotInList: return "plain.choose.not-in-list"; case .plainChooseOneNumber: return "plain.choose.one-number"; case .plainChooseAtLeastChosen: return "plain.choose.at-least-chosen"; case .plainChooseAtMostChosen: return "plain.choose.at-most-chosen"; case .plainChooseNoMatch: return "plain.choose.no-match"; case .plainFormOk: return "plain.form.ok"; case .plainFormAgain: return "plain.form.again"; case .plainFormHidden: return "plain.form.hidden"; case .plainFormKeeps: return "plain.form.keeps"; case .plainFormLines: return "plain.form.lines"; case .plainFormNone: return "plain.form.none"; case .plainFormFirst: return "plain.form.first"; case .plainFormAtMost: return "plain.form.at-most"; case .plainFormYesNo: return "plain.form.yes-no" }
    }
}

/// The texts of lang/: English's a switch on the key, each other language's its texts and their index; a key a file lacks is English's.
public enum MessageCatalogue {
    /// The text of `key` in `language`: English where the language has no catalogue here.
    public static func text(_ key: MessageKey, in language: Language) -> String {
        switch language {
        case .ar: return ar(key)
        case .cs: return cs(key)
        case .da: return da(key)
        case .de: return de(key)
        case .el: return el(key)
        case .es: return es(key)
        case .fa: return fa(key)
        case .fi: return fi(key)
        case .fr: return fr(key)
        case .he: return he(key)
        case .hi: return hi(key)
        case .hu: return hu(key)
        case .id: return id(key)
        case .it: return it(key)
        case .ja: return ja(key)
        case .ko: return ko(key)
        case .nb: return nb(key)
        case .nl: return nl(key)
        case .pl: return pl(key)
        case .pt: return pt(key)
        case .ptBR: return ptBR(key)
        case .ro: return ro(key)
        case .ru: return ru(key)
        case .sv: return sv(key)
        case .tr: return tr(key)
        case .uk: return uk(key)
        case .vi: return vi(key)
        case .zhCN: return zhCN(key)
        case .zhTW: return zhTW(key)
        default: return en(key)
        }
    }

    /// The languages with a file in lang/, English first.
    public static let languages: [Language] = [.en, .ar, .cs, .da, .de, .el, .es, .fa, .fi, .fr, .he, .hi, .hu, .id, .it, .ja, .ko, .nb, .nl, .pl, .pt, .ptBR, .ro, .ru, .sv, .tr, .uk, .vi, .zhCN, .zhTW]

    /// Whether `key`'s text in `language` is marked `# review` (a translation not yet checked).
    public static func needsReview(_ key: MessageKey, in language: Language) -> Bool {
        switch language {
        case .ar: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrrrrrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .cs: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrr-r-rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .da: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .de: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrrrrrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .el: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .es: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .fa: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrr-rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .fi: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .fr: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .he: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrrrrrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .hi: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrrrrrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .hu: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrr-r-rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .id: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrr---rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .it: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .ja: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrr---rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .ko: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrrrrrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .nb: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrr-rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .nl: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrr---rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .pl: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrr-rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .pt: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .ptBR: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .ro: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrr-rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .ru: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrr-rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .sv: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .tr: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrr---rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .uk: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrr-rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .vi: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .zhCN: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        case .zhTW: return CatalogueData.marked(Int(key.rawValue), in: "--rr--rr-rrrrr-rrrrrrrrrr-rrrrrrrrrrrrrrrrrr--rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        default: return false
        }
    }

    static func en(_ key: MessageKey) -> String {
        switch key { case .buttonOk: return "OK"; case .buttonCancel: return "Cancel"; case .buttonBack: return "Back"; case .buttonNext: return "Next"; case .confirmYes: return "&Yes"; case .confirmNo: return "&No"; case .hintMove: return "move"; case .hintChoose: return "choose"; case .hintCancel: return "cancel"; case .hintAccept: return "accept"; case .hintSelect: return "select"; case .hintAll: return "all"; case .hintButtons: return "buttons"; case .hintField: return "field"; case .hintOk: return "OK"; case .hintNext: return "next"; case .hintSubmit: return "submit"; case .hintCheck: return "check"; case .hintChange: return "change"; case .hintDigits: return "digits"; case .hintMoveAcross: return "move across"; case .hintLeftRight: return "left/right"; case .hintWeek: return "week"; case .hintDay: return "day"; case .hintNewLine: return "new line"; case .hintRename: return "rename"; case .hintKeepOldText: return "keep the old text"; case .hintAnswerPath: return "answer the path"; case .hintTakeEntry: return "take the entry"; case .hintNextPart: return "next part"; case .hintStop: return "stop"; case .hintStopAll: return "stop every task"; case .inputRequired: return "A value is required"; case .inputInvalid: return "That value is not valid"; case .listPlaceholder: return "Type to filter"; case .listNoMatch: return "No match"; case .listNoItems: return "No items"; case .listReading: return "Reading…"; case .listReadingMore: return "reading…"; case .listEnterHeld: return "Enter held"; case .listAtLeast: return "Choose at least {minimum} ({count} chosen)"; case .listAtMost: return "Choose at most {maximum} ({count} chosen)"; case .listCutLines: return "… list cut at {count} lines: the rest was not read"; case .listCutBytes: return "… list cut at {size}: the rest was not read"; case .formYes: return "Yes"; case .formNo: return "No"; case .formPage: return "Page {page} of {pages}"; case .formAtLeast: return "Choose at least {minimum}"; case .formAtMost: return "Choose at most {maximum}"; case .formNotAChoice: return "Not one of the choices"; case .formEntriesDiffer: return "The two entries differ"; case .formNumber: return "A whole number"; case .formNumberRange: return "A whole number from {minimum} to {maximum}"; case .formNumberAtLeast: return "A whole number of at least {minimum}"; case .formNumberAtMost: return "A whole number of at most {maximum}"; case .waitExit: return "exit {status}"; case .waitKilled: return "killed by {signal}"; case .waitTimedOut: return "timed out"; case .waitInterrupted: return "interrupted"; case .waitStoppedBy: return "stopped by {signal}"; case .tasksDone: return "{done}/{total} done"; case .tasksFailed: return "{count} failed"; case .tasksSkipped: return "skipped"; case .tasksStopped: return "stopped"; case .toastWarning: return "Warning"; case .toastError: return "Error"; case .plainAlertPressEnter: return "Press Enter for {label}"; case .plainAlertChoose: return "Choose 1-{count} [{label}]"; case .plainAlertPressEnterOr1: return "Press Enter, or type 1."; case .plainAlertAnswer: return "Please answer with a number from 1 to {count} or a label."; case .plainAlertAnswerLetters: return "Please answer with a number from 1 to {count}, a letter ({letters}) or a label."; case .plainInputValue: return "Value"; case .plainInputKeeps: return "Enter keeps it"; case .plainInputAtMost: return "At most {count} characters, please."; case .plainChooseNoItems: return "No items to choose from."; case .plainChoosePressEnter: return "Press Enter"; case .plainChooseMore: return "more: Enter"; case .plainChooseOneMatch: return "1 match for \"{query}\":"; case .plainChooseMatches: return "{count} matches for \"{query}\":"; case .plainChooseChoose: return "Choose {range}"; case .plainChooseChooseAmount: return "Choose {amount} of {range}"; case .plainChooseExample: return "(e.g. 1 3 5-7)"; case .plainChooseOneOrMore: return "one or more"; case .plainChooseAtLeast: return "at least {count}"; case .plainChooseUpTo: return "up to {count}"; case .plainChooseFromTo: return "{minimum} to {maximum}"; case .plainChooseTypeOne: return "Type 1, or text to filter the list."; case .plainChooseTypeNumber: return "Type a number from 1 to {count}, or text to filter the list."; case .plainChooseTypeNumbers: return "Type one or more numbers from 1 to {count}, or text to filter the list."; case .plainChooseNotANumber: return "\"{answer}\" is not a number or a range like 5-7."; case .plainChooseBackwards: return "{answer} runs backwards: write {range}."; case .plainChooseNotInList: return "{answer} is not in the list ({range})."; case .plainChooseOneNumber: return "One number, please."; case .plainChooseAtLeastChosen: return "Choose at least {minimum} ({count} chosen)."; case .plainChooseAtMostChosen: return "Choose at most {maximum} ({count} chosen)."; case .plainChooseNoMatch: return "No match for \"{query}\"."; case .plainFormOk: return "Press Enter for OK"; case .plainFormAgain: return "Again"; case .plainFormHidden: return "(hidden)"; case .plainFormKeeps: return "Enter keeps it"; case .plainFormLines: return "(lines; an empty one ends)"; case .plainFormNone: return "(- alone: none)"; case .plainFormFirst: return "This is the first question."; case .plainFormAtMost: return "At most {count} characters, please."; case .plainFormYesNo: return "Please answer y or n." }
    }

    static func ar(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "موافقإلغاءرجوعالتالي&نعم&لاتنقلاختيارإلغاءقبولتحديدالكلالأزرارالحقلموافقالتاليإرسالتأشيرتغييرالأرقامانتقاليسار/يمينأسبوعيومسطر جديدإعادة تسميةإبقاء النص القديمقبول المسارأخذ العنصرالجزء التاليإيقافإيقاف كل المهامالقيمة مطلوبةهذه القيمة غير صالحةاكتب للتصفيةلا تطابقلا عناصرجارٍ القراءة…جارٍ القراءة…Enter معلّقاختر {minimum} على الأقل (تم اختيار {count})اختر {maximum} على الأكثر (تم اختيار {count})… قُطعت القائمة عند {count} سطر: لم يُقرأ الباقي… قُطعت القائمة عند {size}: لم يُقرأ الباقينعملاصفحة {page} من {pages}اختر {minimum} على الأقلاختر {maximum} على الأكثرليس من الخياراتالإدخالان مختلفانعدد صحيحعدد صحيح من {minimum} إلى {maximum}عدد صحيح لا يقل عن {minimum}عدد صحيح لا يزيد عن {maximum}رمز الخروج {status}أُنهي بالإشارة {signal}انتهت المهلةقُوطعأُوقف بالإشارة {signal}{done}/{total} منجزة{count} فشلتتم التخطيأُوقفتتحذيرخطأاضغط Enter لـ {label}اختر 1-{count} [{label}]اضغط Enter، أو اكتب 1.أجب برقم من 1 إلى {count} أو باسم زر.أجب برقم من 1 إلى {count}، أو بحرف ({letters})، أو باسم زر.القيمةEnter يبقيها{count} حرفًا على الأكثر من فضلك.لا عناصر للاختيار منها.اضغط Enterالمزيد: Enterتطابق واحد لـ \"{query}\":{count} تطابقات لـ \"{query}\":اختر {range}اختر {amount} من {range}(مثلًا 1 3 5-7)واحدًا أو أكثر{count} على الأقلحتى {count}من {minimum} إلى {maximum}اكتب 1، أو نصًا لتصفية القائمة.اكتب رقمًا من 1 إلى {count}، أو نصًا لتصفية القائمة.اكتب رقمًا أو أكثر من 1 إلى {count}، أو نصًا لتصفية القائمة.\"{answer}\" ليس رقمًا ولا مدى مثل 5-7.{answer} معكوس: اكتب {range}.{answer} ليس في القائمة ({range}).رقم واحد من فضلك.اختر {minimum} على الأقل (تم اختيار {count}).اختر {maximum} على الأكثر (تم اختيار {count}).لا تطابق لـ \"{query}\".اضغط Enter للموافقةمرة أخرى(مخفي)Enter يبقيها(أسطر؛ السطر الفارغ ينهي)(- وحدها: لا شيء)هذا هو السؤال الأول.{count} حرفًا على الأكثر من فضلك.أجب بـ y أو n من فضلك.",
                           index: "0000000a0014001c0028002f0034003c00480052005a0064006c007a0084008e009a00a400ae00b800c600d200e300ed00f3010201170137014c015f01760180019c01b501da01f10200020f022902430253029302d50326036f03750379039503b903df03fb041c042b045a048404b004cc04f0050705110535054e055e056f057b0585058b05a605c205e3061c0673067f069106c606f006fe07110734075a076a0788079c07b607cf07dd07fc0833088908ed092309490977099509d60a190a380a570a660a700a820aaf0aca0aee0b230b46")
    }

    static func cs(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKZrušitZpětDalší&Ano&NepohybvybratzrušitpotvrditoznačitvšetlačítkapoleOKdalšíodeslatzaškrtnoutzměnitčíslicepřesunoutvlevo/vpravotýdendennový řádekpřejmenovatponechat starý textpotvrdit cestupřevzít položkudalší částzastavitzastavit všechny úlohyHodnota je povinnáTato hodnota není platnáFiltrujte psanímŽádná shodaŽádné položkyNačítání…načítání…Enter čekáVyberte alespoň {minimum} (vybráno: {count})Vyberte nejvýše {maximum} (vybráno: {count})… seznam oříznut na {count} řádcích: zbytek nebyl načten… seznam oříznut na {size}: zbytek nebyl načtenAnoNeStrana {page} z {pages}Vyberte alespoň {minimum}Vyberte nejvýše {maximum}Není to žádná z možnostíOba zadané údaje se lišíCelé čísloCelé číslo od {minimum} do {maximum}Celé číslo, alespoň {minimum}Celé číslo, nejvýše {maximum}návratový kód {status}zabito signálem {signal}čas vypršelpřerušenozastaveno signálem {signal}hotovo {done}/{total}selhalo: {count}přeskočenozastavenoVarováníChybaStiskněte Enter: {label}Vyberte 1-{count} [{label}]Stiskněte Enter, nebo napište 1.Odpovězte číslem od 1 do {count} nebo popiskem.Odpovězte číslem od 1 do {count}, písmenem ({letters}) nebo popiskem.HodnotaEnter ji ponecháNejvýše {count} znaků, prosím.Není z čeho vybírat.Stiskněte Enterdalší: Enter1 shoda pro „{query}“:Shody pro „{query}“: {count}Vyberte {range}Vyberte {amount} z {range}(např. 1 3 5-7)jednu či vícealespoň {count}nejvýše {count}{minimum} až {maximum}Napište 1, nebo text pro filtrování seznamu.Napište číslo od 1 do {count}, nebo text pro filtrování seznamu.Napište jedno či více čísel od 1 do {count}, nebo text pro filtrování seznamu.„{answer}“ není číslo ani rozsah jako 5-7.{answer} jde pozpátku: napište {range}.{answer} není v seznamu ({range}).Jedno číslo, prosím.Vyberte alespoň {minimum} (vybráno: {count}).Vyberte nejvýše {maximum} (vybráno: {count}).Žádná shoda pro „{query}“.Stiskněte Enter: OKZnovu(skryto)Enter ji ponechá(řádky; prázdný ukončí)(- samotná: nic)Toto je první otázka.Nejvýše {count} znaků, prosím.Odpovězte y nebo n, prosím.",
                           index: "000000020009000e00150019001c00210027002e0036003e0042004c0050005200590060006b0072007b008500910097009a00a700b300c700d500e700f500fd01150128014201530161017201810190019c01ca01f90239026d02700272028902a302be02dc02f80305032c034d036f038803a103ae03b903d503ea03fa0406040f0419041e04370452047404a604ef04f60507052905400550055e0578059805a705c105d105e005f0060106180647068c06e10712073b075e077507a407d407f50809080e0816082708440855086c088e08ab")
    }

    static func da(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "O.k.AfbrydTilbageNæste&Ja&NejflytvælgafbrydgodkendmarkéralleknapperfeltO.k.næstesendafkrydsændrcifreflyt overvenstre/højreugedagny linjeomdøbbehold den gamle tekstgodkend stientag punktetnæste delstopstop alle opgaverDer kræves en værdiVærdien er ikke gyldigSkriv et filterIntet matchIngen punkterLæser…læser…Enter venterVælg mindst {minimum} ({count} valgt)Vælg højst {maximum} ({count} valgt)… listen afkortet ved {count} linjer: resten blev ikke læst… listen afkortet ved {size}: resten blev ikke læstJaNejSide {page} af {pages}Vælg mindst {minimum}Vælg højst {maximum}Ikke et af valgeneDe to indtastninger er forskelligeEt heltalEt heltal fra {minimum} til {maximum}Et heltal på mindst {minimum}Et heltal på højst {maximum}afslutningsstatus {status}dræbt af {signal}tiden løb udafbrudtstoppet af {signal}{done}/{total} færdige{count} mislykkedessprunget overstoppetAdvarselFejlTryk Enter for {label}Vælg 1-{count} [{label}]Tryk Enter, eller skriv 1.Svar med et tal fra 1 til {count} eller en etiket.Svar med et tal fra 1 til {count}, et bogstav ({letters}) eller en etiket.VærdiEnter beholder denHøjst {count} tegn, tak.Ingen punkter at vælge mellem.Tryk Entermere: Enter1 match for \"{query}\":{count} match for \"{query}\":Vælg {range}Vælg {amount} af {range}(f.eks. 1 3 5-7)en eller fleremindst {count}op til {count}{minimum} til {maximum}Skriv 1, eller tekst for at filtrere listen.Skriv et tal fra 1 til {count}, eller tekst for at filtrere listen.Skriv et eller flere tal fra 1 til {count}, eller tekst for at filtrere listen.\"{answer}\" er ikke et tal eller et interval som 5-7.{answer} går baglæns: skriv {range}.{answer} er ikke på listen ({range}).Ét tal, tak.Vælg mindst {minimum} ({count} valgt).Vælg højst {maximum} ({count} valgt).Intet match for \"{query}\".Tryk Enter for O.k.Igen(skjult)Enter beholder den(linjer; en tom afslutter)(- alene: intet)Dette er det første spørgsmål.Højst {count} tegn, tak.Svar y eller n, tak.",
                           index: "00000004000a00110017001a001e00220027002d0034003b003f0046004a004e00540058005f006400690072008000830086008e009400aa00b700c200cc00d000e100f6010d011c01270134013d014601520178019e01dc021202140217022d02430259026b028d029602bb02d902f70311032303300337034a03610374038103880390039403aa03c303dd040f0459045f0471048a04a904b304be04d404f004fd051605260534054205500567059305d606250659067f06a506b206d90700071a072d07310739074b07650775079607af07c3")
    }

    static func de(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKAbbrechenZurückWeiter&Ja&NeinbewegenwählenabbrechenübernehmenmarkierenalleKnöpfeFeldOKweiterabsendenankreuzenändernZiffernwechselnlinks/rechtsWocheTagneue Zeileumbenennenalten Text behaltenPfad übernehmenEintrag übernehmennächster Teilanhaltenalle Aufgaben anhaltenEin Wert ist nötigDieser Wert ist ungültigTippen zum FilternKein TrefferKeine EinträgeLese…lese…Enter vorgemerktMindestens {minimum} wählen ({count} gewählt)Höchstens {maximum} wählen ({count} gewählt)… Liste bei {count} Zeilen abgeschnitten: der Rest wurde nicht gelesen… Liste bei {size} abgeschnitten: der Rest wurde nicht gelesenJaNeinSeite {page} von {pages}Mindestens {minimum} wählenHöchstens {maximum} wählenKeine der MöglichkeitenDie beiden Eingaben unterscheiden sichEine ganze ZahlEine ganze Zahl von {minimum} bis {maximum}Eine ganze Zahl ab {minimum}Eine ganze Zahl bis {maximum}Status {status}beendet durch {signal}Zeit abgelaufenunterbrochenangehalten durch {signal}{done}/{total} erledigt{count} fehlgeschlagenübersprungenangehaltenWarnungFehlerEnter drücken für {label}1-{count} wählen [{label}]Enter drücken oder 1 eingeben.Bitte mit einer Zahl von 1 bis {count} oder einer Beschriftung antworten.Bitte mit einer Zahl von 1 bis {count}, einem Buchstaben ({letters}) oder einer Beschriftung antworten.WertEnter behält ihnHöchstens {count} Zeichen, bitte.Nichts zur Auswahl.Enter drückenmehr: Enter1 Treffer für \"{query}\":{count} Treffer für \"{query}\":{range} wählen{amount} von {range} wählen(z. B. 1 3 5-7)einen oder mehreremindestens {count}bis zu {count}{minimum} bis {maximum}1 eingeben, oder Text, um die Liste zu filtern.Eine Zahl von 1 bis {count} eingeben, oder Text, um die Liste zu filtern.Eine oder mehrere Zahlen von 1 bis {count} eingeben, oder Text, um die Liste zu filtern.\"{answer}\" ist keine Zahl und kein Bereich wie 5-7.{answer} läuft rückwärts: {range} schreiben.{answer} ist nicht in der Liste ({range}).Eine Zahl, bitte.Mindestens {minimum} wählen ({count} gewählt).Höchstens {maximum} wählen ({count} gewählt).Kein Treffer für \"{query}\".Enter drücken für OKNoch einmal(verborgen)Enter behält ihn(Zeilen; eine leere beendet)(- allein: keine)Dies ist die erste Frage.Höchstens {count} Zeichen, bitte.Bitte mit y oder n antworten.",
                           index: "00000002000b00120018001b00200027002e00370042004b004f0056005a005c0062006a0073007a008100890095009a009d00a700b100c400d400e700f500fd01130126013f0151015d016c0173017a018a01b901e80230027002720276028e02aa02c602de03040313033e035a03770386039c03ab03b703d003e703fd040a0414041b0421043c0457047604bf0526052a053b055d0570057e058905a205c105d005ec05fb060d061f062d0644067306bc07140747077607a007b107e10811082d0843084e0859086a0886089708b008d208ef")
    }

    static func el(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ΕντάξειΑκύρωσηΠίσωΕπόμενο&Ναι&ΌχιμετακίνησηεπιλογήακύρωσηαποδοχήσημείωσηόλακουμπιάπεδίοΕντάξειεπόμενουποβολήτσεκάρισμααλλαγήψηφίαμεταφοράαριστ./δεξιάεβδομάδαημέρανέα γραμμήμετονομασίακράτα το παλιό κείμενοαποδοχή διαδρομήςλήψη στοιχείουάλλο τμήμαδιακοπήδιακοπή όλων των εργασιώνΑπαιτείται τιμήΗ τιμή δεν είναι έγκυρηΓράψτε για φίλτροΔεν βρέθηκεΚανένα στοιχείοΑνάγνωση…ανάγνωση…Enter σε αναμονήΤουλάχιστον {minimum} ({count} επιλογές)Το πολύ {maximum} ({count} επιλογές)… η λίστα κόπηκε στις {count} γραμμές: τα υπόλοιπα δεν διαβάστηκαν… η λίστα κόπηκε στα {size}: τα υπόλοιπα δεν διαβάστηκανΝαιΌχιΣελίδα {page} από {pages}Επιλέξτε τουλάχιστον {minimum}Επιλέξτε το πολύ {maximum}Δεν είναι μία από τις επιλογέςΟι δύο καταχωρίσεις διαφέρουνΈνας ακέραιος αριθμόςΈνας ακέραιος από {minimum} έως {maximum}Ένας ακέραιος τουλάχιστον {minimum}Ένας ακέραιος το πολύ {maximum}κωδικός εξόδου {status}τερματίστηκε από {signal}έληξε ο χρόνοςδιακόπηκεσταμάτησε από {signal}{done}/{total} ολοκληρώθηκαν{count} απέτυχανπαραλείφθηκεσταμάτησεΠροειδοποίησηΣφάλμαΠατήστε Enter για {label}Επιλέξτε 1-{count} [{label}]Πατήστε Enter ή πληκτρολογήστε 1.Απαντήστε με αριθμό από 1 έως {count} ή με μια ετικέτα.Απαντήστε με αριθμό από 1 έως {count}, ένα γράμμα ({letters}) ή μια ετικέτα.ΤιμήΤο Enter την κρατάΤο πολύ {count} χαρακτήρες, παρακαλώ.Δεν υπάρχουν στοιχεία για επιλογή.Πατήστε Enterπερισσότερα: Enter1 αποτέλεσμα για «{query}»:{count} αποτελέσματα για «{query}»:Επιλέξτε {range}Επιλέξτε {amount} από {range}(π.χ. 1 3 5-7)ένα ή περισσότερατουλάχιστον {count}έως {count}{minimum} έως {maximum}Πληκτρολογήστε 1, ή κείμενο για φιλτράρισμα της λίστας.Πληκτρολογήστε αριθμό από 1 έως {count}, ή κείμενο για φιλτράρισμα της λίστας.Πληκτρολογήστε έναν ή περισσότερους αριθμούς από 1 έως {count}, ή κείμενο για φιλτράρισμα της λίστας.Το «{answer}» δεν είναι αριθμός ούτε εύρος όπως 5-7.Το {answer} είναι ανάποδα: γράψτε {range}.Το {answer} δεν είναι στη λίστα ({range}).Έναν αριθμό, παρακαλώ.Επιλέξτε τουλάχιστον {minimum} ({count} επιλεγμένα).Επιλέξτε το πολύ {maximum} ({count} επιλεγμένα).Κανένα αποτέλεσμα για «{query}».Πατήστε Enter για ΕντάξειΞανά(κρυφό)Το Enter την κρατά(γραμμές· μια κενή τερματίζει)(- μόνο του: κανένα)Αυτή είναι η πρώτη ερώτηση.Το πολύ {count} χαρακτήρες, παρακαλώ.Απαντήστε y ή n, παρακαλώ.",
                           index: "0000000e001c0024003200390040005400620070007e008e009400a200ac00ba00c800d600ea00f60100011001260136014001530169019201b301ce01e101ef021e023b02650285029a02b702ca02dd02f60331036303d60437043d04430465049604be04f5052c0554058f05c905fa061e064606600672069406bd06d506ed06ff071907250748076c07a307fe0875087d089908d6091509290946097009a409bc09e409f40a140a320a400a5a0abe0b450bf70c4b0c890cc50ced0d3e0d860dbb0de50ded0df90e150e4c0e6d0e9e0edb0f07")
    }

    static func es(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "AceptarCancelarAtrásSiguiente&Sí&NomoverelegircancelaraceptarmarcartodobotonescampoAceptarsiguienteenviarmarcarcambiardígitospasarizq./der.semanadíanueva línearenombrarconservar el texto anterioraceptar rutatomar entradaotra partedetenerdetener todas las tareasSe necesita un valorEse valor no es válidoEscriba un filtroSin resultadosSin elementosLeyendo…leyendo…Enter en esperaElija al menos {minimum} ({count} elegidos)Elija hasta {maximum} ({count} elegidos)… lista cortada en {count} líneas: el resto no se leyó… lista cortada en {size}: el resto no se leyóSíNoPágina {page} de {pages}Elija al menos {minimum}Elija como máximo {maximum}No es una de las opcionesLas dos entradas no coincidenUn número enteroUn número entero de {minimum} a {maximum}Un número entero de al menos {minimum}Un número entero de como máximo {maximum}salida {status}terminado por {signal}tiempo agotadointerrumpidodetenido por {signal}{done}/{total} hechas{count} fallidassaltadadetenidaAvisoErrorPulse Enter para {label}Elija 1-{count} [{label}]Pulse Enter o escriba 1.Responda con un número del 1 al {count} o una etiqueta.Responda con un número del 1 al {count}, una letra ({letters}) o una etiqueta.ValorEnter lo conservaComo máximo {count} caracteres, por favor.No hay elementos para elegir.Pulse Entermás: Enter1 resultado para «{query}»:{count} resultados para «{query}»:Elija {range}Elija {amount} de {range}(p. ej. 1 3 5-7)uno o másal menos {count}hasta {count}de {minimum} a {maximum}Escriba 1, o texto para filtrar la lista.Escriba un número del 1 al {count}, o texto para filtrar la lista.Escriba uno o más números del 1 al {count}, o texto para filtrar la lista.«{answer}» no es un número ni un intervalo como 5-7.{answer} va al revés: escriba {range}.{answer} no está en la lista ({range}).Un solo número, por favor.Elija al menos {minimum} ({count} elegidos).Elija como máximo {maximum} ({count} elegidos).Sin resultados para «{query}».Pulse Enter para AceptarOtra vez(oculto)Enter lo conserva(líneas; una vacía termina)(- solo: ninguno)Esta es la primera pregunta.Como máximo {count} caracteres, por favor.Responda y o n, por favor.",
                           index: "00000007000f0015001e00220025002a00300038003f0045004900500055005c0065006b0071007800800085008e0094009800a400ad00c800d400e100eb00f2010a011e0135014601540161016b0175018401af01d7021102420245024702600278029402ad02ca02db0305032c03570366037c038a039603ab03c003d003d703df03e403e90401041a0432046a04b904be04cf04fa05170522052d054a056e057b059405a405ae05be05cb05e3060c064f069b06d206f90721073c0768079807b807d007d807e007f1080e081f083b08660880")
    }

    static func fa(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "تاییدلغوقبلیبعدی&بله&خیرجابه‌جاییانتخابلغوپذیرشعلامتهمهدکمه‌هافیلدتاییدبعدیارسالتیکتغییررقم‌هابه فهرست دیگرچپ/راستهفتهروزخط تازهتغییر نامنگه‌داشتن متن قبلیپذیرش مسیربرداشتن موردبخش بعدیتوقفتوقف همهٔ کارهاوارد کردن مقدار لازم استاین مقدار معتبر نیستپالایش با تایپموردی پیدا نشدموردی نیستدر حال خواندن…در حال خواندن…Enter در انتظاردست‌کم {minimum} مورد ({count} انتخاب شده)حداکثر {maximum} مورد ({count} انتخاب شده)… فهرست در {count} خط بریده شد: بقیه خوانده نشد… فهرست در {size} بریده شد: بقیه خوانده نشدبلهخیرصفحهٔ {page} از {pages}دست‌کم {minimum} مورد انتخاب کنیدحداکثر {maximum} مورد انتخاب کنیدجزو گزینه‌ها نیستدو ورودی با هم فرق دارندیک عدد صحیحیک عدد صحیح از {minimum} تا {maximum}یک عدد صحیح دست‌کم {minimum}یک عدد صحیح حداکثر {maximum}کد خروج {status}با {signal} کشته شدمهلت تمام شدقطع شدبا {signal} متوقف شد{done}/{total} انجام شد{count} ناموفقرد شدمتوقف شدهشدارخطابرای {label} کلید Enter را بزنیدانتخاب 1-{count} [{label}]کلید Enter را بزنید، یا 1 را بنویسید.لطفاً با عددی از 1 تا {count} یا یک برچسب پاسخ دهید.لطفاً با عددی از 1 تا {count}، یک حرف ({letters}) یا یک برچسب پاسخ دهید.مقدارEnter آن را نگه می‌داردلطفاً حداکثر {count} نویسه.موردی برای انتخاب نیست.کلید Enter را بزنیدبیشتر: Enter1 مورد برای «{query}»:{count} مورد برای «{query}»:انتخاب {range}انتخاب {amount} از {range}(مثلاً 1 3 5-7)یک یا چنددست‌کم {count}تا {count}{minimum} تا {maximum}1 را بنویسید، یا متنی برای پالایش فهرست.عددی از 1 تا {count} بنویسید، یا متنی برای پالایش فهرست.یک یا چند عدد از 1 تا {count} بنویسید، یا متنی برای پالایش فهرست.«{answer}» عدد یا بازه‌ای مثل 5-7 نیست.{answer} وارونه است: {range} بنویسید.{answer} در فهرست نیست ({range}).لطفاً فقط یک عدد.دست‌کم {minimum} مورد انتخاب کنید ({count} انتخاب شده).حداکثر {maximum} مورد انتخاب کنید ({count} انتخاب شده).موردی برای «{query}» پیدا نشد.برای تایید کلید Enter را بزنیددوباره(پنهان)Enter آن را نگه می‌دارد(چند خط؛ یک خط خالی پایان می‌دهد)(- تنها: هیچ)این نخستین پرسش است.لطفاً حداکثر {count} نویسه.لطفاً با y یا n پاسخ دهید.",
                           index: "0000000a0010001800200027002e0041004d0053005d0067006d007c0084008e009600a000a600b000bd00d500e200ea00f000fd010e01310144015b016a0172018e01ba01df01f9021302260241025c027302b102ee033c0384038a039003ae03e40419043a0465047904ab04d7050205180533054905540571058f05a305ac05bb05c505cb05fa061a065606aa0718072207480773079d07bb07cc07ec081208260848085c086c0881088d08a508ec094909b509f20a270a530a710ac60b1a0b4a0b7c0b880b940bba0bf50c090c2d0c580c83")
    }

    static func fi(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKPeruTakaisinSeuraava&Kyllä&EisiirryvalitseperuhyväksymerkitsekaikkipainikkeetkenttäOKseuraavalähetärastitamuutanumerotsiirrävasen/oikeaviikkopäiväuusi rivinimeäpidä vanha tekstihyväksy polkuota kohdeseuraava osapysäytäpysäytä kaikki tehtävätArvo vaaditaanArvo ei kelpaaKirjoita suodatinEi osumiaEi kohteitaLuetaan…luetaan…Enter odottaaValitse vähintään {minimum} ({count} valittu)Valitse enintään {maximum} ({count} valittu)… luettelo katkaistu {count} riviin: loppua ei luettu… luettelo katkaistu kohdassa {size}: loppua ei luettuKylläEiSivu {page}/{pages}Valitse vähintään {minimum}Valitse enintään {maximum}Ei mikään vaihtoehdoistaSyötteet eroavat toisistaanKokonaislukuKokonaisluku väliltä {minimum}-{maximum}Kokonaisluku, vähintään {minimum}Kokonaisluku, enintään {maximum}paluuarvo {status}tapettu signaalilla {signal}aikakatkaisukeskeytettypysäytetty signaalilla {signal}{done}/{total} valmis{count} epäonnistuiohitettupysäytettyVaroitusVirhePaina Enter: {label}Valitse 1-{count} [{label}]Paina Enter tai kirjoita 1.Vastaa numerolla 1-{count} tai nimellä.Vastaa numerolla 1-{count}, kirjaimella ({letters}) tai nimellä.ArvoEnter säilyttää senEnintään {count} merkkiä, kiitos.Ei valittavia kohteita.Paina Enterlisää: Enter1 osuma haulle \"{query}\":{count} osumaa haulle \"{query}\":Valitse {range}Valitse {amount} väliltä {range}(esim. 1 3 5-7)yksi tai useampivähintään {count}enintään {count}{minimum}-{maximum}Kirjoita 1 tai tekstiä suodattaaksesi luetteloa.Kirjoita numero 1-{count} tai tekstiä suodattaaksesi luetteloa.Kirjoita yksi tai useampi numero 1-{count} tai tekstiä suodattaaksesi luetteloa.\"{answer}\" ei ole numero eikä väli kuten 5-7.{answer} on väärin päin: kirjoita {range}.{answer} ei ole luettelossa ({range}).Yksi numero, kiitos.Valitse vähintään {minimum} ({count} valittu).Valitse enintään {maximum} ({count} valittu).Ei osumia haulle \"{query}\".Paina Enter: OKUudelleen(piilotettu)Enter säilyttää sen(rivejä; tyhjä rivi lopettaa)(- yksinään: ei mitään)Tämä on ensimmäinen kysymys.Enintään {count} merkkiä, kiitos.Vastaa y tai n, kiitos.",
                           index: "000000020006000e0016001d00200026002d003100390041004700510058005a0062006a00710076007d0084008f0095009c00a500ab00bd00cb00d400e000e90104011201200131013a0145014f01590166019601c401fb02330239023b024e026c028802a202be02ca02f40318033a034c03680374037f039f03b403c803d003db03e303e803fc04170432045a049b049f04b504d904f004fb050905220542055105730582059205a605b805cb05fc063c068d06bc06e9070f072307540783079e07ad07b607c207d807f7081208310855086c")
    }

    static func fr(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKAnnulerRetourSuivant&Oui&NondéplacerchoisirannulervalidermarquertoutboutonschampOKsuivantenvoyercochermodifierchiffresbasculergauche/droitesemainejournouvelle lignerenommergarder l'ancien textevalider le cheminprendreautre partiearrêterarrêter toutes les tâchesUne valeur est requiseCette valeur n'est pas valideTapez un filtreAucun résultatAucun élémentLecture…lecture…Enter retenuAu moins {minimum} ({count} choisis)Au plus {maximum} ({count} choisis)… liste coupée à {count} lignes : la suite n'a pas été lue… liste coupée à {size} : la suite n'a pas été lueOuiNonPage {page} sur {pages}Choisissez-en au moins {minimum}Choisissez-en au plus {maximum}Ce n'est pas l'un des choixLes deux saisies diffèrentUn nombre entierUn nombre entier de {minimum} à {maximum}Un nombre entier d'au moins {minimum}Un nombre entier d'au plus {maximum}code {status}tué par {signal}délai dépasséinterrompuarrêté par {signal}{done}/{total} terminées{count} en échecignoréearrêtéeAttentionErreurAppuyez sur Enter pour {label}Choisissez 1-{count} [{label}]Appuyez sur Enter, ou tapez 1.Répondez par un nombre de 1 à {count} ou un libellé.Répondez par un nombre de 1 à {count}, une lettre ({letters}) ou un libellé.ValeurEnter la gardeAu plus {count} caractères, s'il vous plaît.Aucun élément à choisir.Appuyez sur Entersuite : Enter1 résultat pour « {query} » :{count} résultats pour « {query} » :Choisissez {range}Choisissez-en {amount} parmi {range}(p. ex. 1 3 5-7)un ou plusieursau moins {count}jusqu'à {count}de {minimum} à {maximum}Tapez 1, ou du texte pour filtrer la liste.Tapez un nombre de 1 à {count}, ou du texte pour filtrer la liste.Tapez un ou plusieurs nombres de 1 à {count}, ou du texte pour filtrer la liste.« {answer} » n'est ni un nombre ni une plage comme 5-7.{answer} est à l'envers : écrivez {range}.{answer} n'est pas dans la liste ({range}).Un seul nombre, s'il vous plaît.Choisissez-en au moins {minimum} ({count} choisis).Choisissez-en au plus {maximum} ({count} choisis).Aucun résultat pour « {query} ».Appuyez sur Enter pour OKEncore une fois(masqué)Enter la garde(lignes ; une ligne vide termine)(- seul : aucun)C'est la première question.Au plus {count} caractères, s'il vous plaît.Répondez y ou n, s'il vous plaît.",
                           index: "000000020009000f0016001a001e0027002e0035003c00430047004e00530055005c00630069007100790081008e0095009900a700af00c400d500dc00e800f0010b0121013e014d015c016b0175017f018b01af01d20212024a024d02500267028702a602c102dc02ec0316033b035f036c037d038d039703ac03c503d603de03e703f003f6041404320450048704d604dc04ea05180533054405510571059805aa05ce05de05ed05fd060d06260651069406e5071e074a0775079607c907fb081e08370846084f085d087e088e08aa08d808fb")
    }

    static func he(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKביטולהקודםהבא&כן&לאמעברבחירהביטולאישורסימוןהכולכפתוריםשדהOKהבאשליחהסימוןשינויספרותלרשימה השנייהשמאל/ימיןשבועיוםשורה חדשהשינוי שםהשארת הטקסט הקודםאישור הנתיבלקיחת הפריטהחלק הבאעצירהעצירת כל המשימותנדרש ערךהערך אינו תקיןהקלידו לסינוןאין התאמהאין פריטיםקורא…קורא…Enter ממתיןיש לבחור לפחות {minimum} (נבחרו {count})יש לבחור לכל היותר {maximum} (נבחרו {count})… הרשימה נקטעה אחרי {count} שורות: השאר לא נקרא… הרשימה נקטעה אחרי {size}: השאר לא נקראכןלאעמוד {page} מתוך {pages}יש לבחור לפחות {minimum}יש לבחור לכל היותר {maximum}אינו אחת האפשרויותשתי ההזנות שונותמספר שלםמספר שלם בין {minimum} ל־{maximum}מספר שלם, לפחות {minimum}מספר שלם, לכל היותר {maximum}קוד יציאה {status}נהרג על ידי {signal}הזמן תםהופסקנעצר על ידי {signal}{done}/{total} הושלמו{count} נכשלודולגהנעצרהאזהרהשגיאההקישו Enter עבור {label}בחרו 1-{count} [{label}]הקישו Enter, או הקלידו 1.נא לענות במספר בין 1 ל־{count} או בתווית.נא לענות במספר בין 1 ל־{count}, באות ({letters}) או בתווית.ערךEnter משאיר אותולכל היותר {count} תווים, בבקשה.אין פריטים לבחירה.הקישו Enterעוד: Enterהתאמה אחת ל־\"{query}\":{count} התאמות ל־\"{query}\":בחרו {range}בחרו {amount} מתוך {range}(למשל 1 3 5-7)אחד או יותרלפחות {count}עד {count}{minimum} עד {maximum}הקלידו 1, או טקסט לסינון הרשימה.הקלידו מספר בין 1 ל־{count}, או טקסט לסינון הרשימה.הקלידו מספר אחד או יותר בין 1 ל־{count}, או טקסט לסינון הרשימה.\"{answer}\" אינו מספר או טווח כמו 5-7.{answer} הפוך: כתבו {range}.{answer} אינו ברשימה ({range}).מספר אחד, בבקשה.יש לבחור לפחות {minimum} (נבחרו {count}).יש לבחור לכל היותר {maximum} (נבחרו {count}).אין התאמה ל־\"{query}\".הקישו Enter לאישורשוב(מוסתר)Enter משאיר אותו(שורות; שורה ריקה מסיימת)(- לבד: כלום)זו השאלה הראשונה.לכל היותר {count} תווים, בבקשה.נא לענות y או n.",
                           index: "00000002000c0016001c00210026002e00380042004c0056005e006c00720074007a0084008e009800a200bb00cc00d400da00eb00fa011a012f01440153015d017b018a01a401bd01ce01e101ec01f702070240028002cf03120316031a033a035e038903ab03c903d80406042b04570471048e049b04a504c204dd04ef04f90503050d051705380554057a05bc0614061a063306640685069506a206c206e506f507170729073d074f075b077307ab07ff0868089e08c208eb09070941098209a209bf09c509d109ea0a160a2a0a490a7a0a93")
    }

    static func hi(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ठीकरद्द करेंपीछेआगेहाँ(&Y)नहीं(&N)चलेंचुनेंरद्द करेंस्वीकारेंचिह्नित करेंसभीबटनफ़ील्डठीकअगलाभेजेंचिह्न लगाएँबदलेंअंकदूसरी सूची मेंबाएँ/दाएँसप्ताहदिननई पंक्तिनाम बदलेंपुराना पाठ रखेंपथ स्वीकारेंप्रविष्टि लेंअगला भागरोकेंसभी कार्य रोकेंएक मान आवश्यक हैयह मान मान्य नहीं हैछाँटने के लिए लिखेंकोई मेल नहींकोई वस्तु नहींपढ़ रहा है…पढ़ रहा है…Enter प्रतीक्षा मेंकम से कम {minimum} चुनें ({count} चुने गए)अधिक से अधिक {maximum} चुनें ({count} चुने गए)… सूची {count} पंक्तियों पर काटी गई: बाकी पढ़ी नहीं गई… सूची {size} पर काटी गई: बाकी पढ़ी नहीं गईहाँनहींपृष्ठ {page} / {pages}कम से कम {minimum} चुनेंअधिक से अधिक {maximum} चुनेंविकल्पों में से कोई नहींदोनों प्रविष्टियाँ अलग हैंएक पूर्णांक{minimum} से {maximum} तक का पूर्णांककम से कम {minimum} का पूर्णांकअधिक से अधिक {maximum} का पूर्णांकनिकास कोड {status}{signal} द्वारा समाप्तसमय समाप्तबाधित{signal} द्वारा रोका गया{done}/{total} पूरे{count} विफलछोड़ा गयारोका गयाचेतावनीत्रुटि{label} के लिए Enter दबाएँ1-{count} चुनें [{label}]Enter दबाएँ, या 1 लिखें।कृपया 1 से {count} तक की संख्या या कोई लेबल लिखें।कृपया 1 से {count} तक की संख्या, कोई अक्षर ({letters}) या कोई लेबल लिखें।मानEnter इसे रखता हैकृपया अधिक से अधिक {count} अक्षर।चुनने के लिए कुछ नहीं है।Enter दबाएँऔर: Enter\"{query}\" के लिए 1 मेल:\"{query}\" के लिए {count} मेल:{range} चुनें{range} में से {amount} चुनें(जैसे 1 3 5-7)एक या अधिककम से कम {count}{count} तक{minimum} से {maximum}1 लिखें, या सूची छाँटने के लिए कोई पाठ।1 से {count} तक की संख्या लिखें, या सूची छाँटने के लिए कोई पाठ।1 से {count} तक की एक या अधिक संख्याएँ लिखें, या सूची छाँटने के लिए कोई पाठ।\"{answer}\" न तो संख्या है, न 5-7 जैसी सीमा।{answer} उल्टा है: {range} लिखें।{answer} सूची में नहीं है ({range})।कृपया केवल एक संख्या।कम से कम {minimum} चुनें ({count} चुने गए)।अधिक से अधिक {maximum} चुनें ({count} चुने गए)।\"{query}\" के लिए कोई मेल नहीं।ठीक के लिए Enter दबाएँफिर से(छिपा हुआ)Enter इसे रखता है(पंक्तियाँ; एक खाली पंक्ति समाप्त करती है)(केवल -: कुछ नहीं)यह पहला प्रश्न है।कृपया अधिक से अधिक {count} अक्षर।कृपया y या n से उत्तर दें।",
                           index: "000000090022002e0037004400540060006f008800a300c500ce00d700e900f200fe010d012c013b0144016a01830195019e01b701d001f9021b024002560265028e02b802ec031f033f03650382039f03ca0416046e04ec054d05560562058205b005ea062a0672069106d20710075a077c07aa07c607d5080708220836084f0865087a088c08ba08dd090f09810a1a0a230a460a910ad20ae70af40b1b0b480b5f0b900ba60bc00bdc0bea0c040c650cf60da80dfd0e380e780eb10f000f5b0f990fc90fd90ff11014108010a810d811231161")
    }

    static func hu(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKMégseVisszaTovább&Igen&NemmozgásválasztásmégseelfogadáskijelölésmindgombokmezőOKkövetkezőbeküldésbejelölésmódosításszámjegyekáthelyezésbal/jobbhétnapúj sorátnevezésrégi szöveg maradútvonal elfogadásaelem átvételemásik részleállításminden feladat leállításaÉrték megadása kötelezőAz érték érvénytelenÍrjon a szűréshezNincs találatNincsenek elemekOlvasás…olvasás…Enter várakozikLegalább {minimum} ({count} kijelölve)Legfeljebb {maximum} ({count} kijelölve)… a lista {count} sornál elvágva: a többi nem lett beolvasva… a lista {size} után elvágva: a többi nem lett beolvasvaIgenNem{page}/{pages}. oldalVálasszon legalább {minimum} elemetVálasszon legfeljebb {maximum} elemetNem a választható értékek egyikeA két bevitt érték eltérEgész számEgész szám {minimum} és {maximum} közöttLegalább {minimum} értékű egész számLegfeljebb {maximum} értékű egész számkilépési kód {status}kilőve: {signal}időtúllépésmegszakítvaleállítva: {signal}{done}/{total} kész{count} sikertelenkihagyvaleállítvaFigyelmeztetésHibaNyomja meg az Entert: {label}Válasszon: 1-{count} [{label}]Nyomja meg az Entert, vagy írja be: 1.Válaszoljon egy számmal 1 és {count} között, vagy egy felirattal.Válaszoljon egy számmal 1 és {count} között, egy betűvel ({letters}) vagy egy felirattal.ÉrtékEnter: megtartjaLegfeljebb {count} karaktert kérünk.Nincs mit választani.Nyomja meg az Enterttovább: Enter1 találat erre: „{query}”:{count} találat erre: „{query}”:Válasszon: {range}Válasszon {amount} elemet ebből: {range}(pl. 1 3 5-7)egy vagy többlegalább {count}legfeljebb {count}{minimum}–{maximum}Írja be: 1, vagy szöveget a lista szűréséhez.Írjon be egy számot 1 és {count} között, vagy szöveget a lista szűréséhez.Írjon be egy vagy több számot 1 és {count} között, vagy szöveget a lista szűréséhez.„{answer}” nem szám, és nem is 5-7 formájú tartomány.{answer} fordított: írja így: {range}.{answer} nincs a listában ({range}).Egyetlen számot kérünk.Válasszon legalább {minimum} elemet ({count} kiválasztva).Válasszon legfeljebb {maximum} elemet ({count} kiválasztva).Nincs találat erre: „{query}”.Nyomja meg az Entert: OKÚjra(rejtett)Enter: megtartja(sorok; egy üres sor zárja)(- önmagában: semmi)Ez az első kérdés.Legfeljebb {count} karaktert kérünk.Válaszoljon y vagy n betűvel.",
                           index: "000000020008000e0015001a001e0025003000360040004b004f0055005a005c00670071007c00880093009f00a700ab00ae00b500c000d300e700f60102010e012a0146015e017201800190019b01a601b601de020702480286028a028d02a202c702ed0311032d03390366039003bb03d303e403f303ff04140428043a0442044d045c0460047d049c04c305090568056f057f05a505bb05cf05dd05fc06210634065e066b0679068a069c06b106e30736079407d207fb0820083a087708b508d808f008f508fe090e092b09410956097c099b")
    }

    static func id(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKBatalKembaliLanjut&Ya&TidakpindahpilihbatalterimatandaisemuatombolisianOKlanjutkirimcentangubahdigitke daftar lainkiri/kananmingguharibaris baruganti namapertahankan teks lamaterima jalurambil entribagian berikutnyahentikanhentikan semua tugasNilai wajib diisiNilai itu tidak sahKetik untuk cariTak ditemukanTidak ada butirMembaca…membaca…Enter menungguPilih min. {minimum} ({count} dipilih)Pilih maks. {maximum} ({count} dipilih)… daftar dipotong pada {count} baris: sisanya tidak dibaca… daftar dipotong pada {size}: sisanya tidak dibacaYaTidakHalaman {page} dari {pages}Pilih paling sedikit {minimum}Pilih paling banyak {maximum}Bukan salah satu pilihanKedua isian berbedaSebuah bilangan bulatBilangan bulat dari {minimum} sampai {maximum}Bilangan bulat paling sedikit {minimum}Bilangan bulat paling banyak {maximum}keluar {status}dimatikan oleh {signal}waktu habisdiinterupsidihentikan oleh {signal}{done}/{total} selesai{count} gagaldilewatidihentikanPeringatanGalatTekan Enter untuk {label}Pilih 1-{count} [{label}]Tekan Enter, atau ketik 1.Jawab dengan angka dari 1 sampai {count} atau sebuah label.Jawab dengan angka dari 1 sampai {count}, sebuah huruf ({letters}) atau sebuah label.NilaiEnter mempertahankannyaPaling banyak {count} karakter.Tidak ada butir untuk dipilih.Tekan Enterlagi: Enter1 yang cocok untuk \"{query}\":{count} yang cocok untuk \"{query}\":Pilih {range}Pilih {amount} dari {range}(mis. 1 3 5-7)satu atau lebihpaling sedikit {count}sampai {count}{minimum} sampai {maximum}Ketik 1, atau teks untuk menyaring daftar.Ketik angka dari 1 sampai {count}, atau teks untuk menyaring daftar.Ketik satu atau lebih angka dari 1 sampai {count}, atau teks untuk menyaring daftar.\"{answer}\" bukan angka atau rentang seperti 5-7.{answer} terbalik: tulis {range}.{answer} tidak ada dalam daftar ({range}).Satu angka saja.Pilih paling sedikit {minimum} ({count} dipilih).Pilih paling banyak {maximum} ({count} dipilih).Tidak ada yang cocok untuk \"{query}\".Tekan Enter untuk OKLagi(tersembunyi)Enter mempertahankannya(baris; baris kosong mengakhiri)(- saja: tidak ada)Ini pertanyaan pertama.Paling banyak {count} karakter.Jawab dengan y atau n.",
                           index: "000000020007000e00140017001d00230028002d00330039003e00440049004b00510056005d006100660074007e008400880092009c00b100bd00c800d900e100f501060119012901360145014f01590167018d01b401f002250227022c024702650282029a02ad02c202f00317033d034c0363036e0379039103a703b403bc03c603d003d503ee04070421045c04b104b604cd04ec050a05150520053d0560056d0588059605a505bb05c905e3060d065106a506d506f6072007300761079107b607ca07ce07db07f208120825083c085b0871")
    }

    static func it(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKAnnullaIndietroAvanti&Sì&NospostascegliannullaconfermaselezionatuttopulsanticampoOKavantiinviaspuntacambiacifrecambia listasx/dxsettimanagiornonuova rigarinominatieni il testo di primaconferma percorsoprendi vocealtra partefermaferma tutte le attivitàServe un valoreIl valore non è validoScrivi un filtroNessun risultatoNessuna voceLettura…lettura…Enter in attesaScegline almeno {minimum} ({count} scelte)Scegline al più {maximum} ({count} scelte)… elenco tagliato a {count} righe: il resto non è stato letto… elenco tagliato a {size}: il resto non è stato lettoSìNoPagina {page} di {pages}Scegline almeno {minimum}Scegline al massimo {maximum}Non è una delle scelteI due valori sono diversiUn numero interoUn numero intero da {minimum} a {maximum}Un numero intero di almeno {minimum}Un numero intero di al massimo {maximum}uscita {status}ucciso da {signal}tempo scadutointerrottofermato da {signal}{done}/{total} fatte{count} fallitesaltatafermataAttenzioneErrorePremi Enter per {label}Scegli 1-{count} [{label}]Premi Enter, o scrivi 1.Rispondi con un numero da 1 a {count} o un'etichetta.Rispondi con un numero da 1 a {count}, una lettera ({letters}) o un'etichetta.ValoreEnter lo mantieneAl massimo {count} caratteri, per favore.Nessuna voce da scegliere.Premi Enteraltro: Enter1 risultato per \"{query}\":{count} risultati per \"{query}\":Scegli {range}Scegline {amount} tra {range}(es. 1 3 5-7)uno o piùalmeno {count}fino a {count}da {minimum} a {maximum}Scrivi 1, o del testo per filtrare l'elenco.Scrivi un numero da 1 a {count}, o del testo per filtrare l'elenco.Scrivi uno o più numeri da 1 a {count}, o del testo per filtrare l'elenco.\"{answer}\" non è un numero né un intervallo come 5-7.{answer} va all'indietro: scrivi {range}.{answer} non è nell'elenco ({range}).Un numero solo, per favore.Scegline almeno {minimum} ({count} scelte).Scegline al massimo {maximum} ({count} scelte).Nessun risultato per \"{query}\".Premi Enter per OKDi nuovo(nascosto)Enter lo mantiene(righe; una vuota termina)(- da solo: nessuno)Questa è la prima domanda.Al massimo {count} caratteri, per favore.Rispondi y o n, per favore.",
                           index: "00000002000900110017001b001e0024002a0031003900420047004f00540056005c00610067006d0072007e0083008c0092009c00a400bb00cc00d700e200e700ff010e0125013501450151015b01650174019e01c90209024202450247025f0278029502ac02c502d502fe0322034a0359036b03780382039503a903b803bf03c603d003d603ed0407041f045404a204a804b904e204fc05070513052d054d055b05780585058f059d05ab05c305ef0632067d06b406dd0703071e07490778079707a907b107bb07cc07e607fa0815083e0859")
    }

    static func ja(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "了解取消戻る次へはいいいえ移動選択取消決定選択すべてボタン欄了解次へ送信チェック変更桁横に移動左/右週日改行名前変更元のテキストのままパスを決定項目を取る次の部分中止すべてのタスクを中止値が必要ですその値は無効です入力して絞り込み一致なし項目なし読み込み中…読み込み中…Enter 保留中{minimum} 個以上選んでください（{count} 個選択）{maximum} 個以下にしてください（{count} 個選択）… {count} 行で一覧を打ち切り: 残りは読んでいません… {size} で一覧を打ち切り: 残りは読んでいませんはいいいえ{page}/{pages} ページ{minimum} 個以上選んでください{maximum} 個以下にしてください選択肢にありません2 回の入力が一致しません整数{minimum} から {maximum} までの整数{minimum} 以上の整数{maximum} 以下の整数終了コード {status}{signal} で強制終了時間切れ中断{signal} で停止{done}/{total} 完了{count} 失敗スキップ中止警告エラーEnter で {label}1-{count} から選択 [{label}]Enter を押すか 1 を入力してください。1 から {count} の番号かラベルで答えてください。1 から {count} の番号、文字 ({letters}) またはラベルで答えてください。値Enter でそのまま{count} 文字以内にしてください。選べる項目がありません。Enter を押してください続き: Enter\"{query}\" に 1 件一致:\"{query}\" に {count} 件一致:{range} から選択{range} から {amount} を選択(例: 1 3 5-7)1 個以上{count} 個以上{count} 個まで{minimum} から {maximum} 個1 を入力するか、文字を入力して一覧を絞り込んでください。1 から {count} の番号を入力するか、文字を入力して一覧を絞り込んでください。1 から {count} の番号を 1 つ以上入力するか、文字を入力して一覧を絞り込んでください。\"{answer}\" は番号でも 5-7 のような範囲でもありません。{answer} は逆順です: {range} と書いてください。{answer} は一覧にありません ({range})。番号を 1 つだけ入力してください。{minimum} 個以上選んでください（{count} 個選択）。{maximum} 個以下にしてください（{count} 個選択）。\"{query}\" に一致するものはありません。Enter で了解もう一度（非表示）Enter でそのまま（複数行。空行で終了）（- だけで「なし」）これが最初の質問です。{count} 文字以内にしてください。y か n で答えてください。",
                           index: "00000006000c00120018001e0027002d00330039003f0045004e0057005a00600066006c0078007e0081008d00940097009a00a000ac00c700d600e500f100f701150127013f01570163016f0181019301a201e10220026702aa02b002b902d102f90321033c035f0365038f03a803c103d903f103fd04030415042a04380444044a04500459046a048a04bd04fe055b055e0573059f05c305e105ee06080628063c065d066b06760687069806b60709077407eb0834087108a208d209140956098a099909a509b409c909ea0a070a280a540a77")
    }

    static func ko(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "확인취소뒤로다음예(&Y)아니오(&N)이동선택취소수락표시모두버튼필드확인다음제출체크변경자릿수다른 목록으로왼쪽/오른쪽주일줄 바꿈이름 바꾸기이전 텍스트 유지경로 확정항목 가져오기다음 부분중지모든 작업 중지값이 필요합니다올바른 값이 아닙니다입력하여 거르기일치 항목 없음항목 없음읽는 중…읽는 중…Enter 대기 중{minimum}개 이상 선택 ({count}개 선택됨){maximum}개 이하 선택 ({count}개 선택됨)… 목록을 {count}줄에서 잘랐습니다: 나머지는 읽지 않았습니다… 목록을 {size}에서 잘랐습니다: 나머지는 읽지 않았습니다예아니오{page}/{pages} 쪽{minimum}개 이상 선택하세요{maximum}개 이하로 선택하세요선택지에 없는 값입니다두 입력이 다릅니다정수{minimum}에서 {maximum} 사이의 정수{minimum} 이상의 정수{maximum} 이하의 정수종료 코드 {status}{signal} 신호로 강제 종료됨시간 초과중단됨{signal} 신호로 중지됨{done}/{total} 완료{count}개 실패건너뜀중지됨경고오류{label}: Enter를 누르세요1-{count} 중 선택 [{label}]Enter를 누르거나 1을 입력하세요.1에서 {count} 사이의 숫자나 레이블로 답하세요.1에서 {count} 사이의 숫자, 글자({letters}) 또는 레이블로 답하세요.값Enter는 그대로 유지{count}자 이하로 입력하세요.선택할 항목이 없습니다.Enter를 누르세요더 보기: Enter\"{query}\"와 일치 1개:\"{query}\"와 일치 {count}개:{range} 중 선택{range} 중 {amount} 선택(예: 1 3 5-7)하나 이상{count}개 이상{count}개까지{minimum}~{maximum}개1을 입력하거나, 목록을 거를 텍스트를 입력하세요.1에서 {count} 사이의 숫자나, 목록을 거를 텍스트를 입력하세요.1에서 {count} 사이의 숫자를 하나 이상, 또는 목록을 거를 텍스트를 입력하세요.\"{answer}\"은(는) 숫자나 5-7 같은 범위가 아닙니다.{answer}은(는) 거꾸로입니다: {range}(으)로 쓰세요.{answer}은(는) 목록에 없습니다 ({range}).숫자 하나만 입력하세요.{minimum}개 이상 선택하세요 ({count}개 선택됨).{maximum}개 이하로 선택하세요 ({count}개 선택됨).\"{query}\"와 일치하는 항목이 없습니다.확인: Enter를 누르세요다시(숨김)Enter는 그대로 유지(여러 줄; 빈 줄로 끝냄)(- 만 입력: 없음)첫 번째 질문입니다.{count}자 이하로 입력하세요.y 또는 n으로 답하세요.",
                           index: "00000006000c00120018001f002c00320038003e0044004a00500056005c00620068006e0074007a0083009600a600a900ac00b600c600dd00ea00fd010a01100124013a0157016d0181018e019b01a801b801e9021a026d02bc02bf02c802da02fd03230343035d0363038d03a703c103d703fa04070410042c04410452045b0464046a0470048e04ac04d70515056a056d058605ab05cc05e105f2060b062a063c0657066506720683069306a906ed074007a807e708260858087908b408f2092309400946094e09670986099c09b709dc09fa")
    }

    static func nb(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKAvbrytTilbakeNeste&Ja&NeiflyttvelgavbrytgodtamerkalleknapperfeltOKnestesendkryss avendresifreflytt overvenstre/høyreukedagny linjeendre navnbehold den gamle tekstengodta stienta oppføringenneste delstoppstopp alle oppgaverEn verdi er påkrevdVerdien er ikke gyldigSkriv et filterIngen treffIngen elementerLeser…leser…Enter venterVelg minst {minimum} ({count} valgt)Velg høyst {maximum} ({count} valgt)… listen kuttet ved {count} linjer: resten ble ikke lest… listen kuttet ved {size}: resten ble ikke lestJaNeiSide {page} av {pages}Velg minst {minimum}Velg høyst {maximum}Ikke et av valgeneDe to oppføringene er ulikeEt heltallEt heltall fra {minimum} til {maximum}Et heltall på minst {minimum}Et heltall på høyst {maximum}avslutningsstatus {status}drept av {signal}tidsavbruddavbruttstoppet av {signal}{done}/{total} ferdige{count} feilethoppet overstoppetAdvarselFeilTrykk Enter for {label}Velg 1-{count} [{label}]Trykk Enter, eller skriv 1.Svar med et tall fra 1 til {count} eller en etikett.Svar med et tall fra 1 til {count}, en bokstav ({letters}) eller en etikett.VerdiEnter beholder denHøyst {count} tegn, takk.Ingen oppføringer å velge blant.Trykk Entermer: Enter1 treff for «{query}»:{count} treff for «{query}»:Velg {range}Velg {amount} av {range}(f.eks. 1 3 5-7)en eller flereminst {count}opptil {count}{minimum} til {maximum}Skriv 1, eller tekst for å filtrere listen.Skriv et tall fra 1 til {count}, eller tekst for å filtrere listen.Skriv ett eller flere tall fra 1 til {count}, eller tekst for å filtrere listen.«{answer}» er ikke et tall eller et intervall som 5-7.{answer} går baklengs: skriv {range}.{answer} er ikke i listen ({range}).Ett tall, takk.Velg minst {minimum} ({count} valgt).Velg høyst {maximum} ({count} valgt).Ingen treff for «{query}».Trykk Enter for OKIgjen(skjult)Enter beholder den(linjer; en tom avslutter)(- alene: ingen)Dette er det første spørsmålet.Høyst {count} tegn, takk.Svar y eller n, takk.",
                           index: "000000020008000f00140017001b00200024002a002f00330037003e004200440049004d0055005a005f00690077007a007d0085008f00a700b200c100ca00cf00e200f6010c011b01260135013d014501510175019a01d402060208020b02210235024a025c0278028202a802c602e502ff0310031b03220335034b03590364036b03730377038e03a603c103f504410446045804720494049f04a904c104df04eb050305130521052e053c0553057f05c30614064c0672069606a506ca06f0070c071e0723072b073d07570767078907a307b8")
    }

    static func nl(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKAnnulerenTerugVolgende&Ja&NeebewegenkiezenannulerenbevestigenselecterenallesknoppenveldOKvolgendeversturenaanvinkenwijzigencijferswisselenlinks/rechtsweekdagnieuwe regelhernoemenoude tekst houdenpad bevestigenitem overnemenvolgend deelstoppenalle taken stoppenEen waarde is verplichtDie waarde is niet geldigTyp een filterNiets gevondenGeen itemsLezen…lezen…Enter wachtKies er minstens {minimum} ({count} gekozen)Kies er hoogstens {maximum} ({count} gekozen)… lijst afgekapt na {count} regels: de rest is niet gelezen… lijst afgekapt na {size}: de rest is niet gelezenJaNeePagina {page} van {pages}Kies er minstens {minimum}Kies er hoogstens {maximum}Geen van de keuzesDe twee invoeren verschillenEen geheel getalEen geheel getal van {minimum} tot {maximum}Een geheel getal van minstens {minimum}Een geheel getal van hoogstens {maximum}afgesloten met {status}gedood door {signal}tijd verstrekenonderbrokengestopt door {signal}{done}/{total} klaar{count} misluktovergeslagengestoptWaarschuwingFoutDruk op Enter voor {label}Kies 1-{count} [{label}]Druk op Enter, of typ 1.Antwoord met een getal van 1 tot {count} of een label.Antwoord met een getal van 1 tot {count}, een letter ({letters}) of een label.WaardeEnter houdt dezeHoogstens {count} tekens, alstublieft.Geen items om uit te kiezen.Druk op Entermeer: Enter1 overeenkomst voor \"{query}\":{count} overeenkomsten voor \"{query}\":Kies {range}Kies {amount} uit {range}(bijv. 1 3 5-7)een of meerminstens {count}tot {count}{minimum} tot {maximum}Typ 1, of tekst om de lijst te filteren.Typ een getal van 1 tot {count}, of tekst om de lijst te filteren.Typ een of meer getallen van 1 tot {count}, of tekst om de lijst te filteren.\"{answer}\" is geen getal of bereik zoals 5-7.{answer} loopt achteruit: schrijf {range}.{answer} staat niet in de lijst ({range}).Eén getal, alstublieft.Kies er minstens {minimum} ({count} gekozen).Kies er hoogstens {maximum} ({count} gekozen).Niets gevonden voor \"{query}\".Druk op Enter voor OKNogmaals(verborgen)Enter houdt deze(regels; een lege sluit af)(- alleen: geen)Dit is de eerste vraag.Hoogstens {count} tekens, alstublieft.Antwoord y of n, alstublieft.",
                           index: "00000002000b00100018001b001f0026002c0035003f0049004e00550059005b0063006c0075007d0084008c0098009c009f00ab00b400c500d300e100ed00f40106011d013601440152015c0164016c017701a301d0020d0242024402470260027a029502a702c302d302ff0326034e036503790388039303a803bc03cb03d703de03ea03ee040804200438046e04bc04c204d204f805140521052c054a0570057c059505a405af05bf05ca05e10609064b069806c506ef07190731075e078c07aa07bf07c707d207e207fd080d0824084a0867")
    }

    static func pl(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKAnulujWsteczDalej&Tak&NieprzejdźwybierzanulujzatwierdźzaznaczwszystkoprzyciskipoleOKdalejwyślijzaznaczzmieńcyfryprzenieślewa/prawatydzieńdzieńnowy wierszzmień nazwęzachowaj stary tekstzatwierdź ścieżkęweź pozycjęnastępna częśćzatrzymajzatrzymaj wszystkie zadaniaWartość jest wymaganaTa wartość jest nieprawidłowaWpisz filtrBrak wynikówBrak pozycjiWczytywanie…wczytywanie…Enter czekaWybierz min. {minimum} (wybrano: {count})Wybierz maks. {maximum} (wybrano: {count})… lista ucięta po {count} wierszach: reszty nie wczytano… lista ucięta po {size}: reszty nie wczytanoTakNieStrona {page} z {pages}Wybierz co najmniej {minimum}Wybierz co najwyżej {maximum}To nie jest żadna z opcjiOba wpisy się różniąLiczba całkowitaLiczba całkowita od {minimum} do {maximum}Liczba całkowita, co najmniej {minimum}Liczba całkowita, co najwyżej {maximum}kod wyjścia {status}zabity sygnałem {signal}przekroczono czasprzerwanozatrzymany sygnałem {signal}gotowe: {done}/{total}nieudane: {count}pominiętezatrzymaneOstrzeżenieBłądNaciśnij Enter: {label}Wybierz 1-{count} [{label}]Naciśnij Enter lub wpisz 1.Odpowiedz liczbą od 1 do {count} lub etykietą.Odpowiedz liczbą od 1 do {count}, literą ({letters}) lub etykietą.WartośćEnter ją zachowaNajwyżej {count} znaków, proszę.Nie ma z czego wybierać.Naciśnij Enterwięcej: Enter1 wynik dla „{query}”:Wyniki dla „{query}”: {count}Wybierz {range}Wybierz {amount} z {range}(np. 1 3 5-7)jedną lub więcejco najmniej {count}do {count}od {minimum} do {maximum}Wpisz 1 lub tekst, aby filtrować listę.Wpisz liczbę od 1 do {count} lub tekst, aby filtrować listę.Wpisz jedną lub więcej liczb od 1 do {count} lub tekst, aby filtrować listę.„{answer}” nie jest liczbą ani zakresem w rodzaju 5-7.{answer} biegnie wstecz: napisz {range}.{answer} nie ma na liście ({range}).Jedną liczbę, proszę.Wybierz co najmniej {minimum} (wybrano: {count}).Wybierz co najwyżej {maximum} (wybrano: {count}).Brak wyników dla „{query}”.Naciśnij Enter: OKJeszcze raz(ukryte)Enter ją zachowa(wiersze; pusty kończy)(- sam: nic)To jest pierwsze pytanie.Najwyżej {count} znaków, proszę.Odpowiedz y lub n, proszę.",
                           index: "000000020008000e00130017001b0023002a0030003a00410049005200560058005d0064006b00710076007f00890091009700a200af00c300d800e500f70100011b01320152015d016a017601840192019d01c601f0022b025b025e02610278029502b302cd02e502f6032103490372038703a003b103ba03d703ed03fe04080412041e0424043c0457047304a304e804f105020525053e054d055b0575059605a505bf05cc05de05f105fb0614063d067c06cc0707072f0754076c079d07cf07ef0802080d08150826083e084a0863088608a1")
    }

    static func pt(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKCancelarAnteriorSeguinte&Sim&NãomoverescolhercancelaraceitarmarcartudobotõescampoOKseguinteenviarmarcaralterardígitospassaresq./dir.semanadianova linharenomearmanter o texto anterioraceitar caminhousar entradaoutra partepararparar todas as tarefasÉ preciso um valorEsse valor não é válidoEscreva um filtroSem resultadosSem itensA ler…a ler…Enter em esperaPelo menos {minimum} ({count} escolhidos)No máximo {maximum} ({count} escolhidos)… lista cortada em {count} linhas: o resto não foi lido… lista cortada em {size}: o resto não foi lidoSimNãoPágina {page} de {pages}Escolha pelo menos {minimum}Escolha no máximo {maximum}Não é uma das opçõesAs duas entradas são diferentesUm número inteiroUm número inteiro de {minimum} a {maximum}Um número inteiro de pelo menos {minimum}Um número inteiro de no máximo {maximum}saída {status}morto por {signal}tempo esgotadointerrompidoparado por {signal}{done}/{total} feitas{count} falhadasignoradaparadaAvisoErroPrima Enter para {label}Escolha 1-{count} [{label}]Prima Enter, ou escreva 1.Responda com um número de 1 a {count} ou uma etiqueta.Responda com um número de 1 a {count}, uma letra ({letters}) ou uma etiqueta.ValorEnter mantém-noNo máximo {count} caracteres, por favor.Não há itens para escolher.Prima Entermais: Enter1 resultado para \"{query}\":{count} resultados para \"{query}\":Escolha {range}Escolha {amount} de {range}(p. ex. 1 3 5-7)um ou maispelo menos {count}até {count}de {minimum} a {maximum}Escreva 1, ou texto para filtrar a lista.Escreva um número de 1 a {count}, ou texto para filtrar a lista.Escreva um ou mais números de 1 a {count}, ou texto para filtrar a lista.\"{answer}\" não é um número nem um intervalo como 5-7.{answer} está ao contrário: escreva {range}.{answer} não está na lista ({range}).Um só número, por favor.Escolha pelo menos {minimum} ({count} escolhidos).Escolha no máximo {maximum} ({count} escolhidos).Sem resultados para \"{query}\".Prima Enter para OKOutra vez(oculto)Enter mantém-no(linhas; uma vazia termina)(- sozinho: nenhum)Esta é a primeira pergunta.No máximo {count} caracteres, por favor.Responda y ou n, por favor.",
                           index: "00000002000a0012001a001e0023002800300038003f00450049005000550057005f0065006b0072007a00800089008f0092009c00a400bb00ca00d600e100e600fc010f0129013a01480151015901610170019901c201fc022e02310235024e026a0286029e02be02d002fb0325034f035e0370037e038a039d03b203c203ca03d003d503d903f1040c0426045d04ab04b004c004e905060511051c05370559056805830593059d05af05bb05d305fc063d068706bf06ed0714072e0760079207b007c307cc07d407e407ff0812082e08570872")
    }

    static func ptBR(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKCancelarVoltarPróximo&Sim&NãomoverescolhercancelaraceitarmarcartudobotõescampoOKpróximoenviarmarcarmudardígitospassaresq./dir.semanadianova linharenomearmanter o texto anterioraceitar caminhousar itemoutra partepararparar todas as tarefasUm valor é obrigatórioEsse valor não é válidoDigite um filtroSem resultadosSem itensLendo…lendo…Enter em esperaPelo menos {minimum} ({count} escolhidos)No máximo {maximum} ({count} escolhidos)… lista cortada em {count} linhas: o resto não foi lido… lista cortada em {size}: o resto não foi lidoSimNãoPágina {page} de {pages}Escolha pelo menos {minimum}Escolha no máximo {maximum}Não é uma das opçõesAs duas entradas são diferentesUm número inteiroUm número inteiro de {minimum} a {maximum}Um número inteiro de pelo menos {minimum}Um número inteiro de no máximo {maximum}saída {status}encerrado por {signal}tempo esgotadointerrompidoparado por {signal}{done}/{total} feitas{count} com falhapuladaparadaAvisoErroPressione Enter para {label}Escolha 1-{count} [{label}]Pressione Enter, ou digite 1.Responda com um número de 1 a {count} ou uma etiqueta.Responda com um número de 1 a {count}, uma letra ({letters}) ou uma etiqueta.ValorEnter o mantémNo máximo {count} caracteres, por favor.Não há itens para escolher.Pressione Entermais: Enter1 resultado para \"{query}\":{count} resultados para \"{query}\":Escolha {range}Escolha {amount} de {range}(ex.: 1 3 5-7)um ou maispelo menos {count}até {count}de {minimum} a {maximum}Digite 1, ou um texto para filtrar a lista.Digite um número de 1 a {count}, ou um texto para filtrar a lista.Digite um ou mais números de 1 a {count}, ou um texto para filtrar a lista.\"{answer}\" não é um número nem um intervalo como 5-7.{answer} está invertido: digite {range}.{answer} não está na lista ({range}).Um só número, por favor.Escolha pelo menos {minimum} ({count} escolhidos).Escolha no máximo {maximum} ({count} escolhidos).Sem resultados para \"{query}\".Pressione Enter para OKOutra vez(oculto)Enter o mantém(linhas; uma vazia termina)(- sozinho: nenhum)Esta é a primeira pergunta.No máximo {count} caracteres, por favor.Responda y ou n, por favor.",
                           index: "00000002000a00100018001c00210026002e0036003d00430047004e00530055005d00630069006e0076007c0085008b008e009800a000b700c600cf00da00df00f5010d012701370145014e0156015e016d019601bf01f9022b022e0232024b02670283029b02bb02cd02f80322034c035b0371037f038b039e03b303c403ca03d003d503d903f50410042d046404b204b704c604ef050c051b0526054105630572058d059b05a505b705c305db06060649069506cd06f6071d07370769079b07b907d007d907e107f0080b081e083a0863087e")
    }

    static func ro(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKAnuleazăÎnapoiÎnainte&Da&NumutăalegeanuleazăacceptămarcheazătotbutoanecâmpOKurmătorultrimitebifeazăschimbăcifremutăstânga/dreaptasăptămânăzirând nouredenumeștepăstrează textul vechiacceptă caleaia intrareapartea următoareopreșteoprește toate sarcinileEste necesară o valoareValoarea nu este validăTastați un filtruNicio potrivireNiciun elementSe citește…se citește…Enter în așteptareAlegeți cel puțin {minimum} ({count} alese)Alegeți cel mult {maximum} ({count} alese)… listă tăiată la {count} rânduri: restul nu a fost citit… listă tăiată la {size}: restul nu a fost cititDaNuPagina {page} din {pages}Alegeți cel puțin {minimum}Alegeți cel mult {maximum}Nu este una dintre opțiuniCele două valori diferăUn număr întregUn număr întreg de la {minimum} la {maximum}Un număr întreg de cel puțin {minimum}Un număr întreg de cel mult {maximum}ieșire {status}omorât de {signal}timp expiratîntreruptoprit de {signal}{done}/{total} gata{count} eșuateomisăoprităAtențieEroareApăsați Enter pentru {label}Alegeți 1-{count} [{label}]Apăsați Enter sau tastați 1.Răspundeți cu un număr de la 1 la {count} sau o etichetă.Răspundeți cu un număr de la 1 la {count}, o literă ({letters}) sau o etichetă.ValoareEnter o păstreazăCel mult {count} caractere, vă rog.Niciun element de ales.Apăsați Entermai mult: Enter1 potrivire pentru „{query}”:{count} potriviri pentru „{query}”:Alegeți {range}Alegeți {amount} din {range}(de ex. 1 3 5-7)unul sau mai multecel puțin {count}până la {count}de la {minimum} la {maximum}Tastați 1 sau un text pentru a filtra lista.Tastați un număr de la 1 la {count} sau un text pentru a filtra lista.Tastați unul sau mai multe numere de la 1 la {count} sau un text pentru a filtra lista.„{answer}” nu este un număr sau un interval ca 5-7.{answer} este inversat: scrieți {range}.{answer} nu este în listă ({range}).Un singur număr, vă rog.Alegeți cel puțin {minimum} ({count} alese).Alegeți cel mult {maximum} ({count} alese).Nicio potrivire pentru „{query}”.Apăsați Enter pentru OKDin nou(ascuns)Enter o păstrează(rânduri; unul gol încheie)(- singur: niciunul)Aceasta este prima întrebare.Cel mult {count} caractere, vă rog.Răspundeți y sau n, vă rog.",
                           index: "00000002000b0012001a001d00200025002a0033003b00450048004f0054005600600067006f0077007c00810090009d009f00a800b400cc00da00e500f600fe0116012e01460158016701750183019101a501d201fd023c027102730275028e02ab02c602e102fa030b033903620389039903ac03b803c203d303e603f503fb0402040a0410042e044a046904a604fa050105140538054f055e056d058e05b505c505e205f20604061606270643067006b8071007480771079707b107df080b0830084908500858086b0888089c08ba08de08fc")
    }

    static func ru(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKОтменаНазадДалее&Да&НетперейтивыбратьотменапринятьотметитьвсекнопкиполеOKдалееотправитьотметитьизменитьцифрыперенестивлево/вправонеделяденьновая строкапереименоватьоставить прежний текстпринять путьвзять элементследующая частьостановитьостановить все задачиНужно ввести значениеНедопустимое значениеВведите фильтрНет совпаденийНет элементовЧтение…чтение…Enter ожидаетНе менее {minimum} (выбрано: {count})Не более {maximum} (выбрано: {count})… список обрезан на {count} строках: остальное не прочитано… список обрезан на {size}: остальное не прочитаноДаНетСтраница {page} из {pages}Выберите не менее {minimum}Выберите не более {maximum}Нет среди вариантовДва ввода не совпадаютЦелое числоЦелое число от {minimum} до {maximum}Целое число не меньше {minimum}Целое число не больше {maximum}код выхода {status}убит сигналом {signal}время истеклопрерваноостановлен сигналом {signal}готово {done}/{total}с ошибкой: {count}пропущеноостановленоВниманиеОшибкаНажмите Enter: {label}Выберите 1-{count} [{label}]Нажмите Enter или введите 1.Ответьте числом от 1 до {count} или надписью кнопки.Ответьте числом от 1 до {count}, буквой ({letters}) или надписью кнопки.ЗначениеEnter — оставитьНе более {count} символов, пожалуйста.Выбирать не из чего.Нажмите Enterдальше: Enter1 совпадение для «{query}»:Совпадений для «{query}»: {count}Выберите {range}Выберите {amount} из {range}(напр. 1 3 5-7)один или нескольконе менее {count}до {count}от {minimum} до {maximum}Введите 1 или текст для поиска по списку.Введите число от 1 до {count} или текст для поиска по списку.Введите одно или несколько чисел от 1 до {count} или текст для поиска по списку.«{answer}» — не число и не диапазон вида 5-7.{answer} идёт в обратном порядке: напишите {range}.{answer} нет в списке ({range}).Одно число, пожалуйста.Выберите не менее {minimum} (выбрано: {count}).Выберите не более {maximum} (выбрано: {count}).Нет совпадений для «{query}».Нажмите Enter: OKЕщё раз(скрыто)Enter — оставить(строки; пустая завершает)(- отдельно: ничего)Это первый вопрос.Не более {count} символов, пожалуйста.Ответьте y или n, пожалуйста.",
                           index: "00000002000e001800220027002e003c004a005600640074007a0086008e0090009a00ac00bc00cc00d600e800ff010b0113012a0144016e0185019e01bb01cf01f7021f02480263027e029702a602b502c902fc032f039603ed03f103f7041b0445046f049304bc04d1050405350566058205a405bd05cd05fb061606300642065806680674069106b506e2073907aa07ba07d408130837084b085e088808b808d008f60909092b0942094e096b09b40a1a0aa30aea0b390b630b8d0bd20c170c460c5e0c6b0c790c930cc20ce40d050d440d76")
    }

    static func sv(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKAvbrytTillbakaNästa&Ja&NejflyttaväljavbrytgodkännmarkeraallaknapparfältOKnästaskickakryssaändrasiffrorflytta övervänster/högerveckadagny radbyt namnbehåll gamla textengodkänn sökvägenta postennästa delstoppastoppa alla uppgifterEtt värde krävsVärdet är inte giltigtSkriv ett filterIngen träffInga posterLäser…läser…Enter väntarVälj minst {minimum} ({count} valda)Välj högst {maximum} ({count} valda)… listan kapad vid {count} rader: resten lästes inte… listan kapad vid {size}: resten lästes inteJaNejSida {page} av {pages}Välj minst {minimum}Välj högst {maximum}Inte ett av valenDe två inmatningarna skiljer sigEtt heltalEtt heltal från {minimum} till {maximum}Ett heltal på minst {minimum}Ett heltal på högst {maximum}slutstatus {status}dödad av {signal}tiden gick utavbrutenstoppad av {signal}{done}/{total} klara{count} misslyckadeshoppades överstoppadVarningFelTryck Enter för {label}Välj 1-{count} [{label}]Tryck Enter, eller skriv 1.Svara med ett tal från 1 till {count} eller en etikett.Svara med ett tal från 1 till {count}, en bokstav ({letters}) eller en etikett.VärdeEnter behåller detHögst {count} tecken, tack.Inga poster att välja bland.Tryck Entermer: Enter1 träff för \"{query}\":{count} träffar för \"{query}\":Välj {range}Välj {amount} av {range}(t.ex. 1 3 5-7)en eller fleraminst {count}upp till {count}{minimum} till {maximum}Skriv 1, eller text för att filtrera listan.Skriv ett tal från 1 till {count}, eller text för att filtrera listan.Skriv ett eller flera tal från 1 till {count}, eller text för att filtrera listan.\"{answer}\" är inte ett tal eller ett intervall som 5-7.{answer} går baklänges: skriv {range}.{answer} finns inte i listan ({range}).Ett tal, tack.Välj minst {minimum} ({count} valda).Välj högst {maximum} ({count} valda).Ingen träff för \"{query}\".Tryck Enter för OKIgen(dold)Enter behåller det(rader; en tom avslutar)(- ensamt: inget)Det här är första frågan.Högst {count} tecken, tack.Svara y eller n, tack.",
                           index: "000000020008001000160019001d00230028002e0036003d00410048004d004f0055005b00610067006e007a0089008e00910097009f00b300c600cf00d900df00f40105011d012d01390144014d01560163018801ae01e502150217021a02300245025b026c028d029702c002de02fd03100322032f0337034a035e037203800387038e039103a903c203dd04150465046b047e049a04b704c204cc04e405040511052a0539054705540564057c05a905f10645067d06a506cc06da0700072707430756075a07600773078b079c07b907d507eb")
    }

    static func tr(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "TamamİptalGeriİleri&Evet&HayırgezinseçiptalonaylaişaretletümüdüğmeleralanTamamsonrakigönderişaretledeğiştirbasamaklaröbür listeyesol/sağhaftagünyeni satıryeniden adlandıreski metni koruyolu onaylagirdiyi alsonraki bölümdurdurtüm görevleri durdurBir değer gerekliBu değer geçerli değilSüzgeç yazınEşleşme yokÖge yokOkunuyor…okunuyor…Enter bekliyorEn az {minimum} seçin ({count} seçili)En çok {maximum} seçin ({count} seçili)… liste {count} satırda kesildi: gerisi okunmadı… liste {size} sonrasında kesildi: gerisi okunmadıEvetHayırSayfa {page}/{pages}En az {minimum} seçinEn çok {maximum} seçinSeçeneklerden biri değilİki girdi farklıBir tam sayı{minimum} ile {maximum} arasında bir tam sayıEn az {minimum} olan bir tam sayıEn çok {maximum} olan bir tam sayıçıkış kodu {status}{signal} ile öldürüldüsüre doldukesildi{signal} ile durduruldu{done}/{total} bitti{count} başarısızatlandıdurdurulduUyarıHata{label} için Enter'a basın1-{count} seçin [{label}]Enter'a basın ya da 1 yazın.1 ile {count} arasında bir sayı ya da bir etiketle yanıtlayın.1 ile {count} arasında bir sayı, bir harf ({letters}) ya da bir etiketle yanıtlayın.DeğerEnter korurEn çok {count} karakter, lütfen.Seçilecek öge yok.Enter'a basındevamı: Enter\"{query}\" için 1 eşleşme:\"{query}\" için {count} eşleşme:{range} seçin{range} içinden {amount} seçin(ör. 1 3 5-7)bir ya da daha fazlaen az {count}en çok {count}{minimum} ile {maximum} arası1 yazın ya da listeyi süzmek için metin yazın.1 ile {count} arasında bir sayı ya da listeyi süzmek için metin yazın.1 ile {count} arasında bir ya da daha çok sayı, ya da listeyi süzmek için metin yazın.\"{answer}\" bir sayı ya da 5-7 gibi bir aralık değil.{answer} ters yazılmış: {range} yazın.{answer} listede yok ({range}).Tek bir sayı, lütfen.En az {minimum} seçin ({count} seçili).En çok {maximum} seçin ({count} seçili).\"{query}\" için eşleşme yok.Tamam için Enter'a basınYeniden(gizli)Enter korur(satırlar; boş bir satır bitirir)(yalnız -: hiçbiri)Bu ilk soru.En çok {count} karakter, lütfen.Lütfen y ya da n ile yanıtlayın.",
                           index: "00000005000b000f0015001a00210026002a002f0035003e0044004e00520057005e0065006e0078008200900098009d00a100ac00bd00cc00d700e100f000f6010c011e013701460153015b01660171017f01a701d10205023b023f02450259026f028702a102b302c002ef03110335034c036603710378038f03a303b703bf03c903cf03d303ef04090427046904c104c704d204f40508051605240540056205700590059e05b205bf05ce05ec061e066906c506fc07260745075c078507b007ce07e807ef07f608010825083a08460868088b")
    }

    static func uk(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ГараздСкасуватиНазадДалі&Так&НіперейтивибратискасуватиприйнятипозначитиусікнопкиполеГаразддалінадіслатипозначитизмінитицифрипереносвліво/вправотижденьденьновий рядокперейменуватилишити старий текстприйняти шляхвзяти записнаступна частиназупинитизупинити всі завданняПотрібне значенняНеприпустиме значенняВведіть фільтрНемає збігівНемає елементівЧитання…читання…Enter очікуєЩонайменше {minimum} (вибрано: {count})Щонайбільше {maximum} (вибрано: {count})… список обрізано на {count} рядках: решту не прочитано… список обрізано на {size}: решту не прочитаноТакНіСторінка {page} з {pages}Виберіть щонайменше {minimum}Виберіть щонайбільше {maximum}Немає серед варіантівДва введення не збігаютьсяЦіле числоЦіле число від {minimum} до {maximum}Ціле число, не менше {minimum}Ціле число, не більше {maximum}код виходу {status}вбито сигналом {signal}час вичерпаноперерванозупинено сигналом {signal}готово {done}/{total}з помилкою: {count}пропущенозупиненоУвагаПомилкаНатисніть Enter: {label}Виберіть 1-{count} [{label}]Натисніть Enter або введіть 1.Дайте відповідь числом від 1 до {count} або написом кнопки.Дайте відповідь числом від 1 до {count}, літерою ({letters}) або написом кнопки.ЗначенняEnter — лишитиНе більше {count} символів, будь ласка.Немає з чого вибирати.Натисніть Enterдалі: Enter1 збіг для «{query}»:Збігів для «{query}»: {count}Виберіть {range}Виберіть {amount} з {range}(напр. 1 3 5-7)один або кількащонайменше {count}до {count}від {minimum} до {maximum}Введіть 1 або текст для пошуку в списку.Введіть число від 1 до {count} або текст для пошуку в списку.Введіть одне чи кілька чисел від 1 до {count} або текст для пошуку в списку.«{answer}» — не число і не діапазон на зразок 5-7.{answer} іде у зворотному порядку: напишіть {range}.{answer} немає в списку ({range}).Одне число, будь ласка.Виберіть щонайменше {minimum} (вибрано: {count}).Виберіть щонайбільше {maximum} (вибрано: {count}).Немає збігів для «{query}».Натисніть Enter: ГараздЩе раз(приховано)Enter — лишити(рядки; порожній завершує)(- окремо: нічого)Це перше питання.Не більше {count} символів, будь ласка.Дайте відповідь y або n, будь ласка.",
                           index: "0000000c001e002800300037003c004a0058006a007a008c0092009e00a600b200ba00cc00de00ec00f60104011b01290131014601600184019d01b201d101e10209022a0253026e028502a202b302c402d6030e034803a703f803fe040204240453048404ac04dd04f0052305510581059d05c105da05ec06160631064d065f066f0679068706a806cc06fd076107e107f108070847086f0887089608b408dc08f40918092b09470963096f098e09d50a3b0abc0b0c0b5d0b8b0bb40bfe0c4a0c750c9b0ca60cba0cd00cff0d1d0d3c0d7c0dba")
    }

    static func vi(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKThôiQuay lạiTiếp&Có&Khôngdi chuyểnchọnthôichấp nhậnđánh dấutất cảnúttrườngOKtiếpgửiđánh dấuthay đổichữ sốsang danh sách kiatrái/phảituầnngàydòng mớithay têngiữ văn bản cũchấp nhận đường dẫnlấy mụcphần tiếpdừngdừng mọi tác vụCần có một giá trịGiá trị đó không hợp lệGõ để lọcKhông khớpKhông có mục nàoĐang đọc…đang đọc…Enter đang chờChọn ít nhất {minimum} (đã chọn {count})Chọn nhiều nhất {maximum} (đã chọn {count})… danh sách bị cắt ở {count} dòng: phần còn lại chưa được đọc… danh sách bị cắt ở {size}: phần còn lại chưa được đọcCóKhôngTrang {page}/{pages}Chọn ít nhất {minimum}Chọn nhiều nhất {maximum}Không phải một trong các lựa chọnHai lần nhập khác nhauMột số nguyênMột số nguyên từ {minimum} đến {maximum}Một số nguyên ít nhất là {minimum}Một số nguyên nhiều nhất là {maximum}mã thoát {status}bị giết bởi {signal}hết giờbị ngắtbị dừng bởi {signal}xong {done}/{total}{count} thất bạibỏ quađã dừngCảnh báoLỗiNhấn Enter: {label}Chọn 1-{count} [{label}]Nhấn Enter, hoặc gõ 1.Hãy trả lời bằng một số từ 1 đến {count} hoặc một nhãn.Hãy trả lời bằng một số từ 1 đến {count}, một chữ cái ({letters}) hoặc một nhãn.Giá trịEnter giữ nguyênTối đa {count} ký tự.Không có mục nào để chọn.Nhấn Enterthêm: Enter1 kết quả cho \"{query}\":{count} kết quả cho \"{query}\":Chọn {range}Chọn {amount} trong {range}(vd. 1 3 5-7)một hoặc nhiềuít nhất {count}tối đa {count}{minimum} đến {maximum}Gõ 1, hoặc chữ để lọc danh sách.Gõ một số từ 1 đến {count}, hoặc chữ để lọc danh sách.Gõ một hoặc nhiều số từ 1 đến {count}, hoặc chữ để lọc danh sách.\"{answer}\" không phải số hay khoảng như 5-7.{answer} bị ngược: hãy viết {range}.{answer} không có trong danh sách ({range}).Chỉ một số thôi.Chọn ít nhất {minimum} (đã chọn {count}).Chọn nhiều nhất {maximum} (đã chọn {count}).Không có kết quả cho \"{query}\".Nhấn Enter: OKLần nữa(ẩn)Enter giữ nguyên(các dòng; một dòng trống để kết thúc)(chỉ -: không có)Đây là câu hỏi đầu tiên.Tối đa {count} ký tự.Hãy trả lời y hoặc n.",
                           index: "00000002000700110017001b0022002d0033003800450051005b005f0068006a007000750081008c009600a900b500bb00c000cb00d400e801050110011d01230139015301740183019001a501b401c301d40205023a028e02db02de02e402f803130332035d0378038a03bc03e7041604290443044e045904730486049a04a204ad04b804bd04d204ec0507055305bd05c705da05f5061806240630064c066e067c069906a606ba06cc06dd06f70722076c07c507f908250854086b089d08d308f8090809130919092c095f0974099609b109cd")
    }

    static func zhCN(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "确定取消上一步下一步是(&Y)否(&N)移动选择取消接受勾选全部按钮字段确定下一个提交勾选调整数位移到另一列表左/右周日换行重命名保留原文确定路径选用条目下一部分停止停止所有任务需要一个值该值无效输入以筛选无匹配无条目正在读取…读取中…Enter 等待中至少选择 {minimum} 项（已选 {count} 项）至多选择 {maximum} 项（已选 {count} 项）… 列表在 {count} 行处截断：其余未读取… 列表在 {size} 处截断：其余未读取是否第 {page}/{pages} 页至少选择 {minimum} 项至多选择 {maximum} 项不是可选项之一两次输入不一致一个整数{minimum} 到 {maximum} 之间的整数不小于 {minimum} 的整数不大于 {maximum} 的整数退出码 {status}被 {signal} 终止已超时已中断被 {signal} 停止已完成 {done}/{total}{count} 个失败已跳过已停止警告错误按 Enter 选择 {label}选择 1-{count} [{label}]按 Enter，或输入 1。请输入 1 到 {count} 之间的数字或按钮名称。请输入 1 到 {count} 之间的数字、字母（{letters}）或按钮名称。值按 Enter 保留请最多输入 {count} 个字符。没有可选择的条目。按 Enter更多：Enter“{query}”有 1 个匹配：“{query}”有 {count} 个匹配：选择 {range}从 {range} 中选择{amount}（例如 1 3 5-7）一项或多项至少 {count} 项至多 {count} 项{minimum} 到 {maximum} 项输入 1，或输入文字以筛选列表。输入 1 到 {count} 之间的数字，或输入文字以筛选列表。输入 1 到 {count} 之间的一个或多个数字，或输入文字以筛选列表。“{answer}”不是数字，也不是 5-7 这样的范围。{answer} 顺序颠倒了：请写成 {range}。{answer} 不在列表中（{range}）。请只输入一个数字。至少选择 {minimum} 项（已选 {count} 项）。至多选择 {maximum} 项（已选 {count} 项）。没有与“{query}”匹配的条目。按 Enter 确定再输入一次（已隐藏）按 Enter 保留（多行；空行结束）（单独输入 -：无）这是第一个问题。请最多输入 {count} 个字符。请回答 y 或 n。",
                           index: "00000006000c0015001e0025002c00320038003e0044004a00500056005c0062006b00710077007d00830095009c009f00a200a800b100bd00c900d500e100e700f9010801140123012c013501440150015f019101c301f70227022a022d0243025d0277028c02a102ad02d402f1030e03200333033c0345035803700381038a03930399039f03b703d103eb042404750478048804ac04c704d004de04fd05220530054d056105700582059405af05db0623067a06b706e6070e0729075e079307bb07cb07da07e907f90814082e0846086a087e")
    }

    static func zhTW(_ key: MessageKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "確定取消上一步下一步是(&Y)否(&N)移動選擇取消接受勾選全部按鈕欄位確定下一個送出勾選調整位數移到另一清單左/右週日換行更名保留原文確定路徑選用項目下一部分停止停止所有工作必須輸入一個值這個值無效輸入以篩選無相符項目無項目正在讀取…讀取中…Enter 等待中至少選擇 {minimum} 項（已選 {count} 項）至多選擇 {maximum} 項（已選 {count} 項）… 清單在 {count} 行處截斷：其餘未讀取… 清單在 {size} 處截斷：其餘未讀取是否第 {page}/{pages} 頁至少選擇 {minimum} 項至多選擇 {maximum} 項不是可選的項目之一兩次輸入不一致一個整數{minimum} 到 {maximum} 之間的整數不小於 {minimum} 的整數不大於 {maximum} 的整數結束碼 {status}被 {signal} 終止已逾時已中斷被 {signal} 停止已完成 {done}/{total}{count} 個失敗已略過已停止警告錯誤按 Enter 選擇 {label}選擇 1-{count} [{label}]按 Enter，或輸入 1。請輸入 1 到 {count} 之間的數字或按鈕名稱。請輸入 1 到 {count} 之間的數字、字母（{letters}）或按鈕名稱。值按 Enter 保留請最多輸入 {count} 個字元。沒有可選擇的項目。按 Enter更多：Enter「{query}」有 1 個相符：「{query}」有 {count} 個相符：選擇 {range}從 {range} 中選擇{amount}（例如 1 3 5-7）一項或多項至少 {count} 項至多 {count} 項{minimum} 到 {maximum} 項輸入 1，或輸入文字以篩選清單。輸入 1 到 {count} 之間的數字，或輸入文字以篩選清單。輸入 1 到 {count} 之間的一個或多個數字，或輸入文字以篩選清單。「{answer}」不是數字，也不是 5-7 這樣的範圍。{answer} 順序顛倒了：請寫成 {range}。{answer} 不在清單中（{range}）。請只輸入一個數字。至少選擇 {minimum} 項（已選 {count} 項）。至多選擇 {maximum} 項（已選 {count} 項）。沒有與「{query}」相符的項目。按 Enter 確定再輸入一次（已隱藏）按 Enter 保留（多行；空行結束）（單獨輸入 -：無）這是第一個問題。請最多輸入 {count} 個字元。請回答 y 或 n。",
                           index: "00000006000c0015001e0025002c00320038003e0044004a00500056005c0062006b00710077007d00830095009c009f00a200a800ae00ba00c600d200de00e400f6010b011a0129013801410150015c016b019d01cf0203023302360239024f02690283029e02b302bf02e60303032003320345034e0357036a03820393039c03a503ab03b103c903e303fd04360487048a049a04be04d904e204f0050f05340542055f05730582059405a605c105ed0635068c06c906f80720073b077007a507cd07dd07ec07fb080b082608400858087c0890")
    }
}

/// The keys of lang/newt/en.txt, in its order.
public enum NewtLabelKey: UInt16, Sendable, CaseIterable {
    case buttonOk, buttonCancel, buttonYes, buttonNo

    /// The key as the catalogues write it: `button.ok`.
    public var name: String {
        switch self { case .buttonOk: return "button.ok"; case .buttonCancel: return "button.cancel"; case .buttonYes: return "button.yes"; case .buttonNo: return "button.no" }
    }
}

/// The texts of lang/newt/: English's a switch on the key, each other language's its texts and their index; a key a file lacks is English's.
public enum NewtLabelCatalogue {
    /// The text of `key` in `language`: English where the language has no catalogue here.
    public static func text(_ key: NewtLabelKey, in language: Language) -> String {
        switch language {
        case .ar: return ar(key)
        case .`as`: return `as`(key)
        case .ast: return ast(key)
        case .bal: return bal(key)
        case .be: return be(key)
        case .bg: return bg(key)
        case .bn: return bn(key)
        case .bnIN: return bnIN(key)
        case .bs: return bs(key)
        case .ca: return ca(key)
        case .cs: return cs(key)
        case .cy: return cy(key)
        case .da: return da(key)
        case .de: return de(key)
        case .dz: return dz(key)
        case .el: return el(key)
        case .eo: return eo(key)
        case .es: return es(key)
        case .et: return et(key)
        case .eu: return eu(key)
        case .fa: return fa(key)
        case .fi: return fi(key)
        case .fr: return fr(key)
        case .ga: return ga(key)
        case .gl: return gl(key)
        case .gu: return gu(key)
        case .he: return he(key)
        case .hi: return hi(key)
        case .hr: return hr(key)
        case .hu: return hu(key)
        case .ia: return ia(key)
        case .id: return id(key)
        case .`is`: return `is`(key)
        case .it: return it(key)
        case .ja: return ja(key)
        case .ka: return ka(key)
        case .kk: return kk(key)
        case .km: return km(key)
        case .kn: return kn(key)
        case .ko: return ko(key)
        case .ku: return ku(key)
        case .lt: return lt(key)
        case .lv: return lv(key)
        case .mg: return mg(key)
        case .mk: return mk(key)
        case .ml: return ml(key)
        case .mr: return mr(key)
        case .ms: return ms(key)
        case .nb: return nb(key)
        case .nds: return nds(key)
        case .ne: return ne(key)
        case .nl: return nl(key)
        case .nn: return nn(key)
        case .pa: return pa(key)
        case .pl: return pl(key)
        case .pt: return pt(key)
        case .ptBR: return ptBR(key)
        case .ro: return ro(key)
        case .ru: return ru(key)
        case .si: return si(key)
        case .sk: return sk(key)
        case .sl: return sl(key)
        case .sq: return sq(key)
        case .sr: return sr(key)
        case .srLatin: return srLatin(key)
        case .sv: return sv(key)
        case .ta: return ta(key)
        case .te: return te(key)
        case .tg: return tg(key)
        case .th: return th(key)
        case .tl: return tl(key)
        case .tr: return tr(key)
        case .ug: return ug(key)
        case .uk: return uk(key)
        case .vi: return vi(key)
        case .wo: return wo(key)
        case .xh: return xh(key)
        case .zhCN: return zhCN(key)
        case .zhTW: return zhTW(key)
        default: return en(key)
        }
    }

    /// The languages with a file in lang/newt/, English first.
    public static let languages: [Language] = [.en, .ar, .`as`, .ast, .bal, .be, .bg, .bn, .bnIN, .bs, .ca, .cs, .cy, .da, .de, .dz, .el, .eo, .es, .et, .eu, .fa, .fi, .fr, .ga, .gl, .gu, .he, .hi, .hr, .hu, .ia, .id, .`is`, .it, .ja, .ka, .kk, .km, .kn, .ko, .ku, .lt, .lv, .mg, .mk, .ml, .mr, .ms, .nb, .nds, .ne, .nl, .nn, .pa, .pl, .pt, .ptBR, .ro, .ru, .si, .sk, .sl, .sq, .sr, .srLatin, .sv, .ta, .te, .tg, .th, .tl, .tr, .ug, .uk, .vi, .wo, .xh, .zhCN, .zhTW]

    /// Whether `key`'s text in `language` is marked `# review` (a translation not yet checked).
    public static func needsReview(_ key: NewtLabelKey, in language: Language) -> Bool {
        switch language {
        default: return false
        }
    }

    static func en(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Cancel"; case .buttonYes: return "Yes"; case .buttonNo: return "No" }
    }

    static func ar(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "موافقإلغاءنعملا",
                           index: "0000000a0014001a001e")
    }

    static func `as`(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ঠিক আছেবাতিলহয়নহয়",
                           index: "00000013002200280031")
    }

    static func ast(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "AceutarEncaboxarSíNon",
                           index: "00000007001000130016")
    }

    static func bal(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "هوبنتکنسلبلهنه",
                           index: "0000000a00120018001c")
    }

    static func be(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ДобраСкасавацьТакНе",
                           index: "0000000a001c00220026")
    }

    static func bg(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKОтказДаНе",
                           index: "00000002000c00100014")
    }

    static func bn(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ঠিক আছেবাতিলহ্যাঁনা",
                           index: "00000013002200310037")
    }

    static func bnIN(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ঠিক আছেবাতিলহ্যাঁনা",
                           index: "00000013002200310037")
    }

    static func bs(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "UreduPoništiDaNe",
                           index: "00000005000d000f0011")
    }

    static func ca(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "D'acordCancel·laSíNo",
                           index: "00000007001100140016")
    }

    static func cs(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkZrušitAnoNe",
                           index: "000000020009000c000e")
    }

    static func cy(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "IawnDiddymuIeNa",
                           index: "00000004000b000d000f")
    }

    static func da(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "O.k.AfbrydJaNej",
                           index: "00000004000a000c000f")
    }

    static func de(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkAbbrechenJaNein",
                           index: "00000002000b000d0011")
    }

    static func dz(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "བཏུབ།ཆ་མེད་གཏང་།ཨིན།མེན།",
                           index: "0000000f0030003c0048")
    }

    static func el(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ΕντάξειΑκύρωσηΝαιΌχι",
                           index: "0000000e001c00220028")
    }

    static func eo(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "AkceptuNuliguJesNe",
                           index: "00000007000d00100012")
    }

    static func es(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "AceptarCancelarS�No",
                           index: "00000007000f00130015")
    }

    static func et(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OlguLoobuJahEi",
                           index: "000000040009000c000e")
    }

    static func eu(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "AdosUtziBaiEz",
                           index: "000000040008000b000d")
    }

    static func fa(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "تاییدلغوبلهنه",
                           index: "0000000a00100016001a")
    }

    static func fi(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKPeruKylläEi",
                           index: "000000020006000c000e")
    }

    static func fr(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkAnnulerOuiNon",
                           index: "000000020009000c000f")
    }

    static func ga(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "Ceart go LeorCeallaighTáNíl",
                           index: "0000000d00160019001d")
    }

    static func gl(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "AceptarCancelarSiNon",
                           index: "00000007000f00110014")
    }

    static func gu(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "બરાબરરદ કરોહાના",
                           index: "0000000f001f0025002b")
    }

    static func he(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKביטולכןלא",
                           index: "00000002000c00100014")
    }

    static func hi(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "à à@àUरदàMदहाàAनहà@àB",
                           index: "000000090015001e002a")
    }

    static func hr(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "U reduOtkažiDaNe",
                           index: "00000006000d000f0011")
    }

    static func hu(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkMégsemIgenNem",
                           index: "000000020009000d0010")
    }

    static func ia(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkAnnullarSiNo",
                           index: "00000002000a000c000e")
    }

    static func id(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkBatalYaTidak",
                           index: "0000000200070009000e")
    }

    static func `is`(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "Í lagiHætta viðJáNei",
                           index: "00000007001200150018")
    }

    static func it(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkAnnullaSìNo",
                           index: "000000020009000c000e")
    }

    static func ja(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "了解取消はいいいえ",
                           index: "00000006000c0012001b")
    }

    static func ka(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "Okგაუქმებაკიარა",
                           index: "00000002001a00200029")
    }

    static func kk(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ОкБас тартуИяЖоқ",
                           index: "0000000400150019001f")
    }

    static func km(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "យល់ព្រមបោះបង់បាទ/ចាសទេ",
                           index: "000000150027003a0040")
    }

    static func kn(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ಸರಿರದ್ದುಗೊಳಿಸುಹೌದುಇಲ್ಲ",
                           index: "00000009002a00360042")
    }

    static func ko(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "확인취소예아니오",
                           index: "00000006000c000f0018")
    }

    static func ku(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "TemamBetalErêNa",
                           index: "00000005000a000e0010")
    }

    static func lt(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "GeraiAtsisakytiTaipNe",
                           index: "00000005000f00130015")
    }

    static func lv(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "LabiAtceltJāNē",
                           index: "00000004000a000d0010")
    }

    static func mg(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "EkenaAjanonyEnyTsia",
                           index: "00000005000c000f0013")
    }

    static func mk(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "Во редОткажиДаНе",
                           index: "0000000b0017001b001f")
    }

    static func ml(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ശരിറദ്ദാക്കുകഉവ്വു്ഇല്ല",
                           index: "00000009002700390045")
    }

    static func mr(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ठीकरद्दहोनाही",
                           index: "000000090015001b0027")
    }

    static func ms(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkBatalYaTidak",
                           index: "0000000200070009000e")
    }

    static func nb(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkAvbrytJaNei",
                           index: "000000020008000a000d")
    }

    static func nds(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkAvbrekenJauNee",
                           index: "00000002000a000d0010")
    }

    static func ne(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ठीक छरद्द गर्नुहोस्होहोइन",
                           index: "0000000d0035003b0047")
    }

    static func nl(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkAnnulerenJaNee",
                           index: "00000002000b000d0010")
    }

    static func nn(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkAvbrytJaNei",
                           index: "000000020008000a000d")
    }

    static func pa(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ਠੀਕ ਹੈਰੱਦ ਕਰੋਹਾਂਨਹੀਂ",
                           index: "000000100023002c0038")
    }

    static func pl(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKAnulujTakNie",
                           index: "000000020008000b000e")
    }

    static func pt(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkCancelarSimNão",
                           index: "00000002000a000d0011")
    }

    static func ptBR(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkCancelarSimNão",
                           index: "00000002000a000d0011")
    }

    static func ro(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkAnuleazăDaNu",
                           index: "00000002000b000d000f")
    }

    static func ru(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkОтменаДаНет",
                           index: "00000002000e00120018")
    }

    static func si(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "හරිනවතන්නඔව්නැත",
                           index: "00000009001b0024002d")
    }

    static func sk(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKZrušiťÁnoNie",
                           index: "00000002000a000e0011")
    }

    static func sl(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "V reduPrekličiDaNe",
                           index: "00000006000f00110013")
    }

    static func sq(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkAnulloPoJo",
                           index: "000000020008000a000c")
    }

    static func sr(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "У редуОткажиДаНе",
                           index: "0000000b0017001b001f")
    }

    static func srLatin(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "U reduOtkažiDaNe",
                           index: "00000006000d000f0011")
    }

    static func sv(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkAvbrytJaNej",
                           index: "000000020008000a000d")
    }

    static func ta(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "சரிஇரத்து செய்ஆம்இல்லை",
                           index: "00000009002800310040")
    }

    static func te(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "సరేరద్దుచేయిఅవునుకాదు/వద్దు",
                           index: "0000000900240033004f")
    }

    static func tg(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ХубБекор карданҲаНе",
                           index: "00000006001d00210025")
    }

    static func th(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ตกลงยกเลิกใช่ไม่",
                           index: "0000000c001e00270030")
    }

    static func tl(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OKKanselahinOoHindi",
                           index: "00000002000c000e0013")
    }

    static func tr(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "TamamİptalEvetHayır",
                           index: "00000005000b000f0015")
    }

    static func ug(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "جەزملەۋاز كەچھەئەياق",
                           index: "0000000c001900210027")
    }

    static func uk(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ГараздСкасуватиТакНі",
                           index: "0000000c001e00240028")
    }

    static func vi(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ĐượcThôiCóKhông",
                           index: "00000008000d00100016")
    }

    static func wo(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OkNeenalWaawDéet",
                           index: "000000020008000c0011")
    }

    static func xh(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "KulungileRhoxisaEweHayi",
                           index: "00000009001000130017")
    }

    static func zhCN(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "确定取消是否",
                           index: "00000006000c000f0012")
    }

    static func zhTW(_ key: NewtLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "確定取消是否",
                           index: "00000006000c000f0012")
    }
}

/// The keys of lang/dialog/en.txt, in its order.
public enum DialogLabelKey: UInt16, Sendable, CaseIterable {
    case buttonYes, buttonNo, buttonOk, buttonCancel, buttonExit, buttonExtra, buttonHelp, inputmenuRename, calendarMonth, calendarYear, fselectDirectories, fselectFiles, mixedgaugeSucceeded, mixedgaugeFailed, mixedgaugePassed, mixedgaugeCompleted, mixedgaugeChecked, mixedgaugeDone, mixedgaugeSkipped, mixedgaugeInProgress, mixedgaugeNA, mixedgaugeOverallProgress

    /// The key as the catalogues write it: `button.yes`.
    public var name: String {
        switch self { case .buttonYes: return "button.yes"; case .buttonNo: return "button.no"; case .buttonOk: return "button.ok"; case .buttonCancel: return "button.cancel"; case .buttonExit: return "button.exit"; case .buttonExtra: return "button.extra"; case .buttonHelp: return "button.help"; case .inputmenuRename: return "inputmenu.rename"; case .calendarMonth: return "calendar.month"; case .calendarYear: return "calendar.year"; case .fselectDirectories: return "fselect.directories"; case .fselectFiles: return "fselect.files"; case .mixedgaugeSucceeded: return "mixedgauge.succeeded"; case .mixedgaugeFailed: return "mixedgauge.failed"; case .mixedgaugePassed: return "mixedgauge.passed"; case .mixedgaugeCompleted: return "mixedgauge.completed"; case .mixedgaugeChecked: return "mixedgauge.checked"; case .mixedgaugeDone: return "mixedgauge.done"; case .mixedgaugeSkipped: return "mixedgauge.skipped"; case .mixedgaugeInProgress: return "mixedgauge.in-progress"; case .mixedgaugeNA: return "mixedgauge.n-a"; case .mixedgaugeOverallProgress: return "mixedgauge.overall-progress" }
    }
}

/// The texts of lang/dialog/: English's a switch on the key, each other language's its texts and their index; a key a file lacks is English's.
public enum DialogLabelCatalogue {
    /// The text of `key` in `language`: English where the language has no catalogue here.
    public static func text(_ key: DialogLabelKey, in language: Language) -> String {
        switch language {
        case .an: return an(key)
        case .ar: return ar(key)
        case .ast: return ast(key)
        case .beLatin: return beLatin(key)
        case .bg: return bg(key)
        case .ca: return ca(key)
        case .cs: return cs(key)
        case .cy: return cy(key)
        case .da: return da(key)
        case .de: return de(key)
        case .el: return el(key)
        case .eo: return eo(key)
        case .es: return es(key)
        case .et: return et(key)
        case .eu: return eu(key)
        case .fa: return fa(key)
        case .fi: return fi(key)
        case .fr: return fr(key)
        case .fur: return fur(key)
        case .ga: return ga(key)
        case .gd: return gd(key)
        case .gl: return gl(key)
        case .hi: return hi(key)
        case .hr: return hr(key)
        case .hu: return hu(key)
        case .ia: return ia(key)
        case .id: return id(key)
        case .`is`: return `is`(key)
        case .it: return it(key)
        case .ja: return ja(key)
        case .ka: return ka(key)
        case .ku: return ku(key)
        case .lt: return lt(key)
        case .lv: return lv(key)
        case .mg: return mg(key)
        case .mk: return mk(key)
        case .ms: return ms(key)
        case .nb: return nb(key)
        case .nl: return nl(key)
        case .pl: return pl(key)
        case .pt: return pt(key)
        case .ptBR: return ptBR(key)
        case .rm: return rm(key)
        case .ro: return ro(key)
        case .ru: return ru(key)
        case .rw: return rw(key)
        case .sk: return sk(key)
        case .sl: return sl(key)
        case .sq: return sq(key)
        case .sr: return sr(key)
        case .sv: return sv(key)
        case .sw: return sw(key)
        case .th: return th(key)
        case .tr: return tr(key)
        case .uk: return uk(key)
        case .vi: return vi(key)
        case .wa: return wa(key)
        case .zhCN: return zhCN(key)
        case .zhTW: return zhTW(key)
        default: return en(key)
        }
    }

    /// The languages with a file in lang/dialog/, English first.
    public static let languages: [Language] = [.en, .an, .ar, .ast, .beLatin, .bg, .ca, .cs, .cy, .da, .de, .el, .eo, .es, .et, .eu, .fa, .fi, .fr, .fur, .ga, .gd, .gl, .hi, .hr, .hu, .ia, .id, .`is`, .it, .ja, .ka, .ku, .lt, .lv, .mg, .mk, .ms, .nb, .nl, .pl, .pt, .ptBR, .rm, .ro, .ru, .rw, .sk, .sl, .sq, .sr, .sv, .sw, .th, .tr, .uk, .vi, .wa, .zhCN, .zhTW]

    /// Whether `key`'s text in `language` is marked `# review` (a translation not yet checked).
    public static func needsReview(_ key: DialogLabelKey, in language: Language) -> Bool {
        switch language {
        default: return false
        }
    }

    static func en(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Yes"; case .buttonNo: return "No"; case .buttonOk: return "OK"; case .buttonCancel: return "Cancel"; case .buttonExit: return "EXIT"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Help"; case .inputmenuRename: return "Rename"; case .calendarMonth: return "Month"; case .calendarYear: return "Year"; case .fselectDirectories: return "Directories"; case .fselectFiles: return "Files"; case .mixedgaugeSucceeded: return "Succeeded"; case .mixedgaugeFailed: return "Failed"; case .mixedgaugePassed: return "Passed"; case .mixedgaugeCompleted: return "Completed"; case .mixedgaugeChecked: return "Checked"; case .mixedgaugeDone: return "Done"; case .mixedgaugeSkipped: return "Skipped"; case .mixedgaugeInProgress: return "In Progress"; case .mixedgaugeNA: return "N/A"; case .mixedgaugeOverallProgress: return "Overall Progress" }
    }

    static func an(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "SíNoAcceptarCancelarSalirExtraAduyaRenombrarMesAnyoDirectoriosFichersFinalizau con exitoFallóPasauCompletauComprebauFeitoBlincauEn progresoN/AProgreso total",
                           index: "000000030005000d0015001a001f0024002d00300034003f00460059005f0064006d0076007b0082008d0090009e")
    }

    static func ar(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "نعملاموافقإلغاءEXITExtraHelpRenameMonthYearDirectoriesFilesSucceededFailedPassedCompletedCheckedDoneSkippedIn ProgressN/AOverall Progress",
                           index: "00000006000a0014001e00220027002b00310036003a0045004a00530059005f0068006f0073007a008500880098")
    }

    static func ast(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "SíNonAceutarEncaboxarCOLARAdicionalAyudaRenomarMesAñuDireutoriosFicherosTuvo ésituFallóPosóseCompletóseConseñóseFechoSaltóseEn cursuN/DProgresu xeneral",
                           index: "000000030006000d0016001b002400290030003300370042004a0055005b0062006d0078007d0085008d009000a0")
    }

    static func beLatin(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "TakNieOKAnulujVYCHADDadatkovaDapamohaŹmiani nazvuMiesiacHodKatalohiFajłyPaśpiachovaNiaŭdałaProjdzienaSkončanaPravieranaZroblenaAbminutaDziejničajeNiamaAhulny prahres",
                           index: "0000000300060008000e0014001d002500320039003c0044004a00560060006a0073007d0085008d0099009e00ac")
    }

    static func bg(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ДаНеOKОтказEXITExtraHelpRenameMonthYearDirectoriesFilesSucceededFailedPassedCompletedCheckedDoneSkippedIn ProgressN/AOverall Progress",
                           index: "000000040008000a00140018001d00210027002c0030003b00400049004f0055005e006500690070007b007e008e")
    }

    static func ca(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "SíNoD'acordCancel·laSURTExtraAjudaCanvia el nomMesAnyDirectorisFitxersHa tingut èxitHa fallatHa passatS'ha completatActivatFetOmèsEn progrésN/DProgrés general",
                           index: "000000030005000c0016001a001f0024003100340037004100480057006000690077007e008100860091009400a4")
    }

    static func cs(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "AnoNeBudižStornoKonecDalšíNápovědaPřejmenovatMěsícRokSložkySouboryÚspěšnéSelhaloPozastavenoDokončenoZkontrolovánoHotovoPřeskočenoProbíháNení známoCelkový průběh",
                           index: "000000030005000b00110016001d00270033003a003d0044004b0056005d00680072008000860092009b00a700b8")
    }

    static func cy(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "IeNaIawnDiddymuGADAELYchwanegolCymorthAilenwyMisBlwyddynCyfeiriaduronFfeiliauSucceededFailedPassedCompletedCheckedDoneSkippedIn ProgressN/AOverall Progress",
                           index: "0000000200040008000f0015001f0026002d003000380045004d0056005c0062006b00720076007d0088008b009b")
    }

    static func da(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "JaNejO.k.AnullerAFSLUTEkstraHjælpOmdøbMånedÅrMapperFilerLykkedesMislykkedesBestodFærdigKontrolleretFærdigSprunget overI gangN/ASamlet status",
                           index: "000000020005000900100016001c00220028002e00310037003c0044004f0055005c0068006f007c008200850092")
    }

    static func de(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "JaNeinOKAbbrechenVERLASSENExtraHilfeUmbenennenMonatJahrVerzeichnisseDateienErfolgreichFehlgeschlagenBestandenAbgeschlossenGeprüftErledigtÜbersprungenIn BearbeitungN/AGesamtfortschritt",
                           index: "00000002000600080011001a001f0024002e003300370044004b00560064006d007a0082008a009700a500a800b9")
    }

    static func el(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ΝαιΌχιΕντάξειΆκυροΈξοδοςΠρόσθεταΒοήθειαΜετονομασίαΜήναςΈτοςΦάκελοιΑρχείαΕπιτυχίαΑποτυχίαΠέρασεΟλοκλήρωσηΈλεγχοςΤέλοςΠαράλειψηΣε εξέλιξηΜη ΔιαθέσιμοΣυνολική πρόοδος",
                           index: "00000006000c001a002400300040004e0064006e00760084009000a000b000bc00d000de00e800fa010d01240143")
    }

    static func eo(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "JesNeCerteRezigniELIRIKromeHelpoAlinomiMonatoJaroDosierujojDosierojSukcesisMalsukcesisPasiteKompletiteKontroliteFaritePreterpasiteEvoluadoN/ATuta Evoluo",
                           index: "000000030005000a00110016001b00200027002d0031003b0043004b0056005c0066007000760082008a008d0098")
    }

    static func es(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "SíNoAceptarCancelarSALIRExtraAyudaRenombrarMesAñoDirectoriosArchivosFinalizado con éxitoFallóPasadoCompletadoComprobadoHechoSaltadoEn progresoN/AProgreso total",
                           index: "000000030005000c00140019001e0023002c002f0033003e0046005b006100670071007b008000870092009500a3")
    }

    static func et(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "JahEiOKTühistaLõpetaExtraHelpRenameKuuAastaKataloogidFailidSucceededFailedPassedCompletedCheckedDoneSkippedIn ProgressN/AOverall Progress",
                           index: "0000000300050007000f0016001b001f00250028002d0037003d0046004c0052005b00620066006d0078007b008b")
    }

    static func eu(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "BaiEzAdosUtziIRTENGehigarriaLaguntzaBerizendatuHilabeteaUrteaDirektorioakFitxategiakLortuaHuts egindaPasataOsatuaEgiaztatuaEgindaSalto egindaAurrerakuntzaE/GAurrerapen nagusia",
                           index: "0000000300050009000d0012001c0024002f0038003d00490054005a0065006b0071007b0081008d009a009d00af")
    }

    static func fa(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "بلهخیرباشهلغوخروجاضافیراهنماتغییر نامماهسالشاخه‌هاپرونده‌هاموفقیت آمیز بودشکست خوردسپری شدکامل شدبررسی شدانجام شدپریده شددر حال پیشرفتنامعلومپیشرفت کلّی",
                           index: "00000006000c0014001a0022002c00380049004f005500640077009300a400b100be00cd00dc00eb010301110126")
    }

    static func fi(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "KylläEiOkPeruPOISTUPainikeOpasteNimeäKuukausiVuosiKansiotTiedostotOnnistuiEpäonnistuiHyväksyttySuoritettuValittuValmisOhitettiinKäynnissä-Kokonaisedistyminen",
                           index: "000000060008000a000e0014001b00210027002f0034003b0044004c00580063006d0074007a0084008f009000a3")
    }

    static func fr(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OuiNonAccepterAnnulerQUITTERExtraAideRenommerMoisAnnéeRépertoiresFichiersSuccèsÉchecPasséTerminéVérifiéFiniIgnoréEn coursN/AAvancement global",
                           index: "000000030006000e0015001c00210025002d003100370043004b00520058005e0066006f0073007a008200850096")
    }

    static func fur(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "SìNoOKAnuleJESAdizionâlJutoriCambie nonMêsAnCartelisFileRiessûtFalîtSuperâtCompletâtControlâtFatSaltâtIn corsN/DProgrès gjenerâl",
                           index: "0000000300050007000c000f0019001f0029002d002f0037003b004300490051005b00650068006f00760079008b")
    }

    static func ga(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "TáNílOKCealaighSCOIRBreiseCabhairAthainmnighMíBliainComhadlannaComhaidD'éirigh leisTeiptheCeadaitheCríochnaitheDeimhnitheDéantaScipeáilteFaoi ShiúlN/A/FDul Chun Cinn Iomlán",
                           index: "000000030007000900110016001c0023002e00310037004200490057005e00670074007e00850090009b00a000b5")
    }

    static func gd(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ThaChan eilCeart ma-thàSguir dhethFÀG AN-SEOBarrachdCobhairCuir ainm ùr airMìosBliadhnaPasgananFaidhlicheanSoirbheachailDh'fhàillig leisSoirbheachailCoileantaAir a dhearbhadhDèantaAir a leigeil seachadA' dol air adhartChan eil seo iomchaidhAdhartas san fharsaingeachd",
                           index: "00000003000b00180023002e0036003d004e0053005b0063006f007c008d009a00a300b300ba00cf00e000f60111")
    }

    static func gl(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "SiNonAceptarCancelarSAÍRExtraAxudaRenomearMesAnoDirectoriosFicheirosConseguidoFallouCorrectoCompletadoSeleccionadoFeitoOmitidoEn progresoNon dispoñíbelProgreso total",
                           index: "000000020005000c00140019001e0023002b002e0031003c0045004f0055005d006700730078007f008a009a00a8")
    }

    static func hi(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "हाँनहींठीकरद्द करेंनिर्गमअतिरिक्तमददपुनःनामकरणमहीनावर्षनिर्देशिकासंचिकासफलसफलपाससम्पूरितअवरुद्धसफल छोड़ दियाप्रगति में हैलागू नहींसमग्र प्रगति",
                           index: "000000090015001e003700490061006a0088009700a300c100d300dc00e500ee0106011b0125013e0161017a019c")
    }

    static func hr(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "DaNeU reduOdustaniIZLAZDodatnoPomoćPreimenujMjesecGodinaDirektorijiDatotekeUspjehNeuspjehProšloZavršenoProvjerenoGotovoPreskočenoU tijekuNedostupnoUkupni napredak",
                           index: "000000020004000a00120017001e0024002d003300390044004c0052005a0061006a0074007a0085008d009700a6")
    }

    static func hu(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "IgenNemOKMégseKILÉPÉSExtraSúgóÁtnevezésHónapÉvKönyvtárakFájlokSikerültMeghiúsultTeljesültBefejezveBejelölveKészKihagyvaFolyamatbanN/ATeljes folyamat",
                           index: "0000000400070009000f0018001d0023002e003400370043004a0053005e00680071007b008000880093009600a5")
    }

    static func ia(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "SiNoOKAnnullarSORTIRExtraAdjutaRenominarMenseAnnoDirectoriosFilesSuccediteFallitePassateCompletateControlateFaciteSaltateIn cursoN/AProgresso general",
                           index: "0000000200040006000e00140019001f0028002d0031003c0041004a005100580062006c00720079008100840095")
    }

    static func id(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "YaTidakOKBatalKELUAREkstraBantuanGanti NamaBulanTahunKamusBerkasSuksesGagalLulusSelesaiDiperiksaSelesaiDilewatiDalam ProsesTak TersediaKeseluruhan Proses",
                           index: "0000000200070009000e0014001a0021002b00300035003a00400046004b0050005700600067006f007b00870099")
    }

    static func `is`(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "JáNeiÍ lagiHætta viðLOKAAukaHjálpEndurnefnaMánuðurÁrMöppurSkrárTókstMistókstStóðst prófunFullgertAthugaðLokiðSlepptÍ vinnsluEkki tiltæktHeildarframvinda",
                           index: "000000030006000d0018001c0020002600300039003c00430049004f0058006800700078007e0084008e009b00ab")
    }

    static func it(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "SìNoOKAnnullaEsciExtraAiutoRinominaMeseAnnoCartelleFileRiuscitoFallitoSuperatoCompletatoControllatoFattoSaltatoIn corsoN/AProgresso complessivo",
                           index: "0000000300050007000e00120017001c00240028002c0034003800400047004f00590064006900700078007b0090")
    }

    static func ja(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "はいいいえ了解取消終了拡張ヘルプ名前変更月年ディレクトリファイル成功失敗パス完了確認終了終了スキップ処理中無効全体の進行状況",
                           index: "00000006000f0015001b002100270030003c003f0042005400600066006c007200780084008a0096009f00a500ba")
    }

    static func ka(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "დიახარადიახგაუქმებაგასვლადამატებითდახმარებასახელის გადარქმევათვეწელისაქაღალდეებიფაილებიწარმატებითშეცდომაგაიარადასრულებულიაშემოწმებულიადასრულებულიგამოტოვებულიამიმდინარეობსარარსებულისრული მიდინარეობა",
                           index: "0000000c001500210039004b0066008100b500be00ca00ee0103012101360148016c019001b101d801fc021a024b")
    }

    static func ku(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ErêNaTEMAMBetalDERKETINEkstraAlîkarîNav guherandinMehSalPeldankPelBiserketBiserneketDerbas bûTemamkirîKontrolkirîXelasDerbaskirîDidomeTunePêşketina Giştî",
                           index: "000000040006000b00100018001e002700350038003b00420045004d00570061006b0077007c0087008d009100a4")
    }

    static func lt(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "TaipNeGeraiAtsisakytiIŠEITIKitaŽinynasPervadintiMėnuoMetaiAplankaiFailaiPavykoNepavykoPraeitaUžbaigtaPatikrintaAtliktaPraleistaVykdomaNepasiekiamaBendras progresas",
                           index: "000000040006000b0015001c0020002800320038003d0045004b00510059006000690073007a0083008a009600a7")
    }

    static func lv(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "JāNēLabiAtceltIZIETPapildusPalīdzībaPārdēvētMēnesisGadsDirektorijasDatnesIzdeviesNeizdeviesIzietsPabeigtsPārbaudītsPabeigtsIzlaistsTiek apstrādātsn/zVispārējais progress",
                           index: "000000030006000a00100015001d00280033003b003f004b00510059006300690071007d0085008d009e00a100b7")
    }

    static func mg(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "EnyTsiaEkenaAjanonyEXITExtraHelpRenameMonthYearDirectoriesFilesSucceededFailedPassedCompletedCheckedDoneSkippedIn ProgressN/AOverall Progress",
                           index: "000000030007000c00130017001c00200026002b002f003a003f0048004e0054005d00640068006f007a007d008d")
    }

    static func mk(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ДаНеВо редОткажиEXITExtraHelpRenameMonthYearDirectoriesFilesSucceededFailedPassedCompletedCheckedDoneSkippedIn ProgressN/AOverall Progress",
                           index: "0000000400080013001f00230028002c00320037003b0046004b0054005a0060006900700074007b008600890099")
    }

    static func ms(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "YaTidakOKBatalKELUAREkstraBantuanTukar namaBulanTahunDirektoriFailBerjayaGagalLulusSelesaiDiperiksaSelesaiDilangkauSedang DilaksanakanTiadaKemajuan Keseluruhan",
                           index: "0000000200070009000e0014001a0021002b00300035003e00420049004e0053005a0063006a00730086008b009f")
    }

    static func nb(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "JaNeiOKAvbrytAVSLUTTEkstraHjelpEndre navnMånedÅrMapperFilerVellykktesFeiletBeståttFullførtKontrollertFerdigIgnorertI gang-Total fremdrift",
                           index: "0000000200050007000d0014001a001f0029002f00320038003d0047004d0055005e0069006f0077007d007e008d")
    }

    static func nl(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "JaNeeOKAnnulerenAfsluitenExtraHelpHernoemenMaandJaarMappenBestandenGeluktMisluktGeslaagdVoltooidGecontroleerdKlaarOvergeslagenBezigOnbeschikbaarVoortgang",
                           index: "000000020005000700100019001e0022002b00300034003a00430049005000580060006d0072007e008300900099")
    }

    static func pl(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "TakNieOKAnulujWYJDŹEkstraPomocZmień nazwęMiesiącRokKatalogiPlikiUdaneNiepowodzonePrzeszłeZakończoneSprawdzoneGotowePominięteW tokuBrakOgólny postęp",
                           index: "0000000300060008000e0014001a001f002c00340037003f004400490055005e00690073007900830089008d009c")
    }

    static func pt(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "SimNãoAceitarCancelarSAIRExtraAjudaRenomearMêsAnoPastasFicheirosSucessoFalhaPassouConcluídoVerificadoFeitoIgnoradoEm CursoN/DProgresso geral",
                           index: "000000030007000e0016001a001f0024002c00300033003900420049004e0054005e0068006d0075007d0080008f")
    }

    static func ptBR(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "SimNãoAceitarCancelarSairExtraAjudaRenomearMêsAnoDiretóriosArquivosSucessoFalhouPassouCompletoChecadoFeitoPuladoEm ProgressoN/AProgresso Global",
                           index: "000000030007000e0016001a001f0024002c00300033003e0046004d0053005900610068006d0073007f00820092")
    }

    static func rm(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "SchiNaOKLaschar starSORTIRExtraAgüdMüdar nomMaisOnDirectoriesDatotecasSucceededFailedPassedCompletedCheckedDoneSkippedIn ProgressN/AOverall Progress",
                           index: "00000004000600080014001a001f0024002e00320034003f004800510057005d0066006d00710078008300860096")
    }

    static func ro(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "DaNuOKRenunțăIeșireExtraAjutorRedenumeșteLunăAnDirectoareFișiereA reușitA eșuatA trecutEfectuatVerificatGataOmisÎn cursN/AProgres global",
                           index: "0000000200040006000f0016001b0021002d00320034003e0046004f0057005f0067007000740078008000830091")
    }

    static func ru(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ДаНетOKОтменаВыходДополнительноСправкаПереименоватьМесяцГодКаталогиФайлыУспешноНеудачноПройденоЗавершеноПровереноВыполненоПропущеноВыполняетсяН/ДВсего выполнено",
                           index: "00000004000a000c00180022003c004a0064006e00740084008e009c00ac00bc00ce00e000f20104011a011f013c")
    }

    static func rw(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "YegoOyaOKEKurekaEXITExtraGufashaGuhindura izinaUkweziUmwakaububiko bw'amadereseamadosiyeSucceededFailedPassedCompletedCheckedDoneSkippedIn ProgressN/AOverall Progress",
                           index: "000000040007000a0010001400190020002f0035003b004f005800610067006d0076007d008100880093009600a6")
    }

    static func sk(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ÁnoNieOKZrušiťVÝCHODExtraPomocPremenovaťMesiacRokAdresáreSúboryVporiadkuS chybouPrešloSkompletovanéSkontrolovanéDokončenéPreskočenéSpracovávaN/ACelkový pokrok",
                           index: "000000040007000900110018001d0022002d00330036003f0046004f0057005e006c007a00850091009c009f00ae")
    }

    static func sl(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "DaNeV reduPrekličiIZHODDodatnoPomočPreimenujMesecLetoImenikiDatotekeUspeloSpodleteloPrestaloKončanoPreverjenoOpravljenoPreskočenoV tekuN/ASkupni napredek",
                           index: "000000020004000a00130018001f0025002e00330037003e0046004c0056005e00660070007a0085008b008e009d")
    }

    static func sq(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "PoJoOKAnulojeDALJEEkstraNdihmëRiemërtojeMuajVitDrejtoriKartelaDoli me suksesDështoiKaloiU plotësuaU kontrolluaU bëU anashkaluaNë ecuri e sipërN/AEcuri Gjithsej",
                           index: "0000000200040006000d00120018001f002a002e003100390040004e0056005b00660072007700830095009800a6")
    }

    static func sr(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ДаНеУ редуПоништиИЗЛАЗДодатноПомоћПреименујМесецГодинаДиректоријумиДатотекеУспешноНеуспешноПрошлоЗавршеноПровереноУрађеноПрескоченоУ токуН/ДУкупно напредовање",
                           index: "00000004000800130021002b003900430055005f006b0085009500a300b500c100d100e300f10105011001150138")
    }

    static func sv(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "JaNejOKAvbrytAVSLUTAExtraHjälpByt namnMånadÅrKatalogerFilerLyckadesMisslyckadesKlaradesFärdigKontrolleradKlarHoppades överPågårInte tillgängligTotalt förlopp",
                           index: "0000000200050007000d00140019001f0027002d00300039003e00460052005a0061006d0071007f0086009700a6")
    }

    static func sw(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "NdioHapanaSawaGhahiriFungaNyongezaMsaadaBadili jinaMweziMwakaMasarakaMafailiInefanikiwaImeshindwaImepitaImekamilikaImetikiwaImemalizaImerukwaInaendeleaHaitumikiMaendeleo kwa ujumla",
                           index: "00000004000a000e0015001a0022002800330038003d0045004c0057006100680073007c0085008d009700a000b4")
    }

    static func th(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ใช่ไม่ตกลงยกเลิกออกเพิ่มเติมช่วยเหลือเปลี่ยนชื่อเดือนปีไดเร็กทอรี่ไฟล์สำเร็จล้มเหลวผ่านเสร็จสิ้นกาเครื่องหมายเรียบร้อยข้ามกำลังดำเนินการไม่มีอยู่ความก้าวหน้าทั้งสิ้น",
                           index: "000000090012001e003000390054006f0090009f00a500c600d200e400f90105012001470162016e019801b301ef")
    }

    static func tr(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "EvetHayırTamamİptalÇIKIŞEkYardımYeniden adlandırAyYılDizinlerDosyalarBaşarılıBaşarısızGeçtiTamamlandıDenetlendiBittiAtlandıSürüyorYokGenel İlerleme",
                           index: "00000004000a000f0015001c001e002500360038003c0044004c0057006300690074007e0083008b0094009700a6")
    }

    static func uk(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "ТакНіГараздСкасуватиВИЙТИДодатковоДопомогаПерейменуватиМісяцьРікКаталогиФайлиВиконаноПомилкаПройденоЗавершеноПеревіреноВиконаноПропущеноВиконуєтьсяН/дЗагальний поступ",
                           index: "00000006000a00160028003200440054006e007a00800090009a00aa00b800c800da00ee00fe01100126012b014a")
    }

    static func vi(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "CóKhôngOKThôiTHOÁTThêmTrợ giúpThay tênThángNămThư mụcTập tinThành côngTrượtĐỗHoàn toànĐã kiểm traHoàn tấtBị bỏ quaĐang chạyKhông cóToàn tiến hành",
                           index: "000000030009000b00100016001b0026002f003500390043004c0058006000650070007f008a009700a300ad00bf")
    }

    static func wa(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "OyiNeni'l est bonRinoncîMoussî foûRaweteAidanceRilomerMoesAnêyeRidantsFitchîsSuccèsBerwetePasséTot fwaitVerifyîFwaitPassé houteEn alaedjeN/DAvançmint",
                           index: "000000030007001100190025002b00320039003d0043004a0052005900600066006f0077007c008800920095009f")
    }

    static func zhCN(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "是否确认取消退出附加帮助重命名月年目录文件成功失败已跳过已完成已检查完成跳过进行中N/A整体进度",
                           index: "000000030006000c00120018001e0024002d003000330039003f0045004b0054005d0066006c0072007b007e008a")
    }

    static func zhTW(_ key: DialogLabelKey) -> String {
        CatalogueData.text(Int(key.rawValue), in: "是否確定取消離開其他求助更名月年目錄檔案成功失敗通過完成已檢查完成略過正在進行不明整體進度",
                           index: "000000030006000c00120018001e0024002a002d00300036003c00420048004e0054005d006300690075007b0087")
    }
}
