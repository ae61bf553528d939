import Foundation
import Testing

/// Standard output that cannot be written: a full device or a closed descriptor fails the run with one message on
/// standard error.
@Suite final class OutputFailureTests {
    let home: URL

    init() throws { home = try Binary.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: home) }

    var environment: [String: String] { Binary.environment(home: home) }

    /// Runs `redirection` (a shell's, applied to splitnav's standard output) with `stdin` piped in.
    func run(_ arguments: [String], stdin: String = "", redirection: String) throws -> PipedProcess.Exit? {
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        let child = try PipedProcess(["-c", "exec \"$0\" \(quoted) \(redirection)", Binary.path], environment: environment,
                                     executable: "/bin/sh")
        child.write(stdin)
        child.closeInput()
        let exit = child.waitForExit()
        lastError = child.standardError
        return exit
    }

    private var lastError = ""

    static let noSpace = "splitnav: error: cannot write to standard output: no space left on the device\n"

    @Test func aCommandWrittenToAFullDeviceFails() throws {
        try #require(FileManager.default.fileExists(atPath: "/dev/full"), "this system has no /dev/full")
        #expect(try run(["-c", "state"], redirection: ">/dev/full") == .init(status: 1, signalled: false))
        #expect(lastError == Self.noSpace)
    }

    /// The script's own failure is reported too; the write error is reported once, however many lines follow it.
    @Test func aFailingScriptWrittenToAFullDeviceFails() throws {
        try #require(FileManager.default.fileExists(atPath: "/dev/full"), "this system has no /dev/full")
        let script = String(repeating: "state\n", count: 500) + "expect width 1\n"
        #expect(try run([], stdin: script, redirection: ">/dev/full") == .init(status: 1, signalled: false))
        #expect(lastError.components(separatedBy: Self.noSpace).count == 2, "\(lastError)")
    }

    @Test func aClosedStandardOutputFails() throws {
        #expect(try run([], stdin: "echo a\nexpect width 1\n", redirection: ">&-") == .init(status: 1, signalled: false))
        #expect(lastError.hasSuffix("splitnav: error: cannot write to standard output: it is closed\n"), "\(lastError)")
    }

    /// Nothing to write, nothing lost: a closed standard output is no failure then.
    @Test func aSilentRunWithAClosedStandardOutputSucceeds() throws {
        #expect(try run(["--quiet", "-c", "width 700"], redirection: ">&-") == .init(status: 0, signalled: false))
        #expect(lastError == "")
    }
}
