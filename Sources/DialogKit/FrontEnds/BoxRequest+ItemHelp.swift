extension BoxRequest {
    /// cdialog's help of a list's items and what its Help button answers with them, and where the box begins.
    public struct ItemHelp: Equatable, Sendable {
        /// `--item-help`: each item's help, shown on the screen's last line while it has the focus; nil without it.
        public var texts: [String]?
        /// `--help-status`: a check or radio list's Help answers the items on after the help.
        public var status = false
        /// `--help-tags`: Help answers the focused item's tag, not its help.
        public var tags = false
        /// `--begin y x`: the box's top left corner on the screen.
        public var begin: (y: Int, x: Int)? {
            get { beginY.map { ($0, beginX) } }
            set { (beginY, beginX) = (newValue?.y, newValue?.x ?? 0) }
        }
        private var beginY: Int?
        private var beginX = 0

        public init(texts: [String]? = nil, status: Bool = false, tags: Bool = false, begin: (y: Int, x: Int)? = nil) {
            (self.texts, self.status, self.tags) = (texts, status, tags)
            self.begin = begin
        }
    }
}
