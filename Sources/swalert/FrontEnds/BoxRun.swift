import DialogKit

/// What a front end's command line asks for: boxes to run, or its `--help` or `--version`.
enum FrontEndCommand: Equatable {
    case run(BoxRun)
    case help, version
}

/// The boxes a command line asks for, in order, and what holds for all of them.
struct BoxRun: Equatable {
    /// One box, and how it follows the one before it.
    struct Box: Equatable {
        var request: BoxRequest
        /// Given first or after `--and-widget`: shown whatever the box before answered; otherwise only after its OK.
        var afterAndWidget = true
        /// What dialog does around the box beside drawing it (`--prgbox`'s command, `--tailboxbg`, `--print-size`).
        var extras = Extras()
    }

    /// Where the answers go: standard error (2) by default, `--stdout` (1), `--output-fd N`.
    var outputDescriptor: Int32 = 2
    /// Written before the answer of each box after the first that answers (cdialog's `--separate-widget`).
    var separateWidget = "\t"
    /// cdialog's `--print-version`: its version line written where the answers go, before the boxes.
    var printsVersion = false
    /// `--print-maxsize` among the first box's options: dialog writes it before it knows the screen, as 0, 0.
    var printsUnknownMaxSize = false
    /// `--print-text-only` and `--print-text-size` among the first box's options (or alone), as dialog first reads them.
    var printTextsFirst: [PrintText] = []
    /// A command line that only reports (`--print-maxsize` alone, `--create-rc FILE`): done instead of the boxes.
    var report: Report?
    var boxes: [Box] = []
}

/// A command line a front end refuses: one line why, and whether popt refused an option (whiptail's status 1) or it
/// asks for what swalert does not do (`unsupported`: told on the terminal, never on the answer's descriptor).
struct ArgumentsFailure: Error, Equatable {
    enum Kind: Equatable { case option, usage, unsupported }

    var kind = Kind.usage
    var message: String
}
