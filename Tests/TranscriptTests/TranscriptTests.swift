import Foundation
import Testing
@testable import SplitShell

/// Golden sessions: every `*.transcript` file under `Transcripts/` is replayed in-process and must match exactly.
/// `SPLITNAV_RECORD=1 swift test --filter TranscriptTests` rewrites the files from the actual output and still
/// fails, so the diff gets read before it is committed.
struct TranscriptTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts")

    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".transcript") }.sorted()
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["SPLITNAV_RECORD"] == "1" }

    @Test("the transcripts are there") func present() {
        #expect(Self.files.count >= 10)
    }

    @Test("transcript", arguments: files)
    func replay(_ name: String) throws {
        let url = Self.directory.appendingPathComponent(name)
        let expected = Transcript.parse(try String(contentsOf: url, encoding: .utf8))
        #expect(!expected.runs.isEmpty, "\(name) has no run")
        var actual = expected
        for index in expected.runs.indices {
            actual.runs[index].body = Self.execute(expected.runs[index])
        }
        if Self.recording {
            if actual.runs != expected.runs { try actual.render().write(to: url, atomically: true, encoding: .utf8) }
            Issue.record("re-recorded \(name): read the diff before committing")
            return
        }
        for (want, got) in zip(expected.runs, actual.runs) where want.body != got.body {
            let label = (["splitnav"] + want.arguments).joined(separator: " ")
            Issue.record("\(name): \(label)\n\(Self.diff(want.body, got.body))")
        }
    }

    /// Where transcripts' `save` writes (relative paths only; `source` and script arguments find the files there first).
    static let written: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("splitnav-transcripts-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// Runs one `$ splitnav` in-process; scripts and `source` read files relative to the transcripts folder.
    static func execute(_ run: Transcript.Run) -> [String] {
        let output = MarkedOutput()
        let reader = MarkingLineReader(lines: run.input, output: output)
        var environment = RunnerEnvironment(output: output, standardInput: reader, standardInputIsTerminal: false,
                                            openScript: { path, _ in
            if !path.hasPrefix("/"), FileManager.default.fileExists(atPath: written.appendingPathComponent(path).path) {
                return ScriptFile.open(written.appendingPathComponent(path))
            }
            return ScriptFile.open(path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path))
        })
        // Files a command writes go to a folder of this process's own (relative paths only; `source` and script
        // arguments find them there first); a directory named no-such-directory fails as a missing directory does.
        environment.writeFile = { path, bytes in
            guard !path.hasPrefix("/") else { return .failure(.permissionDenied) }
            guard !path.contains("no-such-directory/") else { return .failure(.notFound) }
            let file = written.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: file, options: .atomic)
                return .success(())
            } catch {
                return .failure(.notFound)
            }
        }
        var runner = Runner(environment: environment)
        let status = runner.run(arguments: run.arguments)
        return output.body + ["? \(status)"]
    }

    /// A line diff good enough to read: the first difference with context.
    static func diff(_ expected: [String], _ actual: [String]) -> String {
        let first = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, actual.count)
        let from = max(0, first - 3)
        let want = expected[from..<min(expected.count, first + 6)].map { "  want| " + $0 }
        let got = actual[from..<min(actual.count, first + 6)].map { "  got | " + $0 }
        return "first difference at body line \(first + 1):\n" + (want + got).joined(separator: "\n")
    }
}

/// The README's first session is a copy of the tour transcript, as a user sees it at the prompt.
struct ReadmeSessionTests {
    @Test("README shows the tour transcript") func readmeMatchesTour() throws {
        let root = TranscriptTests.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let tour = Transcript.parse(try String(contentsOf: TranscriptTests.directory.appendingPathComponent("10-tour.transcript"),
                                               encoding: .utf8))
        let session = tour.runs[0].body.filter { !$0.hasPrefix("? ") }.map { $0.hasPrefix("> ") ? "splitnav> " + $0.dropFirst(2) : $0 }
        let section = try #require(readme.components(separatedBy: "## A first session").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        #expect(block.split(separator: "\n").map(String.init) == session, "README.md's first session differs from 10-tour.transcript")
    }
}

extension ReadmeSessionTests {
    /// The `layout`, `explain` and `sweep` blocks of the README appear, line for line, in a transcript.
    @Test("README's layout, explain and sweep blocks are transcript copies") func readmeBlocksAreCopies() throws {
        let root = TranscriptTests.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Seeing it, asking why, finding the edges").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        let blocks = section.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        #expect(blocks.count == 3)
        let bodies = try TranscriptTests.files.map { name in
            Transcript.parse(try String(contentsOf: TranscriptTests.directory.appendingPathComponent(name), encoding: .utf8))
                .runs.flatMap(\.body).map { $0.hasPrefix("> ") ? "splitnav> " + $0.dropFirst(2) : $0 }
        }
        for block in blocks {
            let lines = block.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("splitnav> ") }
            let found = bodies.contains { body in
                body.indices.contains { start in Array(body[start...].prefix(lines.count)) == lines }
            }
            #expect(found, "README block not in any transcript:\n\(lines.prefix(3).joined(separator: "\n"))")
        }
    }
}
