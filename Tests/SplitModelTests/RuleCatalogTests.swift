import Foundation
import Testing
@testable import SplitModel

/// The package root: three directories up from this file (`Tests/SplitModelTests/RuleCatalogTests.swift`).
private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

/// `spec/behaviour.md` in the shared folder next to the package.
private let specPath = packageRoot
    .appendingPathComponent("..")
    .appendingPathComponent("shared")
    .appendingPathComponent("spec")
    .appendingPathComponent("behaviour.md")
    .standardizedFileURL
    .path

/// Whether the spec file is present (it lives outside the package, so it may not be).
private func specIsPresent() -> Bool {
    FileManager.default.fileExists(atPath: specPath)
}

/// The rule headings of behaviour.md (`- ID (tag ...`), in file order, as (ID, evidence).
private func specRules() throws -> [(id: String, evidence: Evidence)] {
    let text = try String(contentsOfFile: specPath, encoding: .utf8)
    let heading = #/^- ([A-Z]+-[0-9]+[a-z]?) \((doc|measured|reported|assumed)/#
    var rules: [(id: String, evidence: Evidence)] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
        guard let match = line.prefixMatch(of: heading) else { continue }
        let evidence: Evidence = switch match.output.2 {
        case "doc": .documented
        case "measured": .measured
        case "reported": .reported
        default: .assumed
        }
        rules.append((String(match.output.1), evidence))
    }
    return rules
}

@Suite("Rule catalog")
struct RuleCatalogTests {
    @Test("Every rule has a one-sentence summary", arguments: RuleID.allCases)
    func summaryIsPresent(_ id: RuleID) {
        let summary = id.summary
        #expect(!summary.isEmpty, "\(id.rawValue) has no summary")
        #expect(summary.hasSuffix("."), "\(id.rawValue)'s summary does not end with a period")
        #expect(summary.count < 240, "\(id.rawValue)'s summary is \(summary.count) characters")
        #expect(summary.first.map { !$0.isWhitespace } ?? false, "\(id.rawValue)'s summary starts with whitespace")
    }

    @Test("Rule IDs are unique")
    func idsAreUnique() {
        let ids = RuleID.allCases.map(\.rawValue)
        #expect(Set(ids).count == ids.count)
    }

    @Test("splitnav's own assumptions are all assumed")
    func snRulesAreAssumed() {
        let sn = RuleID.allCases.filter { $0.rawValue.hasPrefix("SN-") }
        #expect(!sn.isEmpty)
        for id in sn {
            #expect(id.evidence == .assumed, "\(id.rawValue) should be assumed")
        }
    }

    @Test("Every rule has a named row in a rule table")
    func everyRuleHasARow() {
        let tables = EnvironmentRuleTests.rows + WidthRuleTests.rows + ModeRuleTests.rows + ButtonRuleTests.rows
            + ShowAndEventRuleTests.rows + AssumptionRuleTests.rows
        let navigationTables = NavigationRuleTests.rows + EventAndPopoverRuleTests.rows
        let covered = Set(tables.map(\.rule)).union(navigationTables.map(\.rule)).union(GeometryRuleTests.rows.map(\.rule))
        let missing = RuleID.allCases.filter { !covered.contains($0) }
        #expect(missing.isEmpty, "rules with no row: \(missing.map(\.rawValue))")
    }

    @Test(
        "The catalog matches the rule headings of behaviour.md",
        .enabled(if: specIsPresent(), "behaviour.md is not at ../shared/spec/ next to the package, so the catalog cannot be checked against it")
    )
    func matchesSpec() throws {
        let rules = try specRules()
        #expect(!rules.isEmpty, "no rule headings found in \(specPath)")

        let specIDs = rules.map(\.id)
        #expect(Set(specIDs).count == specIDs.count, "behaviour.md repeats a rule ID")

        for rule in rules {
            guard let id = RuleID(rawValue: rule.id) else {
                Issue.record("\(rule.id) is in behaviour.md but not in RuleID")
                continue
            }
            #expect(id.evidence == rule.evidence, "\(rule.id): catalog says \(id.evidence), behaviour.md says \(rule.evidence)")
        }

        let specSet = Set(specIDs)
        for id in RuleID.allCases where !id.rawValue.hasPrefix("SN-") && !RuleCatalog.beyondSpec.contains(id) {
            #expect(specSet.contains(id.rawValue), "\(id.rawValue) is in RuleID but not in behaviour.md")
        }
    }
}
