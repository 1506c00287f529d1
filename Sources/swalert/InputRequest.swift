import DialogKit

/// Everything an `input` run needs, read from the command line and the environment.
struct InputRequest {
    var common: CommonRequest
    /// The dialog as the command line describes it, its message to come.
    private var settings: Settings
    /// The `--value` as the field starts with it, and the locale's character set that keys and answer are in.
    var defaultValue: String
    var charset: Charset
    /// `--password` or `--mask`: the answer is recorded only with `--record-secrets`.
    var isPassword = false

    static let defaultMask: Character = "•"

    init(_ arguments: ParsedArguments, environment: Environment,
         standardInputIsTerminal: Bool = ProcessContext.standardInputIsTerminal) throws {
        common = try CommonRequest(arguments, environment: environment, standardInputIsTerminal: standardInputIsTerminal)
        charset = Charset.detect(environment: environment)
        let title = arguments.value("title") ?? ""
        let width = try arguments.width()
        let maximumLength = try arguments.wholeNumber("max-length", in: 1...10_000_000)
        let mask = try arguments.value("mask").map(Self.mask) ?? (arguments.has("password") ? Self.defaultMask : nil)
        var validation = InputValidation(required: arguments.has("required"), errorMessage: arguments.value("error-message"))
        if let pattern = arguments.value("validate") {
            do { validation.pattern = try ValidationPattern(pattern) } catch {
                throw UsageError("option '--validate': '\(pattern)' is not a valid regular expression (\(error))")
            }
        }
        isPassword = mask != nil
        let messages = common.options.messages
        let ok = try arguments.labels("ok").last ?? ButtonLabel(parsing: messages[.buttonOk])
        let cancel = try arguments.labels("cancel").last ?? ButtonLabel(parsing: messages[.buttonCancel])
        let value = arguments.value("value") ?? "", placeholder = arguments.value("placeholder") ?? ""
        defaultValue = LineEditor(text: value, maximumLength: maximumLength).text
        settings = Settings(title: title, value: value, placeholder: placeholder, mask: mask, maximumLength: maximumLength,
                            validation: validation, ok: ok, cancel: cancel, width: width,
                            timeoutAccepts: arguments.has("timeout-value"))
    }

    private struct Settings {
        let title, value, placeholder: String
        let mask: Character?
        let maximumLength: Int?
        let validation: InputValidation
        let ok, cancel: ButtonLabel
        let width: Int?
        let timeoutAccepts: Bool
    }

    /// The dialog, once its message has been read.
    func makeInput(_ message: String) -> Input {
        var input = Input(message: message, title: settings.title, value: settings.value, placeholder: settings.placeholder,
                          mask: settings.mask, maximumLength: settings.maximumLength, validation: settings.validation,
                          ok: settings.ok, cancel: settings.cancel, maximumWidth: settings.width)
        input.timeoutAccepts = settings.timeoutAccepts
        return input
    }

    /// A `--mask`: one printable character, one or two columns wide.
    private static func mask(_ text: String) throws -> Character {
        guard text.count == 1, let character = text.first, LineEditor.cleaned(text) == text,
              (1...2).contains(character.displayWidth) else {
            throw UsageError("option '--mask': '\(Sanitizer.sanitize(text))' is not a single printable character")
        }
        return character
    }
}
