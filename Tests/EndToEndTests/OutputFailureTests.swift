import Foundation
import Testing

/// Standard output that cannot be written: a full device or a closed descriptor fails the run with one message on
/// standard error; with `--format json` standard output carries nothing but JSON documents, interactive too.
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

    /// Through a pipe: every line of standard output is a JSON document; the banner and the prompts are on standard error.
    @Test func interactiveJSONKeepsPromptsOffStandardOutput() throws {
        let run = try PipedProcess.run(["--format", "json", "--interactive", "--no-history"], stdin: "get width\nbogus\n",
                                       environment: environment)
        #expect(run.exit == .init(status: 0, signalled: false))
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any], "not a JSON document: \(line)")
        }
        #expect(run.stderr.hasPrefix("splitnav 0.1.0: "))
        #expect(run.stderr.contains("splitnav> "))
    }

    /// Standard output a terminal, standard error a file: the banner and the prompt are not drawn on the terminal (the
    /// banner is in the file; libedit edits only on a terminal, so there is no prompt), the document is.
    @Test func interactiveJSONOnATerminalShowsOnlyDocumentsThere() throws {
        let errors = home.appendingPathComponent("errors")
        let terminal = try PseudoTerminal(["-c", "exec \"$0\" --format json --no-history 2>\"$1\"", Binary.path, errors.path],
                                          environment: environment, executable: "/bin/sh")
        terminal.enter("get width")
        try terminal.waitFor(output: "\"formatVersion\"")
        terminal.press(.controlD)
        #expect(try terminal.waitForExit() == 0)
        let shown = String(decoding: terminal.raw, as: UTF8.self)
        #expect(!shown.contains("splitnav> ") && !shown.contains("simulator"), "the terminal showed: \(shown)")
        #expect(try String(contentsOf: errors, encoding: .utf8).hasPrefix("splitnav 0.1.0: "))
    }

    /// Standard output a file, the editor on the terminal: the file holds only the document.
    @Test func interactiveJSONWithTheEditorWritesOnlyDocuments() throws {
        let documents = home.appendingPathComponent("documents")
        let terminal = try PseudoTerminal(["-c", "exec \"$0\" --format json --no-history >\"$1\"", Binary.path, documents.path],
                                          environment: environment, executable: "/bin/sh")
        try TerminalTests.prompted(terminal)
        terminal.enter("get width")
        try terminal.waitFor("a fresh prompt") { $0.lines.contains("splitnav> get width") && $0.cursorLine == TerminalTests.prompt }
        try terminal.waitUntilEditing()
        terminal.press(.controlD)
        #expect(try terminal.waitForExit() == 0)
        #expect(terminal.screen.text.contains("simulator"))
        let lines = try String(contentsOf: documents, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[0].hasPrefix("{\"") && lines[1] == "", "\(lines)")
    }
}
