extension ViewController {
    /// This controller with another pushed onto its navigation stack: a navigation controller's own stack, or the
    /// selected (first) tab's; nil when there is no navigation controller to push onto.
    func pushing(_ controller: ViewController) -> ViewController? {
        switch self {
        case .plain: return nil
        case .navigation(let entries): return .navigation(entries + [controller])
        case .tabBar(let tabs):
            guard let first = tabs.first, let grown = first.pushing(controller) else { return nil }
            return .tabBar([grown] + tabs.dropFirst())
        }
    }

    /// This controller with the top of its stack popped: a nested navigation controller on top pops first (the
    /// back button walks the flattened stack); nil when only a root is left.
    func popping() -> ViewController? {
        switch self {
        case .plain: return nil
        case .navigation(let entries):
            if let top = entries.last, let popped = top.popping() { return .navigation(entries.dropLast() + [popped]) }
            return entries.count > 1 ? .navigation(Array(entries.dropLast())) : nil
        case .tabBar(let tabs):
            guard let first = tabs.first, let popped = first.popping() else { return nil }
            return .tabBar([popped] + tabs.dropFirst())
        }
    }

    /// This navigation controller with another pushed onto the navigation controller whose own stack holds the
    /// sender: a nested navigation controller that contains the sender takes the push itself, as
    /// `UINavigationController.show` does for the stack its sender sits in (NAV-7b). Nil when the sender is in no
    /// nested navigation controller here, so the caller's plain push stands.
    func pushingInNestedStack(_ controller: ViewController, holding sender: String) -> ViewController? {
        guard case .navigation(var entries) = self,
              let index = entries.firstIndex(where: { $0.names.contains(sender) }),
              case .navigation(let inner) = entries[index] else { return nil }
        entries[index] = entries[index].pushingInNestedStack(controller, holding: sender) ?? .navigation(inner + [controller])
        return .navigation(entries)
    }

    /// The innermost navigation controller nested in this one whose stack holds the sender, as it is now.
    func nestedStack(holding sender: String) -> ViewController? {
        guard case .navigation(let entries) = self, let entry = entries.first(where: { $0.names.contains(sender) }),
              case .navigation = entry else { return nil }
        return entry.nestedStack(holding: sender) ?? entry
    }

    /// Whether `show(_:sender:)` from this controller's top finds a navigation controller (NAV-6).
    var pushesForShow: Bool {
        switch self {
        case .plain: false
        case .navigation: true
        case .tabBar(let tabs): tabs.first?.pushesForShow ?? false
        }
    }
}

extension Transition {
    /// `push NAME [on COLUMN]`: collapsed, a push onto a column in the one stack lands on its top, because the nested
    /// navigation controllers forward pushes to the outer one (NAV-8); expanded, the named column or the secondary.
    mutating func routePush(_ controller: ViewController, onto column: Column?) throws(SplitError) {
        if case .navigation = controller { throw .pushingNavigationController }
        if column == .secondary, let inner = CollapsedStack(state: state).nestedSecondary, let root = inner.stack.names.first {
            return try pushInNestedStack(controller, holding: root)
        }
        let target = pushTarget(column)
        if state.isCollapsed { record(.nav8, .route, Fact("pushed", .word(controller.notation)), Fact("onto", .column(target))) }
        try push(controller, onto: target)
    }

    private func pushTarget(_ column: Column?) -> Column {
        guard state.isCollapsed else { return column ?? .secondary }
        let stack = CollapsedStack(state: state)
        guard let top = stack.columns.last else { return column ?? .primary }
        guard let column, state.style != .unspecified, !stack.columns.contains(column) else { return top }
        return column
    }

    /// Classic: pushes onto the navigation controller nested in the primary's stack that holds `sender`, not onto
    /// the primary's own (NAV-7b); the appearance callbacks are a collapsed-stack push's (EVT-8). The secondary's
    /// navigation controller stays on top, so no column is hidden or shown.
    mutating func pushInNestedStack(_ controller: ViewController, holding sender: String) throws(SplitError) {
        try checkUnused(controller)
        guard let primary = state.controllers[.primary], let grown = primary.pushingInNestedStack(controller, holding: sender) else {
            return try push(controller, onto: .primary)
        }
        let inner = primary.nestedStack(holding: sender)
        record(.nav7b, .route, [Fact("pushed", .word(controller.notation)), Fact("onto", .word(inner?.notation ?? "?")),
                                Fact("holding", .word(sender))])
        let before = onScreen()
        state.controllers[.primary] = grown
        emitVisibilityChange(from: before, to: onScreen(), columnCalls: state.isCollapsed)
    }

    /// Pushes onto a column's navigation stack (NAV-1, NAV-4): a wrapped plain controller's navigation controller,
    /// a navigation controller, or a tab bar controller's selected tab.
    mutating func push(_ controller: ViewController, onto column: Column) throws(SplitError) {
        try checkUnused(controller)
        guard let existing = state.controllers[column] else { return note(.nav4, .noNavigationControllerToPushOnto(column)) }
        let before = onScreen()
        if state.wrapsInNavigation(column) {
            state.pushed[column, default: []].append(controller)
        } else {
            guard let grown = existing.pushing(controller) else { throw .noNavigationController(column) }
            state.controllers[column] = grown
        }
        emitVisibilityChange(from: before, to: onScreen(), columnCalls: state.isCollapsed)
    }

    /// Whether a column's stack has something above its root.
    func canPop(_ column: Column) -> Bool {
        if state.wrapsInNavigation(column) { return !(state.pushed[column] ?? []).isEmpty }
        return state.controllers[column]?.popping() != nil
    }

    /// Pops a column's stack; the caller checked `canPop`.
    mutating func popEntry(from column: Column) {
        let before = onScreen()
        if state.wrapsInNavigation(column) {
            state.pushed[column]?.removeLast()
            if state.pushed[column]?.isEmpty == true { state.pushed[column] = nil }
        } else if let popped = state.controllers[column]?.popping() {
            state.controllers[column] = popped
            if case .navigation(let entries) = popped, let index = state.classicSecondaryIndex, entries.count <= index {
                state.classicSecondaryIndex = nil
            }
        }
        emitVisibilityChange(from: before, to: onScreen(), columnCalls: state.isCollapsed)
    }

    /// Pops the one collapsed stack: the top column's own stack first, then the column itself (SHOW-5, BTN-6).
    mutating func popCollapsedStack() {
        let stack = CollapsedStack(state: state)
        let top = stack.top
        if canPop(top) { return popEntry(from: top) }
        if let index = stack.columns.firstIndex(of: top), index > 0 { moveCollapsedTop(to: stack.columns[index - 1], by: .popByShow) }
    }

    /// `pop [COLUMN]`: popViewController on a column's navigation controller, or on the collapsed stack; with only a
    /// root left UIKit returns nil and nothing changes.
    mutating func routePop(_ column: Column?) throws(SplitError) {
        if state.isCollapsed {
            let stack = CollapsedStack(state: state)
            if state.style == .unspecified || column.map(stack.columns.contains) ?? true {
                guard stack.flattened.count > 1 else { return note(.nav4, .nothingToPop(column)) }
                return popCollapsedStack()
            }
        }
        let target = column ?? .secondary
        guard canPop(target) else { return note(.nav4, .nothingToPop(column)) }
        popEntry(from: target)
    }
}

// MARK: show and showDetail

extension Transition {
    /// `show(_:sender:)` (NAV-4, NAV-5): a sender inside a navigation controller pushes onto it; otherwise the
    /// message reaches the split view controller.
    mutating func showViewController(_ controller: ViewController, sender: Sender) throws(SplitError) {
        if let level = presentationLevel(of: sender) { return try showFromPresented(controller, level: level, detail: false) }
        switch try senderColumn(sender) {
        case nil: try showFromSplit(controller)
        case let column?:
            guard let held = state.controllers[column], state.wrapsInNavigation(column) || held.pushesForShow else {
                record(.nav4, .route, Fact("sender's column", .column(column)), Fact("navigation controller", .word("none")))
                return try showFromSplit(controller)
            }
            if state.style == .unspecified, case .controller(let name) = sender,
               held.pushingInNestedStack(controller, holding: name) != nil {
                if case .navigation = controller { throw .pushingNavigationController }
                return try pushInNestedStack(controller, holding: name)
            }
            record(.nav4, .route, Fact("pushed", .word(controller.notation)), Fact("onto", .column(column)))
            try routePush(controller, onto: column)
        }
    }

    /// The column holding the sender, or nil for the split view controller itself.
    private func senderColumn(_ sender: Sender) throws(SplitError) -> Column? {
        switch sender {
        case .split: return nil
        case .primaryTop:
            if state.style.isColumnStyle || state.controllers[.primary] != nil { return .primary }
            return nil
        case .controller(let name):
            if let column = Column.allCases.first(where: { state.child($0)?.names.contains(name) == true }) { return column }
            if state.presentationIndex(holding: name) != nil { throw .senderNotInSplit(name) }
            throw .unknownSender(name)
        }
    }

    /// `show(_:sender:)` reaching the split view controller (NAV-4, NAV-5): classic asks the delegate, then installs
    /// the primary (or the secondary, for a child of the primary) while expanded and presents modally (a page sheet,
    /// the resolved default style) while collapsed; a column style presents it (measured: it appears, and the split gains no child).
    private mutating func showFromSplit(_ controller: ViewController) throws(SplitError) {
        guard state.style == .unspecified else {
            record(.sn9, .route, Fact("presented", .word(controller.notation)))
            return try presentModally(controller, rule: .sn9)
        }
        try checkUnused(controller, replacing: [.primary, .secondary])
        let reply = state.delegate.show(controller)
        if reply.implemented {
            let answer = reply.value ?? false
            events.append(.show(controller: controller.notation, answered: answer, when: reply.condition))
            if answer { return note(.nav4, .delegateHandled("show")) }
        }
        if state.isCollapsed {
            record(.nav4, .route, Fact("collapsed", .word("true")), Fact("presented", .word(controller.notation)))
            return try present(controller, request: .modal, rule: .nav4)
        }
        let before = onScreen()
        if let primary = state.controllers[.primary], case .navigation(let entries) = primary,
           entries.count > 1, entries.last == controller {
            state.controllers[.primary] = .navigation(Array(entries.dropLast()))
            state.controllers[.secondary] = controller
            record(.nav4, .route, Fact("installed", .word(controller.notation)), Fact("as", .column(.secondary)))
        } else {
            record(.nav4, .route, Fact("installed", .word(controller.notation)), Fact("as", .column(.primary)))
            try validate(controller, for: .primary, replacing: [.primary])
            state.controllers[.primary] = controller
        }
        emitControllerChange(from: before)
    }

    /// `showDetailViewController(_:sender:)` (NAV-2, NAV-3, NAV-3a, NAV-5): classic asks the delegate first; expanded
    /// it replaces the secondary; collapsed, classic turns it into a push on the primary's navigation controller
    /// (a page-sheet modal with none), a column style replaces the secondary and brings it on top.
    mutating func showDetailViewController(_ controller: ViewController, sender: Sender) throws(SplitError) {
        if let level = presentationLevel(of: sender) { return try showFromPresented(controller, level: level, detail: true) }
        _ = try senderColumn(sender)
        guard state.controllers[.secondary] != controller || (state.isCollapsed && state.style == .unspecified) else {
            return note(.nav3a, .alreadyShown(controller.notation))
        }
        if state.style == .unspecified {
            let reply = state.delegate.showDetail(controller)
            if reply.implemented {
                let answer = reply.value ?? false
                try checkUnused(controller, replacing: [.secondary])
                events.append(.showDetail(controller: controller.notation, answered: answer, when: reply.condition))
                if answer { return note(.nav3, .delegateHandled("showDetail")) }
            }
            guard state.isCollapsed else {
                record(.nav3, .route, Fact("collapsed", .word("false")), Fact("replaced", .column(.secondary)))
                return try replaceSecondary(with: controller)
            }
            // The split turns it into show(_:sender:) on its primary, which pushes only when it is a navigation
            // controller itself (a tab bar controller does not forward show to its tab).
            guard let primary = state.controllers[.primary], case .navigation = primary else {
                record(.nav3a, .route, Fact("collapsed", .word("true")), Fact("primary", .word("no navigation controller")))
                return try present(controller, request: .modal, rule: .nav3a)
            }
            if primary.visibleLeaf == controller.visibleLeaf { return note(.nav3a, .alreadyShown(controller.notation)) }
            record(.nav3, .route, [Fact("collapsed", .word("true")), Fact("pushed", .word(controller.notation)),
                                   Fact("onto", .word("the primary's navigation controller"))])
            return try push(controller, onto: .primary)
        }
        let onTop = state.isCollapsed && state.controllers[.compact] == nil
        record(.nav5, .route, [Fact("collapsed", .word(state.isCollapsed ? "true" : "false")), Fact("replaced", .column(.secondary))]
                                 + (onTop ? [Fact("top", .column(.secondary))] : []))
        if !state.isCollapsed && state.ruleSet == .ios26 { record(.nav2, .route, Fact("delegate calls", .word("none"))) }
        try replaceSecondary(with: controller)
    }

    private mutating func replaceSecondary(with controller: ViewController) throws(SplitError) {
        try validate(controller, for: .secondary, replacing: [.secondary])
        let before = onScreen()
        state.controllers[.secondary] = controller
        state.pushed[.secondary] = nil
        if state.isCollapsed, state.style.isColumnStyle, state.controllers[.compact] == nil { state.collapsedTop = .secondary }
        emitColumnControllerChange(from: before)
    }
}

// MARK: presentations

extension Transition {
    /// `present NAME popover` (POP-1): a popover in a regular width and height; adapted in a compact size class,
    /// asking the delegate's adaptivePresentationStyle.
    mutating func presentPopover(_ controller: ViewController) throws(SplitError) {
        try present(controller, request: .popover, rule: .pop1)
    }

    /// `present NAME popover from SENDER` (POP-2): the split, or a controller in one of its columns, presents from
    /// the split; a presented controller presents over itself, so the chain grows by one.
    mutating func presentPopover(_ controller: ViewController, from sender: Sender) throws(SplitError) {
        guard let level = presentationLevel(of: sender) else {
            _ = try senderColumn(sender)
            return try present(controller, request: .popover, rule: .pop1)
        }
        if level == state.presentations.count {
            record(.pop2, .route, [Fact("presenter", .word(state.presentations[level - 1].controller.notation)),
                                   Fact("presented", .word(controller.notation))])
        }
        try present(controller, request: .popover, rule: .pop2, over: level)
    }

    /// A modal in the default style (SN-9).
    mutating func presentModally(_ controller: ViewController, rule: RuleID) throws(SplitError) {
        try present(controller, request: .modal, rule: rule)
    }

    /// The link of the chain a sender presents at: 1 for the controller the split presents (or one inside it), 2 for
    /// the one above, and so on; nil for the split and the controllers in its columns.
    private func presentationLevel(of sender: Sender) -> Int? {
        guard case .controller(let name) = sender, let index = state.presentationIndex(holding: name) else { return nil }
        return index + 1
    }

    /// Presents at a link of the chain (0: from the split). A presenter already presenting does nothing but log
    /// UIKit's warning (POP-1, POP-2).
    private mutating func present(_ controller: ViewController, request: PresentationRequest, rule: RuleID,
                                  over level: Int = 0) throws(SplitError) {
        if level < state.presentations.count {
            let current = state.presentations[level].controller
            return note(level == 0 ? .pop1 : .pop2, .alreadyPresenting(current.visibleLeaf ?? current.notation))
        }
        try checkUnused(controller)
        let before = onScreen()
        if request == .popover, state.popoverAdapts, let answer = state.delegate.adaptivePresentationStyle {
            events.append(.adaptivePresentationStyle(answered: answer))
        }
        state.presentations.append(Presentation(controller: controller, request: request, rule: rule))
        emitControllerChange(from: before)
    }

    /// `showViewController` or `showDetailViewController` sent from a presented controller (POP-3): no split view
    /// controller is above it. `show` from inside a presented navigation controller pushes onto it; anything else
    /// presents modally, in the default style, over the sender's presentation.
    private mutating func showFromPresented(_ controller: ViewController, level: Int, detail: Bool) throws(SplitError) {
        let host = state.presentations[level - 1]
        if !detail, host.controller.pushesForShow {
            if case .navigation = controller { throw .pushingNavigationController }
            try checkUnused(controller)
            guard let grown = host.controller.pushing(controller) else { return }
            record(.pop3, .route, Fact("pushed", .word(controller.notation)), Fact("onto", .word(host.controller.notation)))
            let before = onScreen()
            state.presentations[level - 1] = Presentation(controller: grown, request: host.request, rule: host.rule)
            return emitControllerChange(from: before)
        }
        if level == state.presentations.count {
            record(.pop3, .route, Fact("presenter", .word(host.controller.notation)), Fact("presented", .word(controller.notation)))
        }
        try present(controller, request: .modal, rule: .pop3, over: level)
    }

    /// `dismiss`: the controller at the top of the chain leaves; with nothing presented UIKit does nothing.
    mutating func dismiss() {
        guard !state.presentations.isEmpty else { return note(.pop1, .nothingPresented) }
        let before = onScreen()
        state.presentations.removeLast()
        emitControllerChange(from: before)
    }

    /// `dismiss from SENDER` (POP-2): dismiss(animated:) sent to a controller. The split, or a controller in one of
    /// its columns, dismisses the whole chain; a presented controller dismisses everything above it, or, at the top
    /// of the chain, itself (UIKit asks its presenter).
    mutating func dismiss(from sender: Sender) throws(SplitError) {
        let keep: Int
        if let level = presentationLevel(of: sender) {
            keep = level == state.presentations.count ? level - 1 : level
        } else {
            _ = try senderColumn(sender)
            keep = 0
        }
        guard keep < state.presentations.count else { return note(.pop2, .nothingPresented) }
        record(.pop2, .route, Fact("dismissed", .word(state.presentations[keep...].map(\.controller.notation).joined(separator: ", "))))
        let before = onScreen()
        state.presentations.removeSubrange(keep...)
        emitControllerChange(from: before)
    }

    /// After a window change a popover adapts again (POP-1): the delegate is asked as it enters a compact size class,
    /// once for each popover in the chain, bottom first. The style itself follows from the state
    /// (`style(for:)`), so the command's own callbacks already cover it. It is asked as the traits change, before
    /// the callbacks the change causes, so it goes first among them.
    mutating func adaptPresentation(from original: SplitState, firstEvent: Int) {
        // Only a popover adapts: with none presented there is nothing to tell, so the size classes are not worked out.
        guard !state.presentations.isEmpty else { return }
        let popovers = state.presentations.reduce(0) { $0 + ($1.request == .popover ? 1 : 0) }
        guard popovers > 0, !original.popoverAdapts, state.popoverAdapts, let answer = state.delegate.adaptivePresentationStyle else { return }
        events.insert(contentsOf: Array(repeating: Event.adaptivePresentationStyle(answered: answer), count: popovers), at: firstEvent)
    }
}
