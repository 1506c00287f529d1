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
        .testTarget(
            name: "DialogKitTests",
            dependencies: ["DialogKit", "swalert", "DialogKitExample"],
            exclude: ["Screen/__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
