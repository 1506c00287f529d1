import DialogKit

extension Swalert {
    /// Esc in a whiptail box with a list or a line to answer and no Cancel button (`--nocancel`) is Cancel: newt's
    /// form ends with no button, which whiptail takes for the missing Cancel (`answer == cancel`, both null).
    static func whiptailEnding(_ ending: BoxEnding, of request: BoxRequest, program: FrontEnd) -> BoxEnding {
        guard case .whiptail = program, request.noCancel, ending == .escape else { return ending }
        switch request.widget {
        case .input, .list: return .cancel
        default: return ending
        }
    }
}
