import Foundation
import XCTest

/// Whole flows of scripts that capture dialog's answer with `2>&1 >/dev/tty`, run in tmux under the real dialog and
/// under swalert as dialog with the same keys: what each leaves behind (its log, the files it edits, its status)
/// is the same under both, and what the keys asked for.
final class DropInFlowTests: XCTestCase {
    /// Runs `flow` under swalert and, when it is installed, under dialog, and checks both left `expected`.
    private func check(_ flow: ScriptFlow, _ expected: [String: String], file: StaticString = #filePath, line: UInt = #line) throws {
        let swalert = try flow.run(with: ScriptFlow.link(named: "dialog", for: self))
        XCTAssertEqual(swalert, expected, "under swalert", file: file, line: line)
        guard let dialog = ScriptFlow.installed("dialog") else {
            print("note: dialog is not installed (apt-get install dialog); the flow ran under swalert only")
            return
        }
        let real = try flow.run(with: dialog)
        XCTAssertEqual(real, expected, "under dialog", file: file, line: line)
        XCTAssertEqual(swalert, real, "the same side effects under both", file: file, line: line)
    }

    /// A menu loop in RetroPie's style: PgDn, Home, a hotkey, `--default-item` from the last choice, a yes/no, an
    /// input box, a check list, then Esc ends the loop.
    func testAMenuLoopCapturingThroughTheTerminal() throws {
        let steps: [ScriptFlow.Step] = [
            ("Choose a task", ["NPage", "Home", "Down", "Enter"]),
            ("Update now?", ["Tab", "Enter"]),
            ("Choose a task", ["Down", "Enter"]),
            ("Machine name:", ["BSpace", "BSpace", "BSpace", "=node1", "Enter"]),
            ("Choose a task", ["Up", "Up", "Enter"]),
            ("Packages", ["Down", "Space", "Enter"]),
            ("Choose a task", ["=5", "Enter"]),
            ("Choose a task", ["End", "Up", "Tab", "Enter"]),
            ("Choose a task", ["Escape"]),
        ]
        try check(ScriptFlow(script: MenuLoopScript.text, programVariable: "DIALOG", steps: steps), [
            "status": "0",
            "log": """
                menu 0 2
                update 1
                menu 0 3
                name 0 node1
                menu 0 1
                packages 0 htop mc
                menu 0 5
                nothing for 5
                menu 3 6
                extra for 6
                menu 255 \("")
                end

                """,
        ])
    }

    /// A file edited through `--editbox`: edited and saved, then opened again and left with Esc, then with Cancel:
    /// only the first changes the file.
    func testAFileEditedThroughAnEditBox() throws {
        let steps: [ScriptFlow.Step] = [
            ("hostname=old", ["End", "=.local", "Down", "End", "BSpace", "BSpace", "=2222", "Tab", "Enter"]),
            ("hostname=old.local", ["Down", "Down", "=x", "Escape"]),
            ("port=2222", ["=y", "Tab", "Tab", "Enter"]),
        ]
        try check(ScriptFlow(script: EditBoxScript.text, programVariable: "DIALOG", steps: steps), [
            "status": "0",
            "config": "hostname=old.local\nport=2222\n# end\n",
            "log": "edit 0\nedit 255\nedit 1\n",
        ])
    }

    /// An installer's sequence: a form for the settings, its answer written into a file, that file edited through
    /// `--editbox`, then a yes/no.
    func testAnInstallerFormThenEditBox() throws {
        let steps: [ScriptFlow.Step] = [
            ("Installer settings", ["End", "=01", "Down", "C-u", "=ops", "Enter"]),
            ("host=box01", ["Down", "End", "=!", "Tab", "Enter"]),
            ("Install now?", ["Enter"]),
        ]
        try check(ScriptFlow(script: InstallerFormScript.text, programVariable: "DIALOG", steps: steps), [
            "status": "0",
            "install.conf": "host=box01\nuser=ops!\n",
            "log": "form 0\nedit 0\ninstall 0\n",
        ])
    }

    /// An installer's sequence of dialog's other boxes: a form, a calendar of a given height, a time box, then a file
    /// selector as large as the screen with a title, paged in its files; each answer written into one file.
    func testAnInstallerFormCalendarTimeAndFileSelect() throws {
        let steps: [ScriptFlow.Step] = [
            ("Installer settings", ["End", "=01", "Down", "C-u", "=ops", "Enter"]),
            ("Install day", ["Tab", "Tab", "Tab", "Tab", "Right", "Down", "Enter"]),
            ("Install time", ["Tab", "Tab", "Down", "Enter"]),
            ("Directories", ["BTab", "NPage", "Down", "Space", "Enter"]),
        ]
        try check(ScriptFlow(script: InstallerScheduleScript.text, programVariable: "DIALOG", steps: steps), [
            "status": "0",
            "install.conf": "host=box01\nuser=ops\nwhen=2027-03-23 10:30:00\npackage=pkg-15.deb\n",
            "log": "form 0\ncalendar 0\ntime 0\npackage 0\n",
        ])
    }
}

/// A fixture: an installer's form, then a calendar, a time box and a file selector over 30 packages in a directory of
/// its own, each answer read with `2>&1 >/dev/tty`, written into one file, each status logged.
enum InstallerScheduleScript {
    static let text = #"""
        #!/bin/bash
        D=${DIALOG:-dialog}
        STATE=$1
        log() { echo "$*" >> "$STATE/log"; }
        PKGS=$(mktemp -d)
        trap 'rm -rf "$PKGS"' EXIT
        for n in $(seq -w 1 30); do : > "$PKGS/pkg-$n.deb"; done
        out=$($D --title "Installer" --form "Installer settings" 0 0 0 "Host:" 1 1 "box" 1 10 20 0 \
          "User:" 2 1 "admin" 2 10 20 0 2>&1 >/dev/tty)
        st=$?
        log "form $st"
        [ $st -eq 0 ] || exit 1
        { read -r host; read -r user; } <<<"$out"
        day=$($D --date-format %Y-%m-%d --calendar "Install day" 4 0 15 3 2027 2>&1 >/dev/tty)
        log "calendar $?"
        time=$($D --timebox "Install time" 0 0 9 30 0 2>&1 >/dev/tty)
        log "time $?"
        pkg=$($D --title "Package" --fselect "$PKGS/" -1 -1 2>&1 >/dev/tty)
        log "package $?"
        printf 'host=%s\nuser=%s\nwhen=%s %s\npackage=%s\n' "$host" "$user" "$day" "$time" "${pkg#"$PKGS"/}" \
          > "$STATE/install.conf"
        """#
}

/// A fixture: a menu loop that reads each answer with `2>&1 >/dev/tty`, as RetroPie-Setup does, logging each status
/// and answer into the directory given as its first argument.
enum MenuLoopScript {
    static let text = #"""
        #!/bin/bash
        D=${DIALOG:-dialog}
        STATE=$1
        log() { echo "$*" >> "$STATE/log"; }
        last=1
        while true; do
          choice=$($D --backtitle "Setup" --title "Main" --cancel-label "Quit" --extra-button --extra-label "Info" \
            --default-item "$last" --menu "Choose a task" 16 50 7 1 "Install packages" 2 "Update" 3 "Configure" \
            4 "Remove" 5 "Logs" 6 "Reboot" 7 "Leave" 2>&1 >/dev/tty)
          status=$?
          log "menu $status $choice"
          case $status in
            0) ;;
            3) log "extra for $choice"; last=$choice; continue ;;
            *) break ;;
          esac
          last=$choice
          case $choice in
            1) pk=$($D --checklist "Packages" 0 0 0 htop "Viewer" on mc "Commander" off 2>&1 >/dev/tty); log "packages $? $pk" ;;
            2) $D --yesno "Update now?" 0 0 2>&1 >/dev/tty; log "update $?" ;;
            3) name=$($D --inputbox "Machine name:" 0 0 "box" 2>&1 >/dev/tty); log "name $? $name" ;;
            7) break ;;
            *) log "nothing for $choice" ;;
          esac
        done
        log end
        """#
}

/// A fixture: a configuration file edited through `--editbox` three times, each answer read with `2>&1 >/dev/tty`
/// and written back only when the status is 0.
enum EditBoxScript {
    static let text = #"""
        #!/bin/bash
        D=${DIALOG:-dialog}
        STATE=$1
        printf 'hostname=old\nport=22\n# end\n' > "$STATE/config"
        for round in 1 2 3; do
          new=$($D --title "Edit config" --editbox "$STATE/config" 12 50 2>&1 >/dev/tty)
          st=$?
          echo "edit $st" >> "$STATE/log"
          [ $st -eq 0 ] && printf '%s\n' "$new" > "$STATE/config"
        done
        exit 0
        """#
}

/// A fixture: an installer's form, its two answers written into a file, that file edited through `--editbox`, then
/// a yes/no; each status logged.
enum InstallerFormScript {
    static let text = #"""
        #!/bin/bash
        D=${DIALOG:-dialog}
        STATE=$1
        log() { echo "$*" >> "$STATE/log"; }
        out=$($D --title "Installer" --form "Installer settings" 0 0 0 "Host:" 1 1 "box" 1 10 20 0 \
          "User:" 2 1 "admin" 2 10 20 0 2>&1 >/dev/tty)
        st=$?
        log "form $st"
        [ $st -eq 0 ] || exit 1
        { read -r host; read -r user; } <<<"$out"
        printf 'host=%s\nuser=%s\n' "$host" "$user" > "$STATE/install.conf"
        new=$($D --editbox "$STATE/install.conf" 12 50 2>&1 >/dev/tty)
        st=$?
        log "edit $st"
        [ $st -eq 0 ] && printf '%s\n' "$new" > "$STATE/install.conf"
        $D --yesno "Install now?" 0 0
        log "install $?"
        """#
}
