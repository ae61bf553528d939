extension Transition {
    /// Checks a controller can go into a column: unique names, in no other column, no tab bar in a sidebar (NAV-1, NAV-1a).
    func validate(_ controller: ViewController, for column: Column, replacing: some Collection<Column>) throws(SplitError) {
        if controller.isTabBar, column == .primary || column == .supplementary { throw .tabBarNotAllowed(column) }
        try checkUnused(controller, replacing: replacing)
    }

    /// Checks a controller's shape and that none of its names is held elsewhere: by a column other than `replacing`,
    /// by a column's pushed controllers, or by the presented controller.
    /// Every command that sets a controller runs this, so it walks the held controllers in place instead of
    /// collecting their names into arrays and sets.
    func checkUnused(_ controller: ViewController) throws(SplitError) {
        try checkUnused(controller, replacing: EmptyCollection())
    }

    /// `replacing` and a plain controller's one name are passed without building an array for them (setting a plain
    /// controller for one column, the usual case, allocates nothing here).
    func checkUnused(_ controller: ViewController, replacing: some Collection<Column>) throws(SplitError) {
        if case .plain(let name) = controller {
            // A plain controller has no shape to check.
            try checkUnused(names: CollectionOfOne(name), replacing: replacing)
        } else {
            try Self.checkShape(controller)
            try checkUnused(names: controller.names, replacing: replacing)
        }
    }

    private func checkUnused(names: some Collection<String>, replacing: some Collection<Column>) throws(SplitError) {
        if names.count > 1 {
            var seen = Set<String>()
            for name in names where !seen.insert(name).inserted { throw .duplicateName(name) }
        }
        var heldCount = 0
        // The presentations are walked only when there are some: a walk of none still took the list out of the
        // state (a retain and a release), twice.
        let presenting = !state.presentations.isEmpty
        if presenting {
            for presentation in state.presentations { heldCount += presentation.controller.nameCount }
        }
        let columnStyle = state.style.isColumnStyle
        for column in Column.allCases where !replacing.contains(column) {
            // Matched where it lies in the state: a plain controller's name is compared in place, where taking the
            // controller out of the state copied it (a retain and a release) and read it twice more.
            switch state.controllers[column] {
            case nil:
                continue
            case .plain(let own)?:
                heldCount += 1
                // The split's child: a plain controller a column style wraps carries what was pushed onto it (see `child`).
                // The test is `SplitState.wrapsInNavigation`'s, written out for a controller already matched as plain:
                // calling a shared helper here made the compiler copy the controller out of the state.
                if columnStyle, column != .compact, let stack = state.pushed[column] {
                    for pushed in stack { heldCount += pushed.nameCount }
                    let clash = names.first { name in own == name || stack.contains { $0.holds(name) } }
                    if let clash { throw .alreadySpecified(name: clash, column: column) }
                } else if let clash = names.first(where: { $0 == own }) {
                    throw .alreadySpecified(name: clash, column: column)
                }
            case let root?:
                heldCount += root.nameCount
                if let clash = names.first(where: root.holds) { throw .alreadySpecified(name: clash, column: column) }
            }
        }
        if presenting, let clash = names.first(where: { name in state.presentations.contains { $0.controller.holds(name) } }) {
            throw .alreadyPresented(clash)
        }
        if heldCount + names.count > SplitState.controllerLimit { throw .tooManyControllers(limit: SplitState.controllerLimit) }
    }

    /// Navigation and tab bar controllers need at least one child.
    static func checkShape(_ controller: ViewController) throws(SplitError) {
        switch controller {
        case .plain: return
        case .navigation(let children), .tabBar(let children):
            guard !children.isEmpty else { throw .emptyContainer }
            for child in children { try checkShape(child) }
        }
    }

    /// `setViewController(_:for:)` (NAV-1, NAV-2, COL-3, SHOW-6).
    mutating func setViewController(_ controller: ViewController?, for column: Column) throws(SplitError) {
        guard state.style.isColumnStyle else {
            return note(.show6, .classicIgnoresColumnAPI("setViewController(_:for:)"))
        }
        if column == .inspector, state.ruleSet == .ios18 { throw .inspectorRequiresOS26 }
        if column == .supplementary, state.style == .doubleColumn {
            return note(.sn7, .noSupplementaryInDoubleColumn)
        }
        if let controller { try validate(controller, for: column, replacing: CollectionOfOne(column)) }
        guard state.controllers[column] != controller else { return note(.nav1, .unchanged) }
        if state.ruleSet == .ios18, column == .secondary, let controller, case .plain = controller, state.controllers[.secondary] != nil {
            // Reported for iOS 18: the secondary's navigation controller pushes a plain controller assigned to it.
            try checkUnused(controller)
            return try push(controller, onto: .secondary)
        }
        let before = onScreen()
        // The measured quirk leaves an empty navigation controller pushed on a stack that keeps a root below it.
        // The collapsed stack is worked out only when a column is cleared while collapsed.
        var stacked = false
        if controller == nil && state.isCollapsed && column != .primary {
            let stack = CollapsedStack(state: state).columns
            stacked = stack.contains(column) && stack.prefix(while: { $0 != column }).contains { state.controllers[$0] != nil }
        }
        // Replaced in one pass: the map is still shared with the state before the command.
        state.controllers.replace(column, with: controller)
        // Cleared only when set: a write copies the map of pushed stacks, which the state before still shares.
        if state.pushed[column] != nil { state.pushed[column] = nil }
        if column == state.emptiedCollapsedColumn { state.emptiedCollapsedColumn = nil }
        if controller == nil && stacked && state.controllers[.compact] == nil {
            state.emptiedCollapsedColumn = column
            addDecision(Trace(.col4, .collapse, Fact("emptied", .column(column))))
        }
        emitColumnControllerChange(from: before)
    }

    /// The classic `viewControllers` array: zero to two entries (NAV-1, SHOW-6).
    mutating func setViewControllers(_ controllers: [ViewController]) throws(SplitError) {
        guard state.style == .unspecified else { throw .viewControllersRequiresClassic }
        guard controllers.count <= 2 else { throw .tooManyViewControllers(controllers.count) }
        var seen = Set<String>()
        for controller in controllers {
            try Self.checkShape(controller)
            for name in controller.names where !seen.insert(name).inserted { throw .duplicateName(name) }
            if let clash = controller.names.first(where: state.presentedNames.contains) { throw .alreadyPresented(clash) }
        }
        if seen.count + state.presentedNames.count > SplitState.controllerLimit {
            throw .tooManyControllers(limit: SplitState.controllerLimit)
        }
        // Measured: offering the current secondary as the only (primary) entry raises.
        if controllers.count == 1, let only = controllers.first, let secondary = state.controllers[.secondary], secondary == only {
            throw .alreadySpecified(name: only.notation, column: .secondary)
        }
        let before = onScreen()
        state.controllers = [:]
        state.pushed = [:]
        if let primary = controllers.first { state.controllers[.primary] = primary }
        if controllers.count == 2 { state.controllers[.secondary] = controllers[1] }
        state.keptSecondary = nil
        state.classicSecondaryIndex = nil
        // Collapsed, the new pair collapses at once as UIKit collapses any pair (assumed: the delegate is asked again),
        // so no secondary is left parked off screen.
        if state.isCollapsed { collapseClassic() }
        emitVisibilityChange(from: before, to: onScreen(), columnCalls: state.isCollapsed)
    }
}
