import SplitModel
import Testing
import TestSupport
@testable import SplitShell

/// The plain answers of `explain` and `why`: a sentence first, lines that fit 80 columns, the rules an action applied.
@Suite struct ExplainAnswerTests {
    static func run(_ lines: [String]) -> (Session, Response) {
        var session = Session()
        var last = Response()
        for line in lines { last = session.execute(line) }
        return (session, last)
    }

    /// The answer's sentence: the lines after the header up to the first rule, `overridden:` or `to change it:` line.
    static func sentence(_ lines: [String]) -> String {
        var words: [String] = []
        for line in lines.dropFirst() {
            if !words.isEmpty, !line.hasPrefix("    ") { break }
            words.append(line.trimmingCharacters(in: .whitespaces))
        }
        return words.joined(separator: " ")
    }

    @Test func collapsedClassicShowDetailCitesTheRoutingRule() {
        let (_, response) = Self.run(["setStyle unspecified", "setViewControllers nav[Master] Detail", "device \"iPhone 16\"",
                                      "showDetailViewController Other", "why"])
        let lines = response.texts()
        #expect(lines.first == "why: showDetailViewController Other")
        #expect(Self.sentence(lines).contains("pushed Other onto the primary's navigation controller"))
        #expect(Self.sentence(lines).hasSuffix("(NAV-3)."))
        #expect(lines.contains { $0.hasPrefix("  NAV-3 ") })
    }

    @Test func anExpandThatBringsBackTheKeptSecondaryCitesNAV7a() {
        let (_, response) = Self.run(["setStyle unspecified", "delegate collapseSecondary true", "setViewControllers nav[Master] Detail",
                                      "device \"iPhone 16\"", "width 1180", "explain last"])
        let lines = response.texts()
        #expect(Self.sentence(lines).contains("brought back Detail as the secondary"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  NAV-7a ") })
    }

    @Test func aConditionalAnswerThatDoesNotHoldAnswersFalseNotNothing() {
        let (_, response) = Self.run(["setStyle unspecified", "setViewControllers nav[Master] nav[Detail]",
                                      "delegate collapseSecondary true when secondary Empty", "device \"iPhone 16\"", "why"])
        #expect(Self.sentence(response.texts()).contains("collapseSecondary answered false"), "\(response.texts())")
        let (_, stack) = Self.run(["setStyle unspecified", "setViewControllers nav[Master] nav[Detail]",
                                   "delegate collapseSecondary true when secondary Empty", "device \"iPhone 16\"", "explain stack primary"])
        #expect(Self.sentence(stack.texts()).contains("collapseSecondary answered false"), "\(stack.texts())")
    }

    @Test func theConditionThatAnsweredIsAFactOfTheRule() {
        let (_, response) = Self.run(["setStyle unspecified", "setViewControllers nav[Master] nav[Empty]",
                                      "delegate collapseSecondary true when secondary Empty", "device \"iPhone 16\"", "why -v"])
        #expect(response.texts().contains { $0.hasPrefix("  NAV-7a ") && $0.contains("when secondary Empty") }, "\(response.texts())")
    }

    @Test func whyBeforeAnyCommandAndAfterARefusalSaySo() {
        #expect(Self.run(["why"]).1.texts() == ["why: no command yet",
                                                "  No command has run the engine since the start, reset or undo, so there is",
                                                "    nothing to explain."])
        let refused = Self.run(["tap dimmingView", "why"]).1.texts()
        #expect(refused.first == "why: tap dimmingView")
        #expect(Self.sentence(refused).contains("was refused"))
    }

    @Test func inspectionsDoNotCountAndUndoForgets() {
        let (_, kept) = Self.run(["setPreferredDisplayMode secondaryOnly", "get displayMode", "explain", "why"])
        #expect(kept.texts().first == "why: setPreferredDisplayMode secondaryOnly")
        #expect(Self.run(["setPreferredDisplayMode secondaryOnly", "undo", "why"]).1.texts().first == "why: no command yet")
    }

    @Test func theSizeClassRuleShowsOnlyWhereItDecided() {
        let (_, wide) = Self.run(["explain displayMode"])
        #expect(!wide.texts().contains { $0.hasPrefix("  ENV-3 ") })
        #expect(Self.run(["explain -v displayMode"]).1.texts().contains { $0.hasPrefix("  ENV-3 ") })
        #expect(Self.run(["explain isCollapsed"]).1.texts().contains { $0.hasPrefix("  ENV-3 ") })
    }

    @Test func topColumnSaysNoDelegateAnsweredAndHowToChangeIt() {
        let lines = Self.run(["device \"iPhone 16\"", "explain topColumn"]).1.texts()
        #expect(Self.sentence(lines) == "topColumn is secondary because no delegate answered topColumnForCollapsing, and UIKit proposes the secondary (COL-5).")
        #expect(lines.contains { $0.hasPrefix("  to change it: delegate topColumnForCollapsing") })
    }

    @Test func stacksAndButtonsSayHowToChangeThem() {
        #expect(Self.run(["explain buttons"]).1.texts().contains { $0.hasPrefix("  to change it: setDisplayModeButtonVisibility") })
        let stack = Self.run(["setStyle unspecified", "device \"iPhone 16\"", "explain viewControllers"]).1.texts()
        #expect(stack.contains { $0.hasPrefix("  to change it: delegate collapseSecondary") })
        #expect(stack.contains { $0.hasPrefix("  NAV-7 ") })
    }

    @Test func anOverriddenBehaviorCitesARuleInTheChainAndDoesNotContradictTheValue() {
        let lines = Self.run(["setStyle tripleColumn", "setPreferredSplitBehavior overlay", "setPreferredDisplayMode secondaryOnly",
                              "explain splitBehavior"]).1.texts()
        guard let overridden = lines.firstIndex(where: { $0.hasPrefix("  overridden:") }) else {
            Issue.record("no overridden line: \(lines)")
            return
        }
        #expect(!lines[overridden...].joined(separator: " ").contains("reads as tile"))
        let cited = lines[overridden].split(separator: " ").drop { $0 != "of" }.dropFirst().first.map(String.init) ?? ""
        #expect(lines[..<overridden].contains { $0.hasPrefix("  \(cited) ") }, "\(cited) not in \(lines)")
    }

    @Test func aTapUnderOs18IsARequestNotAPreference() {
        let lines = Self.run(["os 18", "device \"iPad (A16)\"", "setPreferredDisplayMode automatic", "tap displayModeButton",
                              "explain -v displayMode"]).1.texts()
        #expect(!lines.contains { $0.contains("preferred secondaryOnly") || $0.contains("preferred oneOverSecondary") }, "\(lines)")
    }

    /// A seeded walk through the engine commands: after every one, `why` and `explain` of every name open with a
    /// sentence, and every line fits 80 columns.
    static let steps: [String] = CommandTable.all.filter { $0.group != .session && $0.group != .inspection }.flatMap(\.examples)
        + ["width 400", "width 1180", "device \"iPhone 16\"", "device \"iPad (A16)\"", "setStyle unspecified", "setStyle tripleColumn",
           "delegate collapseSecondary true", "delegate topColumnForCollapsing primary", "os 18", "os 26", "rotate"]

    @Test(arguments: [UInt64(3), 11])
    func everyAnswerOpensWithASentenceAndFits(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var session = Session()
        let names = QueryTable.all.map { spec in
            spec.takesControllerName ? "\(spec.name) Primary" : spec.argumentSet.map { "\(spec.name) \($0 == .column ? "primary" : $0.values[0])" } ?? spec.name
        }
        for step in 0..<120 {
            let line = random.pick(Self.steps)
            _ = session.execute(line)
            for question in ["why", "explain", "explain \(random.pick(names))"] {
                let response = session.execute(question)
                if response.error != nil { continue }
                let lines = response.texts()
                let sentence = Self.sentence(lines)
                #expect(sentence.count > 20 && sentence.hasSuffix("."), "seed \(seed), step \(step) ('\(line)'), \(question): \(lines)")
                let wide = lines.first { $0.count > ExplainAnswer.columns && $0.hasPrefix(" ") }
                #expect(wide == nil, "seed \(seed), step \(step) ('\(line)'), \(question): \(wide ?? "")")
            }
        }
    }
}

/// The button summary promises what a tap gives: where the mode asked for is not the one shown, it says both.
@Suite struct ButtonSummaryTests {
    @Test func aTapAtATooNarrowWidthSaysWhatItAsksForAndWhatItShows() {
        let (session, response) = ExplainAnswerTests.run(["device \"iPad (A16)\"", "setStyle tripleColumn", "width 820", "buttons"])
        #expect(response.texts() == ["displayModeButton: supplementary bar, sidebarToggle, asks for twoBesideSecondary; shows twoOverSecondary at this width"])
        var tapped = session
        _ = tapped.execute("tap displayModeButton")
        #expect(tapped.state.displayMode == .twoOverSecondary)
    }

    @Test(arguments: [UInt64(5), 19])
    func theSummaryMatchesWhatATapGives(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var session = Session()
        for step in 0..<150 {
            _ = session.execute(random.pick(ExplainAnswerTests.steps))
            for button in session.state.layout.buttons {
                guard case .displayMode(let asked) = button.tap else { continue }
                let target: TapTarget = button.kind == .displayModeButton ? .displayModeButton : .secondaryOnlyButton
                guard case .success(let outcome) = SplitEngine.apply(.tap(target), to: session.state) else {
                    Issue.record("seed \(seed), step \(step): the shown \(button.kind) refused a tap")
                    continue
                }
                #expect(outcome.state.displayMode == session.state.modeAfterTapping(asked), "seed \(seed), step \(step)")
            }
        }
    }
}

/// While collapsed, `state` shows the one stack once, each column's part where it sits.
@Suite struct CollapsedStackReportTests {
    @Test func theStackShowsOnceWithEachColumnsPart() {
        let (_, response) = ExplainAnswerTests.run(["setStyle tripleColumn", "device \"iPhone 16\"", "push Detail", "state"])
        let lines = response.texts()
        #expect(lines.contains("collapsed stack: primary: Primary | supplementary: Supplementary | secondary: Secondary Detail"))
        #expect(!lines.contains { $0.hasPrefix("stack ") }, "\(lines)")
    }

    @Test(arguments: [UInt64(2), 13])
    func thePartsReadAsTheCollapsedStack(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var session = Session()
        for step in 0..<150 {
            _ = session.execute(random.pick(ExplainAnswerTests.steps))
            let state = session.state
            guard state.isCollapsed else { continue }
            #expect(state.collapsedStackParts.flatMap(\.names) == state.stack(of: .primary), "seed \(seed), step \(step)")
        }
    }
}
