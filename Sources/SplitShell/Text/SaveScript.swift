import SplitModel

/// `save`: a script that rebuilds a state from a fresh session. Commands rebuild what they can (window, rule set, style,
/// delegate answers, properties, controllers and their stacks, the inspector, a popover); one `restore` line sets what
/// only a history reaches (the mode a tap left and the rules that decided it, a dropped secondary kept for the next
/// expand, a collapsed stack's top). Every line is needed: without any one of them the state rebuilt differs.
public enum SaveScript {
    /// What the commands rebuild, each in its own lines; the parts a group's commands could not rebuild go to `restore`.
    enum Group: CaseIterable {
        case window, ruleSet, style, delegate, properties, controllers, inspector, presentation
    }

    /// The script's lines: comments first, then the commands as the shell writes them.
    public static func lines(for state: SplitState, from fresh: SplitState = SplitEngine.initialState()) -> [String] {
        let commands = commands(for: state, from: fresh)
        return header(for: state, commands: commands) + commands.map { CommandPrinter.print(.engine($0)) ?? "" }
    }

    /// The commands that rebuild `state` from `fresh`, none of them superfluous.
    public static func commands(for state: SplitState, from fresh: SplitState = SplitEngine.initialState()) -> [Command] {
        var restored: Set<Group> = []
        var commands: [Command] = []
        var rebuilt = fresh
        // A group whose commands did not rebuild its part (a quirk of the engine moved a controller, say) hands that
        // part to `restore` and its commands are left out; a few passes settle it.
        for _ in 0..<4 {
            (commands, rebuilt) = build(state, from: fresh, leaving: restored)
            let failed = Set(Group.allCases.filter { !restored.contains($0) && !agree(rebuilt, state, on: $0) && canRestore($0) })
            if failed.isEmpty { break }
            restored.formUnion(failed)
        }
        let parts = StatePart.differences(from: rebuilt, to: state)
        if !parts.isEmpty { commands.append(.restore(parts)) }
        return pruned(commands, to: state, from: fresh)
    }

    /// Runs commands as a script does: a refused one changes nothing.
    public static func run(_ commands: some Sequence<Command>, from fresh: SplitState) -> SplitState {
        commands.reduce(fresh) { state, command in
            if case .success(let outcome) = SplitEngine.apply(command, to: state, recordingEvents: false) { outcome.state } else { state }
        }
    }

    /// Leaves out any line the state is rebuilt without (a later line that sets the same thing, a window line a
    /// device line already gave).
    private static func pruned(_ commands: [Command], to state: SplitState, from fresh: SplitState) -> [Command] {
        var kept = commands
        var index = 0
        // The state before line `index`, so that each trial runs only the lines after the one it leaves out.
        var before = fresh
        while index < kept.count {
            if run(kept[(index + 1)...], from: before) == state {
                kept.remove(at: index)
            } else {
                before = run(kept[index...index], from: before)
                index += 1
            }
        }
        return kept
    }

    private static func canRestore(_ group: Group) -> Bool {
        switch group {
        case .controllers, .inspector, .presentation: true
        case .window, .ruleSet, .style, .delegate, .properties: false
        }
    }

    private static func agree(_ a: SplitState, _ b: SplitState, on group: Group) -> Bool {
        switch group {
        case .window: a.window == b.window
        case .ruleSet: a.ruleSet == b.ruleSet
        case .style: a.style == b.style
        case .delegate: a.delegate == b.delegate
        case .properties: a.properties == b.properties
        case .controllers: a.controllers == b.controllers && a.pushed == b.pushed
        case .inspector: a.inspectorShown == b.inspectorShown
        case .presentation: a.presentations == b.presentations
        }
    }

    /// The commands of every group not left to `restore`, in an order where none undoes another (a style change
    /// makes a new controller, so properties and controllers follow it), and the state they reach.
    private static func build(_ target: SplitState, from fresh: SplitState, leaving restored: Set<Group>) -> ([Command], SplitState) {
        var commands: [Command] = []
        var state = fresh
        func add(_ command: Command) {
            guard case .success(let outcome) = SplitEngine.apply(command, to: state, recordingEvents: false) else { return }
            state = outcome.state
            commands.append(command)
        }
        for group in Group.allCases where !restored.contains(group) {
            switch group {
            case .window: windowCommands(target.window, current: { state.window }, add: add)
            case .ruleSet:
                guard state.ruleSet != target.ruleSet else { break }
                // Inspector widths set under os 26 outlive a switch to os 18, which refuses setting them: they are set
                // first, in the target's style (a new style starts from the defaults).
                if target.ruleSet == .ios18, target.properties.inspector != state.properties.inspector {
                    if state.style != target.style { add(.setStyle(target.style)) }
                    for property in WidthProperty.all where property.column == .inspector
                        && target.properties.value(of: property) != state.properties.value(of: property) {
                        add(.setWidth(property, target.properties.value(of: property)))
                    }
                }
                add(.ruleSet(target.ruleSet))
            case .style: if state.style != target.style { add(.setStyle(target.style)) }
            case .delegate: delegateCommands(target.delegate, from: state.delegate).forEach(add)
            case .properties:
                // Under os 26 a display mode sets preferredSplitBehavior to its own, so the behavior is compared after it.
                for command in propertyCommands(target.properties, from: state.properties) {
                    if case .setPreferredSplitBehavior(let behavior) = command, state.properties.preferredSplitBehavior == behavior { continue }
                    add(command)
                }
                if state.properties.preferredSplitBehavior != target.properties.preferredSplitBehavior {
                    add(.setPreferredSplitBehavior(target.properties.preferredSplitBehavior))
                }
            case .controllers:
                if target.style.isColumnStyle {
                    for column in Column.allCases where state.controllers[column] != target.controllers[column] {
                        add(.setViewController(target.controllers[column], for: column))
                    }
                } else if state.controllers != target.controllers {
                    add(.setViewControllers([target.controllers[.primary], target.controllers[.secondary]].compactMap { $0 }))
                }
                for column in Column.allCases {
                    for controller in target.pushed[column] ?? [] { add(.push(controller, onto: column)) }
                }
            case .inspector:
                if state.inspectorShown != target.inspectorShown { add(target.inspectorShown ? .show(.inspector) : .hide(.inspector)) }
            case .presentation:
                // The chain link by link, each from the one below it (POP-2, POP-3); a link no command
                // reaches (a modal a collapsed split fell back to) leaves the chain to `restore`.
                for (index, presented) in target.presentations.enumerated() {
                    if index < state.presentations.count, state.presentations[index] == presented { continue }
                    guard let command = presentCommand(presented, over: index == 0 ? nil : target.presentations[index - 1]) else { break }
                    add(command)
                }
            }
        }
        return (commands, state)
    }

    /// The command that presents one link of a chain over the link below it (nil: from the split), or nil when no
    /// command does: a popover by `present`, a modal above the first by `showDetailViewController` from below.
    private static func presentCommand(_ presented: Presentation, over below: Presentation?) -> Command? {
        guard let below else { return presented.request == .popover && presented.rule == .pop1 ? .present(presented.controller) : nil }
        guard let sender = below.controller.visibleLeaf else { return nil }
        switch (presented.request, presented.rule) {
        case (.popover, .pop2): return .presentFrom(presented.controller, sender: .controller(sender))
        case (.modal, .pop3): return .showDetailViewController(presented.controller, sender: .controller(sender))
        default: return nil
        }
    }

    /// `device` for a preset (or the phone a free window was resized from, which keeps its scale), then the sides a
    /// resize changed, then the size-class override and the layout direction.
    private static func windowCommands(_ target: Window, current: () -> Window, add: (Command) -> Void) {
        let device = target.device ?? DeviceCatalog.all.first { $0.idiom == .phone && $0.scale == target.scale }
        let orientation = target.deviceOrientation ?? .portrait
        let start = current()
        if let device, start.device != device || start.deviceOrientation != orientation || start.pane != target.pane
            || (target.device == nil && start.scale != target.scale) {
            add(.device(device, orientation, target.pane))
        }
        let now = current()
        // A free window is a phone preset resized: the resize is what drops the preset, even to the preset's size.
        let width = now.width != target.width || (target.device == nil && now.device != nil) ? target.width : nil
        let height = now.height != target.height ? target.height : nil
        if width != nil || height != nil { add(.resize(width: width, height: height)) }
        if target.sizeClassOverride != current().sizeClassOverride { add(.sizeClass(target.sizeClassOverride)) }
        if target.layoutDirection != current().layoutDirection { add(.layoutDirection(target.layoutDirection)) }
    }

    /// One `delegate` line per answer: the unconditional ones, then the conditional ones in the order they are asked.
    private static func delegateCommands(_ target: DelegateAnswers, from start: DelegateAnswers) -> [Command] {
        guard target != start else { return [] }
        var answers: [DelegateAnswer] = []
        if let value = target.topColumnForCollapsing { answers.append(.topColumnForCollapsing(value)) }
        if let value = target.displayModeForExpanding { answers.append(.displayModeForExpanding(value)) }
        if let value = target.collapseSecondary { answers.append(.collapseSecondary(value)) }
        if let value = target.separateSecondary { answers.append(.separateSecondary(value)) }
        if let value = target.primaryViewControllerForCollapsing { answers.append(.primaryViewControllerForCollapsing(value)) }
        if let value = target.primaryViewControllerForExpanding { answers.append(.primaryViewControllerForExpanding(value)) }
        if let value = target.targetDisplayModeForAction { answers.append(.targetDisplayModeForAction(value)) }
        if let value = target.showDetail { answers.append(.showDetail(value)) }
        if let value = target.show { answers.append(.show(value)) }
        if let value = target.adaptivePresentationStyle { answers.append(.adaptivePresentationStyle(value)) }
        if let value = target.supportedInterfaceOrientations { answers.append(.supportedInterfaceOrientations(value)) }
        if let value = target.preferredInterfaceOrientationForPresentation { answers.append(.preferredInterfaceOrientationForPresentation(value)) }
        return answers.map { .setDelegateAnswer($0) } + target.conditional.map { .setDelegateAnswer($0.answer, when: $0.condition) }
    }

    /// One line per property that differs from the new controller's.
    private static func propertyCommands(_ target: SplitProperties, from start: SplitProperties) -> [Command] {
        var commands: [Command] = []
        if target.preferredDisplayMode != start.preferredDisplayMode { commands.append(.setPreferredDisplayMode(target.preferredDisplayMode)) }
        if target.presentsWithGesture != start.presentsWithGesture { commands.append(.setPresentsWithGesture(target.presentsWithGesture)) }
        if target.showsSecondaryOnlyButton != start.showsSecondaryOnlyButton {
            commands.append(.setShowsSecondaryOnlyButton(target.showsSecondaryOnlyButton))
        }
        if target.displayModeButtonVisibility != start.displayModeButtonVisibility {
            commands.append(.setDisplayModeButtonVisibility(target.displayModeButtonVisibility))
        }
        if target.primaryEdge != start.primaryEdge { commands.append(.setPrimaryEdge(target.primaryEdge)) }
        if target.displayModeButtonItemBar != start.displayModeButtonItemBar {
            commands.append(.placeDisplayModeButtonItem(target.displayModeButtonItemBar))
        }
        if target.primaryBackgroundStyle != start.primaryBackgroundStyle { commands.append(.setPrimaryBackgroundStyle(target.primaryBackgroundStyle)) }
        for property in WidthProperty.all where target.value(of: property) != start.value(of: property) {
            commands.append(.setWidth(property, target.value(of: property)))
        }
        return commands
    }

    /// Comments that say what the script rebuilds, without a date, so that saving the same state writes the same file.
    static func header(for state: SplitState, commands: [Command]) -> [String] {
        let window = state.window
        let place: String
        if let device = window.device {
            place = "\(device.name) \(window.deviceOrientation?.rawValue ?? window.orientation.rawValue)"
                + (window.pane == .full ? "" : " \(window.pane.rawValue)")
        } else {
            place = "a free window"
        }
        let size = "\(NumberFormat.format(window.width))x\(NumberFormat.format(window.height))"
        var lines = [
            "# splitnav saved state: `splitnav FILE` runs it on its own; `reset` then `source FILE` loads it into a session.",
            "# It rebuilds from a fresh session: \(place), \(size), os \(state.ruleSet.rawValue), style \(state.style.rawValue),",
            "# \(state.isCollapsed ? "collapsed" : "display mode \(state.expandedMode.rawValue)"); each line below is needed.",
        ]
        if commands.contains(where: { if case .restore = $0 { true } else { false } }) {
            lines.append("# restore sets what only the session's history reached (a tap's mode, the rules that decided it, kept controllers).")
        }
        return lines
    }
}
