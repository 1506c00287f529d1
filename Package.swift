// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swalert",
    products: [
        .executable(name: "swalert", targets: ["swalert"]),
        .library(name: "DialogKit", targets: ["DialogKit"]),
    ],
    targets: [
        .target(name: "DialogKit"),
        .executableTarget(name: "swalert", dependencies: ["DialogKit"]),
        // A Swift program that presents an alert, an input and a wait with DialogKit; the tests build and run it.
        .executableTarget(name: "DialogKitExample", dependencies: ["DialogKit"], path: "Examples/DialogKitExample"),
        // What the two test targets share: readable bytes, golden files, seeded random input.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The library's pieces, each alone: no executable is built or run.
        .testTarget(
            name: "DialogKitTests",
            dependencies: ["DialogKit", "TestSupport"],
            exclude: ["Screen/__Snapshots__"]
        ),
        // The real binary driven in pseudo-terminals and tmux, its command line, and what ships with it.
        .testTarget(
            name: "swalertTests",
            dependencies: ["DialogKit", "swalert", "DialogKitExample", "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
