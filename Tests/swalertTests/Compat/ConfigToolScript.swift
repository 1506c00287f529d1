/// A fixture: a menu-driven configuration tool in the style of raspi-config, written for these tests. A main
/// menu in a loop, each entry a `do_` function that asks with whiptail (the program `$WHIPTAIL` names) and
/// writes what it was told into the directory given as the first argument: the side effects a test compares.
///
/// It uses whiptail as such scripts do: answers read with `3>&1 1>&2 2>&3`, `if whiptail --yesno`, `$?` tested
/// for 0, 1 and 255, `--separate-output`, renamed buttons, a backtitle, sizes computed from the terminal's.
enum ConfigToolScript {
    static let text = #"""
        #!/bin/bash
        WT=${WHIPTAIL:-whiptail}
        CONFIG=$1
        BACKTITLE="Example Configuration Tool"

        calc_wt_size() {
          WT_HEIGHT=18
          WT_WIDTH=$(tput cols 2>/dev/null || echo 80)
          [ "$WT_WIDTH" -gt 70 ] && WT_WIDTH=70
          WT_MENU_HEIGHT=$((WT_HEIGHT - 8))
        }

        log() { echo "$*" >> "$CONFIG/log"; }

        do_hostname() {
          local current new
          current=$(cat "$CONFIG/hostname" 2>/dev/null || echo raspberrypi)
          new=$($WT --title "Hostname" --inputbox "Please enter a hostname" 10 60 "$current" 3>&1 1>&2 2>&3)
          local status=$?
          log "hostname $status"
          [ $status -eq 0 ] && printf '%s\n' "$new" > "$CONFIG/hostname"
          return 0
        }

        do_ssh() {
          if $WT --yesno "Would you like the SSH server to be enabled?" 10 60; then
            echo enabled > "$CONFIG/ssh"
          else
            log "ssh $?"
            echo disabled > "$CONFIG/ssh"
          fi
        }

        do_locale() {
          local choice
          choice=$($WT --title "Locale" --radiolist "Choose the locale" 14 60 4 \
            en_GB "English (UK)" ON en_US "English (US)" OFF fr_FR "Français" OFF de_DE "Deutsch" OFF \
            3>&1 1>&2 2>&3) || { log "locale $?"; return 0; }
          printf '%s\n' "$choice" > "$CONFIG/locale"
        }

        do_interfaces() {
          local choices
          choices=$($WT --separate-output --checklist "Enable interfaces" 14 60 4 \
            SPI "Serial peripheral bus" OFF I2C "Inter-integrated circuit" ON \
            Serial "Serial port" OFF Camera "Camera connector" OFF 3>&1 1>&2 2>&3) || { log "interfaces $?"; return 0; }
          printf '%s' "$choices" > "$CONFIG/interfaces"
        }

        do_password() {
          local password
          password=$($WT --passwordbox "Enter a new password" 10 50 3>&1 1>&2 2>&3) || { log "password $?"; return 0; }
          printf '%s' "$password" | cksum > "$CONFIG/password"
        }

        do_about() {
          $WT --title "About" --msgbox "This tool is an example.\nIt changes nothing on this machine." 10 50
        }

        do_finish() {
          if $WT --defaultno --yesno "Reboot now?" 8 40; then log "reboot"; else log "no reboot"; fi
          exit 0
        }

        calc_wt_size
        while true; do
          FUN=$($WT --title "Configuration" --backtitle "$BACKTITLE" --menu "Setup Options" $WT_HEIGHT $WT_WIDTH $WT_MENU_HEIGHT \
            --cancel-button Finish --ok-button Select \
            "1 Hostname" "Set the name of this computer" \
            "2 SSH" "Enable or disable the SSH server" \
            "3 Locale" "Choose the language" \
            "4 Interfaces" "Turn interfaces on or off" \
            "5 Password" "Change the password" \
            "6 About" "About this tool" \
            3>&1 1>&2 2>&3)
          RET=$?
          log "menu $RET $FUN"
          if [ $RET -eq 1 ]; then
            do_finish
          elif [ $RET -eq 0 ]; then
            case "$FUN" in
              1\ *) do_hostname ;;
              2\ *) do_ssh ;;
              3\ *) do_locale ;;
              4\ *) do_interfaces ;;
              5\ *) do_password ;;
              6\ *) do_about ;;
              *) $WT --msgbox "Unrecognised option" 8 40 ;;
            esac
          else
            exit 1
          fi
        done
        """#
}
