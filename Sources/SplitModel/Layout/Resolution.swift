/// What made the engine resolve the display mode (MODE-3): appearance, a resize or an explicit request.
public enum ResolutionTrigger: String, Sendable, Hashable {
    /// The controller comes on screen (setStyle, relaunch, expand).
    case appearance
    /// The window changed size while on screen.
    case resize
    /// setPreferredDisplayMode, show or hide while on screen.
    case request
}

/// A resolved display mode with the behavior and twoOver shape that go with it, and why.
struct Resolution: Hashable {
    var mode: DisplayMode
    var behavior: SplitBehavior
    var shape: TwoOverShape = .requested
    var traces: [Trace] = []
}

/// Resolves the display mode from the preferences, the window and what triggered it (MODE-1..8).
struct Resolver {
    /// Worked out once: the fit tests below read it many times.
    let sizing: Sizing
    /// Whether the resolutions carry their traces: a caller that reads only the mode (a button's given mode) saves
    /// building lists that nobody reads. Everything else about a resolution is the same either way.
    let tracing: Bool

    init(state: SplitState, tracing: Bool = true) {
        sizing = Sizing(state: state)
        self.tracing = tracing
    }

    /// The state resolved, as the sizing holds it: a copy of its own was one more retain and release for every
    /// layout pass.
    var state: SplitState { sizing.state }

    /// Adds a trace to a list being built, when this resolver traces.
    private func add(_ trace: @autoclosure () -> Trace, to traces: inout [Trace]) {
        if tracing { traces.append(trace()) }
    }

    /// The most decisions one resolution records: MODE-8 and the four of a twoBeside that falls back to twoOver.
    static let mostDecisions = 5

    /// Resolves `preferred` (default: the preferred display mode) for a trigger; `mapBehavior` false skips MODE-8's
    /// mapping for targets that already belong to a behavior (button taps, delegate answers).
    ///
    /// The resolution's decisions go into one list made at its final size: `leading` are decisions of the same pass
    /// that come first (a show's nearest-mode rule, a tap's button), and `room` is how many the caller adds after it
    /// (an expand's COL-6 and COL-1); an untraced resolution has no decisions, leading ones included. Joining lists
    /// afterwards made a second list and copied every decision into it.
    func resolve(_ trigger: ResolutionTrigger, preferred: DisplayMode? = nil, mapBehavior: Bool = true,
                 leading: [Trace] = [], room: Int = 0) -> Resolution {
        let wanted = preferred ?? state.properties.preferredDisplayMode
        var traces: [Trace] = []
        if tracing {
            traces.reserveCapacity(leading.count + Self.mostDecisions + room)
            if !leading.isEmpty { traces.append(contentsOf: leading) }
        }
        var resolution: Resolution
        switch (state.style, state.ruleSet) {
        case (.unspecified, .ios26): resolution = classic26(wanted, trigger, &traces)
        case (.unspecified, .ios18): resolution = classic18(wanted, &traces)
        case (_, .ios26): resolution = column26(wanted, trigger, mapBehavior: mapBehavior, &traces)
        case (_, .ios18): resolution = column18(wanted, requested: preferred != nil, &traces)
        }
        resolution.traces = traces
        return resolution
    }

    /// Maps a mode into a behavior's set, one to one and two to two (MODE-6).
    static func map(_ mode: DisplayMode, into behavior: SplitBehavior) -> DisplayMode {
        switch (behavior, mode.sidebarCount) {
        case (.automatic, _), (_, 0): mode
        case (.tile, 1): .oneBesideSecondary
        case (.tile, _): .twoBesideSecondary
        case (.overlay, 1): .oneOverSecondary
        case (.overlay, _): .twoOverSecondary
        case (.displace, 1): .oneBesideSecondary
        case (.displace, _): .twoDisplaceSecondary
        }
    }

    /// Two-sidebar modes exist only in tripleColumn; elsewhere they act as one (SN-2).
    private func fitStyle(_ mode: DisplayMode, _ traces: inout [Trace]) -> DisplayMode {
        guard state.style != .tripleColumn, mode.sidebarCount == 2 else { return mode }
        let one: DisplayMode = mode == .twoOverSecondary ? .oneOverSecondary : .oneBesideSecondary
        add(Trace(.sn2, .displayMode, Fact("preferred", .mode(mode)), Fact("acts as", .mode(one))), to: &traces)
        return one
    }

    /// A decision on whether one sidebar fits beside the secondary, with the widths that went in.
    private func widthTrace(_ rule: RuleID) -> Trace {
        Trace(rule, .displayMode, Fact("available", .points(sizing.width)), Fact("secondary minimum", .points(sizing.oneSidebarNeeds)))
    }

    /// A decision on whether two sidebars fit beside the secondary, with the widths that went in.
    private func twoTrace(_ rule: RuleID) -> Trace {
        Trace(rule, .displayMode, Fact("needed", .points(sizing.twoSidebarsNeed)), Fact("available", .points(sizing.width)))
    }

    /// A tiling preference with no room for one sidebar shows the secondary alone (MODE-4).
    private func tooNarrow(_ traces: inout [Trace], behavior: SplitBehavior = .tile) -> Resolution {
        add(widthTrace(.mode4), to: &traces)
        return Resolution(mode: .secondaryOnly, behavior: behavior)
    }

    private func column26(_ wanted: DisplayMode, _ trigger: ResolutionTrigger, mapBehavior: Bool,
                          _ traces: inout [Trace]) -> Resolution {
        var target = wanted
        let preferredBehavior = state.properties.preferredSplitBehavior
        if mapBehavior && preferredBehavior != .automatic {
            let mapped = Resolver.map(wanted, into: preferredBehavior)
            if mapped != wanted || wanted == .automatic {
                target = wanted == .automatic ? automaticMode(under: preferredBehavior) : mapped
                add(Trace(.mode8, .displayMode, Fact("preferred behavior", .behavior(preferredBehavior)), Fact("maps to", .mode(target))),
                    to: &traces)
            }
        }
        return column26Target(fitStyle(target, &traces), trigger, &traces)
    }

    /// The automatic mode under a chosen behavior (MODE-6): overlay shows the secondary alone, displace one beside.
    private func automaticMode(under behavior: SplitBehavior) -> DisplayMode {
        switch behavior {
        case .overlay: .secondaryOnly
        case .displace: .oneBesideSecondary
        case .tile, .automatic: .automatic
        }
    }

    private func column26Target(_ target: DisplayMode, _ trigger: ResolutionTrigger, _ traces: inout [Trace]) -> Resolution {
        let triple = state.style == .tripleColumn
        switch target {
        case .automatic:
            if triple && sizing.twoSidebarsFit {
                add(twoTrace(.mode3), to: &traces)
                add(twoTrace(.wid3), to: &traces)
                return Resolution(mode: .twoBesideSecondary, behavior: .tile)
            }
            guard sizing.oneSidebarFits else { return tooNarrow(&traces) }
            add(widthTrace(.mode3), to: &traces)
            if triple { add(twoTrace(.wid3), to: &traces) }
            return Resolution(mode: .oneBesideSecondary, behavior: .tile)
        case .secondaryOnly:
            add(Trace(.mode3, .displayMode), to: &traces)
            return Resolution(mode: .secondaryOnly, behavior: .tile)
        case .oneBesideSecondary:
            guard sizing.oneSidebarFits else { return tooNarrow(&traces) }
            add(Trace(.mode3, .displayMode), to: &traces)
            return Resolution(mode: .oneBesideSecondary, behavior: .tile)
        case .oneOverSecondary, .twoOverSecondary:
            return overlay26(target, trigger, &traces)
        case .twoBesideSecondary, .twoDisplaceSecondary:
            return twoBeside26(target, trigger, &traces)
        }
    }

    private func overlay26(_ target: DisplayMode, _ trigger: ResolutionTrigger, _ traces: inout [Trace]) -> Resolution {
        let doubleRule: RuleID = state.style == .tripleColumn ? .mode3 : .mode3a
        switch trigger {
        case .request:
            add(Trace(.mode3, .displayMode, Fact("moment", .word("request"))), to: &traces)
            return Resolution(mode: target, behavior: .overlay)
        case .appearance where !state.properties.presentsWithGesture:
            add(Trace(.mode7, .displayMode), to: &traces)
            return Resolution(mode: target, behavior: .overlay)
        case .appearance:
            add(Trace(doubleRule, .displayMode, Fact("moment", .word("appearance"))), to: &traces)
            return Resolution(mode: .secondaryOnly, behavior: .tile)
        case .resize:
            let current = state.expandedMode
            let keeps = current == .secondaryOnly || current == .oneOverSecondary || current == .twoOverSecondary
            let mode = keeps ? current : .secondaryOnly
            add(Trace(.mode3, .displayMode, Fact("moment", .word("resize")), Fact("keeps", .mode(mode))), to: &traces)
            return Resolution(mode: mode, behavior: mode == .secondaryOnly ? .tile : .overlay, shape: state.twoOverShape)
        }
    }

    private func twoBeside26(_ target: DisplayMode, _ trigger: ResolutionTrigger, _ traces: inout [Trace]) -> Resolution {
        if target == .twoDisplaceSecondary { add(Trace(.mode5, .displayMode), to: &traces) }
        if sizing.twoSidebarsFit {
            add(twoTrace(.mode3), to: &traces)
            add(twoTrace(.wid3), to: &traces)
            return Resolution(mode: .twoBesideSecondary, behavior: .tile)
        }
        guard sizing.oneSidebarFits else { return tooNarrow(&traces) }
        add(Trace(.mode3, .displayMode, [Fact("needed", .points(sizing.twoSidebarsNeed)), Fact("available", .points(sizing.width)),
                                         Fact("moment", .word(trigger.rawValue))]), to: &traces)
        add(twoTrace(.wid3), to: &traces)
        if trigger == .request {
            add(Trace(.wid5, .displayMode), to: &traces)
            return Resolution(mode: .twoOverSecondary, behavior: .overlay, shape: .fallback)
        }
        return Resolution(mode: .oneBesideSecondary, behavior: .tile)
    }

    /// `requested`: the mode came with the request (a tap, a swipe, an expand answer), not from preferredDisplayMode.
    private func column18(_ wanted: DisplayMode, requested: Bool, _ traces: inout [Trace]) -> Resolution {
        let preferredBehavior = state.properties.preferredSplitBehavior
        let behavior: SplitBehavior = preferredBehavior != .automatic
            ? preferredBehavior : (state.window.width >= state.window.height ? .tile : .overlay)
        add(Trace(.mode6, .displayMode, Fact("behavior", .behavior(behavior)), Fact(requested ? "requested" : "preferred", .mode(wanted))),
            to: &traces)
        var target = wanted == .automatic ? automaticMode(under: behavior) : Resolver.map(wanted, into: behavior)
        if target == .automatic {
            target = state.style == .tripleColumn && sizing.twoSidebarsFit ? .twoBesideSecondary : .oneBesideSecondary
            if state.style == .tripleColumn { add(twoTrace(.wid3), to: &traces) }
        }
        target = fitStyle(target, &traces)
        if target == .twoBesideSecondary && !sizing.twoSidebarsFit {
            target = .oneBesideSecondary
            add(twoTrace(.wid3), to: &traces)
        }
        if target == .twoDisplaceSecondary && !sizing.displacedSecondaryShows {
            target = .oneBesideSecondary
            add(Trace(.sn3, .displayMode, Fact("sidebars", .points(sizing.displacingSidebars)), Fact("available", .points(sizing.width))),
                to: &traces)
        }
        if target.naturalBehavior != .overlay && target != .secondaryOnly && !sizing.oneSidebarFits {
            return tooNarrow(&traces, behavior: behavior)
        }
        return Resolution(mode: target, behavior: behavior)
    }

    private func classic26(_ wanted: DisplayMode, _ trigger: ResolutionTrigger, _ traces: inout [Trace]) -> Resolution {
        let target = fitStyle(wanted, &traces)
        switch target {
        case .automatic, .oneBesideSecondary:
            guard sizing.oneSidebarFits else { return tooNarrow(&traces) }
            add(widthTrace(.mode4b), to: &traces)
            return Resolution(mode: .oneBesideSecondary, behavior: .tile)
        case .oneOverSecondary where trigger == .appearance && state.properties.presentsWithGesture:
            add(Trace(.mode3a, .displayMode), to: &traces)
            return Resolution(mode: .secondaryOnly, behavior: .tile)
        default:
            add(Trace(.mode4b, .displayMode), to: &traces)
            return Resolution(mode: target, behavior: target.naturalBehavior)
        }
    }

    private func classic18(_ wanted: DisplayMode, _ traces: inout [Trace]) -> Resolution {
        let target = fitStyle(wanted, &traces)
        let landscape = state.window.width >= state.window.height
        switch target {
        case .automatic:
            let mode: DisplayMode = landscape && sizing.oneSidebarFits ? .oneBesideSecondary : .secondaryOnly
            add(Trace(.mode4c, .displayMode, Fact("orientation", .word(landscape ? "landscape" : "portrait"))), to: &traces)
            return Resolution(mode: mode, behavior: landscape ? .tile : .overlay)
        case .oneBesideSecondary where !sizing.oneSidebarFits:
            return tooNarrow(&traces)
        default:
            add(Trace(.mode4c, .displayMode), to: &traces)
            return Resolution(mode: target, behavior: target.naturalBehavior)
        }
    }
}
