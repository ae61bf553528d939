import Foundation
import Testing

/// splitnav on a pseudo-terminal: the prompt, Tab, history across runs, Ctrl-C, Ctrl-D, UTF-8 and colour.
@Suite(.serialized) final class TerminalTests {
    let home: URL
    var history: URL { home.appendingPathComponent("history") }

    init() throws { home = try Binary.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: home) }

    static let prompt = "splitnav> "

    func start(_ arguments: [String] = [], _ extra: [String: String] = [:]) throws -> PseudoTerminal {
        try start(arguments, environment: Binary.environment(home: home, extra))
    }

    func start(_ arguments: [String] = [], environment: [String: String]) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(arguments, environment: environment)
        try Self.prompted(terminal)
        return terminal
    }

    /// Waits for a fresh prompt, ready for keys.
    static func prompted(_ terminal: PseudoTerminal) throws {
        try terminal.waitFor(cursorLine: prompt)
        try terminal.waitUntilEditing()
    }

    /// `setSt` has one match; `setS` has two (setShowsSecondaryOnlyButton too), and setStyle is the one that
    /// finishes the word being typed.
    @Test(arguments: ["setSt", "setS"]) func tabCompletesSetStyle(_ typed: String) throws {
        let terminal = try start()
        terminal.type(typed)
        try terminal.waitFor(cursorLine: "splitnav> " + typed)
        terminal.press(.tab)
        try terminal.waitFor(cursorLine: "splitnav> setStyle ")
    }

    @Test func tabOnAnAmbiguousPrefixLists() throws {
        let terminal = try start()
        terminal.type("setPreferredD")
        try terminal.waitFor(cursorLine: "splitnav> setPreferredD")
        terminal.press(.tab)
        try terminal.waitFor(cursorLine: "splitnav> setPreferredDisplayMode ")
        terminal.type("two")
        terminal.press(.tab)
        try terminal.waitFor("both two-sidebar modes listed and the line redrawn") { screen in
            screen.lines.contains { $0.contains("twoBesideSecondary") && $0.contains("twoOverSecondary") }
                && screen.cursorLine == "splitnav> setPreferredDisplayMode two"
        }
    }

    @Test func tabAfterSetStyleListsTheStyles() throws {
        let terminal = try start()
        terminal.type("setStyle ")
        try terminal.waitFor(cursorLine: "splitnav> setStyle ")
        terminal.press(.tab)
        try terminal.waitFor("the styles listed under the line") { screen in
            let lines = screen.lines
            guard let list = lines.firstIndex(where: { $0.contains("unspecified") }) else { return false }
            return lines[list].contains("doubleColumn") && lines[list].contains("tripleColumn")
                && lines[list - 1] == "splitnav> setStyle" && screen.cursorLine == "splitnav> setStyle "
        }
        terminal.type("tr")
        terminal.press(.tab)
        try terminal.waitFor(cursorLine: "splitnav> setStyle tripleColumn ")
        terminal.press(.enter)
        try terminal.waitFor(text: "style: doubleColumn -> tripleColumn")
    }

    @Test func tabCompletesADeviceNameInQuotes() throws {
        let terminal = try start()
        terminal.type("device ipad mini (a")
        terminal.press(.tab)
        try terminal.waitFor(cursorLine: "splitnav> device \"iPad mini (A17 Pro)\" ")
    }

    @Test func upRecallsACommandFromTheLastSession() throws {
        let first = try start()
        first.enter("echo remembered")
        try first.waitFor(text: "\nremembered")
        try Self.prompted(first)
        first.enter("quit")
        #expect(try first.waitForExit() == 0)
        #expect(Binary.permissions(history) == 0o600)

        let second = try start()
        second.press(.up)
        second.press(.up)
        try second.waitFor(cursorLine: "splitnav> echo remembered")
        second.press(.enter)
        try second.waitFor(text: "\nremembered")
    }

    @Test func historyGoesToTheStateDirectoryWithPrivateModes() throws {
        let state = home.appendingPathComponent("state")
        var environment = Binary.environment(home: home, ["XDG_STATE_HOME": state.path])
        environment["SPLITNAV_HISTORY"] = nil
        let terminal = try start(environment: environment)
        terminal.enter("echo kept")
        try terminal.waitFor(text: "\nkept")
        try Self.prompted(terminal)
        terminal.press(.controlD)
        #expect(try terminal.waitForExit() == 0)
        let file = state.appendingPathComponent("splitnav/history")
        #expect(Binary.permissions(state.appendingPathComponent("splitnav")) == 0o700)
        #expect(Binary.permissions(file) == 0o600)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("echo\\040kept"))
    }

    @Test func controlCCancelsTheLineAndTheSessionGoesOn() throws {
        let terminal = try start()
        terminal.type("echo half typed")
        try terminal.waitFor(cursorLine: "splitnav> echo half typed")
        terminal.press(.controlC)
        try terminal.waitFor("a fresh prompt after ^C") { screen in
            screen.lines.contains("splitnav> echo half typed^C") && screen.cursorLine == "splitnav> "
        }
        try terminal.waitUntilEditing()
        terminal.enter("echo after")
        try terminal.waitFor(text: "\nafter")
        #expect(!terminal.screen.lines.contains("half typed"))
        #expect(terminal.isRunning)
        // Cancelled lines are not history; the ones entered are, even when the session is then killed.
        kill(terminal.pid, SIGKILL)
        let saved = try String(contentsOf: history, encoding: .utf8)
        #expect(saved.contains("echo\\040after") && !saved.contains("half"))
    }

    @Test func controlDOnAnEmptyLineExitsZero() throws {
        let terminal = try start()
        terminal.press(.controlD)
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func controlDWithTextOnTheLineDoesNotExit() throws {
        let terminal = try start()
        terminal.type("echo x")
        terminal.press(.left)
        terminal.press(.controlD)
        try terminal.waitFor(cursorLine: "splitnav> echo ")
        #expect(terminal.isRunning)
    }

    @Test func utf8RoundTripsAndEditsByCharacter() throws {
        let terminal = try start()
        terminal.enter("echo café")
        try terminal.waitFor(text: "\ncafé\n")
        // One Backspace removes the whole é.
        terminal.type("echo naïve!")
        terminal.press(.backspace)
        terminal.press(.backspace)
        terminal.press(.backspace)
        terminal.press(.backspace)
        terminal.enter("ïf")
        try terminal.waitFor(text: "\nnaïf")
        try Self.prompted(terminal)
        terminal.press(.controlD)
        #expect(try terminal.waitForExit() == 0)
        #expect(try String(contentsOf: history, encoding: .utf8).split(separator: "\n").count == 3)
    }

    @Test func noHistoryFileWithNoHistory() throws {
        let terminal = try start(["--no-history"])
        terminal.enter("echo forgotten")
        try terminal.waitFor(text: "\nforgotten")
        try Self.prompted(terminal)
        terminal.press(.controlD)
        #expect(try terminal.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: history.path))
    }

    @Test func anEmptyHistoryVariableKeepsNone() throws {
        let terminal = try start([], ["SPLITNAV_HISTORY": ""])
        terminal.enter("echo forgotten")
        try terminal.waitFor(text: "\nforgotten")
        try Self.prompted(terminal)
        terminal.press(.controlD)
        #expect(try terminal.waitForExit() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
    }

    @Test func aCorruptHistoryFileIsLeftAloneAndTheSessionGoesOn() throws {
        let garbage = Data("not a history file\n\u{0}\u{1}binary".utf8)
        try garbage.write(to: history)
        let terminal = try PseudoTerminal([], environment: Binary.environment(home: home))
        try terminal.waitFor(output: "splitnav: warning: cannot read the history file \(history.path)")
        try Self.prompted(terminal)
        terminal.enter("echo still here")
        try terminal.waitFor(text: "\nstill here")
        try Self.prompted(terminal)
        terminal.enter("quit")
        #expect(try terminal.waitForExit() == 0)
        #expect(try Data(contentsOf: history) == garbage)
    }

    @Test func aReadOnlyHistoryFileIsReadButNotWritten() throws {
        let saved = Data("_HiStOrY_V2_\necho\\040from\\040before\n".utf8)
        try saved.write(to: history)
        chmod(history.path, 0o400)
        let terminal = try PseudoTerminal([], environment: Binary.environment(home: home))
        try terminal.waitFor(output: "splitnav: warning: the history file \(history.path) is read-only")
        try Self.prompted(terminal)
        terminal.press(.up)
        try terminal.waitFor(cursorLine: "splitnav> echo from before")
        terminal.press(.enter)
        try terminal.waitFor(text: "\nfrom before")
        try Self.prompted(terminal)
        terminal.press(.controlD)
        #expect(try terminal.waitForExit() == 0)
        #expect(try Data(contentsOf: history) == saved)
    }

    @Test func anUnwritableHistoryDirectoryDoesNotStopTheSession() throws {
        let blocked = home.appendingPathComponent("file")
        try Data().write(to: blocked)
        let terminal = try PseudoTerminal([], environment: Binary.environment(home: home, ["SPLITNAV_HISTORY": blocked.path + "/sub/history"]))
        try terminal.waitFor(text: "warning:")
        try Self.prompted(terminal)
        terminal.enter("echo fine")
        try terminal.waitFor(text: "\nfine")
        try Self.prompted(terminal)
        terminal.press(.controlD)
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func noHomeStillWorks() throws {
        // The history goes to the state directory (the account's home would be the real one).
        var environment = Binary.environment(home: home, ["XDG_STATE_HOME": home.appendingPathComponent("state").path])
        environment["HOME"] = nil
        environment["SPLITNAV_HISTORY"] = nil
        let terminal = try PseudoTerminal([], environment: environment)
        try Self.prompted(terminal)
        terminal.enter("echo homeless")
        try terminal.waitFor(text: "\nhomeless")
        try Self.prompted(terminal)
        terminal.press(.controlD)
        #expect(try terminal.waitForExit() == 0)
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("state/splitnav/history").path))
    }

    @Test func batchOnATerminalHasNoBannerPromptOrHistory() throws {
        let terminal = try PseudoTerminal(["--batch"], environment: Binary.environment(home: home))
        terminal.type("echo batch\r")
        try terminal.waitFor(text: "batch\nbatch")
        terminal.press(.controlD)
        #expect(try terminal.waitForExit() == 0)
        #expect(!terminal.screen.text.contains("splitnav>"))
        #expect(!terminal.screen.text.contains("splitnav 0."))
        #expect(!FileManager.default.fileExists(atPath: history.path))
    }

    struct ColourRow: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let environment: [String: String]
        let bold: Bool
        var testDescription: String { name }
    }

    static let colourRows: [ColourRow] = [
        ColourRow(name: "a terminal", arguments: [], environment: ["NO_COLOR": ""], bold: true),
        ColourRow(name: "NO_COLOR", arguments: [], environment: ["NO_COLOR": "1"], bold: false),
        ColourRow(name: "TERM=dumb", arguments: [], environment: ["NO_COLOR": "", "TERM": "dumb"], bold: false),
        ColourRow(name: "--color never", arguments: ["--color", "never"], environment: ["NO_COLOR": ""], bold: false),
        ColourRow(name: "--color always beats NO_COLOR", arguments: ["--color=always"], environment: ["NO_COLOR": "1"], bold: true),
    ]

    @Test(arguments: colourRows)
    func promptColour(_ row: ColourRow) throws {
        let terminal = try PseudoTerminal(row.arguments, environment: Binary.environment(home: home, row.environment))
        try terminal.waitFor(text: "splitnav>")
        let output = String(decoding: terminal.raw, as: UTF8.self)
        #expect(output.contains("\u{1B}[1msplitnav>\u{1B}[0m ") == row.bold)
        #expect(output.contains("\u{1B}[1m") == row.bold)
    }

    /// On a terminal a change summary shows its new value in bold green and a note in yellow; NO_COLOR turns both off.
    @Test(arguments: [true, false])
    func outputColour(_ coloured: Bool) throws {
        let terminal = try PseudoTerminal([], environment: Binary.environment(home: home, ["NO_COLOR": coloured ? "" : "1"]))
        try terminal.waitFor(text: "splitnav>")
        terminal.type("width 1000\r")
        try terminal.waitFor(text: "1000x820")
        terminal.type("hide secondary\r")
        try terminal.waitFor(text: "(SHOW-2)")
        let output = String(decoding: terminal.raw, as: UTF8.self)
        #expect(output.contains("\u{1B}[1;32m1000x820 @2x\u{1B}[0m") == coloured)
        #expect(output.contains("\u{1B}[33mnote: hiding the secondary column does nothing (SHOW-2)\u{1B}[0m") == coloured)
        terminal.press(.controlD)
        #expect(try terminal.waitForExit() == 0)
    }
}
