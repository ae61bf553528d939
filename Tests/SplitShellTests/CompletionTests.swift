import Testing
@testable import SplitShell

@Suite struct CompletionTests {
    static let columns = ["primary ", "supplementary ", "secondary ", "compact ", "inspector "]
    static let styles = ["unspecified ", "doubleColumn ", "tripleColumn "]

    /// A session with controllers in use: a plain one, a navigation controller, and (after collapsing) nothing new.
    static let session: Session = {
        var session = Session()
        for line in ["setStyle doubleColumn", "setViewController Inbox for primary", "setViewController nav[Mail,Message] for secondary"] {
            precondition(session.execute(line).error == nil, line)
        }
        return session
    }()

    static let files: Completer.DirectoryLister = { directory in
        directory == "." ? [("setup.splitnav", false), ("scripts", true), (".hidden", false)] : [("walk.splitnav", false)]
    }

    static func complete(_ line: String, cursor: Int? = nil) -> Completion {
        Completer.complete(line: line, cursor: cursor ?? line.count, session: session, directory: files)
    }

    static let cases: [Case<String, [String]>] = [
        // Command names
        Case("a unique command prefix", "setSt", ["setStyle "]),
        Case("an ambiguous prefix offers both, in table order", "setS", ["setStyle ", "setShowsSecondaryOnlyButton "]),
        Case("another case when nothing matches exactly", "SETSTYLE", ["setStyle "]),
        Case("an alias is a name", "exi", ["exit "]),
        Case("an unknown command offers nothing more", "bogus ", []),
        Case("a comment offers nothing", "# setS", []),
        // Value sets, by the command table
        Case("styles", "setStyle ", styles),
        Case("a style prefix", "setStyle tr", ["tripleColumn "]),
        Case("display modes", "setPreferredDisplayMode two", ["twoBesideSecondary ", "twoOverSecondary ", "twoDisplaceSecondary "]),
        Case("a legacy mode name when no modern one fits", "setPreferredDisplayMode primaryH", ["primaryHidden "]),
        Case("behaviours", "setPreferredSplitBehavior ", ["automatic ", "tile ", "overlay ", "displace "]),
        Case("columns", "show ", columns),
        Case("booleans", "setPresentsWithGesture ", ["true ", "false "]),
        Case("a boolean alias", "setPresentsWithGesture y", ["yes "]),
        Case("button visibility", "setDisplayModeButtonVisibility ", ["automatic ", "never ", "always "]),
        Case("a width takes automatic", "setPreferredPrimaryColumnWidth ", ["automatic "]),
        Case("a number offers nothing", "width ", []),
        Case("UIKit generations", "os ", ["26 ", "18 "]),
        Case("size classes", "sizeClass ", ["auto ", "compact ", "regular "]),
        Case("layout directions", "layoutDirection ", ["leftToRight ", "rightToLeft "]),
        Case("on and off", "events ", ["on ", "off "]),
        Case("tap targets", "tap ", ["displayModeButton ", "secondaryOnlyButton ", "dimmingView ", "back "]),
        Case("a column after tap back", "tap back ", columns),
        Case("a keyword after two numbers", "sweep width 700 1366 ", ["step ", "--svg "]),
        Case("the picture's file option after the step", "sweep width 700 1366 step 2 ", ["--svg "]),
        Case("layout offers its file option", "layout -", ["--svg "]),
        Case("the picture's file is a file name", "layout --svg ", ["scripts/", "setup.splitnav "]),
        Case("the chart's file is a file name", "sweep width 700 1366 --svg s", ["scripts/", "setup.splitnav "]),
        Case("nothing after the last argument", "setStyle tripleColumn ", []),
        Case("nothing after a command without arguments", "rotate ", []),
        // View controllers in use
        Case("controllers, nil allowed", "setViewController ", ["Inbox ", "Mail ", "Message ", "nav[Mail,Message] ", "nil "]),
        Case("a controller prefix", "setViewController M", ["Mail ", "Message "]),
        Case("the for keyword", "setViewController Inbox ", ["for "]),
        Case("the column after for", "setViewController Inbox for s", ["supplementary ", "secondary "]),
        Case("controllers, nil not allowed", "push ", ["Inbox ", "Mail ", "Message ", "nav[Mail,Message] "]),
        Case("the on keyword", "push Message ", ["on "]),
        Case("repeated controllers", "setViewControllers Inbox ", ["Inbox ", "Mail ", "Message ", "nav[Mail,Message] "]),
        Case("from after a controller", "showViewController Message ", ["from "]),
        Case("a sender is a name or split", "showDetailViewController Message from ", ["Inbox ", "Mail ", "Message ", "split "]),
        // get and expect
        Case("a property that takes a column", "get frame ", columns),
        Case("nothing after a column", "get frame primary ", []),
        Case("a property that takes a button", "get button ", ["displayModeButton ", "secondaryOnlyButton ", "back "]),
        Case("nothing after a button", "get button back ", []),
        Case("expect a button: none", "expect button back ", ["none "]),
        Case("the bars an app places the item in", "placeDisplayModeButtonItem ", ["primary ", "secondary ", "none "]),
        Case("property prefix", "get isC", ["isCollapsed "]),
        Case("explain takes a property", "explain visibleC", ["visibleColumns "]),
        Case("expect a mode", "expect displayMode one", ["oneBesideSecondary ", "oneOverSecondary "]),
        Case("expect a boolean", "expect isShowing primary ", ["true ", "false "]),
        Case("expect a list, first word", "expect visibleColumns ", columns + ["none "]),
        Case("expect a list, later words", "expect visibleColumns primary ", columns),
        Case("expect a controller", "expect viewController secondary n", ["nav[Mail,Message] ", "nil "]),
        Case("expect names", "expect stack secondary ", ["Inbox ", "Mail ", "Message ", "none "]),
        Case("expect a width", "expect preferredPrimaryColumnWidth ", ["automatic "]),
        Case("expect a number", "expect width ", []),
        Case("expect a choice takes one word", "expect style tripleColumn ", []),
        Case("expect a controller takes one word", "expect viewController secondary Inbox ", []),
        Case("expect a frame offers nothing", "expect frame primary ", []),
        Case("expect a list of buttons", "expect buttons ", ["displayModeButton ", "secondaryOnlyButton ", "back ", "none "]),
        Case("expect a presentation, its controller", "expect presented ", ["Inbox ", "Mail ", "Message ", "none "]),
        Case("expect a presentation, its style", "expect presented Inbox ",
             ["popover ", "formSheet ", "pageSheet ", "fullScreen ", "overFullScreen "]),
        Case("expect a presentation ends after its style", "expect presented Inbox popover ", []),
        Case("present takes from after its style", "present Share popover ", ["from "]),
        Case("a presenter is a controller name or split", "present Share popover from ", ["Inbox ", "Mail ", "Message ", "split "]),
        Case("dismiss takes from", "dismiss ", ["from "]),
        Case("dismiss from a controller name or split", "dismiss from M", ["Mail ", "Message "]),
        // delegate
        Case("delegate methods", "delegate top", ["topColumnForCollapsing "]),
        Case("a delegate column", "delegate topColumnForCollapsing ", columns + ["default "]),
        Case("a delegate boolean", "delegate collapseSecondary ", ["true ", "false ", "default "]),
        Case("a delegate controller", "delegate separateSecondary ", ["Inbox ", "Mail ", "Message ", "nav[Mail,Message] ", "nil ", "default "]),
        Case("a delegate mode", "delegate displayModeForExpanding one", ["oneBesideSecondary ", "oneOverSecondary "]),
        Case("default alone fits", "delegate show d", ["default "]),
        Case("a condition after an answer", "delegate collapseSecondary true ", ["when "]),
        Case("no condition on a method that receives no controller", "delegate topColumnForCollapsing primary ", []),
        Case("a condition names the method's arguments", "delegate collapseSecondary true when ", ["secondary ", "primary "]),
        Case("show's one argument", "delegate show false when ", ["vc "]),
        Case("then a controller name", "delegate separateSecondary nil when primary ", ["Inbox ", "Mail ", "Message "]),
        Case("nothing after the name", "delegate show true when vc Inbox ", []),
        Case("no answer for an unknown method", "delegate bogus ", []),
        Case("a delegate presentation style", "delegate adaptivePresentationStyle ", ["none ", "fullScreen ", "overFullScreen ", "default "]),
        // Commands inside commands, files
        Case("help takes a command", "help setSt", ["setStyle "]),
        Case("expectRefused completes its command", "expectRefused setStyle d", ["doubleColumn "]),
        Case("expectRefused completes the command name", "expectRefused tap d", ["displayModeButton ", "dimmingView "]),
        Case("files, hidden ones left out", "source ", ["scripts/", "setup.splitnav "]),
        Case("files in a directory", "source scripts/", ["scripts/walk.splitnav "]),
        Case("hidden files when asked for", "source .", [".hidden "]),
        Case("save completes files as source does", "save scripts/", ["scripts/walk.splitnav "]),
        Case("quit takes a number", "quit ", []),
    ]

    @Test(arguments: cases)
    func completes(_ row: Case<String, [String]>) {
        #expect(Self.complete(row.input).words == row.output)
    }

    @Test func explainOffersItsFlagAndLastBesideTheNames() {
        #expect(Self.complete("explain -").words == ["-v "])
        #expect(Self.complete("explain la").words == ["last ", "layoutEnvironment ", "layoutDirection "])
        #expect(Self.complete("explain -v la").words == ["last ", "layoutEnvironment ", "layoutDirection "])
        #expect(Self.complete("why ").words == ["-v "])
        #expect(Self.complete("wh").words == ["why "])
    }

    @Test func everyCommandNameOnAnEmptyLine() {
        #expect(Self.complete("").words == CommandTable.allNames.map { $0 + " " })
    }

    @Test func theCursorDecidesTheWord() {
        #expect(Self.complete("setStyle trip and more", cursor: 13).words == ["tripleColumn "])
        #expect(Self.complete("setStyle trip", cursor: 99).words == ["tripleColumn "])
        #expect(Self.complete("setStyle trip", cursor: 0).words.count == CommandTable.allNames.count)
    }

    @Test func replacesTheWordBeingTyped() {
        let completion = Self.complete("setStyle tr")
        #expect(completion.replacing == "tr")
        #expect(completion.candidates.map(\.label) == ["tripleColumn"])
    }

    @Test func deviceNamesAreQuotedAndReplaceEveryWordTyped() {
        let completion = Self.complete("device iPad Pro 11-inch (")
        #expect(completion.replacing == "iPad Pro 11-inch (")
        #expect(completion.words == ["\"iPad Pro 11-inch (2nd generation)\" ", "\"iPad Pro 11-inch (3rd generation)\" ",
                                     "\"iPad Pro 11-inch (4th generation)\" ", "\"iPad Pro 11-inch (M4)\" "])
        #expect(completion.candidates.last?.label == "iPad Pro 11-inch (M4)")
    }

    @Test func aQuotedDeviceNameCompletes() {
        let completion = Self.complete("device \"ipad mini (a1")
        #expect(completion.replacing == "\"ipad mini (a1")
        #expect(completion.words == ["\"iPad mini (A17 Pro)\" "])
    }

    @Test func afterADeviceComeOrientationAndPane() {
        #expect(Self.complete("device \"iPad (A16)\" ").words
                == ["portrait ", "landscape ", "full ", "twoThirds ", "half ", "third ", "slideOver "])
        #expect(Self.complete("device iPad (A16) landscape ").words == ["full ", "twoThirds ", "half ", "third ", "slideOver "])
    }

    /// Panes are an iPad's; after an iPhone they would be refused, so Tab offers only the orientation.
    @Test func afterAnIPhoneComesNoPane() {
        #expect(Self.complete("device \"iPhone 16\" ").words == ["portrait ", "landscape "])
        #expect(Self.complete("device iPhone 16 Pro landscape ").words == [])
    }

    @Test func aDeviceThatIsAlsoAPrefixOffersBoth() {
        let completion = Self.complete("device iPad Air 1")
        #expect(completion.replacing == "iPad Air 1")
        #expect(completion.words == ["\"iPad Air 13-inch\" ", "\"iPad Air 11-inch\" "])
    }

    @Test func expectDeviceOffersDevicesAndNone() {
        let words = Self.complete("expect device ").words
        #expect(words.contains("\"iPad (A16)\" "))
        #expect(words.last == "none ")
    }

    /// Every word of every example in the command table is offered where it stands, whenever Tab offers anything there
    /// (free text offers nothing; numbers, files and controllers the session does not hold are skipped).
    @Test func everyExampleWordIsOffered() {
        let controllers = Set((Completer.controllerWords(Self.session.state) + ["nil", "split", "none", "default"]).map { $0 + " " })
        for spec in CommandTable.all {
            for example in spec.examples {
                guard let (tokens, last) = Completer.lex(example) else { continue }
                // Numbers and file names are the user's own; Tab offers only `automatic` or the directory.
                let all = tokens + [last]
                // A file a picture is written to is the user's own too.
                let files = Set(all.indices.dropFirst().filter { all[$0 - 1].text == "--svg" }.map { all[$0].start })
                for token in all where !token.text.isEmpty && NumberFormat.parse(token.text) == nil && !["source", "export", "save"].contains(spec.name)
                && !files.contains(token.start) {
                    let words = Self.complete(String(example[..<token.start])).words
                    let expected = Tokenizer.quote(token.text) + " "
                    if words.isEmpty || words.contains(expected) || Set(words).isSubset(of: controllers) { continue }
                    Issue.record("\(example): '\(token.text)' is not among \(words)")
                }
            }
        }
    }
}
