import Foundation
import Testing

/// The history file through the binary: a full disk, two sessions, the cost of a line, the cap, links and odd entries.
@Suite(.serialized) final class HistoryTests {
    let home: URL
    var history: URL { home.appendingPathComponent("history") }

    init() throws { home = try Binary.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: home) }

    /// A history file with these entries, escaped as libedit does.
    static func historyText(_ entries: [String]) -> String {
        "_HiStOrY_V2_\n" + entries.map { $0.replacingOccurrences(of: " ", with: "\\040") + "\n" }.joined()
    }

    func entries(_ url: URL? = nil) throws -> [String] {
        let lines = try String(contentsOf: url ?? history, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "_HiStOrY_V2_")
        return lines.dropFirst().filter { !$0.isEmpty }.map { $0.replacingOccurrences(of: "\\040", with: " ") }
    }

    /// A session on a terminal that enters `echo TEXT` for each text, then Ctrl-D: its status and everything it wrote.
    func session(echoing texts: [String], _ extra: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let terminal = try PseudoTerminal([], environment: Binary.environment(home: home, extra))
        try TerminalTests.prompted(terminal)
        for text in texts {
            terminal.enter("echo \(text)")
            try terminal.waitFor(text: "\n\(text)")
            try TerminalTests.prompted(terminal)
        }
        terminal.press(.controlD)
        let status = try terminal.waitForExit()
        return (status, String(decoding: terminal.raw, as: UTF8.self))
    }

    /// `--interactive` on a pipe: each line is entered as at the prompt.
    func pipedSession(_ lines: String) throws -> (exit: PipedProcess.Exit?, stdout: String, stderr: String) {
        try PipedProcess.run(["--interactive"], stdin: lines, environment: Binary.environment(home: home))
    }

    static let ok = PipedProcess.Exit(status: 0, signalled: false)

    // MARK: A full disk

    /// A 64 KiB tmpfs, filled; nil (and the test says why) where mounting is not allowed.
    func fullFileSystem(history content: [UInt8]) throws -> URL? {
        let mountPoint = home.appendingPathComponent("small")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        guard run("/usr/bin/mount", "-t", "tmpfs", "-o", "size=64k,mode=0700", "tmpfs", mountPoint.path) == 0 else {
            print("skipped: a full disk needs a tmpfs mount (run as root)")
            return nil
        }
        let file = mountPoint.appendingPathComponent("history")
        try Data(content).write(to: file)
        // Fill every page that is left.
        let filler = open(mountPoint.appendingPathComponent("filler").path, O_WRONLY | O_CREAT, 0o600)
        let block = [UInt8](repeating: 0x78, count: 4096)
        while block.withUnsafeBytes({ write(filler, $0.baseAddress, $0.count) }) > 0 {}
        close(filler)
        return file
    }

    func unmount(_ file: URL) {
        _ = run("/usr/bin/umount", file.deletingLastPathComponent().path)
    }

    @discardableResult
    func run(_ arguments: String...) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The history ends 5 bytes short of a page, so the first entry half fits: the written half must be taken back.
    @Test func aFullDiskCostsNoEntryAndWarnsOnce() throws {
        var content = Array(Self.historyText(["echo kept"]).utf8)
        content += Array(repeating: UInt8(ascii: "x"), count: 4096 - 5 - content.count - 1) + [10]
        guard let file = try fullFileSystem(history: content) else { return }
        defer { unmount(file) }
        let run = try session(echoing: ["one more line", "and another"], ["SPLITNAV_HISTORY": file.path])
        #expect(run.status == 0)
        #expect(run.output.components(separatedBy: "warning:").count == 2, "one warning: \(run.output)")
        #expect(run.output.contains("No space left on device"))
        #expect(Array(try Data(contentsOf: file)) == content)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path).sorted() == ["filler", "history"])
    }

    @Test func trimmingOnAFullDiskLeavesTheFileWhole() throws {
        let content = Array(Self.historyText((1...50).map { "echo entry \($0)" }).utf8)
        guard let file = try fullFileSystem(history: content) else { return }
        defer { unmount(file) }
        let run = try session(echoing: ["x"], ["SPLITNAV_HISTORY": file.path, "SPLITNAV_HISTSIZE": "10"])
        #expect(run.status == 0)
        #expect(run.output.components(separatedBy: "warning:").count == 2, "one warning: \(run.output)")
        #expect(Array(try Data(contentsOf: file)) == content)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path).sorted() == ["filler", "history"])
    }

    @Test func aTemporaryFileLeftByADeadSessionIsRemovedAndALiveOnesIsNot() throws {
        try Self.historyText(["echo old"]).write(to: history, atomically: false, encoding: .utf8)
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let stale = history.path + ".\(gone.processIdentifier).tmp"
        let live = history.path + ".\(getpid()).tmp"
        try Data(count: 100_000).write(to: URL(fileURLWithPath: stale))
        try Data(count: 10).write(to: URL(fileURLWithPath: live))
        #expect(try session(echoing: ["new"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live))
        #expect(try entries() == ["echo old", "echo new"])
    }

    // MARK: Two sessions

    @Test func twoSessionsOnOneFileKeepEveryLineInOrder() throws {
        let first = try PseudoTerminal([], environment: Binary.environment(home: home))
        let second = try PseudoTerminal([], environment: Binary.environment(home: home))
        for terminal in [first, second] { try TerminalTests.prompted(terminal) }
        for (terminal, line) in [(first, "a1"), (second, "b1"), (first, "a2"), (second, "b2"), (first, "a3")] {
            terminal.enter("echo \(line)")
            try terminal.waitFor(text: "\n\(line)")
            try TerminalTests.prompted(terminal)
        }
        second.enter("quit")
        #expect(try second.waitForExit() == 0)
        first.enter("quit")
        #expect(try first.waitForExit() == 0)
        #expect(try entries() == ["echo a1", "echo b1", "echo a2", "echo b2", "echo a3", "quit", "quit"])
    }

    // MARK: The cost of a line

    @Test func enteringALineOnlyAddsItsOwnBytes() throws {
        try Self.historyText((1...900).map { "echo entry \($0)" }).write(to: history, atomically: false, encoding: .utf8)
        let before = try Data(contentsOf: history)
        var info = stat()
        stat(history.path, &info)
        let inode = info.st_ino
        let terminal = try PseudoTerminal([], environment: Binary.environment(home: home))
        try TerminalTests.prompted(terminal)
        terminal.enter("echo costs its length")
        try terminal.waitFor(text: "\ncosts its length")
        try TerminalTests.prompted(terminal)
        stat(history.path, &info)
        #expect(info.st_ino == inode, "the file is not replaced")
        let after = try Data(contentsOf: history)
        #expect(after.prefix(before.count) == before, "the bytes already there are untouched")
        #expect(after.dropFirst(before.count) == Data("echo\\040costs\\040its\\040length\n".utf8))
        terminal.press(.controlD)
        #expect(try terminal.waitForExit() == 0)
    }

    // MARK: The cap

    @Test func aNegativeCapKeepsEverything() throws {
        let old = (1...5000).map { "echo entry \($0)" }
        try Self.historyText(old).write(to: history, atomically: false, encoding: .utf8)
        let run = try session(echoing: ["new"], ["SPLITNAV_HISTSIZE": "-1"])
        #expect(run.status == 0)
        #expect(!run.output.contains("warning"))
        #expect(try entries() == old + ["echo new"])
    }

    @Test func theCapKeepsTheNewestEntries() throws {
        try Self.historyText((1...5).map { "echo entry \($0)" }).write(to: history, atomically: false, encoding: .utf8)
        #expect(try session(echoing: ["new"], ["SPLITNAV_HISTSIZE": "3"]).status == 0)
        #expect(try entries() == ["echo entry 3", "echo entry 4", "echo entry 5", "echo new"])
    }

    @Test func theDefaultCapIsAThousand() throws {
        try Self.historyText((1...1200).map { "echo entry \($0)" }).write(to: history, atomically: false, encoding: .utf8)
        #expect(try session(echoing: ["new"]).status == 0)
        #expect(try entries() == (201...1200).map { "echo entry \($0)" } + ["echo new"])
    }

    @Test func aCapOfZeroKeepsNoHistoryAndLeavesTheFile() throws {
        let text = Self.historyText(["echo old"])
        try text.write(to: history, atomically: false, encoding: .utf8)
        #expect(try session(echoing: ["new"], ["SPLITNAV_HISTSIZE": "0"]).status == 0)
        #expect(try String(contentsOf: history, encoding: .utf8) == text)
    }

    @Test func aBadCapWarnsOnceAndUsesTheDefault() throws {
        try Self.historyText((1...1001).map { "echo entry \($0)" }).write(to: history, atomically: false, encoding: .utf8)
        let run = try session(echoing: ["one", "two"], ["SPLITNAV_HISTSIZE": "lots"])
        #expect(run.status == 0)
        let warning = "splitnav: warning: SPLITNAV_HISTSIZE 'lots' is not a whole number; the history keeps the last 1000 entries\r\n"
        #expect(run.output.components(separatedBy: warning).count == 2, "one warning: \(run.output)")
        #expect(try entries() == (2...1001).map { "echo entry \($0)" } + ["echo one", "echo two"])
    }

    // MARK: Odd files

    @Test func aDanglingLinkIsWrittenThrough() throws {
        let dots = home.appendingPathComponent("dots")
        try FileManager.default.createDirectory(at: dots, withIntermediateDirectories: true)
        symlink("dots/splitnav-history", history.path)
        #expect(try session(echoing: ["through the link"]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: history.path) == "dots/splitnav-history")
        #expect(try entries(dots.appendingPathComponent("splitnav-history")) == ["echo through the link"])
    }

    @Test func anEntryWithANulOrABackslashSurvives() throws {
        let saved = "_HiStOrY_V2_\necho\\040a\\000b\nstate\\040\\134\n"
        try saved.write(to: history, atomically: false, encoding: .utf8)
        let terminal = try PseudoTerminal([], environment: Binary.environment(home: home))
        try TerminalTests.prompted(terminal)
        terminal.enter("echo next")
        try terminal.waitFor(text: "\nnext")
        try TerminalTests.prompted(terminal)
        terminal.press(.up)
        terminal.press(.up)
        try terminal.waitFor(cursorLine: "splitnav> state \\")
        terminal.press(.controlC)
        try TerminalTests.prompted(terminal)
        terminal.enter("quit")
        #expect(try terminal.waitForExit() == 0)
        #expect(try String(contentsOf: history, encoding: .utf8) == saved + "echo\\040next\nquit\n")
    }

    @Test func anEntryWithANulRoundTripsFromAPipe() throws {
        let run = try pipedSession("echo a\u{0}b\necho after\n")
        #expect(run.exit == Self.ok)
        #expect(try String(contentsOf: history, encoding: .utf8) == "_HiStOrY_V2_\necho\\040a\\000b\necho\\040after\n")
    }
}
