import XCTest

@testable import DialogKit

final class NewtColorsTests: XCTestCase {
    private let base = Theme.standard(for: .ansi16, appearance: .dark)

    func testWhiptailsNamesColourWhatSwalertDraws() {
        let theme = base.applyingNewtColors("""
            root=,blue
            window=black,lightgray;border=blue,lightgray:title=red,lightgray
            textbox=black,lightgray\tbutton=white,red
            actbutton=yellow,blue
            entry=white,black
            shadow=,gray
            helpline=white,black
            """)
        XCTAssertEqual(theme.backdrop, .ansi(4))
        XCTAssertEqual(theme.panel, Style(foreground: .ansi(0), background: .ansi(7)))
        XCTAssertEqual(theme.border, Style(foreground: .ansi(4), background: .ansi(7)))
        XCTAssertEqual(theme.title.foreground, .ansi(1))
        XCTAssertEqual(theme.message, Style(foreground: .ansi(0), background: .ansi(7)))
        XCTAssertEqual(theme.button.foreground, .ansi(15))
        XCTAssertEqual(theme.button.background, .ansi(1))
        XCTAssertEqual(theme.hotkey.background, .ansi(1), "the hotkey sits on the button's colour")
        XCTAssertEqual(theme.focusedButton.foreground, .ansi(11))
        XCTAssertEqual(theme.focusedButton.background, .ansi(4))
        XCTAssertEqual(theme.field, Style(foreground: .ansi(15), background: .ansi(0)))
        XCTAssertEqual(theme.shadow, .ansi(8))
        XCTAssertEqual(theme.help.foreground, .ansi(15))
    }

    func testEmptyHalvesKeepTheColourAndUnknownNamesAreSkipped() {
        let theme = base.applyingNewtColors("window=,blue;listbox=red,green;button=purple,red;title=brightcyan,;bogus;root")
        XCTAssertEqual(theme.panel.foreground, base.panel.foreground)
        XCTAssertEqual(theme.panel.background, .ansi(4))
        XCTAssertEqual(theme.button.foreground, base.button.foreground, "an unknown colour keeps what was there")
        XCTAssertEqual(theme.button.background, .ansi(1))
        XCTAssertEqual(theme.title.foreground, .ansi(14))
        XCTAssertEqual(theme.message, Style(foreground: base.message.foreground, background: .ansi(4)),
                       "the window's colours, not listbox's: the list is not drawn apart from the message")
        XCTAssertEqual(base.applyingNewtColors("root=,color236").backdrop, .indexed(236))
        XCTAssertEqual(base.applyingNewtColors("root=,default").backdrop, .default)
    }

    func testWithoutColourNothingChanges() {
        let mono = Theme.standard(for: .none)
        XCTAssertEqual(mono.applyingNewtColors("window=red,blue").panel, .plain)
    }
}

final class DialogRCTests: XCTestCase {
    private let base = Theme.standard(for: .ansi16, appearance: .dark)

    func testDialogsNamesColourWhatSwalertDraws() {
        let theme = base.applyingDialogRC("""
            # Screen colour
            screen_color = (CYAN,BLUE,ON)
            shadow_color = (BLACK,BLACK,ON)
            dialog_color = (BLACK,WHITE,OFF)
            title_color = (BLUE,WHITE,ON)
            border_color = (WHITE,WHITE,ON)
            button_active_color = (WHITE,BLUE,ON)
            button_inactive_color = dialog_color
            button_key_active_color = (WHITE,BLUE,ON)
            button_key_inactive_color = (RED,WHITE,OFF)
            inputbox_color = dialog_color
            item_color = (GREEN,RED,OFF)
            use_shadow = ON
            """)
        XCTAssertEqual(theme.backdrop, .ansi(4))
        XCTAssertEqual(theme.help.foreground, .ansi(6))
        XCTAssertEqual(theme.panel, Style(foreground: .ansi(0), background: .ansi(7)))
        XCTAssertEqual(theme.title, Style(foreground: .ansi(4), background: .ansi(7), attributes: .bold))
        XCTAssertEqual(theme.border, Style(foreground: .ansi(7), background: .ansi(7), attributes: .bold))
        XCTAssertEqual(theme.focusedButton, Style(foreground: .ansi(7), background: .ansi(4), attributes: .bold))
        XCTAssertEqual(theme.button, Style(foreground: .ansi(0), background: .ansi(7)), "a colour named by another's name")
        XCTAssertEqual(theme.hotkey, Style(foreground: .ansi(1), background: .ansi(7), attributes: .underline))
        XCTAssertEqual(theme.field, Style(foreground: .ansi(0), background: .ansi(7)))
        XCTAssertEqual(theme.message, Style(foreground: .ansi(0), background: .ansi(7)), "item_color is skipped")
        XCTAssertEqual(theme.shadow, .ansi(0))
    }

    func testSwitchesAndBadValues() {
        XCTAssertEqual(base.applyingDialogRC("use_colors = OFF").colorDepth, .none)
        XCTAssertNil(Theme.standard(for: .ansi16, appearance: .light).applyingDialogRC("use_shadow = OFF").shadow)
        XCTAssertEqual(base.applyingDialogRC("use_shadow = ON").shadow, .ansi(0))
        let untouched = base.applyingDialogRC("title_color = (PINK,WHITE,ON)\ntitle_color = (RED,WHITE)\ntitle_color = nothing")
        XCTAssertEqual(untouched.title, base.title)
        XCTAssertEqual(base.applyingDialogRC("title_color = ( red , default , off ) # lower case").title,
                       Style(foreground: .ansi(1), background: .default))
    }
}
