import XCTest

/// The library's boundary as the sources draw it: which files may touch the C library, what a client of
/// DialogKit gets by importing it, and that each layer uses only the layers before it.
final class LayerBoundaryTests: XCTestCase {
    /// DialogKit's layers, its folders, in the order of the table in `docs/ARCHITECTURE.md`: a file may use the
    /// types of its own layer and of those before it, never of one after.
    static let layers = [
        "Platform", "Text", "Language", "Screen", "Input", "Animation", "Theme", "Widgets", "Dialogs", "FrontEnds", "Plain", "Answers", "Terminal",
        "Presentation",
    ]

    /// Uses of a later layer's type kept until the file declaring the type can change, each with why.
    static let exceptions: [(path: String, type: String)] = [
        // The crash guard waits WaitSource.killDelay to kill a wait's command: a child process's constant, due in Terminal
        ("Sources/DialogKit/Terminal/CrashGuard.swift", "WaitSource"),
    ]

    func testNoFileUsesATypeOfALaterLayer() throws {
        let files = try Repository.sources().compactMap { path, text -> LayerScan.File? in
            let parts = path.split(separator: "/")
            guard parts.count == 4, parts[0] == "Sources", parts[1] == "DialogKit" else { return nil }
            return LayerScan.File(layer: String(parts[2]), path: path, text: text)
        }
        let uses = LayerScan.uses(in: files, layers: Self.layers)
        for use in uses where !Self.exceptions.contains(where: { $0.path == use.path && $0.type == use.type }) {
            XCTFail("\(use)")
        }
        for exception in Self.exceptions
        where !uses.contains(where: { $0.path == exception.path && $0.type == exception.type }) {
            XCTFail("\(exception.path) no longer uses \(exception.type): take it off the exceptions")
        }
        XCTAssertGreaterThan(files.count, 100, "the scan read too few files")
    }

    func testTheLayersAreTheFoldersInTheArchitecturesOrder() throws {
        let folders = Set(try Repository.sources().compactMap { path, _ -> String? in
            let parts = path.split(separator: "/")
            return parts.count > 3 && parts[1] == "DialogKit" ? String(parts[2]) : nil
        })
        XCTAssertEqual(folders, Set(Self.layers), "a folder of Sources/DialogKit is no layer, or a layer no folder")
        let architecture = try Repository.text("docs/ARCHITECTURE.md")
        guard let start = architecture.range(of: "## Layers of DialogKit") else {
            return XCTFail("ARCHITECTURE.md has no layer table")
        }
        let section = architecture[start.upperBound...].components(separatedBy: "\n## ")[0]
        let table = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map {
            String($0.dropFirst(3).prefix { $0 != "`" })
        }
        XCTAssertEqual(table, Self.layers, "ARCHITECTURE.md's table lists the layers in another order")
    }

    /// The scan on sources made up for it: a use is found in code, not in a comment or a string, and named with
    /// the file, the type and both layers.
    func testTheScanFindsATypeOfALaterLayerInCodeAlone() {
        let files = [
            LayerScan.File(layer: "Theme", path: "Theme/Theme.swift", text: """
                public struct Theme: Sendable { var panel = 0 }
                enum Box {}
                """),
            LayerScan.File(layer: "Widgets", path: "Widgets/Panel.swift", text: #"""
                /// Draws a Box in a Theme.
                enum Panel {
                    struct Box {}
                    static let name = "Theme"
                    static func draw(_ theme: Theme) -> String { "\(theme.panel) /* Theme */ \(Box())" }
                }
                """#),
        ]
        XCTAssertEqual(LayerScan.uses(in: files, layers: ["Theme", "Widgets"]), [])
        let uses = LayerScan.uses(in: files, layers: ["Widgets", "Theme"])
        XCTAssertEqual(uses.map(\.description), [
            "Widgets/Panel.swift uses Theme (Theme/Theme.swift): "
                + "the Widgets layer uses the Theme layer, which comes after it",
        ])
        let interpolated = LayerScan.File(layer: "Widgets", path: "Widgets/Label.swift",
                                          text: #"let label = "\(Theme())""#)
        XCTAssertEqual(LayerScan.uses(in: files + [interpolated], layers: ["Widgets", "Theme"]).map(\.path),
                       ["Widgets/Panel.swift", "Widgets/Label.swift"])
    }

    /// The folders of DialogKit that may reach the operating system: Platform, which alone imports the C library,
    /// and the terminal layer, which calls it.
    private static let systemLayer = ["Sources/DialogKit/Platform/", "Sources/DialogKit/Terminal/"]

    func testOnlyPlatformImportsTheCLibraryAndNothingReExportsIt() throws {
        var importing: [String] = []
        for (path, text) in try Repository.sources() {
            XCTAssertFalse(text.contains("@_exported"), "\(path) re-exports a module to every client of DialogKit")
            XCTAssertFalse(text.contains("import Foundation"), "\(path) imports Foundation")
            let importsLibc = text.split(separator: "\n").contains { line in
                ["Glibc", "Musl", "Darwin"].contains { line.hasSuffix("import \($0)") || line.hasPrefix("import \($0) ") }
            }
            guard importsLibc, path.hasPrefix("Sources/DialogKit/") else { continue }
            importing.append(path)
            XCTAssertTrue(path.hasPrefix("Sources/DialogKit/Platform/"), "\(path) imports the C library outside Platform")
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
