import Testing
@testable import SplitShell

/// Errors that say what happened: each quotes what was typed and names the real problem, not a neighbouring one.
@Suite struct MessageTests {
    /// The lines of a session, and the error the last one gives.
    static let rows: [Case<[String], [String]>] = [
        Case("a tiny positive step is too close to 0, not 0", ["sweep width 300 400 step 0.0000000000000000000001"],
             ["error: '0.0000000000000000000001' is too close to 0: the smallest number above 0 is 0.000000001",
              "help: splitnav does not round a number: give at most 15 significant digits, 9 of them after the point"]),
        Case("a 40-digit width is quoted as typed", ["setPreferredPrimaryColumnWidth 1234567890123456789012345678901234567890"],
             ["error: '1234567890123456789012345678901234567890' is too long: it has more than 15 significant digits",
              "help: splitnav does not round a number: give at most 15 significant digits, 9 of them after the point"]),
        Case("a 10-million-digit integer is too long, not 'not a number'", ["width " + String(repeating: "9", count: 10_000_000)],
             ["error: '9999999999999999999999999999999999999999…(10000000 characters)' is too long: it has more than 15 significant digits",
              "help: splitnav does not round a number: give at most 15 significant digits, 9 of them after the point"]),
        Case("a width just under 1 is refused, not read as 1", ["width 0.9999999999999999"],
             ["error: '0.9999999999999999' has more than 9 decimal places",
              "help: splitnav does not round a number: give at most 15 significant digits, 9 of them after the point"]),
        Case("a width under 1 with few places is refused by the range", ["width 0.99"],
             ["error: a window side must be from 1 to 100000 points, not 0.99"]),
        Case("a value to expect is read by the same rule", ["expect width 1179.9999999999"],
             ["error: '1179.9999999999' has more than 9 decimal places",
              "help: splitnav does not round a number: give at most 15 significant digits, 9 of them after the point"]),
        Case("a side of a size is quoted alone", ["size 1180.00000000001x820"],
             ["error: '1180.00000000001' has more than 9 decimal places",
              "help: splitnav does not round a number: give at most 15 significant digits, 9 of them after the point"]),
        Case("a number beyond any double is too large", ["width 1" + String(repeating: "0", count: 400)],
             ["error: '1000000000000000000000000000000000000000…(401 characters)' is too large to be a number"]),
        Case("a large round number is kept and quoted as typed", ["width 100000000000000000000"],
             ["error: a window side must be from 1 to 100000 points, not 100000000000000000000"]),
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

    /// Each refusal, and what the numbers next to it still read.
    static let numbers: [Case<String, Result<Double, NumberProblem>>] = [
        Case("nine places", "0.999999999", .success(0.999999999)),
        Case("ten places", "0.9999999999", .failure(.tooManyDecimalPlaces)),
        Case("trailing zeros past the ninth place", "1180.000000000000000000", .success(1180)),
        Case("leading zeros", "00000000000000000000001180", .success(1180)),
        Case("fifteen significant digits", "123456789012345", .success(123_456_789_012_345)),
        Case("sixteen significant digits", "1234567890123456", .failure(.tooManyDigits)),
        Case("fifteen digits across the point", "123456.123456789", .success(123_456.123456789)),
        Case("sixteen digits across the point", "1234567.123456789", .failure(.tooManyDigits)),
        Case("round and large", "100000000000000000000", .success(1e20)),
        Case("below the last place", "0.0000000001", .failure(.tooCloseToZero)),
        Case("negative below the last place", "-0.0000000001", .failure(.tooCloseToZero)),
        Case("the last place", "0.000000001", .success(0.000000001)),
        Case("beyond a double", "1" + String(repeating: "0", count: 309), .failure(.tooLarge)),
        Case("not a number", "1e3", .failure(.notANumber)),
    ]

    @Test(arguments: numbers)
    func reads(_ row: Case<String, Result<Double, NumberProblem>>) {
        #expect(NumberFormat.read(row.input) == row.output)
    }
}
