import SplitModel
import Testing
@testable import SplitShell

@Suite struct ParserTests {
    /// Every command of commands.md §2.
    static let specCommands = [
        "width", "height", "size", "device", "devices", "rotate", "sizeClass", "os",
        "setStyle", "setPreferredDisplayMode", "setPreferredSplitBehavior", "setPresentsWithGesture", "setShowsSecondaryOnlyButton",
        "setDisplayModeButtonVisibility", "setPrimaryEdge", "setPrimaryBackgroundStyle",
        "setPreferredPrimaryColumnWidthFraction", "setPreferredPrimaryColumnWidth", "setMinimumPrimaryColumnWidth", "setMaximumPrimaryColumnWidth",
        "setPreferredSupplementaryColumnWidthFraction", "setPreferredSupplementaryColumnWidth", "setMinimumSupplementaryColumnWidth",
        "setMaximumSupplementaryColumnWidth", "setPreferredInspectorColumnWidthFraction", "setPreferredInspectorColumnWidth",
        "setMinimumInspectorColumnWidth", "setMaximumInspectorColumnWidth", "setPreferredSecondaryColumnWidthFraction",
        "setPreferredSecondaryColumnWidth", "setMinimumSecondaryColumnWidth", "setViewController", "setViewControllers",
        "show", "hide", "showViewController", "showDetailViewController", "push", "pop", "tap", "swipe", "present", "dismiss",
        "delegate",
        "state", "layout", "get", "expect", "expectRefused", "expectEvent", "expectNoEvent", "buttons", "explain", "why", "events", "sweep",
        "help", "source", "relaunch", "reset", "undo", "echo", "quit", "require",
        "survey", "export", "save", "restore", "expectEvents", "expectEventCount",
        "placeDisplayModeButtonItem",
        "layoutDirection",
    ]

    @Test func theTableHasEveryCommandOfTheSpecAndNoOther() {
        #expect(Set(CommandTable.all.map(\.name)) == Set(Self.specCommands))
        #expect(CommandTable.all.count == Self.specCommands.count)
        #expect(CommandTable.spec(named: "exit")?.name == "quit")
        #expect(CommandTable.all.flatMap(\.aliases) == ["exit"])
    }

    @Test func everyNameFindsItsOwnCommandAndNoWordIsClaimedTwice() {
        let words = CommandTable.allNames
        #expect(Set(words).count == words.count)
        for spec in CommandTable.all {
            for word in spec.names { #expect(CommandTable.spec(named: word)?.name == spec.name, "\(word)") }
        }
        #expect(CommandTable.spec(named: "Get") == nil)
        #expect((0..<CommandTable.partCount).flatMap(CommandTable.parts).map(\.name) == CommandTable.all.map(\.name))
        #expect(CommandTable.spec(named: "") == nil)
    }

    /// Each command word's place, from its text and from its bytes, is its part and its spec's position there; a word
    /// no command has, a setter's included, has none.
    @Test func everyNameIsPlacedAtItsOwnSpec() {
        for part in 0..<CommandTable.partCount {
            for (position, spec) in CommandTable.parts(part).enumerated() {
                for word in spec.names {
                    let place = CommandTable.Place(part: part, position: position)
                    #expect(CommandTable.place(naming: word) == place, "\(word)")
                    #expect(Array(word.utf8).withUnsafeBufferPointer(CommandTable.place(naming:)) == place, "\(word)")
                }
            }
        }
        for word in ["nonsense", "setNonsense", "set", "", "Get", "exi"] {
            #expect(CommandTable.place(naming: word) == nil, "\(word)")
            #expect(Array(word.utf8).withUnsafeBufferPointer(CommandTable.place(naming:)) == nil, "\(word)")
        }
    }

    struct Example: Sendable, CustomTestStringConvertible {
        let line: String
        var testDescription: String { line }
    }

    static let examples = CommandTable.all.flatMap { spec in spec.examples.map(Example.init) }

    /// Builders read arguments by slot label, so no shape may declare a label twice.
    @Test(arguments: CommandTable.all.map(\.name))
    func everyShapeLabelsEachValueOnce(_ name: String) throws {
        let spec = try #require(CommandTable.spec(named: name))
        let labels = spec.shape.flatMap(\.labels)
        #expect(labels.count == Set(labels).count, "\(spec.usage) labels: \(labels)")
    }

    @Test(arguments: CommandTable.all.map(\.name))
    func everyCommandHasAnExample(_ name: String) {
        #expect(CommandTable.spec(named: name)?.examples.isEmpty == false)
    }

    /// Examples are written canonically: parse then print gives the line back, and parse(print(c)) == c.
    @Test(arguments: examples)
    func examplesRoundTrip(_ example: Example) throws {
        let command = try #require(try Parser.parse(example.line))
        let printed = try #require(CommandPrinter.print(command))
        #expect(printed == example.line)
        #expect(try Parser.parse(printed) == command)
    }

    /// Commands built from every value of every value set, and a few shapes the examples miss.
    static let generated: [ShellCommand] = {
        var commands: [ShellCommand] = []
        commands += Style.allCases.map { .engine(.setStyle($0)) }
        commands += DisplayMode.allCases.map { .engine(.setPreferredDisplayMode($0)) }
        commands += SplitBehavior.allCases.map { .engine(.setPreferredSplitBehavior($0)) }
        commands += ButtonVisibility.allCases.map { .engine(.setDisplayModeButtonVisibility($0)) }
        commands += PrimaryEdge.allCases.map { .engine(.setPrimaryEdge($0)) }
        commands += BackgroundStyle.allCases.map { .engine(.setPrimaryBackgroundStyle($0)) }
        commands += SizeClassOverride.allCases.map { .engine(.sizeClass($0)) }
        commands += RuleSet.allCases.map { .engine(.ruleSet($0)) }
        commands += SwipeDirection.allCases.map { .engine(.swipe($0)) }
        commands += [true, false].flatMap { [.engine(.setPresentsWithGesture($0)), .engine(.setShowsSecondaryOnlyButton($0))] }
        commands += Column.allCases.flatMap { column -> [ShellCommand] in
            [.engine(.show(column)), .engine(.hide(column)), .engine(.tap(.back(column))),
             .engine(.setViewController(nil, for: column)), .get(Query("frame", column: column)),
             .expect(Query("stack", column: column), "A B"), .engine(.setDelegateAnswer(.topColumnForCollapsing(column)))]
        }
        commands += WidthProperty.all.flatMap { [.engine(.setWidth($0, .automatic)), .engine(.setWidth($0, .value(954.25)))] }
        commands += DeviceCatalog.all.flatMap { device in
            Orientation.allCases.flatMap { orientation in
                MultitaskingPane.allCases.map { ShellCommand.engine(.device(device, orientation, $0)) }
            }
        }
        commands += [
            .engine(.resize(width: 954.25, height: nil)), .engine(.resize(width: nil, height: 1366)),
            .engine(.resize(width: 1180, height: 820)), .engine(.tap(.back(nil))),
            .engine(.showViewController(.navigation([.plain("A"), .plain("B")]), sender: .controller("Inbox"))),
            .engine(.showDetailViewController(.plain("D"), sender: .split)),
            .engine(.setViewControllers([.plain("A"), .navigation([.plain("B")]), .plain("C")])),
            .engine(.setDelegateAnswer(.separateSecondary(AnswerController.none))),
            .engine(.setDelegateAnswer(.primaryViewControllerForExpanding(.controller(.navigation([.plain("L")]))))),
            .engine(.setDelegateAnswer(.displayModeForExpanding(nil))), .engine(.setDelegateAnswer(.collapseSecondary(false))),
            .engine(.setDelegateAnswer(.targetDisplayModeForAction(.oneOverSecondary))),
            .engine(.setDelegateAnswer(.collapseSecondary(true), when: DelegateCondition(argument: "secondary", name: "Empty"))),
            .engine(.setDelegateAnswer(.separateSecondary(.controller(.navigation([.plain("E")]))),
                                       when: DelegateCondition(argument: "primary", name: "List"))),
            .engine(.setDelegateAnswer(.separateSecondary(AnswerController.none), when: DelegateCondition(argument: "primary", name: "L"))),
            .engine(.setDelegateAnswer(.show(false), when: DelegateCondition(argument: "vc", name: "A"))),
            .echo(""), .echo("a  b"), .echo("#x"), .echo("say \"hi\""), .quit(nil), .quit(0), .quit(255), .help(nil), .help("quit"),
            .expectRefused(.engine(.device(DeviceCatalog.all.first { $0.name == "iPad Pro 13-inch (M4)" }!, .landscape, .full))),
            .expectRefused(.expectRefused(.engine(.tap(.dimmingView)))), .expect(Query("device"), "iPad (A16)"),
            .expectEvent(try! EventMatch("delegate.collapseSecondary(nav[A], onto: nav[B]) -> true")), .expectNoEvent(try! EventMatch("didCollapse")),
            .get(Query("preferredInspectorColumnWidthFraction")),
        ]
        return commands
    }()

    struct Generated: Sendable, CustomTestStringConvertible {
        let command: ShellCommand
        var testDescription: String { CommandPrinter.print(command) ?? "\(command)" }
    }

    @Test(arguments: generated.map(Generated.init))
    func generatedCommandsRoundTrip(_ row: Generated) throws {
        let printed = try #require(CommandPrinter.print(row.command))
        #expect(try Parser.parse(printed) == row.command)
    }

    static let aliases: [Case<String, String>] = [
        Case("exit is quit", "exit 2", "quit 2"),
        Case("primaryHidden", "setPreferredDisplayMode primaryHidden", "setPreferredDisplayMode secondaryOnly"),
        Case("allVisible", "setPreferredDisplayMode allVisible", "setPreferredDisplayMode oneBesideSecondary"),
        Case("primaryOverlay", "delegate displayModeForExpanding primaryOverlay", "delegate displayModeForExpanding oneOverSecondary"),
        Case("yes", "setPresentsWithGesture yes", "setPresentsWithGesture true"),
        Case("off", "setShowsSecondaryOnlyButton off", "setShowsSecondaryOnlyButton false"),
        Case("bare device portrait", "device \"iPad (A16)\"", "device \"iPad (A16)\" portrait"),
        Case("device in words, any case", "device ipad air 13-inch landscape half", "device \"iPad Air 13-inch\" landscape half"),
        Case("device prefix", "device iPad Pro 13 landscape", "device \"iPad Pro 13-inch (M4)\" landscape"),
        Case("device pane without orientation", "device \"iPad (A16)\" slideOver", "device \"iPad (A16)\" portrait slideOver"),
        Case("full pane is the default", "device \"iPad (A16)\" landscape full", "device \"iPad (A16)\" landscape"),
        Case("expect reads as a setter", "expect displayMode allVisible", "expect displayMode oneBesideSecondary"),
        Case("expect boolean", "expect isCollapsed yes", "expect isCollapsed true"),
        Case("expect number", "expect primaryColumnWidth 320.0", "expect primaryColumnWidth 320"),
        Case("expect frame", "expect frame primary -0 320.50", "expect frame primary 0 320.5"),
        Case("expect device prefix", "expect device ipad (a16)", "expect device iPad (A16)"),
        Case("expect controllers", "expect viewControllers nav[A,B] C", "expect viewControllers nav[A,B] C"),
        Case("expectRefused canonicalises", "expectRefused setPreferredDisplayMode allVisible", "expectRefused setPreferredDisplayMode oneBesideSecondary"),
        Case("expectRefused reads its command as a line", "expectRefused   device \"iPad (A16)\"  # a comment", "expectRefused device \"iPad (A16)\" portrait"),
        Case("expectEvent keeps its text", "expectEvent  delegate.willChangeTo(secondaryOnly) ", "expectEvent delegate.willChangeTo(secondaryOnly)"),
        Case("echo joins words", "echo  a   b ", "echo a b"),
        Case("help by alias", "help exit", "help quit"),
        Case("number forms", "width 0954.50", "width 954.5"),
        Case("show from split", "showViewController Message from split", "showViewController Message from split"),
    ]

    @Test(arguments: aliases)
    func readsAliasesAndPrintsCanonically(_ row: Case<String, String>) throws {
        let command = try #require(try Parser.parse(row.input))
        #expect(CommandPrinter.print(command) == row.output)
    }

    @Test(arguments: ["", "   ", "# only a comment"])
    func blankLinesAreNoCommand(_ line: String) throws {
        #expect(try Parser.parse(line) == nil)
    }

    static let errors: [Case<String, ShellError>] = [
        Case("unknown command", "shwo primary", .unknownCommand("shwo", suggestions: ["show"])),
        Case("wrong case", "setstyle tripleColumn", .unknownCommand("setstyle", suggestions: ["setStyle"])),
        Case("nothing close", "xyzzy", .unknownCommand("xyzzy", suggestions: [])),
        Case("unknown value, prefix", "setPreferredDisplayMode twoBeside",
             .unknownValue("twoBeside", in: .displayMode, suggestions: ["twoBesideSecondary"])),
        Case("unknown value, typo", "setStyle tripleColum", .unknownValue("tripleColum", in: .style, suggestions: ["tripleColumn"])),
        Case("legacy names are case-sensitive", "setPreferredDisplayMode allvisible",
             .unknownValue("allvisible", in: .displayMode, suggestions: ["allVisible"])),
        Case("explain suggests nothing far", "explain foo", .unknownValue("foo", in: QueryTable.names, suggestions: [])),
        Case("explain suggests its keyword", "explain lsat", .unknownValue("lsat", in: QueryTable.names, suggestions: ["last"])),
        Case("explain -v suggests a name", "explain -v dispalyMode",
             .unknownValue("dispalyMode", in: QueryTable.names, suggestions: ["displayMode"])),
        Case("get does not suggest explain's keyword", "get lsat", .unknownValue("lsat", in: QueryTable.names, suggestions: [])),
        Case("a condition on an argument the method does not take", "delegate collapseSecondary true when vc Empty",
             .conditionArgument(method: "collapseSecondary", argument: "vc")),
        Case("a condition on a method that takes no controller", "delegate topColumnForCollapsing primary when vc A",
             .conditionArgument(method: "topColumnForCollapsing", argument: "vc")),
        Case("default takes no condition", "delegate show default when vc A", .conditionalDefault(method: "show")),
        Case("unknown condition argument", "delegate show true when vcc A",
             .unknownValue("vcc", in: DelegateTable.arguments, suggestions: ["vc"])),
        Case("a condition needs a name", "delegate show true when vc", .missingArgument(command: "delegate", argument: "NAME")),
        Case("unknown column", "show primray", .unknownValue("primray", in: .column, suggestions: ["primary"])),
        Case("unknown optional column", "tap back secndary", .unknownValue("secndary", in: .column, suggestions: ["secondary"])),
        Case("missing value", "setStyle", .missingArgument(command: "setStyle", argument: "unspecified|doubleColumn|tripleColumn")),
        Case("extra value", "rotate now", .unexpectedArgument(command: "rotate", argument: "now")),
        Case("column on a button", "tap displayModeButton primary", .unexpectedArgument(command: "tap displayModeButton", argument: "primary")),
        Case("missing for", "setViewController Inbox primary", .expectedKeyword(command: "setViewController", keyword: "for", found: "primary")),
        Case("bad number", "width wide", .invalidNumber("wide")),
        Case("nan", "width nan", .invalidNumber("nan")),
        Case("hex", "height 0x10", .invalidNumber("0x10")),
        Case("bad width", "setMinimumPrimaryColumnWidth auto", .invalidWidth("auto")),
        Case("bad size", "size 1180*820", .invalidSize("1180*820")),
        Case("bad status", "quit 256", .invalidStatus("256")),
        Case("nil where a controller is needed", "showViewController nil", .nilNotAllowed(command: "showViewController")),
        Case("bad notation", "setViewController nav[A for primary", .invalidViewController("nav[A", .unclosed("nav"))),
        Case("bad sender", "showViewController A from a/b", .invalidName("a/b")),
        Case("ambiguous device", "device iPhone 15 P landscape",
             .ambiguousDevice("iPhone 15 P", candidates: ["iPhone 15 Pro", "iPhone 15 Plus", "iPhone 15 Pro Max"])),
        Case("unknown device", "device iPhone 99", .unknownDevice("iPhone 99", suggestions: ["iPhone 6"])),
        Case("unknown query", "get displayMod", .unknownValue("displayMod", in: QueryTable.names, suggestions: ["displayMode", "displayModeButtonVisibility"])),
        Case("query needs a column", "get frame", .columnRequired(query: "frame")),
        Case("query takes no column", "get width primary", .unexpectedArgument(command: "get", argument: "primary")),
        Case("expect needs a value", "expect displayMode", .missingArgument(command: "expect", argument: "VALUE...")),
        Case("expect value is read as a setter", "expect displayMode tile", .unknownValue("tile", in: .displayMode, suggestions: [])),
        Case("expectRefused of an unknown command", "expectRefused shwo primary",
             .unparsableCommand(command: "expectRefused", .unknownCommand("shwo", suggestions: ["show"]))),
        Case("expectRefused of a misspelt value", "expectRefused setStyle tripleColum",
             .unparsableCommand(command: "expectRefused", .unknownValue("tripleColum", in: .style, suggestions: ["tripleColumn"]))),
        Case("expectRefused of a bad number", "expectRefused width abc", .unparsableCommand(command: "expectRefused", .invalidNumber("abc"))),
        Case("expectRefused with nothing to refuse", "expectRefused # a comment", .missingArgument(command: "expectRefused", argument: "COMMAND...")),
        Case("expectEvent of no event kind", "expectEvent Collapse",
             .unknownEventKind("Collapse", suggestions: ["didCollapse", "collapseSecondary"])),
        Case("expectNoEvent of a part of a kind", "expectNoEvent willChange", .unknownEventKind("willChange", suggestions: ["willChangeTo"])),
        Case("expectNoEvent of a misspelt kind", "expectNoEvent Inbox.viewWillApear", .unknownEventKind("Inbox.viewWillApear", suggestions: ["viewWillAppear"])),
        Case("expectEvent of no known word", "expectEvent delegate.", .unknownEventKind("delegate.", suggestions: [])),
        Case("help for an unknown command", "help setstyle", .unknownCommand("setstyle", suggestions: ["setStyle"])),
        Case("delegate value: the hint lists default too", "delegate collapseSecondary maybe",
             .unknownValue("maybe", in: ValueSet("boolean", placeholder: "BOOL", values: ["true", "false", "default"],
                                                 aliases: ValueSet.boolean.aliases), suggestions: [])),
        Case("pop checks its column", "pop sideways", .unknownValue("sideways", in: .column, suggestions: [])),
    ]

    @Test(arguments: errors)
    func refuses(_ row: Case<String, ShellError>) {
        #expect(throws: row.output) { try Parser.parse(row.input) }
    }

    @Test func iPhone16ProIsAmbiguousOnlyByPrefix() throws {
        // "iPhone 16 Pro" is an exact name, so it wins over the prefix of "iPhone 16 Pro Max".
        #expect(try Parser.parse("device iphone 16 pro") == .engine(.device(DeviceCatalog.all.first { $0.name == "iPhone 16 Pro" }!, .portrait, .full)))
    }
}
