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
}
