import SplitModel
import Testing
@testable import SplitShell

@Suite struct SessionTests {
    /// A session after some lines, each of which must succeed.
    static func session(_ lines: [String]) -> Session {
        var session = Session()
        for line in lines {
            let response = session.execute(line)
            precondition(response.error == nil, "setup line '\(line)' failed: \(String(describing: response.error))")
        }
        return session
    }

    struct Reading: Sendable, CustomTestStringConvertible {
        let setup: [String]
        let query: String
        let value: String
        var testDescription: String { (setup + ["get \(query)"]).joined(separator: "; ") }

        init(_ setup: [String], _ query: String, _ value: String) {
            self.setup = setup
            self.query = query
            self.value = value
        }
    }

    static let readings: [Reading] = [
        Reading([], "style", "doubleColumn"),
        Reading([], "width", "1180"),
        Reading([], "height", "820"),
        Reading([], "device", "iPad (A16)"),
        Reading([], "horizontalSizeClass", "regular"),
        Reading([], "isCollapsed", "false"),
        Reading([], "displayMode", "oneBesideSecondary"),
        Reading([], "preferredDisplayMode", "automatic"),
        Reading([], "splitBehavior", "tile"),
        Reading([], "topColumn", "none"),
        Reading([], "visibleColumns", "primary secondary"),
        Reading([], "frame primary", "10 320"),
        Reading([], "primaryColumnWidth", "320"),
        Reading([], "preferredPrimaryColumnWidthFraction", "automatic"),
        Reading([], "primaryBackgroundStyle", "sidebar"),
        Reading([], "buttons", "displayModeButton"),
        Reading([], "viewControllers", "Primary Secondary"),
        Reading([], "viewController supplementary", "nil"),
        Reading([], "stack primary", "Primary"),
        Reading([], "stack supplementary", "none"),
        Reading([], "isShowing inspector", "false"),
        Reading([], "layoutEnvironment", "expanded"),
        Reading([], "os", "26"),
        Reading([], "sizeClass", "auto"),
        Reading(["setStyle tripleColumn"], "displayMode", "twoBesideSecondary"),
        Reading(["setStyle tripleColumn"], "supplementaryColumnWidth", "610"),
        Reading(["setStyle tripleColumn"], "frame secondary", "610.5 569.5"),
        Reading(["setMinimumPrimaryColumnWidth 250.5"], "minimumPrimaryColumnWidth", "250.5"),
        Reading(["setViewController nav[Inbox,Message] for primary"], "stack primary", "Inbox Message"),
        Reading(["setViewController nav[Inbox,Message] for primary"], "viewController primary", "nav[Inbox,Message]"),
        Reading(["width 500"], "isCollapsed", "true"),
        Reading(["width 500"], "horizontalSizeClass", "compact"),
        Reading(["width 500"], "displayMode", "oneBesideSecondary"),
        Reading(["width 500"], "topColumn", "secondary"),
        Reading(["width 500"], "visibleColumns", "secondary"),
        Reading(["width 500"], "viewControllers", "Primary"),
        Reading(["width 500"], "stack primary", "Primary Secondary"),
        Reading(["width 500"], "layoutEnvironment", "collapsed"),
        Reading(["device \"iPhone 16 Pro\""], "width", "402"),
        Reading(["device \"iPhone 16 Pro\" landscape"], "verticalSizeClass", "compact"),
        Reading(["device \"iPad (A16)\" landscape half"], "device", "iPad (A16)"),
        Reading(["setStyle unspecified"], "viewControllers", "nav[Primary] nav[Secondary]"),
        Reading(["delegate topColumnForCollapsing primary", "width 500"], "topColumn", "primary"),
    ]

    @Test(arguments: readings)
    func gets(_ row: Reading) {
        var session = Self.session(row.setup)
        let response = session.execute("get \(row.query)")
        #expect(response.error == nil)
        #expect(response.texts() == [row.value])
    }

    @Test(arguments: readings)
    func expectHoldsForWhatGetPrints(_ row: Reading) {
        var session = Self.session(row.setup)
        #expect(session.execute("expect \(row.query) \(row.value)") == .heldCheck)
    }

    static let refusals: [Case<([String], String), SplitError>] = [
        Case("splitBehavior on classic", (["setStyle unspecified"], "get splitBehavior"), .requiresInitWithStyle(api: "splitBehavior")),
        Case("preferredSplitBehavior on classic", (["setStyle unspecified"], "get preferredSplitBehavior"),
             .requiresInitWithStyle(api: "preferredSplitBehavior")),
        Case("background on classic", (["setStyle unspecified"], "expect primaryBackgroundStyle sidebar"),
             .requiresInitWithStyle(api: "primaryBackgroundStyle")),
        Case("supplementary width on double", ([], "get supplementaryColumnWidth"),
             .supplementaryUnsupportedForDoubleColumn(api: "supplementaryColumnWidth")),
        Case("supplementary property on double", ([], "get minimumSupplementaryColumnWidth"),
             .supplementaryUnsupportedForDoubleColumn(api: "minimumSupplementaryColumnWidth")),
        Case("same controller twice", (["setViewController Inbox for primary"], "setViewController Inbox for secondary"),
             .alreadySpecified(name: "Inbox", column: .primary)),
    ]

    @Test(arguments: refusals)
    func refusesWithTheEngineError(_ row: Case<([String], String), SplitError>) {
        var session = Self.session(row.input.0)
        let before = session.state
        #expect(session.execute(row.input.1).error == .engine(row.output))
        #expect(session.state == before)
    }

    static let expectations: [Case<String, Bool>] = [
        Case("alias matches", "expect displayMode allVisible", true),
        Case("yes matches true", "expect isCollapsed no", true),
        Case("number forms match", "expect width 1180.0", true),
        Case("frame", "expect frame primary 10 320", true),
        Case("list", "expect visibleColumns primary secondary", true),
        Case("wrong list order", "expect visibleColumns secondary primary", false),
        Case("wrong mode", "expect displayMode secondaryOnly", false),
        Case("wrong boolean", "expect isCollapsed true", false),
        Case("empty list is none", "expect stack supplementary none", true),
    ]

    @Test(arguments: expectations)
    func expects(_ row: Case<String, Bool>) {
        var session = Session()
        #expect((session.execute(row.input).error == nil) == row.output)
    }

    @Test func aFailedExpectationSaysWhatItFound() {
        var session = Session()
        #expect(session.execute("expect displayMode secondaryOnly").error
                == .expectationFailed(Query("displayMode"), expected: "secondaryOnly", actual: "oneBesideSecondary",
                                     context: AssertionContext(session.state)))
    }

    @Test func expectRefused() {
        var session = Session()
        #expect(session.execute("expectRefused tap dimmingView") == .heldCheck)
        #expect(session.execute("expectRefused width 900").error == .refusalExpected("width 900"))
        #expect(session.state == Session().state)
        #expect(session.execute("expectRefused push A").error == .refusalExpected("push A"))
    }

    @Test func aStateChangeIsSummarisedAndUndone() {
        var session = Session()
        let response = session.execute("setStyle tripleColumn")
        #expect(response.error == nil)
        let summary = response.texts([.summary])
        #expect(summary.contains("style: doubleColumn -> tripleColumn"))
        #expect(summary.contains("displayMode: oneBesideSecondary -> twoBesideSecondary"))
        #expect(summary.contains("supplementary: none -> tiled, frame 0 610, width 610"))
        let undo = session.execute("undo")
        #expect(undo.texts().contains("style: tripleColumn -> doubleColumn"))
        #expect(session.state == Session().state)
        #expect(session.execute("undo").error == .nothingToUndo)
    }

    @Test func nothingChangedPrintsNothing() {
        var session = Session()
        #expect(session.execute("setPresentsWithGesture true") == Response())
        #expect(session.execute("get width").lines == [OutputLine(.output, "1180")])
    }

    @Test func engineNotesNameTheirRule() {
        var session = Session()
        #expect(session.execute("hide secondary").lines == [OutputLine(.note, "note: hiding the secondary column does nothing (SHOW-2)")])
    }

    @Test func resetStartsOverAndCanBeUndone() {
        var session = Self.session(["setStyle tripleColumn", "width 800"])
        let changed = session.state
        #expect(session.execute("reset").error == nil)
        #expect(session.state == Session().state)
        #expect(session.execute("undo").error == nil)
        #expect(session.state == changed)
    }

    @Test func theUndoStackIsBounded() {
        var session = Session(undoLimit: 3)
        for width in 801...810 { _ = session.execute("width \(width)") }
        #expect(session.undoStack.count == 3)
        #expect(session.undoStack.first?.window.width == 807)
        // Undo walks back newest first through the wrapped ring, then runs out.
        for width in [809.0, 808, 807] {
            #expect(session.execute("undo").error == nil)
            #expect(session.state.window.width == width)
        }
        #expect(session.execute("undo").error == .undoDepthReached(limit: 3))
        _ = session.execute("width 900")
        #expect(session.undoStack.map(\.window.width) == [807])
    }

    @Test func expectEventLooksAtTheLastEngineCommandOnly() {
        var session = Session()
        #expect(session.execute("width 600").error == nil)
        #expect(session.execute("expectEvent didCollapse").error == nil)
        #expect(session.execute("get isCollapsed").error == nil)
        // Inspections fire nothing and do not replace the previous command's events.
        #expect(session.execute("expectEvent showDetailTargetDidChange").error == nil)
        #expect(session.execute("expectNoEvent didExpand").error == nil)
        #expect(session.execute("expectNoEvent didCollapse").error == .eventNotExpected("didCollapse", found: "delegate.didCollapse"))
        // A refused engine command fired nothing.
        #expect(session.execute("width 0").error != nil)
        #expect(session.execute("expectEvent delegate.didCollapse").error == .eventExpected("delegate.didCollapse", fired: []))
    }

    /// `--quiet` acts in the session alone: no change summary, no notes, but events and asked-for output stay.
    @Test func quietDropsTheSummaryAndNotesButNotEvents() {
        var session = Session()
        session.quiet = true
        #expect(session.execute("events on").error == nil)
        let response = session.execute("hide primary")
        #expect(response.changes.isEmpty)
        #expect(!response.lines.isEmpty && response.lines.allSatisfy { $0.kind == .event })
        #expect(session.execute("hide secondary").lines.isEmpty)
        #expect(session.execute("get width").texts() == ["1180"])
    }

    /// A session that goes quiet and back summarises the next change from the state before it, not from the report
    /// it kept before going quiet.
    @Test func aSummaryAfterQuietCommandsStartsFromTheStateBefore() {
        var loud = Session()
        var toggled = Session()
        for line in ["width 700", "hide primary"] {
            _ = loud.execute(line)
            _ = toggled.execute(line)
        }
        toggled.quiet = true
        _ = loud.execute("width 1100")
        #expect(toggled.execute("width 1100").changes.isEmpty)
        toggled.quiet = false
        let expected = loud.execute("show primary").changes.all
        #expect(!expected.isEmpty)
        #expect(toggled.execute("show primary").changes.all == expected)
    }

    @Test func eventsOnPrintsEventLinesBeforeTheSummary() {
        var session = Session()
        #expect(session.execute("events on").error == nil)
        let response = session.execute("hide primary")
        let kinds = response.printedLines.map(\.kind)
        #expect(response.lines.first?.text == "event delegate.willChangeTo(secondaryOnly)")
        #expect(kinds.firstIndex(of: .summary)! > kinds.lastIndex(of: .event)!)
        #expect(session.execute("events off").error == nil)
        #expect(session.execute("show primary").lines.allSatisfy { $0.kind != .event })
    }

    /// `state` at start-up and after a few commands, compared whole: a line lost, added or reordered fails.
    static let stateReports: [Case<[String], [String]>] = [
        Case("start-up", [], [
            "window: 1180x820 @2x", "device: iPad (A16), landscape", "orientation: landscape", "pane: full",
            "sizeClasses: horizontal regular, vertical regular", "os: 26",
            "style: doubleColumn", "isCollapsed: false", "topColumn: none", "displayMode: oneBesideSecondary",
            "preferredDisplayMode: automatic", "splitBehavior: tile", "preferredSplitBehavior: automatic",
            "primary: tiled, frame 10 320, width 320", "secondary: tiled, frame 0 1180, width 1180",
            "inspector: offscreen, frame 1180.5 320, width 320",
            "displayModeButton: primary bar, sidebarToggle, shows secondaryOnly",
            "stack primary: Primary", "stack secondary: Secondary", "viewControllers: Primary Secondary",
            "presentsWithGesture: true", "showsSecondaryOnlyButton: false", "displayModeButtonVisibility: automatic",
            "primaryEdge: leading", "primaryBackgroundStyle: sidebar",
        ]),
        Case("triple column at 800 with a push and the secondary-only button",
             ["setStyle tripleColumn", "width 800", "push Inbox", "setShowsSecondaryOnlyButton true"], [
            "window: 800x820 @2x", "device: iPad (A16), landscape", "orientation: portrait", "pane: full",
            "sizeClasses: horizontal regular, vertical regular", "os: 26",
            "style: tripleColumn", "isCollapsed: false", "topColumn: none", "displayMode: oneBesideSecondary",
            "preferredDisplayMode: automatic", "splitBehavior: tile", "preferredSplitBehavior: automatic",
            "primary: offscreen, frame -290 280, width 280", "supplementary: tiled, frame 0 320, width 320",
            "secondary: tiled, frame 320.5 479.5, width 479.5", "inspector: offscreen, frame 800.5 320, width 320",
            "displayModeButton: supplementary bar, sidebarToggle, asks for twoBesideSecondary; shows twoOverSecondary at this width",
            "secondaryOnlyButton: secondary bar, doubleArrow, shows secondaryOnly",
            "stack primary: Primary", "stack supplementary: Supplementary", "stack secondary: Secondary Inbox",
            "viewControllers: Primary Supplementary Secondary",
            "presentsWithGesture: true", "showsSecondaryOnlyButton: true", "displayModeButtonVisibility: automatic",
            "primaryEdge: leading", "primaryBackgroundStyle: sidebar",
        ]),
    ]

    @Test(arguments: stateReports)
    func stateReportsTheWholeState(_ row: Case<[String], [String]>) {
        var session = Self.session(row.input)
        #expect(session.execute("state").texts() == row.output)
    }

    @Test func echoQuitHelpDelegate() {
        var session = Session()
        #expect(session.execute("echo \"a  b\"").texts() == ["a  b"])
        #expect(session.execute("quit 4").exit == .status(4))
        #expect(session.execute("exit").exit == .keepStatus)
        #expect(session.execute("help").texts().contains { $0.hasPrefix("  setStyle ") })
        #expect(session.execute("help exit").texts().first == "usage: quit [N]")
        #expect(session.execute("delegate").texts() == ["none"])
        _ = session.execute("delegate collapseSecondary yes")
        #expect(session.execute("delegate").texts() == ["collapseSecondary true"])
        #expect(session.execute("devices").texts().contains { $0.hasPrefix("iPad (A16) ") })
    }
}
