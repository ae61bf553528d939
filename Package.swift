// swift-tools-version: 6.0
import PackageDescription

// Each function in a section of its own (the standard library's archives are built so already): the release link
// can then place the functions a start-up runs next to each other (see the splitnav target). The compiler leaves an
// object alone when its module's code is unchanged, so a build directory from before this setting keeps its old
// objects (and layout) until they are rebuilt; a clean build, as scripts/bench and scripts/install make, has it.
let releaseSections: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release)),
]

let package = Package(
    name: "splitnav",
    products: [
        .executable(name: "splitnav", targets: ["splitnav"]),
        .library(name: "SplitModel", targets: ["SplitModel"]),
    ],
    targets: [
        .target(name: "SplitModel", swiftSettings: releaseSections, linkerSettings: [.linkedLibrary("m")]),
        .target(name: "SplitShell", dependencies: ["SplitModel"], swiftSettings: releaseSections),
        // The operating system for the shell: standard streams and input, files, terminals, Ctrl-C. No libedit.
        .target(name: "ShellSystem", dependencies: ["SplitShell"], swiftSettings: releaseSections),
        // libedit's header only: the line editor loads the library itself when an interactive session starts on a
        // terminal, so nothing links it (and a batch run never loads it or what it needs).
        .systemLibrary(name: "CLibedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "LineEditing", dependencies: ["CLibedit"], swiftSettings: releaseSections),
        // Start-up is mostly the dynamic loader: linking the Swift runtime statically spares resolving its symbols
        // and relocating its libraries on every run; lld packs the remaining relative relocations (glibc 2.36+).
        // The Swift runtime needs the C++ one, which the driver links dynamically; Linker/static-libstdc++ makes its
        // -lstdc++ take the archive, so the loader maps and resolves one library fewer. A position-dependent executable
        // has its addresses fixed at link time, so the loader no longer rebases every pointer in the type metadata on
        // each start (the libraries it loads are still placed at random).
        // -static-libgcc takes the unwinder from libgcc_eh.a, so libgcc_s.so.1 is not loaded either. Nothing looks the
        // executable's own symbols up at run time (libedit is loaded locally and only calls back through pointers), so
        // --no-export-dynamic keeps them out of the dynamic symbol table: dladdr, which the runtime calls once at
        // start-up to find its path, then scans a table of imports only. The ordering file lists the functions a
        // start-up and a batch run execute and the variables a start-up touches (Linker/update-start-up-order writes
        // it), so the linker places them together and a start-up faults in a few stretches of the program and its data
        // instead of pages all over them; a name the file lacks or that no longer exists only leaves that symbol where
        // it would be anyway.
        .executableTarget(name: "splitnav", dependencies: ["SplitShell", "ShellSystem", "LineEditing"],
                          swiftSettings: releaseSections,
                          linkerSettings: [.unsafeFlags(["-static-stdlib", "-use-ld=lld",
                                                         "-L", Context.packageDirectory + "/Linker/static-libstdc++",
                                                         "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                                                         "-Xlinker", "-O1", "-Xclang-linker", "-no-pie",
                                                         "-Xclang-linker", "-static-libgcc",
                                                         "-Xlinker", "--no-export-dynamic",
                                                         "-Xlinker", "--symbol-ordering-file=" + Context.packageDirectory
                                                             + "/Linker/start-up-order.txt",
                                                         "-Xlinker", "--no-warn-symbol-ordering"])]),
        // What more than one test target (and the fuzzer) uses: the walks' seeded generator, the scripts `source` finds.
        .target(name: "TestSupport", dependencies: ["SplitShell"], path: "Tests/TestSupport"),
        .testTarget(name: "SplitModelTests", dependencies: ["SplitModel", "SplitShell", "TestSupport"]),
        .testTarget(name: "TranscriptTests", dependencies: ["SplitShell"], exclude: ["Transcripts"]),
        .testTarget(name: "SplitShellTests", dependencies: ["SplitShell", "SplitModel", "TestSupport"], exclude: ["EdgeCaseScripts"]),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
        // Runs the built splitnav through a pipe and a pseudo-terminal; it finds the binary beside the test bundle.
        .testTarget(name: "EndToEndTests"),
    ],
    swiftLanguageModes: [.v6]
)
