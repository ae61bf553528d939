// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "splitnav",
    products: [
        .executable(name: "splitnav", targets: ["splitnav"]),
        .library(name: "SplitModel", targets: ["SplitModel"]),
    ],
    targets: [
        .target(name: "SplitModel", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "SplitShell", dependencies: ["SplitModel"]),
        .executableTarget(name: "splitnav", dependencies: ["SplitShell"]),
        .testTarget(name: "SplitModelTests", dependencies: ["SplitModel"]),
        .testTarget(name: "TranscriptTests", dependencies: ["SplitShell"], exclude: ["Transcripts"]),
        .testTarget(name: "SplitShellTests", dependencies: ["SplitShell", "SplitModel"]),
    ],
    swiftLanguageModes: [.v6]
)
