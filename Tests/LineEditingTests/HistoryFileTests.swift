import Foundation
import Testing
@testable import LineEditing

@Suite struct HistoryFormatTests {
    static let oddEntries = ["echo a b", "echo a\u{0}b", "two\nlines", "back\\slash \\040", "tab\there", "café ☃", "\u{7F}\u{1B}[A", "  lead"]

    @Test(arguments: oddEntries)
    func anEntryRoundTrips(_ entry: String) throws {
        let file = HistoryFormat.header + [10] + HistoryFormat.encode(entry) + [10]
        let lines = try #require(HistoryFormat.lines(file))
        #expect(lines.count == 1)
        #expect(HistoryFormat.decode(file[lines[0]]) == entry)
    }

    @Test func escapesAsLibeditDoes() {
        #expect(String(decoding: HistoryFormat.encode("echo a\u{0}b\\c\nd"), as: UTF8.self) == "echo\\040a\\000b\\134c\\012d")
        #expect(String(decoding: HistoryFormat.encode("café"), as: UTF8.self) == "café")
    }

    /// What libedit's own save writes (vis(3) with white space escaped), in a UTF-8 locale and in the C locale.
    @Test func readsWhatLibeditWrote() {
        let rows: [(String, String)] = [
            ("a\\040b\\011c\\134d", "a b\tc\\d"),
            ("\\M-C\\M-)\\040\\^A\\040\\^?", "é \u{1} \u{7F}"),
            ("x\\012y\\sz\\n", "x\ny z\n"),
            ("\\\\ and \\$end", "\\ and end"),
            ("trailing\\", "trailing\\"),
            ("\\Mx \\M", "\\Mx \\M"),
            ("\\0401", " 1"),
        ]
        for (line, entry) in rows {
            #expect(HistoryFormat.decode(ArraySlice(Array(line.utf8))) == entry, "\(line)")
        }
    }

    @Test func whatIsNotAHistoryFile() {
        #expect(HistoryFormat.lines([]) == [])
        #expect(HistoryFormat.lines(Array("not a history file\n".utf8)) == nil)
        #expect(HistoryFormat.lines(Array("_HiStOrY_V2_x\n".utf8)) == nil)
        #expect(HistoryFormat.lines(Array("_HiStOrY_V2_".utf8)) == [])
        #expect(HistoryFormat.lines(Array("_HiStOrY_V2_\na\n\nb".utf8))?.count == 2)
    }
}

@Suite struct HistoryLimitTests {
    @Test func fromTheVariable() {
        let rows: [(String?, HistoryLimit, Bool)] = [
            (nil, .entries(1000), false), ("25", .entries(25), false), ("+7", .entries(7), false), ("0", .entries(0), false),
            ("-0", .entries(0), false), ("-1", .unlimited, false), ("-5000", .unlimited, false),
            ("99999999999999999999999", .unlimited, false),
            ("lots", .entries(1000), true), ("", .entries(1000), true), ("1.5", .entries(1000), true), (" 5", .entries(1000), true),
            ("5k", .entries(1000), true), ("-", .entries(1000), true),
        ]
        for (value, limit, warns) in rows {
            let result = HistoryLimit.from(program: "splitnav", variable: { $0 == "SPLITNAV_HISTSIZE" ? value : nil })
            #expect(result.limit == limit, "\(value ?? "unset")")
            #expect((result.problem != nil) == warns, "\(value ?? "unset")")
        }
        let problem = HistoryLimit.from(program: "splitnav", variable: { _ in "lots" }).problem
        #expect(problem == "SPLITNAV_HISTSIZE 'lots' is not a whole number; the history keeps the last 1000 entries")
    }
}

@Suite final class HistoryFileTests {
    let directory: String
    var path: String { directory + "/history" }
    private(set) var warnings: [String] = []

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("splitnav-history-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func file(_ limit: HistoryLimit = .standard, at path: String? = nil) -> HistoryFile {
        HistoryFile(path: path ?? self.path, limit: limit, warn: { [unowned self] in warnings.append($0) })
    }

    func write(entries: [String], to path: String? = nil) throws {
        let lines = entries.map { String(decoding: HistoryFormat.encode($0), as: UTF8.self) + "\n" }
        try ("_HiStOrY_V2_\n" + lines.joined()).write(toFile: path ?? self.path, atomically: false, encoding: .utf8)
    }

    func contents(_ path: String? = nil) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path ?? self.path))) }

    func entries(_ path: String? = nil) throws -> [String] {
        let bytes = try contents(path)
        return try #require(HistoryFormat.lines(bytes)).map { HistoryFormat.decode(bytes[$0]) }
    }

    func inode(_ path: String? = nil) -> ino_t {
        var info = stat()
        stat(path ?? self.path, &info)
        return info.st_ino
    }

    @Test func aNewFileIsPrivateAndHasTheHeader() throws {
        let history = file()
        #expect(history.open() == [])
        history.append("echo one")
        #expect(try contents() == Array("_HiStOrY_V2_\necho\\040one\n".utf8))
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(warnings.isEmpty)
    }

    @Test func appendingLeavesTheInodeAndEarlierBytesAlone() throws {
        try write(entries: (1...500).map { "echo entry \($0)" })
        let before = try contents()
        let node = inode()
        let history = file()
        #expect(history.open().count == 500)
        history.append("echo new")
        #expect(inode() == node)
        let after = try contents()
        #expect(Array(after.prefix(before.count)) == before)
        #expect(Array(after.dropFirst(before.count)) == Array("echo\\040new\n".utf8))
    }

    @Test func twoSessionsInterleaveInTheOrderEntered() throws {
        let first = file(), second = file()
        _ = first.open()
        _ = second.open()
        first.append("a1")
        second.append("b1")
        first.append("a2")
        second.append("b2")
        #expect(try entries() == ["a1", "b1", "a2", "b2"])
    }

    @Test func aSessionFollowsTheFileAnotherSessionTrimmed() throws {
        try write(entries: ["e1", "e2", "e3", "e4"])
        let unlimited = file(.unlimited)
        #expect(unlimited.open().count == 4)
        let capped = file(.entries(2))
        #expect(capped.open() == ["e3", "e4"])
        unlimited.append("after")
        capped.append("last")
        #expect(try entries() == ["e3", "e4", "after", "last"])
        #expect(warnings.isEmpty)
    }

    @Test func theCapKeepsTheNewestAndRewritesOnlyPastIt() throws {
        try write(entries: (1...5).map { "e\($0)" })
        let node = inode()
        #expect(file(.entries(5)).open().count == 5)
        #expect(inode() == node, "at the cap: not rewritten")
        #expect(file(.unlimited).open().count == 5)
        #expect(file(.entries(3)).open() == ["e3", "e4", "e5"])
        #expect(try entries() == ["e3", "e4", "e5"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["history"])
    }

    @Test func trimmingKeepsTheLinesAsTheyWere() throws {
        // An entry with a NUL and one written in the C locale by libedit come back byte for byte.
        let raw = "_HiStOrY_V2_\nold\ncaf\\M-C\\M-)\necho\\040a\\000b\nlast\\134\n"
        try raw.write(toFile: path, atomically: false, encoding: .utf8)
        let history = file(.entries(3))
        #expect(history.open() == ["café", "echo a\u{0}b", "last\\"])
        #expect(try contents() == Array("_HiStOrY_V2_\ncaf\\M-C\\M-)\necho\\040a\\000b\nlast\\134\n".utf8))
    }

    @Test func aLinkIsWrittenThroughAndKept() throws {
        try FileManager.default.createDirectory(atPath: directory + "/dots", withIntermediateDirectories: true)
        symlink("dots/history", path)
        let history = file()
        #expect(history.open() == [])
        history.append("echo through")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "dots/history")
        #expect(try entries(directory + "/dots/history") == ["echo through"])

        // Trimming renames onto the target, not over the link.
        try write(entries: ["e1", "e2", "e3"], to: directory + "/dots/history")
        #expect(file(.entries(1)).open() == ["e3"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "dots/history")
        #expect(try entries(directory + "/dots/history") == ["e3"])
    }

    @Test func staleTemporariesGoAndLiveOnesStay() throws {
        try write(entries: ["e1"])
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let stale = HistoryFile.temporaryName(of: path, pid: gone.processIdentifier)
        let live = HistoryFile.temporaryName(of: path, pid: getpid())
        let unrelated = directory + "/other.\(gone.processIdentifier).tmp"
        for name in [stale, live, unrelated] { _ = FileManager.default.createFile(atPath: name, contents: Data("x".utf8)) }
        _ = file().open()
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live))
        #expect(FileManager.default.fileExists(atPath: unrelated))
    }

    @Test func notAHistoryFileIsLeftAlone() throws {
        let garbage = Array("not history\n\u{0}".utf8)
        try Data(garbage).write(to: URL(fileURLWithPath: path))
        let history = file()
        #expect(history.open() == [])
        history.append("echo lost")
        #expect(try contents() == garbage)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("is it a history file?") == true)
    }

    @Test func aLineWithoutItsNewlineIsNotGluedToTheNext() throws {
        try "_HiStOrY_V2_\ncut".write(toFile: path, atomically: false, encoding: .utf8)
        let history = file()
        #expect(history.open() == ["cut"])
        history.append("next")
        #expect(try entries() == ["cut", "next"])
    }
}

@Suite struct LineHistoryTests {
    @Test func recordsWhatWasEntered() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("splitnav-line-history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("history").path
        let history = LineHistory(path: path, limit: .standard, warn: { Issue.record("warned: \($0)") })
        #expect(history.record("echo a  ") == "echo a")
        #expect(history.record("echo a") == "echo a")
        #expect(history.record("   ") == nil)
        #expect(history.record("echo b") == "echo b")
        history.close()
        #expect(LineHistory(path: path, limit: .standard, warn: { _ in }).loaded == ["echo a", "echo b"])
        #expect(LineHistory(path: path, limit: .entries(1), warn: { _ in }).loaded == ["echo b"])
    }

    @Test func zeroKeepsNoneAndLeavesTheFileAlone() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("splitnav-none-\(UUID().uuidString)").path
        let history = LineHistory(path: path, limit: .entries(0), warn: { Issue.record("warned: \($0)") })
        #expect(history.record("echo a") == nil)
        #expect(history.loaded.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
