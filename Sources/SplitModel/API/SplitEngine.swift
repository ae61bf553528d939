/// The rules engine: applies a command to a state and returns the new state and its events, or an error and no change.
public enum SplitEngine {
    /// The start-up state (ENV-8) on screen: iPad (A16) landscape, doubleColumn, default controllers.
    public static func initialState(device: Device = DeviceCatalog.startup, ruleSet: RuleSet = .ios26) -> SplitState {
        bringOnScreen(SplitState(window: .startup(device: device), ruleSet: ruleSet, style: .doubleColumn)).state
    }

    /// Applies one command. On error the caller's state is untouched: states are values. Without `recordingEvents`
    /// the outcome has no events, which saves recording them and working out what was on screen (a sweep's samples, a
    /// batch with `events off`); its state, notes and traces are the same either way.
    public static func apply(_ command: Command, to state: SplitState, recordingEvents: Bool = true) -> Result<Outcome, SplitError> {
        var transition = Transition(state: state)
        transition.recordsEvents = recordingEvents
        do throws(SplitError) {
            try transition.apply(command)
        } catch {
            return .failure(error)
        }
        return .success(Outcome(state: transition.state, events: transition.events.list, notes: transition.notes, traces: transition.traces))
    }

    /// Applies one command to a state handed over, which changes in place instead of being copied into a new box
    /// (a box allocated for every command, and freed when the state is let go of). `before` is an equal state in a box
    /// of its own (`SplitState.becomeSeparateCopy(of:)`), which the command compares against and which the caller
    /// keeps: on error the state handed over is gone, part changed, and `before` is the state as it was.
    public static func apply(_ command: Command, changing state: consuming SplitState, from before: SplitState,
                             recordingEvents: Bool) -> Result<Outcome, SplitError> {
        var transition = Transition(state: consume state)
        transition.recordsEvents = recordingEvents
        do throws(SplitError) {
            try transition.apply(command, from: before)
        } catch {
            return .failure(error)
        }
        return .success(Outcome(state: transition.state, events: transition.events.list, notes: transition.notes, traces: transition.traces))
    }

    /// Puts a controller that is not yet on screen on screen: resolve at appearance, collapse in a compact window (COL-8, EVT-5).
    static func bringOnScreen(_ offscreen: SplitState) -> Transition {
        var transition = Transition(state: offscreen)
        transition.appear()
        return transition
    }
}
