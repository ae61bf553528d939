extension Transition {
    /// `show(_:)` (SHOW-1..6, INS-1).
    mutating func show(_ column: Column) throws(SplitError) {
        if try handledEverywhere(column, showing: true) { return }
        if state.isCollapsed {
            showCollapsed(column)
        } else if column == .secondary {
            try showSecondaryExpanded()
        } else if isShown(column) {
            note(.show2, .columnAlreadyShown(column))
        } else {
            requestNearestMode(showing: column)
        }
    }

    /// `hide(_:)` (SHOW-2, SHOW-5, INS-1).
    mutating func hide(_ column: Column) throws(SplitError) {
        if try handledEverywhere(column, showing: false) { return }
        if state.isCollapsed {
            hideCollapsed(column)
        } else if column == .secondary {
            note(.show2, .hidingSecondary)
        } else if !isShown(column) {
            note(.show2, .columnAlreadyHidden(column))
        } else {
            requestNearestMode(hiding: column)
        }
    }

    /// Refusals and the cases every state shares (compact, inspector, classic, doubleColumn's supplementary);
    /// returns true when the command is fully handled.
    private mutating func handledEverywhere(_ column: Column, showing: Bool) throws(SplitError) -> Bool {
        if column == .compact { throw .compactColumnNotAccepted }
        if column == .inspector {
            guard state.ruleSet == .ios26 else { throw .inspectorRequiresOS26 }
            guard state.style.isColumnStyle else {
                note(.show6, .classicIgnoresColumnAPI(showing ? "show(.inspector)" : "hide(.inspector)"))
                return true
            }
            guard state.inspectorShown != showing else {
                note(.ins1, showing ? .columnAlreadyShown(.inspector) : .columnAlreadyHidden(.inspector))
                return true
            }
            let before = onScreen()
            state.inspectorShown = showing
            emitControllerChange(from: before)
            return true
        }
        if state.style == .unspecified {
            note(.show6, .classicIgnoresColumnAPI(showing ? "show(_:)" : "hide(_:)"))
            return true
        }
        if column == .supplementary, state.style == .doubleColumn {
            note(.sn7, .noSupplementaryInDoubleColumn)
            return true
        }
        return false
    }

    /// Whether a sidebar shows in the current expanded mode.
    private func isShown(_ column: Column) -> Bool {
        let count = state.expandedMode.sidebarCount
        switch (state.style, column) {
        case (.tripleColumn, .primary): return count == 2
        case (.tripleColumn, .supplementary), (_, .primary): return count >= 1
        default: return true
        }
    }

    /// The behavior whose set show and hide choose from: the preferred one, or the actual when automatic (SHOW-2).
    private var showHideBehavior: SplitBehavior {
        let preferred = state.properties.preferredSplitBehavior
        return preferred != .automatic ? preferred : state.expandedBehavior
    }

    private mutating func requestNearestMode(showing column: Column) {
        let behavior = showHideBehavior
        let target: DisplayMode
        if state.style == .tripleColumn && column == .primary {
            target = Resolver.map(.twoBesideSecondary, into: behavior)
        } else {
            target = Resolver.map(.oneBesideSecondary, into: behavior)
        }
        requestPreferred(target, rule: nearestModeRule(showing: true, column, behavior))
    }

    private mutating func requestNearestMode(hiding column: Column) {
        let behavior = showHideBehavior
        let target: DisplayMode
        if state.style == .tripleColumn && column == .primary {
            target = Resolver.map(.oneBesideSecondary, into: behavior)
        } else {
            target = .secondaryOnly
        }
        requestPreferred(target, rule: nearestModeRule(showing: false, column, behavior))
    }

    /// Which evidence stands behind a nearest mode: measured for triple column under tile (SHOW-2a) and for the
    /// primary under displace and overlay (SHOW-2); read off the mode sets elsewhere (SHOW-2b).
    private func nearestModeRule(showing: Bool, _ column: Column, _ behavior: SplitBehavior) -> RuleID {
        switch (state.style == .tripleColumn, behavior) {
        case (true, .tile): return .show2a
        case (false, .tile): return .show2b
        case (true, .overlay) where showing && column == .supplementary: return .show2b
        default: return .show2
        }
    }

    /// Stores the preferred mode without touching preferredSplitBehavior, then resolves it as a request (SHOW-2, SHOW-3).
    private mutating func requestPreferred(_ mode: DisplayMode, rule: RuleID) {
        state.properties.preferredDisplayMode = mode
        let request = [Trace(rule, .displayMode, Fact("preferred", .mode(mode))), Trace(.show3, .displayMode)]
        adopt(Resolver(state: state).resolve(.request, leading: request), columnCalls: false)
    }

    /// `show secondary` expanded: a dimmed secondary acts like a tap on it; otherwise only an automatic preference changes (SHOW-4).
    private mutating func showSecondaryExpanded() throws(SplitError) {
        if state.layoutWithoutTraces.column(.secondary)?.isDimmed == true {
            try tap(.dimmingView)
            return
        }
        storeShownPreference()
    }

    /// With an automatic preference, `show` stores twoBeside (triple) or oneBeside (double) (SHOW-4).
    private mutating func storeShownPreference() {
        guard state.properties.preferredDisplayMode == .automatic else {
            note(.show4, .columnAlreadyShown(.secondary))
            return
        }
        state.properties.preferredDisplayMode = state.style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// Collapsed `show`: push a missing column and the ones between, or pop back to a covered one (SHOW-5).
    private mutating func showCollapsed(_ column: Column) {
        if column == .secondary, state.properties.preferredDisplayMode == .automatic {
            state.properties.preferredDisplayMode = state.style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        }
        guard state.controllers[.compact] == nil else { return note(.col3, .compactColumnShowing) }
        // The stack's columns are worked out once for its top and for where the column sits in it.
        let stacked = CollapsedStack(state: state).columns
        let top = CollapsedStack(state: state).top(stacked: stacked)
        guard state.controllers[column] != nil, top != column else {
            return note(.show5, .columnAlreadyShown(column))
        }
        // A column already in the stack below the top is popped back to; one above it is pushed.
        let isBelowTop = stacked.contains(column)
        record(.show5, .route, Fact(isBelowTop ? "pops back to" : "pushes", .column(column)), Fact("top before", .column(top)))
        moveCollapsedTop(to: column, by: isBelowTop ? .popByShow : .push)
    }

    /// Collapsed `hide`: the primary is ignored; hiding the top column pops it (SHOW-5).
    private mutating func hideCollapsed(_ column: Column) {
        guard column != .primary else { return note(.show5, .hidePrimaryWhileCollapsed) }
        guard state.controllers[.compact] == nil else { return note(.col3, .compactColumnShowing) }
        let stacked = CollapsedStack(state: state).columns
        guard CollapsedStack(state: state).top(stacked: stacked) == column, let index = stacked.firstIndex(of: column), index > 0 else {
            return note(.show5, .columnAlreadyHidden(column))
        }
        record(.show5, .route, Fact("pops", .column(column)), Fact("top after", .column(stacked[index - 1])))
        moveCollapsedTop(to: stacked[index - 1], by: .popByHide)
    }

    /// How the collapsed top column moves, for the column calls UIKit makes (measured on the iPhone 16, EVT-6).
    enum CollapsedMove {
        /// `show` of a column below the top pops to it: willHide(old top) only.
        case popByShow
        /// `hide` of the top column pops it: willShow(new top) only.
        case popByHide
        /// `show` of a column above the top pushes it and the columns between.
        case push
    }

    /// Changes the collapsed top column with the appearance callbacks of the push or pop. The column calls are
    /// UIKit's measured ones: a pop by `show` reports the column that leaves, a pop by `hide` the one that comes
    /// back; a push reports, for each column pushed between, willShow(it) then willHide(the one below), then
    /// willHide of the last one below and, only after such an intermediate push, willShow of the new top (the
    /// measured doubleColumn push reports willHide(primary) alone). Each column gets the did-call of its last will-call.
    mutating func moveCollapsedTop(to column: Column, by move: CollapsedMove) {
        // The calls and what is on screen are worked out only for the events.
        guard recordsEvents else { return state.collapsedTop = column }
        let before = onScreen()
        let old = state.collapsedTop
        let stacked = CollapsedStack(state: state).columns
        state.collapsedTop = column
        var calls: [(column: Column, shows: Bool)] = []
        switch move {
        case .popByShow: calls = [(old, false)]
        case .popByHide: calls = [(column, true)]
        case .push:
            let from = stacked.firstIndex(of: old) ?? 0
            let order: [Column] = state.style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            let between = order.drop { $0 != old }.dropFirst().prefix { $0 != column }.filter { state.controllers[$0] != nil }
            var below = stacked.indices.contains(from) ? stacked[from] : old
            for middle in between {
                calls += [(middle, true), (below, false)]
                below = middle
            }
            calls.append((below, false))
            if !between.isEmpty { calls.append((column, true)) }
        }
        emitColumnCalls(calls, from: before, to: onScreen())
    }
}
