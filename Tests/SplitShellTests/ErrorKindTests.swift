import Testing
@testable import SplitShell
import SplitModel

/// One classification decides both the exit status and JSON's `error.kind`.
@Suite struct ErrorKindTests {
    static let rows: [(ShellError, ErrorKind)] = [
        (.unknownCommand("bogus", suggestions: []), .input),
        (.invalidNumber("x"), .input),
        (.invalidUTF8(byte: 3), .input),
        (.lineTooLong(limit: 10), .input),
        (.unknownEventKind("nothing", suggestions: []), .input),
        (.unparsableCommand(command: "expectRefused", .invalidNumber("x")), .input),
        (.failedWithoutRefusal("width x", .invalidNumber("x")), .input),
        (.failedWithoutRefusal("undo", .nothingToUndo), .assertion),
        (.unreadableFile("a.splitnav", .notFound), .input),
        (.sourceCycle(["a", "a"]), .input),
        (.expectationFailed(Query("width"), expected: "1", actual: "2", context: AssertionContext(SplitEngine.initialState())), .assertion),
        (.eventExpected("didCollapse", fired: []), .assertion),
        (.refusalExpected("width 800"), .assertion),
        (.nothingToUndo, .refused),
        (.scriptReadFailed("a.splitnav", .isDirectory), .io),
        (.unreadableStandardInput(.other(code: 5)), .io),
        (.unwritableOutput(.noSpace), .io),
        (.unwritableReport("r.tap", .noSpace), .io),
        (.unwritableFile("layout.svg", .noSpace), .io),
        (.requirementUnmet(required: "99", installed: "1.0"), .input),
        (.invalidVersion("x"), .input),
        (.unknownDevicePrefix("iPaf", suggestions: []), .input),
    ]

    @Test func eachErrorHasItsKindAndStatus() {
        for (error, kind) in Self.rows {
            #expect(ErrorKind(error) == kind, "\(error)")
            #expect(ErrorKind(error).status == (kind == .input ? 3 : 1))
        }
    }

    @Test func aReportThatCannotBeWrittenSaysWhy() {
        #expect(ErrorFormat.format(.unwritableReport("out/r.xml", .notFound)).lines()
                == ["error: cannot write the report 'out/r.xml': its directory does not exist",
                    "help: create the report's directory first, or name another FILE"])
        #expect(ErrorFormat.format(.unwritableReport("/dev/full", .noSpace)).lines()
                == ["error: cannot write the report '/dev/full': no space left on the device"])
    }
}
