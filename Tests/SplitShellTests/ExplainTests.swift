import SplitModel
import Testing
@testable import SplitShell

@Suite struct ExplainTests {
    /// A named state, the name to explain, the rule IDs that must appear in this order, and text an `overridden:` line must hold.
    struct Expectation: Sendable, CustomTestStringConvertible {
        let name: String
        let setup: [String]
        let query: String
        let rules: [String]
        let override: String?
        var testDescription: String { name }

        init(_ name: String, _ setup: [String], _ query: String, _ rules: [String], override: String? = nil) {
            self.name = name
            self.setup = setup
            self.query = query
            self.rules = rules
            self.override = override
        }
    }

    static let expectations: [Expectation] = [
        Expectation("start-up doubleColumn", [], "displayMode", ["ENV-3", "MODE-3"]),
        Expectation("start-up tripleColumn fits two sidebars", ["setStyle tripleColumn"], "displayMode", ["ENV-3", "MODE-3", "WID-3"]),
        Expectation("tripleColumn at 954 misses the fit", ["setStyle tripleColumn", "width 954"], "displayMode", ["MODE-3", "WID-3"]),
        Expectation("twoBeside asked for at 954 falls back to twoOver",
                    ["setStyle tripleColumn", "width 954", "setPreferredDisplayMode twoBesideSecondary"], "displayMode",
                    ["MODE-3", "WID-3", "WID-5"], override: "because of WID-3 (measured on iOS 26.1); to get it, widen the window to at least 954.25 (954.5 on the pixel grid, ENV-5)"),
        Expectation("twoDisplace under os 26", ["setStyle tripleColumn", "width 820", "setPreferredDisplayMode twoDisplaceSecondary"],
                    "displayMode", ["MODE-5", "MODE-3", "WID-3", "WID-5"], override: "because of MODE-5 (measured on iOS 26.1); to get it, os 18"),
        Expectation("displace behavior under os 26", ["setStyle tripleColumn", "width 820", "setPreferredDisplayMode twoDisplaceSecondary"],
                    "splitBehavior", ["MODE-5", "MODE-3"], override: "preferredSplitBehavior displace shows as overlay because of MODE-8 (assumed)"),
        Expectation("overlay at appearance", ["setPreferredDisplayMode oneOverSecondary", "relaunch"], "displayMode", ["ENV-3", "MODE-3a"],
                    override: "set presentsWithGesture false and relaunch"),
        Expectation("overlay strictly respected", ["setPreferredDisplayMode oneOverSecondary", "setPresentsWithGesture false", "relaunch"],
                    "displayMode", ["ENV-3", "MODE-7"]),
        Expectation("collapsed iPad window", ["width 600"], "isCollapsed", ["ENV-3", "COL-1", "COL-5"]),
        Expectation("collapsed mode reads oneBeside", ["width 600", "setPreferredDisplayMode secondaryOnly"], "displayMode",
                    ["ENV-3", "COL-1", "COL-2"], override: "because of COL-1 (documented); to get it, widen the window to at least 678"),
        Expectation("too narrow for one sidebar", ["sizeClass regular", "width 400"], "displayMode", ["ENV-6", "MODE-4"]),
        Expectation("os 18 tripleColumn", ["os 18", "setStyle tripleColumn"], "displayMode", ["ENV-3", "MODE-6", "WID-3"]),
        Expectation("os 18 classic portrait", ["os 18", "setStyle unspecified", "size 820x1180"], "displayMode", ["ENV-3", "MODE-4c"]),
        Expectation("os 26 classic", ["setStyle unspecified"], "displayMode", ["ENV-3", "MODE-4b"]),
        Expectation("two sidebars on doubleColumn", ["setPreferredDisplayMode twoBesideSecondary"], "displayMode", ["SN-2", "MODE-3"],
                    override: "because of SN-2 (assumed); to get it, setStyle tripleColumn"),
        Expectation("overlay behavior maps the mode", ["setStyle tripleColumn", "setPreferredSplitBehavior overlay", "width 1000"],
                    "displayMode", ["ENV-3", "MODE-8", "MODE-3"]),
        Expectation("delegate answer on expanding", ["width 600", "delegate displayModeForExpanding secondaryOnly",
                                                     "setPreferredDisplayMode oneBesideSecondary", "width 1000"],
                    "displayMode", ["MODE-3", "COL-6", "COL-1"], override: "because of COL-6"),
        Expectation("primary width defaults", [], "primaryColumnWidth", ["ENV-3", "MODE-3", "ENV-5", "WID-1", "WID-4"]),
        Expectation("primary width from a fraction", ["setPreferredPrimaryColumnWidthFraction 0.4"], "primaryColumnWidth",
                    ["ENV-5", "WID-2", "SN-1", "WID-4"]),
        Expectation("trailing primary edge", ["setPrimaryEdge trailing"], "frame primary", ["WID-1", "WID-4", "WID-6"]),
        Expectation("background none", ["setPrimaryBackgroundStyle none"], "frame secondary", ["ENV-5", "WID-4c"]),
        Expectation("os 18 frame", ["os 18"], "frame primary", ["MODE-6", "WID-1", "WID-4c", "WID-8"]),
        Expectation("os 18 classic frame", ["setStyle unspecified", "os 18"], "frame primary", ["MODE-4c", "WID-7", "WID-7a", "WID-8"]),
        Expectation("twoBeside supplementary", ["setStyle tripleColumn"], "supplementaryColumnWidth", ["WID-3", "WID-9", "WID-4"]),
        Expectation("inspector", ["setStyle tripleColumn", "show inspector"], "inspectorColumnWidth", ["ENV-5", "INS-2"]),
        Expectation("collapsed back button", ["width 600"], "buttons", ["COL-1", "COL-2", "BTN-6"]),
        Expectation("no display-mode button", ["setDisplayModeButtonVisibility never"], "buttons", ["MODE-3", "BTN-1"]),
        Expectation("secondary-only button", ["setStyle tripleColumn", "setShowsSecondaryOnlyButton true"], "buttons",
                    ["BTN-1", "BTN-3b", "BTN-3", "BTN-2", "BTN-4", "BTN-5", "BTN-5a"]),
        Expectation("classic button, placed nowhere", ["setStyle unspecified"], "buttons", ["MODE-4b", "BTN-7"]),
        Expectation("classic button, placed in the secondary's bar", ["setStyle unspecified", "placeDisplayModeButtonItem secondary"],
                    "buttons", ["MODE-4b", "BTN-7", "BTN-7a"]),
        Expectation("one button", ["setStyle unspecified", "placeDisplayModeButtonItem secondary"], "button displayModeButton",
                    ["BTN-7", "BTN-7a"]),
        Expectation("iPhone size class", ["device \"iPhone 16 Pro\""], "horizontalSizeClass", ["ENV-2"]),
        Expectation("iPhone collapse", ["device \"iPhone 16 Pro\""], "isCollapsed", ["ENV-2", "COL-1", "COL-5"]),
        Expectation("window width", ["width 954.25"], "width", ["ENV-1", "ENV-5"]),
    ]

    static func explain(_ setup: [String], _ line: String) -> Response {
        var session = SessionTests.session(setup)
        return session.execute(line)
    }

    /// The rule IDs of the rule lines, in order.
    static func ruleIDs(_ lines: [String]) -> [String] {
        lines.compactMap { line in
            guard line.hasPrefix("  "), let word = line.dropFirst(2).split(separator: " ").first, RuleID(rawValue: String(word)) != nil
            else { return nil }
            return String(word)
        }
    }

    static func isSubsequence(_ wanted: [String], of found: [String]) -> Bool {
        var rest = found[...]
        for rule in wanted {
            guard let index = rest.firstIndex(of: rule) else { return false }
            rest = rest[(index + 1)...]
        }
        return true
    }

    @Test(arguments: expectations)
    func rulesAppearInOrder(_ expectation: Expectation) {
        let response = Self.explain(expectation.setup, "explain -v \(expectation.query)")
        #expect(response.error == nil)
        let lines = response.texts()
        #expect(lines.first?.hasPrefix("\(expectation.query): ") == true)
        let found = Self.ruleIDs(lines)
        #expect(Self.isSubsequence(expectation.rules, of: found), "found \(found)")
        if let override = expectation.override {
            #expect(lines.contains { $0.hasPrefix("  overridden: ") && $0.contains(override) }, "\(lines)")
        }
    }

    @Test(arguments: expectations)
    func everyRuleLineNamesItsEvidence(_ expectation: Expectation) {
        let lines = Self.explain(expectation.setup, "explain -v \(expectation.query)").texts()
        for line in lines where line.hasPrefix("  ") {
            guard let word = line.dropFirst(2).split(separator: " ").first, let rule = RuleID(rawValue: String(word)) else { continue }
            let words = ["documented", "measured on iOS 26.1", "reported", "assumed"]
            #expect(line.contains(ExplainText.evidenceText(rule.evidence)), "\(line)")
            #expect(words.filter { line.dropFirst(10).prefix(22).contains($0) }.count == 1, "\(line)")
            #expect(line.contains(rule.summary))
            if rule.evidence == .assumed { #expect(line.contains(" assumed ")) }
        }
    }

    @Test func factsShowTheNumbersThatWentIn() {
        let lines = Self.explain(["setStyle tripleColumn", "width 954"], "explain -v displayMode").texts()
        #expect(lines.contains { $0.contains("WID-3") && $0.contains("needed 954.5, available 954") })
    }

    @Test func withNoNameItExplainsModeBehaviorColumnsAndButtons() {
        let response = Self.explain(["setStyle tripleColumn"], "explain")
        let headers = response.texts().filter { !$0.hasPrefix("  ") }
        #expect(headers == ["displayMode: twoBesideSecondary", "splitBehavior: tile",
                            "visibleColumns: primary supplementary secondary", "buttons: displayModeButton"])
        guard case .explain(let sections)? = response.detail else { Issue.record("no detail"); return }
        #expect(sections.count == 4)
    }

    @Test func classicLeavesOutTheBehaviorItCannotRead() {
        let headers = Self.explain(["setStyle unspecified"], "explain").texts().filter { !$0.hasPrefix("  ") }
        #expect(headers.map { String($0.prefix { $0 != ":" }) } == ["displayMode", "visibleColumns", "buttons"])
        #expect(Self.explain(["setStyle unspecified"], "explain splitBehavior").error
            == .engine(.requiresInitWithStyle(api: "splitBehavior")))
    }

    @Test func aNameNoRuleDecidesSaysSo() {
        let lines = Self.explain([], "explain -v style").texts()
        #expect(lines == ["style: doubleColumn", "  no rule decides style: it reads what was last set, or its default (DEF-1)"])
        #expect(Self.explain([], "explain style").texts()
            == ["style: doubleColumn", "  style is doubleColumn because no rule decides it: it reads what was last set,",
                "    or its default (DEF-1)."])
    }

    @Test func explainChangesNothing() {
        var session = SessionTests.session(["setStyle tripleColumn", "width 900"])
        let before = session.state
        _ = session.execute("explain")
        _ = session.execute("explain frame supplementary")
        #expect(session.state == before)
        #expect(session.undoStack.count == 2)
    }

    @Test func explainAcceptsEveryGetNameAndFailsWhereGetFails() {
        for spec in QueryTable.all {
            let query = spec.takesControllerName ? "\(spec.name) Primary"
                : spec.argumentSet.map { "\(spec.name) \($0 == .column ? "primary" : $0.values[0])" } ?? spec.name
            let get = Self.explain(["setStyle tripleColumn"], "get \(query)")
            let explain = Self.explain(["setStyle tripleColumn"], "explain \(query)")
            #expect(explain.error == get.error, "\(query)")
            if get.error == nil { #expect(explain.texts().first == "\(query): \(get.texts()[0])") }
        }
    }
}
