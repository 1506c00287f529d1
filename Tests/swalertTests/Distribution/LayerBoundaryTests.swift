import XCTest

/// The library's boundary as the sources draw it: which files may touch the C library, and what a client of
/// DialogKit gets by importing it.
final class LayerBoundaryTests: XCTestCase {
    /// The folders of DialogKit whose files may import the C library: the terminal layer, which alone talks to
    /// the operating system.
    private static let systemLayer = ["Sources/DialogKit/Platform/", "Sources/DialogKit/Terminal/"]

    func testOnlyTheTerminalLayerImportsTheCLibraryAndNothingReExportsIt() throws {
        var importing: [String] = []
        for (path, text) in try Repository.sources() {
            XCTAssertFalse(text.contains("@_exported"), "\(path) re-exports a module to every client of DialogKit")
            XCTAssertFalse(text.contains("import Foundation"), "\(path) imports Foundation")
            let importsLibc = text.split(separator: "\n").contains { line in
                ["Glibc", "Musl", "Darwin"].contains { line.hasSuffix("import \($0)") || line.hasPrefix("import \($0) ") }
            }
            guard importsLibc, path.hasPrefix("Sources/DialogKit/") else { continue }
            importing.append(path)
            XCTAssertTrue(Self.systemLayer.contains { path.hasPrefix($0) }, "\(path) imports the C library outside the terminal layer")
            XCTAssertTrue(text.contains("internal import"), "\(path) imports the C library publicly")
        }
        XCTAssertTrue(importing.contains("Sources/DialogKit/Platform/Platform.swift"), "the scan found no import at all")
    }

    func testNoPublicPresentationReachesForTheOperatingSystem() throws {
        for (path, text) in try Repository.sources() where path.hasPrefix("Sources/DialogKit/")
            && !Self.systemLayer.contains(where: { path.hasPrefix($0) }) {
            for call in ["Platform.read(", "Platform.poll(", "Platform.setDisposition(", "Platform.installHandler("] {
                XCTAssertFalse(text.contains(call), "\(path) calls \(call)…) outside the terminal layer")
            }
        }
    }
}
