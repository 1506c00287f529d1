import DialogKit

/// libFuzzer entry point: a command line (NUL-separated arguments after a byte choosing the command and the
/// environment) through the argument parser and the request it builds, and through whiptail's and dialog's
/// parsers. It gives a request whose dialog can be built, or a usage error with a one-line message of visible
/// characters (and whiptail's or dialog's own failure); it never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func argumentsTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let choice = Int(data[0])
    let command = Command.allCases[choice % Command.allCases.count]
    let arguments = UnsafeBufferPointer(start: data + 1, count: size - 1)
        .split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    let environment: Environment = ["TERM": ["xterm-256color", "dumb", ""][(choice / 8) % 3],
                       "SWALERT_PLACEMENT": ["", "inline", "fullscreen", "x"][(choice / 32) % 4]]
    let terminalStdin = choice & 0x80 != 0
    // The same words as whiptail's and dialog's command lines: boxes to show, or the program's own failure.
    do { _ = try WhiptailArguments.parse(arguments) } catch is ArgumentsFailure {} catch {
        preconditionFailure("whiptail's parser: not its failure: \(error)")
    }
    do { _ = try CdialogArguments.parse(arguments) } catch is ArgumentsFailure {} catch {
        preconditionFailure("dialog's parser: not its failure: \(error)")
    }
    do {
        if command == .wait {
            _ = try WaitRequest(arguments, environment: environment, standardInputIsTerminal: terminalStdin)
            return 0
        }
        if command == .form {
            // The last argument is also the --spec's text, so the spec's word splitting is fuzzed too.
            _ = try FormRequest(arguments, environment: environment, loadSpec: { _ in arguments.last ?? "" }).form
            return 0
        }
        let parsed = try ParsedArguments.scan(arguments, options: command.options)
        switch command {
        case .alert, .confirm:
            _ = try AlertRequest(command, parsed, environment: environment, standardInputIsTerminal: terminalStdin).makeAlert("m")
        case .input:
            _ = try InputRequest(parsed, environment: environment, standardInputIsTerminal: terminalStdin).makeInput("m")
        case .choose:
            let request = try ChooseRequest(parsed, environment: environment, standardInputIsTerminal: terminalStdin)
            _ = request.makeChoose(message: "m", items: request.items(from: ["a", "b\tc"]))
        case .toast:
            _ = try ToastRequest(parsed, environment: environment, standardInputIsTerminal: terminalStdin)
        case .wait, .form, .reset:
            break
        }
    } catch let error as UsageError {
        precondition(!error.message.isEmpty, "an empty usage error")
        precondition(!error.message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                     "a usage error with a control character: \(error.message.debugDescription)")
    } catch {
        preconditionFailure("not a usage error: \(error)")
    }
    return 0
}
