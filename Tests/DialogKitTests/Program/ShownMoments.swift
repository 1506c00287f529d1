@testable import DialogKit
import TestSupport

/// What a terminal shows as a presentation's writes arrive, replayed byte by byte into `VirtualScreen`s: the main
/// screen and the alternate one (blank each time it is taken). A moment is each point where the display may change:
/// the end of a write outside synchronized output, and each end of synchronized output.
struct ShownMoments {
    struct Moment {
        /// The write it came in (its index) and when (seconds from the start).
        var write: Int
        var at: Double
        var alternate: Bool
        var screen: VirtualScreen

        var lines: [String] { screen.lines }
        /// Whether a box is on the screen: both its top-left and bottom-right corners.
        var showsBox: Bool { lines.contains { $0.contains("╭") } && lines.contains { $0.contains("╯") } }
        /// The picture, trailing blanks and rows cut, as `ScreenModel` has it.
        var picture: String {
            var rows = lines.map { line -> String in
                var line = line
                while line.hasSuffix(" ") { line.removeLast() }
                return line
            }
            while rows.last == "" { rows.removeLast() }
            return rows.joined(separator: "\n")
        }
    }

    private(set) var moments: [Moment] = []

    init(_ writes: [(at: Double, bytes: [UInt8])], size: Size) {
        var mainScreen = VirtualScreen(width: size.width, height: size.height)
        var alternateScreen = VirtualScreen(width: size.width, height: size.height)
        var onAlternate = false, synchronized = false
        var tail: [UInt8] = []
        func ends(with sequence: [UInt8]) -> Bool { tail.count >= sequence.count && Array(tail.suffix(sequence.count)) == sequence }
        for (index, write) in writes.enumerated() {
            var justShown = false
            for byte in write.bytes {
                justShown = false
                if onAlternate { alternateScreen.feed(byte) } else { mainScreen.feed(byte) }
                tail.append(byte)
                if tail.count > 16 { tail.removeFirst(tail.count - 16) }
                if ends(with: Escape.enterAlternateScreen), !onAlternate {
                    onAlternate = true
                    alternateScreen = VirtualScreen(width: size.width, height: size.height)
                } else if ends(with: Escape.leaveAlternateScreen) {
                    onAlternate = false
                } else if ends(with: Escape.beginSynchronizedUpdate) {
                    synchronized = true
                } else if ends(with: Escape.endSynchronizedUpdate), synchronized {
                    synchronized = false
                    justShown = true
                    moments.append(Moment(write: index, at: write.at, alternate: onAlternate,
                                          screen: onAlternate ? alternateScreen : mainScreen))
                }
            }
            if !synchronized, !justShown {
                moments.append(Moment(write: index, at: write.at, alternate: onAlternate,
                                      screen: onAlternate ? alternateScreen : mainScreen))
            }
        }
    }

    /// The moments on the alternate screen.
    var onAlternate: [Moment] { moments.filter(\.alternate) }
}
