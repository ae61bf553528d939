/// What is on screen: the columns (for willShow/willHide) and the controllers' views (for the appearance callbacks).
struct Visibility: Equatable {
    /// What is on screen, or nil for nothing. An unrecorded command passes "nothing on screen" from step to step,
    /// and a nil is copied and dropped without the retains and releases that two empty lists take.
    private var parts: Parts?

    private struct Parts {
        var columns: [Column]
        var names: [String]
    }

    /// Columns on screen with a controller in them, leading to trailing.
    var columns: [Column] { parts?.columns ?? [] }

    /// The controllers whose views are on screen.
    var names: [String] {
        get { parts?.names ?? [] }
        set { parts = Parts(columns: columns, names: newValue) }
    }

    init(_ state: SplitState) {
        var columns: [Column] = []
        var names: [String] = []
        if state.isCollapsed {
            let stack = CollapsedStack(state: state)
            if let leaf = stack.hierarchy?.visibleLeaf {
                names.append(leaf)
                if let column = stack.visibleColumn { columns.append(column) }
            }
        } else {
            // The columns alone: the buttons (the rest of `layout`) do not decide what is on screen.
            for column in Geometry(state: state).columns(tracing: false).columns where column.isVisible && column.column != .inspector {
                if let leaf = state.child(column.column)?.visibleLeaf {
                    columns.append(column.column)
                    names.append(leaf)
                }
            }
        }
        if state.inspectorShown, let leaf = state.controllers[.inspector]?.visibleLeaf {
            columns.append(.inspector)
            names.append(leaf)
        }
        // A full-screen presentation takes the views under it off screen; a sheet or popover leaves them (POP-2).
        for presentation in state.presentations {
            guard let leaf = presentation.controller.visibleLeaf else { continue }
            if state.style(for: presentation.request).coversSplit { names = [] }
            names.append(leaf)
        }
        parts = columns.isEmpty && names.isEmpty ? nil : Parts(columns: columns, names: names)
    }

    /// Nothing on screen.
    init() {
        parts = nil
    }

    static func == (lhs: Visibility, rhs: Visibility) -> Bool {
        lhs.columns == rhs.columns && lhs.names == rhs.names
    }
}

extension Transition {
    /// Appearance callbacks and column show/hide calls between two visibilities, in EVT-1's order:
    /// will-calls per column, viewWill*, then did-calls and viewDid*; `between` runs after the will-phase.
    /// In the collapsed stack the column did-calls come last, after the appearance did-callbacks (EVT-8). When
    /// `overlayHidden`, a mode change hides only overlaid columns: their did-calls come before the disappearance (EVT-13).
    mutating func emitVisibilityChange(from before: Visibility, to after: Visibility, columnCalls: Bool, overlayHidden: Bool = false,
                                       between: (inout Transition) -> Void = { _ in }) {
        // Nothing on screen either side (events not recorded): no call to make, only what runs between.
        if before.columns.isEmpty, before.names.isEmpty, after.columns.isEmpty, after.names.isEmpty {
            return between(&self)
        }
        let hiddenColumns = before.columns.filter { !after.columns.contains($0) }
        let shownColumns = after.columns.filter { !before.columns.contains($0) }
        let disappearing = before.names.filter { !after.names.contains($0) }
        let appearing = after.names.filter { !before.names.contains($0) }
        let didCallsEarly = overlayHidden && shownColumns.isEmpty && appearing.isEmpty
        let didCallsLast = state.isCollapsed && !didCallsEarly
        func didCalls(_ transition: inout Transition) {
            guard columnCalls else { return }
            for column in transition.allColumnsOrdered(hiddenColumns + shownColumns) {
                transition.events.append(hiddenColumns.contains(column) ? .didHideColumn(column) : .didShowColumn(column))
            }
        }
        if columnCalls {
            for column in allColumnsOrdered(hiddenColumns + shownColumns) {
                events.append(hiddenColumns.contains(column) ? .willHideColumn(column) : .willShowColumn(column))
            }
        }
        if didCallsEarly { didCalls(&self) }
        events += disappearing.map(Event.viewWillDisappear) + appearing.map(Event.viewWillAppear)
        between(&self)
        if !didCallsEarly && !didCallsLast { didCalls(&self) }
        events += disappearing.map(Event.viewDidDisappear) + appearing.map(Event.viewDidAppear)
        if didCallsLast { didCalls(&self) }
    }

    /// A collapse's column calls (EVT-2, measured in splitframesprobe): the columns leave for the bottom of the stack
    /// (willHide of a showing supplementary, willShow of the primary or compact column when it was not showing,
    /// willHide of a showing secondary), then, when the top column is above the primary, willHide(primary) and
    /// willShow(top). Each column that was called gets the did-call of its last will-call. `between` runs after
    /// the will-phase (isCollapsed turns true there).
    mutating func emitCollapse(from before: Visibility, to after: Visibility, between: (inout Transition) -> Void) {
        guard recordsEvents else { return between(&self) }
        var calls: [(column: Column, shows: Bool)] = []
        if before.columns.contains(.supplementary) { calls.append((.supplementary, false)) }
        let bottom: Column = state.style.isColumnStyle && state.controllers[.compact] != nil ? .compact : .primary
        // The compact column replaces every column, a showing primary included.
        if bottom == .compact, before.columns.contains(.primary) { calls.append((.primary, false)) }
        if !before.columns.contains(bottom), state.controllers[bottom] != nil { calls.append((bottom, true)) }
        if before.columns.contains(.secondary) { calls.append((.secondary, false)) }
        if bottom == .primary, let top = after.columns.first(where: { $0 != .inspector }), top != .primary {
            calls += [(.primary, false), (top, true)]
        }
        // EVT-9, EVT-14: the incoming controllers' viewWillAppear, the column did-calls, each outgoing controller's
        // disappearance as one pair (but EVT-15), didCollapse, and only then the incoming controllers' viewDidAppear.
        for call in calls { events.append(call.shows ? .willShowColumn(call.column) : .willHideColumn(call.column)) }
        let disappearing = before.names.filter { !after.names.contains($0) }
        let appearing = after.names.filter { !before.names.contains($0) }
        // EVT-15: collapsing onto the compact column, the controller of the leading column that was on screen hands
        // over to the compact controller: its disappearance brackets the compact controller's viewDidAppear.
        let handedOver = bottom == .compact && before.columns.first != .inspector
            ? before.names.first.flatMap { disappearing.contains($0) ? $0 : nil } : nil
        events += appearing.map(Event.viewWillAppear)
        between(&self)
        emitSettledDidCalls(calls)
        for name in disappearing where name != handedOver { events += [.viewWillDisappear(name), .viewDidDisappear(name)] }
        if let handedOver { events.append(.viewWillDisappear(handedOver)) }
        events.append(.didCollapse)
        events += appearing.map(Event.viewDidAppear)
        if let handedOver { events.append(.viewDidDisappear(handedOver)) }
    }

    /// Each called column's did-call for its last will-call, hides first.
    private mutating func emitSettledDidCalls(_ calls: [(column: Column, shows: Bool)]) {
        var settled: [(column: Column, shows: Bool)] = []
        for call in calls {
            if let index = settled.firstIndex(where: { $0.column == call.column }) { settled.remove(at: index) }
            settled.append(call)
        }
        for call in settled.filter({ !$0.shows }) + settled.filter(\.shows) {
            events.append(call.shows ? .didShowColumn(call.column) : .didHideColumn(call.column))
        }
    }

    /// Compact to regular, after the delegate's calls (EVT-2, EVT-9, EVT-10). When the collapsed stack was built on the
    /// primary's, the controller the primary column shows once the stack is taken apart was covered and first comes
    /// on screen: its viewWillAppear and viewDidAppear open the sequence (EVT-10). Then the column will-calls, the
    /// incoming controllers' viewWillAppear, and the outgoing ones: a controller leaving with the compact column, or
    /// from a classic split, disappears as one pair here (EVT-9); any other gets its viewWillDisappear here and its
    /// viewDidDisappear last, after the incoming viewDidAppear. didExpand and the column did-calls come between.
    mutating func emitExpand(from before: Visibility) {
        guard recordsEvents else { return }
        let after = onScreen()
        var before = before
        let builtOnPrimary = state.style == .unspecified || state.controllers[.compact] == nil
        if builtOnPrimary, let uncovered = state.child(.primary)?.visibleLeaf, !before.names.contains(uncovered) {
            events += [.viewWillAppear(uncovered), .viewDidAppear(uncovered)]
            before.names.append(uncovered)
        }
        let hiddenColumns = before.columns.filter { !after.columns.contains($0) }
        let shownColumns = after.columns.filter { !before.columns.contains($0) }
        let columns = allColumnsOrdered(hiddenColumns + shownColumns)
        for column in columns { events.append(hiddenColumns.contains(column) ? .willHideColumn(column) : .willShowColumn(column)) }
        let disappearing = before.names.filter { !after.names.contains($0) }
        let appearing = after.names.filter { !before.names.contains($0) }
        events += appearing.map(Event.viewWillAppear)
        let atOnce = state.style == .unspecified || state.controllers[.compact] != nil
        var later: [Event] = []
        for name in disappearing {
            events.append(.viewWillDisappear(name))
            if atOnce { events.append(.viewDidDisappear(name)) } else { later.append(.viewDidDisappear(name)) }
        }
        events.append(.didExpand)
        for column in columns { events.append(hiddenColumns.contains(column) ? .didHideColumn(column) : .didShowColumn(column)) }
        events += appearing.map(Event.viewDidAppear) + later
    }

    /// Will-calls in the given order, the appearance will-callbacks, `between`, then each called column's did-call
    /// for its last will-call (hides first) and the appearance did-callbacks.
    mutating func emitColumnCalls(_ calls: [(column: Column, shows: Bool)], from before: Visibility, to after: Visibility,
                                  between: (inout Transition) -> Void = { _ in }) {
        // Unrecorded, both sides read as nothing on screen and no call is kept.
        guard recordsEvents else { return between(&self) }
        for call in calls { events.append(call.shows ? .willShowColumn(call.column) : .willHideColumn(call.column)) }
        let disappearing = before.names.filter { !after.names.contains($0) }
        let appearing = after.names.filter { !before.names.contains($0) }
        events += disappearing.map(Event.viewWillDisappear) + appearing.map(Event.viewWillAppear)
        between(&self)
        // In the collapsed stack a push or pop finishes its appearance callbacks before the column did-calls (EVT-8).
        if !state.isCollapsed { emitSettledDidCalls(calls) }
        events += disappearing.map(Event.viewDidDisappear) + appearing.map(Event.viewDidAppear)
        if state.isCollapsed { emitSettledDidCalls(calls) }
    }

    /// UIKit reports column changes supplementary first, then primary, compact, secondary, inspector (sizes-and-defaults
    /// §5.1; the compact column's place is measured in splitframesprobe's transition.triple.compactC).
    func allColumnsOrdered(_ columns: [Column]) -> [Column] {
        let order: [Column] = [.supplementary, .primary, .compact, .secondary, .inspector]
        return order.filter(columns.contains)
    }

    /// Installs a resolved mode while expanded and fires EVT-1's sequence when it changes; without a mode change,
    /// controllers that still came or went get their appearance callbacks (EVT-3). `from` is what was on screen
    /// before the command, when that differs from now (a resize).
    mutating func adopt(_ resolution: Resolution, columnCalls: Bool, from previous: Visibility? = nil) {
        let before = previous ?? onScreen()
        let changed = resolution.mode != state.expandedMode
        let fromOverlay = state.expandedMode == .oneOverSecondary || state.expandedMode == .twoOverSecondary
        // Each part set only when it changes: every write makes sure the state's box is its own first.
        if changed { state.expandedMode = resolution.mode }
        if state.expandedBehavior != resolution.behavior { state.expandedBehavior = resolution.behavior }
        if state.twoOverShape != resolution.shape { state.twoOverShape = resolution.shape }
        decide(resolution.traces)
        if resolution.mode != .secondaryOnly, state.secondaryOnlyReturnMode != nil { state.secondaryOnlyReturnMode = nil }
        // Unrecorded, nothing reads as on screen on either side, so there is no callback to work out.
        guard recordsEvents else { return }
        guard changed else { return emitVisibilityChange(from: before, to: onScreen(), columnCalls: false) }
        events.insert(.willChangeDisplayMode(resolution.mode), at: events.count)
        emitVisibilityChange(from: before, to: onScreen(), columnCalls: columnCalls, overlayHidden: fromOverlay)
    }

    /// Fires appearance callbacks for a change of controllers with no display-mode change (NAV-2).
    mutating func emitControllerChange(from before: Visibility) {
        emitVisibilityChange(from: before, to: onScreen(), columnCalls: false)
    }

    /// A column's controller set or replaced: in place (the same columns on screen), the old controller's callbacks
    /// and then the new one's, as measured for showDetail and setViewController on the secondary (NAV-2, EVT-6);
    /// when the columns on screen change (collapsed), the column calls as well.
    mutating func emitColumnControllerChange(from before: Visibility) {
        // Unrecorded, both sides read as nothing on screen and no call is made.
        guard recordsEvents else { return }
        let after = onScreen()
        let disappearing = before.names.filter { !after.names.contains($0) }
        let appearing = after.names.filter { !before.names.contains($0) }
        guard after.columns == before.columns else {
            // A collapsed column emptied: its controller goes first, then the column is hidden (EVT-8).
            if state.isCollapsed, appearing.isEmpty, after.columns.allSatisfy(before.columns.contains) {
                for name in disappearing { events += [.viewWillDisappear(name), .viewDidDisappear(name)] }
                let hidden = before.columns.filter { !after.columns.contains($0) }
                events += hidden.map(Event.willHideColumn) + hidden.map(Event.didHideColumn)
                return
            }
            return emitVisibilityChange(from: before, to: after, columnCalls: state.isCollapsed)
        }
        guard state.style == .unspecified else {
            for name in disappearing { events += [.viewWillDisappear(name), .viewDidDisappear(name)] }
            for name in appearing { events += [.viewWillAppear(name), .viewDidAppear(name)] }
            return
        }
        // Classic: the replacement interleaves (EVT-12), and a primary on screen beside it starts to disappear and
        // comes back around it (EVT-11).
        let beside = state.isCollapsed ? nil : state.child(.primary)?.visibleLeaf.flatMap { after.names.contains($0) && before.names.contains($0) ? $0 : nil }
        if let beside { events.append(.viewWillDisappear(beside)) }
        events += disappearing.map(Event.viewWillDisappear)
        if let beside { events.append(.viewWillAppear(beside)) }
        events += appearing.map(Event.viewWillAppear)
        if let beside { events.append(.viewDidAppear(beside)) }
        events += disappearing.map(Event.viewDidDisappear) + appearing.map(Event.viewDidAppear)
    }
}
