// DialogKit from Swift: an alert, an input and a wait, each in a few lines, with the defaults `swalert` has
// (`NO_COLOR`, `SWALERT_NO_ANIMATION`, `SWALERT_PLACEMENT` and `ESCDELAY` honoured by `detect`).
//
//     swift run DialogKitExample
import DialogKit

let options = try PresentationOptions.detect()
let terminal = try Terminal.open()
defer { terminal.restore() }

// An alert: which button was chosen.
let alert = Alert(message: "Deploy build 1.4.2 to production?", title: "Deploy",
                  buttons: [ButtonLabel(parsing: "&Deploy"), ButtonLabel(parsing: "&Cancel")], cancelButton: 1)
guard case .finished(.button(0)) = try alert.present(on: terminal, options: options) else {
    ProcessContext.writeOutput("not deployed\n")
    ProcessContext.exit(1)
}

// An input: the value typed.
let input = Input(message: "A note for the release:", value: "Fixes the login page")
guard case .finished(.accepted(let note)) = try input.present(on: terminal, options: options) else { ProcessContext.exit(1) }

// A wait: a spinner while a command runs, its status at the end.
var inline = options
inline.placement = .inline
inline.readsKeys = false
inline.inlineFromCursorRow = true
let command = try ChildProcess(["sleep", "0.5"])
let (result, _) = try Wait(message: "Deploying…").present(on: terminal, options: inline, sources: [WaitSource(.command(command))])
guard case .finished(.exited(0)) = result else { ProcessContext.exit(1) }

ProcessContext.writeOutput("deployed: \(note)\n")
