import Testing
@testable import SplitShell

/// Ctrl-C as the runner sees it through the flag it is given: a batch ends with 130 between whole lines, a prompt goes on.
@Suite struct InterruptTests {
    /// The Ctrl-C key of one test: pressing it sets the flag handed to the runner, as the process's SIGINT handler would.
    final class Key: @unchecked Sendable {
        // Pressed and read on the test's own thread only.
        private var pressed = false

        func press() { pressed = true }

        var flag: InterruptFlag {
            InterruptFlag(isPending: { self.pressed }, take: {
                defer { self.pressed = false }
                return self.pressed
            })
        }
    }

    /// Standard input whose Ctrl-C comes while the runner works on line `pressedOn` (counted from 1).
    struct Input: LineReader {
        let lines: [String]
        let pressedOn: Int
        let key: Key
        var index = 0

        mutating func nextLine(prompt: String?) -> InputLine? {
            guard index < lines.count else { return nil }
            index += 1
            if index == pressedOn { key.press() }
            return .text(lines[index - 1])
        }
    }

    static func run(_ arguments: [String], stdin lines: [String], pressedOn line: Int = 0) -> (status: Int32, stdout: String) {
        let key = Key()
        let output = CapturedOutput()
        let environment = RunnerEnvironment(output: output, standardInput: Input(lines: lines, pressedOn: line, key: key),
                                            interrupt: key.flag)
        var runner = Runner(environment: environment)
        let status = runner.run(arguments: arguments)
        return (status, output.standardOutput)
    }

    @Test func aBatchEndsWith130AfterTheLineThatWasRunning() {
        let run = Self.run([], stdin: ["echo one", "echo two", "echo three"], pressedOn: 1)
        #expect(run.status == Runner.interruptedStatus)
        #expect(run.stdout == "one\n")
    }

    @Test func withoutACtrlCTheSameBatchRunsToTheEnd() {
        let run = Self.run([], stdin: ["echo one", "echo two", "echo three"])
        #expect(run.status == 0)
        #expect(run.stdout == "one\ntwo\nthree\n")
    }

    @Test func atAPromptTheSessionGoesOn() {
        let run = Self.run(["--interactive"], stdin: ["echo one", "echo two"], pressedOn: 1)
        #expect(run.status == 0)
        #expect(run.stdout.contains("one\n"))
        #expect(run.stdout.contains("two\n"))
    }

    /// A terminating signal (SIGTERM 15, SIGHUP 1) that comes after line 1 ran, as line 2 is read: a batch and a session
    /// both end without running line 2, with 128 + the signal, and what line 1 printed is kept.
    @Test(arguments: [("--batch", 15), ("--batch", 1), ("--interactive", 15), ("--interactive", 1)] as [(String, Int32)])
    func aTerminationSignalEndsTheRunBetweenLines(mode: String, signal: Int32) {
        final class Noted: @unchecked Sendable {
            var signal: Int32?
        }
        struct Input: LineReader {
            let noted: Noted
            let signal: Int32
            var lines = ["echo one", "echo two"]
            var served = 0
            mutating func nextLine(prompt: String?) -> InputLine? {
                if served == 1 { noted.signal = signal }
                guard served < lines.count else { return nil }
                served += 1
                return .text(lines[served - 1])
            }
        }
        let noted = Noted()
        let output = CapturedOutput()
        let flag = InterruptFlag(isPending: { noted.signal != nil }, take: { false }, terminationSignal: { noted.signal })
        let environment = RunnerEnvironment(output: output, standardInput: Input(noted: noted, signal: signal),
                                            openScript: { _, _ in .failure(.notFound) }, interrupt: flag)
        var runner = Runner(environment: environment)
        #expect(runner.run(arguments: [mode]) == 128 + signal)
        #expect(output.standardOutput.contains("one\n"))
        #expect(!output.standardOutput.contains("two\n"))
    }

    @Test func aSourcedScriptStopsBetweenItsLines() {
        let key = Key()
        let output = CapturedOutput()
        // The key is pressed as the script is read: its first line runs, the second does not.
        let environment = RunnerEnvironment(output: output, standardInput: TextLineReader(""), openScript: { path, use in
            key.press()
            return InMemoryScripts(texts: ["script.txt": "echo one\necho two\n"]).open(path, for: use)
        }, interrupt: key.flag)
        var runner = Runner(environment: environment)
        #expect(runner.run(arguments: ["-c", "source script.txt", "-c", "echo after"]) == Runner.interruptedStatus)
        #expect(output.standardOutput == "one\n")
    }
}
