import Testing
@testable import SplitShell

/// Errors that say what happened: each quotes what was typed and names the real problem, not a neighbouring one.
@Suite struct MessageTests {
    /// The lines of a session, and the error the last one gives.
    static let rows: [Case<[String], [String]>] = [
        Case("a clipped word counts what was typed, without the quotes", ["foo" + String(repeating: "x", count: 100)],
             ["error: unknown command 'fooxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…(103 characters)'",
              "help: type 'help' to list the commands"]),
        Case("a clipped word before a colon", ["setViewController " + String(repeating: "A", count: 90) + "] for primary"],
             ["error: '" + String(repeating: "A", count: 40) + "…(91 characters)' is not a view controller: unexpected ']' at character 91",
              "help: write Inbox, nav[Inbox,Message] or tab[nav[Photos]|Albums]"]),
        Case("undo with no change at all", ["undo"], ["error: nothing to undo"]),
        Case("undo past the changes kept", (0...Session.defaultUndoLimit).map { "width \(800 + $0)" }
                + Array(repeating: "undo", count: Session.defaultUndoLimit + 1),
             ["error: only the last 1000 changes are kept; nothing older to undo", "help: 'reset' goes back to the start"]),
    ]

    @Test(arguments: rows)
    func message(_ row: Case<[String], [String]>) {
        var session = Session()
        var last: Response?
        for line in row.input { last = session.execute(line) }
        #expect(last?.error.map { ErrorFormat.format($0).lines() } == row.output)
    }

    @Test func anInterruptedOpenSaysSo() {
        #expect(ErrorFormat.format(.unreadableFile("pipe", .interrupted)).lines() == ["error: cannot read 'pipe': interrupted"])
    }
}
