import Testing
@testable import SplitShell

/// Colour is applied as lines are written: only on a terminal (or with --color always), never under NO_COLOR or
/// TERM=dumb unless --color always, which wins.
@Suite struct OutputColorTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let terminal: Bool
        let variables: [String: String]
        let coloured: Bool
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "a terminal", arguments: [], terminal: true, variables: [:], coloured: true),
        Row(name: "a pipe", arguments: [], terminal: false, variables: [:], coloured: false),
        Row(name: "NO_COLOR", arguments: [], terminal: true, variables: ["NO_COLOR": "1"], coloured: false),
        Row(name: "an empty NO_COLOR", arguments: [], terminal: true, variables: ["NO_COLOR": ""], coloured: true),
        Row(name: "TERM=dumb", arguments: [], terminal: true, variables: ["TERM": "dumb"], coloured: false),
        Row(name: "--color never", arguments: ["--color", "never"], terminal: true, variables: [:], coloured: false),
        Row(name: "--color always on a pipe", arguments: ["--color", "always"], terminal: false, variables: [:], coloured: true),
        Row(name: "--color always beats NO_COLOR", arguments: ["--color=always"], terminal: true, variables: ["NO_COLOR": "1"],
            coloured: true),
    ]

    static func run(_ row: Row, _ lines: [String]) -> CapturedOutput {
        let output = CapturedOutput()
        var environment = RunnerEnvironment(output: output, standardInput: TextLineReader(""), openScript: { _, _ in .failure(.notFound) })
        environment.outputIsTerminal = row.terminal
        environment.errorIsTerminal = row.terminal
        let variables = row.variables
        environment.variable = { variables[$0] }
        var runner = Runner(environment: environment)
        _ = runner.run(arguments: row.arguments + lines.flatMap { ["-c", $0] })
        return output
    }

    @Test(arguments: rows)
    func colouredOnlyWhereAllowed(_ row: Row) {
        let output = Self.run(row, ["width 1000", "hide secondary", "get width", "bogus"])
        #expect(output.standardOutput.contains("\u{1B}[") == row.coloured)
        #expect(output.standardError.contains("\u{1B}[") == row.coloured)
    }

    @Test func newStandsOutFromOldNotesAndErrorsAreMarkedOutputStaysPlain() {
        let output = Self.run(Self.rows[0], ["width 1000", "hide secondary", "get width", "bogus"])
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("window: \u{1B}[2m1180x820 @2x\u{1B}[0m -> \u{1B}[1;32m1000x820 @2x\u{1B}[0m"))
        #expect(lines.contains("\u{1B}[33mnote: hiding the secondary column does nothing (SHOW-2)\u{1B}[0m"))
        #expect(lines.contains("1000"))
        #expect(output.standardError.contains("-c:4: \u{1B}[1;31merror:\u{1B}[0m unknown command 'bogus'\n"))
        #expect(output.standardError.contains("\nhelp: type 'help' to list the commands\n"))
    }

    @Test func jsonIsNeverColoured() {
        let output = Self.run(Row(name: "", arguments: ["--color", "always", "--format", "json"], terminal: true, variables: [:],
                                  coloured: true), ["width 1000", "hide secondary"])
        #expect(!output.standardOutput.contains("\u{1B}["))
    }

    @Test func paintingKeepsTheText() {
        let lines = [OutputLine(.summary, "window: 1 -> 2"), OutputLine(.summary, "no arrow: here"), OutputLine(.note, "note: x (SN-7)"),
                     OutputLine(.event, "event x"), OutputLine(.output, "plain -> text")]
        for line in lines {
            let stripped = OutputColor.paint(line).replacing(#/\u{1B}\[[0-9;]*m/#, with: "")
            #expect(stripped == line.text)
        }
    }
}
