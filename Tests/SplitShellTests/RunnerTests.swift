import Testing
@testable import SplitShell

@Suite struct RunnerTests {
    struct Run {
        let status: Int32
        let output: CapturedOutput
        var stdout: [String] { lines(output.standardOutput) }
        var stderr: [String] { lines(output.standardError) }

        private func lines(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    /// Runs the runner in-process with captured output, `stdin` as piped standard input, and `files` as the file system.
    static func run(_ arguments: [String], stdin: String = "", files: [String: String] = [:], terminal: Bool = false,
                    output: CapturedOutput = CapturedOutput()) -> Run {
        let environment = RunnerEnvironment(output: output, standardInput: TextLineReader(stdin), standardInputIsTerminal: terminal,
                                            openScript: { InMemoryScripts(texts: files).open($0, for: $1) })
        var runner = Runner(environment: environment)
        return Run(status: runner.run(arguments: arguments), output: output)
    }

    @Test func acceptance() {
        let run = Self.run(["-c", "setStyle tripleColumn", "-c", "get displayMode"])
        #expect(run.status == 0)
        #expect(run.stdout.last == "twoBesideSecondary")
        #expect(run.stderr.isEmpty)
    }

    struct Status: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let stdin: String
        let status: Int32
        var testDescription: String { name }

        init(_ name: String, _ arguments: [String], stdin: String = "", _ status: Int32) {
            self.name = name
            self.arguments = arguments
            self.stdin = stdin
            self.status = status
        }
    }

    static let statuses: [Status] = [
        Status("all succeed", ["-c", "width 800", "-c", "get width"], 0),
        Status("a failed command", ["-c", "width abc", "-c", "get width"], 1),
        Status("a failed expect", ["-c", "expect isCollapsed true"], 1),
        Status("piped stdin succeeds", [], stdin: "width 800\nget width\n", 0),
        Status("piped stdin fails and keeps going", [], stdin: "bogus\nget width\n", 1),
        Status("quit N", ["-c", "quit 3", "-c", "bogus"], 3),
        Status("exit N", [], stdin: "exit 7\n", 7),
        Status("quit keeps the status so far", ["-c", "bogus", "-c", "quit"], 1),
        Status("quit after success", ["-c", "quit"], 0),
        Status("unknown option", ["--bial"], 2),
        Status("missing -c value", ["-c"], 2),
        Status("bad --color", ["--color", "sometimes"], 2),
        Status("bad --format", ["--format", "yaml"], 2),
        Status("help", ["--help"], 0),
        Status("version", ["--version"], 0),
        Status("missing script", ["nope.txt"], 1),
        Status("interactive end of input is success", ["--interactive"], stdin: "bogus\n", 0),
    ]

    @Test(arguments: statuses)
    func exitStatus(_ row: Status) {
        #expect(Self.run(row.arguments, stdin: row.stdin).status == row.status)
    }

    @Test func errorsNameTheirSource() {
        let files = ["setup.txt": "width 800\n\nshwo primary\n"]
        let run = Self.run(["-c", "bogus", "-f", "setup.txt", "-c", "width x", "-"], stdin: "get width\nsetStyle triple\n", files: files)
        #expect(run.stderr == [
            "-c:1: error: unknown command 'bogus'", "help: type 'help' to list the commands",
            "setup.txt:3: error: unknown command 'shwo'", "help: did you mean 'show'?",
            "-c:2: error: 'x' is not a number", "help: numbers are decimal points, like 320 or 954.5",
            "-:2: error: unknown style 'triple'", "help: did you mean 'tripleColumn'?",
        ])
        #expect(run.status == 1)
    }

    @Test func scriptArgumentsRunInOrder() {
        let files = ["a.txt": "echo a\n", "b.txt": "echo b"]
        let run = Self.run(["a.txt", "-c", "echo c", "b.txt"], files: files)
        #expect(run.stdout == ["a", "c", "b"])
    }

    @Test func bailStopsAtTheFirstError() {
        let run = Self.run(["--bail", "-c", "echo before", "-c", "bogus", "-c", "echo after"])
        #expect(run.status == 1)
        #expect(run.stdout == ["before"])
        #expect(run.stderr.count == 2)
    }

    @Test func standardOutputComesBeforeEachError() {
        let run = Self.run(["-c", "echo one", "-c", "bogus", "-c", "echo two"])
        let streams = run.output.writes.map(\.stream)
        #expect(streams == [.output, .error, .error, .output])
    }

    @Test func quietDropsSummariesAndNotesButNotAskedOutput() {
        let loud = Self.run(["-c", "setStyle tripleColumn", "-c", "hide secondary", "-c", "get displayMode"])
        #expect(loud.stdout.count > 2)
        #expect(loud.stdout.contains("note: hiding the secondary column does nothing (SHOW-2)"))
        let quiet = Self.run(["--quiet", "-c", "setStyle tripleColumn", "-c", "hide secondary", "-c", "get displayMode", "-c", "echo done"])
        #expect(quiet.stdout == ["twoBesideSecondary", "done"])
    }

    @Test func echoPrintsEachLineBeforeItsOutput() {
        let run = Self.run(["--echo", "--quiet"], stdin: "get width\n\nget height\n")
        #expect(run.stdout == ["splitnav> get width", "1180", "splitnav> get height", "820"])
    }

    @Test func helpAndVersion() {
        #expect(Self.run(["--version"]).stdout == ["splitnav 0.1.0"])
        #expect(Self.run(["--help"]).stdout.first == "usage: splitnav [OPTIONS] [SCRIPT...]")
    }

    @Test func usageErrorsSuggest() {
        let run = Self.run(["--bial"])
        #expect(run.stderr == ["splitnav: error: unknown option '--bial'", "help: did you mean '--bail'?"])
    }

    /// Did-you-mean reads the option table, aliases included.
    @Test func usageErrorsSuggestAliases() {
        let run = Self.run(["-H"])
        #expect(run.status == 2)
        #expect(run.stderr == ["splitnav: error: unknown option '-H'", "help: did you mean '-h'?"])
        #expect(Self.run(["-h"]).stdout == Self.run(["--help"]).stdout)
    }

    /// `--help` is written from the option table; this is its text.
    @Test func helpListsTheOptionTable() {
        #expect(Self.run(["--help"]).stdout == [
            "usage: splitnav [OPTIONS] [SCRIPT...]",
            "A shell that simulates UIKit's UISplitViewController.",
            "",
            "  -c COMMAND         run COMMAND (repeatable, in order), then exit",
            "  -f FILE            run the commands in FILE (repeatable)",
            "  SCRIPT...          run these script files, then exit ('-' is standard input)",
            "  --bail             stop at the first error",
            "  --echo             print each input line, after 'splitnav> ', before its output",
            "  --quiet            drop the automatic change summaries and notes",
            "  --batch            no banner and no prompt, even on a terminal",
            "  --interactive      prompt even when standard input is not a terminal",
            "  --format FORMAT    text (the default), or json: one JSON document per command (docs/json-format.md)",
            "  --color WHEN       colour the prompt and output: auto (on a terminal, unless NO_COLOR is set or TERM=dumb), always or never",
            "  --no-history       keep no history file (else $SPLITNAV_HISTORY or $XDG_STATE_HOME/splitnav/history)",
            "  --help             print this help and exit",
            "  --version          print the version and exit",
            "",
            "Without -c, -f or SCRIPT, commands come from standard input. Type 'help' for the commands.",
            "History keeps $SPLITNAV_HISTSIZE entries: 1000 by default, none with 0, all when negative.",
            "Exit status: 0 when every command succeeded, 1 when one failed, 2 for a usage error; 'quit N' exits N.",
        ])
    }

    /// Options read as the table says: values inline or next, `-c` numbered in order, operands among them.
    @Test func optionsParseByTheTable() throws {
        let options = try RunnerOptions.parse(["-c", "echo a", "--format=json", "x.splitnav", "-f", "y", "-c", "echo b", "--color", "never",
                                               "--bail", "--echo", "--quiet", "--batch", "--no-history", "-", "--", "-c"])
        #expect(options.inputs == [.command("echo a", index: 1), .file("x.splitnav"), .file("y"), .command("echo b", index: 2),
                                   .standardInput, .file("-c")])
        #expect(options.format == .json && options.color == .never)
        #expect(options.bail && options.echo && options.quiet && options.interactive == false && !options.history)
        #expect(try RunnerOptions.parse(["--interactive"]).interactive == true)
        #expect(try RunnerOptions.parse(["--version"]).action == .version)
    }

    @Test func interactiveShowsBannerPromptsAndUnlocatedErrors() {
        let run = Self.run([], stdin: "bogus\n", terminal: true)
        #expect(run.stdout.first?.hasPrefix("splitnav 0.1.0") == true)
        #expect(run.stderr == ["error: unknown command 'bogus'", "help: type 'help' to list the commands"])
        #expect(run.status == 0)
    }

    @Test func aClosedOutputEndsTheRunQuietlyWith141() {
        let output = CapturedOutput()
        output.failure = .closed
        let run = Self.run([], stdin: "echo a\necho b\nbogus\n", output: output)
        #expect(run.status == Runner.closedOutputStatus)
        #expect(run.output.writes.isEmpty)
    }
}
