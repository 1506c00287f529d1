import Foundation
import XCTest

/// A whole script written for dialog (`BoardConfigScript`, a configuration tool in armbian-config's style) run end
/// to end in tmux, once with the real dialog and once with swalert as dialog, with the same keys: the files it
/// writes, its log of every exit status and answer, and its own exit status must be the same, and what the keys
/// asked for.
final class DialogScriptTmuxTests: XCTestCase {
    private let steps: [ScriptFlow.Step] = [
        ("Choose an option", ["Enter"]),
        ("Hostname:", ["BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "=myboard", "Enter"]),
        ("Timezone:", ["Enter"]),
        ("Choose an option", ["Down", "Enter"]),
        ("Enable wireless", ["Tab", "Enter"]),
        ("Choose an option", ["Down", "Down", "Enter"]),
        ("Install software", ["Down", "Space", "Enter"]),
        ("Choose an option", ["Down", "Down", "Down", "Enter"]),
        ("This tool", ["Enter"]),
        ("Choose an option", ["Down", "Tab", "Tab", "Enter"]),
        ("Help for", ["Enter"]),
        ("Choose an option", ["Down", "Down", "Enter"]),
        ("Install software", ["Escape"]),
        ("Choose an option", ["Tab", "Enter"]),
        ("Reboot now?", ["Enter"]),
    ]

    /// What the keys above make the script write.
    private var expected: [String: String] {
        [
            "status": "0",
            "system": "myboard\tUTC\n",
            "software": "htop \"build essential\"",
            "log": """
                menu 0 System
                system 0
                menu 0 Network
                wifi 3
                menu 0 Software
                software 0
                menu 0 About
                menu 2 HELP Network
                help Network
                menu 0 Software
                software 255
                menu 1 \("")
                no reboot

                """,
        ]
    }

    func testAConfigurationScriptHasTheSameEffectsUnderBothTools() throws {
        let flow = ScriptFlow(script: BoardConfigScript.text, programVariable: "DIALOG", steps: steps)
        let swalert = try flow.run(with: ScriptFlow.link(named: "dialog", for: self))
        XCTAssertEqual(swalert, expected, "under swalert")
        guard let dialog = ScriptFlow.installed("dialog") else {
            print("note: dialog is not installed (apt-get install dialog); the script ran under swalert only")
            return
        }
        let real = try flow.run(with: dialog)
        XCTAssertEqual(real, expected, "under dialog")
        XCTAssertEqual(swalert, real, "the same side effects under both")
    }
}

/// A fixture: a menu-driven board configuration tool in the style of armbian-config, written for these tests. A
/// main menu in a loop, read with `--stdout`, with a Help button; two input boxes chained with `--and-widget`; a
/// yes/no box with an Extra button; a check list whose tags need quoting; each answer and status written into
/// the directory given as the first argument: the side effects a test compares.
enum BoardConfigScript {
    static let text = #"""
        #!/bin/bash
        D=${DIALOG:-dialog}
        STATE=$1
        BACKTITLE="Example board configuration"

        log() { echo "$*" >> "$STATE/log"; }

        while true; do
          choice=$($D --stdout --backtitle "$BACKTITLE" --title "Configuration" --cancel-label "Exit" --help-button \
            --menu "Choose an option" 0 0 0 System "System settings" Network "Wireless network" \
            Software "Install software" About "About this tool")
          status=$?
          log "menu $status $choice"
          case $status in
            0) ;;
            2) $D --title Help --msgbox "Help for ${choice#HELP }" 0 0; log "help ${choice#HELP }"; continue ;;
            *) break ;;
          esac
          case $choice in
            System)
              out=$($D --stdout --inputbox "Hostname:" 0 0 "board" --and-widget --inputbox "Timezone:" 0 0 "UTC")
              st=$?
              log "system $st"
              [ $st -eq 0 ] && printf '%s\n' "$out" > "$STATE/system"
              ;;
            Network)
              if $D --extra-button --extra-label "Later" --yesno "Enable wireless?" 0 0; then
                echo on > "$STATE/wifi"
              else
                log "wifi $?"
              fi
              ;;
            Software)
              pkgs=$($D --stdout --checklist "Install software" 0 0 0 htop "Process viewer" on \
                "build essential" "Compilers" off mc "Midnight Commander" off)
              st=$?
              log "software $st"
              [ $st -eq 0 ] && printf '%s' "$pkgs" > "$STATE/software"
              ;;
            About)
              $D --title About --msgbox "This tool is an example" 0 0
              ;;
          esac
        done
        if $D --defaultno --yesno "Reboot now?" 0 0; then log reboot; else log "no reboot"; fi
        """#
}
