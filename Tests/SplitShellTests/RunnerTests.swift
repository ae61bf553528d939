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
        Status("a line that cannot be understood", ["-c", "width abc", "-c", "get width"], 3),
        Status("a refused command", ["-c", "show primaryy"], 3),
        Status("an engine refusal", ["-c", "setViewController tab[nav[List]|nav[Settings]] for primary"], 1),
        Status("a failed expect", ["-c", "expect isCollapsed true"], 1),
        Status("an expectEvent naming nothing", ["-c", "expectEvent \"bogus thing\""], 3),
        Status("piped stdin succeeds", [], stdin: "width 800\nget width\n", 0),
        Status("piped stdin fails and keeps going", [], stdin: "expect width 1\nget width\n", 1),
        Status("piped stdin broken and keeps going", [], stdin: "bogus\nget width\n", 3),
        Status("quit N", ["-c", "quit 4", "-c", "bogus"], 4),
        Status("exit N", [], stdin: "exit 7\n", 7),
        Status("quit keeps the status so far", ["-c", "expect width 1", "-c", "quit"], 1),
        Status("quit N does not hide a failure", ["-c", "expect width 1", "-c", "quit 0"], 1),
        Status("quit N does not hide a broken line", ["-c", "bogus", "-c", "quit 5"], 3),
        Status("quit after success", ["-c", "quit"], 0),
        Status("unknown option", ["--bial"], 2),
        Status("missing -c value", ["-c"], 2),
        Status("bad --color", ["--color", "sometimes"], 2),
        Status("bad --format", ["--format", "yaml"], 2),
        Status("help", ["--help"], 0),
        Status("version", ["--version"], 0),
        Status("missing script", ["nope.txt"], 3),
        Status("interactive end of input is success", ["--interactive"], stdin: "bogus\n", 0),
    ]

    @Test(arguments: statuses)
    func exitStatus(_ row: Status) {
        #expect(Self.run(row.arguments, stdin: row.stdin).status == row.status)
    }

    @Test func errorsNameTheirSource() {
        let files = ["setup.txt": "width 800\n\nshwo primary\n"]
        let run = Self.run(["-c", "bogus", "-f", "setup.txt", "-c", "width x", "-"], stdin: "get width\nsetStyle triple\n", files: files)
        // A prelude that cannot be understood is reported once, and no script runs.
        #expect(run.stderr == ["-c:1: error: unknown command 'bogus'", "help: type 'help' to list the commands"])
        #expect(run.stdout.isEmpty)
        #expect(run.status == 3)
        let scripts = Self.run(["-c", "width 900", "-f", "setup.txt", "-"], stdin: "get width\nsetStyle triple\n", files: files)
        #expect(scripts.stderr == [
            "setup.txt:3: error: unknown command 'shwo'", "help: did you mean 'show'?",
            "-:2: error: unknown style 'triple'", "help: did you mean 'tripleColumn'?",
            "broken: setup.txt", "broken: -", "2 scripts: 0 passed, 0 failed, 2 broken, 0 skipped; 0 checks",
        ])
        #expect(scripts.status == 3)
    }

    /// Scripts run in order; -c given with them is a prelude, run at the start of each; alone, -c runs in order.
    @Test func scriptArgumentsRunInOrder() {
        let files = ["a.txt": "echo a\n", "b.txt": "echo b"]
        let run = Self.run(["a.txt", "-c", "echo c", "b.txt", "-c", "echo d"], files: files)
        #expect(run.stdout == ["c", "d", "a", "c", "d", "b"])
        #expect(Self.run(["-c", "echo c", "-c", "echo d"]).stdout == ["c", "d"])
    }

    /// Each script starts from a fresh session (delegate answers included); source shares its caller's.
    @Test func eachScriptRunsInAFreshSession() {
        let files = ["a.txt": "width 800\ndelegate collapseSecondary true\nsource part.txt\nexpect width 800\n",
                     "part.txt": "expect width 800\n",
                     "b.txt": "expect width 1180\ndelegate\n"]
        let run = Self.run(["--quiet", "a.txt", "b.txt"], files: files)
        #expect(run.status == 0)
        #expect(run.stdout == ["none"])
        #expect(run.stderr == ["2 scripts: 2 passed, 0 failed, 0 broken, 0 skipped; 3 checks"])
        // The order of the scripts changes nothing.
        let reversed = Self.run(["--quiet", "b.txt", "a.txt"], files: files)
        #expect(reversed.status == 0)
        #expect(reversed.stderr == run.stderr)
    }

    /// quit ends the script it is in (from a sourced file or the prelude too), not the run.
    @Test func quitEndsItsScriptOnly() {
        let files = ["q.txt": "echo q\nsource inner.txt\necho not\n", "inner.txt": "quit 5\n", "b.txt": "echo b\n",
                     "f.txt": "expect width 1\nquit 0\necho not\n"]
        let run = Self.run(["q.txt", "b.txt"], files: files)
        #expect(run.stdout == ["q", "b"])
        #expect(run.status == 5)
        #expect(run.stderr == ["failed: q.txt", "2 scripts: 1 passed, 1 failed, 0 broken, 0 skipped; 0 checks"])
        let failed = Self.run(["f.txt", "b.txt"], files: files)
        #expect(failed.stdout == ["b"])
        #expect(failed.status == 1)
        let prelude = Self.run(["-c", "quit 0", "q.txt", "b.txt"], files: files)
        #expect(prelude.stdout.isEmpty)
        #expect(prelude.status == 0)
    }

    /// The run takes the most severe status of its scripts: 3, then 1, then a quit N, then 0.
    @Test func theMostSevereStatusWins() {
        let files = ["ok.txt": "expect width 1180\n", "fail.txt": "expect width 1\n", "broken.txt": "bogus\n", "quit.txt": "quit 7\n"]
        #expect(Self.run(["ok.txt", "quit.txt"], files: files).status == 7)
        #expect(Self.run(["quit.txt", "fail.txt", "ok.txt"], files: files).status == 1)
        #expect(Self.run(["fail.txt", "broken.txt", "quit.txt"], files: files).status == 3)
        #expect(Self.run(["broken.txt", "fail.txt"], files: files).status == 3)
        #expect(ScriptRecord.moreSevere(3, 130) == 130 && ScriptRecord.moreSevere(141, 3) == 141 && ScriptRecord.moreSevere(143, 141) == 143)
    }

    /// One failing script among passing ones: the run exits 1 and the summary names it.
    /// The checks a summary counts are the assertions: every `expect…` command of the table, and nothing else.
    @Test func everyExpectCommandIsACheckAndNoOther() throws {
        for spec in CommandTable.all {
            for example in spec.examples {
                guard let command = try? Parser.parse(example) else { continue }
                #expect(command.isCheck == spec.name.hasPrefix("expect"), "\(example)")
            }
        }
        #expect(CommandTable.all.filter { $0.name.hasPrefix("expect") }.count >= 6)
    }

    /// A script cut short by a closed output or a signal counts as failed, but is named as stopped: nothing in it failed.
    @Test func aStoppedScriptIsNamedAsStopped() {
        var stopped = ScriptRecord(path: "long.splitnav")
        stopped.stoppedBy = 141
        let lines = ScriptRecord.summaryLines([ScriptRecord(path: "ok.splitnav"), stopped, ScriptRecord(path: "rest.splitnav", skipped: true)])
        #expect(lines == ["stopped: long.splitnav", "3 scripts: 1 passed, 1 failed, 0 broken, 1 skipped; 0 checks"])
    }

    /// Without a report, a script's failures are counted but not kept (a long batch holds no memory per failed line);
    /// its status and summary are the same as when they are kept.
    @Test func failuresAreKeptOnlyForAReport() {
        let refused = ScriptFailure(message: ErrorMessage("refused"), kind: .refused, location: SourceLocation(file: "a", line: 1))
        let unknown = ScriptFailure(message: ErrorMessage("unknown"), kind: .input, location: SourceLocation(file: "a", line: 2))
        var counted = ScriptRecord(path: "a", keepsFailures: false)
        var kept = ScriptRecord(path: "a", keepsFailures: true)
        for _ in 0..<1000 { counted.add(refused); kept.add(refused) }
        #expect(counted.failures.isEmpty && counted.failureCount == 1000 && counted.status == 1)
        #expect(kept.failures.count == 1000 && kept.status == 1)
        counted.add(unknown)
        kept.add(unknown)
        #expect(counted.status == 3 && kept.status == 3 && counted.outcome == .broken)
        #expect(ScriptRecord.summaryLines([counted]) == ScriptRecord.summaryLines([kept]))
        #expect(ScriptRecord.summaryLines([counted]).first == "broken: a")
    }

    @Test func aFailingScriptIsNamedInTheSummary() {
        let files = ["ok.txt": "expect width 1180\nexpect isCollapsed false\n", "fail.txt": "expect width 1\n",
                     "broken.txt": "bogus\n"]
        let run = Self.run(["ok.txt", "fail.txt", "ok.txt"], files: files)
        #expect(run.status == 1)
        #expect(run.stderr == ["fail.txt:1: error: expected width to be 1, but it is 1180",
                               "context: iPad (A16), 1180x820 landscape; size classes horizontal regular, vertical regular; style doubleColumn",
                               "help: explain width shows the rules", "failed: fail.txt", "3 scripts: 2 passed, 1 failed, 0 broken, 0 skipped; 5 checks"])
        let bail = Self.run(["--bail", "ok.txt", "broken.txt", "fail.txt", "ok.txt"], files: files)
        #expect(bail.status == 3)
        #expect(bail.stderr.suffix(2) == ["broken: broken.txt", "4 scripts: 1 passed, 0 failed, 1 broken, 2 skipped; 2 checks"])
        // One script: no summary.
        #expect(!Self.run(["fail.txt"], files: files).stderr.contains { $0.hasPrefix("failed:") || $0.contains(" scripts: ") })
    }

    @Test func bailStopsAtTheFirstError() {
        let run = Self.run(["--bail", "-c", "echo before", "-c", "bogus", "-c", "echo after"])
        #expect(run.status == 3)
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
            "  -c COMMAND              run COMMAND (repeatable, in order), then exit; with scripts, at the start of each",
            "  -f FILE                 run the script FILE (repeatable), as SCRIPT does",
            "  SCRIPT...               run each script file in a fresh session, then exit ('-' is standard input)",
            "  --bail                  stop at the first error",
            "  --echo                  print each input line, after 'splitnav> ', before its output",
            "  --quiet                 drop the automatic change summaries and notes",
            "  --batch                 no banner and no prompt, even on a terminal",
            "  --interactive           prompt even when standard input is not a terminal",
            "  --format FORMAT         text (the default), or json: one JSON document per command (docs/json-format.md)",
            "  --color WHEN            colour the prompt and output: auto (on a terminal, unless NO_COLOR is set or TERM=dumb), always or never",
            "  --report FORMAT FILE    write a report of the scripts to FILE: tap (TAP 13) or junit (JUnit XML)",
            "  --no-history            keep no history file (else $SPLITNAV_HISTORY or $XDG_STATE_HOME/splitnav/history)",
            "  --help                  print this help and exit",
            "  --version               print the version and exit",
            "",
            "Without -c, -f or SCRIPT, commands come from standard input. Type 'help' for the commands.",
            "History keeps $SPLITNAV_HISTSIZE entries: 1000 by default, none with 0, all when negative.",
            "Exit status: 0 when every command succeeded; 1 when an expect did not hold, the engine refused a command or a",
            "read or write failed; 2 for a usage error; 3 when a line could not be understood (the script is broken);",
            "'quit N' ends its script with N. A run of several scripts takes the most severe and prints a summary.",
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
