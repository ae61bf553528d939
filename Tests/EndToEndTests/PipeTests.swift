import Foundation
import Testing

/// splitnav through pipes: a script in, output, errors and the exit status out; a closed pipe; Ctrl-C.
@Suite(.serialized) final class PipeTests {
    let home: URL

    init() throws { home = try Binary.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: home) }

    var environment: [String: String] { Binary.environment(home: home) }

    @Test func theBinaryIsThere() {
        #expect(FileManager.default.isExecutableFile(atPath: Binary.path), "no splitnav at \(Binary.path); set SPLITNAV_BINARY")
    }

    @Test func aScriptOnStandardInput() throws {
        let run = try PipedProcess.run([], stdin: "setStyle tripleColumn\nget displayMode\necho café\n", environment: environment)
        #expect(run.exit == .init(status: 0, signalled: false))
        #expect(run.stdout.hasSuffix("twoBesideSecondary\ncafé\n"))
        #expect(!run.stdout.contains("splitnav>"))
        #expect(!run.stdout.contains("splitnav 0."))
        #expect(run.stderr == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty, "batch keeps no history")
    }

    @Test func errorsGoToStandardErrorWithTheirLine() throws {
        let run = try PipedProcess.run([], stdin: "echo one\nbogus\necho two\n", environment: environment)
        #expect(run.exit == .init(status: 3, signalled: false))
        #expect(run.stdout == "one\ntwo\n")
        #expect(run.stderr.hasPrefix("-:2: error: "))
    }

    @Test func bailStopsAtTheFirstError() throws {
        let run = try PipedProcess.run(["--bail"], stdin: "echo one\nbogus\necho two\n", environment: environment)
        #expect(run.exit == .init(status: 3, signalled: false))
        #expect(run.stdout == "one\n")
    }

    @Test func aUsageErrorIsTwo() throws {
        let run = try PipedProcess.run(["--colour", "never"], environment: environment)
        #expect(run.exit == .init(status: 2, signalled: false))
        #expect(run.stdout == "")
        #expect(!run.stderr.isEmpty)
    }

    @Test func quitGivesItsStatus() throws {
        let run = try PipedProcess.run(["-c", "echo a", "-c", "quit 7", "-c", "echo b"], environment: environment)
        #expect(run.exit == .init(status: 7, signalled: false))
        #expect(run.stdout == "a\n")
    }

    @Test func interactiveOnAPipePromptsAndKeepsHistory() throws {
        let run = try PipedProcess.run(["--interactive"], stdin: "echo hi\n", environment: environment)
        #expect(run.exit == .init(status: 0, signalled: false))
        #expect(run.stdout.hasPrefix("splitnav 0."))
        #expect(run.stdout.contains("splitnav> hi\nsplitnav> "))
        #expect(try String(contentsOf: home.appendingPathComponent("history"), encoding: .utf8) == "_HiStOrY_V2_\necho\\040hi\n")
    }

    @Test func interactiveOnAPipeWithNoHistoryKeepsNone() throws {
        let run = try PipedProcess.run(["--interactive", "--no-history"], stdin: "echo hi\n", environment: environment)
        #expect(run.exit == .init(status: 0, signalled: false))
        #expect(run.stdout.contains("splitnav> hi\nsplitnav> "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
    }

    /// `splitnav script | head -1`: the reader goes away with lines left to run; splitnav stops quietly (no SIGPIPE
    /// death, nothing on stderr) with 141, as a tool killed by SIGPIPE, not with success.
    @Test func aClosedPipeEndsQuietlyWith141() throws {
        let script = home.appendingPathComponent("long.splitnav")
        try String(repeating: "echo a line of output\n", count: 200_000).write(to: script, atomically: true, encoding: .utf8)
        let child = try PipedProcess([script.path], environment: environment, collectOutput: false)
        var first: [UInt8] = []
        var byte: UInt8 = 0
        while first.last != UInt8(ascii: "\n"), read(child.outputDescriptor, &byte, 1) == 1 { first.append(byte) }
        child.closeOutput()
        #expect(String(decoding: first, as: UTF8.self) == "a line of output\n")
        let exit = child.waitForExit()
        #expect(exit == .init(status: 141, signalled: false))
        #expect(child.standardError == "")
    }

    /// Ctrl-C while splitnav waits for input: 130, and the output so far is flushed whole.
    @Test func interruptWhileWaitingForInput() throws {
        let child = try PipedProcess([], environment: environment)
        child.write("echo one\nbogus\n")
        // The error is written after flushing "one": by then splitnav is running and waits for more.
        #expect(eventually(within: 10) { child.standardError.contains("error") })
        child.interrupt()
        let exit = child.waitForExit()
        #expect(exit == .init(status: 130, signalled: false))
        #expect(child.standardOutput == "one\n")
    }

    /// Ctrl-C in the middle of a long batch: 130, and only whole lines on standard output.
    @Test func interruptDuringALongBatch() throws {
        let child = try PipedProcess([], environment: environment)
        let writerDone = DispatchSemaphore(value: 0)
        signal(SIGPIPE, SIG_IGN)  // the writer learns of the end through EPIPE, not a signal
        Thread {
            defer { writerDone.signal() }
            var number = 0
            while true {
                let chunk = (0..<1000).map { "echo line \(number + $0)\n" }.joined()
                number += 1000
                if !child.write(chunk) { return }
            }
        }.start()
        #expect(eventually(within: 10) { child.outputByteCount > 0 })
        child.interrupt()
        let exit = child.waitForExit()
        #expect(writerDone.wait(timeout: .now() + 10) == .success)
        child.closeInput()
        #expect(exit == .init(status: 130, signalled: false))
        let output = child.standardOutput
        #expect(output.hasSuffix("\n"))
        let lines = output.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.enumerated().allSatisfy { $0.element == "line \($0.offset)" }, "whole lines, in order")
    }
}
