# bash completion for swalert
_swalert() {
    local cur prev words cword split
    if declare -F _init_completion >/dev/null 2>&1; then
        _init_completion -s || return
    else
        COMPREPLY=()
        cur=${COMP_WORDS[COMP_CWORD]}
        prev=${COMP_WORDS[COMP_CWORD-1]}
        words=("${COMP_WORDS[@]}")
        cword=$COMP_CWORD
        # readline splits "--color=al" into "--color" "=" "al": complete the value after the "=".
        if [[ $cur == = ]]; then
            cur= prev=${words[cword-1]}
        elif [[ $prev == = ]]; then
            prev=${words[cword-2]}
        fi
    fi

    local commands="alert confirm input choose form wait toast reset"
    local common="--title --file --fullscreen --inline --plain --width --timeout --no-animation --color --help"
    local command=""
    local i
    for ((i = 1; i < cword; i++)); do
        case ${words[i]} in
            alert|confirm|input|choose|form|wait|toast|reset) command=${words[i]}; break ;;
        esac
    done

    if [[ -z $command ]]; then
        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
        return
    fi

    # After "wait ... --" comes a command line: complete commands, then defer to their completion.
    if [[ $command == wait ]]; then
        for ((i = 1; i < cword; i++)); do
            if [[ ${words[i]} == -- ]]; then
                if ((i + 1 == cword)); then
                    COMPREPLY=($(compgen -c -- "$cur"))
                else
                    COMPREPLY=($(compgen -f -- "$cur"))
                fi
                return
            fi
        done
    fi

    # A form's fields: a type with two dashes, NAME, LABEL and items, each followed by its own options.
    if [[ $command == form ]]; then
        case $prev in
            --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return ;;
            --format) COMPREPLY=($(compgen -W "shell bash json lines nul" -- "$cur")); return ;;
            --spec|--answers) COMPREPLY=($(compgen -f -- "$cur")); return ;;
            --id) return ;;
            --text|--password|--number|--textarea|--choose|--multi|--confirm|--note|--file) return ;;
            --title|--width|--timeout|--message|--print|--ok|--cancel|--help) return ;;
            --default|--placeholder|--validate|--error-message|--min|--max|--delimiter|--confirm-field|--max-length) return ;;
        esac
        if [[ $cur == -* ]]; then
            COMPREPLY=($(compgen -W "--title --fullscreen --inline --plain --width --timeout --no-animation --accessible --color --help
                --message --format --print --spec --ok --cancel --timeout-value --assume-default --id --answers --record-secrets
                --text --password --number --textarea --choose --multi --confirm --note --file --page
                --default --placeholder --required --validate --error-message --min --max --delimiter --confirm-field
                --max-length" -- "$cur"))
        fi
        return
    fi

    case $prev in
        --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return ;;
        --spinner) COMPREPLY=($(compgen -W "dots line arc bounce braille" -- "$cur")); return ;;
        --icon) COMPREPLY=($(compgen -W "info warning error question" -- "$cur")); return ;;
        --style) COMPREPLY=($(compgen -W "info success warning error" -- "$cur")); return ;;
        --position) COMPREPLY=($(compgen -W "bottom top" -- "$cur")); return ;;
        --file|--answers) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --id) return ;;
        --default|--timeout-button)
            if [[ $command == confirm ]]; then
                COMPREPLY=($(compgen -W "yes no" -- "$cur"))
            fi
            return ;;
        --title|--width|--timeout|--button|--cancel|--yes|--no|--duration) return ;;
        --value|--placeholder|--mask|--max-length|--validate|--error-message|--ok) return ;;
        --message|--delimiter|--min|--max|--selected|--height|--separator) return ;;
        --tasks) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --task|--jobs) return ;;
    esac

    local options
    case $command in
        alert) options="$common --accessible --button --default --cancel --timeout-button --icon --assume-default --id --answers --record-secrets" ;;
        confirm) options="$common --accessible --yes --no --default --timeout-button --icon --assume-default --print --id --answers --record-secrets" ;;
        input) options="$common --accessible --value --placeholder --password --mask --max-length --required --validate --error-message --ok --cancel --timeout-value --assume-default --id --answers --record-secrets" ;;
        choose) options="$common --accessible --message --delimiter --multi --min --max --selected --select-if-one --exact --no-filter --height --index --separator --timeout-select --assume-default --id --answers --record-secrets" ;;
        wait) options="$common --spinner --keep --show-output --task --tasks --jobs --keep-going" ;;
        reset) options="--help" ;;
        toast) options="--title --file --plain --width --no-animation --color --help --duration --style --position --detach --notify" ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    fi
}
complete -F _swalert swalert
