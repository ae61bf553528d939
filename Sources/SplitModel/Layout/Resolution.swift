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
    let state: SplitState
    /// Worked out once: the fit tests below read it many times.
    let sizing: Sizing
    /// Whether the resolutions carry their traces: a caller that reads only the mode (a button's given mode) saves
    /// building lists that nobody reads. Everything else about a resolution is the same either way.
    let tracing: Bool

    init(state: SplitState, tracing: Bool = true) {
        self.state = state
        sizing = Sizing(state: state)
        self.tracing = tracing
    }

    /// The traces, built only when this resolver traces.
    private func traced(_ traces: @autoclosure () -> [Trace]) -> [Trace] { tracing ? traces() : [] }

    /// Adds a trace to a list being built, when this resolver traces.
    private func add(_ trace: @autoclosure () -> Trace, to traces: inout [Trace]) {
        if tracing { traces.append(trace()) }
    }

    /// Resolves `preferred` (default: the preferred display mode) for a trigger; `mapBehavior` false skips MODE-8's
    /// mapping for targets that already belong to a behavior (button taps, delegate answers).
    func resolve(_ trigger: ResolutionTrigger, preferred: DisplayMode? = nil, mapBehavior: Bool = true) -> Resolution {
        let wanted = preferred ?? state.properties.preferredDisplayMode
        switch (state.style, state.ruleSet) {
        case (.unspecified, .ios26): return classic26(wanted, trigger)
        case (.unspecified, .ios18): return classic18(wanted)
        case (_, .ios26): return column26(wanted, trigger, mapBehavior: mapBehavior)
        case (_, .ios18): return column18(wanted, requested: preferred != nil)
        }
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
    private func fitStyle(_ mode: DisplayMode) -> (DisplayMode, [Trace]) {
        guard state.style != .tripleColumn, mode.sidebarCount == 2 else { return (mode, []) }
        let one: DisplayMode = mode == .twoOverSecondary ? .oneOverSecondary : .oneBesideSecondary
        return (one, traced([Trace(.sn2, .displayMode, Fact("preferred", .mode(mode)), Fact("acts as", .mode(one)))]))
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
    private func tooNarrow() -> Resolution {
        Resolution(mode: .secondaryOnly, behavior: .tile, traces: traced([widthTrace(.mode4)]))
    }

    private func column26(_ wanted: DisplayMode, _ trigger: ResolutionTrigger, mapBehavior: Bool) -> Resolution {
        var traces: [Trace] = []
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
        let (styled, styleTraces) = fitStyle(target)
        // Joined only when there is something to join: appending an empty list still costs a call that checks it.
        if !styleTraces.isEmpty { traces += styleTraces }
        var result = column26Target(styled, trigger)
        // Joined only when there is something to put first, and in the result's own list: that list is not shared, so
        // its decisions move into the grown list, where `traces + result.traces` copied them and freed the originals.
        if !traces.isEmpty { result.traces.insert(contentsOf: traces, at: 0) }
        return result
    }

    /// The automatic mode under a chosen behavior (MODE-6): overlay shows the secondary alone, displace one beside.
    private func automaticMode(under behavior: SplitBehavior) -> DisplayMode {
        switch behavior {
        case .overlay: .secondaryOnly
        case .displace: .oneBesideSecondary
        case .tile, .automatic: .automatic
        }
    }

    private func column26Target(_ target: DisplayMode, _ trigger: ResolutionTrigger) -> Resolution {
        let triple = state.style == .tripleColumn
        switch target {
        case .automatic:
            if triple && sizing.twoSidebarsFit {
                return Resolution(mode: .twoBesideSecondary, behavior: .tile, traces: traced([twoTrace(.mode3), twoTrace(.wid3)]))
            }
            guard sizing.oneSidebarFits else { return tooNarrow() }
            var traces = traced([widthTrace(.mode3)])
            if triple { add(twoTrace(.wid3), to: &traces) }
            return Resolution(mode: .oneBesideSecondary, behavior: .tile, traces: traces)
        case .secondaryOnly:
            return Resolution(mode: .secondaryOnly, behavior: .tile, traces: traced([Trace(.mode3, .displayMode)]))
        case .oneBesideSecondary:
            guard sizing.oneSidebarFits else { return tooNarrow() }
            return Resolution(mode: .oneBesideSecondary, behavior: .tile, traces: traced([Trace(.mode3, .displayMode)]))
        case .oneOverSecondary, .twoOverSecondary:
            return overlay26(target, trigger)
        case .twoBesideSecondary, .twoDisplaceSecondary:
            return twoBeside26(target, trigger)
        }
    }

    private func overlay26(_ target: DisplayMode, _ trigger: ResolutionTrigger) -> Resolution {
        let doubleRule: RuleID = state.style == .tripleColumn ? .mode3 : .mode3a
        switch trigger {
        case .request:
            return Resolution(mode: target, behavior: .overlay, traces: traced([Trace(.mode3, .displayMode, Fact("moment", .word("request")))]))
        case .appearance where !state.properties.presentsWithGesture:
            return Resolution(mode: target, behavior: .overlay, traces: traced([Trace(.mode7, .displayMode)]))
        case .appearance:
            return Resolution(mode: .secondaryOnly, behavior: .tile, traces: traced([Trace(doubleRule, .displayMode, Fact("moment", .word("appearance")))]))
        case .resize:
            let current = state.expandedMode
            let keeps = current == .secondaryOnly || current == .oneOverSecondary || current == .twoOverSecondary
            let mode = keeps ? current : .secondaryOnly
            return Resolution(mode: mode, behavior: mode == .secondaryOnly ? .tile : .overlay, shape: state.twoOverShape,
                              traces: traced([Trace(.mode3, .displayMode, Fact("moment", .word("resize")), Fact("keeps", .mode(mode)))]))
        }
    }

    private func twoBeside26(_ target: DisplayMode, _ trigger: ResolutionTrigger) -> Resolution {
        // One list, sized for the longest outcome (four decisions): appending lists of two grew it twice.
        var traces: [Trace] = []
        if tracing { traces.reserveCapacity(4) }
        if target == .twoDisplaceSecondary { add(Trace(.mode5, .displayMode), to: &traces) }
        if sizing.twoSidebarsFit {
            add(twoTrace(.mode3), to: &traces)
            add(twoTrace(.wid3), to: &traces)
            return Resolution(mode: .twoBesideSecondary, behavior: .tile, traces: traces)
        }
        guard sizing.oneSidebarFits else {
            var narrow = tooNarrow()
            narrow.traces = traces + narrow.traces
            return narrow
        }
        add(Trace(.mode3, .displayMode, [Fact("needed", .points(sizing.twoSidebarsNeed)), Fact("available", .points(sizing.width)),
                                         Fact("moment", .word(trigger.rawValue))]), to: &traces)
        add(twoTrace(.wid3), to: &traces)
        if trigger == .request {
            add(Trace(.wid5, .displayMode), to: &traces)
            return Resolution(mode: .twoOverSecondary, behavior: .overlay, shape: .fallback, traces: traces)
        }
        return Resolution(mode: .oneBesideSecondary, behavior: .tile, traces: traces)
    }

    /// `requested`: the mode came with the request (a tap, a swipe, an expand answer), not from preferredDisplayMode.
    private func column18(_ wanted: DisplayMode, requested: Bool) -> Resolution {
        let preferredBehavior = state.properties.preferredSplitBehavior
        let behavior: SplitBehavior = preferredBehavior != .automatic
            ? preferredBehavior : (state.window.width >= state.window.height ? .tile : .overlay)
        var traces = traced([Trace(.mode6, .displayMode, Fact("behavior", .behavior(behavior)),
                                   Fact(requested ? "requested" : "preferred", .mode(wanted)))])
        var target = wanted == .automatic ? automaticMode(under: behavior) : Resolver.map(wanted, into: behavior)
        if target == .automatic {
            target = state.style == .tripleColumn && sizing.twoSidebarsFit ? .twoBesideSecondary : .oneBesideSecondary
            if state.style == .tripleColumn { add(twoTrace(.wid3), to: &traces) }
        }
        let (styled, styleTraces) = fitStyle(target)
        if !styleTraces.isEmpty { traces += styleTraces }
        target = styled
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
            return Resolution(mode: .secondaryOnly, behavior: behavior, traces: traces + tooNarrow().traces)
        }
        return Resolution(mode: target, behavior: behavior, traces: traces)
    }

    private func classic26(_ wanted: DisplayMode, _ trigger: ResolutionTrigger) -> Resolution {
        let (target, traces) = fitStyle(wanted)
        switch target {
        case .automatic, .oneBesideSecondary:
            guard sizing.oneSidebarFits else { return withTraces(tooNarrow(), traces) }
            return Resolution(mode: .oneBesideSecondary, behavior: .tile, traces: traced(traces + [widthTrace(.mode4b)]))
        case .oneOverSecondary where trigger == .appearance && state.properties.presentsWithGesture:
            return Resolution(mode: .secondaryOnly, behavior: .tile, traces: traced(traces + [Trace(.mode3a, .displayMode)]))
        default:
            return Resolution(mode: target, behavior: target.naturalBehavior, traces: traced(traces + [Trace(.mode4b, .displayMode)]))
        }
    }

    private func classic18(_ wanted: DisplayMode) -> Resolution {
        let (target, traces) = fitStyle(wanted)
        let landscape = state.window.width >= state.window.height
        switch target {
        case .automatic:
            let mode: DisplayMode = landscape && sizing.oneSidebarFits ? .oneBesideSecondary : .secondaryOnly
            return Resolution(mode: mode, behavior: landscape ? .tile : .overlay,
                              traces: traced(traces + [Trace(.mode4c, .displayMode, Fact("orientation", .word(landscape ? "landscape" : "portrait")))]))
        case .oneBesideSecondary where !sizing.oneSidebarFits:
            return withTraces(tooNarrow(), traces)
        default:
            return Resolution(mode: target, behavior: target.naturalBehavior, traces: traced(traces + [Trace(.mode4c, .displayMode)]))
        }
    }

    private func withTraces(_ resolution: Resolution, _ traces: [Trace]) -> Resolution {
        var copy = resolution
        copy.traces = traces + copy.traces
        return copy
    }
}
