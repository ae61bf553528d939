import SplitModel
import Testing
@testable import SplitShell

/// The session keeps one record of the last engine command, replaced part by part as each one runs: it must describe
/// that command alone, refused or not, and be gone after `undo` and `reset`.
@Suite struct LastRunTests {
    /// Accepted and refused commands (`tap dimmingView`, `width 0`), and the lines that leave no last action.
    static let lines = ["width 700", "tap dimmingView", "hide primary", "setStyle tripleColumn", "show supplementary",
                        "sizeClass compact", "hide primary", "push Detail", "undo", "tap displayModeButton", "rotate",
                        "width 0", "reset", "relaunch", "showDetailViewController D", "width 1200",
                        "setPreferredDisplayMode oneOverSecondary"]

    @Test func theLastActionDescribesTheNewestEngineCommandOnly() throws {
        var session = Session()
        var refusals = 0
        for line in Self.lines {
            let response = session.execute(line)
            guard case .engine(let command)? = try Parser.parse(line) else {
                #expect(session.lastAction == nil, "\(line)")
                #expect(session.lastEvents.isEmpty, "\(line)")
                continue
            }
            let refused: Bool
            if case .engine? = response.error { refused = true } else { refused = false }
            if refused { refusals += 1 }
            let action = try #require(session.lastAction, "\(line)")
            #expect(action.engineCommand == command, "\(line)")
            #expect(action.refused == refused, "\(line)")
            if refused {
                #expect(action.traces.isEmpty && action.notes.isEmpty && session.lastEvents.isEmpty, "\(line)")
            }
        }
        // The walk must take both paths, or it checks less than it says.
        #expect(refusals > 0)
    }
}
