import DialogKit

/// A `swalert toast` command line, interpreted.
struct ToastRequest {
    /// Set in the environment of the background process `--detach` starts: when its command ran.
    static let detachedVariable = "SWALERT_TOAST_DETACHED"

    var message: MessageSource
    var title: String
    var kind: Toast.Kind
    var position: Toast.Position
    var width: Int?
    var duration: Double
    var detach: Bool
    var notify: Bool
    var isDetachedChild: Bool
    var options: PresentationOptions
    /// When the detached copy's command ran, for its turn on the terminal.
    var arrival: UInt64?
    var traits: TerminalTraits
    /// The options a detached copy of this toast is started with (everything but the message and --detach).
    var forwardedArguments: [String]

    init(_ arguments: ParsedArguments, environment: Environment, standardInputIsTerminal: Bool) throws {
        isDetachedChild = !(environment[Self.detachedVariable] ?? "").isEmpty
        // The detached copy is given the message itself after `--`, even "-".
        if isDetachedChild, arguments.positionals.count == 1 {
            message = .text(arguments.positionals[0])
        } else {
            message = try AlertRequest.messageSource(arguments, standardInputIsTerminal: standardInputIsTerminal)
        }
        title = arguments.value("title") ?? ""
        kind = arguments.value("style").flatMap(Toast.Kind.init(rawValue:)) ?? .info
        position = arguments.value("position").flatMap(Toast.Position.init(rawValue:)) ?? .bottom
        width = try arguments.width()
        duration = try arguments.value("duration").map { try ParsedArguments.seconds($0, option: "duration") } ?? 1.0
        detach = arguments.has("detach")
        notify = arguments.has("notify")
        arrival = environment[Self.detachedVariable].flatMap { UInt64($0) }

        // Colour, animation and the terminal's traits are read as for every dialog.
        options = try AlertRequest.presentationOptions(arguments, environment: environment)
        traits = options.traits

        // The duration as given: `String(Double)` may write an exponent (1e-05) that parsing refuses.
        var forwarded = ["--duration", arguments.value("duration") ?? "1.0", "--style", kind.rawValue, "--position", position.rawValue]
        if !title.isEmpty { forwarded += ["--title", title] }
        if let width { forwarded += ["--width", String(width)] }
        if let color = arguments.value("color") { forwarded += ["--color", color] }
        if arguments.has("no-animation") { forwarded.append("--no-animation") }
        if notify { forwarded.append("--notify") }
        forwardedArguments = forwarded
    }

    /// The notification for `body`, made safe: one line, no control characters.
    func notification(for body: String) -> [UInt8] {
        let line = Sanitizer.sanitize(body.split(whereSeparator: \.isNewline).joined(separator: " "), keepNewlines: false, keepTabs: false)
        let cleanTitle = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        return Escape.desktopNotification(title: cleanTitle.isEmpty ? "swalert" : cleanTitle, body: line,
                                          using: traits.notification, insideTmux: traits.insideTmux)
    }
}
