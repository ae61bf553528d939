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
        // The operating system for the shell: standard streams and input, files, terminals, Ctrl-C. No libedit.
        .target(name: "ShellSystem", dependencies: ["SplitShell"]),
        .systemLibrary(name: "CLibedit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "LineEditing", dependencies: ["CLibedit"]),
        .executableTarget(name: "splitnav", dependencies: ["SplitShell", "ShellSystem", "LineEditing"]),
        .testTarget(name: "SplitModelTests", dependencies: ["SplitModel"]),
        .testTarget(name: "TranscriptTests", dependencies: ["SplitShell"], exclude: ["Transcripts"]),
        .testTarget(name: "SplitShellTests", dependencies: ["SplitShell", "SplitModel"], exclude: ["FuzzRegressions"]),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
        // Runs the built splitnav through a pipe and a pseudo-terminal; it finds the binary beside the test bundle.
        .testTarget(name: "EndToEndTests"),
    ],
    swiftLanguageModes: [.v6]
)
