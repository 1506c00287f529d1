# fish completion for swalert
set -l dialogs alert confirm input choose wait toast
set -l commands $dialogs form reset

complete -c swalert -f
complete -c swalert -n "not __fish_seen_subcommand_from $commands" -a alert -d 'a message with buttons'
complete -c swalert -n "not __fish_seen_subcommand_from $commands" -a confirm -d 'a yes/no question'
complete -c swalert -n "not __fish_seen_subcommand_from $commands" -a input -d 'a one-line text field'
complete -c swalert -n "not __fish_seen_subcommand_from $commands" -a choose -d 'pick one or many from a list'
complete -c swalert -n "not __fish_seen_subcommand_from $commands" -a form -d 'several fields in one box, answered for eval'
complete -c swalert -n "not __fish_seen_subcommand_from $commands" -a wait -d 'a spinner or gauge while work goes on'
complete -c swalert -n "not __fish_seen_subcommand_from $commands" -a toast -d 'a message that comes and goes'
complete -c swalert -n "not __fish_seen_subcommand_from $commands" -a reset -d 'put the terminal back after a killed dialog'
complete -c swalert -n "not __fish_seen_subcommand_from $commands" -l version -d 'show the version'
complete -c swalert -n "not __fish_seen_subcommand_from $commands" -l help -d 'show help'

# Options of every command
complete -c swalert -n "__fish_seen_subcommand_from $dialogs" -l title -x -d 'title shown above the message'
complete -c swalert -n "__fish_seen_subcommand_from $dialogs" -l file -r -F -d 'read the message from a file'
complete -c swalert -n "__fish_seen_subcommand_from alert confirm input choose wait" -l fullscreen -d 'alternate screen with a dimmed backdrop'
complete -c swalert -n "__fish_seen_subcommand_from alert confirm input choose wait" -l inline -d 'draw in rows below the cursor'
complete -c swalert -n "__fish_seen_subcommand_from $dialogs" -l plain -d 'plain lines, no escape sequences'
complete -c swalert -n "__fish_seen_subcommand_from $dialogs" -l width -x -d 'widest the box may be'
complete -c swalert -n "__fish_seen_subcommand_from alert confirm input choose wait" -l timeout -x -d 'give up after this many seconds'
complete -c swalert -n "__fish_seen_subcommand_from $dialogs" -l no-animation -d 'draw only the final frame'
complete -c swalert -n "__fish_seen_subcommand_from alert confirm input choose form" -l accessible -d 'for screen readers: the cursor on the focused item, field or button'
complete -c swalert -n "__fish_seen_subcommand_from $dialogs" -l color -x -a 'auto always never' -d 'use colour'
complete -c swalert -n "__fish_seen_subcommand_from $commands" -l help -d 'show help'
complete -c swalert -n "__fish_seen_subcommand_from alert confirm" -l icon -x -a 'info warning error question' -d 'icon beside the title'
complete -c swalert -n "__fish_seen_subcommand_from alert confirm" -l assume-default -d 'with no terminal, answer with the default button'

# alert
complete -c swalert -n "__fish_seen_subcommand_from alert" -l button -x -d 'add a button'
complete -c swalert -n "__fish_seen_subcommand_from alert" -l default -x -d 'button focused at start'
complete -c swalert -n "__fish_seen_subcommand_from alert" -l cancel -x -d 'button that Esc chooses'
complete -c swalert -n "__fish_seen_subcommand_from alert" -l timeout-button -x -d 'button that a timeout chooses'

# confirm
complete -c swalert -n "__fish_seen_subcommand_from confirm" -l yes -x -d 'label of the yes button'
complete -c swalert -n "__fish_seen_subcommand_from confirm" -l no -x -d 'label of the no button'
complete -c swalert -n "__fish_seen_subcommand_from confirm" -l default -x -a 'yes no' -d 'answer focused at start'
complete -c swalert -n "__fish_seen_subcommand_from confirm" -l timeout-button -x -a 'yes no' -d 'answer a timeout chooses'
complete -c swalert -n "__fish_seen_subcommand_from confirm" -l print -d "also print the answer's label"

# input
complete -c swalert -n "__fish_seen_subcommand_from input" -l value -x -d 'initial text'
complete -c swalert -n "__fish_seen_subcommand_from input" -l placeholder -x -d 'shown dimmed while the field is empty'
complete -c swalert -n "__fish_seen_subcommand_from input" -l password -d 'show each character as a bullet'
complete -c swalert -n "__fish_seen_subcommand_from input" -l mask -x -d 'the character a password shows'
complete -c swalert -n "__fish_seen_subcommand_from input" -l max-length -x -d 'most characters the value may have'
complete -c swalert -n "__fish_seen_subcommand_from input" -l required -d 'an empty value cannot be accepted'
complete -c swalert -n "__fish_seen_subcommand_from input" -l validate -x -d 'the whole value must match this regular expression'
complete -c swalert -n "__fish_seen_subcommand_from input" -l error-message -x -d 'shown when the value is refused'
complete -c swalert -n "__fish_seen_subcommand_from input" -l ok -x -d 'label of the OK button'
complete -c swalert -n "__fish_seen_subcommand_from input" -l cancel -x -d 'label of the Cancel button'
complete -c swalert -n "__fish_seen_subcommand_from input" -l timeout-value -d 'a timeout answers the value as it stands, as Enter would'
complete -c swalert -n "__fish_seen_subcommand_from input" -l assume-default -d 'with no terminal, answer the --value'
# choose
complete -c swalert -n "__fish_seen_subcommand_from choose" -l message -x -d 'the message, when the items are arguments'
complete -c swalert -n "__fish_seen_subcommand_from choose" -l delimiter -x -d 'split each item into value and label'
complete -c swalert -n "__fish_seen_subcommand_from choose" -l multi -d 'check boxes: choose any number'
complete -c swalert -n "__fish_seen_subcommand_from choose" -l min -x -d 'fewest items Enter accepts'
complete -c swalert -n "__fish_seen_subcommand_from choose" -l max -x -d 'most items Enter accepts'
complete -c swalert -n "__fish_seen_subcommand_from choose" -l selected -x -d 'start with this item selected or focused'
complete -c swalert -n "__fish_seen_subcommand_from choose" -l select-if-one -d 'with exactly one item, answer it at once'
complete -c swalert -n "__fish_seen_subcommand_from choose" -l exact -d 'filter by a piece of the label'
complete -c swalert -n "__fish_seen_subcommand_from choose" -l no-filter -d 'a letter focuses the next item starting with it'
complete -c swalert -n "__fish_seen_subcommand_from choose" -l height -x -d 'most rows the list takes'
complete -c swalert -n "__fish_seen_subcommand_from choose" -l index -d "print the chosen items' indices"
complete -c swalert -n "__fish_seen_subcommand_from choose" -l separator -x -d 'written after each value printed'
complete -c swalert -n "__fish_seen_subcommand_from choose" -l timeout-select -d 'a timeout answers with the focused or selected items'
complete -c swalert -n "__fish_seen_subcommand_from choose" -l assume-default -d 'with no terminal, answer the --selected items or the first'
# wait
complete -c swalert -n "__fish_seen_subcommand_from wait" -l spinner -x -a 'dots line arc bounce braille' -d 'spinner frames'
complete -c swalert -n "__fish_seen_subcommand_from wait" -l keep -d 'leave a final line instead of erasing'
complete -c swalert -n "__fish_seen_subcommand_from wait" -l show-output -d "print the command's output afterwards"
complete -c swalert -n "__fish_seen_subcommand_from wait" -l task -x -d 'run a task: NAME COMMAND'
complete -c swalert -n "__fish_seen_subcommand_from wait" -l tasks -r -F -d 'read tasks from a file'
complete -c swalert -n "__fish_seen_subcommand_from wait" -l jobs -x -d 'run up to N tasks at once'
complete -c swalert -n "__fish_seen_subcommand_from wait" -l keep-going -d 'run the rest after a task fails'
complete -c swalert -n "__fish_seen_subcommand_from wait; and contains -- -- (commandline -opc)" -a '(__fish_complete_command)'
# toast
complete -c swalert -n "__fish_seen_subcommand_from toast" -l duration -x -d 'how long it stays fully shown'
complete -c swalert -n "__fish_seen_subcommand_from toast" -l style -x -a 'info success warning error' -d 'kind of toast'
complete -c swalert -n "__fish_seen_subcommand_from toast" -l position -x -a 'bottom top' -d 'bottom or top of its rows'
complete -c swalert -n "__fish_seen_subcommand_from toast" -l detach -d 'return at once; shown from the background inside tmux, else printed on stderr'
complete -c swalert -n "__fish_seen_subcommand_from toast" -l notify -d 'also send a desktop notification'
# form: the form's options, then fields (TYPE NAME LABEL [ITEM...], the type with two dashes), each followed by its own options
complete -c swalert -n "__fish_seen_subcommand_from form" -l title -x -d 'title shown above the fields'
complete -c swalert -n "__fish_seen_subcommand_from form" -l fullscreen -d 'alternate screen with a dimmed backdrop'
complete -c swalert -n "__fish_seen_subcommand_from form" -l inline -d 'draw in rows below the cursor'
complete -c swalert -n "__fish_seen_subcommand_from form" -l plain -d 'plain lines, no escape sequences'
complete -c swalert -n "__fish_seen_subcommand_from form" -l width -x -d 'widest the box may be'
complete -c swalert -n "__fish_seen_subcommand_from form" -l timeout -x -d 'give up after this many seconds'
complete -c swalert -n "__fish_seen_subcommand_from form" -l no-animation -d 'draw only the final frame'
complete -c swalert -n "__fish_seen_subcommand_from form" -l color -x -a 'auto always never' -d 'use colour'
complete -c swalert -n "__fish_seen_subcommand_from form" -l message -x -d 'a message above the fields'
complete -c swalert -n "__fish_seen_subcommand_from form" -l format -x -a 'shell bash json lines nul' -d "the answer's shape"
complete -c swalert -n "__fish_seen_subcommand_from form" -l print -x -d 'print only these fields'
complete -c swalert -n "__fish_seen_subcommand_from form" -l spec -r -F -d 'read fields from a file, one a line'
complete -c swalert -n "__fish_seen_subcommand_from form" -l ok -x -d 'label of the OK button'
complete -c swalert -n "__fish_seen_subcommand_from form" -l cancel -x -d 'label of the Cancel button'
complete -c swalert -n "__fish_seen_subcommand_from form" -l timeout-value -d 'a timeout submits the fields as they stand, as OK would'
complete -c swalert -n "__fish_seen_subcommand_from form" -l assume-default -d "with no terminal, answer every field's default"
complete -c swalert -n "__fish_seen_subcommand_from form" -l text -x -d 'field: one line of text (NAME LABEL)'
complete -c swalert -n "__fish_seen_subcommand_from form" -l password -x -d 'field: a password (NAME LABEL)'
complete -c swalert -n "__fish_seen_subcommand_from form" -l number -x -d 'field: a whole number (NAME LABEL)'
complete -c swalert -n "__fish_seen_subcommand_from form" -l textarea -x -d 'field: several lines (NAME LABEL)'
complete -c swalert -n "__fish_seen_subcommand_from form" -l choose -x -d 'field: one of the items (NAME LABEL ITEM...)'
complete -c swalert -n "__fish_seen_subcommand_from form" -l multi -x -d 'field: several of the items (NAME LABEL ITEM...)'
complete -c swalert -n "__fish_seen_subcommand_from form" -l confirm -x -d 'field: yes or no (NAME LABEL)'
complete -c swalert -n "__fish_seen_subcommand_from form" -l note -x -d 'field: text only (NAME TEXT)'
complete -c swalert -n "__fish_seen_subcommand_from form" -l file -x -d 'field: a path (NAME LABEL)'
complete -c swalert -n "__fish_seen_subcommand_from form" -l page -d 'between fields: start a new page'
complete -c swalert -n "__fish_seen_subcommand_from form" -l default -x -d "after a field: its first value"
complete -c swalert -n "__fish_seen_subcommand_from form" -l placeholder -x -d 'after a field: shown dimmed while it is empty'
complete -c swalert -n "__fish_seen_subcommand_from form" -l required -d 'after a field: an empty value cannot be submitted'
complete -c swalert -n "__fish_seen_subcommand_from form" -l validate -x -d 'after a field: the value must match this regular expression'
complete -c swalert -n "__fish_seen_subcommand_from form" -l error-message -x -d 'after a field: shown when its value is refused'
complete -c swalert -n "__fish_seen_subcommand_from form" -l min -x -d 'after a field: smallest number or fewest items'
complete -c swalert -n "__fish_seen_subcommand_from form" -l max -x -d 'after a field: largest number or most items'
complete -c swalert -n "__fish_seen_subcommand_from form" -l delimiter -x -d 'after a field: split items into value and label'
complete -c swalert -n "__fish_seen_subcommand_from form" -l confirm-field -x -d "after a password: the second entry's label"
complete -c swalert -n "__fish_seen_subcommand_from form" -l max-length -x -d 'after a field: most characters'

# Preseeded answers
complete -c swalert -n "__fish_seen_subcommand_from alert confirm input choose form" -l id -x -d "answer from the answer file's line for this id"
complete -c swalert -n "__fish_seen_subcommand_from alert confirm input choose form" -l answers -r -F -d 'the answer file'
complete -c swalert -n "__fish_seen_subcommand_from alert confirm input choose form" -l record-secrets -d "with SWALERT_RECORD, record a password's answer too"
