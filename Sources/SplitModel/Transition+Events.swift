/// The on-screen controllers of a state, per column, leading to trailing.
struct Visibility: Equatable {
    var leaves: [(column: Column, name: String)]

    init(_ state: SplitState) {
        var leaves: [(Column, String)] = []
        if state.isCollapsed {
            let stack = CollapsedStack(state: state)
            if let leaf = stack.hierarchy?.visibleLeaf { leaves.append((stack.top, leaf)) }
        } else {
            for column in state.layout.columns where column.isVisible && column.column != .inspector {
                if let leaf = state.controllers[column.column]?.visibleLeaf { leaves.append((column.column, leaf)) }
            }
        }
        if state.inspectorShown, let leaf = state.controllers[.inspector]?.visibleLeaf {
            leaves.append((.inspector, leaf))
        }
        self.leaves = leaves
    }

    init() { leaves = [] }

    var columns: [Column] { leaves.map(\.column) }
    var names: [String] { leaves.map(\.name) }

    static func == (lhs: Visibility, rhs: Visibility) -> Bool {
        lhs.columns == rhs.columns && lhs.names == rhs.names
    }
}

extension Transition {
    /// Appearance callbacks and column show/hide calls between two visibilities, in EVT-1's order:
    /// will-calls per column, viewWill*, then did-calls and viewDid*; `between` runs after the will-phase.
    mutating func emitVisibilityChange(from before: Visibility, to after: Visibility, columnCalls: Bool,
                                       between: (inout Transition) -> Void = { _ in }) {
        let hiddenColumns = before.columns.filter { !after.columns.contains($0) }
        let shownColumns = after.columns.filter { !before.columns.contains($0) }
        let disappearing = before.names.filter { !after.names.contains($0) }
        let appearing = after.names.filter { !before.names.contains($0) }
        if columnCalls {
            for column in allColumnsOrdered(hiddenColumns + shownColumns) {
                events.append(hiddenColumns.contains(column) ? .willHideColumn(column) : .willShowColumn(column))
            }
        }
        events += disappearing.map(Event.viewWillDisappear) + appearing.map(Event.viewWillAppear)
        between(&self)
        if columnCalls {
            for column in allColumnsOrdered(hiddenColumns + shownColumns) {
                events.append(hiddenColumns.contains(column) ? .didHideColumn(column) : .didShowColumn(column))
            }
        }
        events += disappearing.map(Event.viewDidDisappear) + appearing.map(Event.viewDidAppear)
    }

    /// UIKit reports column changes supplementary first, then primary, secondary, compact, inspector (sizes-and-defaults §5.1).
    private func allColumnsOrdered(_ columns: [Column]) -> [Column] {
        let order: [Column] = [.supplementary, .primary, .secondary, .compact, .inspector]
        return order.filter(columns.contains)
    }

    /// Installs a resolved mode while expanded and fires EVT-1's sequence when it changes; without a mode change,
    /// controllers that still came or went get their appearance callbacks (EVT-3). `from` is what was on screen
    /// before the command, when that differs from now (a resize).
    mutating func settle(_ resolution: Resolution, columnCalls: Bool, from previous: Visibility? = nil) {
        let before = previous ?? Visibility(state)
        let changed = resolution.mode != state.expandedMode
        state.expandedMode = resolution.mode
        state.expandedBehavior = resolution.behavior
        state.twoOverShape = resolution.shape
        state.decisions = resolution.traces
        if resolution.mode != .secondaryOnly { state.secondaryOnlyReturnMode = nil }
        guard changed else { return emitVisibilityChange(from: before, to: Visibility(state), columnCalls: false) }
        events.insert(.willChangeDisplayMode(resolution.mode), at: events.count)
        emitVisibilityChange(from: before, to: Visibility(state), columnCalls: columnCalls)
    }

    /// Fires appearance callbacks for a change of controllers with no display-mode change (NAV-2).
    mutating func emitControllerChange(from before: Visibility) {
        emitVisibilityChange(from: before, to: Visibility(state), columnCalls: false)
    }
}
