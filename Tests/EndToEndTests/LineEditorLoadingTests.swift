import Foundation
import Testing

/// libedit is loaded only by an interactive session on a terminal; without it the session goes on with the plain
/// reader after one warning.
@Suite(.serialized) final class LineEditorLoadingTests {
    let home: URL

    init() throws { home = try Binary.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: home) }

    /// The dynamic loader's log of the libraries a run loaded (glibc's LD_DEBUG, written to a file per process).
    func loaderLog(_ run: (_ environment: [String: String]) throws -> Void) throws -> String {
        let log = home.appendingPathComponent("loader")
        try run(Binary.environment(home: home, ["LD_DEBUG": "files", "LD_DEBUG_OUTPUT": log.path]))
        let files = try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasPrefix("loader.") }
        return try files.map { try String(contentsOf: home.appendingPathComponent($0), encoding: .utf8) }.joined()
    }

    @Test func aBatchRunDoesNotLoadLibedit() throws {
        let log = try loaderLog { environment in
            let run = try PipedProcess.run(["-c", "get displayMode"], environment: environment)
            #expect(run.exit?.status == 0)
            #expect(run.stdout == "oneBesideSecondary\n")
        }
        #expect(log.contains("libc.so"), "the loader logged nothing: \(log)")
        #expect(!log.contains("libedit"))
    }

    @Test func aSessionOnATerminalLoadsLibedit() throws {
        let log = try loaderLog { environment in
            let terminal = try PseudoTerminal([], environment: environment)
            try TerminalTests.prompted(terminal)
            terminal.press(.controlD)
            #expect(try terminal.waitForExit() == 0)
        }
        #expect(log.contains("libedit.so.2"))
    }

    /// Files named like libedit that are no library, found first through LD_LIBRARY_PATH: neither name loads.
    @Test func withoutLibeditTheSessionWarnsOnceAndReadsPlainLines() throws {
        let libraries = home.appendingPathComponent("lib")
        try FileManager.default.createDirectory(at: libraries, withIntermediateDirectories: true)
        for name in ["libedit.so.2", "libedit.so"] {
            try Data("not a library\n".utf8).write(to: libraries.appendingPathComponent(name))
        }
        let terminal = try PseudoTerminal([], environment: Binary.environment(home: home, ["LD_LIBRARY_PATH": libraries.path]))
        try terminal.waitFor(cursorLine: TerminalTests.prompt)
        // From what was written: the warning names a path, and may be wider than the screen.
        let written = String(decoding: terminal.raw, as: UTF8.self)
        let warnings = written.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("splitnav: warning: line editing is off") == true)
        #expect(warnings.first?.contains("libedit.so.2") == true)
        terminal.enter("setStyle tripleColumn")
        try terminal.waitFor(text: "style: doubleColumn -> tripleColumn")
        terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
        // The lines entered still go to the history file, for a session that has libedit.
        let history = try String(contentsOf: home.appendingPathComponent("history"), encoding: .utf8)
        #expect(history.contains("setStyle\\040tripleColumn"))
    }
}
