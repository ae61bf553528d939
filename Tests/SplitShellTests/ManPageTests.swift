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
/// - RULES: each assumed rule is an item `.It ID` in the list that follows "The rules tagged assumed are:".
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

    /// The IDs of the `.It ID` items in the list after "The rules tagged assumed are:".
    static func assumedList(_ lines: [Substring]) -> [String] {
        guard let start = lines.firstIndex(where: { $0.contains("The rules tagged assumed are:") }) else { return [] }
        var ids: [String] = []
        for line in lines[start...].dropFirst() {
            if line.hasPrefix(".El") { break }
            if line.hasPrefix(".It ") { ids.append(String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces)) }
        }
        return ids
    }

    static let assumedRules = RuleID.allCases.filter { $0.evidence == .assumed }.map(\.rawValue)

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

    @Test func everyAssumedRuleIsInRules() {
        #expect(!Self.assumedRules.isEmpty)
        let listed = Self.assumedList(Self.section("RULES"))
        let missing = Self.assumedRules.filter { !listed.contains($0) }
        #expect(missing.isEmpty, "assumed rules missing from the list in RULES: \(missing)")
        let notAssumed = listed.filter { !Self.assumedRules.contains($0) }
        #expect(notAssumed.isEmpty, "RULES lists as assumed rules whose evidence is not assumed: \(notAssumed)")
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
            The rules tagged assumed are:
            .Bl -tag
            .It SN-1
            .El
            """
        let commands = Self.section("COMMANDS", of: text)
        #expect(Self.itemCommands(commands) == ["width"])
        #expect(Self.markedCommands(commands).subtracting(CommandTable.allNames) == ["bogus"])
        #expect(Self.itemOptions(Self.section("OPTIONS", of: text)) == ["--bail"])
        #expect(Self.assumedList(Self.section("RULES", of: text)) == ["SN-1"])
        #expect(!CommandTable.allNames.allSatisfy(Self.itemCommands(commands).contains))
    }
}
