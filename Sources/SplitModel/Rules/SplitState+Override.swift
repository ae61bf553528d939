/// What a user could change to get the preference they asked for.
public enum Remedy: Sendable, Hashable {
    /// Widen the window to `first` (which rounds to `needed` on the pixel grid, ENV-5), or to `needed` when equal.
    case widen(first: Points, needed: Points)
    /// Widen the window past this width.
    case widenPast(Points)
    case sizeClassRegular
    case sizeClassRegularOrRegularDevice
    case clearDisplayModeForExpanding
    /// Ask again with setPreferredDisplayMode, or wait for the next layout pass (after a tap or a gesture).
    case askAgainOrWaitForLayoutPass(DisplayMode)
    /// Ask again (a request is honoured), or turn presentsWithGesture off and relaunch (MODE-7).
    case askAgainOrGesturesOff(DisplayMode)
    case askAgain(DisplayMode)
    case relaunchOrAskAgain(DisplayMode)
    case setStyleTripleColumn
    /// os 18: os 26 never shows this preference.
    case ruleSet18(never: String)
    case setPreferredSplitBehavior(SplitBehavior)
    case showPrimary
}

/// The rule that overrode a preference, and the change that would give it.
public struct Override: Sendable, Hashable {
    public let rule: RuleID
    public let remedy: Remedy
}

extension SplitState {
    /// Why the display mode is not the preferred one, or nil when it is (or the preference is automatic).
    public var displayModeOverride: Override? {
        let preferred = properties.preferredDisplayMode
        guard preferred != .automatic, preferred != displayMode else { return nil }
        return displayModeReason
    }

    /// Why the split behavior is not the preferred one, or nil when it is (or either is automatic or unavailable).
    public var splitBehaviorOverride: Override? {
        let preferred = properties.preferredSplitBehavior
        guard let actual = splitBehavior, preferred != .automatic, preferred != actual else { return nil }
        if let collapsed = collapsedOverride { return collapsed }
        if ruleSet == .ios26 && preferred == .displace { return Override(rule: .mode8, remedy: .ruleSet18(never: "displace")) }
        if displayMode == .secondaryOnly { return Override(rule: .mode1, remedy: .showPrimary) }
        return displayModeReason
    }

    private var collapsedOverride: Override? {
        guard isCollapsed else { return nil }
        switch window.sizeClassRule {
        case .env3: return Override(rule: .col1, remedy: .widen(first: Window.regularWidthThreshold, needed: Window.regularWidthThreshold))
        case .env6: return Override(rule: .col1, remedy: .sizeClassRegular)
        default: return Override(rule: .col1, remedy: .sizeClassRegularOrRegularDevice)
        }
    }

    /// The first rule in the record that explains the difference, most specific first.
    private var displayModeReason: Override {
        if let collapsed = collapsedOverride { return collapsed }
        let traces = decisions
        let rules = Set(traces.map(\.rule))
        let preferred = properties.preferredDisplayMode
        let needs = fitNeeds
        func trigger(_ word: String) -> Bool {
            traces.contains { $0.rule == .mode3 && $0.facts.contains(Fact("moment", .word(word))) }
        }
        if let answer = traces.first(where: { $0.rule == .col6 }), answer.facts.count == 2, answer.facts[0].value != answer.facts[1].value {
            return Override(rule: .col6, remedy: .clearDisplayModeForExpanding)
        }
        if rules.contains(.mode4) { return Override(rule: .mode4, remedy: widening(to: needs.oneSidebar)) }
        // A tap or a swipe changed the display mode, not the preference (BTN-3b, TAP).
        if let touch = traces.first(where: { [.btn3b, .tap1, .tap2, .tap3, .btn5, .btn7].contains($0.rule) }) {
            return Override(rule: touch.rule == .btn7 ? .btn7 : (touch.rule == .btn5 ? .btn5a : .btn3b),
                            remedy: .askAgainOrWaitForLayoutPass(preferred))
        }
        if rules.contains(.sn2) { return Override(rule: .sn2, remedy: .setStyleTripleColumn) }
        if rules.contains(.mode5) && preferred == .twoDisplaceSecondary {
            return Override(rule: .mode5, remedy: .ruleSet18(never: DisplayMode.twoDisplaceSecondary.rawValue))
        }
        if rules.contains(.mode8) { return Override(rule: .mode8, remedy: .setPreferredSplitBehavior(.automatic)) }
        if preferred.sidebarCount == 2 && rules.contains(.wid3) && window.layoutWidth < needs.twoSidebars {
            return Override(rule: .wid3, remedy: widening(to: needs.twoSidebars))
        }
        if rules.contains(.mode3a) || trigger("appearance") {
            return Override(rule: rules.contains(.mode3a) ? .mode3a : .mode3, remedy: .askAgainOrGesturesOff(preferred))
        }
        if trigger("resize") { return Override(rule: .mode3, remedy: .askAgain(preferred)) }
        if let displace = traces.first(where: { $0.rule == .sn3 }), case .points(let sidebars)? = displace.facts.first?.value {
            return Override(rule: .sn3, remedy: .widenPast(sidebars))
        }
        if rules.contains(.mode6) || rules.contains(.mode4c) {
            return Override(rule: rules.contains(.mode6) ? .mode6 : .mode4c, remedy: .setPreferredSplitBehavior(preferred.naturalBehavior))
        }
        return Override(rule: .sn5, remedy: .relaunchOrAskAgain(preferred))
    }

    /// The first window width whose pixel rounding reaches `needed` (ENV-5): 954.25 for 954.5 at @2x.
    private func widening(to needed: Points) -> Remedy {
        let first = needed - 0.5 / window.scale
        guard Window.snap(first, scale: window.scale) >= needed, first < needed else { return .widen(first: needed, needed: needed) }
        return .widen(first: first, needed: needed)
    }
}
