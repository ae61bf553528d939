import SplitModel

/// Words the engine's override decisions: the rule that overrode a preference and what the user could change.
enum ExplainOverride {
    /// The overrides `lines` words, for the chain to hold their rules.
    static func overrides(for name: String, in state: SplitState) -> [Override] {
        var overrides: [Override] = []
        if ["displayMode", "preferredDisplayMode"].contains(name), let override = state.displayModeOverride { overrides.append(override) }
        if ["splitBehavior", "preferredSplitBehavior"].contains(name), let override = state.splitBehaviorOverride, state.splitBehavior != nil {
            overrides.append(override)
        }
        return overrides
    }

    /// The facts an overriding rule used, for its line in the chain.
    static func facts(_ override: Override, in state: SplitState) -> [Fact] {
        switch override.rule {
        case .mode1: [Fact("mode", .mode(state.displayMode)), Fact("preferred behavior", .behavior(state.properties.preferredSplitBehavior))]
        case .col1: [Fact("size class", .word(state.window.horizontalSizeClass.rawValue))]
        default: [Fact("preferred", .mode(state.properties.preferredDisplayMode))]
        }
    }

    static func lines(for name: String, in state: SplitState) -> [String] {
        var lines: [String] = []
        if ["displayMode", "preferredDisplayMode"].contains(name), let override = state.displayModeOverride {
            lines.append(line("preferredDisplayMode \(state.properties.preferredDisplayMode.rawValue) shows as \(state.displayMode.rawValue)", override))
        }
        if ["splitBehavior", "preferredSplitBehavior"].contains(name), let override = state.splitBehaviorOverride, let actual = state.splitBehavior {
            lines.append(line("preferredSplitBehavior \(state.properties.preferredSplitBehavior.rawValue) shows as \(actual.rawValue)", override))
        }
        return lines
    }

    static func line(_ what: String, _ override: Override) -> String {
        "\(what) because of \(override.rule.rawValue) (\(ExplainText.evidenceText(override.rule.evidence))); to get it, \(text(override.remedy))"
    }

    static func text(_ remedy: Remedy) -> String {
        switch remedy {
        case .widen(let first, let needed) where first == needed:
            return "widen the window to at least \(NumberFormat.format(needed))"
        case .widen(let first, let needed):
            return "widen the window to at least \(NumberFormat.format(first)) (\(NumberFormat.format(needed)) on the pixel grid, ENV-5)"
        case .widenPast(let width): return "widen the window to more than \(NumberFormat.format(width))"
        case .sizeClassRegular: return "sizeClass regular"
        case .sizeClassRegularOrRegularDevice: return "sizeClass regular, or a device that is regular width"
        case .clearDisplayModeForExpanding: return "delegate displayModeForExpanding default, then expand again"
        case .askAgainOrWaitForLayoutPass(let mode):
            return "ask again with setPreferredDisplayMode \(mode.rawValue), or wait for the next layout pass"
        case .askAgainOrGesturesOff(let mode):
            return "ask again with setPreferredDisplayMode \(mode.rawValue) (a request is honoured), "
                + "or set presentsWithGesture false and relaunch (MODE-7)"
        case .askAgain(let mode): return "ask again with setPreferredDisplayMode \(mode.rawValue)"
        case .relaunchOrAskAgain(let mode): return "relaunch, or ask again with setPreferredDisplayMode \(mode.rawValue)"
        case .setStyleTripleColumn: return "setStyle tripleColumn"
        case .ruleSet18(let never): return "os 18 (os 26 never shows \(never))"
        case .setPreferredSplitBehavior(let behavior): return "setPreferredSplitBehavior \(behavior.rawValue)"
        case .showPrimary: return "show primary (secondaryOnly belongs to every behavior, so it cannot show the one preferred)"
        }
    }
}
