import DialogKit

extension Swalert {
    /// cdialog's `--fselect` and `--dselect`: the list rows and the width as given, the path answered as it stands by
    /// OK (and by Extra and Help, as `fselect.c` leaves it the result), nothing by Cancel or Esc; `--timeout` is not
    /// followed, as dialog 1.3's selector waits for its keys whatever it says.
    static func presentFileSelect(_ request: BoxRequest, directoriesOnly: Bool,
                                  buttons okCancel: [(label: ButtonLabel, ending: BoxEnding)], defaultButton: Int?,
                                  on terminal: Terminal, options: PresentationOptions,
                                  timedOut: BoxEnding) throws -> (BoxEnding, String?) {
        var options = options
        options.timeout = nil
        let box = directoriesOnly ? "--dselect" : "--fselect"
        guard !options.plain else { return (.failed("\(box) needs a terminal that can draw it (not plain mode)"), nil) }
        var select = FileSelect(path: request.text, title: request.title, directoriesOnly: directoriesOnly,
                                buttons: okCancel.map(\.label), defaultButton: defaultButton, listRows: request.height,
                                width: request.width, maximumInput: request.maximumInput)
        select.backtitle = request.backtitle
        select.speak(request.language)
        select.begin = request.corner
        switch try select.present(on: terminal, options: options) {
        case .finished(.pressed(let index, let path)):
            let ending = okCancel[index].ending
            return (ending, ending == .cancel ? nil : path)
        case .finished(.dismissed): return (.escape, nil)
        case .finished(.timedOut): return (timedOut, nil)
        case .interrupted(let signal): return (.interrupted(signal), nil)
        }
    }
}
