extension BoxRequest {
    /// cdialog's options that change what keys do or what a box answers of them (and the build list's order).
    public struct DialogKeys: Equatable, Sendable {
        /// `--visit-items`: the list is a stop of Tab's ring, focused first.
        public var visitItems = false
        /// `--no-ok` (`--nook`): no OK button, and Enter answers OK whichever button is focused.
        public var noOK = false
        /// `--no-hot-list`: letters move to no item.
        public var noHotList = false
        /// `--last-key`: the code of the key that ended the box follows the answer.
        public var lastKey = false
        /// `--reorder`: a build list's right list, and its answer, in the order its items came across.
        public var reorder = false

        public init(visitItems: Bool = false, noOK: Bool = false, noHotList: Bool = false, lastKey: Bool = false,
                    reorder: Bool = false) {
            (self.visitItems, self.noOK, self.noHotList, self.lastKey) = (visitItems, noOK, noHotList, lastKey)
            self.reorder = reorder
        }
    }
}
