import Foundation
import Testing

/// SIGWINCH (a terminal resized, or any window manager's noise) must neither end splitnav nor garble its output: in
/// batch its default disposition ignores it; at the prompt libedit catches it and redraws the line being typed.
@Suite(.serialized) final class SignalTests {
    let home: URL

    init() throws { home = try Binary.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: home) }

    var environment: [String: String] { Binary.environment(home: home) }

    /// Blocked in read(2) on an empty pipe when the signals come; the script then goes on as if nothing happened.
    @Test func windowChangesWhileABatchWaitsForInput() throws {
        let child = try PipedProcess([], environment: environment)
        child.write("setStyle tripleColumn\nget displayMode\n")
        #expect(eventually(within: 10) { child.standardOutput.hasSuffix("twoBesideSecondary\n") })
        for _ in 0..<5 {
            kill(child.process.processIdentifier, SIGWINCH)
            usleep(20_000)
        }
        #expect(child.process.isRunning)
        child.write("echo after\n")
        child.closeInput()
        let exit = child.waitForExit()
        #expect(exit == .init(status: 0, signalled: false))
        #expect(child.standardOutput.hasSuffix("twoBesideSecondary\nafter\n"))
        #expect(child.standardError == "")
    }

    /// A storm of signals while lines stream through: every line's output arrives, whole and in order.
    @Test func windowChangesDuringALongBatch() throws {
        let count = 20_000
        let child = try PipedProcess(["--quiet"], environment: environment)
        let writerDone = DispatchSemaphore(value: 0)
        signal(SIGPIPE, SIG_IGN)  // a writer that outlives splitnav learns of it through EPIPE, not a signal
        Thread {
            defer { writerDone.signal() }
            for start in stride(from: 0, to: count, by: 1000) {
                if !child.write((start..<start + 1000).map { "echo line \($0)\nwidth \(500 + $0 % 700)\n" }.joined()) { return }
            }
        }.start()
        var signals = 0
        while writerDone.wait(timeout: .now()) == .timedOut {
            kill(child.process.processIdentifier, SIGWINCH)
            signals += 1
            usleep(500)
        }
        child.closeInput()
        let exit = child.waitForExit()
        #expect(signals > 10, "the batch ended before the signals could land")
        #expect(exit == .init(status: 0, signalled: false))
        #expect(child.standardOutput == (0..<count).map { "line \($0)\n" }.joined())
        #expect(child.standardError == "")
    }

    /// SIGTERM or SIGHUP in the middle of a long batch: what was produced is flushed, whole lines in order, and the exit
    /// status is 128 + the signal (143, 129), not a death by the signal.
    @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
    func aTerminatingSignalFlushesALongBatch(signal: Int32, status: Int32) throws {
        let child = try PipedProcess(["--quiet"], environment: environment)
        Glibc.signal(SIGPIPE, SIG_IGN)  // the writer learns of the end through EPIPE, not a signal
        let writerDone = DispatchSemaphore(value: 0)
        Thread {
            defer { writerDone.signal() }
            for start in stride(from: 0, to: 1_000_000, by: 1000) {
                if !child.write((start..<start + 1000).map { "echo line \($0)\nwidth \(500 + $0 % 700)\n" }.joined()) { return }
            }
        }.start()
        #expect(eventually(within: 10) { child.outputByteCount > 20_000 })
        kill(child.process.processIdentifier, signal)
        let exit = child.waitForExit()
        writerDone.wait()
        #expect(exit == .init(status: status, signalled: false))
        let lines = child.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "", "the output ends in the middle of a line")
        #expect(lines.dropLast().enumerated().allSatisfy { $0.element == "line \($0.offset)" }, "lines are missing")
        #expect(child.standardError == "")
    }

    /// Blocked in read(2) on a pipe kept open: the signal ends the wait; everything printed so far is there.
    @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
    func aTerminatingSignalEndsAWaitForInput(signal: Int32, status: Int32) throws {
        let child = try PipedProcess([], environment: environment)
        child.write("setStyle tripleColumn\nget displayMode\n")
        #expect(eventually(within: 10) { child.standardOutput.hasSuffix("twoBesideSecondary\n") })
        kill(child.process.processIdentifier, signal)
        #expect(child.waitForExit() == .init(status: status, signalled: false))
        child.closeInput()
    }

    /// Started as `cmd &` by a non-interactive shell, SIGINT is ignored on arrival; it stays ignored, as in bash.
    @Test func anInheritedIgnoredInterruptStaysIgnored() throws {
        let child = try PipedProcess(["-c", "trap '' INT; exec \"$0\"", Binary.path], environment: environment,
                                     executable: "/bin/sh")
        child.write("echo one\n")
        #expect(eventually(within: 10) { child.standardOutput == "one\n" })
        child.interrupt()
        usleep(200_000)
        #expect(child.process.isRunning)
        child.write("echo two\n")
        child.closeInput()
        #expect(child.waitForExit() == .init(status: 0, signalled: false))
        #expect(child.standardOutput == "one\ntwo\n")
    }

    /// At the prompt, halfway through a line: the line survives the signals and runs when finished.
    @Test func windowChangesWhileEditingALine() throws {
        let terminal = try PseudoTerminal([], environment: environment)
        try TerminalTests.prompted(terminal)
        terminal.type("echo hel")
        try terminal.waitFor(cursorLine: "splitnav> echo hel")
        for _ in 0..<5 {
            kill(terminal.pid, SIGWINCH)
            usleep(20_000)
        }
        #expect(terminal.isRunning)
        terminal.type("lo")
        try terminal.waitFor(cursorLine: "splitnav> echo hello")
        terminal.press(.enter)
        try terminal.waitFor("the output and a fresh prompt") { screen in
            screen.lines.contains("hello") && screen.cursorLine == "splitnav> "
        }
        #expect(terminal.screen.lines.contains("splitnav> echo hello"))
        try terminal.waitUntilEditing()
        terminal.enter("quit 4")
        #expect(try terminal.waitForExit() == 4)
    }

    /// The terminal hangs up at the prompt: the session ends with 129, and the lines entered are in the history.
    @Test func aHangUpAtThePromptKeepsTheHistory() throws {
        let terminal = try PseudoTerminal([], environment: environment)
        try TerminalTests.prompted(terminal)
        terminal.enter("echo kept")
        try terminal.waitFor(text: "kept")
        try terminal.waitUntilEditing()
        kill(terminal.pid, SIGHUP)
        #expect(try terminal.waitForExit() == 129)
        let history = try String(contentsOf: home.appendingPathComponent("history"), encoding: .utf8)
        #expect(history.contains("kept"), "\(history)")
    }
}
