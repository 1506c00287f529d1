/// A fixture: a network service's installer in the style of pi-hole's `basic-install.sh`, written for these
/// tests and meant to be run as `curl ... | bash`: bash reads it from a pipe, so whiptail (the program
/// `$WHIPTAIL` names) has no terminal on its standard input and must find the user on /dev/tty.
///
/// It uses whiptail as such installers do: sizes from `tput`, renamed Yes and No buttons, a radio list with
/// `--notags`, a check list whose quoted answer is taken apart with `tr`, a menu with `--default-item`, a
/// gauge fed by a loop, an infobox left on the screen while work goes on, and statuses tested with `$?`.
enum InstallerScript {
    static let text = #"""
        #!/bin/bash
        WT=${WHIPTAIL:-whiptail}
        STATE=$1
        r=$(( $(tput lines 2>/dev/null || echo 24) / 2 ))
        c=$(( $(tput cols 2>/dev/null || echo 80) / 2 ))
        log() { echo "$*" >> "$STATE/log"; }

        $WT --backtitle "Network-wide ad blocking" --title "Installer" --msgbox \
          "This installer will transform your device into a network-wide ad blocker!" "$r" "$c"
        log "welcome $?"

        if $WT --backtitle "Calibrating network interface" --title "Static IP Address" \
             --yes-button "Set static IP" --no-button "Skip" \
             --yesno "Do you want to use your current network settings as a static address?" "$r" "$c"; then
          echo static > "$STATE/address"
        else
          log "static $?"
          echo dhcp > "$STATE/address"
        fi

        dns=$($WT --title "Upstream DNS" --notags --radiolist "Select Upstream DNS Provider" "$r" "$c" 4 \
          google "Google (ECS, DNSSEC)" ON cloudflare "Cloudflare (DNSSEC)" OFF \
          quad9 "Quad9 (filtered, DNSSEC)" OFF custom "Custom" OFF 3>&1 1>&2 2>&3)
        log "dns $? $dns"
        if [ "$dns" = custom ]; then
          until [ -n "$servers" ]; do
            servers=$($WT --title "Custom DNS" --inputbox \
              "Enter your desired upstream DNS provider(s), separated by a comma." "$r" "$c" "" 3>&1 1>&2 2>&3)
            log "servers $?"
            if ! $WT --defaultno --title "Custom DNS" --yesno "Are these settings correct?\n    $servers" "$r" "$c"; then
              servers=
            fi
          done
          dns=$servers
        fi
        printf '%s\n' "$dns" > "$STATE/dns"

        lists=$($WT --title "Block lists" --checklist "Choose the lists to block" "$r" "$c" 4 \
          ads "Advertising" ON trackers "Tracking and telemetry" ON \
          malware "Malware" OFF "social media" "Social networks" OFF 3>&1 1>&2 2>&3)
        log "lists $?"
        printf '%s' "$lists" | tr -s '"' '\n' | grep -v '^ *$' > "$STATE/lists"

        level=$($WT --title "Privacy" --default-item 2 --menu "Select a privacy level" "$r" "$c" 4 \
          0 "Show everything" 1 "Hide domains" 2 "Hide domains and clients" 3 "Anonymous mode" 3>&1 1>&2 2>&3)
        log "privacy $? $level"
        echo "$level" > "$STATE/privacy"

        if password=$($WT --title "Web interface" --passwordbox "Set a password for the web interface" "$r" "$c" 3>&1 1>&2 2>&3); then
          printf '%s' "$password" | cksum > "$STATE/password"
        else
          log "password $?"
          echo random > "$STATE/password"
        fi

        for percent in 0 20 40 60 80 100; do echo $percent; sleep 0.1; done |
          $WT --title "Installing" --gauge "Installing packages..." 6 60 0
        log "gauge $?"

        $WT --title "Services" --infobox "Starting the DNS service..." 8 40
        log "infobox $?"
        sleep 0.5

        $WT --title "Installation Complete!" --ok-button "Done" --msgbox \
          "Configure your devices to use this server for DNS.\n\nThe install log is in /etc/example." "$r" "$c"
        log "complete $?"
        exit 0
        """#
}
