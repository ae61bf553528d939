import SplitModel
import Testing
import TestSupport
@testable import SplitShell

/// With `events off` a command's events are worked out only when an assertion asks, from the state it ran on: they
/// must be exactly the ones `events on` records as the command runs.
@Suite struct LazyEventTests {
    static let commands = ["width 700", "setStyle tripleColumn", "hide primary", "show supplementary", "sizeClass compact",
                           "push Detail", "sizeClass auto", "tap displayModeButton", "device iPhone 16", "rotate", "relaunch",
                           "showDetailViewController D", "width 1200", "undo", "setPreferredDisplayMode oneOverSecondary"]

    /// The lazy session keeps the state a command ran on where it keeps it anyway: the current state when the command
    /// changed nothing, the newest undo entry when it changed the state, or a copy of its own with no undo ring. A
    /// ring of 2 wraps around at once, and repeated commands change nothing.
    @Test(arguments: [0, 2, Session.defaultUndoLimit])
    func eventsWorkedOutLaterAreTheEventsRecordedAsItRan(undoLimit: Int) {
        var recording = Session(undoLimit: undoLimit)
        _ = recording.execute("events on")
        var lazy = Session(undoLimit: undoLimit)
        var random = SplitMix64(seed: 16)
        var compared = 0
        for _ in 0..<300 {
            let line = random.pick(Self.commands)
            let recorded = recording.execute(line)
            let later = lazy.execute(line)
            #expect(recorded.error == later.error, "\(line)")
            #expect(recording.lastEvents == lazy.lastEvents, "\(line)")
            compared += recording.lastEvents.count
        }
        #expect(compared > 100, "the walk fired too few events to compare")
    }
}
