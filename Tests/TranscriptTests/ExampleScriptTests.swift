import Foundation
import Testing
@testable import SplitShell

/// Every script in `scripts/examples/` runs clean: its `expect` lines are the assertions.
struct ExampleScriptTests {
    static let directory = TranscriptTests.directory.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/examples")

    static var scripts: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".splitnav") }.sorted()
    }

    @Test("there are examples") func present() {
        #expect(Self.scripts.count >= 3)
    }

    @Test("example script", arguments: scripts)
    func runs(_ name: String) throws {
        let path = Self.directory.appendingPathComponent(name).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.split(separator: "\n").contains { $0.hasPrefix("expect") }, "\(name) asserts nothing")
        let output = CapturedOutput()
        let environment = RunnerEnvironment(output: output, standardInput: TextLineReader(""), openScript: { file, _ in
            ScriptFile.open(URL(fileURLWithPath: file))
        })
        var runner = Runner(environment: environment)
        let status = runner.run(arguments: ["--quiet", path])
        #expect(status == 0, "\(name) exited \(status):\n\(output.standardError)")
        #expect(output.standardError.isEmpty)
    }

    /// All the examples in one run, as CI runs specs (`splitnav --bail scripts/examples/*.splitnav`): each in a fresh
    /// session, so the order does not matter; one failing file makes the run exit 1 and is named in the summary.
    @Test("the examples run together, in either order") func together() throws {
        let paths = Self.scripts.map { Self.directory.appendingPathComponent($0).path }
        try #require(paths.count >= 3)
        func run(_ arguments: [String]) -> (status: Int32, stderr: String) {
            let output = CapturedOutput()
            let environment = RunnerEnvironment(output: output, standardInput: TextLineReader(""), openScript: { file, use in
                file == "failing.splitnav" ? InMemoryScripts(texts: [file: "# Fails.\nexpect width 1\n"]).open(file, for: use)
                    : ScriptFile.open(URL(fileURLWithPath: file))
            })
            var runner = Runner(environment: environment)
            return (runner.run(arguments: arguments), output.standardError)
        }
        let forward = run(["--quiet", "--bail"] + paths)
        #expect(forward.status == 0, "\(forward.stderr)")
        #expect(forward.stderr.hasPrefix("\(paths.count) scripts: \(paths.count) passed, 0 failed, 0 broken, 0 skipped; "))
        let backward = run(["--quiet", "--bail"] + paths.reversed())
        #expect(backward.status == 0, "\(backward.stderr)")
        #expect(backward.stderr == forward.stderr)
        let failing = run(["--quiet"] + paths.prefix(2) + ["failing.splitnav"] + paths.dropFirst(2))
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("failing.splitnav:2: error: expected width to be 1, but it is 1180\n"))
        #expect(failing.stderr.contains("help: explain width shows the rules\nfailed: failing.splitnav\n"
                                        + "\(paths.count + 1) scripts: \(paths.count) passed, 1 failed, 0 broken, 0 skipped; "))
    }
}
