import Foundation
import SplitModel
import Testing
@testable import SplitShell

/// `help RULE-ID` and `help rules`: every rule can be looked up, and the commands it names run.
@Suite struct RuleHelpTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func output(_ line: String) -> [String] {
        var session = Session()
        let response = session.execute(line)
        #expect(response.error == nil, "'\(line)' failed: \(String(describing: response.error))")
        return response.lines.map(\.text)
    }

    @Test("help RULE-ID prints the sentence, evidence, source and the commands", arguments: RuleID.allCases)
    func ruleHelp(_ rule: RuleID) {
        let lines = Self.output("help \(rule.rawValue)")
        let text = lines.joined(separator: " ")
        #expect(lines.first?.hasPrefix("\(rule.rawValue): ") == true)
        #expect(text.contains("evidence: \(rule.evidence.rawValue) ("))
        #expect(text.contains("source: "))
        #expect(lines.contains { $0.hasPrefix("shown by") })
        for command in rule.shows { #expect(lines.contains("  " + command)) }
        #expect(!rule.shows.isEmpty)
    }

    @Test("The commands a rule names run from the start-up state", arguments: RuleID.allCases)
    func showsRun(_ rule: RuleID) {
        var session = Session()
        for line in rule.shows {
            let response = session.execute(line)
            #expect(response.error == nil, "\(rule.rawValue): '\(line)' failed: \(String(describing: response.error))")
        }
    }

    @Test func lookupIgnoresCase() {
        #expect(Self.output("help nav-3") == Self.output("help NAV-3"))
    }

    @Test func unknownRuleIsRefusedWithASuggestion() {
        var session = Session()
        let response = session.execute("help NAV-33")
        let message = response.error.map(ErrorFormat.format)
        #expect(message?.message == "unknown rule 'NAV-33'")
        #expect(message?.help == "did you mean 'NAV-3'?")
    }

    @Test("help rules lists every rule once, under its family")
    func rulesList() {
        let lines = Self.output("help rules")
        for rule in RuleID.allCases {
            let found = lines.filter { $0.hasPrefix("  \(rule.rawValue) ") }
            #expect(found.count == 1, "\(rule.rawValue) listed \(found.count) times")
        }
        let familyLines = lines.filter { !$0.hasPrefix(" ") && $0.contains(": ") }
        #expect(familyLines.map { String($0.prefix { $0 != ":" }) } == RuleFamily.allCases.map(\.rawValue))
    }

    /// Every rule ID the transcripts, examples and man page print is one `help` knows.
    @Test func everyPrintedRuleIDCanBeLookedUp() throws {
        let folders = ["Tests/TranscriptTests/Transcripts", "scripts/examples", "man"]
        let pattern = #/\b(ENV|DEF|COL|WID|MODE|BTN|TAP|SHOW|NAV|EVT|POP|INS|SN)-[0-9]+[a-z]?\b/#
        var seen = 0
        for folder in folders {
            let directory = Self.packageRoot.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                guard let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) else { continue }
                // Typed lines and the errors that quote them are what a user wrote, not what splitnav printed.
                let printed = text.split(separator: "\n").filter { !$0.hasPrefix("> ") && !$0.hasPrefix("! ") }.joined(separator: "\n")
                for match in printed.matches(of: pattern) {
                    seen += 1
                    #expect(RuleID.lookup(String(match.output.0)) != nil, "\(folder)/\(name) prints \(match.output.0)")
                }
            }
        }
        #expect(seen > 100)
    }

    /// No line of `help`, `help COMMAND`, `help rules` or `help RULE-ID` is wider than an 80-column terminal.
    @Test func helpFitsEightyColumns() {
        let topics = [""] + CommandTable.all.map { " " + $0.name } + [" rules"] + RuleID.allCases.map { " " + $0.rawValue }
        for topic in topics {
            for line in Self.output("help" + topic) where line.count > 80 {
                Issue.record("help\(topic): \(line.count) columns: \(line)")
            }
        }
    }
}
