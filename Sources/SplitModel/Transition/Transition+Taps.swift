extension Transition {
    /// `placeDisplayModeButtonItem`: the app puts the classic item in a column's bar, or takes it out (BTN-7); a
    /// column-style split places its own button, so there it changes nothing.
    mutating func placeDisplayModeButtonItem(in bar: Column?) {
        guard state.style == .unspecified else { return note(.btn7, .columnStylePlacesButton) }
        state.properties.displayModeButtonItemBar = bar
        record(.btn7, .buttons, Fact("placed in", .word(bar.map { "the \($0.rawValue)'s bar" } ?? "no bar")))
    }

    /// What a finger does (BTN-3, BTN-5, BTN-6, TAP-1).
    mutating func tap(_ target: TapTarget) throws(SplitError) {
        switch target {
        case .displayModeButton, .secondaryOnlyButton:
            let kind: ButtonKind = target == .displayModeButton ? .displayModeButton : .secondaryOnlyButton
            guard let button = state.shownButtons.first(where: { $0.kind == kind }),
                  case .displayMode(let mode) = button.tap else { throw .buttonNotShown(target) }
            let leaving = state.expandedMode
            if kind == .displayModeButton, state.style == .unspecified, let answer = state.delegate.targetDisplayModeForAction {
                events.append(.targetDisplayModeForAction(answered: answer))
            }
            applyTapped(mode, rules: button.rules)
            if kind == .secondaryOnlyButton, mode == .secondaryOnly { state.secondaryOnlyReturnMode = leaving }
        case .dimmingView:
            guard !state.isCollapsed, state.layoutWithoutTraces.columns.contains(where: \.isDimmed) else { throw .nothingDimmed }
            let mode: DisplayMode = state.expandedMode == .twoDisplaceSecondary ? .oneBesideSecondary : .secondaryOnly
            applyTapped(mode, rules: [.tap1])
        case .back(let column):
            try goBack(in: column)
        }
    }

    /// A tap changes the display mode, not preferredDisplayMode (BTN-3b); the target resolves as a request (MODE-5).
    private mutating func applyTapped(_ mode: DisplayMode, rules: [RuleID], then extra: [Trace] = []) {
        let tapped = rules.map { Trace($0, .displayMode, Fact("target", .mode(mode))) } + extra
        adopt(Resolver(state: state).resolve(.request, preferred: mode, mapBehavior: false, leading: tapped), columnCalls: true)
    }

    /// The back button pops the column's navigation stack, or the collapsed stack (BTN-6).
    private mutating func goBack(in column: Column?) throws(SplitError) {
        if state.isCollapsed {
            guard CollapsedStack(state: state).flattened.count > 1 else { throw .nothingToGoBack(column) }
            return popCollapsedStack()
        }
        let target = column ?? .secondary
        guard state.layoutWithoutTraces.column(target)?.isVisible == true else { throw .nothingToGoBack(column) }
        guard canPop(target) else { throw .nothingToGoBack(target) }
        popEntry(from: target)
    }

    /// The interactive edge gesture (TAP-2, TAP-3, TAP-4).
    mutating func swipe(_ direction: SwipeDirection) throws(SplitError) {
        guard state.properties.presentsWithGesture else { throw .gesturesDisabled }
        guard !state.isCollapsed else { throw .swipeWhileCollapsed }
        let mode = state.expandedMode
        let target: DisplayMode?
        switch direction {
        case .reveal: target = revealTarget()
        case .dismiss:
            switch mode {
            case .twoOverSecondary: target = .oneOverSecondary
            case .twoBesideSecondary, .twoDisplaceSecondary: target = .oneBesideSecondary
            case .oneOverSecondary, .oneBesideSecondary: target = .secondaryOnly
            case .secondaryOnly, .automatic: target = nil
            }
        }
        guard let target else { throw .nothingToSwipe(direction) }
        // A column-style split tells its delegate the interactive gesture begins and ends around the change (TAP-4).
        let interactive = state.style.isColumnStyle
        if interactive { events.append(.interactivePresentationGestureWillBegin) }
        // Right to left, the gesture starts at the primary's side, which a leading edge puts on the right (TAP-3a).
        let edge = state.window.layoutDirection == .rightToLeft ? [Trace(.tap3a, .displayMode, Fact("edge", .word(state.swipeEdge)))] : []
        applyTapped(target, rules: [mode == .twoOverSecondary || mode == .twoDisplaceSecondary ? .tap2 : .tap3], then: edge)
        if interactive {
            events.append(.interactivePresentationGestureDidEnd)
            record(.tap4, .route, Fact("gesture", .word("interactive")))
        }
    }

    /// What `swipe reveal` shows: the button's target when it reveals more, else one sidebar from secondaryOnly (TAP-3).
    private func revealTarget() -> DisplayMode? {
        let mode = state.expandedMode
        if let button = state.shownButtons.first(where: { $0.kind == .displayModeButton }),
           case .displayMode(let target) = button.tap, target.sidebarCount > mode.sidebarCount {
            return target
        }
        if mode == .secondaryOnly {
            if state.style == .unspecified { return Buttons(state: state, columns: []).classicTarget() }
            return Buttons.tableTarget(style: state.style, behavior: Buttons(state: state, columns: []).tableBehavior, mode: mode)?.target
                ?? .oneBesideSecondary
        }
        return nil
    }
}
