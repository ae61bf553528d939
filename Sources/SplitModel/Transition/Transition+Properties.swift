extension Transition {
    /// Classic splits raise for the split-behavior and background APIs (SHOW-6).
    func requireColumnStyle(_ api: String) throws(SplitError) {
        guard state.style.isColumnStyle else { throw .requiresInitWithStyle(api: api) }
    }

    /// `preferredDisplayMode`: rewrites preferredSplitBehavior under `os 26` (MODE-2), then an explicit request (MODE-3).
    mutating func setPreferredDisplayMode(_ mode: DisplayMode) {
        // Each set only when it changes, as `sizeClass` does: collapsed, an unchanged state then stays the one given.
        if state.properties.preferredDisplayMode != mode { state.properties.preferredDisplayMode = mode }
        if state.style.isColumnStyle, state.ruleSet == .ios26, mode.naturalBehavior != .automatic, mode != .secondaryOnly,
           state.properties.preferredSplitBehavior != mode.naturalBehavior {
            state.properties.preferredSplitBehavior = mode.naturalBehavior
        }
        guard !state.isCollapsed else { return }
        adopt(Resolver(state: state).resolve(.request), columnCalls: true)
    }

    /// `preferredSplitBehavior` takes effect at the next layout pass (MODE-8).
    mutating func setPreferredSplitBehavior(_ behavior: SplitBehavior) throws(SplitError) {
        try requireColumnStyle("preferredSplitBehavior")
        // Set only when it changes, as `sizeClass` does.
        if state.properties.preferredSplitBehavior != behavior { state.properties.preferredSplitBehavior = behavior }
    }

    mutating func setPrimaryBackgroundStyle(_ style: BackgroundStyle) throws(SplitError) {
        try requireColumnStyle("primaryBackgroundStyle")
        let before = onScreen()
        state.properties.primaryBackgroundStyle = style
        layoutPassIfUnfit(from: before)
    }

    /// A width property: validated, refused where UIKit raises, ignored where it has no effect (SHOW-6, WID-1, WID-7).
    mutating func setWidth(_ property: WidthProperty, _ value: WidthValue) throws(SplitError) {
        if let number = value.number {
            if property.kind == .fraction {
                guard number >= 0 && number <= 1 else { throw .fractionOutOfRange(property, number) }
            } else {
                guard number.isFinite, number >= 0, number <= Window.maximumSide else { throw .invalidWidth(property, number) }
            }
        }
        switch (state.style, property.column) {
        case (.doubleColumn, .supplementary):
            throw .supplementaryUnsupportedForDoubleColumn(api: property.uikitName)
        case (.unspecified, .supplementary), (.unspecified, .inspector), (.unspecified, .secondary):
            note(.show6, .classicIgnoresColumnAPI(property.uikitName))
            return
        case (.unspecified, .primary) where property.kind == .preferred:
            note(.wid7, .classicIgnoresColumnAPI(property.uikitName))
        case (_, .inspector) where state.ruleSet == .ios18:
            throw .inspectorRequiresOS26
        default:
            break
        }
        if property.column == .secondary, property.kind != .minimum {
            note(.wid1, .secondaryWidthHasNoEffect(property.uikitName))
        }
        let before = onScreen()
        state.properties.set(property, to: value)
        layoutPassIfUnfit(from: before)
    }

    /// After a property change the mode stays (SN-5) unless the showing tiled or displaced mode no longer fits,
    /// which runs a layout pass (SN-6).
    mutating func layoutPassIfUnfit(from before: Visibility) {
        guard !state.isCollapsed else { return }
        let sizing = Sizing(state: state)
        let fits: Bool
        switch state.expandedMode {
        case .twoBesideSecondary: fits = sizing.twoSidebarsFit
        case .twoDisplaceSecondary: fits = sizing.displacedSecondaryShows
        case .oneBesideSecondary: fits = sizing.oneSidebarFits
        default: fits = true
        }
        guard !fits else { return }
        let unfit = Trace(.sn6, .displayMode, Fact("no longer fits", .mode(state.expandedMode)))
        adopt(Resolver(state: state).resolve(.resize, leading: [unfit]), columnCalls: true, from: before)
    }

    mutating func setDelegateAnswer(_ answer: DelegateAnswer, when condition: DelegateCondition?) {
        state.delegate.set(answer, when: condition)
    }
}
