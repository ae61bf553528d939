import Testing
@testable import SplitShell

/// A response keeps no array for no lines, and a change list none for no changes: however a response came to have
/// none, it must equal, hash and print as one made with none.
@Suite struct ResponseStorageTests {
    static let line = OutputLine(.output, "1180")

    @Test func noLinesHoweverGivenAreNoLines() {
        var emptied = Response(lines: [Self.line])
        emptied.lines = []
        for response in [Response(lines: []), Response(onlyLines: nil), emptied] {
            #expect(response == Response())
            #expect(response.hashValue == Response().hashValue)
            #expect(!response.hasLines && response.lines.isEmpty && response.printedText.isEmpty)
        }
    }

    @Test func linesGivenAreKeptInOrder() {
        let lines = [Self.line, OutputLine(.note, "note: x (ENV-1)")]
        var set = Response()
        set.lines = lines
        for response in [Response(lines: lines), Response(onlyLines: lines), set] {
            #expect(response.hasLines && response.lines == lines)
            #expect(response.printedText == "1180\nnote: x (ENV-1)\n")
        }
    }

    @Test func anEmptyChangeListIsPlainlyEmpty() {
        for changes in [ChangeList(), ChangeList([]), []] {
            #expect(changes.isPlainlyEmpty && changes.isEmpty && changes == ChangeList())
        }
        let listed = ChangeList([StateChange("width", before: "1180", after: "700")])
        #expect(!listed.isPlainlyEmpty && listed.all.count == 1 && listed != ChangeList())
    }
}
