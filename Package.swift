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
        .testTarget(
            name: "DialogKitTests",
            dependencies: ["DialogKit", "swalert"],
            exclude: ["Screen/__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
