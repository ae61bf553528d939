import SplitModel
import Testing
@testable import SplitShell

@Suite struct ErrorFormatTests {
    static let cases: [Case<ShellError, [String]>] = [
        Case("unknown value with suggestion", .unknownValue("twoBeside", in: .displayMode, suggestions: ["twoBesideSecondary"]),
             ["error: unknown display mode 'twoBeside'", "help: did you mean 'twoBesideSecondary'?"]),
        Case("unknown value without suggestion", .unknownValue("x", in: .primaryEdge, suggestions: []),
             ["error: unknown primary edge 'x'", "help: expected 'leading', 'trailing'"]),
        Case("unknown property", .unknownValue("zzz", in: QueryTable.names, suggestions: []),
             ["error: unknown property 'zzz'", "help: type 'help get' to list the property names"]),
        Case("unknown command", .unknownCommand("xyzzy", suggestions: []),
             ["error: unknown command 'xyzzy'", "help: type 'help' to list the commands"]),
        Case("missing argument", .missingArgument(command: "setStyle", argument: "unspecified|doubleColumn|tripleColumn"),
             ["error: 'setStyle' needs unspecified|doubleColumn|tripleColumn", "help: usage: setStyle unspecified|doubleColumn|tripleColumn"]),
        Case("initWithStyle, verbatim", .engine(.requiresInitWithStyle(api: "splitBehavior")),
             ["error: This API requires initializing the UISplitViewController with -initWithStyle:",
              "help: splitBehavior needs a column style: setStyle doubleColumn or setStyle tripleColumn"]),
        Case("supplementary on double, verbatim", .engine(.supplementaryUnsupportedForDoubleColumn(api: "supplementaryColumnWidth")),
             ["error: UISplitViewController supplementaryColumnWidth properties unsupported for style = DoubleColumn",
              "help: supplementaryColumnWidth needs setStyle tripleColumn"]),
        Case("already specified, with the real column", .engine(.alreadySpecified(name: "Inbox", column: .primary)),
             ["error: Inbox is already specified as the view controller for the primary column",
              "help: a view controller can be in one place only: use another name, or replace the primary column's controller first"]),
        Case("already specified for the secondary", .engine(.alreadySpecified(name: "Detail", column: .secondary)),
             ["error: Detail is already specified as the view controller for the secondary column",
              "help: a view controller can be in one place only: use another name, or replace the secondary column's controller first"]),
        Case("expectation", .expectationFailed(Query("frame", column: .primary), expected: "0 320", actual: "10 320",
                                               context: AssertionContext(SplitEngine.initialState())),
             ["error: expected frame primary to be 0 320, but it is 10 320",
              "context: iPad (A16), 1180x820 landscape; size classes horizontal regular, vertical regular; style doubleColumn",
              "help: explain frame primary shows the rules"]),
        Case("window side", .engine(.invalidWindowSide(0)), ["error: a window side must be from 1 to 100000 points, not 0"]),
        Case("usage", .usage(.unknownOption("--bial", suggestions: ["--bail"])),
             ["error: unknown option '--bial'", "help: did you mean '--bail'?"]),
    ]

    @Test(arguments: cases)
    func formats(_ row: Case<ShellError, [String]>) {
        #expect(ErrorFormat.format(row.input).lines() == row.output)
    }

    @Test func aLocationPrefixesTheErrorLineOnly() {
        let message = ErrorMessage("unknown command 'x'", help: "type 'help' to list the commands")
        #expect(message.lines(location: "script.txt:3") == ["script.txt:3: error: unknown command 'x'", "help: type 'help' to list the commands"])
    }
}
