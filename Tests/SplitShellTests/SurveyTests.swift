import Foundation
@testable import SplitModel
import Testing
@testable import SplitShell

@Suite struct SurveyTests {
    static func survey(_ session: inout Session, _ line: String) -> SurveyResult {
        let response = session.execute(line)
        guard case .survey(let result)? = response.detail else { preconditionFailure("\(line) gave no survey: \(String(describing: response.error))") }
        return result
    }

    /// Sessions a developer might survey: styles, rule sets, properties, controllers, delegate answers (conditional too).
    static let setups: [[String]] = [
        [],
        ["setStyle tripleColumn", "setPreferredDisplayMode twoDisplaceSecondary"],
        ["setStyle unspecified", "delegate collapseSecondary true", "setShowsSecondaryOnlyButton true"],
        ["os 18", "setStyle tripleColumn", "setPreferredSplitBehavior overlay"],
        ["setViewController nav[Mail,Message] for secondary", "delegate collapseSecondary true when secondary Message",
         "delegate topColumnForCollapsing primary", "setMinimumPrimaryColumnWidth 400"],
        ["width 500", "setViewController Compact for compact", "show inspector"],
    ]

    /// Every row says what `device NAME ORIENTATION PANE` then `relaunch` shows in a session of its own, read back with `get`.
    @Test(arguments: setups.indices)
    func rowsAgreeWithDeviceAndRelaunch(_ setup: Int) {
        var session = SessionTests.session(Self.setups[setup])
        let result = Self.survey(&session, "survey os both")
        let phones = DeviceCatalog.all.filter { $0.idiom == .phone }.count
        #expect(result.rows.count == 2 * (phones * 2 + (DeviceCatalog.all.count - phones) * 9))
        var bases: [RuleSet: Session] = [:]
        for ruleSet in RuleSet.allCases {
            var base = session
            precondition(base.execute("os \(ruleSet.rawValue)").error == nil)
            bases[ruleSet] = base
        }
        for row in result.rows {
            guard var separate = bases[row.ruleSet] else { continue }
            let window = row.window
            let place = "device \"\(window.device.name)\" \(window.orientation.rawValue) \(window.pane.rawValue)"
            #expect(separate.execute(place).error == nil, "\(place)")
            #expect(separate.execute("relaunch").error == nil)
            func get(_ name: String) -> String { separate.execute("get \(name)").texts().first ?? "(error)" }
            let outcome = row.outcome
            let expected = [
                NumberFormat.format(outcome.width), NumberFormat.format(outcome.height), outcome.horizontalSizeClass.rawValue,
                outcome.verticalSizeClass.rawValue, String(outcome.isCollapsed), outcome.topColumn?.rawValue ?? "none",
                outcome.displayMode.rawValue, outcome.splitBehavior?.rawValue ?? "(error)",
                outcome.visibleColumns.isEmpty ? "none" : outcome.visibleColumns.map(\.rawValue).joined(separator: " "),
                outcome.buttons.isEmpty ? "none" : outcome.buttons.map(\.rawValue).joined(separator: " "),
            ]
            let actual = ["width", "height", "horizontalSizeClass", "verticalSizeClass", "isCollapsed", "topColumn", "displayMode",
                          "splitBehavior", "visibleColumns", "buttons"].map(get)
            #expect(actual == expected, "setup \(setup), os \(row.ruleSet.rawValue), \(place)")
        }
    }

    @Test func theSessionIsNotChanged() {
        var session = SessionTests.session(["setStyle tripleColumn", "delegate collapseSecondary true", "width 500"])
        let state = session.state
        let undo = session.undoStack
        let response = session.execute("survey os both")
        #expect(response.error == nil)
        #expect(response.changes.isEmpty)
        #expect(session.state == state)
        #expect(session.undoStack == undo)
        #expect(session.execute("get width").texts() == ["500"])
    }

    @Test func everyPaneEachDeviceHasAndBothOrientations() {
        var session = Session()
        let rows = Self.survey(&session, "survey").rows
        #expect(Set(rows.map(\.window.device.name)) == Set(DeviceCatalog.all.map(\.name)))
        let mini = rows.filter { $0.window.device.name == "iPad mini (A17 Pro)" }.map { "\($0.window.orientation.rawValue) \($0.window.pane.rawValue)" }
        #expect(mini == ["portrait full", "portrait twoThirds", "portrait third", "portrait slideOver",
                         "landscape full", "landscape twoThirds", "landscape half", "landscape third", "landscape slideOver"])
        let phone = rows.filter { $0.window.device.name == "iPhone 16" }.map { "\($0.window.orientation.rawValue) \($0.window.pane.rawValue)" }
        #expect(phone == ["portrait full", "landscape full"])
        #expect(rows.allSatisfy { $0.ruleSet == .ios26 })
    }

    struct Filter: Sendable, CustomTestStringConvertible {
        let line: String
        let devices: [String]
        let orientations: Set<Orientation>
        let ruleSets: [RuleSet]
        var testDescription: String { line }
    }

    static let iPhone16 = ["iPhone 16e", "iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max"]
    static let filters: [Filter] = [
        Filter(line: "survey iPad mini", devices: ["iPad mini 2", "iPad mini 3", "iPad mini 4", "iPad mini (5th generation)",
                                                   "iPad mini (6th generation)", "iPad mini (A17 Pro)"],
               orientations: [.portrait, .landscape], ruleSets: [.ios26]),
        Filter(line: "survey \"iPhone 16\" landscape", devices: iPhone16, orientations: [.landscape], ruleSets: [.ios26]),
        Filter(line: "survey iphone 16 portrait os 18", devices: iPhone16, orientations: [.portrait], ruleSets: [.ios18]),
        Filter(line: "survey landscape", devices: DeviceCatalog.all.map(\.name), orientations: [.landscape], ruleSets: [.ios26]),
        Filter(line: "survey os both", devices: DeviceCatalog.all.map(\.name), orientations: [.portrait, .landscape],
               ruleSets: [.ios26, .ios18]),
        Filter(line: "survey \"iPad Pro 13-inch (M4)\" os 26", devices: ["iPad Pro 13-inch (M4)"], orientations: [.portrait, .landscape],
               ruleSets: [.ios26]),
    ]

    @Test(arguments: filters)
    func filtersChooseDevicesOrientationsAndRuleSets(_ filter: Filter) {
        var session = Session()
        let result = Self.survey(&session, filter.line)
        var devices: [String] = []
        for name in result.rows.map(\.window.device.name) where devices.last != name { devices.append(name) }
        #expect(devices == filter.devices)
        #expect(Set(result.rows.map(\.window.orientation)) == filter.orientations)
        #expect(result.ruleSets == filter.ruleSets)
        #expect(Array(result.rows.prefix(filter.ruleSets.count)).map(\.ruleSet) == filter.ruleSets)
    }

    @Test func theCurrentRuleSetIsTheDefault() {
        var session = SessionTests.session(["os 18"])
        #expect(Self.survey(&session, "survey iPad Air").ruleSets == [.ios18])
    }

    @Test func examplesOfTheIssueRead() throws {
        #expect(try Parser.parse("survey \"iPhone 16\" landscape") == .survey(SurveyFilter(devicePrefix: "iPhone 16", orientation: .landscape)))
        #expect(try Parser.parse("survey iPad Air 13-inch os both")
                == .survey(SurveyFilter(devicePrefix: "iPad Air 13-inch", os: "both")))
        #expect(try Parser.parse("survey os 18") == .survey(SurveyFilter(os: "18")))
        #expect(try Parser.parse("survey") == .survey(SurveyFilter()))
    }

    @Test(arguments: [
        Case("an unknown prefix, with the nearest", "survey iPaf", ShellError.unknownDevicePrefix("iPaf", suggestions: ["iPad"])),
        Case("a misspelt model", "survey iPhone 61", .unknownDevicePrefix("iPhone 61", suggestions: ["iPhone 6"])),
        Case("nothing like a device", "survey Pixel", .unknownDevicePrefix("Pixel", suggestions: [])),
        Case("an unknown rule set", "survey os 17", .unknownValue("17", in: .surveyRuleSet, suggestions: ["18"])),
        Case("os without a rule set", "survey iPad os", .missingArgument(command: "survey", argument: "26|18|both")),
        Case("a word after the rule set", "survey os 18 landscape", .unexpectedArgument(command: "survey", argument: "landscape")),
    ])
    func badInputIsOneError(_ test: Case<String, ShellError>) {
        var session = Session()
        let before = session.state
        #expect(session.execute(test.input).error == test.output)
        #expect(session.state == before)
    }

    @Test func theErrorSuggestsAPrefix() {
        var session = Session()
        let message = ErrorFormat.format(session.execute("survey iPhnoe").error!)
        #expect(message.message == "no device name starts with 'iPhnoe'")
        #expect(message.help == "did you mean 'iPhone'?")
    }

    /// With two rule sets, a window where they agree is one row marked both; where they differ, one row each.
    @Test func bothRuleSetsSideBySide() {
        var session = SessionTests.session(["setStyle tripleColumn"])
        let lines = session.execute("survey \"iPad mini 4\" portrait os both").texts()
        #expect(lines.first?.split(separator: " ").prefix(4) == ["orientation", "pane", "os", "window"])
        #expect(lines[1] == "iPad mini 4")
        let rows = lines.dropFirst(2).map { $0.split(separator: " ").map(String.init) }
        #expect(rows.map { $0[2] } == ["26", "18", "both", "both", "both"])
        #expect(rows[0][7] == "oneBesideSecondary" && rows[1][7] == "secondaryOnly")
    }

    /// The devices' headings wrap at 80 columns. The rows cannot: ten fields in UIKit's own words (`oneBesideSecondary`,
    /// `primary secondary`, `displayModeButton`) take 110 to 170 columns, so they line up as a table instead, as `sweep`'s do.
    @Test func headingsFitEightyColumns() throws {
        var session = Session()
        let lines = session.execute("survey").texts()
        let headings = lines.filter { !$0.hasPrefix(" ") }
        #expect(headings.count > 10)
        #expect(headings.allSatisfy { $0.count <= 80 }, "\(headings.filter { $0.count > 80 })")
        #expect(headings.contains("iPhone 14 Pro, iPhone 15, iPhone 15 Pro, iPhone 16"))
        // Every row's display mode starts under the header's.
        let header = Array(lines[0])
        let column = try #require(lines[0].firstRange(of: "displayMode")).lowerBound.utf16Offset(in: lines[0])
        #expect(header[column - 1] == " ")
        for row in lines.dropFirst().filter({ $0.hasPrefix("  ") }).map(Array.init) {
            #expect(row[column - 1] == " " && row[column - 2] == " " && row[column] != " ", "\(String(row))")
        }
    }

    @Test func jsonHasEveryRowUngrouped() throws {
        var session = Session()
        let response = session.execute("survey iPad mini os both")
        let document = try #require(JSONDocument.document(line: "survey iPad mini os both", response: response, location: nil))
        #expect(document.contains("\"survey\":{\"os\":[26,18],\"rows\":[{\"buttons\":[\"displayModeButton\"],\"device\":\"iPad mini 2\""))
        guard case .survey(let result)? = response.detail else { Issue.record("no survey"); return }
        #expect(result.rows.count == 6 * 9 * 2)
        #expect(document.components(separatedBy: "\"isCollapsed\"").count - 1 == result.rows.count)
    }

    /// docs/json-format.md names every key of the survey member and of its rows.
    @Test func theDocumentationNamesEverySurveyKey() throws {
        var session = Session()
        let response = session.execute("survey \"iPad (A16)\" os both")
        let document = try #require(JSONDocument.document(line: "survey", response: response, location: nil))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        let survey = try #require(object["survey"] as? [String: Any])
        let rows = try #require(survey["rows"] as? [[String: Any]])
        let keys = Set(survey.keys).union(rows.flatMap(\.keys))
        #expect(keys.count == 15)  // `os` is the member's and each row's
        for key in keys.sorted() { #expect(JSONFormatTests.documentation.contains("`\(key)`"), "docs/json-format.md does not name `\(key)`") }
    }

    @Test(arguments: [
        Case("the first word: devices, orientations and os", "survey ", ["portrait ", "landscape ", "os "]),
        Case("a prefix runs on into the names", "survey iPad mini (", ["\"iPad mini (5th\" ", "\"iPad mini (6th\" ", "\"iPad mini (A17\" ",
                                                                        "\"iPad mini (5th generation)\" "]),
        Case("the first word", "survey iP", ["iPod ", "iPad ", "iPhone "]),
        Case("after a prefix, longer prefixes, orientation and os", "survey iPad ", ["\"iPad mini\" ", "iPad portrait ", "iPad landscape ", "iPad os "]),
        Case("after an orientation, os", "survey landscape ", ["os "]),
        Case("the rule sets", "survey iPad landscape os ", ["26 ", "18 ", "both "]),
    ])
    func tabCompletesTheFilters(_ test: Case<String, [String]>) {
        let words = CompletionTests.complete(test.input).words
        #expect(test.output.allSatisfy(words.contains), "\(words)")
        if test.input.hasSuffix("os ") || test.input.hasSuffix("landscape ") { #expect(words == test.output) }
    }

    @Test func theFirstWordAlsoOffersDeviceNames() {
        let words = CompletionTests.complete("survey iPhone 16 P").words
        #expect(words == ["\"iPhone 16 Pro\" ", "\"iPhone 16 Plus\" ", "\"iPhone 16 Pro Max\" ", "iPhone 16 portrait "])
    }
}
