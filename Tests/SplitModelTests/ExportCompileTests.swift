import Foundation
import Testing
import SplitModel
@testable import SplitShell
import TestSupport

/// The code `export uikit` and `export swiftui` write, compiled: for the example scripts' states and the states of a
/// seeded random walk (the walk's generator lives in this target, hence the suite's place), every export passes
/// `swiftc -parse`, then all of them type-check in one `swiftc -typecheck` against a stub of UIKit or SwiftUI
/// (Tests/ExportStubs) that declares the whole of UISplitViewController, its delegate and NavigationSplitView, each
/// export wrapped in an enum of its own. A misspelled property and a wrong argument label must fail the type-check,
/// which proves the stub bites.
///
/// Replay with `SPLITNAV_SEED=<seed> swift test --filter ExportCompile`; the seed is in every failure.
@Suite struct ExportCompileTests {
    static let seed: UInt64 = ProcessInfo.processInfo.environment["SPLITNAV_SEED"].flatMap(RandomWalkTests.parseSeed) ?? 0x5EED
    /// Walk states exported per kind, beside the examples' (each takes a few hundred lines of Swift to check).
    static let walkExports = 60

    /// Edits that must break the sample's export: a misspelled property, a wrong argument label, a wrong case.
    static let bites: [ExportKind: [(good: String, bad: String)]] = [
        .uikit: [("split.preferredDisplayMode = ", "split.preferedDisplayMode = "),
                 ("split.setViewController(Primary(), for: .primary)", "split.setViewController(Primary(), forColumn: .primary)"),
                 ("return .primary", "return .primaryColumn"),
                 ("split.minimumSupplementaryColumnWidth = ", "split.minimumSupplementaryWidth = ")],
        .swiftui: [(".navigationSplitViewStyle(", ".navigationSplitViewStyl("),
                   (".navigationSplitViewColumnWidth(min: 250, ideal:", ".navigationSplitViewColumnWidth(minimum: 250, ideal:"),
                   ("columnVisibility: $columnVisibility,", "visibility: $columnVisibility,"),
                   ("= .detailOnly", "= .detailsOnly")],
    ]

    /// One stub build per kind: every export parses and type-checks, and each edit of `bites` is refused.
    @Test("every export parses and type-checks against the API stub, which refuses misspellings", arguments: ExportKind.allCases)
    func compiles(kind: ExportKind) throws {
        let compiler = try #require(Swiftc.find(), "no swiftc: set SWIFTC or put it on PATH")
        let work = try Swiftc.workDirectory("export-\(kind.rawValue)")
        defer { try? FileManager.default.removeItem(at: work) }
        let exports = Self.states().map { ($0.name, ExportResult.make(kind, from: $0.state)) }
        #expect(exports.count > Self.walkExports)

        // Each export alone, as written, parses.
        var files: [String] = []
        for (index, export) in exports.enumerated() {
            let file = work.appendingPathComponent("export\(index).swift")
            try export.1.code.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let parsed = compiler.run(["-parse"] + files)
        #expect(parsed.status == 0, "seed \(Self.seed): swiftc -parse failed:\n\(parsed.output.prefix(4000))")

        // All of them, each in an enum of its own, type-check against the stub.
        let stub = try compiler.buildStub(kind, in: work)
        let combined = work.appendingPathComponent("all.swift")
        try Self.namespaced(exports.map(\.1)).write(to: combined, atomically: true, encoding: .utf8)
        let checked = compiler.typecheck(combined.path, modules: stub)
        #expect(checked.status == 0, "seed \(Self.seed): swiftc -typecheck failed:\n\(checked.output.prefix(4000))")

        // The stub bites: the sample type-checks as exported, and not with any one of the edits.
        let code = ExportResult.make(kind, from: Self.sample).code
        let sample = work.appendingPathComponent("sample.swift")
        try code.write(to: sample, atomically: true, encoding: .utf8)
        let accepted = compiler.typecheck(sample.path, modules: stub)
        #expect(accepted.status == 0, "the unchanged sample must type-check:\n\(accepted.output.prefix(3000))")
        for (index, bite) in (Self.bites[kind] ?? []).enumerated() {
            #expect(code.contains(bite.good), "the sample export no longer contains \(bite.good)")
            let bad = work.appendingPathComponent("bad\(index).swift")
            try code.replacingOccurrences(of: bite.good, with: bite.bad).write(to: bad, atomically: true, encoding: .utf8)
            let refused = compiler.typecheck(bad.path, modules: stub)
            #expect(refused.status != 0 && refused.output.contains("error:"), "swiftc accepted `\(bite.bad)`")
        }
    }

    @Test func thePlacedButtonItemIsExported() {
        var session = Session()
        _ = session.execute("setStyle unspecified")
        #expect(!ExportResult.make(.uikit, from: session.state).code.contains("displayModeButtonItem"))
        _ = session.execute("placeDisplayModeButtonItem secondary")
        let code = ExportResult.make(.uikit, from: session.state).code
        #expect(code.contains("let column = split.viewControllers[1]"), "\(code)")
        #expect(code.contains("top.navigationItem.leftBarButtonItem = split.displayModeButtonItem"), "\(code)")
    }

    /// A state that uses every kind of line the exporters write: widths, delegate answers, conditions, tabs, pushes.
    static var sample: SplitState {
        var session = Session()
        for line in ["setStyle tripleColumn", "setPreferredDisplayMode secondaryOnly", "setPreferredSplitBehavior tile",
                     "setMinimumSupplementaryColumnWidth 250", "setMaximumSupplementaryColumnWidth 400", "setPreferredPrimaryColumnWidth 300",
                     "delegate topColumnForCollapsing primary",
                     "delegate displayModeForExpanding twoBesideSecondary"] {
            let response = session.execute(line)
            precondition(response.error == nil, "sample line failed: \(line)")
        }
        return session.state
    }

    // MARK: States

    struct Named {
        let name: String
        let state: SplitState
    }

    /// The example scripts' states halfway and at the end, the start-up states of the three styles, and a walk's states.
    static func states() -> [Named] {
        var states: [Named] = []
        for style in ["unspecified", "doubleColumn", "tripleColumn"] {
            var session = Session()
            _ = session.execute("setStyle \(style)")
            states.append(Named(name: style, state: session.state))
        }
        for bar in ["primary", "secondary"] {
            var session = Session()
            _ = session.execute("setStyle unspecified")
            _ = session.execute("placeDisplayModeButtonItem \(bar)")
            precondition(session.state.properties.displayModeButtonItemBar != nil, "the item was not placed")
            states.append(Named(name: "classic, the item in the \(bar)'s bar", state: session.state))
        }
        for (name, lines) in examples() {
            var session = Session()
            for (index, line) in lines.enumerated() {
                _ = session.execute(line)
                if index == lines.count / 2 { states.append(Named(name: "\(name) halfway", state: session.state)) }
            }
            states.append(Named(name: name, state: session.state))
        }
        var rng = SplitMix64(seed: seed)
        var state = SplitEngine.initialState()
        let every = max(1, 3000 / walkExports)
        for step in 1...(walkExports * every) {
            let command = randomCommand(&rng, state: state)
            if case .success(let outcome) = SplitEngine.apply(command, to: state) { state = outcome.state }
            if step % every == 0 { states.append(Named(name: "seed \(seed) step \(step)", state: state)) }
        }
        return states
    }

    /// scripts/examples, each as its lines.
    static func examples() -> [(String, [String])] {
        let directory = Swiftc.repository.appendingPathComponent("scripts/examples")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".splitnav") }.sorted()
        return names.compactMap { name in
            guard let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) else { return nil }
            return (name, text.components(separatedBy: "\n"))
        }
    }

    /// One file holding every export, its imports once at the top and the rest inside `enum ExportN { ... }`.
    static func namespaced(_ exports: [ExportResult]) -> String {
        var imports: Set<String> = []
        var bodies: [String] = []
        for (index, export) in exports.enumerated() {
            var body: [String] = []
            for line in export.lines {
                if line.hasPrefix("import ") { imports.insert(line) } else { body.append(line.isEmpty ? line : "    " + line) }
            }
            bodies.append("enum Export\(index) {\n" + body.joined(separator: "\n") + "\n}\n")
        }
        return imports.sorted().joined(separator: "\n") + "\n\n" + bodies.joined(separator: "\n")
    }

}

/// The Swift compiler, found as the tests' toolchain has it.
struct Swiftc {
    let path: String

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `SWIFTC`, else `swiftc` on PATH, else the toolchain under /opt/swift.
    static func find() -> Swiftc? {
        let environment = ProcessInfo.processInfo.environment
        var candidates = [environment["SWIFTC"]].compactMap { $0 }
        candidates += (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        candidates.append("/opt/swift/usr/bin/swiftc")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(Swiftc.init)
    }

    static func workDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("splitnav-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Builds the stub for a kind as a module of the framework's name; returns the directory to import it from.
    func buildStub(_ kind: ExportKind, in work: URL) throws -> URL {
        let (module, file) = kind == .uikit ? ("UIKit", "UIKitStub.swift") : ("SwiftUI", "SwiftUIStub.swift")
        let source = Self.repository.appendingPathComponent("Tests/ExportStubs/\(file)")
        let modules = work.appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let built = run(["-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", module, source.path,
                         "-emit-module-path", modules.appendingPathComponent("\(module).swiftmodule").path])
        try #require(built.status == 0, "the \(module) stub does not build:\n\(built.output.prefix(3000))")
        return modules
    }

    func typecheck(_ file: String, modules: URL) -> (status: Int32, output: String) {
        run(["-swift-version", "6", "-typecheck", "-I", modules.path, file])
    }

    /// Runs swiftc; its status and its standard output and error together.
    func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "cannot run \(path): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
