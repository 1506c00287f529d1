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

/// The texts of lang/: each language's, a switch on the key; a key a file lacks is English's.
public enum MessageCatalogue {
    /// The text of `key` in `language`: English where the language has no catalogue here.
    public static func text(_ key: MessageKey, in language: Language) -> String {
        switch language {
        case .ar: return ar(key)
        case .de: return de(key)
        case .ja: return ja(key)
        default: return en(key)
        }
    }

    /// The languages with a file in lang/, English first.
    public static let languages: [Language] = [.en, .ar, .de, .ja]

    /// Whether `key`'s text in `language` is marked `# review` (a translation not yet checked).
    public static func needsReview(_ key: MessageKey, in language: Language) -> Bool {
        switch language {
        case .ar: switch key { case .buttonBack, .buttonNext, .hintMove, .hintChoose, .hintAccept, .hintSelect, .hintAll, .hintButtons, .hintField, .hintNext, .hintSubmit, .hintCheck, .hintChange, .hintDigits, .hintMoveAcross, .hintLeftRight, .hintWeek, .hintDay, .hintNewLine, .hintRename, .hintKeepOldText, .hintAnswerPath, .hintTakeEntry, .hintNextPart, .hintStop, .hintStopAll, .inputRequired, .inputInvalid, .listPlaceholder, .listNoMatch, .listNoItems, .listReading, .listReadingMore, .listEnterHeld, .listAtLeast, .listAtMost, .listCutLines, .listCutBytes, .formPage, .formAtLeast, .formAtMost, .formNotAChoice, .formEntriesDiffer, .formNumber, .formNumberRange, .formNumberAtLeast, .formNumberAtMost, .waitExit, .waitKilled, .waitTimedOut, .waitInterrupted, .waitStoppedBy, .tasksDone, .tasksFailed, .tasksSkipped, .tasksStopped, .toastWarning, .toastError, .plainAlertPressEnter, .plainAlertChoose, .plainAlertPressEnterOr1, .plainAlertAnswer, .plainAlertAnswerLetters, .plainInputValue, .plainInputKeeps, .plainInputAtMost, .plainChooseNoItems, .plainChoosePressEnter, .plainChooseMore, .plainChooseOneMatch, .plainChooseMatches, .plainChooseChoose, .plainChooseChooseAmount, .plainChooseExample, .plainChooseOneOrMore, .plainChooseAtLeast, .plainChooseUpTo, .plainChooseFromTo, .plainChooseTypeOne, .plainChooseTypeNumber, .plainChooseTypeNumbers, .plainChooseNotANumber, .plainChooseBackwards, .plainChooseNotInList, .plainChooseOneNumber, .plainChooseAtLeastChosen, .plainChooseAtMostChosen, .plainChooseNoMatch, .plainFormOk, .plainFormAgain, .plainFormHidden, .plainFormKeeps, .plainFormLines, .plainFormNone, .plainFormFirst, .plainFormAtMost, .plainFormYesNo: return true; default: return false }
        case .de: switch key { case .buttonBack, .buttonNext, .hintMove, .hintChoose, .hintAccept, .hintSelect, .hintAll, .hintButtons, .hintField, .hintNext, .hintSubmit, .hintCheck, .hintChange, .hintDigits, .hintMoveAcross, .hintLeftRight, .hintWeek, .hintDay, .hintNewLine, .hintRename, .hintKeepOldText, .hintAnswerPath, .hintTakeEntry, .hintNextPart, .hintStop, .hintStopAll, .inputRequired, .inputInvalid, .listPlaceholder, .listNoMatch, .listNoItems, .listReading, .listReadingMore, .listEnterHeld, .listAtLeast, .listAtMost, .listCutLines, .listCutBytes, .formPage, .formAtLeast, .formAtMost, .formNotAChoice, .formEntriesDiffer, .formNumber, .formNumberRange, .formNumberAtLeast, .formNumberAtMost, .waitExit, .waitKilled, .waitTimedOut, .waitInterrupted, .waitStoppedBy, .tasksDone, .tasksStopped, .toastWarning, .toastError, .plainAlertPressEnter, .plainAlertChoose, .plainAlertPressEnterOr1, .plainAlertAnswer, .plainAlertAnswerLetters, .plainInputValue, .plainInputKeeps, .plainInputAtMost, .plainChooseNoItems, .plainChoosePressEnter, .plainChooseMore, .plainChooseOneMatch, .plainChooseMatches, .plainChooseChoose, .plainChooseChooseAmount, .plainChooseExample, .plainChooseOneOrMore, .plainChooseAtLeast, .plainChooseUpTo, .plainChooseFromTo, .plainChooseTypeOne, .plainChooseTypeNumber, .plainChooseTypeNumbers, .plainChooseNotANumber, .plainChooseBackwards, .plainChooseNotInList, .plainChooseOneNumber, .plainChooseAtLeastChosen, .plainChooseAtMostChosen, .plainChooseNoMatch, .plainFormOk, .plainFormAgain, .plainFormHidden, .plainFormKeeps, .plainFormLines, .plainFormNone, .plainFormFirst, .plainFormAtMost, .plainFormYesNo: return true; default: return false }
        case .ja: switch key { case .buttonBack, .buttonNext, .hintMove, .hintChoose, .hintAccept, .hintSelect, .hintAll, .hintButtons, .hintField, .hintNext, .hintSubmit, .hintCheck, .hintChange, .hintDigits, .hintMoveAcross, .hintLeftRight, .hintWeek, .hintDay, .hintNewLine, .hintKeepOldText, .hintAnswerPath, .hintTakeEntry, .hintNextPart, .hintStop, .hintStopAll, .inputRequired, .inputInvalid, .listPlaceholder, .listNoMatch, .listNoItems, .listReading, .listReadingMore, .listEnterHeld, .listAtLeast, .listAtMost, .listCutLines, .listCutBytes, .formPage, .formAtLeast, .formAtMost, .formNotAChoice, .formEntriesDiffer, .formNumber, .formNumberRange, .formNumberAtLeast, .formNumberAtMost, .waitExit, .waitKilled, .waitTimedOut, .waitInterrupted, .waitStoppedBy, .tasksStopped, .toastWarning, .toastError, .plainAlertPressEnter, .plainAlertChoose, .plainAlertPressEnterOr1, .plainAlertAnswer, .plainAlertAnswerLetters, .plainInputValue, .plainInputKeeps, .plainInputAtMost, .plainChooseNoItems, .plainChoosePressEnter, .plainChooseMore, .plainChooseOneMatch, .plainChooseMatches, .plainChooseChoose, .plainChooseChooseAmount, .plainChooseExample, .plainChooseOneOrMore, .plainChooseAtLeast, .plainChooseUpTo, .plainChooseFromTo, .plainChooseTypeOne, .plainChooseTypeNumber, .plainChooseTypeNumbers, .plainChooseNotANumber, .plainChooseBackwards, .plainChooseNotInList, .plainChooseOneNumber, .plainChooseAtLeastChosen, .plainChooseAtMostChosen, .plainChooseNoMatch, .plainFormOk, .plainFormAgain, .plainFormHidden, .plainFormKeeps, .plainFormLines, .plainFormNone, .plainFormFirst, .plainFormAtMost, .plainFormYesNo: return true; default: return false }
        default: return false
        }
    }

    static func en(_ key: MessageKey) -> String {
        switch key { case .buttonOk: return "OK"; case .buttonCancel: return "Cancel"; case .buttonBack: return "Back"; case .buttonNext: return "Next"; case .confirmYes: return "&Yes"; case .confirmNo: return "&No"; case .hintMove: return "move"; case .hintChoose: return "choose"; case .hintCancel: return "cancel"; case .hintAccept: return "accept"; case .hintSelect: return "select"; case .hintAll: return "all"; case .hintButtons: return "buttons"; case .hintField: return "field"; case .hintOk: return "OK"; case .hintNext: return "next"; case .hintSubmit: return "submit"; case .hintCheck: return "check"; case .hintChange: return "change"; case .hintDigits: return "digits"; case .hintMoveAcross: return "move across"; case .hintLeftRight: return "left/right"; case .hintWeek: return "week"; case .hintDay: return "day"; case .hintNewLine: return "new line"; case .hintRename: return "rename"; case .hintKeepOldText: return "keep the old text"; case .hintAnswerPath: return "answer the path"; case .hintTakeEntry: return "take the entry"; case .hintNextPart: return "next part"; case .hintStop: return "stop"; case .hintStopAll: return "stop every task"; case .inputRequired: return "A value is required"; case .inputInvalid: return "That value is not valid"; case .listPlaceholder: return "Type to filter"; case .listNoMatch: return "No match"; case .listNoItems: return "No items"; case .listReading: return "Reading…"; case .listReadingMore: return "reading…"; case .listEnterHeld: return "Enter held"; case .listAtLeast: return "Choose at least {minimum} ({count} chosen)"; case .listAtMost: return "Choose at most {maximum} ({count} chosen)"; case .listCutLines: return "… list cut at {count} lines: the rest was not read"; case .listCutBytes: return "… list cut at {size}: the rest was not read"; case .formYes: return "Yes"; case .formNo: return "No"; case .formPage: return "Page {page} of {pages}"; case .formAtLeast: return "Choose at least {minimum}"; case .formAtMost: return "Choose at most {maximum}"; case .formNotAChoice: return "Not one of the choices"; case .formEntriesDiffer: return "The two entries differ"; case .formNumber: return "A whole number"; case .formNumberRange: return "A whole number from {minimum} to {maximum}"; case .formNumberAtLeast: return "A whole number of at least {minimum}"; case .formNumberAtMost: return "A whole number of at most {maximum}"; case .waitExit: return "exit {status}"; case .waitKilled: return "killed by {signal}"; case .waitTimedOut: return "timed out"; case .waitInterrupted: return "interrupted"; case .waitStoppedBy: return "stopped by {signal}"; case .tasksDone: return "{done}/{total} done"; case .tasksFailed: return "{count} failed"; case .tasksSkipped: return "skipped"; case .tasksStopped: return "stopped"; case .toastWarning: return "Warning"; case .toastError: return "Error"; case .plainAlertPressEnter: return "Press Enter for {label}"; case .plainAlertChoose: return "Choose 1-{count} [{label}]"; case .plainAlertPressEnterOr1: return "Press Enter, or type 1."; case .plainAlertAnswer: return "Please answer with a number from 1 to {count} or a label."; case .plainAlertAnswerLetters: return "Please answer with a number from 1 to {count}, a letter ({letters}) or a label."; case .plainInputValue: return "Value"; case .plainInputKeeps: return "Enter keeps it"; case .plainInputAtMost: return "At most {count} characters, please."; case .plainChooseNoItems: return "No items to choose from."; case .plainChoosePressEnter: return "Press Enter"; case .plainChooseMore: return "more: Enter"; case .plainChooseOneMatch: return "1 match for \"{query}\":"; case .plainChooseMatches: return "{count} matches for \"{query}\":"; case .plainChooseChoose: return "Choose {range}"; case .plainChooseChooseAmount: return "Choose {amount} of {range}"; case .plainChooseExample: return "(e.g. 1 3 5-7)"; case .plainChooseOneOrMore: return "one or more"; case .plainChooseAtLeast: return "at least {count}"; case .plainChooseUpTo: return "up to {count}"; case .plainChooseFromTo: return "{minimum} to {maximum}"; case .plainChooseTypeOne: return "Type 1, or text to filter the list."; case .plainChooseTypeNumber: return "Type a number from 1 to {count}, or text to filter the list."; case .plainChooseTypeNumbers: return "Type one or more numbers from 1 to {count}, or text to filter the list."; case .plainChooseNotANumber: return "\"{answer}\" is not a number or a range like 5-7."; case .plainChooseBackwards: return "{answer} runs backwards: write {range}."; case .plainChooseNotInList: return "{answer} is not in the list ({range})."; case .plainChooseOneNumber: return "One number, please."; case .plainChooseAtLeastChosen: return "Choose at least {minimum} ({count} chosen)."; case .plainChooseAtMostChosen: return "Choose at most {maximum} ({count} chosen)."; case .plainChooseNoMatch: return "No match for \"{query}\"."; case .plainFormOk: return "Press Enter for OK"; case .plainFormAgain: return "Again"; case .plainFormHidden: return "(hidden)"; case .plainFormKeeps: return "Enter keeps it"; case .plainFormLines: return "(lines; an empty one ends)"; case .plainFormNone: return "(- alone: none)"; case .plainFormFirst: return "This is the first question."; case .plainFormAtMost: return "At most {count} characters, please."; case .plainFormYesNo: return "Please answer y or n." }
    }

    static func ar(_ key: MessageKey) -> String {
        switch key { case .buttonOk: return "موافق"; case .buttonCancel: return "إلغاء"; case .buttonBack: return "رجوع"; case .buttonNext: return "التالي"; case .confirmYes: return "&نعم"; case .confirmNo: return "&لا"; case .hintMove: return "تنقل"; case .hintChoose: return "اختيار"; case .hintCancel: return "إلغاء"; case .hintAccept: return "قبول"; case .hintSelect: return "تحديد"; case .hintAll: return "الكل"; case .hintButtons: return "الأزرار"; case .hintField: return "الحقل"; case .hintOk: return "موافق"; case .hintNext: return "التالي"; case .hintSubmit: return "إرسال"; case .hintCheck: return "تأشير"; case .hintChange: return "تغيير"; case .hintDigits: return "الأرقام"; case .hintMoveAcross: return "انتقال"; case .hintLeftRight: return "يسار/يمين"; case .hintWeek: return "أسبوع"; case .hintDay: return "يوم"; case .hintNewLine: return "سطر جديد"; case .hintRename: return "إعادة تسمية"; case .hintKeepOldText: return "إبقاء النص القديم"; case .hintAnswerPath: return "قبول المسار"; case .hintTakeEntry: return "أخذ العنصر"; case .hintNextPart: return "الجزء التالي"; case .hintStop: return "إيقاف"; case .hintStopAll: return "إيقاف كل المهام"; case .inputRequired: return "القيمة مطلوبة"; case .inputInvalid: return "هذه القيمة غير صالحة"; case .listPlaceholder: return "اكتب للتصفية"; case .listNoMatch: return "لا تطابق"; case .listNoItems: return "لا عناصر"; case .listReading: return "جارٍ القراءة…"; case .listReadingMore: return "جارٍ القراءة…"; case .listEnterHeld: return "Enter معلّق"; case .listAtLeast: return "اختر {minimum} على الأقل (تم اختيار {count})"; case .listAtMost: return "اختر {maximum} على الأكثر (تم اختيار {count})"; case .listCutLines: return "… قُطعت القائمة عند {count} سطر: لم يُقرأ الباقي"; case .listCutBytes: return "… قُطعت القائمة عند {size}: لم يُقرأ الباقي"; case .formYes: return "نعم"; case .formNo: return "لا"; case .formPage: return "صفحة {page} من {pages}"; case .formAtLeast: return "اختر {minimum} على الأقل"; case .formAtMost: return "اختر {maximum} على الأكثر"; case .formNotAChoice: return "ليس من الخيارات"; case .formEntriesDiffer: return "الإدخالان مختلفان"; case .formNumber: return "عدد صحيح"; case .formNumberRange: return "عدد صحيح من {minimum} إلى {maximum}"; case .formNumberAtLeast: return "عدد صحيح لا يقل عن {minimum}"; case .formNumberAtMost: return "عدد صحيح لا يزيد عن {maximum}"; case .waitExit: return "رمز الخروج {status}"; case .waitKilled: return "أُنهي بالإشارة {signal}"; case .waitTimedOut: return "انتهت المهلة"; case .waitInterrupted: return "قُوطع"; case .waitStoppedBy: return "أُوقف بالإشارة {signal}"; case .tasksDone: return "{done}/{total} منجزة"; case .tasksFailed: return "{count} فشلت"; case .tasksSkipped: return "تم التخطي"; case .tasksStopped: return "أُوقفت"; case .toastWarning: return "تحذير"; case .toastError: return "خطأ"; case .plainAlertPressEnter: return "اضغط Enter لـ {label}"; case .plainAlertChoose: return "اختر 1-{count} [{label}]"; case .plainAlertPressEnterOr1: return "اضغط Enter، أو اكتب 1."; case .plainAlertAnswer: return "أجب برقم من 1 إلى {count} أو باسم زر."; case .plainAlertAnswerLetters: return "أجب برقم من 1 إلى {count}، أو بحرف ({letters})، أو باسم زر."; case .plainInputValue: return "القيمة"; case .plainInputKeeps: return "Enter يبقيها"; case .plainInputAtMost: return "{count} حرفًا على الأكثر من فضلك."; case .plainChooseNoItems: return "لا عناصر للاختيار منها."; case .plainChoosePressEnter: return "اضغط Enter"; case .plainChooseMore: return "المزيد: Enter"; case .plainChooseOneMatch: return "تطابق واحد لـ \"{query}\":"; case .plainChooseMatches: return "{count} تطابقات لـ \"{query}\":"; case .plainChooseChoose: return "اختر {range}"; case .plainChooseChooseAmount: return "اختر {amount} من {range}"; case .plainChooseExample: return "(مثلًا 1 3 5-7)"; case .plainChooseOneOrMore: return "واحدًا أو أكثر"; case .plainChooseAtLeast: return "{count} على الأقل"; case .plainChooseUpTo: return "حتى {count}"; case .plainChooseFromTo: return "من {minimum} إلى {maximum}"; case .plainChooseTypeOne: return "اكتب 1، أو نصًا لتصفية القائمة."; case .plainChooseTypeNumber: return "اكتب رقمًا من 1 إلى {count}، أو نصًا لتصفية القائمة."; case .plainChooseTypeNumbers: return "اكتب رقمًا أو أكثر من 1 إلى {count}، أو نصًا لتصفية القائمة."; case .plainChooseNotANumber: return "\"{answer}\" ليس رقمًا ولا مدى مثل 5-7."; case .plainChooseBackwards: return "{answer} معكوس: اكتب {range}."; case .plainChooseNotInList: return "{answer} ليس في القائمة ({range})."; case .plainChooseOneNumber: return "رقم واحد من فضلك."; case .plainChooseAtLeastChosen: return "اختر {minimum} على الأقل (تم اختيار {count})."; case .plainChooseAtMostChosen: return "اختر {maximum} على الأكثر (تم اختيار {count})."; case .plainChooseNoMatch: return "لا تطابق لـ \"{query}\"."; case .plainFormOk: return "اضغط Enter للموافقة"; case .plainFormAgain: return "مرة أخرى"; case .plainFormHidden: return "(مخفي)"; case .plainFormKeeps: return "Enter يبقيها"; case .plainFormLines: return "(أسطر؛ السطر الفارغ ينهي)"; case .plainFormNone: return "(- وحدها: لا شيء)"; case .plainFormFirst: return "هذا هو السؤال الأول."; case .plainFormAtMost: return "{count} حرفًا على الأكثر من فضلك."; case .plainFormYesNo: return "أجب بـ y أو n من فضلك." }
    }

    static func de(_ key: MessageKey) -> String {
        switch key { case .buttonOk: return "OK"; case .buttonCancel: return "Abbrechen"; case .buttonBack: return "Zurück"; case .buttonNext: return "Weiter"; case .confirmYes: return "&Ja"; case .confirmNo: return "&Nein"; case .hintMove: return "bewegen"; case .hintChoose: return "wählen"; case .hintCancel: return "abbrechen"; case .hintAccept: return "übernehmen"; case .hintSelect: return "markieren"; case .hintAll: return "alle"; case .hintButtons: return "Knöpfe"; case .hintField: return "Feld"; case .hintOk: return "OK"; case .hintNext: return "weiter"; case .hintSubmit: return "absenden"; case .hintCheck: return "ankreuzen"; case .hintChange: return "ändern"; case .hintDigits: return "Ziffern"; case .hintMoveAcross: return "wechseln"; case .hintLeftRight: return "links/rechts"; case .hintWeek: return "Woche"; case .hintDay: return "Tag"; case .hintNewLine: return "neue Zeile"; case .hintRename: return "umbenennen"; case .hintKeepOldText: return "alten Text behalten"; case .hintAnswerPath: return "Pfad übernehmen"; case .hintTakeEntry: return "Eintrag übernehmen"; case .hintNextPart: return "nächster Teil"; case .hintStop: return "anhalten"; case .hintStopAll: return "alle Aufgaben anhalten"; case .inputRequired: return "Ein Wert ist nötig"; case .inputInvalid: return "Dieser Wert ist ungültig"; case .listPlaceholder: return "Tippen zum Filtern"; case .listNoMatch: return "Kein Treffer"; case .listNoItems: return "Keine Einträge"; case .listReading: return "Lese…"; case .listReadingMore: return "lese…"; case .listEnterHeld: return "Enter vorgemerkt"; case .listAtLeast: return "Mindestens {minimum} wählen ({count} gewählt)"; case .listAtMost: return "Höchstens {maximum} wählen ({count} gewählt)"; case .listCutLines: return "… Liste bei {count} Zeilen abgeschnitten: der Rest wurde nicht gelesen"; case .listCutBytes: return "… Liste bei {size} abgeschnitten: der Rest wurde nicht gelesen"; case .formYes: return "Ja"; case .formNo: return "Nein"; case .formPage: return "Seite {page} von {pages}"; case .formAtLeast: return "Mindestens {minimum} wählen"; case .formAtMost: return "Höchstens {maximum} wählen"; case .formNotAChoice: return "Keine der Möglichkeiten"; case .formEntriesDiffer: return "Die beiden Eingaben unterscheiden sich"; case .formNumber: return "Eine ganze Zahl"; case .formNumberRange: return "Eine ganze Zahl von {minimum} bis {maximum}"; case .formNumberAtLeast: return "Eine ganze Zahl ab {minimum}"; case .formNumberAtMost: return "Eine ganze Zahl bis {maximum}"; case .waitExit: return "Status {status}"; case .waitKilled: return "beendet durch {signal}"; case .waitTimedOut: return "Zeit abgelaufen"; case .waitInterrupted: return "unterbrochen"; case .waitStoppedBy: return "angehalten durch {signal}"; case .tasksDone: return "{done}/{total} erledigt"; case .tasksFailed: return "{count} fehlgeschlagen"; case .tasksSkipped: return "übersprungen"; case .tasksStopped: return "angehalten"; case .toastWarning: return "Warnung"; case .toastError: return "Fehler"; case .plainAlertPressEnter: return "Enter drücken für {label}"; case .plainAlertChoose: return "1-{count} wählen [{label}]"; case .plainAlertPressEnterOr1: return "Enter drücken oder 1 eingeben."; case .plainAlertAnswer: return "Bitte mit einer Zahl von 1 bis {count} oder einer Beschriftung antworten."; case .plainAlertAnswerLetters: return "Bitte mit einer Zahl von 1 bis {count}, einem Buchstaben ({letters}) oder einer Beschriftung antworten."; case .plainInputValue: return "Wert"; case .plainInputKeeps: return "Enter behält ihn"; case .plainInputAtMost: return "Höchstens {count} Zeichen, bitte."; case .plainChooseNoItems: return "Nichts zur Auswahl."; case .plainChoosePressEnter: return "Enter drücken"; case .plainChooseMore: return "mehr: Enter"; case .plainChooseOneMatch: return "1 Treffer für \"{query}\":"; case .plainChooseMatches: return "{count} Treffer für \"{query}\":"; case .plainChooseChoose: return "{range} wählen"; case .plainChooseChooseAmount: return "{amount} von {range} wählen"; case .plainChooseExample: return "(z. B. 1 3 5-7)"; case .plainChooseOneOrMore: return "einen oder mehrere"; case .plainChooseAtLeast: return "mindestens {count}"; case .plainChooseUpTo: return "bis zu {count}"; case .plainChooseFromTo: return "{minimum} bis {maximum}"; case .plainChooseTypeOne: return "1 eingeben, oder Text, um die Liste zu filtern."; case .plainChooseTypeNumber: return "Eine Zahl von 1 bis {count} eingeben, oder Text, um die Liste zu filtern."; case .plainChooseTypeNumbers: return "Eine oder mehrere Zahlen von 1 bis {count} eingeben, oder Text, um die Liste zu filtern."; case .plainChooseNotANumber: return "\"{answer}\" ist keine Zahl und kein Bereich wie 5-7."; case .plainChooseBackwards: return "{answer} läuft rückwärts: {range} schreiben."; case .plainChooseNotInList: return "{answer} ist nicht in der Liste ({range})."; case .plainChooseOneNumber: return "Eine Zahl, bitte."; case .plainChooseAtLeastChosen: return "Mindestens {minimum} wählen ({count} gewählt)."; case .plainChooseAtMostChosen: return "Höchstens {maximum} wählen ({count} gewählt)."; case .plainChooseNoMatch: return "Kein Treffer für \"{query}\"."; case .plainFormOk: return "Enter drücken für OK"; case .plainFormAgain: return "Noch einmal"; case .plainFormHidden: return "(verborgen)"; case .plainFormKeeps: return "Enter behält ihn"; case .plainFormLines: return "(Zeilen; eine leere beendet)"; case .plainFormNone: return "(- allein: keine)"; case .plainFormFirst: return "Dies ist die erste Frage."; case .plainFormAtMost: return "Höchstens {count} Zeichen, bitte."; case .plainFormYesNo: return "Bitte mit y oder n antworten." }
    }

    static func ja(_ key: MessageKey) -> String {
        switch key { case .buttonOk: return "了解"; case .buttonCancel: return "取消"; case .buttonBack: return "戻る"; case .buttonNext: return "次へ"; case .confirmYes: return "はい"; case .confirmNo: return "いいえ"; case .hintMove: return "移動"; case .hintChoose: return "選択"; case .hintCancel: return "取消"; case .hintAccept: return "決定"; case .hintSelect: return "選択"; case .hintAll: return "すべて"; case .hintButtons: return "ボタン"; case .hintField: return "欄"; case .hintOk: return "了解"; case .hintNext: return "次へ"; case .hintSubmit: return "送信"; case .hintCheck: return "チェック"; case .hintChange: return "変更"; case .hintDigits: return "桁"; case .hintMoveAcross: return "横に移動"; case .hintLeftRight: return "左/右"; case .hintWeek: return "週"; case .hintDay: return "日"; case .hintNewLine: return "改行"; case .hintRename: return "名前変更"; case .hintKeepOldText: return "元のテキストのまま"; case .hintAnswerPath: return "パスを決定"; case .hintTakeEntry: return "項目を取る"; case .hintNextPart: return "次の部分"; case .hintStop: return "中止"; case .hintStopAll: return "すべてのタスクを中止"; case .inputRequired: return "値が必要です"; case .inputInvalid: return "その値は無効です"; case .listPlaceholder: return "入力して絞り込み"; case .listNoMatch: return "一致なし"; case .listNoItems: return "項目なし"; case .listReading: return "読み込み中…"; case .listReadingMore: return "読み込み中…"; case .listEnterHeld: return "Enter 保留中"; case .listAtLeast: return "{minimum} 個以上選んでください（{count} 個選択）"; case .listAtMost: return "{maximum} 個以下にしてください（{count} 個選択）"; case .listCutLines: return "… {count} 行で一覧を打ち切り: 残りは読んでいません"; case .listCutBytes: return "… {size} で一覧を打ち切り: 残りは読んでいません"; case .formYes: return "はい"; case .formNo: return "いいえ"; case .formPage: return "{page}/{pages} ページ"; case .formAtLeast: return "{minimum} 個以上選んでください"; case .formAtMost: return "{maximum} 個以下にしてください"; case .formNotAChoice: return "選択肢にありません"; case .formEntriesDiffer: return "2 回の入力が一致しません"; case .formNumber: return "整数"; case .formNumberRange: return "{minimum} から {maximum} までの整数"; case .formNumberAtLeast: return "{minimum} 以上の整数"; case .formNumberAtMost: return "{maximum} 以下の整数"; case .waitExit: return "終了コード {status}"; case .waitKilled: return "{signal} で強制終了"; case .waitTimedOut: return "時間切れ"; case .waitInterrupted: return "中断"; case .waitStoppedBy: return "{signal} で停止"; case .tasksDone: return "{done}/{total} 完了"; case .tasksFailed: return "{count} 失敗"; case .tasksSkipped: return "スキップ"; case .tasksStopped: return "中止"; case .toastWarning: return "警告"; case .toastError: return "エラー"; case .plainAlertPressEnter: return "Enter で {label}"; case .plainAlertChoose: return "1-{count} から選択 [{label}]"; case .plainAlertPressEnterOr1: return "Enter を押すか 1 を入力してください。"; case .plainAlertAnswer: return "1 から {count} の番号かラベルで答えてください。"; case .plainAlertAnswerLetters: return "1 から {count} の番号、文字 ({letters}) またはラベルで答えてください。"; case .plainInputValue: return "値"; case .plainInputKeeps: return "Enter でそのまま"; case .plainInputAtMost: return "{count} 文字以内にしてください。"; case .plainChooseNoItems: return "選べる項目がありません。"; case .plainChoosePressEnter: return "Enter を押してください"; case .plainChooseMore: return "続き: Enter"; case .plainChooseOneMatch: return "\"{query}\" に 1 件一致:"; case .plainChooseMatches: return "\"{query}\" に {count} 件一致:"; case .plainChooseChoose: return "{range} から選択"; case .plainChooseChooseAmount: return "{range} から {amount} を選択"; case .plainChooseExample: return "(例: 1 3 5-7)"; case .plainChooseOneOrMore: return "1 個以上"; case .plainChooseAtLeast: return "{count} 個以上"; case .plainChooseUpTo: return "{count} 個まで"; case .plainChooseFromTo: return "{minimum} から {maximum} 個"; case .plainChooseTypeOne: return "1 を入力するか、文字を入力して一覧を絞り込んでください。"; case .plainChooseTypeNumber: return "1 から {count} の番号を入力するか、文字を入力して一覧を絞り込んでください。"; case .plainChooseTypeNumbers: return "1 から {count} の番号を 1 つ以上入力するか、文字を入力して一覧を絞り込んでください。"; case .plainChooseNotANumber: return "\"{answer}\" は番号でも 5-7 のような範囲でもありません。"; case .plainChooseBackwards: return "{answer} は逆順です: {range} と書いてください。"; case .plainChooseNotInList: return "{answer} は一覧にありません ({range})。"; case .plainChooseOneNumber: return "番号を 1 つだけ入力してください。"; case .plainChooseAtLeastChosen: return "{minimum} 個以上選んでください（{count} 個選択）。"; case .plainChooseAtMostChosen: return "{maximum} 個以下にしてください（{count} 個選択）。"; case .plainChooseNoMatch: return "\"{query}\" に一致するものはありません。"; case .plainFormOk: return "Enter で了解"; case .plainFormAgain: return "もう一度"; case .plainFormHidden: return "（非表示）"; case .plainFormKeeps: return "Enter でそのまま"; case .plainFormLines: return "（複数行。空行で終了）"; case .plainFormNone: return "（- だけで「なし」）"; case .plainFormFirst: return "これが最初の質問です。"; case .plainFormAtMost: return "{count} 文字以内にしてください。"; case .plainFormYesNo: return "y か n で答えてください。" }
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

/// The texts of lang/newt/: each language's, a switch on the key; a key a file lacks is English's.
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
        switch key { case .buttonOk: return "موافق"; case .buttonCancel: return "إلغاء"; case .buttonYes: return "نعم"; case .buttonNo: return "لا" }
    }

    static func `as`(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "ঠিক আছে"; case .buttonCancel: return "বাতিল"; case .buttonYes: return "হয়"; case .buttonNo: return "নহয়" }
    }

    static func ast(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Aceutar"; case .buttonCancel: return "Encaboxar"; case .buttonYes: return "Sí"; case .buttonNo: return "Non" }
    }

    static func bal(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "هوبنت"; case .buttonCancel: return "کنسل"; case .buttonYes: return "بله"; case .buttonNo: return "نه" }
    }

    static func be(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Добра"; case .buttonCancel: return "Скасаваць"; case .buttonYes: return "Так"; case .buttonNo: return "Не" }
    }

    static func bg(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "OK"; case .buttonCancel: return "Отказ"; case .buttonYes: return "Да"; case .buttonNo: return "Не" }
    }

    static func bn(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "ঠিক আছে"; case .buttonCancel: return "বাতিল"; case .buttonYes: return "হ্যাঁ"; case .buttonNo: return "না" }
    }

    static func bnIN(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "ঠিক আছে"; case .buttonCancel: return "বাতিল"; case .buttonYes: return "হ্যাঁ"; case .buttonNo: return "না" }
    }

    static func bs(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Uredu"; case .buttonCancel: return "Poništi"; case .buttonYes: return "Da"; case .buttonNo: return "Ne" }
    }

    static func ca(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "D'acord"; case .buttonCancel: return "Cancel·la"; case .buttonYes: return "Sí"; case .buttonNo: return "No" }
    }

    static func cs(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Zrušit"; case .buttonYes: return "Ano"; case .buttonNo: return "Ne" }
    }

    static func cy(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Iawn"; case .buttonCancel: return "Diddymu"; case .buttonYes: return "Ie"; case .buttonNo: return "Na" }
    }

    static func da(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "O.k."; case .buttonCancel: return "Afbryd"; case .buttonYes: return "Ja"; case .buttonNo: return "Nej" }
    }

    static func de(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Abbrechen"; case .buttonYes: return "Ja"; case .buttonNo: return "Nein" }
    }

    static func dz(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "བཏུབ།"; case .buttonCancel: return "ཆ་མེད་གཏང་།"; case .buttonYes: return "ཨིན།"; case .buttonNo: return "མེན།" }
    }

    static func el(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Εντάξει"; case .buttonCancel: return "Ακύρωση"; case .buttonYes: return "Ναι"; case .buttonNo: return "Όχι" }
    }

    static func eo(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Akceptu"; case .buttonCancel: return "Nuligu"; case .buttonYes: return "Jes"; case .buttonNo: return "Ne" }
    }

    static func es(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Aceptar"; case .buttonCancel: return "Cancelar"; case .buttonYes: return "S�"; case .buttonNo: return "No" }
    }

    static func et(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Olgu"; case .buttonCancel: return "Loobu"; case .buttonYes: return "Jah"; case .buttonNo: return "Ei" }
    }

    static func eu(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ados"; case .buttonCancel: return "Utzi"; case .buttonYes: return "Bai"; case .buttonNo: return "Ez" }
    }

    static func fa(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "تایید"; case .buttonCancel: return "لغو"; case .buttonYes: return "بله"; case .buttonNo: return "نه" }
    }

    static func fi(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "OK"; case .buttonCancel: return "Peru"; case .buttonYes: return "Kyllä"; case .buttonNo: return "Ei" }
    }

    static func fr(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Annuler"; case .buttonYes: return "Oui"; case .buttonNo: return "Non" }
    }

    static func ga(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ceart go Leor"; case .buttonCancel: return "Ceallaigh"; case .buttonYes: return "Tá"; case .buttonNo: return "Níl" }
    }

    static func gl(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Aceptar"; case .buttonCancel: return "Cancelar"; case .buttonYes: return "Si"; case .buttonNo: return "Non" }
    }

    static func gu(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "બરાબર"; case .buttonCancel: return "રદ કરો"; case .buttonYes: return "હા"; case .buttonNo: return "ના" }
    }

    static func he(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "OK"; case .buttonCancel: return "ביטול"; case .buttonYes: return "כן"; case .buttonNo: return "לא" }
    }

    static func hi(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "à à@àU"; case .buttonCancel: return "रदàMद"; case .buttonYes: return "हाàA"; case .buttonNo: return "नहà@àB" }
    }

    static func hr(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "U redu"; case .buttonCancel: return "Otkaži"; case .buttonYes: return "Da"; case .buttonNo: return "Ne" }
    }

    static func hu(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Mégsem"; case .buttonYes: return "Igen"; case .buttonNo: return "Nem" }
    }

    static func ia(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Annullar"; case .buttonYes: return "Si"; case .buttonNo: return "No" }
    }

    static func id(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Batal"; case .buttonYes: return "Ya"; case .buttonNo: return "Tidak" }
    }

    static func `is`(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Í lagi"; case .buttonCancel: return "Hætta við"; case .buttonYes: return "Já"; case .buttonNo: return "Nei" }
    }

    static func it(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Annulla"; case .buttonYes: return "Sì"; case .buttonNo: return "No" }
    }

    static func ja(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "了解"; case .buttonCancel: return "取消"; case .buttonYes: return "はい"; case .buttonNo: return "いいえ" }
    }

    static func ka(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "გაუქმება"; case .buttonYes: return "კი"; case .buttonNo: return "არა" }
    }

    static func kk(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ок"; case .buttonCancel: return "Бас тарту"; case .buttonYes: return "Ия"; case .buttonNo: return "Жоқ" }
    }

    static func km(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "យល់ព្រម"; case .buttonCancel: return "បោះបង់"; case .buttonYes: return "បាទ/ចាស"; case .buttonNo: return "ទេ" }
    }

    static func kn(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "ಸರಿ"; case .buttonCancel: return "ರದ್ದುಗೊಳಿಸು"; case .buttonYes: return "ಹೌದು"; case .buttonNo: return "ಇಲ್ಲ" }
    }

    static func ko(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "확인"; case .buttonCancel: return "취소"; case .buttonYes: return "예"; case .buttonNo: return "아니오" }
    }

    static func ku(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Temam"; case .buttonCancel: return "Betal"; case .buttonYes: return "Erê"; case .buttonNo: return "Na" }
    }

    static func lt(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Gerai"; case .buttonCancel: return "Atsisakyti"; case .buttonYes: return "Taip"; case .buttonNo: return "Ne" }
    }

    static func lv(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Labi"; case .buttonCancel: return "Atcelt"; case .buttonYes: return "Jā"; case .buttonNo: return "Nē" }
    }

    static func mg(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ekena"; case .buttonCancel: return "Ajanony"; case .buttonYes: return "Eny"; case .buttonNo: return "Tsia" }
    }

    static func mk(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Во ред"; case .buttonCancel: return "Откажи"; case .buttonYes: return "Да"; case .buttonNo: return "Не" }
    }

    static func ml(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "ശരി"; case .buttonCancel: return "റദ്ദാക്കുക"; case .buttonYes: return "ഉവ്വു്"; case .buttonNo: return "ഇല്ല" }
    }

    static func mr(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "ठीक"; case .buttonCancel: return "रद्द"; case .buttonYes: return "हो"; case .buttonNo: return "नाही" }
    }

    static func ms(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Batal"; case .buttonYes: return "Ya"; case .buttonNo: return "Tidak" }
    }

    static func nb(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Avbryt"; case .buttonYes: return "Ja"; case .buttonNo: return "Nei" }
    }

    static func nds(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Avbreken"; case .buttonYes: return "Jau"; case .buttonNo: return "Nee" }
    }

    static func ne(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "ठीक छ"; case .buttonCancel: return "रद्द गर्नुहोस्"; case .buttonYes: return "हो"; case .buttonNo: return "होइन" }
    }

    static func nl(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Annuleren"; case .buttonYes: return "Ja"; case .buttonNo: return "Nee" }
    }

    static func nn(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Avbryt"; case .buttonYes: return "Ja"; case .buttonNo: return "Nei" }
    }

    static func pa(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "ਠੀਕ ਹੈ"; case .buttonCancel: return "ਰੱਦ ਕਰੋ"; case .buttonYes: return "ਹਾਂ"; case .buttonNo: return "ਨਹੀਂ" }
    }

    static func pl(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "OK"; case .buttonCancel: return "Anuluj"; case .buttonYes: return "Tak"; case .buttonNo: return "Nie" }
    }

    static func pt(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Cancelar"; case .buttonYes: return "Sim"; case .buttonNo: return "Não" }
    }

    static func ptBR(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Cancelar"; case .buttonYes: return "Sim"; case .buttonNo: return "Não" }
    }

    static func ro(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Anulează"; case .buttonYes: return "Da"; case .buttonNo: return "Nu" }
    }

    static func ru(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Отмена"; case .buttonYes: return "Да"; case .buttonNo: return "Нет" }
    }

    static func si(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "හරි"; case .buttonCancel: return "නවතන්න"; case .buttonYes: return "ඔව්"; case .buttonNo: return "නැත" }
    }

    static func sk(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "OK"; case .buttonCancel: return "Zrušiť"; case .buttonYes: return "Áno"; case .buttonNo: return "Nie" }
    }

    static func sl(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "V redu"; case .buttonCancel: return "Prekliči"; case .buttonYes: return "Da"; case .buttonNo: return "Ne" }
    }

    static func sq(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Anullo"; case .buttonYes: return "Po"; case .buttonNo: return "Jo" }
    }

    static func sr(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "У реду"; case .buttonCancel: return "Откажи"; case .buttonYes: return "Да"; case .buttonNo: return "Не" }
    }

    static func srLatin(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "U redu"; case .buttonCancel: return "Otkaži"; case .buttonYes: return "Da"; case .buttonNo: return "Ne" }
    }

    static func sv(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Avbryt"; case .buttonYes: return "Ja"; case .buttonNo: return "Nej" }
    }

    static func ta(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "சரி"; case .buttonCancel: return "இரத்து செய்"; case .buttonYes: return "ஆம்"; case .buttonNo: return "இல்லை" }
    }

    static func te(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "సరే"; case .buttonCancel: return "రద్దుచేయి"; case .buttonYes: return "అవును"; case .buttonNo: return "కాదు/వద్దు" }
    }

    static func tg(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Хуб"; case .buttonCancel: return "Бекор кардан"; case .buttonYes: return "Ҳа"; case .buttonNo: return "Не" }
    }

    static func th(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "ตกลง"; case .buttonCancel: return "ยกเลิก"; case .buttonYes: return "ใช่"; case .buttonNo: return "ไม่" }
    }

    static func tl(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "OK"; case .buttonCancel: return "Kanselahin"; case .buttonYes: return "Oo"; case .buttonNo: return "Hindi" }
    }

    static func tr(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Tamam"; case .buttonCancel: return "İptal"; case .buttonYes: return "Evet"; case .buttonNo: return "Hayır" }
    }

    static func ug(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "جەزملە"; case .buttonCancel: return "ۋاز كەچ"; case .buttonYes: return "ھەئە"; case .buttonNo: return "ياق" }
    }

    static func uk(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Гаразд"; case .buttonCancel: return "Скасувати"; case .buttonYes: return "Так"; case .buttonNo: return "Ні" }
    }

    static func vi(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Được"; case .buttonCancel: return "Thôi"; case .buttonYes: return "Có"; case .buttonNo: return "Không" }
    }

    static func wo(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Ok"; case .buttonCancel: return "Neenal"; case .buttonYes: return "Waaw"; case .buttonNo: return "Déet" }
    }

    static func xh(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "Kulungile"; case .buttonCancel: return "Rhoxisa"; case .buttonYes: return "Ewe"; case .buttonNo: return "Hayi" }
    }

    static func zhCN(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "确定"; case .buttonCancel: return "取消"; case .buttonYes: return "是"; case .buttonNo: return "否" }
    }

    static func zhTW(_ key: NewtLabelKey) -> String {
        switch key { case .buttonOk: return "確定"; case .buttonCancel: return "取消"; case .buttonYes: return "是"; case .buttonNo: return "否" }
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

/// The texts of lang/dialog/: each language's, a switch on the key; a key a file lacks is English's.
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
        switch key { case .buttonYes: return "Sí"; case .buttonNo: return "No"; case .buttonOk: return "Acceptar"; case .buttonCancel: return "Cancelar"; case .buttonExit: return "Salir"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Aduya"; case .inputmenuRename: return "Renombrar"; case .calendarMonth: return "Mes"; case .calendarYear: return "Anyo"; case .fselectDirectories: return "Directorios"; case .fselectFiles: return "Fichers"; case .mixedgaugeSucceeded: return "Finalizau con exito"; case .mixedgaugeFailed: return "Falló"; case .mixedgaugePassed: return "Pasau"; case .mixedgaugeCompleted: return "Completau"; case .mixedgaugeChecked: return "Comprebau"; case .mixedgaugeDone: return "Feito"; case .mixedgaugeSkipped: return "Blincau"; case .mixedgaugeInProgress: return "En progreso"; case .mixedgaugeNA: return "N/A"; case .mixedgaugeOverallProgress: return "Progreso total" }
    }

    static func ar(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "نعم"; case .buttonNo: return "لا"; case .buttonOk: return "موافق"; case .buttonCancel: return "إلغاء"; default: return en(key) }
    }

    static func ast(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Sí"; case .buttonNo: return "Non"; case .buttonOk: return "Aceutar"; case .buttonCancel: return "Encaboxar"; case .buttonExit: return "COLAR"; case .buttonExtra: return "Adicional"; case .buttonHelp: return "Ayuda"; case .inputmenuRename: return "Renomar"; case .calendarMonth: return "Mes"; case .calendarYear: return "Añu"; case .fselectDirectories: return "Direutorios"; case .fselectFiles: return "Ficheros"; case .mixedgaugeSucceeded: return "Tuvo ésitu"; case .mixedgaugeFailed: return "Falló"; case .mixedgaugePassed: return "Posóse"; case .mixedgaugeCompleted: return "Completóse"; case .mixedgaugeChecked: return "Conseñóse"; case .mixedgaugeDone: return "Fecho"; case .mixedgaugeSkipped: return "Saltóse"; case .mixedgaugeInProgress: return "En cursu"; case .mixedgaugeNA: return "N/D"; case .mixedgaugeOverallProgress: return "Progresu xeneral" }
    }

    static func beLatin(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Tak"; case .buttonNo: return "Nie"; case .buttonOk: return "OK"; case .buttonCancel: return "Anuluj"; case .buttonExit: return "VYCHAD"; case .buttonExtra: return "Dadatkova"; case .buttonHelp: return "Dapamoha"; case .inputmenuRename: return "Źmiani nazvu"; case .calendarMonth: return "Miesiac"; case .calendarYear: return "Hod"; case .fselectDirectories: return "Katalohi"; case .fselectFiles: return "Fajły"; case .mixedgaugeSucceeded: return "Paśpiachova"; case .mixedgaugeFailed: return "Niaŭdała"; case .mixedgaugePassed: return "Projdziena"; case .mixedgaugeCompleted: return "Skončana"; case .mixedgaugeChecked: return "Pravierana"; case .mixedgaugeDone: return "Zroblena"; case .mixedgaugeSkipped: return "Abminuta"; case .mixedgaugeInProgress: return "Dziejničaje"; case .mixedgaugeNA: return "Niama"; case .mixedgaugeOverallProgress: return "Ahulny prahres" }
    }

    static func bg(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Да"; case .buttonNo: return "Не"; case .buttonCancel: return "Отказ"; default: return en(key) }
    }

    static func ca(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Sí"; case .buttonNo: return "No"; case .buttonOk: return "D'acord"; case .buttonCancel: return "Cancel·la"; case .buttonExit: return "SURT"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Ajuda"; case .inputmenuRename: return "Canvia el nom"; case .calendarMonth: return "Mes"; case .calendarYear: return "Any"; case .fselectDirectories: return "Directoris"; case .fselectFiles: return "Fitxers"; case .mixedgaugeSucceeded: return "Ha tingut èxit"; case .mixedgaugeFailed: return "Ha fallat"; case .mixedgaugePassed: return "Ha passat"; case .mixedgaugeCompleted: return "S'ha completat"; case .mixedgaugeChecked: return "Activat"; case .mixedgaugeDone: return "Fet"; case .mixedgaugeSkipped: return "Omès"; case .mixedgaugeInProgress: return "En progrés"; case .mixedgaugeNA: return "N/D"; case .mixedgaugeOverallProgress: return "Progrés general" }
    }

    static func cs(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Ano"; case .buttonNo: return "Ne"; case .buttonOk: return "Budiž"; case .buttonCancel: return "Storno"; case .buttonExit: return "Konec"; case .buttonExtra: return "Další"; case .buttonHelp: return "Nápověda"; case .inputmenuRename: return "Přejmenovat"; case .calendarMonth: return "Měsíc"; case .calendarYear: return "Rok"; case .fselectDirectories: return "Složky"; case .fselectFiles: return "Soubory"; case .mixedgaugeSucceeded: return "Úspěšné"; case .mixedgaugeFailed: return "Selhalo"; case .mixedgaugePassed: return "Pozastaveno"; case .mixedgaugeCompleted: return "Dokončeno"; case .mixedgaugeChecked: return "Zkontrolováno"; case .mixedgaugeDone: return "Hotovo"; case .mixedgaugeSkipped: return "Přeskočeno"; case .mixedgaugeInProgress: return "Probíhá"; case .mixedgaugeNA: return "Není známo"; case .mixedgaugeOverallProgress: return "Celkový průběh" }
    }

    static func cy(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Ie"; case .buttonNo: return "Na"; case .buttonOk: return "Iawn"; case .buttonCancel: return "Diddymu"; case .buttonExit: return "GADAEL"; case .buttonExtra: return "Ychwanegol"; case .buttonHelp: return "Cymorth"; case .inputmenuRename: return "Ailenwy"; case .calendarMonth: return "Mis"; case .calendarYear: return "Blwyddyn"; case .fselectDirectories: return "Cyfeiriaduron"; case .fselectFiles: return "Ffeiliau"; default: return en(key) }
    }

    static func da(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Ja"; case .buttonNo: return "Nej"; case .buttonOk: return "O.k."; case .buttonCancel: return "Anuller"; case .buttonExit: return "AFSLUT"; case .buttonExtra: return "Ekstra"; case .buttonHelp: return "Hjælp"; case .inputmenuRename: return "Omdøb"; case .calendarMonth: return "Måned"; case .calendarYear: return "År"; case .fselectDirectories: return "Mapper"; case .fselectFiles: return "Filer"; case .mixedgaugeSucceeded: return "Lykkedes"; case .mixedgaugeFailed: return "Mislykkedes"; case .mixedgaugePassed: return "Bestod"; case .mixedgaugeCompleted: return "Færdig"; case .mixedgaugeChecked: return "Kontrolleret"; case .mixedgaugeDone: return "Færdig"; case .mixedgaugeSkipped: return "Sprunget over"; case .mixedgaugeInProgress: return "I gang"; case .mixedgaugeNA: return "N/A"; case .mixedgaugeOverallProgress: return "Samlet status" }
    }

    static func de(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Ja"; case .buttonNo: return "Nein"; case .buttonOk: return "OK"; case .buttonCancel: return "Abbrechen"; case .buttonExit: return "VERLASSEN"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Hilfe"; case .inputmenuRename: return "Umbenennen"; case .calendarMonth: return "Monat"; case .calendarYear: return "Jahr"; case .fselectDirectories: return "Verzeichnisse"; case .fselectFiles: return "Dateien"; case .mixedgaugeSucceeded: return "Erfolgreich"; case .mixedgaugeFailed: return "Fehlgeschlagen"; case .mixedgaugePassed: return "Bestanden"; case .mixedgaugeCompleted: return "Abgeschlossen"; case .mixedgaugeChecked: return "Geprüft"; case .mixedgaugeDone: return "Erledigt"; case .mixedgaugeSkipped: return "Übersprungen"; case .mixedgaugeInProgress: return "In Bearbeitung"; case .mixedgaugeNA: return "N/A"; case .mixedgaugeOverallProgress: return "Gesamtfortschritt" }
    }

    static func el(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Ναι"; case .buttonNo: return "Όχι"; case .buttonOk: return "Εντάξει"; case .buttonCancel: return "Άκυρο"; case .buttonExit: return "Έξοδος"; case .buttonExtra: return "Πρόσθετα"; case .buttonHelp: return "Βοήθεια"; case .inputmenuRename: return "Μετονομασία"; case .calendarMonth: return "Μήνας"; case .calendarYear: return "Έτος"; case .fselectDirectories: return "Φάκελοι"; case .fselectFiles: return "Αρχεία"; case .mixedgaugeSucceeded: return "Επιτυχία"; case .mixedgaugeFailed: return "Αποτυχία"; case .mixedgaugePassed: return "Πέρασε"; case .mixedgaugeCompleted: return "Ολοκλήρωση"; case .mixedgaugeChecked: return "Έλεγχος"; case .mixedgaugeDone: return "Τέλος"; case .mixedgaugeSkipped: return "Παράλειψη"; case .mixedgaugeInProgress: return "Σε εξέλιξη"; case .mixedgaugeNA: return "Μη Διαθέσιμο"; case .mixedgaugeOverallProgress: return "Συνολική πρόοδος" }
    }

    static func eo(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Jes"; case .buttonNo: return "Ne"; case .buttonOk: return "Certe"; case .buttonCancel: return "Rezigni"; case .buttonExit: return "ELIRI"; case .buttonExtra: return "Krome"; case .buttonHelp: return "Helpo"; case .inputmenuRename: return "Alinomi"; case .calendarMonth: return "Monato"; case .calendarYear: return "Jaro"; case .fselectDirectories: return "Dosierujoj"; case .fselectFiles: return "Dosieroj"; case .mixedgaugeSucceeded: return "Sukcesis"; case .mixedgaugeFailed: return "Malsukcesis"; case .mixedgaugePassed: return "Pasite"; case .mixedgaugeCompleted: return "Kompletite"; case .mixedgaugeChecked: return "Kontrolite"; case .mixedgaugeDone: return "Farite"; case .mixedgaugeSkipped: return "Preterpasite"; case .mixedgaugeInProgress: return "Evoluado"; case .mixedgaugeNA: return "N/A"; case .mixedgaugeOverallProgress: return "Tuta Evoluo" }
    }

    static func es(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Sí"; case .buttonNo: return "No"; case .buttonOk: return "Aceptar"; case .buttonCancel: return "Cancelar"; case .buttonExit: return "SALIR"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Ayuda"; case .inputmenuRename: return "Renombrar"; case .calendarMonth: return "Mes"; case .calendarYear: return "Año"; case .fselectDirectories: return "Directorios"; case .fselectFiles: return "Archivos"; case .mixedgaugeSucceeded: return "Finalizado con éxito"; case .mixedgaugeFailed: return "Falló"; case .mixedgaugePassed: return "Pasado"; case .mixedgaugeCompleted: return "Completado"; case .mixedgaugeChecked: return "Comprobado"; case .mixedgaugeDone: return "Hecho"; case .mixedgaugeSkipped: return "Saltado"; case .mixedgaugeInProgress: return "En progreso"; case .mixedgaugeNA: return "N/A"; case .mixedgaugeOverallProgress: return "Progreso total" }
    }

    static func et(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Jah"; case .buttonNo: return "Ei"; case .buttonOk: return "OK"; case .buttonCancel: return "Tühista"; case .buttonExit: return "Lõpeta"; case .calendarMonth: return "Kuu"; case .calendarYear: return "Aasta"; case .fselectDirectories: return "Kataloogid"; case .fselectFiles: return "Failid"; default: return en(key) }
    }

    static func eu(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Bai"; case .buttonNo: return "Ez"; case .buttonOk: return "Ados"; case .buttonCancel: return "Utzi"; case .buttonExit: return "IRTEN"; case .buttonExtra: return "Gehigarria"; case .buttonHelp: return "Laguntza"; case .inputmenuRename: return "Berizendatu"; case .calendarMonth: return "Hilabetea"; case .calendarYear: return "Urtea"; case .fselectDirectories: return "Direktorioak"; case .fselectFiles: return "Fitxategiak"; case .mixedgaugeSucceeded: return "Lortua"; case .mixedgaugeFailed: return "Huts eginda"; case .mixedgaugePassed: return "Pasata"; case .mixedgaugeCompleted: return "Osatua"; case .mixedgaugeChecked: return "Egiaztatua"; case .mixedgaugeDone: return "Eginda"; case .mixedgaugeSkipped: return "Salto eginda"; case .mixedgaugeInProgress: return "Aurrerakuntza"; case .mixedgaugeNA: return "E/G"; case .mixedgaugeOverallProgress: return "Aurrerapen nagusia" }
    }

    static func fa(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "بله"; case .buttonNo: return "خیر"; case .buttonOk: return "باشه"; case .buttonCancel: return "لغو"; case .buttonExit: return "خروج"; case .buttonExtra: return "اضافی"; case .buttonHelp: return "راهنما"; case .inputmenuRename: return "تغییر نام"; case .calendarMonth: return "ماه"; case .calendarYear: return "سال"; case .fselectDirectories: return "شاخه‌ها"; case .fselectFiles: return "پرونده‌ها"; case .mixedgaugeSucceeded: return "موفقیت آمیز بود"; case .mixedgaugeFailed: return "شکست خورد"; case .mixedgaugePassed: return "سپری شد"; case .mixedgaugeCompleted: return "کامل شد"; case .mixedgaugeChecked: return "بررسی شد"; case .mixedgaugeDone: return "انجام شد"; case .mixedgaugeSkipped: return "پریده شد"; case .mixedgaugeInProgress: return "در حال پیشرفت"; case .mixedgaugeNA: return "نامعلوم"; case .mixedgaugeOverallProgress: return "پیشرفت کلّی" }
    }

    static func fi(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Kyllä"; case .buttonNo: return "Ei"; case .buttonOk: return "Ok"; case .buttonCancel: return "Peru"; case .buttonExit: return "POISTU"; case .buttonExtra: return "Painike"; case .buttonHelp: return "Opaste"; case .inputmenuRename: return "Nimeä"; case .calendarMonth: return "Kuukausi"; case .calendarYear: return "Vuosi"; case .fselectDirectories: return "Kansiot"; case .fselectFiles: return "Tiedostot"; case .mixedgaugeSucceeded: return "Onnistui"; case .mixedgaugeFailed: return "Epäonnistui"; case .mixedgaugePassed: return "Hyväksytty"; case .mixedgaugeCompleted: return "Suoritettu"; case .mixedgaugeChecked: return "Valittu"; case .mixedgaugeDone: return "Valmis"; case .mixedgaugeSkipped: return "Ohitettiin"; case .mixedgaugeInProgress: return "Käynnissä"; case .mixedgaugeNA: return "-"; case .mixedgaugeOverallProgress: return "Kokonaisedistyminen" }
    }

    static func fr(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Oui"; case .buttonNo: return "Non"; case .buttonOk: return "Accepter"; case .buttonCancel: return "Annuler"; case .buttonExit: return "QUITTER"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Aide"; case .inputmenuRename: return "Renommer"; case .calendarMonth: return "Mois"; case .calendarYear: return "Année"; case .fselectDirectories: return "Répertoires"; case .fselectFiles: return "Fichiers"; case .mixedgaugeSucceeded: return "Succès"; case .mixedgaugeFailed: return "Échec"; case .mixedgaugePassed: return "Passé"; case .mixedgaugeCompleted: return "Terminé"; case .mixedgaugeChecked: return "Vérifié"; case .mixedgaugeDone: return "Fini"; case .mixedgaugeSkipped: return "Ignoré"; case .mixedgaugeInProgress: return "En cours"; case .mixedgaugeNA: return "N/A"; case .mixedgaugeOverallProgress: return "Avancement global" }
    }

    static func fur(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Sì"; case .buttonNo: return "No"; case .buttonOk: return "OK"; case .buttonCancel: return "Anule"; case .buttonExit: return "JES"; case .buttonExtra: return "Adizionâl"; case .buttonHelp: return "Jutori"; case .inputmenuRename: return "Cambie non"; case .calendarMonth: return "Mês"; case .calendarYear: return "An"; case .fselectDirectories: return "Cartelis"; case .fselectFiles: return "File"; case .mixedgaugeSucceeded: return "Riessût"; case .mixedgaugeFailed: return "Falît"; case .mixedgaugePassed: return "Superât"; case .mixedgaugeCompleted: return "Completât"; case .mixedgaugeChecked: return "Controlât"; case .mixedgaugeDone: return "Fat"; case .mixedgaugeSkipped: return "Saltât"; case .mixedgaugeInProgress: return "In cors"; case .mixedgaugeNA: return "N/D"; case .mixedgaugeOverallProgress: return "Progrès gjenerâl" }
    }

    static func ga(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Tá"; case .buttonNo: return "Níl"; case .buttonOk: return "OK"; case .buttonCancel: return "Cealaigh"; case .buttonExit: return "SCOIR"; case .buttonExtra: return "Breise"; case .buttonHelp: return "Cabhair"; case .inputmenuRename: return "Athainmnigh"; case .calendarMonth: return "Mí"; case .calendarYear: return "Bliain"; case .fselectDirectories: return "Comhadlanna"; case .fselectFiles: return "Comhaid"; case .mixedgaugeSucceeded: return "D'éirigh leis"; case .mixedgaugeFailed: return "Teipthe"; case .mixedgaugePassed: return "Ceadaithe"; case .mixedgaugeCompleted: return "Críochnaithe"; case .mixedgaugeChecked: return "Deimhnithe"; case .mixedgaugeDone: return "Déanta"; case .mixedgaugeSkipped: return "Scipeáilte"; case .mixedgaugeInProgress: return "Faoi Shiúl"; case .mixedgaugeNA: return "N/A/F"; case .mixedgaugeOverallProgress: return "Dul Chun Cinn Iomlán" }
    }

    static func gd(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Tha"; case .buttonNo: return "Chan eil"; case .buttonOk: return "Ceart ma-thà"; case .buttonCancel: return "Sguir dheth"; case .buttonExit: return "FÀG AN-SEO"; case .buttonExtra: return "Barrachd"; case .buttonHelp: return "Cobhair"; case .inputmenuRename: return "Cuir ainm ùr air"; case .calendarMonth: return "Mìos"; case .calendarYear: return "Bliadhna"; case .fselectDirectories: return "Pasganan"; case .fselectFiles: return "Faidhlichean"; case .mixedgaugeSucceeded: return "Soirbheachail"; case .mixedgaugeFailed: return "Dh'fhàillig leis"; case .mixedgaugePassed: return "Soirbheachail"; case .mixedgaugeCompleted: return "Coileanta"; case .mixedgaugeChecked: return "Air a dhearbhadh"; case .mixedgaugeDone: return "Dèanta"; case .mixedgaugeSkipped: return "Air a leigeil seachad"; case .mixedgaugeInProgress: return "A' dol air adhart"; case .mixedgaugeNA: return "Chan eil seo iomchaidh"; case .mixedgaugeOverallProgress: return "Adhartas san fharsaingeachd" }
    }

    static func gl(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Si"; case .buttonNo: return "Non"; case .buttonOk: return "Aceptar"; case .buttonCancel: return "Cancelar"; case .buttonExit: return "SAÍR"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Axuda"; case .inputmenuRename: return "Renomear"; case .calendarMonth: return "Mes"; case .calendarYear: return "Ano"; case .fselectDirectories: return "Directorios"; case .fselectFiles: return "Ficheiros"; case .mixedgaugeSucceeded: return "Conseguido"; case .mixedgaugeFailed: return "Fallou"; case .mixedgaugePassed: return "Correcto"; case .mixedgaugeCompleted: return "Completado"; case .mixedgaugeChecked: return "Seleccionado"; case .mixedgaugeDone: return "Feito"; case .mixedgaugeSkipped: return "Omitido"; case .mixedgaugeInProgress: return "En progreso"; case .mixedgaugeNA: return "Non dispoñíbel"; case .mixedgaugeOverallProgress: return "Progreso total" }
    }

    static func hi(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "हाँ"; case .buttonNo: return "नहीं"; case .buttonOk: return "ठीक"; case .buttonCancel: return "रद्द करें"; case .buttonExit: return "निर्गम"; case .buttonExtra: return "अतिरिक्त"; case .buttonHelp: return "मदद"; case .inputmenuRename: return "पुनःनामकरण"; case .calendarMonth: return "महीना"; case .calendarYear: return "वर्ष"; case .fselectDirectories: return "निर्देशिका"; case .fselectFiles: return "संचिका"; case .mixedgaugeSucceeded: return "सफल"; case .mixedgaugeFailed: return "सफल"; case .mixedgaugePassed: return "पास"; case .mixedgaugeCompleted: return "सम्पूरित"; case .mixedgaugeChecked: return "अवरुद्ध"; case .mixedgaugeDone: return "सफल "; case .mixedgaugeSkipped: return "छोड़ दिया"; case .mixedgaugeInProgress: return "प्रगति में है"; case .mixedgaugeNA: return "लागू नहीं"; case .mixedgaugeOverallProgress: return "समग्र प्रगति" }
    }

    static func hr(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Da"; case .buttonNo: return "Ne"; case .buttonOk: return "U redu"; case .buttonCancel: return "Odustani"; case .buttonExit: return "IZLAZ"; case .buttonExtra: return "Dodatno"; case .buttonHelp: return "Pomoć"; case .inputmenuRename: return "Preimenuj"; case .calendarMonth: return "Mjesec"; case .calendarYear: return "Godina"; case .fselectDirectories: return "Direktoriji"; case .fselectFiles: return "Datoteke"; case .mixedgaugeSucceeded: return "Uspjeh"; case .mixedgaugeFailed: return "Neuspjeh"; case .mixedgaugePassed: return "Prošlo"; case .mixedgaugeCompleted: return "Završeno"; case .mixedgaugeChecked: return "Provjereno"; case .mixedgaugeDone: return "Gotovo"; case .mixedgaugeSkipped: return "Preskočeno"; case .mixedgaugeInProgress: return "U tijeku"; case .mixedgaugeNA: return "Nedostupno"; case .mixedgaugeOverallProgress: return "Ukupni napredak" }
    }

    static func hu(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Igen"; case .buttonNo: return "Nem"; case .buttonOk: return "OK"; case .buttonCancel: return "Mégse"; case .buttonExit: return "KILÉPÉS"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Súgó"; case .inputmenuRename: return "Átnevezés"; case .calendarMonth: return "Hónap"; case .calendarYear: return "Év"; case .fselectDirectories: return "Könyvtárak"; case .fselectFiles: return "Fájlok"; case .mixedgaugeSucceeded: return "Sikerült"; case .mixedgaugeFailed: return "Meghiúsult"; case .mixedgaugePassed: return "Teljesült"; case .mixedgaugeCompleted: return "Befejezve"; case .mixedgaugeChecked: return "Bejelölve"; case .mixedgaugeDone: return "Kész"; case .mixedgaugeSkipped: return "Kihagyva"; case .mixedgaugeInProgress: return "Folyamatban"; case .mixedgaugeNA: return "N/A"; case .mixedgaugeOverallProgress: return "Teljes folyamat" }
    }

    static func ia(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Si"; case .buttonNo: return "No"; case .buttonOk: return "OK"; case .buttonCancel: return "Annullar"; case .buttonExit: return "SORTIR"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Adjuta"; case .inputmenuRename: return "Renominar"; case .calendarMonth: return "Mense"; case .calendarYear: return "Anno"; case .fselectDirectories: return "Directorios"; case .fselectFiles: return "Files"; case .mixedgaugeSucceeded: return "Succedite"; case .mixedgaugeFailed: return "Fallite"; case .mixedgaugePassed: return "Passate"; case .mixedgaugeCompleted: return "Completate"; case .mixedgaugeChecked: return "Controlate"; case .mixedgaugeDone: return "Facite"; case .mixedgaugeSkipped: return "Saltate"; case .mixedgaugeInProgress: return "In curso"; case .mixedgaugeNA: return "N/A"; case .mixedgaugeOverallProgress: return "Progresso general" }
    }

    static func id(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Ya"; case .buttonNo: return "Tidak"; case .buttonOk: return "OK"; case .buttonCancel: return "Batal"; case .buttonExit: return "KELUAR"; case .buttonExtra: return "Ekstra"; case .buttonHelp: return "Bantuan"; case .inputmenuRename: return "Ganti Nama"; case .calendarMonth: return "Bulan"; case .calendarYear: return "Tahun"; case .fselectDirectories: return "Kamus"; case .fselectFiles: return "Berkas"; case .mixedgaugeSucceeded: return "Sukses"; case .mixedgaugeFailed: return "Gagal"; case .mixedgaugePassed: return "Lulus"; case .mixedgaugeCompleted: return "Selesai"; case .mixedgaugeChecked: return "Diperiksa"; case .mixedgaugeDone: return "Selesai"; case .mixedgaugeSkipped: return "Dilewati"; case .mixedgaugeInProgress: return "Dalam Proses"; case .mixedgaugeNA: return "Tak Tersedia"; case .mixedgaugeOverallProgress: return "Keseluruhan Proses" }
    }

    static func `is`(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Já"; case .buttonNo: return "Nei"; case .buttonOk: return "Í lagi"; case .buttonCancel: return "Hætta við"; case .buttonExit: return "LOKA"; case .buttonExtra: return "Auka"; case .buttonHelp: return "Hjálp"; case .inputmenuRename: return "Endurnefna"; case .calendarMonth: return "Mánuður"; case .calendarYear: return "Ár"; case .fselectDirectories: return "Möppur"; case .fselectFiles: return "Skrár"; case .mixedgaugeSucceeded: return "Tókst"; case .mixedgaugeFailed: return "Mistókst"; case .mixedgaugePassed: return "Stóðst prófun"; case .mixedgaugeCompleted: return "Fullgert"; case .mixedgaugeChecked: return "Athugað"; case .mixedgaugeDone: return "Lokið"; case .mixedgaugeSkipped: return "Sleppt"; case .mixedgaugeInProgress: return "Í vinnslu"; case .mixedgaugeNA: return "Ekki tiltækt"; case .mixedgaugeOverallProgress: return "Heildarframvinda" }
    }

    static func it(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Sì"; case .buttonNo: return "No"; case .buttonOk: return "OK"; case .buttonCancel: return "Annulla"; case .buttonExit: return "Esci"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Aiuto"; case .inputmenuRename: return "Rinomina"; case .calendarMonth: return "Mese"; case .calendarYear: return "Anno"; case .fselectDirectories: return "Cartelle"; case .fselectFiles: return "File"; case .mixedgaugeSucceeded: return "Riuscito"; case .mixedgaugeFailed: return "Fallito"; case .mixedgaugePassed: return "Superato"; case .mixedgaugeCompleted: return "Completato"; case .mixedgaugeChecked: return "Controllato"; case .mixedgaugeDone: return "Fatto"; case .mixedgaugeSkipped: return "Saltato"; case .mixedgaugeInProgress: return "In corso"; case .mixedgaugeNA: return "N/A"; case .mixedgaugeOverallProgress: return "Progresso complessivo" }
    }

    static func ja(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "はい"; case .buttonNo: return "いいえ"; case .buttonOk: return "了解"; case .buttonCancel: return "取消"; case .buttonExit: return "終了"; case .buttonExtra: return "拡張"; case .buttonHelp: return "ヘルプ"; case .inputmenuRename: return "名前変更"; case .calendarMonth: return "月"; case .calendarYear: return "年"; case .fselectDirectories: return "ディレクトリ"; case .fselectFiles: return "ファイル"; case .mixedgaugeSucceeded: return "成功"; case .mixedgaugeFailed: return "失敗"; case .mixedgaugePassed: return "パス"; case .mixedgaugeCompleted: return "完了"; case .mixedgaugeChecked: return "確認終了"; case .mixedgaugeDone: return "終了"; case .mixedgaugeSkipped: return "スキップ"; case .mixedgaugeInProgress: return "処理中"; case .mixedgaugeNA: return "無効"; case .mixedgaugeOverallProgress: return "全体の進行状況" }
    }

    static func ka(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "დიახ"; case .buttonNo: return "არა"; case .buttonOk: return "დიახ"; case .buttonCancel: return "გაუქმება"; case .buttonExit: return "გასვლა"; case .buttonExtra: return "დამატებით"; case .buttonHelp: return "დახმარება"; case .inputmenuRename: return "სახელის გადარქმევა"; case .calendarMonth: return "თვე"; case .calendarYear: return "წელი"; case .fselectDirectories: return "საქაღალდეები"; case .fselectFiles: return "ფაილები"; case .mixedgaugeSucceeded: return "წარმატებით"; case .mixedgaugeFailed: return "შეცდომა"; case .mixedgaugePassed: return "გაიარა"; case .mixedgaugeCompleted: return "დასრულებულია"; case .mixedgaugeChecked: return "შემოწმებულია"; case .mixedgaugeDone: return "დასრულებული"; case .mixedgaugeSkipped: return "გამოტოვებულია"; case .mixedgaugeInProgress: return "მიმდინარეობს"; case .mixedgaugeNA: return "არარსებული"; case .mixedgaugeOverallProgress: return "სრული მიდინარეობა" }
    }

    static func ku(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Erê"; case .buttonNo: return "Na"; case .buttonOk: return "TEMAM"; case .buttonCancel: return "Betal"; case .buttonExit: return "DERKETIN"; case .buttonExtra: return "Ekstra"; case .buttonHelp: return "Alîkarî"; case .inputmenuRename: return "Nav guherandin"; case .calendarMonth: return "Meh"; case .calendarYear: return "Sal"; case .fselectDirectories: return "Peldank"; case .fselectFiles: return "Pel"; case .mixedgaugeSucceeded: return "Biserket"; case .mixedgaugeFailed: return "Biserneket"; case .mixedgaugePassed: return "Derbas bû"; case .mixedgaugeCompleted: return "Temamkirî"; case .mixedgaugeChecked: return "Kontrolkirî"; case .mixedgaugeDone: return "Xelas"; case .mixedgaugeSkipped: return "Derbaskirî"; case .mixedgaugeInProgress: return "Didome"; case .mixedgaugeNA: return "Tune"; case .mixedgaugeOverallProgress: return "Pêşketina Giştî" }
    }

    static func lt(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Taip"; case .buttonNo: return "Ne"; case .buttonOk: return "Gerai"; case .buttonCancel: return "Atsisakyti"; case .buttonExit: return "IŠEITI"; case .buttonExtra: return "Kita"; case .buttonHelp: return "Žinynas"; case .inputmenuRename: return "Pervadinti"; case .calendarMonth: return "Mėnuo"; case .calendarYear: return "Metai"; case .fselectDirectories: return "Aplankai"; case .fselectFiles: return "Failai"; case .mixedgaugeSucceeded: return "Pavyko"; case .mixedgaugeFailed: return "Nepavyko"; case .mixedgaugePassed: return "Praeita"; case .mixedgaugeCompleted: return "Užbaigta"; case .mixedgaugeChecked: return "Patikrinta"; case .mixedgaugeDone: return "Atlikta"; case .mixedgaugeSkipped: return "Praleista"; case .mixedgaugeInProgress: return "Vykdoma"; case .mixedgaugeNA: return "Nepasiekiama"; case .mixedgaugeOverallProgress: return "Bendras progresas" }
    }

    static func lv(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Jā"; case .buttonNo: return "Nē"; case .buttonOk: return "Labi"; case .buttonCancel: return "Atcelt"; case .buttonExit: return "IZIET"; case .buttonExtra: return "Papildus"; case .buttonHelp: return "Palīdzība"; case .inputmenuRename: return "Pārdēvēt"; case .calendarMonth: return "Mēnesis"; case .calendarYear: return "Gads"; case .fselectDirectories: return "Direktorijas"; case .fselectFiles: return "Datnes"; case .mixedgaugeSucceeded: return "Izdevies"; case .mixedgaugeFailed: return "Neizdevies"; case .mixedgaugePassed: return "Iziets"; case .mixedgaugeCompleted: return "Pabeigts"; case .mixedgaugeChecked: return "Pārbaudīts"; case .mixedgaugeDone: return "Pabeigts"; case .mixedgaugeSkipped: return "Izlaists"; case .mixedgaugeInProgress: return "Tiek apstrādāts"; case .mixedgaugeNA: return "n/z"; case .mixedgaugeOverallProgress: return "Vispārējais progress" }
    }

    static func mg(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Eny"; case .buttonNo: return "Tsia"; case .buttonOk: return "Ekena"; case .buttonCancel: return "Ajanony"; default: return en(key) }
    }

    static func mk(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Да"; case .buttonNo: return "Не"; case .buttonOk: return "Во ред"; case .buttonCancel: return "Откажи"; default: return en(key) }
    }

    static func ms(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Ya"; case .buttonNo: return "Tidak"; case .buttonOk: return "OK"; case .buttonCancel: return "Batal"; case .buttonExit: return "KELUAR"; case .buttonExtra: return "Ekstra"; case .buttonHelp: return "Bantuan"; case .inputmenuRename: return "Tukar nama"; case .calendarMonth: return "Bulan"; case .calendarYear: return "Tahun"; case .fselectDirectories: return "Direktori"; case .fselectFiles: return "Fail"; case .mixedgaugeSucceeded: return "Berjaya"; case .mixedgaugeFailed: return "Gagal"; case .mixedgaugePassed: return "Lulus"; case .mixedgaugeCompleted: return "Selesai"; case .mixedgaugeChecked: return "Diperiksa"; case .mixedgaugeDone: return "Selesai"; case .mixedgaugeSkipped: return "Dilangkau"; case .mixedgaugeInProgress: return "Sedang Dilaksanakan"; case .mixedgaugeNA: return "Tiada"; case .mixedgaugeOverallProgress: return "Kemajuan Keseluruhan" }
    }

    static func nb(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Ja"; case .buttonNo: return "Nei"; case .buttonOk: return "OK"; case .buttonCancel: return "Avbryt"; case .buttonExit: return "AVSLUTT"; case .buttonExtra: return "Ekstra"; case .buttonHelp: return "Hjelp"; case .inputmenuRename: return "Endre navn"; case .calendarMonth: return "Måned"; case .calendarYear: return "År"; case .fselectDirectories: return "Mapper"; case .fselectFiles: return "Filer"; case .mixedgaugeSucceeded: return "Vellykktes"; case .mixedgaugeFailed: return "Feilet"; case .mixedgaugePassed: return "Bestått"; case .mixedgaugeCompleted: return "Fullført"; case .mixedgaugeChecked: return "Kontrollert"; case .mixedgaugeDone: return "Ferdig"; case .mixedgaugeSkipped: return "Ignorert"; case .mixedgaugeInProgress: return "I gang"; case .mixedgaugeNA: return "-"; case .mixedgaugeOverallProgress: return "Total fremdrift" }
    }

    static func nl(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Ja"; case .buttonNo: return "Nee"; case .buttonOk: return "OK"; case .buttonCancel: return "Annuleren"; case .buttonExit: return "Afsluiten"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Help"; case .inputmenuRename: return "Hernoemen"; case .calendarMonth: return "Maand"; case .calendarYear: return "Jaar"; case .fselectDirectories: return "Mappen"; case .fselectFiles: return "Bestanden"; case .mixedgaugeSucceeded: return "Gelukt"; case .mixedgaugeFailed: return "Mislukt"; case .mixedgaugePassed: return "Geslaagd"; case .mixedgaugeCompleted: return "Voltooid"; case .mixedgaugeChecked: return "Gecontroleerd"; case .mixedgaugeDone: return "Klaar"; case .mixedgaugeSkipped: return "Overgeslagen"; case .mixedgaugeInProgress: return "Bezig"; case .mixedgaugeNA: return "Onbeschikbaar"; case .mixedgaugeOverallProgress: return "Voortgang" }
    }

    static func pl(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Tak"; case .buttonNo: return "Nie"; case .buttonOk: return "OK"; case .buttonCancel: return "Anuluj"; case .buttonExit: return "WYJDŹ"; case .buttonExtra: return "Ekstra"; case .buttonHelp: return "Pomoc"; case .inputmenuRename: return "Zmień nazwę"; case .calendarMonth: return "Miesiąc"; case .calendarYear: return "Rok"; case .fselectDirectories: return "Katalogi"; case .fselectFiles: return "Pliki"; case .mixedgaugeSucceeded: return "Udane"; case .mixedgaugeFailed: return "Niepowodzone"; case .mixedgaugePassed: return "Przeszłe"; case .mixedgaugeCompleted: return "Zakończone"; case .mixedgaugeChecked: return "Sprawdzone"; case .mixedgaugeDone: return "Gotowe"; case .mixedgaugeSkipped: return "Pominięte"; case .mixedgaugeInProgress: return "W toku"; case .mixedgaugeNA: return "Brak"; case .mixedgaugeOverallProgress: return "Ogólny postęp" }
    }

    static func pt(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Sim"; case .buttonNo: return "Não"; case .buttonOk: return "Aceitar"; case .buttonCancel: return "Cancelar"; case .buttonExit: return "SAIR"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Ajuda"; case .inputmenuRename: return "Renomear"; case .calendarMonth: return "Mês"; case .calendarYear: return "Ano"; case .fselectDirectories: return "Pastas"; case .fselectFiles: return "Ficheiros"; case .mixedgaugeSucceeded: return "Sucesso"; case .mixedgaugeFailed: return "Falha"; case .mixedgaugePassed: return "Passou"; case .mixedgaugeCompleted: return "Concluído"; case .mixedgaugeChecked: return "Verificado"; case .mixedgaugeDone: return "Feito"; case .mixedgaugeSkipped: return "Ignorado"; case .mixedgaugeInProgress: return "Em Curso"; case .mixedgaugeNA: return "N/D"; case .mixedgaugeOverallProgress: return "Progresso geral" }
    }

    static func ptBR(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Sim"; case .buttonNo: return "Não"; case .buttonOk: return "Aceitar"; case .buttonCancel: return "Cancelar"; case .buttonExit: return "Sair"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Ajuda"; case .inputmenuRename: return "Renomear"; case .calendarMonth: return "Mês"; case .calendarYear: return "Ano"; case .fselectDirectories: return "Diretórios"; case .fselectFiles: return "Arquivos"; case .mixedgaugeSucceeded: return "Sucesso"; case .mixedgaugeFailed: return "Falhou"; case .mixedgaugePassed: return "Passou"; case .mixedgaugeCompleted: return "Completo"; case .mixedgaugeChecked: return "Checado"; case .mixedgaugeDone: return "Feito"; case .mixedgaugeSkipped: return "Pulado"; case .mixedgaugeInProgress: return "Em Progresso"; case .mixedgaugeNA: return "N/A"; case .mixedgaugeOverallProgress: return "Progresso Global" }
    }

    static func rm(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Schi"; case .buttonNo: return "Na"; case .buttonOk: return "OK"; case .buttonCancel: return "Laschar star"; case .buttonExit: return "SORTIR"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Agüd"; case .inputmenuRename: return "Müdar nom"; case .calendarMonth: return "Mais"; case .calendarYear: return "On"; case .fselectFiles: return "Datotecas"; default: return en(key) }
    }

    static func ro(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Da"; case .buttonNo: return "Nu"; case .buttonOk: return "OK"; case .buttonCancel: return "Renunță"; case .buttonExit: return "Ieșire"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Ajutor"; case .inputmenuRename: return "Redenumește"; case .calendarMonth: return "Lună"; case .calendarYear: return "An"; case .fselectDirectories: return "Directoare"; case .fselectFiles: return "Fișiere"; case .mixedgaugeSucceeded: return "A reușit"; case .mixedgaugeFailed: return "A eșuat"; case .mixedgaugePassed: return "A trecut"; case .mixedgaugeCompleted: return "Efectuat"; case .mixedgaugeChecked: return "Verificat"; case .mixedgaugeDone: return "Gata"; case .mixedgaugeSkipped: return "Omis"; case .mixedgaugeInProgress: return "În curs"; case .mixedgaugeNA: return "N/A"; case .mixedgaugeOverallProgress: return "Progres global" }
    }

    static func ru(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Да"; case .buttonNo: return "Нет"; case .buttonOk: return "OK"; case .buttonCancel: return "Отмена"; case .buttonExit: return "Выход"; case .buttonExtra: return "Дополнительно"; case .buttonHelp: return "Справка"; case .inputmenuRename: return "Переименовать"; case .calendarMonth: return "Месяц"; case .calendarYear: return "Год"; case .fselectDirectories: return "Каталоги"; case .fselectFiles: return "Файлы"; case .mixedgaugeSucceeded: return "Успешно"; case .mixedgaugeFailed: return "Неудачно"; case .mixedgaugePassed: return "Пройдено"; case .mixedgaugeCompleted: return "Завершено"; case .mixedgaugeChecked: return "Проверено"; case .mixedgaugeDone: return "Выполнено"; case .mixedgaugeSkipped: return "Пропущено"; case .mixedgaugeInProgress: return "Выполняется"; case .mixedgaugeNA: return "Н/Д"; case .mixedgaugeOverallProgress: return "Всего выполнено" }
    }

    static func rw(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Yego"; case .buttonNo: return "Oya"; case .buttonOk: return "OKE"; case .buttonCancel: return "Kureka"; case .buttonHelp: return "Gufasha"; case .inputmenuRename: return "Guhindura izina"; case .calendarMonth: return "Ukwezi"; case .calendarYear: return "Umwaka"; case .fselectDirectories: return "ububiko bw'amaderese"; case .fselectFiles: return "amadosiye"; default: return en(key) }
    }

    static func sk(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Áno"; case .buttonNo: return "Nie"; case .buttonOk: return "OK"; case .buttonCancel: return "Zrušiť"; case .buttonExit: return "VÝCHOD"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Pomoc"; case .inputmenuRename: return "Premenovať"; case .calendarMonth: return "Mesiac"; case .calendarYear: return "Rok"; case .fselectDirectories: return "Adresáre"; case .fselectFiles: return "Súbory"; case .mixedgaugeSucceeded: return "Vporiadku"; case .mixedgaugeFailed: return "S chybou"; case .mixedgaugePassed: return "Prešlo"; case .mixedgaugeCompleted: return "Skompletované"; case .mixedgaugeChecked: return "Skontrolované"; case .mixedgaugeDone: return "Dokončené"; case .mixedgaugeSkipped: return "Preskočené"; case .mixedgaugeInProgress: return "Spracováva"; case .mixedgaugeNA: return "N/A"; case .mixedgaugeOverallProgress: return "Celkový pokrok" }
    }

    static func sl(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Da"; case .buttonNo: return "Ne"; case .buttonOk: return "V redu"; case .buttonCancel: return "Prekliči"; case .buttonExit: return "IZHOD"; case .buttonExtra: return "Dodatno"; case .buttonHelp: return "Pomoč"; case .inputmenuRename: return "Preimenuj"; case .calendarMonth: return "Mesec"; case .calendarYear: return "Leto"; case .fselectDirectories: return "Imeniki"; case .fselectFiles: return "Datoteke"; case .mixedgaugeSucceeded: return "Uspelo"; case .mixedgaugeFailed: return "Spodletelo"; case .mixedgaugePassed: return "Prestalo"; case .mixedgaugeCompleted: return "Končano"; case .mixedgaugeChecked: return "Preverjeno"; case .mixedgaugeDone: return "Opravljeno"; case .mixedgaugeSkipped: return "Preskočeno"; case .mixedgaugeInProgress: return "V teku"; case .mixedgaugeNA: return "N/A"; case .mixedgaugeOverallProgress: return "Skupni napredek" }
    }

    static func sq(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Po"; case .buttonNo: return "Jo"; case .buttonOk: return "OK"; case .buttonCancel: return "Anuloje"; case .buttonExit: return "DALJE"; case .buttonExtra: return "Ekstra"; case .buttonHelp: return "Ndihmë"; case .inputmenuRename: return "Riemërtoje"; case .calendarMonth: return "Muaj"; case .calendarYear: return "Vit"; case .fselectDirectories: return "Drejtori"; case .fselectFiles: return "Kartela"; case .mixedgaugeSucceeded: return "Doli me sukses"; case .mixedgaugeFailed: return "Dështoi"; case .mixedgaugePassed: return "Kaloi"; case .mixedgaugeCompleted: return "U plotësua"; case .mixedgaugeChecked: return "U kontrollua"; case .mixedgaugeDone: return "U bë"; case .mixedgaugeSkipped: return "U anashkalua"; case .mixedgaugeInProgress: return "Në ecuri e sipër"; case .mixedgaugeNA: return "N/A"; case .mixedgaugeOverallProgress: return "Ecuri Gjithsej" }
    }

    static func sr(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Да"; case .buttonNo: return "Не"; case .buttonOk: return "У реду"; case .buttonCancel: return "Поништи"; case .buttonExit: return "ИЗЛАЗ"; case .buttonExtra: return "Додатно"; case .buttonHelp: return "Помоћ"; case .inputmenuRename: return "Преименуј"; case .calendarMonth: return "Месец"; case .calendarYear: return "Година"; case .fselectDirectories: return "Директоријуми"; case .fselectFiles: return "Датотеке"; case .mixedgaugeSucceeded: return "Успешно"; case .mixedgaugeFailed: return "Неуспешно"; case .mixedgaugePassed: return "Прошло"; case .mixedgaugeCompleted: return "Завршено"; case .mixedgaugeChecked: return "Проверено"; case .mixedgaugeDone: return "Урађено"; case .mixedgaugeSkipped: return "Прескочено"; case .mixedgaugeInProgress: return "У току"; case .mixedgaugeNA: return "Н/Д"; case .mixedgaugeOverallProgress: return "Укупно напредовање" }
    }

    static func sv(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Ja"; case .buttonNo: return "Nej"; case .buttonOk: return "OK"; case .buttonCancel: return "Avbryt"; case .buttonExit: return "AVSLUTA"; case .buttonExtra: return "Extra"; case .buttonHelp: return "Hjälp"; case .inputmenuRename: return "Byt namn"; case .calendarMonth: return "Månad"; case .calendarYear: return "År"; case .fselectDirectories: return "Kataloger"; case .fselectFiles: return "Filer"; case .mixedgaugeSucceeded: return "Lyckades"; case .mixedgaugeFailed: return "Misslyckades"; case .mixedgaugePassed: return "Klarades"; case .mixedgaugeCompleted: return "Färdig"; case .mixedgaugeChecked: return "Kontrollerad"; case .mixedgaugeDone: return "Klar"; case .mixedgaugeSkipped: return "Hoppades över"; case .mixedgaugeInProgress: return "Pågår"; case .mixedgaugeNA: return "Inte tillgänglig"; case .mixedgaugeOverallProgress: return "Totalt förlopp" }
    }

    static func sw(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Ndio"; case .buttonNo: return "Hapana"; case .buttonOk: return "Sawa"; case .buttonCancel: return "Ghahiri"; case .buttonExit: return "Funga"; case .buttonExtra: return "Nyongeza"; case .buttonHelp: return "Msaada"; case .inputmenuRename: return "Badili jina"; case .calendarMonth: return "Mwezi"; case .calendarYear: return "Mwaka"; case .fselectDirectories: return "Masaraka"; case .fselectFiles: return "Mafaili"; case .mixedgaugeSucceeded: return "Inefanikiwa"; case .mixedgaugeFailed: return "Imeshindwa"; case .mixedgaugePassed: return "Imepita"; case .mixedgaugeCompleted: return "Imekamilika"; case .mixedgaugeChecked: return "Imetikiwa"; case .mixedgaugeDone: return "Imemaliza"; case .mixedgaugeSkipped: return "Imerukwa"; case .mixedgaugeInProgress: return "Inaendelea"; case .mixedgaugeNA: return "Haitumiki"; case .mixedgaugeOverallProgress: return "Maendeleo kwa ujumla" }
    }

    static func th(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "ใช่"; case .buttonNo: return "ไม่"; case .buttonOk: return "ตกลง"; case .buttonCancel: return "ยกเลิก"; case .buttonExit: return "ออก"; case .buttonExtra: return "เพิ่มเติม"; case .buttonHelp: return "ช่วยเหลือ"; case .inputmenuRename: return "เปลี่ยนชื่อ"; case .calendarMonth: return "เดือน"; case .calendarYear: return "ปี"; case .fselectDirectories: return "ไดเร็กทอรี่"; case .fselectFiles: return "ไฟล์"; case .mixedgaugeSucceeded: return "สำเร็จ"; case .mixedgaugeFailed: return "ล้มเหลว"; case .mixedgaugePassed: return "ผ่าน"; case .mixedgaugeCompleted: return "เสร็จสิ้น"; case .mixedgaugeChecked: return "กาเครื่องหมาย"; case .mixedgaugeDone: return "เรียบร้อย"; case .mixedgaugeSkipped: return "ข้าม"; case .mixedgaugeInProgress: return "กำลังดำเนินการ"; case .mixedgaugeNA: return "ไม่มีอยู่"; case .mixedgaugeOverallProgress: return "ความก้าวหน้าทั้งสิ้น" }
    }

    static func tr(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Evet"; case .buttonNo: return "Hayır"; case .buttonOk: return "Tamam"; case .buttonCancel: return "İptal"; case .buttonExit: return "ÇIKIŞ"; case .buttonExtra: return "Ek"; case .buttonHelp: return "Yardım"; case .inputmenuRename: return "Yeniden adlandır"; case .calendarMonth: return "Ay"; case .calendarYear: return "Yıl"; case .fselectDirectories: return "Dizinler"; case .fselectFiles: return "Dosyalar"; case .mixedgaugeSucceeded: return "Başarılı"; case .mixedgaugeFailed: return "Başarısız"; case .mixedgaugePassed: return "Geçti"; case .mixedgaugeCompleted: return "Tamamlandı"; case .mixedgaugeChecked: return "Denetlendi"; case .mixedgaugeDone: return "Bitti"; case .mixedgaugeSkipped: return "Atlandı"; case .mixedgaugeInProgress: return "Sürüyor"; case .mixedgaugeNA: return "Yok"; case .mixedgaugeOverallProgress: return "Genel İlerleme" }
    }

    static func uk(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Так"; case .buttonNo: return "Ні"; case .buttonOk: return "Гаразд"; case .buttonCancel: return "Скасувати"; case .buttonExit: return "ВИЙТИ"; case .buttonExtra: return "Додатково"; case .buttonHelp: return "Допомога"; case .inputmenuRename: return "Перейменувати"; case .calendarMonth: return "Місяць"; case .calendarYear: return "Рік"; case .fselectDirectories: return "Каталоги"; case .fselectFiles: return "Файли"; case .mixedgaugeSucceeded: return "Виконано"; case .mixedgaugeFailed: return "Помилка"; case .mixedgaugePassed: return "Пройдено"; case .mixedgaugeCompleted: return "Завершено"; case .mixedgaugeChecked: return "Перевірено"; case .mixedgaugeDone: return "Виконано"; case .mixedgaugeSkipped: return "Пропущено"; case .mixedgaugeInProgress: return "Виконується"; case .mixedgaugeNA: return "Н/д"; case .mixedgaugeOverallProgress: return "Загальний поступ" }
    }

    static func vi(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Có"; case .buttonNo: return "Không"; case .buttonOk: return "OK"; case .buttonCancel: return "Thôi"; case .buttonExit: return "THOÁT"; case .buttonExtra: return "Thêm"; case .buttonHelp: return "Trợ giúp"; case .inputmenuRename: return "Thay tên"; case .calendarMonth: return "Tháng"; case .calendarYear: return "Năm"; case .fselectDirectories: return "Thư mục"; case .fselectFiles: return "Tập tin"; case .mixedgaugeSucceeded: return "Thành công"; case .mixedgaugeFailed: return "Trượt"; case .mixedgaugePassed: return "Đỗ"; case .mixedgaugeCompleted: return "Hoàn toàn"; case .mixedgaugeChecked: return "Đã kiểm tra"; case .mixedgaugeDone: return "Hoàn tất"; case .mixedgaugeSkipped: return "Bị bỏ qua"; case .mixedgaugeInProgress: return "Đang chạy"; case .mixedgaugeNA: return "Không có"; case .mixedgaugeOverallProgress: return "Toàn tiến hành" }
    }

    static func wa(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "Oyi"; case .buttonNo: return "Neni"; case .buttonOk: return "'l est bon"; case .buttonCancel: return "Rinoncî"; case .buttonExit: return "Moussî foû"; case .buttonExtra: return "Rawete"; case .buttonHelp: return "Aidance"; case .inputmenuRename: return "Rilomer"; case .calendarMonth: return "Moes"; case .calendarYear: return "Anêye"; case .fselectDirectories: return "Ridants"; case .fselectFiles: return "Fitchîs"; case .mixedgaugeSucceeded: return "Succès"; case .mixedgaugeFailed: return "Berwete"; case .mixedgaugePassed: return "Passé"; case .mixedgaugeCompleted: return "Tot fwait"; case .mixedgaugeChecked: return "Verifyî"; case .mixedgaugeDone: return "Fwait"; case .mixedgaugeSkipped: return "Passé houte"; case .mixedgaugeInProgress: return "En alaedje"; case .mixedgaugeNA: return "N/D"; case .mixedgaugeOverallProgress: return "Avançmint" }
    }

    static func zhCN(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "是"; case .buttonNo: return "否"; case .buttonOk: return "确认"; case .buttonCancel: return "取消"; case .buttonExit: return "退出"; case .buttonExtra: return "附加"; case .buttonHelp: return "帮助"; case .inputmenuRename: return "重命名"; case .calendarMonth: return "月"; case .calendarYear: return "年"; case .fselectDirectories: return "目录"; case .fselectFiles: return "文件"; case .mixedgaugeSucceeded: return "成功"; case .mixedgaugeFailed: return "失败"; case .mixedgaugePassed: return "已跳过"; case .mixedgaugeCompleted: return "已完成"; case .mixedgaugeChecked: return "已检查"; case .mixedgaugeDone: return "完成"; case .mixedgaugeSkipped: return "跳过"; case .mixedgaugeInProgress: return "进行中"; case .mixedgaugeNA: return "N/A"; case .mixedgaugeOverallProgress: return "整体进度" }
    }

    static func zhTW(_ key: DialogLabelKey) -> String {
        switch key { case .buttonYes: return "是"; case .buttonNo: return "否"; case .buttonOk: return "確定"; case .buttonCancel: return "取消"; case .buttonExit: return "離開"; case .buttonExtra: return "其他"; case .buttonHelp: return "求助"; case .inputmenuRename: return "更名"; case .calendarMonth: return "月"; case .calendarYear: return "年"; case .fselectDirectories: return "目錄"; case .fselectFiles: return "檔案"; case .mixedgaugeSucceeded: return "成功"; case .mixedgaugeFailed: return "失敗"; case .mixedgaugePassed: return "通過"; case .mixedgaugeCompleted: return "完成"; case .mixedgaugeChecked: return "已檢查"; case .mixedgaugeDone: return "完成"; case .mixedgaugeSkipped: return "略過"; case .mixedgaugeInProgress: return "正在進行"; case .mixedgaugeNA: return "不明"; case .mixedgaugeOverallProgress: return "整體進度" }
    }
}
