/// A state being changed by one command, with the events and notes it produced so far.
struct Transition {
    var state: SplitState
    var events = EventLog()
    var notes: [Note] = []
    /// The rules this command applied, in the order it applied them: routing rules and delegate answers as they
    /// happen, and the mode decisions of its last layout pass (an earlier pass in the same command is replaced).
    var traces: [Trace] = []
    /// Where the current layout pass's decisions sit in `traces`, once one ran.
    private var decidedRange: Range<Int>?
    /// Whether the events are recorded and the appearance callbacks worked out; off, what is on screen reads as
    /// nothing (see `onScreen`) and the events are dropped as they are made.
    var recordsEvents: Bool {
        get { events.isRecording }
        set { events.isRecording = newValue }
    }

    init(state: SplitState) {
        self.state = state
    }

    /// What is on screen in a state (the current one by default), for the events; nothing when none are recorded.
    func onScreen(_ other: SplitState? = nil) -> Visibility {
        recordsEvents ? Visibility(other ?? state) : Visibility()
    }

    mutating func note(_ rule: RuleID, _ reason: NoteReason) {
        notes.append(Note(rule, reason))
    }

    /// Records a rule that routed the command or applied a delegate answer, with the facts it used.
    mutating func record(_ rule: RuleID, _ decided: DecidedValue, _ facts: [Fact] = []) {
        traces.append(Trace(rule, decided, facts))
    }

    /// Records a decision with one or two facts, which the trace holds itself: building a list of them first cost an
    /// allocation and a free for every such decision.
    mutating func record(_ rule: RuleID, _ decided: DecidedValue, _ first: Fact, _ second: Fact? = nil) {
        traces.append(Trace(rule, decided, first, second))
    }

    /// Installs a layout pass's decisions in the state and in this command's record, in place of an earlier pass's.
    mutating func decide(_ decisions: [Trace]) {
        state.decisions = decisions
        // When the pass's decisions are the whole record (most commands), the record shares their list.
        if let range = decidedRange {
            if range == traces.indices { traces = decisions } else { traces.replaceSubrange(range, with: decisions) }
            decidedRange = range.lowerBound..<(range.lowerBound + decisions.count)
        } else {
            decidedRange = traces.count..<(traces.count + decisions.count)
            if traces.isEmpty { traces = decisions } else { traces += decisions }
        }
    }

    /// Adds one decision to the current layout pass's.
    mutating func addDecision(_ trace: Trace) {
        guard let range = decidedRange else {
            state.decisions.append(trace)
            return traces.append(trace)
        }
        guard range == traces.indices else { return decide(state.decisions + [trace]) }
        // The pass's decisions are the whole record, which shares their list: grown in place, then shared again.
        state.decisions.append(trace)
        traces = state.decisions
        decidedRange = traces.indices
    }

    /// Runs a command against the state; throws before changing anything when the command is refused.
    /// A command that changed what is on screen without saying so (a width property pushing the secondary out)
    /// still sends the appearance callbacks (EVT-3).
    mutating func apply(_ command: Command) throws(SplitError) {
        // The state before the command, for what compares against it (one retain: the state is one shared box).
        let original = state
        try apply(command, from: original)
    }

    /// Runs a command against the state: `original` is the state before the command. The session passes it in a box
    /// of its own, so the state changes in place; `apply(_:)` (sweeps, events worked out later) passes a copy that
    /// shares the state's box, which the first write then copies. Borrowed rather than copied (a copy was a retain and a release for every command): only a presented
    /// popover's adaptation and, with events recorded, the visibility comparison read it.
    mutating func apply(_ command: Command, from original: borrowing SplitState) throws(SplitError) {
        let eventCount = events.count
        try applyDirectEffect(command)
        // Only a presented popover adapts: asked here, an unpresenting split (nearly every command) makes no call.
        if !state.presentations.isEmpty { adaptPresentation(from: original, firstEvent: eventCount) }
        if let kept = state.keptSecondary, kept.names.contains(where: state.namesInUseOutsideKept.contains) {
            // A dropped secondary shown again is in use: the split no longer keeps it for the next expand (NAV-7a).
            state.keptSecondary = nil
        }
        // Without recorded events both sides read as nothing on screen, so the comparison is skipped.
        if recordsEvents, events.count == eventCount, state != original {
            emitVisibilityChange(from: Visibility(copy original), to: onScreen(), columnCalls: false)
        }
    }

    /// Inlined into `apply`, its one caller: as a function of its own it set up a frame for its large switch and its
    /// caller another, for every command.
    @inline(__always)
    private mutating func applyDirectEffect(_ command: Command) throws(SplitError) {
        switch command {
        case .resize(let width, let height): try resize(width: width, height: height)
        case .device(let device, let orientation, let pane): try place(on: device, orientation, pane)
        case .rotate: try rotate()
        case .sizeClass(let override):
            let before = onScreen()
            // Set only when it changes: the write would copy the state's box, and an unchanged state then compares
            // field by field instead of at once.
            if state.window.sizeClassOverride != override { state.window.sizeClassOverride = override }
            relayout(widthBefore: nil, before: before)
        case .ruleSet(let ruleSet): switchRuleSet(to: ruleSet)
        case .setStyle(let style): recreate(style: style, ruleSet: state.ruleSet)
        case .relaunch: relaunch()
        case .setPreferredDisplayMode(let mode): setPreferredDisplayMode(mode)
        case .setPreferredSplitBehavior(let behavior): try setPreferredSplitBehavior(behavior)
        case .setPresentsWithGesture(let value): state.properties.presentsWithGesture = value
        case .setShowsSecondaryOnlyButton(let value): state.properties.showsSecondaryOnlyButton = value
        case .setDisplayModeButtonVisibility(let value): state.properties.displayModeButtonVisibility = value
        case .setPrimaryEdge(let edge): state.properties.primaryEdge = edge
        case .setPrimaryBackgroundStyle(let style): try setPrimaryBackgroundStyle(style)
        case .setWidth(let property, let value): try setWidth(property, value)
        case .setViewController(let controller, let column): try setViewController(controller, for: column)
        case .setViewControllers(let controllers): try setViewControllers(controllers)
        case .show(let column): try show(column)
        case .hide(let column): try hide(column)
        case .showViewController(let controller, let sender): try showViewController(controller, sender: sender)
        case .showDetailViewController(let controller, let sender): try showDetailViewController(controller, sender: sender)
        case .tap(let target): try tap(target)
        case .swipe(let direction): try swipe(direction)
        case .push(let controller, let column): try routePush(controller, onto: column)
        case .pop(let column): try routePop(column)
        case .present(let controller): try presentPopover(controller)
        case .dismiss: dismiss()
        case .setDelegateAnswer(let answer, let condition): setDelegateAnswer(answer, when: condition)
        case .restore(let parts): try restore(parts)
        case .placeDisplayModeButtonItem(let bar): placeDisplayModeButtonItem(in: bar)
        case .presentFrom(let controller, let sender): try presentPopover(controller, from: sender)
        case .dismissFrom(let sender): try dismiss(from: sender)
        case .layoutDirection(let direction): state.window.layoutDirection = direction
        }
    }
}
