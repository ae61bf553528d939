extension Transition {
    /// Regular to compact (COL-5, COL-7, EVT-2, NAV-7); `before` is what was on screen (nothing at first appearance, COL-8).
    mutating func collapse(from before: Visibility) {
        // Collapsed, the display mode reads oneBesideSecondary whatever was resolved before (COL-2): the earlier
        // mode decision no longer explains what UIKit reports.
        let reads = Fact("reads", .mode(.oneBesideSecondary))
        let sizeClass = Trace(.col1, .collapse, Fact("size class", .word("compact")))
        let reading = state.style.isColumnStyle ? Trace(.col2, .displayMode, reads, Fact("behavior", .behavior(.tile)))
                                                : Trace(.col2, .displayMode, reads)
        // The reported mode turns oneBesideSecondary, announced first (measured on the iPhone 16 from secondaryOnly).
        if state.expandedMode != .oneBesideSecondary {
            events.append(.willChangeDisplayMode(.oneBesideSecondary))
            state.expandedMode = .oneBesideSecondary
        }
        if state.style == .unspecified {
            // Decided before the delegate calls, whose routing rules follow the pass's decisions in the record.
            decide([sizeClass, reading])
            collapseClassic()
        } else {
            // The top column's decision joins the pass's list before it is installed, so the list is made once.
            let top = chooseTopColumn()
            decide([sizeClass, reading, top])
        }
        // Unrecorded, nothing reads as on screen: the collapsed copy is only made for the callbacks.
        let after = recordsEvents ? onScreen(collapsedCopy(state)) : Visibility()
        emitCollapse(from: before, to: after) { transition in
            transition.state.isCollapsed = true
        }
        state.isCollapsed = true
        events.append(.showDetailTargetDidChange)
    }

    private func collapsedCopy(_ state: SplitState) -> SplitState {
        var copy = state
        copy.isCollapsed = true
        return copy
    }

    /// Asks topColumnForCollapsing with secondary (or compact) proposed; the answer stands unless a compact column is set (COL-3, COL-5).
    /// Returns the decision, for the caller to install with the rest of its layout pass.
    private mutating func chooseTopColumn() -> Trace {
        let hasCompact = state.controllers[.compact] != nil
        let proposed: Column = hasCompact ? .compact : .secondary
        var answered = state.delegate.topColumnForCollapsing ?? proposed
        let valid = answered == .primary || answered == .secondary || (answered == .supplementary && state.style == .tripleColumn)
        if !hasCompact && !valid { answered = proposed }
        events.append(.topColumnForCollapsing(proposed: proposed, answered: answered))
        state.collapsedTop = hasCompact ? .secondary : answered
        return Trace(.col5, .collapse, Fact("proposed", .column(proposed)), Fact("top", .column(answered)))
    }

    /// Classic collapse: primaryViewControllerForCollapsing, then collapseSecondary; false pushes the secondary (NAV-7).
    mutating func collapseClassic() {
        let swap = state.delegate.primaryViewControllerForCollapsing
        if let replacement = usable(swap, besides: [.secondary]) { state.controllers[.primary] = replacement }
        events.append(.primaryViewControllerForCollapsing(answered: swap.flatMap(\.controllerNotation)))
        guard let primary = state.controllers[.primary], let secondary = state.controllers[.secondary] else { return }
        let reply = state.delegate.collapseSecondary(secondary: secondary, onto: primary)
        let drop = reply.value ?? false
        events.append(.collapseSecondary(secondary: secondary.notation, onto: primary.notation, answered: drop, when: reply.condition))
        state.controllers[.secondary] = nil
        // A delegate with conditional answers implements the method: when none holds and there is no fallback it answers false.
        let answered = Fact("collapseSecondary", .word(reply.implemented ? "\(drop)" : "no answer"))
        let condition = reply.condition.map { [Fact("when", .word("\($0.argument) \($0.name)"))] } ?? []
        if !drop, case .navigation(let stack) = primary {
            state.controllers[.primary] = .navigation(stack + [secondary])
            state.classicSecondaryIndex = stack.count
            record(.nav7, .route, [answered] + condition + [Fact("pushed", .word(secondary.notation)), Fact("onto", .word(primary.notation))])
        } else {
            state.keptSecondary = secondary
            record(drop ? .nav7a : .nav7, .route, [answered] + condition + [Fact("kept", .word(secondary.notation))]
                                                    + (drop ? [] : [Fact("primary", .word("no navigation controller"))]))
        }
    }

    /// Compact to regular: willChangeTo, displayModeForExpanding, then didExpand (COL-6, COL-7, EVT-2, NAV-7).
    mutating func expand(from before: Visibility) {
        // Expanded from here on, so the proposal and an answer resolve for the expanded split (in place: a collapse-free
        // copy of the state to resolve against would copy its whole box). Nothing below reads it until the callbacks.
        state.isCollapsed = false
        // Each resolution leaves room for COL-6's decision and COL-1's below, so its list never grows again.
        var resolution = Resolver(state: state).resolve(.appearance, room: 2)
        let proposed = resolution.mode
        // Measured: willChangeTo comes first, before the classic delegate calls.
        if proposed != .oneBesideSecondary { events.append(.willChangeDisplayMode(proposed)) }
        if state.style == .unspecified {
            separateClassicSecondary(askDelegate: true)
        }
        if state.style.isColumnStyle {
            let answer = state.delegate.displayModeForExpanding ?? proposed
            events.append(.displayModeForExpanding(proposed: proposed, answered: answer))
            if answer != proposed && answer != .automatic {
                resolution = Resolver(state: state).resolve(.request, preferred: answer, mapBehavior: false, room: 2)
            }
            resolution.traces.append(Trace(.col6, .collapse, Fact("proposed", .mode(proposed)), Fact("answered", .mode(answer))))
        }
        state.emptiedCollapsedColumn = nil
        state.expandedMode = resolution.mode
        state.expandedBehavior = resolution.behavior
        state.twoOverShape = resolution.shape
        resolution.traces.append(Trace(.col1, .collapse, Fact("size class", .word("regular"))))
        decide(resolution.traces)
        emitExpand(from: before)
        events.append(.showDetailTargetDidChange)
    }

    /// Classic expand: primaryViewControllerForExpanding, then separateSecondary; nil pops the primary's top (NAV-7, NAV-7a).
    /// `askDelegate` false takes the stack apart without the delegate, as `relaunch` does before presenting again.
    mutating func separateClassicSecondary(askDelegate: Bool) {
        let swap = askDelegate ? state.delegate.primaryViewControllerForExpanding : nil
        if let replacement = usable(swap, besides: [.secondary]) { state.controllers[.primary] = replacement }
        guard let primary = state.controllers[.primary] else { return }
        let reply = askDelegate ? state.delegate.separateSecondary(from: primary) : nil
        let answer = reply?.value
        if askDelegate {
            events.append(.primaryViewControllerForExpanding(answered: swap.flatMap(\.controllerNotation)))
            events.append(.separateSecondary(from: primary.notation, answered: answer.flatMap(\.controllerNotation), when: reply?.condition))
        }
        let answered = Fact("separateSecondary", .word(answer.flatMap(\.controllerNotation) ?? "no answer"))
        if let separated = usable(answer, besides: [.primary]) {
            state.controllers[.secondary] = separated
            if askDelegate { record(.nav7, .route, answered, Fact("secondary", .word(separated.notation))) }
        } else if !askDelegate, let kept = state.keptSecondary {
            // relaunch: the secondary that collapseSecondary dropped comes back, and the primary's stack stays as
            // it is, so presenting again in a compact window rebuilds the same collapsed stack.
            state.controllers[.secondary] = kept
        } else if case .navigation(let stack) = primary, stack.count > 1 {
            state.controllers[.primary] = .navigation(Array(stack.dropLast()))
            state.controllers[.secondary] = stack.last
            if askDelegate, let last = stack.last {
                record(.nav7, .route, [answered, Fact("popped", .word(last.notation)), Fact("as", .column(.secondary))])
            }
        } else if let kept = state.keptSecondary {
            state.controllers[.secondary] = kept
            if askDelegate { record(.nav7a, .route, [answered, Fact("restored", .word(kept.notation)), Fact("as", .column(.secondary))]) }
        }
        state.keptSecondary = nil
        state.classicSecondaryIndex = nil
    }
}

extension Transition {
    /// A delegate's controller answer, unless it names a controller already held by the given columns: an app
    /// cannot put one controller in two places, so such an answer is treated as nil (NAV-1).
    func usable(_ answer: AnswerController?, besides columns: [Column]) -> ViewController? {
        guard case .controller(let controller) = answer else { return nil }
        let held = columns.compactMap { state.controllers[$0] } + [state.keptSecondary].compactMap { $0 } + state.presentations.map(\.controller)
        let taken = Set(held.flatMap(\.names))
        return controller.names.contains(where: taken.contains) ? nil : controller
    }
}

extension AnswerController {
    /// The controller's notation, or nil for a nil answer.
    var controllerNotation: String? {
        if case .controller(let controller) = self { return controller.notation }
        return nil
    }
}
