import Foundation
import Testing
import SplitModel
import TestSupport
@testable import SplitShell

/// Scripts at the edges of the input (invalid UTF-8, control bytes, huge and tiny numbers, deep notation, sourcing
/// and quitting in JSON) run to a sane end and keep the shell's invariants. Each runs as `Fuzz/` runs an input: bytes
/// read as standard input is (`LineSplitter`), an optional `#! FLAGS` first line, the runner in memory, then every
/// line that reads as text again in a bare session, checking the invariants `FuzzInvariants` checks.
@Suite struct EdgeCaseScriptTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("EdgeCaseScripts")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test("the edge-case scripts are there") func present() {
        #expect(Self.files.count >= 3, "no scripts in \(Self.directory.path)")
    }

    @Test("an edge-case script runs to a sane end", arguments: files)
    func replay(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let lines = ScriptInput.lines(bytes)
        let output = CapturedOutput()
        let environment = RunnerEnvironment(output: output, standardInput: TextLineReader(bytes: bytes),
                                            openScript: SourcedScripts.open)
        var runner = Runner(environment: environment)
        let status = runner.run(arguments: ScriptInput.inMemoryOptions(header: lines.first ?? ""))
        // Only `quit N` (here or in a sourced script) gives another status than 0, 1 or 3; none gives 2 but `quit 2`.
        let quits = lines.contains { $0.contains("quit") || $0.contains("exit") || $0.contains("source") }
        #expect(quits ? (0...255).contains(status) : [0, 1, 3].contains(status), "status \(status)")
        #expect(!output.writes.isEmpty, "\(name) printed nothing: an edge-case script should make output or an error")
        #expect(!output.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F },
                "a control character in an error")
        checkInvariants(lines)
    }

    /// Every line's canonical form reads back as the same command (STYLE.md, habit 3); after every line that changed
    /// the state, what each `get` prints an `expect` accepts.
    private func checkInvariants(_ lines: [String]) {
        var session = Session()
        for line in lines {
            if let command = try? Parser.parse(line), let printed = CommandPrinter.print(command) {
                #expect((try? Parser.parse(printed)) == command, "\(line.debugDescription) prints as \(printed.debugDescription)")
            }
            let before = session.state
            guard session.execute(line).error == nil, session.state != before else { continue }
            for spec in QueryTable.all {
                let names = session.state.controllerNames
                let queries: [Query] = if spec.takesControllerName {
                    names.map { Query(spec.name, argument: $0) } + (spec.readsAlone ? [Query(spec.name)] : [])
                } else if spec.takesColumn {
                    Column.allCases.map { Query(spec.name, column: $0) }
                } else if let set = spec.argumentSet {
                    set.values.map { Query(spec.name, argument: $0) }
                } else {
                    [Query(spec.name)]
                }
                for query in queries {
                    guard let value = try? QueryTable.value(of: query, in: session.state) else { continue }
                    var probe = session
                    let error = probe.execute("expect \(query.text) \(Tokenizer.quoteText(value))").error
                    #expect(error == nil, "after \(line.debugDescription): get \(query.text) printed \(value.debugDescription)")
                }
            }
        }
    }
}
