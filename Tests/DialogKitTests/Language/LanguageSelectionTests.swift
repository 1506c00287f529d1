@testable import DialogKit
import XCTest

/// Which catalogue the environment selects: SWALERT_LANG, then gettext's LANGUAGE, LC_ALL, LC_MESSAGES, LANG.
final class LanguageSelectionTests: XCTestCase {
    private func select(_ environment: [String: String]) -> String {
        Language.select { environment[$0] }.code
    }

    func testTheLocaleVariablesInGettextsOrder() {
        XCTAssertEqual(select([:]), "en")
        XCTAssertEqual(select(["LANG": "de_DE.UTF-8"]), "de")
        XCTAssertEqual(select(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"]), "ja")
        XCTAssertEqual(select(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8", "LC_ALL": "ar_EG.UTF-8"]), "ar")
        XCTAssertEqual(select(["LC_ALL": "", "LANG": "de_DE.UTF-8"]), "de", "an empty variable counts as unset")
    }

    func testLanguageComesFirstUnlessTheLocaleIsC() {
        XCTAssertEqual(select(["LANGUAGE": "ja", "LANG": "de_DE.UTF-8"]), "ja")
        XCTAssertEqual(select(["LANGUAGE": "xx:ar:de", "LANG": "de_DE.UTF-8"]), "ar", "the first entry with a catalogue")
        XCTAssertEqual(select(["LANGUAGE": "xx:yy", "LANG": "de_DE.UTF-8"]), "de", "none: the locale decides")
        XCTAssertEqual(select(["LANGUAGE": "de", "LANG": "C"]), "en", "gettext ignores LANGUAGE in the C locale")
        XCTAssertEqual(select(["LANGUAGE": "de", "LC_ALL": "C.UTF-8", "LANG": "ja_JP.UTF-8"]), "de",
                       "C.UTF-8 is not the C locale itself: gettext reads LANGUAGE, as whiptail does")
        XCTAssertEqual(select(["LANGUAGE": "as:ja", "LANG": "de_DE.UTF-8"]), "ja",
                       "a language only the front ends have gives way to the next")
        XCTAssertEqual(select(["LANG": "as_IN.UTF-8"]), "en")
        XCTAssertEqual(select(["LANGUAGE": "de", "LANG": "POSIX"]), "en")
        XCTAssertEqual(select(["LANGUAGE": "de"]), "en", "no locale is the C locale")
    }

    func testSwalertLangWinsOverEverything() {
        XCTAssertEqual(select(["SWALERT_LANG": "ja", "LANGUAGE": "de", "LC_ALL": "ar_EG.UTF-8"]), "ja")
        XCTAssertEqual(select(["SWALERT_LANG": "de", "LANG": "C"]), "de", "it is read in the C locale too")
        XCTAssertEqual(try PresentationOptions.detect(environment: ["SWALERT_LANG": "de", "LANG": "C"]).messages, .english,
                       "but the C locale's ASCII cannot show German's letters")
        XCTAssertEqual(select(["SWALERT_LANG": "en", "LANG": "de_DE.UTF-8"]), "en")
        XCTAssertEqual(select(["SWALERT_LANG": "C", "LANG": "de_DE.UTF-8"]), "en")
        XCTAssertEqual(select(["SWALERT_LANG": "", "LANG": "de_DE.UTF-8"]), "de", "empty is unset")
    }

    func testEncodingAndModifierAreDroppedAndTheLanguageAloneIsTheFallback() {
        XCTAssertEqual(select(["LANG": "de_AT.ISO-8859-1@euro"]), "de")
        XCTAssertEqual(select(["LANG": "de_CH"]), "de")
        XCTAssertEqual(select(["LANG": "de"]), "de")
        XCTAssertEqual(select(["LANG": "ja_JP.eucJP"]), "ja")
        XCTAssertEqual(select(["LANG": "ar_SA.UTF-8"]), "ar")
        XCTAssertEqual(select(["LANG": "xx_YY.UTF-8"]), "en", "no catalogue: English")
        XCTAssertEqual(select(["LANG": "C.UTF-8"]), "en")
    }

    func testExactRegionsAndTheSpecialFallbacks() {
        // Which codes exist decides: pt_BR exactly when its file exists, else pt; zh alone is zh_CN; no is nb.
        let brazilian = Language.named("pt_BR")?.code ?? Language.named("pt")?.code ?? "en"
        XCTAssertEqual(Language.matching("pt_BR.UTF-8")?.code ?? "en", brazilian)
        XCTAssertEqual(Language.matching("pt_PT")?.code, Language.named("pt")?.code)
        XCTAssertEqual(Language.matching("zh")?.code, Language.named("zh_CN")?.code)
        XCTAssertEqual(Language.matching("zh_TW.UTF-8")?.code, Language.named("zh_TW")?.code)
        XCTAssertEqual(Language.matching("nb_NO.UTF-8")?.code, Language.named("nb")?.code)
        XCTAssertEqual(Language.matching("no_NO")?.code, Language.named("nb")?.code)
        XCTAssertEqual(Language.matching("de-AT")?.code, "de", "a BCP 47 tag as SWALERT_LANG may give it")
        XCTAssertNil(Language.matching(""))
        XCTAssertNil(Language.matching("C"))
        XCTAssertEqual(Language.stripped("de_AT.UTF-8@euro"), "de_AT")
        XCTAssertFalse(Language.isPOSIXLocale("C.UTF-8"))
        XCTAssertTrue(Language.isPOSIXLocale("C"))
        XCTAssertFalse(Language.isPOSIXLocale("de_DE"))
    }

    func testPresentationOptionsReadTheLanguage() throws {
        XCTAssertEqual(try PresentationOptions.detect(environment: ["LANG": "de_DE.UTF-8"]).messages, Messages(.de))
        XCTAssertEqual(try PresentationOptions.detect(environment: ["LANG": "C"]).messages, .english)
        // A locale whose character set cannot show the language's letters keeps English, as gettext does.
        XCTAssertEqual(try PresentationOptions.detect(environment: ["LANG": "de_DE.ISO-8859-1"]).messages, Messages(.de))
        XCTAssertEqual(try PresentationOptions.detect(environment: ["LANG": "ja_JP.eucJP"]).messages, .english)
        XCTAssertEqual(try PresentationOptions.detect(environment: ["LANG": "ar_EG.ISO-8859-6"]).messages, .english)
        XCTAssertEqual(try PresentationOptions.detect(environment: ["LC_CTYPE": "C", "LC_MESSAGES": "de_DE.UTF-8"]).messages,
                       .english, "German's ä and ü are not ASCII")
        XCTAssertEqual(try PresentationOptions.detect(environment: ["SWALERT_LANG": "ja", "LANG": "C.UTF-8"]).messages,
                       Messages(.ja))
        for name in Language.environmentVariables + Charset.localeVariables {
            XCTAssertTrue(PresentationOptions.environmentVariables.contains(name), name)
        }
    }
}
