import Testing
@testable import SplitShell

/// Standard output that stops taking output: a write error fails the run once reported; a closed pipe ends it quietly,
/// with 141 only when commands were left to run.
@Suite struct OutputFailureTests {
    /// Standard output that fails with `failure` at the flush after `lines` complete lines were written.
    final class FailingOutput: OutputStreams {
        let failureToCome: OutputFailure
        var lines: Int
        private(set) var failure: OutputFailure?
        private(set) var standardOutput = ""
        private(set) var standardError = ""
        private var buffer = ""

        init(failing failure: OutputFailure, after lines: Int) {
            failureToCome = failure
            self.lines = lines
        }

        func write(_ text: String) {
            guard failure == nil else { return }
            buffer += text
        }

        func writeError(_ text: String) {
            flush()
            standardError += text
        }

        func flush() {
            guard failure == nil else { return }
            for line in buffer.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                guard lines > 0 else {
                    failure = failureToCome
                    break
                }
                lines -= 1
                standardOutput += line + "\n"
            }
            buffer = ""
        }
    }

    static func run(_ arguments: [String], stdin: String = "", output: OutputStreams) -> Int32 {
        let environment = RunnerEnvironment(output: output, standardInput: TextLineReader(stdin), openScript: { _, _ in .failure(.notFound) })
        var runner = Runner(environment: environment)
        return runner.run(arguments: arguments)
    }

    @Test func aWriteErrorIsReportedOnceAndFailsTheRun() {
        let output = CapturedOutput()
        output.failure = .failed(.noSpace)
        let status = Self.run([], stdin: "echo a\necho b\n", output: output)
        #expect(status == 1)
        #expect(output.standardError == "splitnav: error: cannot write to standard output: no space left on the device\n")
    }

    /// The final flush is where a short run's output is written: its failure counts as much as one mid-run.
    @Test func aWriteErrorAtTheLastFlushFailsTheRun() {
        let output = FailingOutput(failing: .failed(.noSpace), after: 0)
        let status = Self.run(["-c", "echo a", "-c", "echo b"], output: output)
        #expect(status == 1)
        #expect(output.standardError == "splitnav: error: cannot write to standard output: no space left on the device\n")
    }

    /// `quit 4` would succeed with 4; its output was lost, so the run fails.
    @Test func aWriteErrorOverridesAQuitStatus() {
        let output = FailingOutput(failing: .failed(.inputOutput), after: 0)
        #expect(Self.run(["-c", "echo a", "-c", "quit 4"], output: output) == 1)
        #expect(output.standardError == "splitnav: error: cannot write to standard output: input/output error\n")
    }

    @Test func helpAndVersionFailOnAFullOutput() {
        for arguments in [["--help"], ["--version"]] {
            let output = FailingOutput(failing: .failed(.noSpace), after: 0)
            #expect(Self.run(arguments, output: output) == 1, "\(arguments)")
        }
    }

    /// The pipe closes while lines are left to run (found when the error flushes standard output): 141 once the next
    /// line is read, and it does not run.
    @Test func aPipeClosedBeforeTheWorkWasDoneGives141() {
        let output = FailingOutput(failing: .closed, after: 0)
        let status = Self.run([], stdin: "echo a\nbogus\necho b\n", output: output)
        #expect(status == Runner.closedOutputStatus)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("-:2: error: unknown command 'bogus'\n"))
    }

    /// The same pipe closing at the last line: every command ran, so the status is theirs.
    @Test func aPipeClosedAtTheLastLineKeepsTheStatus() {
        let output = FailingOutput(failing: .closed, after: 0)
        #expect(Self.run([], stdin: "echo a\nbogus\n", output: output) == 3)
    }

    /// The pipe closed only at the last flush: every command ran, the status is theirs (1 for the failed expect).
    @Test func aPipeClosedAfterEveryCommandRanKeepsTheStatus() {
        let output = FailingOutput(failing: .closed, after: 0)
        let status = Self.run([], stdin: "echo a\nexpect width 1\n", output: output)
        #expect(status == 1)
        #expect(output.standardOutput == "")
    }

    /// Standard output that closes as its first write is taken (the pipe's reader went away then).
    final class ClosingOutput: OutputStreams {
        private(set) var failure: OutputFailure?
        func write(_ text: String) { failure = .closed }
        func writeError(_ text: String) {}
        func flush() {}
    }

    /// An input that lends all its lines in one run, as a reader lends the lines it read in one chunk: only the first
    /// comes after a pause.
    struct OneRunInput: LineReader {
        var lines: [String]

        mutating func nextLine(prompt: String?) -> InputLine? { nil }

        mutating func lendLines(_ body: (LentLine, _ afterPause: Bool) -> Bool) -> Bool {
            for (index, line) in lines.enumerated() where !body(.other(.text(line)), index == 0) { return true }
            lines = []
            return false
        }
    }

    /// A pipe found closed after a line still stops the run with 141 at the next line, which no pause comes before.
    @Test func aPipeClosedWithinOneRunOfLinesGives141() {
        let output = ClosingOutput()
        let environment = RunnerEnvironment(output: output, standardInput: OneRunInput(lines: ["echo a", "echo b"]))
        var runner = Runner(environment: environment)
        #expect(runner.run(arguments: []) == Runner.closedOutputStatus)
    }
}
