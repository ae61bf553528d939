import Foundation
import Testing

/// The README's survey block is a copy of the survey transcript, as a user sees it at the prompt.
struct ReadmeSurveyTests {
    @Test("README's survey block is a transcript copy") func readmeSurveyBlockIsACopy() throws {
        let root = TranscriptTests.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Every device at once").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        let lines = block.split(separator: "\n").map(String.init)
        let transcript = Transcript.parse(try String(contentsOf: TranscriptTests.directory.appendingPathComponent("28-survey.transcript"),
                                                     encoding: .utf8))
        let body = transcript.runs.flatMap(\.body).map { $0.hasPrefix("> ") ? "splitnav> " + $0.dropFirst(2) : $0 }
        #expect(lines.count > 5)
        #expect(body.indices.contains { Array(body[$0...].prefix(lines.count)) == lines },
                "README's survey block is not in 28-survey.transcript:\n\(lines.prefix(3).joined(separator: "\n"))")
    }
}
