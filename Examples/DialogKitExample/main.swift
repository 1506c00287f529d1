// DialogKit from Swift: an alert, an input and a wait, each in a few lines, with the defaults `swalert` has
// (`NO_COLOR`, `SWALERT_NO_ANIMATION`, `SWALERT_PLACEMENT` and `ESCDELAY` honoured by `detect`).
//
//     swift run DialogKitExample
import DialogKit
#if canImport(Glibc)
import Glibc  // exit
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks whether to deploy and for a note, then deploys: the note, or nil when the answer was no or it failed.
/// Where `detect` finds plain mode (`TERM` dumb or unset), the same calls ask with plain lines instead of drawing.
func deploy() throws -> String? {
    let options = try PresentationOptions.detect()
    let note: String
    do {
        let terminal = try Terminal.open(plain: options.plain)
        defer { terminal.restore() }

        // An alert: which button was chosen.
        let alert = Alert(message: "Deploy build 1.4.2 to production?", title: "Deploy",
                          buttons: [ButtonLabel(parsing: "&Deploy"), ButtonLabel(parsing: "&Cancel")], cancelButton: 1)
        guard case .finished(.button(0)) = try alert.present(on: terminal, options: options) else { return nil }

        // An input: the value typed.
        let input = Input(message: "A note for the release:", value: "Fixes the login page")
        guard case .finished(.accepted(let typed)) = try input.present(on: terminal, options: options) else { return nil }
        note = typed
    }

    // A wait: a spinner while a command runs (a line per message in plain mode), its status at the end.
    var inline = options
    inline.placement = .inline
    inline.readsKeys = false
    inline.inlineFromCursorRow = true
    let report = try WaitRunner(wait: Wait(message: "Deploying…"), work: .command(["sleep", "0.5"]), options: inline).run()
    guard case .finished(.exited(0)) = report.ending else { return nil }
    return note
}

if let note = try deploy() {
    print("deployed: \(note)")
} else {
    print("not deployed")
    exit(1)
}
