import SplitModel
import Testing
@testable import SplitShell

/// `get orientation` and `get pane`, `require splitnav >= VERSION`, and how they show in `state`, JSON and Tab.
@Suite struct EnvironmentQueryTests {
    static func session(_ lines: [String]) -> Session {
        var session = Session()
        for line in lines { precondition(session.execute(line).error == nil, line) }
        return session
    }

    static let readings: [Case<[String], [String]>] = [
        Case("the start-up iPad", [], ["landscape", "full"]),
        Case("an iPad in portrait", ["device \"iPad (A16)\""], ["portrait", "full"]),
        Case("a landscape half pane is taller than wide", ["device \"iPad (A16)\" landscape half"], ["portrait", "half"]),
        Case("two thirds in landscape", ["device \"iPad (A16)\" landscape twoThirds"], ["landscape", "twoThirds"]),
        Case("slide over", ["device \"iPad (A16)\" portrait slideOver"], ["portrait", "slideOver"]),
        Case("a phone has no panes", ["device \"iPhone 16\" landscape"], ["landscape", "none"]),
        Case("a free window has no panes", ["device \"iPhone 16\"", "size 900x600"], ["landscape", "none"]),
        Case("a square window is portrait", ["size 800x800"], ["portrait", "full"]),
        Case("a square free window", ["device \"iPhone 16\"", "size 500x500"], ["portrait", "none"]),
    ]

    @Test(arguments: readings)
    func orientationAndPane(_ row: Case<[String], [String]>) {
        var session = Self.session(row.input)
        #expect(session.execute("get orientation").texts() == [row.output[0]])
        #expect(session.execute("get pane").texts() == [row.output[1]])
        #expect(session.execute("expect orientation \(row.output[0])").error == nil)
        #expect(session.execute("expect pane \(row.output[1])").error == nil)
        let state = session.execute("state").texts()
        #expect(state.contains("orientation: \(row.output[0])"))
        #expect(state.contains("pane: \(row.output[1])"))
    }

    @Test func stateDeviceIsAnObject() {
        let free = JSONDocument.stateObject(Self.session(["device \"iPhone 16\"", "size 500x700"]).state)
        guard case .object(let members) = free, case .object(let device)? = members["device"] else {
            Issue.record("state.device is not an object")
            return
        }
        #expect(device == ["name": .null, "orientation": .string("portrait"), "pane": .string("none")])
        let pad = JSONDocument.stateObject(Self.session(["device \"iPad (A16)\" landscape third"]).state)
        guard case .object(let padMembers) = pad else { return }
        #expect(padMembers["device"] == .object(["name": .string("iPad (A16)"), "orientation": .string("portrait"), "pane": .string("third")]))
    }

    @Test func devicesAreObjects() throws {
        var session = Session()
        let response = session.execute("devices")
        #expect(response.texts() == HelpText.devices())
        guard case .devices(let devices)? = response.detail else {
            Issue.record("devices gives no data")
            return
        }
        #expect(devices == DeviceCatalog.all)
        let phone = try #require(devices.first(where: { $0.idiom == .phone }) as Device?)
        let pad = try #require(devices.first(where: { $0.idiom == .pad }) as Device?)
        #expect(JSONDocument.presetObject(phone) == .object([
            "name": .string(phone.name), "width": .number(phone.portraitWidth), "height": .number(phone.portraitHeight),
            "scale": .number(phone.scale), "family": .string("phone"), "panes": .array([]),
        ]))
        if case .object(let members) = JSONDocument.presetObject(pad) {
            #expect(members["family"] == .string("pad"))
            #expect(members["panes"] == .strings(["full", "twoThirds", "half", "third", "slideOver"]))
        }
    }

    static let versions: [Case<String, [Int]?>] = [
        Case("one part", "1", [1]),
        Case("two parts", "0.1", [0, 1]),
        Case("three parts", "1.2.3", [1, 2, 3]),
        Case("four parts", "1.2.3.4", nil),
        Case("empty", "", nil),
        Case("an empty part", "1..2", nil),
        Case("a trailing dot", "1.", nil),
        Case("a letter", "1.x", nil),
        Case("a sign", "-1", nil),
        Case("a prefix v", "v1.0", nil),
        Case("non-ASCII digits", "١.٢", nil),
        Case("too many digits", "1234567890", nil),
    ]

    @Test(arguments: versions)
    func readsAVersion(_ row: Case<String, [Int]?>) {
        #expect(SplitnavVersion(row.input)?.parts == row.output)
    }

    @Test func versionsCompareWithMissingPartsAsZero() throws {
        let v = { (text: String) in SplitnavVersion(text)! }
        #expect(v("0.1") == v("0.1.0"))
        #expect(v("0.1") < v("0.1.1"))
        #expect(v("0.9") < v("0.10"))
        #expect(v("1") > v("0.99.99"))
        #expect(Set([v("2"), v("2.0.0")]).count == 1)
        #expect(SplitnavVersion.installed.text == Runner.version)
    }

    static let requirements: [Case<String, ShellError?>] = [
        Case("the installed version", "require splitnav >= \(Runner.version)", nil),
        Case("an older one", "require splitnav >= 0.0.1", nil),
        Case("a newer one", "require splitnav >= 99.1", .requirementUnmet(required: "99.1", installed: Runner.version)),
        Case("a malformed one", "require splitnav >= 0.1beta", .invalidVersion("0.1beta")),
        Case("no version", "require splitnav >=", .missingArgument(command: "require", argument: "VERSION...")),
        Case("another program", "require swift >= 6", .expectedKeyword(command: "require", keyword: "splitnav", found: "swift")),
        Case("another comparison", "require splitnav = 0.1", .expectedKeyword(command: "require", keyword: ">=", found: "=")),
    ]

    @Test(arguments: requirements)
    func require(_ row: Case<String, ShellError?>) {
        var session = Session()
        let before = session.state
        let response = session.execute(row.input)
        #expect(response.error == row.output)
        #expect(response.lines.isEmpty)
        #expect(session.state == before)
    }

    @Test func anUnmetRequirementSaysWhatIsInstalled() {
        let message = ErrorFormat.format(.requirementUnmet(required: "2.0", installed: "0.1.0"))
        #expect(message.lines() == ["error: this script requires splitnav 2.0 or later, but splitnav 0.1.0 is installed",
                                    "help: run it with splitnav 2.0 or later"])
    }

    @Test func requireCompletes() {
        #expect(CompletionTests.complete("requ").words == ["require "])
        #expect(CompletionTests.complete("require ").words == ["splitnav "])
        #expect(CompletionTests.complete("require splitnav ").words == [">= "])
        #expect(CompletionTests.complete("require splitnav >= ").words == [Runner.version + " "])
    }
}
