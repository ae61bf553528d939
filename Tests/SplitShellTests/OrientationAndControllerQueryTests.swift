import SplitModel
import Testing
@testable import SplitShell

/// The delegate's orientation answers as the shell takes them (listing, save, completion), and the per-controller
/// questions `get splitViewController NAME` and `get layoutEnvironment [NAME]`.
@Suite struct OrientationAndControllerQueryTests {
    static func session(_ lines: [String]) -> Session {
        var session = Session()
        for line in lines { precondition(session.execute(line).error == nil, line) }
        return session
    }

    static let readings: [Case<[String], [String]>] = [
        Case("a column's controller", ["get splitViewController Primary", "get layoutEnvironment Primary"], ["split", "expanded"]),
        Case("collapsed, the secondary in the one stack", ["width 500", "get layoutEnvironment Secondary"], ["collapsed"]),
        Case("a presented controller", ["present Picker popover", "get splitViewController Picker", "get layoutEnvironment Picker"],
             ["none", "none"]),
        Case("alone, the split's own environment", ["present Picker popover", "get layoutEnvironment"], ["expanded"]),
    ]

    @Test(arguments: readings)
    func controllerQuestions(_ row: Case<[String], [String]>) {
        var session = Session()
        var printed: [String] = []
        for line in row.input {
            let response = session.execute(line)
            #expect(response.error == nil, "\(line)")
            if line.hasPrefix("get ") { printed += response.texts() }
        }
        #expect(printed == row.output)
    }

    @Test func expectTakesTheNameOnlyWhenAValueFollowsIt() throws {
        var session = Self.session(["present Picker popover"])
        #expect(session.execute("expect layoutEnvironment Picker none").error == nil)
        #expect(session.execute("expect layoutEnvironment expanded").error == nil)
        #expect(session.execute("expect layoutEnvironment Picker expanded").error != nil)
        #expect(session.execute("expect splitViewController Primary split").error == nil)
        let parsed = try Parser.parse("expect layoutEnvironment Picker none")
        #expect(parsed == .expect(Query("layoutEnvironment", argument: "Picker"), "none"))
    }

    @Test func anUnknownNameIsOneErrorWithAHint() {
        var session = Session()
        let response = session.execute("get splitViewController Nobody")
        #expect(response.error == .engine(.unknownController("Nobody")))
        #expect(session.execute("get splitViewController").error == .columnRequired(query: "splitViewController"))
        #expect(session.execute("get splitViewController nav[A]").error != nil)
    }

    @Test func orientationAnswersAreListedSavedAndCleared() {
        var session = Self.session(["delegate supportedInterfaceOrientations allButUpsideDown",
                                    "delegate preferredInterfaceOrientationForPresentation landscape"])
        #expect(session.execute("delegate").texts() == ["supportedInterfaceOrientations allButUpsideDown",
                                                        "preferredInterfaceOrientationForPresentation landscape"])
        let saved = SaveScript.lines(for: session.state)
        #expect(saved.contains("delegate supportedInterfaceOrientations allButUpsideDown"))
        #expect(saved.contains("delegate preferredInterfaceOrientationForPresentation landscape"))
        _ = session.execute("delegate supportedInterfaceOrientations default")
        #expect(session.execute("delegate").texts() == ["preferredInterfaceOrientationForPresentation landscape"])
        #expect(session.execute("delegate supportedInterfaceOrientations sideways").error != nil)
        #expect(session.execute("delegate supportedInterfaceOrientations all when vc Primary").error != nil)
    }

    @Test func tabCompletesTheAnswersAndTheControllerNames() {
        let session = Self.session(["present Picker popover"])
        func words(_ line: String) -> [String] {
            Completer.complete(line: line, cursor: line.count, session: session, directory: { _ in [] }).words
        }
        #expect(words("delegate supportedInterfaceOrientations a") == ["all ", "allButUpsideDown "])
        #expect(words("delegate preferredInterfaceOrientationForPresentation l") == ["landscape "])
        #expect(words("delegate supp") == ["supportedInterfaceOrientations "])
        #expect(words("get splitViewController Pi") == ["Picker "])
        #expect(words("expect layoutEnvironment Pr").contains("Primary "))
    }

    @Test func surveySkipsTheFullScreensTheAppDoesNotSupport() {
        var state = SplitEngine.initialState()
        state = (try? SplitEngine.apply(.setDelegateAnswer(.supportedInterfaceOrientations(.portrait)), to: state).get())?.state ?? state
        let phone = DeviceCatalog.all.first { $0.name == "iPhone 16" }!
        let pad = DeviceCatalog.all.first { $0.name == "iPad (A16)" }!
        #expect(state.survey(devices: [phone], ruleSets: [.ios26]).map(\.window.orientation) == [.portrait])
        // An iPad's panes share the screen: landscape panes stay, its landscape full screen goes.
        let padRows = state.survey(devices: [pad], ruleSets: [.ios26]).map(\.window)
        #expect(!padRows.contains { $0.orientation == .landscape && $0.pane == .full })
        #expect(padRows.contains { $0.orientation == .landscape && $0.pane == .half })
    }
}
