/// Decides which buttons are visible, where, with what icon and what a tap does (BTN-1..7).
struct Buttons {
    let state: SplitState
    let columns: ColumnList
    /// The collapsed stack's columns when the caller has them already (`Geometry.stacked`); nil works them out.
    var stacked: StackedColumns? = nil

    /// The visible buttons, in bar order, as an array (for `Layout`).
    func all() -> [Button] {
        Array(list())
    }

    /// The buttons `all()` gives, held inline.
    func list() -> ButtonList {
        var buttons = ButtonList()
        if state.isCollapsed {
            if let back = backButton() { buttons.append(back) }
            return buttons
        }
        if let modeButton = state.style == .unspecified ? classicButton() : displayModeButton() { buttons.append(modeButton) }
        if let secondaryOnly = secondaryOnlyButton() { buttons.append(secondaryOnly) }
        return buttons
    }

    /// The behavior the button table is read with: the preferred one unless automatic, else the actual (BTN-3b).
    var tableBehavior: SplitBehavior {
        let preferred = state.properties.preferredSplitBehavior
        let mode = state.expandedMode
        if preferred != .automatic, preferred.allowedModes.contains(mode) { return preferred }
        if state.expandedBehavior.allowedModes.contains(mode) { return state.expandedBehavior }
        return mode.naturalBehavior
    }

    /// The BTN-3 table: where a tap on the display-mode button leads, or nil where the table shows no button.
    static func tableTarget(style: Style, behavior: SplitBehavior, mode: DisplayMode) -> (target: DisplayMode, rule: RuleID)? {
        let triple = style == .tripleColumn
        switch (triple, behavior, mode) {
        case (false, .overlay, .secondaryOnly): return (.oneOverSecondary, .btn3)
        case (false, .overlay, .oneOverSecondary): return (.secondaryOnly, .btn3a)
        case (false, _, .secondaryOnly): return (.oneBesideSecondary, .btn3)
        case (false, _, .oneBesideSecondary): return (.secondaryOnly, .btn3)
        case (false, _, _): return nil
        case (true, .tile, .oneBesideSecondary): return (.twoBesideSecondary, .btn3)
        case (true, .tile, .twoBesideSecondary): return (.oneBesideSecondary, .btn3)
        case (true, .overlay, .secondaryOnly): return (.oneOverSecondary, .btn3)
        case (true, .overlay, .oneOverSecondary): return (.twoOverSecondary, .btn3)
        case (true, .displace, .oneBesideSecondary): return (.twoDisplaceSecondary, .btn3)
        case (true, .displace, .secondaryOnly): return (.oneBesideSecondary, .btn3a)
        default: return nil
        }
    }

    /// Where `always` forces a button the table does not show, it reveals one sidebar (BTN-3a).
    private func forcedTarget(_ mode: DisplayMode) -> DisplayMode? {
        switch mode {
        case .secondaryOnly, .twoDisplaceSecondary: .oneBesideSecondary
        default: nil
        }
    }

    private func displayModeButton() -> Button? {
        let visibility = state.properties.displayModeButtonVisibility
        guard visibility != .never, state.properties.presentsWithGesture || visibility == .always else { return nil }
        let mode = state.expandedMode
        let behavior = tableBehavior
        let target: DisplayMode
        let rule: RuleID
        if let row = Buttons.tableTarget(style: state.style, behavior: behavior, mode: mode) {
            (target, rule) = row
        } else if visibility == .always, mode != .twoOverSecondary, let forced = forcedTarget(mode) {
            (target, rule) = (forced, .btn3a)
        } else {
            return nil
        }
        let icon: ButtonIcon = behavior == .tile ? .sidebarToggle : .backChevron
        return Button(kind: .displayModeButton, bar: leadingUndimmedColumn(), icon: icon,
                      tap: .displayMode(target), reason: .table(rule))
    }

    /// The leading-most visible column that is not dimmed (BTN-4); `columns` are in visual order already.
    private func leadingUndimmedColumn() -> Column {
        func isCandidate(_ column: ColumnLayout) -> Bool { column.isVisible && !column.isDimmed && column.column != .inspector }
        let found = state.properties.primaryEdge == .leading ? columns.first(where: isCandidate) : columns.last(where: isCandidate)
        return found?.column ?? .secondary
    }

    private func secondaryOnlyButton() -> Button? {
        guard state.style == .tripleColumn, state.properties.showsSecondaryOnlyButton else { return nil }
        let target: DisplayMode
        if state.expandedMode == .secondaryOnly {
            target = state.secondaryOnlyReturnMode ?? Resolver(state: state, tracing: false).resolve(.request, preferred: .automatic).mode
        } else {
            target = .secondaryOnly
        }
        return Button(kind: .secondaryOnlyButton, bar: .secondary, icon: .doubleArrow, tap: .displayMode(target), reason: .secondaryOnly)
    }

    /// The classic displayModeButtonItem, on screen only in the bar the app placed it in (BTN-7, BTN-7a): none until a
    /// script places it, and none while that column holds no controller or is off screen.
    private func classicButton() -> Button? {
        guard let bar = state.properties.displayModeButtonItemBar, state.controllers[bar] != nil,
              columns.contains(where: { $0.column == bar && $0.isVisible }) else { return nil }
        let target = classicTarget()
        guard target != state.expandedMode else { return nil }
        let icon: ButtonIcon = target == .secondaryOnly ? .fullScreenArrows : .backChevron
        return Button(kind: .displayModeButton, bar: bar, icon: icon, tap: .displayMode(target), reason: .classic)
    }

    /// The classic button's target: the delegate's answer, else the other end of the pair automatic would use (BTN-7a).
    func classicTarget() -> DisplayMode {
        if let answer = state.delegate.targetDisplayModeForAction, answer != .automatic { return answer }
        let sizing = Sizing(state: state)
        let tiles = state.ruleSet == .ios26 ? sizing.oneSidebarFits : state.window.width >= state.window.height
        let shown: DisplayMode = tiles ? .oneBesideSecondary : .oneOverSecondary
        return state.expandedMode == .secondaryOnly ? shown : .secondaryOnly
    }

    /// A collapsed stack deeper than one shows a back button (BTN-6).
    private func backButton() -> Button? {
        let stack = CollapsedStack(state: state)
        let stacked = stacked ?? stack.columns
        guard Buttons.collapsedDepth(of: state, stacked: stacked, atMost: 2) > 1 else { return nil }
        let top = stack.top(stacked: stacked)
        return Button(kind: .back, bar: top, icon: .backChevron, tap: .pop(top), reason: .back)
    }

    /// How many names the collapsed hierarchy flattens to (`CollapsedStack.hierarchy(stacked:)`'s
    /// `flattenedStack.count`), counted up to `limit` without building the hierarchy or its names: the back button
    /// only asks whether there are two.
    static func collapsedDepth(of state: SplitState, stacked: StackedColumns, atMost limit: Int = .max) -> Int {
        let controllers = state.controllers, emptied = state.emptiedCollapsedColumn
        var depth = 0
        var isBottom = true
        for column in stacked where depth < limit {
            // An emptied column stays as an empty navigation controller; a column with no controller is left out.
            if column == emptied {
                isBottom = false
                continue
            }
            guard let controller = controllers[column] else { continue }
            depth += controller.flattenedCount(atMost: limit - depth)
            if state.wrapsInNavigation(column) {
                for pushed in state.pushed[column] ?? [] where depth < limit { depth += pushed.flattenedCount(atMost: limit - depth) }
            } else if isBottom, !controller.isNavigation {
                // Only a navigation controller at the bottom takes the other columns' controllers onto its stack.
                break
            }
            isBottom = false
        }
        return min(depth, limit)
    }
}

extension SplitState {
    /// The full resolved layout: columns, buttons and the rules behind them.
    public var layout: Layout {
        let geometer = Geometry(state: self)
        let geometry = geometer.columns()
        let buttons = Buttons(state: self, columns: ColumnList(geometry.columns), stacked: geometer.stacked).all()
        return Layout(columns: geometry.columns, buttons: buttons, traces: decisions + geometry.traces)
    }

    /// The buttons `layout` shows, worked out without the rest of it: a tap asks only which buttons show.
    var shownButtons: ButtonList {
        let geometer = Geometry(state: self)
        return Buttons(state: self, columns: geometer.columnList(), stacked: geometer.stacked).list()
    }

    /// The same columns and buttons as `layout`, with no traces: for callers that only show the picture, since working
    /// out the traces costs more than the frames.
    public var layoutWithoutTraces: Layout {
        let geometer = Geometry(state: self)
        let columns = geometer.columnList()
        let buttons = Buttons(state: self, columns: columns, stacked: geometer.stacked).all()
        return Layout(columns: Array(columns), buttons: buttons, traces: [])
    }
}

extension ViewController {
    /// How many names `flattenedStack` holds, counted up to `limit` without making them.
    func flattenedCount(atMost limit: Int = .max) -> Int {
        switch self {
        case .plain: return 1
        case .navigation(let children):
            var count = 0
            for child in children where count < limit { count += child.flattenedCount(atMost: limit - count) }
            return count
        case .tabBar(let children): return children.first?.flattenedCount(atMost: limit) ?? 0
        }
    }

    /// Whether this is a navigation controller.
    var isNavigation: Bool {
        if case .navigation = self { return true }
        return false
    }
}
