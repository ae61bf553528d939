import SplitModel

/// Where the preferred display mode or split behavior is not what shows: the rule that overrode it and what the user
/// could change to get what they asked for.
enum ExplainOverride {
    /// A rule that overrode a preference, and the change that would give it.
    struct Reason: Equatable {
        let rule: RuleID
        let remedy: String
    }

    static func lines(for name: String, in state: SplitState) -> [String] {
        var lines: [String] = []
        if ["displayMode", "preferredDisplayMode"].contains(name), let line = displayModeLine(state) { lines.append(line) }
        if ["splitBehavior", "preferredSplitBehavior"].contains(name), let line = behaviorLine(state) { lines.append(line) }
        return lines
    }

    static func displayModeLine(_ state: SplitState) -> String? {
        let preferred = state.properties.preferredDisplayMode
        guard preferred != .automatic, preferred != state.displayMode else { return nil }
        let reason = displayModeReason(state)
        return "preferredDisplayMode \(preferred.rawValue) shows as \(state.displayMode.rawValue) because of "
            + "\(reason.rule.rawValue) (\(ExplainText.evidenceText(reason.rule.evidence))); to get it, \(reason.remedy)"
    }

    static func behaviorLine(_ state: SplitState) -> String? {
        let preferred = state.properties.preferredSplitBehavior
        guard let actual = state.splitBehavior, preferred != .automatic, preferred != actual else { return nil }
        let reason: Reason
        if let collapsed = collapsedReason(state) {
            reason = collapsed
        } else if state.ruleSet == .ios26 && preferred == .displace {
            reason = Reason(rule: .mode8, remedy: "os 18 (os 26 never shows displace)")
        } else if state.displayMode == .secondaryOnly {
            reason = Reason(rule: .mode1, remedy: "show primary (secondaryOnly belongs to every behavior and reads as tile)")
        } else {
            reason = displayModeReason(state)
        }
        return "preferredSplitBehavior \(preferred.rawValue) shows as \(actual.rawValue) because of "
            + "\(reason.rule.rawValue) (\(ExplainText.evidenceText(reason.rule.evidence))); to get it, \(reason.remedy)"
    }

    private static func collapsedReason(_ state: SplitState) -> Reason? {
        guard state.isCollapsed else { return nil }
        switch state.window.sizeClassRule {
        case .env3: return Reason(rule: .col1, remedy: "widen the window to at least \(NumberFormat.format(Window.regularWidthThreshold))")
        case .env6: return Reason(rule: .col1, remedy: "sizeClass regular")
        default: return Reason(rule: .col1, remedy: "sizeClass regular, or a device that is regular width")
        }
    }

    /// The first rule in the record that explains the difference, most specific first.
    static func displayModeReason(_ state: SplitState) -> Reason {
        if let collapsed = collapsedReason(state) { return collapsed }
        let traces = state.decisions
        let rules = Set(traces.map(\.rule))
        let preferred = state.properties.preferredDisplayMode
        let needs = state.fitNeeds
        func moment(_ word: String) -> Bool {
            traces.contains { $0.rule == .mode3 && $0.facts.contains(Fact("moment", .word(word))) }
        }
        if let delegate = traces.first(where: { $0.rule == .col6 }), delegate.facts.count == 2, delegate.facts[0].value != delegate.facts[1].value {
            return Reason(rule: .col6, remedy: "delegate displayModeForExpanding default, then expand again")
        }
        if rules.contains(.mode4) {
            return Reason(rule: .mode4, remedy: widen(to: needs.oneSidebar, state))
        }
        // A tap or a swipe changed the display mode, not the preference (BTN-3b, TAP).
        if let touch = traces.first(where: { [.btn3b, .tap1, .tap2, .tap3, .btn5, .btn7].contains($0.rule) }) {
            return Reason(rule: touch.rule == .btn7 ? .btn7 : (touch.rule == .btn5 ? .btn5a : .btn3b),
                          remedy: "ask again with setPreferredDisplayMode \(preferred.rawValue), or wait for the next layout pass")
        }
        if rules.contains(.sn2) { return Reason(rule: .sn2, remedy: "setStyle tripleColumn") }
        if rules.contains(.mode5) && preferred == .twoDisplaceSecondary {
            return Reason(rule: .mode5, remedy: "os 18 (os 26 never shows twoDisplaceSecondary)")
        }
        if rules.contains(.mode8) { return Reason(rule: .mode8, remedy: "setPreferredSplitBehavior automatic") }
        if preferred.sidebarCount == 2 && rules.contains(.wid3) && state.window.layoutWidth < needs.twoSidebars {
            return Reason(rule: .wid3, remedy: widen(to: needs.twoSidebars, state))
        }
        if rules.contains(.mode3a) || moment("appearance") {
            return Reason(rule: rules.contains(.mode3a) ? .mode3a : .mode3,
                          remedy: "ask again with setPreferredDisplayMode \(preferred.rawValue) (a request is honoured), "
                              + "or set presentsWithGesture false and relaunch (MODE-7)")
        }
        if moment("resize") {
            return Reason(rule: .mode3, remedy: "ask again with setPreferredDisplayMode \(preferred.rawValue)")
        }
        if let displace = traces.first(where: { $0.rule == .sn3 }), let sidebars = displace.facts.first {
            return Reason(rule: .sn3, remedy: "widen the window to more than \(ExplainText.valueText(sidebars.value))")
        }
        if rules.contains(.mode6) || rules.contains(.mode4c) {
            return Reason(rule: rules.contains(.mode6) ? .mode6 : .mode4c,
                          remedy: "setPreferredSplitBehavior \(preferred.naturalBehavior.rawValue)")
        }
        return Reason(rule: .sn5, remedy: "relaunch, or ask again with setPreferredDisplayMode \(preferred.rawValue)")
    }

    /// `widen the window to at least 954.25 (954.5 on the pixel grid, ENV-5)`: the first width whose rounding reaches `needed`.
    static func widen(to needed: Points, _ state: SplitState) -> String {
        let scale = state.window.scale
        let first = needed - 0.5 / scale
        guard Window.snap(first, scale: scale) >= needed, first < needed else {
            return "widen the window to at least \(NumberFormat.format(needed))"
        }
        return "widen the window to at least \(NumberFormat.format(first)) (\(NumberFormat.format(needed)) on the pixel grid, ENV-5)"
    }
}
