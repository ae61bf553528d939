extension Transition {
    /// Checks a controller can go into a column: unique names, in no other column, no tab bar in a sidebar (NAV-1, NAV-1a).
    func validate(_ controller: ViewController, for column: Column, replacing: Set<Column>) throws(SplitError) {
        try Self.checkShape(controller)
        let names = controller.names
        var seen = Set<String>()
        for name in names where !seen.insert(name).inserted { throw .duplicateName(name) }
        if controller.isTabBar, column == .primary || column == .supplementary { throw .tabBarNotAllowed(column) }
        for (other, existing) in state.controllers where !replacing.contains(other) {
            if let clash = names.first(where: existing.names.contains) {
                throw .alreadySpecified(name: clash, column: other)
            }
        }
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
        if let controller { try validate(controller, for: column, replacing: [column]) }
        guard state.controllers[column] != controller else { return note(.nav1, .unchanged) }
        let before = Visibility(state)
        let stack = CollapsedStack(state: state).columns
        // The measured quirk leaves an empty navigation controller pushed on a stack that keeps a root below it.
        let stacked = state.isCollapsed && column != .primary && stack.contains(column)
            && stack.prefix(while: { $0 != column }).contains { state.controllers[$0] != nil }
        state.controllers[column] = controller
        if column == state.emptiedCollapsedColumn { state.emptiedCollapsedColumn = nil }
        if controller == nil && stacked && state.controllers[.compact] == nil {
            state.emptiedCollapsedColumn = column
            state.decisions.append(Trace(.col4, .collapse, [Fact("emptied", .column(column))]))
        }
        emitVisibilityChange(from: before, to: Visibility(state), columnCalls: state.isCollapsed && before.columns != Visibility(state).columns)
    }

    /// The classic `viewControllers` array: zero to two entries (NAV-1, SHOW-6).
    mutating func setViewControllers(_ controllers: [ViewController]) throws(SplitError) {
        guard state.style == .unspecified else { throw .viewControllersRequiresClassic }
        guard controllers.count <= 2 else { throw .tooManyViewControllers(controllers.count) }
        var seen = Set<String>()
        for controller in controllers {
            try Self.checkShape(controller)
            for name in controller.names where !seen.insert(name).inserted { throw .duplicateName(name) }
        }
        // Measured: offering the current secondary as the only (primary) entry raises.
        if controllers.count == 1, let only = controllers.first, let secondary = state.controllers[.secondary], secondary == only {
            throw .alreadySpecified(name: only.notation, column: .secondary)
        }
        let before = Visibility(state)
        state.controllers = [:]
        if let primary = controllers.first { state.controllers[.primary] = primary }
        if controllers.count == 2 { state.controllers[.secondary] = controllers[1] }
        state.keptSecondary = nil
        emitControllerChange(from: before)
    }

    /// `showDetailViewController(_:sender:)` (NAV-2, NAV-3, NAV-5).
    mutating func showDetailViewController(_ controller: ViewController, sender: Sender) throws(SplitError) {
        if state.style == .unspecified {
            if state.delegate.showDetail == true { return }
            if state.isCollapsed { return try push(controller, onto: .primary) }
            try validate(controller, for: .secondary, replacing: [.secondary])
            let before = Visibility(state)
            state.controllers[.secondary] = controller
            return emitControllerChange(from: before)
        }
        try validate(controller, for: .secondary, replacing: [.secondary])
        let before = Visibility(state)
        state.controllers[.secondary] = controller
        if state.isCollapsed, state.controllers[.compact] == nil { state.collapsedTop = .secondary }
        emitControllerChange(from: before)
    }

    /// `show(_:sender:)` (NAV-4, NAV-5): a sender inside a navigation controller pushes; the column-style split itself does nothing visible.
    mutating func showViewController(_ controller: ViewController, sender: Sender) throws(SplitError) {
        if state.style == .unspecified, state.delegate.show == true { return }
        switch sender {
        case .split:
            // Column styles bypass the classic routing: UIKit loads the controller where the probe could not see it.
            guard state.style == .unspecified else { return note(.nav5, .showIgnoredByColumnStyle) }
            if state.isCollapsed { return try push(controller, onto: .primary) }
            try validate(controller, for: .primary, replacing: [.primary])
            let before = Visibility(state)
            state.controllers[.primary] = controller
            emitControllerChange(from: before)
        case .primaryTop:
            if state.style == .unspecified, state.isCollapsed { return try push(controller, onto: .primary) }
            try push(controller, onto: .primary)
        case .controller(let name):
            guard let column = state.controllers.first(where: { $0.value.names.contains(name) })?.key else {
                throw .unknownSender(name)
            }
            try push(controller, onto: column)
        }
    }

    /// Pushes onto a column's navigation stack, wrapping a plain root as column styles do (NAV-1, NAV-4).
    mutating func push(_ controller: ViewController, onto column: Column) throws(SplitError) {
        try validate(controller, for: column, replacing: [])
        guard let existing = state.controllers[column] else { return note(.nav4, .noNavigationControllerToPushOnto(column)) }
        let before = Visibility(state)
        switch existing {
        case .navigation(let stack): state.controllers[column] = .navigation(stack + [controller])
        default: state.controllers[column] = .navigation([existing, controller])
        }
        emitControllerChange(from: before)
    }
}
