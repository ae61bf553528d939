import Testing
import SplitModel
@testable import SplitShell

/// `expectRefused`, `expectEvent` and `expectNoEvent` hold only when what they assert is so, and a typo in them is an
/// error rather than an assertion that cannot fail.
@Suite struct AssertionTests {
    static func session(_ lines: [String]) -> Session {
        var session = Session()
        for line in lines { #expect(session.execute(line).error == nil, "\(line)") }
        return session
    }

    // MARK: expectRefused

    static let refusals: [Case<[String], String>] = [
        Case("nothing to dim", [], "expectRefused tap dimmingView"),
        Case("a window side out of range", [], "expectRefused width 0"),
        Case("a name UIKit raises for", ["setStyle unspecified"], "expectRefused get splitBehavior"),
        Case("a column the style lacks", [], "expectRefused get supplementaryColumnWidth"),
        Case("a compact column that is not set", [], "expectRefused show compact"),
    ]

    @Test(arguments: refusals)
    func anEngineRefusalHolds(_ row: Case<[String], String>) {
        var session = Self.session(row.input)
        let before = session.state
        #expect(session.execute(row.output) == .heldCheck)
        #expect(session.state == before)
    }

    static let notRefusals: [Case<String, ShellError>] = [
        Case("accepted", "expectRefused width 900", .refusalExpected("width 900")),
        Case("a failed expect", "expectRefused expect isCollapsed true",
             .failedWithoutRefusal("expect isCollapsed true", .expectationFailed(Query("isCollapsed"), expected: "true", actual: "false",
                                                                                   context: AssertionContext(SplitEngine.initialState())))),
        Case("nothing to undo", "expectRefused undo", .failedWithoutRefusal("undo", .nothingToUndo)),
        Case("a sweep that cannot run", "expectRefused sweep width 900 800",
             .failedWithoutRefusal("sweep width 900 800", .invalidSweep(.emptyRange(from: 900, to: 800)))),
        Case("a script", "expectRefused source missing.splitnav", .cannotProbe("source")),
    ]

    @Test(arguments: notRefusals)
    func onlyAnEngineRefusalHolds(_ row: Case<String, ShellError>) {
        var session = Session()
        #expect(session.execute(row.input).error == row.output)
        #expect(session.state == Session().state)
    }

    @Test func aCommandThatDoesNotParseIsAnErrorOfItsOwn() {
        var session = Session()
        let error = session.execute("expectRefused setStyle tripleColum").error
        #expect(error == .unparsableCommand(command: "expectRefused",
                                           .unknownValue("tripleColum", in: .style, suggestions: ["tripleColumn"])))
        #expect(ErrorFormat.format(error!).lines() == ["error: the command after 'expectRefused' does not parse: unknown style 'tripleColum'",
                                                       "help: did you mean 'tripleColumn'?"])
    }

    /// An assertion whose argument does not parse is a broken script (3), not a behaviour that failed.
    @Test func aCommandThatDoesNotParseBreaksTheScript() {
        let run = RunnerTests.run(["-c", "expectRefused setStyle tripleColum"])
        #expect(run.status == 3)
        #expect(run.stderr == ["-c:1: error: the command after 'expectRefused' does not parse: unknown style 'tripleColum'",
                               "help: did you mean 'tripleColumn'?"])
        #expect(run.stdout.isEmpty)
    }

    // MARK: expectEvent and expectNoEvent

    static let words: [Case<String, [String]>] = [
        Case("dots", "delegate.didCollapse", ["delegate", "didCollapse"]),
        Case("brackets, commas, colons and the arrow", "delegate.collapseSecondary(nav[B], onto: nav[A]) -> false",
             ["delegate", "collapseSecondary", "nav[B]", "onto", "nav[A]", "false"]),
        Case("an arrow without blanks", "a->b", ["a", "b"]),
        Case("a dash alone is part of a word", "Photo-1.viewWillAppear", ["Photo-1", "viewWillAppear"]),
        Case("a notification", "notification  showDetailTargetDidChange", ["notification", "showDetailTargetDidChange"]),
        Case("nothing but separators", " .(),: -> ", []),
    ]

    @Test(arguments: words)
    func splitsIntoWords(_ row: Case<String, [String]>) {
        #expect(EventMatch.words(row.input) == row.output)
    }

    static let collapse = Event.collapseSecondary(secondary: "nav[B]", onto: "nav[A]", answered: false)

    /// TEXT, the event, and whether TEXT matches it.
    static let matches: [Case<(String, Event), Bool>] = [
        Case("the method alone", ("didCollapse", .didCollapse), true),
        Case("the method with its owner", ("delegate.didCollapse", .didCollapse), true),
        Case("a method among arguments", ("collapseSecondary", collapse), true),
        Case("the whole line", ("delegate.collapseSecondary(nav[B], onto: nav[A]) -> false", collapse), true),
        Case("blanks and separators as typed do not matter", ("collapseSecondary(nav[B],onto:nav[A])->false", collapse), true),
        Case("the answer", ("collapseSecondary(nav[B], onto: nav[A]) -> true", collapse), false),
        Case("words out of order", ("nav[A] collapseSecondary", collapse), false),
        Case("words not side by side", ("collapseSecondary nav[A]", collapse), false),
        Case("a word is not a part of a word", ("didCollapse", .didExpand), false),
        Case("a controller's callback", ("Inbox.viewWillAppear", .viewWillAppear("Inbox")), true),
        Case("another controller's callback", ("Inbox.viewWillAppear", .viewWillAppear("Inbox2")), false),
        Case("a mode", ("willChangeTo(secondaryOnly)", .willChangeDisplayMode(.secondaryOnly)), true),
        Case("another mode", ("willChangeTo(secondaryOnly)", .willChangeDisplayMode(.oneBesideSecondary)), false),
        Case("show is not showDetail", ("delegate.show", .showDetail(controller: "A", answered: true)), false),
        Case("a notification by name", ("showDetailTargetDidChange", .showDetailTargetDidChange), true),
    ]

    @Test(arguments: matches)
    func matchesWholeWords(_ row: Case<(String, Event), Bool>) throws {
        #expect(try EventMatch(row.input.0).matches(row.input.1) == row.output)
    }

    /// One event of every case, so every kind is seen.
    static let everyEvent: [Event] = [
        .willChangeDisplayMode(.secondaryOnly), .willShowColumn(.primary), .willHideColumn(.primary), .didShowColumn(.primary),
        .didHideColumn(.primary), .viewWillAppear("A"), .viewDidAppear("A"), .viewWillDisappear("A"), .viewDidDisappear("A"),
        .topColumnForCollapsing(proposed: .secondary, answered: .primary), .displayModeForExpanding(proposed: .secondaryOnly, answered: .secondaryOnly),
        .primaryViewControllerForCollapsing(answered: nil), .primaryViewControllerForExpanding(answered: "A"),
        .collapseSecondary(secondary: "B", onto: "A", answered: true), .separateSecondary(from: "A", answered: nil),
        .showDetail(controller: "A", answered: false), .show(controller: "A", answered: false), .targetDisplayModeForAction(answered: .secondaryOnly),
        .adaptivePresentationStyle(answered: .none), .didCollapse, .didExpand, .showDetailTargetDidChange,
        .interactivePresentationGestureWillBegin, .interactivePresentationGestureDidEnd,
    ]

    @Test func everyKindIsAWordOfItsEventsAndListedOnce() throws {
        #expect(Self.everyEvent.map(EventText.kind) == EventText.kinds)
        for event in Self.everyEvent {
            let kind = EventText.kind(event)
            #expect(EventMatch.words(EventText.text(event)).contains(kind), "\(event)")
            #expect(try EventMatch(kind).matches(event), "\(event)")
        }
    }

    @Test func aTextThatNamesNoEventKindIsAnErrorForBoth() {
        var session = Session()
        #expect(session.execute("width 600").error == nil)
        // The collapse fired didCollapse: a part of its name is no event kind (and collapsing is not collapse).
        let expected = ShellError.unknownEventKind("Collapse", suggestions: ["didCollapse", "collapseSecondary"])
        #expect(session.execute("expectEvent Collapse").error == expected)
        #expect(session.execute("expectNoEvent Collapse").error == expected)
        #expect(ErrorFormat.format(expected).lines()
                == ["error: 'Collapse' names no event",
                    "help: did you mean one of 'didCollapse', 'collapseSecondary'?"])
        #expect(session.execute("expectNoEvent willChange").error == .unknownEventKind("willChange", suggestions: ["willChangeTo"]))
        #expect(ErrorFormat.format(.unknownEventKind("x", suggestions: [])).help
                == "name a delegate method, an appearance callback or a notification; 'help expectEvent' lists them")
    }

    @Test func theAssertionsCanFail() {
        var session = Self.session(["width 600"])
        #expect(session.execute("expectEvent didCollapse").error == nil)
        #expect(session.execute("expectEvent didExpand").error
                == .eventExpected("didExpand", fired: session.lastEvents.map(EventText.text)))
        #expect(session.execute("expectNoEvent delegate.didCollapse").error
                == .eventNotExpected("delegate.didCollapse", found: "delegate.didCollapse"))
        #expect(session.execute("expectNoEvent didExpand").error == nil)
    }
}

/// `expect presented` reads a chain as `get presented` writes it, and holds only for the whole chain in its order.
@Suite struct PresentationChainAssertionTests {
    static let chain = ["present nav[List] popover", "showViewController Row from List", "showDetailViewController Card from Row"]

    @Test func theChainAsGetPrintsItHolds() {
        var session = AssertionTests.session(Self.chain)
        #expect(session.execute("get presented").error == nil)
        #expect(session.execute("expect presented nav[List,Row] popover, Card pageSheet") == .heldCheck)
        #expect(session.execute("expect presented nav[List,Row] popover,Card pageSheet") == .heldCheck)
    }

    @Test(arguments: ["expect presented nav[List,Row] popover", "expect presented Card pageSheet, nav[List,Row] popover",
                      "expect presented none"])
    func anotherChainFails(_ line: String) {
        var session = AssertionTests.session(Self.chain)
        guard case .expectationFailed? = session.execute(line).error else {
            Issue.record("\(line) did not fail as an expectation")
            return
        }
    }

    @Test(arguments: ["expect presented nav[List,Row] popover,", "expect presented nav[List,Row] popover,, Card pageSheet"])
    func anEmptyPairIsNotAPresentation(_ line: String) {
        var session = AssertionTests.session(Self.chain)
        guard case .invalidPresentation? = session.execute(line).error else {
            Issue.record("\(line) was not refused as input")
            return
        }
    }
}
