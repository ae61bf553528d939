import Foundation
import Testing
import SplitModel
@testable import SplitShell

/// man/splitnav.1 against the tables it documents: the command table, the command-line options and the rule catalogue.
///
/// Mark-up the page keeps to, so these checks can read it:
/// - COMMANDS: each command (and alias) starts a list item `.It Cm NAME ...`, and `.Cm` marks command names only
///   (argument keywords use `.Li`);
/// - OPTIONS: each option starts a list item `.It Fl NAME ...` (`Fl -bail` for `--bail`);
/// - RULES: the rule list between `ManPageRules.begin` and `.end` is generated from the rule catalog;
///   `SPLITNAV_RECORD=1 swift test --filter ManPageTests` rewrites it (and still fails once, as transcripts do).
@Suite struct ManPageTests {
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("man/splitnav.1").path

    static let page: String = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""

    /// The lines of the section `.Sh TITLE`, up to the next `.Sh`.
    static func section(_ title: String, of text: String = page) -> [Substring] {
        var lines: [Substring] = []
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(".Sh ") {
                inside = line.dropFirst(4).trimmingCharacters(in: .whitespaces) == title
                continue
            }
            if inside { lines.append(line) }
        }
        return lines
    }

    /// The macro words of a line (`.It Cm tap Li back` -> `It Cm tap Li back`).
    static func words(_ line: Substring) -> [Substring] {
        line.dropFirst().split(separator: " ")
    }

    /// Names that start an `.It Cm NAME` item.
    static func itemCommands(_ lines: [Substring]) -> Set<String> {
        Set(lines.filter { $0.hasPrefix(".It Cm ") }.compactMap { words($0).dropFirst(2).first.map(String.init) })
    }

    /// Every word that follows a `Cm` macro anywhere in the lines.
    static func markedCommands(_ lines: [Substring]) -> Set<String> {
        var names: Set<String> = []
        for line in lines where line.hasPrefix(".") {
            let macroWords = words(line)
            for (index, word) in macroWords.enumerated() where word == "Cm" && index + 1 < macroWords.count {
                names.insert(String(macroWords[index + 1]))
            }
        }
        return names
    }

    /// The options of the option table, which `--help` lists.
    static var helpOptions: [String] {
        OptionTable.all.filter(\.isOption).map(\.name)
    }

    /// Options that start an `.It Fl NAME` item, written as typed (`--bail`).
    static func itemOptions(_ lines: [Substring]) -> Set<String> {
        Set(lines.filter { $0.hasPrefix(".It Fl ") }.compactMap { words($0).dropFirst(2).first.map { "-" + $0 } })
    }

    /// The lines between the generated list's two comment lines, or nil when the page lacks them.
    static func generatedRules(_ text: String) -> (before: Substring, list: [Substring], after: Substring)? {
        guard let begin = text.range(of: ManPageRules.begin + "\n"),
              let end = text.range(of: ManPageRules.end, range: begin.upperBound..<text.endIndex) else { return nil }
        let list = text[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: true)
        return (text[..<begin.upperBound], list, text[end.lowerBound...])
    }

    /// The IDs of the `.It ID` items in RULES.
    static func ruleItems(_ lines: [Substring]) -> [String] {
        lines.filter { $0.hasPrefix(".It ") }.map { String($0.dropFirst(4)) }
    }

    @Test func pageExists() {
        #expect(!Self.page.isEmpty, "cannot read \(Self.path)")
        #expect(Self.page.contains(".Sh COMMANDS"))
    }

    @Test func everyCommandIsAnItemInCommands() {
        let items = Self.itemCommands(Self.section("COMMANDS"))
        let missing = CommandTable.allNames.filter { !items.contains($0) }
        #expect(missing.isEmpty, "commands missing an `.It Cm NAME` item in COMMANDS: \(missing)")
    }

    @Test func commandsNamesOnlyKnownCommands() {
        let known = Set(CommandTable.allNames)
        let marked = Self.markedCommands(Self.section("COMMANDS"))
        let unknown = marked.subtracting(known).sorted()
        #expect(unknown.isEmpty, "COMMANDS marks up with Cm words the command table does not know: \(unknown)")
        let unmarked = known.subtracting(marked).sorted()
        #expect(unmarked.isEmpty, "COMMANDS never names these commands: \(unmarked)")
    }

    @Test func everyHelpOptionIsInOptions() {
        let options = Self.helpOptions
        #expect(options.count >= 12, "could not read the options from --help: \(options)")
        let items = Self.itemOptions(Self.section("OPTIONS"))
        let missing = options.filter { !items.contains($0) }
        #expect(missing.isEmpty, "options --help lists but OPTIONS has no `.It Fl` item for: \(missing)")
    }

    /// An alias `--help` does not list (`-h`) is still named where its option is described.
    @Test func everyOptionAliasIsInOptions() {
        let options = Self.section("OPTIONS").joined(separator: "\n")
        let aliases = OptionTable.all.flatMap(\.aliases)
        #expect(!aliases.isEmpty)
        let missing = aliases.filter { !options.contains(".Fl " + $0.dropFirst()) }
        #expect(missing.isEmpty, "aliases OPTIONS never names: \(missing)")
    }

    @Test func everyOptionIsInSynopsis() {
        let synopsis = Self.section("SYNOPSIS").joined(separator: "\n")
        let missing = Self.helpOptions.filter { !synopsis.contains("Fl " + $0.dropFirst()) }
        #expect(missing.isEmpty, "options missing from SYNOPSIS: \(missing)")
    }

    /// The rule list is the catalog's, word for word; recording rewrites it.
    @Test func rulesListIsGeneratedFromTheCatalog() throws {
        let parts = try #require(Self.generatedRules(Self.page), "man/splitnav.1 lacks the generated rule list's comment lines")
        let expected = ManPageRules.lines()
        if parts.list.map(String.init) != expected, ProcessInfo.processInfo.environment["SPLITNAV_RECORD"] == "1" {
            let text = parts.before + expected.joined(separator: "\n") + "\n" + parts.after
            try text.write(toFile: Self.path, atomically: true, encoding: .utf8)
        }
        let actual = parts.list.map(String.init)
        let first = Array(zip(actual, expected)).firstIndex { $0.0 != $0.1 } ?? min(actual.count, expected.count)
        #expect(actual == expected, """
            the rule list differs from the catalog at line \(first + 1) of the list \
            (page: \(first < actual.count ? actual[first] : "nothing"); catalog: \(first < expected.count ? expected[first] : "nothing")): \
            run SPLITNAV_RECORD=1 swift test --filter ManPageTests
            """)
    }

    @Test func everyRuleIsInRules() {
        let listed = Self.ruleItems(Self.section("RULES"))
        let missing = RuleID.allCases.map(\.rawValue).filter { !listed.contains($0) }
        #expect(missing.isEmpty, "rules missing from RULES: \(missing)")
    }

    /// Every answer in COMMON QUESTIONS runs: its command blocks run from the start-up state without an error, and the
    /// example scripts it names exist.
    @Test func commonQuestionsRun() throws {
        let lines = Self.section("COMMON QUESTIONS")
        #expect(lines.filter { $0.hasPrefix(".It ") }.count >= 6)
        var blocks: [[String]] = []
        var current: [String]?
        for line in lines {
            if line.hasPrefix(".Bd -literal") { current = [] } else if line.hasPrefix(".Ed") {
                blocks.append(current ?? [])
                current = nil
            } else if current != nil {
                current?.append(String(line))
            }
        }
        #expect(blocks.count >= 5)
        for block in blocks {
            var session = Session()
            for line in block {
                let response = session.execute(line)
                #expect(response.error == nil, "'\(line)' in COMMON QUESTIONS fails: \(String(describing: response.error))")
            }
        }
        let examples = URL(fileURLWithPath: Self.path).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/examples")
        let named = lines.filter { $0.hasPrefix(".Pa ") && $0.contains(".splitnav") }
            .map { String(Self.words($0)[1]) }
        #expect(!named.isEmpty)
        for name in named {
            #expect(FileManager.default.fileExists(atPath: examples.appendingPathComponent(name).path), "\(name) is not in scripts/examples")
        }
    }

    @Test func noCommandIsMarkedNotImplemented() {
        let marked = Self.section("COMMANDS").filter { $0.localizedCaseInsensitiveContains("not implemented") }
        #expect(marked.isEmpty, "every command runs now: \(marked)")
    }

    /// The helpers themselves find what is missing, so the checks above can fail.
    @Test func checksCanFail() {
        let text = """
            .Sh OPTIONS
            .It Fl -bail
            .Sh COMMANDS
            .It Cm width Ar N
            .Cm bogus
            .Sh RULES
            .Bl -tag
            .It SN-1
            .El
            """
        let commands = Self.section("COMMANDS", of: text)
        #expect(Self.itemCommands(commands) == ["width"])
        #expect(Self.markedCommands(commands).subtracting(CommandTable.allNames) == ["bogus"])
        #expect(Self.itemOptions(Self.section("OPTIONS", of: text)) == ["--bail"])
        #expect(Self.ruleItems(Self.section("RULES", of: text)) == ["SN-1"])
        #expect(Self.generatedRules(text) == nil)
        #expect(!CommandTable.allNames.allSatisfy(Self.itemCommands(commands).contains))
    }
}
