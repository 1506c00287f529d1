import Foundation

/// Where the executables under test live.
enum Binary {
    /// The `swalert` that `swift test` built, or the path in `SWALERT_BIN` when set.
    ///
    /// The test target depends on the executable target, so SwiftPM builds `swalert` into the same
    /// directory as the test bundle (`.build/<triple>/debug/`). The bundle is found from the running
    /// executable (on Linux the bundle itself) or from Foundation's view of the loaded bundles.
    static let swalert: URL = locate("swalert")

    /// The executable `name` beside the `.xctest` bundle running these tests, or, for `swalert`, `SWALERT_BIN`.
    ///
    /// When nothing is found it returns the expected path anyway, so the failure names where it looked.
    static func locate(_ name: String) -> URL {
        if name == "swalert", let override = ProcessInfo.processInfo.environment["SWALERT_BIN"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        let running = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .map { URL(fileURLWithPath: $0) }
        let starts = [running, Bundle.main.executableURL] + Bundle.allBundles.map(\.bundleURL)
        var fallback: URL?
        for start in starts.compactMap({ $0 }) {
            var directory = start
            while directory.pathComponents.count > 1 {
                if directory.pathExtension == "xctest" {
                    let candidate = directory.deletingLastPathComponent().appendingPathComponent(name)
                    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                    fallback = fallback ?? candidate
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return fallback ?? URL(fileURLWithPath: ".build/debug/\(name)")
    }
}
