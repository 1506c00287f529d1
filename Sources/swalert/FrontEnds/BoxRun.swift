import DialogKit

/// What a front end's command line asks for, read by `WhiptailArguments` or `CdialogArguments`.
enum FrontEndCommand: Equatable {
    case run(BoxRun)
    /// `--help`: the usage on stdout.
    case help
    /// `--version`.
    case version
}

/// The boxes a command line asks for, in order, and what holds for all of them.
struct BoxRun: Equatable {
    /// One box, and how it follows the one before it.
    struct Box: Equatable {
        var request: BoxRequest
        /// Given first or after cdialog's `--and-widget`: shown whatever the box before answered; otherwise (right
        /// after another box's arguments) shown only when the one before answered OK.
        var afterAndWidget = true
    }

    /// Where the answers go: standard error (2) by default, `--stdout` (1), `--output-fd N`.
    var outputDescriptor: Int32 = 2
    /// Written before the answer of each box after the first that answers (cdialog's `--separate-widget`).
    var separateWidget = "\t"
    var boxes: [Box] = []
}

/// A command line a front end refuses: one line saying why, and whether it is an option the parser refused (popt's
/// errors, whiptail's status 1) or the arguments (the program's usage error).
struct ArgumentsFailure: Error, Equatable {
    enum Kind: Equatable {
        case option, usage
    }

    var kind = Kind.usage
    var message: String
}
