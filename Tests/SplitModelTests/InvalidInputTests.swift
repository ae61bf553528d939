import Testing
@testable import SplitModel

/// Out-of-range and wrong-style input is refused with the right `SplitError` and changes nothing; what UIKit
/// ignores succeeds with a note naming the rule and changes nothing on screen (commands.md, "Refused or ignored").
@Suite struct InvalidInputTests {
    // MARK: Setups

    static let triple: [Command] = [.setStyle(.tripleColumn)]
    static let classic: [Command] = [.setStyle(.unspecified)]
    static let iPhone: [Command] = [.device(.preset("iPhone 16"), .portrait, .full)]
    static let os18: [Command] = [.ruleSet(.ios18)]
    /// Triple column at 820: too narrow for two tiled sidebars, so a twoOver request shows twoOver (WID-3, MODE-3).
    static let tripleTwoOver: [Command] = [.setStyle(.tripleColumn), .resize(width: 820, height: nil), .setPreferredDisplayMode(.twoOverSecondary)]

    // MARK: Refused commands

    /// A command refused in the state the setup leads to, with the error UIKit (or splitnav) gives.
    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let setup: [Command]
        let command: Command
        let expected: SplitError

        var testDescription: String { name }
    }

    static let windowRows: [Refusal] = {
        let values: [(String, Points)] = [("negative", -1), ("zero", 0), ("below one point", 0.5), ("NaN", .nan),
                                          ("+infinity", .infinity), ("-infinity", -.infinity), ("1e308", 1e308),
                                          ("past 100000", 100_000.5)]
        return values.flatMap { label, value in
            [Refusal(name: "width \(label)", setup: [], command: .resize(width: value, height: nil), expected: .invalidWindowSide(value)),
             Refusal(name: "height \(label)", setup: [], command: .resize(width: nil, height: value), expected: .invalidWindowSide(value)),
             Refusal(name: "size 800x\(label)", setup: [], command: .resize(width: 800, height: value), expected: .invalidWindowSide(value))]
        }
    }()

    static let widthRows: [Refusal] = {
        let values: [(String, Double)] = [("NaN", .nan), ("-1", -1), ("+infinity", .infinity), ("-infinity", -.infinity), ("1e308", 1e308)]
        var rows: [Refusal] = []
        for property in WidthProperty.all {
            for (label, value) in values {
                let fraction = property.kind == .fraction
                rows.append(Refusal(name: "\(property.uikitName) \(label)", setup: triple,
                                    command: .setWidth(property, .value(value)),
                                    expected: fraction ? .fractionOutOfRange(property, value) : .invalidWidth(property, value)))
            }
            if property.kind == .fraction {
                for value in [-0.1, 1.5, 1.0001] {
                    rows.append(Refusal(name: "\(property.uikitName) \(value)", setup: triple, command: .setWidth(property, .value(value)),
                                        expected: .fractionOutOfRange(property, value)))
                }
            } else {
                rows.append(Refusal(name: "\(property.uikitName) 100000.5", setup: triple,
                                    command: .setWidth(property, .value(100_000.5)), expected: .invalidWidth(property, 100_000.5)))
            }
        }
        return rows
    }()

    static let styleRows: [Refusal] = {
        var rows: [Refusal] = WidthProperty.all.filter { $0.column == .supplementary }.map { property in
            Refusal(name: "\(property.uikitName) on doubleColumn", setup: [],
                    command: .setWidth(property, .value(property.kind == .fraction ? 0.3 : 300)),
                    expected: .supplementaryUnsupportedForDoubleColumn(api: property.uikitName))
        }
        rows.append(Refusal(name: "preferredSupplementaryColumnWidth automatic on doubleColumn", setup: [],
                            command: .setWidth(WidthProperty(.preferred, of: .supplementary), .automatic),
                            expected: .supplementaryUnsupportedForDoubleColumn(api: "preferredSupplementaryColumnWidth")))
        rows += SplitBehavior.allCases.map { behavior in
            Refusal(name: "setPreferredSplitBehavior \(behavior) on classic", setup: classic,
                    command: .setPreferredSplitBehavior(behavior), expected: .requiresInitWithStyle(api: "preferredSplitBehavior"))
        }
        rows += BackgroundStyle.allCases.map { style in
            Refusal(name: "setPrimaryBackgroundStyle \(style) on classic", setup: classic,
                    command: .setPrimaryBackgroundStyle(style), expected: .requiresInitWithStyle(api: "primaryBackgroundStyle"))
        }
        rows += [
            Refusal(name: "setViewControllers with 3 entries on classic", setup: classic,
                    command: .setViewControllers([.plain("A"), .plain("B"), .plain("C")]), expected: .tooManyViewControllers(3)),
            Refusal(name: "setViewControllers on doubleColumn", setup: [],
                    command: .setViewControllers([.plain("A"), .plain("B")]), expected: .viewControllersRequiresClassic),
            Refusal(name: "setViewControllers with 3 entries on tripleColumn", setup: triple,
                    command: .setViewControllers([.plain("A"), .plain("B"), .plain("C")]), expected: .viewControllersRequiresClassic),
        ]
        return rows
    }()

    static let controllerRows: [Refusal] = [
        Refusal(name: "Primary set for the secondary", setup: [],
                command: .setViewController(.plain("Primary"), for: .secondary), expected: .alreadySpecified(name: "Primary", column: .primary)),
        Refusal(name: "nav[Secondary] set for the supplementary", setup: triple,
                command: .setViewController(.navigation([.plain("Secondary")]), for: .supplementary),
                expected: .alreadySpecified(name: "Secondary", column: .secondary)),
        Refusal(name: "Secondary set for the compact column", setup: [],
                command: .setViewController(.plain("Secondary"), for: .compact), expected: .alreadySpecified(name: "Secondary", column: .secondary)),
        Refusal(name: "Supplementary set for the primary", setup: triple,
                command: .setViewController(.navigation([.plain("X1"), .plain("Supplementary")]), for: .primary),
                expected: .alreadySpecified(name: "Supplementary", column: .supplementary)),
        Refusal(name: "a name deep in another column's navigation controller", setup: [.setViewController(.navigation([.plain("N1"), .plain("N2")]), for: .secondary)],
                command: .setViewController(.plain("N2"), for: .primary), expected: .alreadySpecified(name: "N2", column: .secondary)),
        Refusal(name: "a name pushed onto the primary, set for the compact column", setup: [.push(.plain("P1"), onto: .primary)],
                command: .setViewController(.navigation([.plain("C1"), .plain("P1")]), for: .compact), expected: .alreadySpecified(name: "P1", column: .primary)),
        Refusal(name: "a presented controller's name set for a column", setup: [.present(.plain("Pop1"))],
                command: .setViewController(.plain("Pop1"), for: .secondary), expected: .alreadyPresented("Pop1")),
        Refusal(name: "showDetailViewController Primary", setup: [],
                command: .showDetailViewController(.plain("Primary"), sender: .primaryTop), expected: .alreadySpecified(name: "Primary", column: .primary)),
        Refusal(name: "showViewController Secondary", setup: [],
                command: .showViewController(.plain("Secondary"), sender: .primaryTop), expected: .alreadySpecified(name: "Secondary", column: .secondary)),
        Refusal(name: "tab bar in the primary", setup: [],
                command: .setViewController(.tabBar([.navigation([.plain("T1")]), .plain("T2")]), for: .primary), expected: .tabBarNotAllowed(.primary)),
        Refusal(name: "tab bar in the supplementary", setup: triple,
                command: .setViewController(.tabBar([.plain("T1"), .plain("T2")]), for: .supplementary), expected: .tabBarNotAllowed(.supplementary)),
        Refusal(name: "an empty navigation controller", setup: [],
                command: .setViewController(.navigation([]), for: .secondary), expected: .emptyContainer),
        Refusal(name: "one name twice in a stack", setup: [],
                command: .setViewController(.navigation([.plain("X1"), .plain("X1")]), for: .secondary), expected: .duplicateName("X1")),
        Refusal(name: "a sender not in the hierarchy", setup: [],
                command: .showViewController(.plain("X1"), sender: .controller("Nobody")), expected: .unknownSender("Nobody")),
    ]

    static let columnRows: [Refusal] = [
        Refusal(name: "show compact", setup: [], command: .show(.compact), expected: .compactColumnNotAccepted),
        Refusal(name: "hide compact", setup: [], command: .hide(.compact), expected: .compactColumnNotAccepted),
        Refusal(name: "show compact while collapsed", setup: iPhone, command: .show(.compact), expected: .compactColumnNotAccepted),
        Refusal(name: "show inspector under os 18", setup: os18, command: .show(.inspector), expected: .inspectorRequiresOS26),
        Refusal(name: "hide inspector under os 18", setup: os18, command: .hide(.inspector), expected: .inspectorRequiresOS26),
        Refusal(name: "setViewController for the inspector under os 18", setup: os18,
                command: .setViewController(.plain("I1"), for: .inspector), expected: .inspectorRequiresOS26),
        Refusal(name: "preferredInspectorColumnWidth under os 18", setup: os18,
                command: .setWidth(WidthProperty(.preferred, of: .inspector), .value(300)), expected: .inspectorRequiresOS26),
        Refusal(name: "minimumInspectorColumnWidth under os 18", setup: os18 + triple,
                command: .setWidth(WidthProperty(.minimum, of: .inspector), .value(300)), expected: .inspectorRequiresOS26),
    ]

    static let actionRows: [Refusal] = [
        Refusal(name: "tap secondaryOnlyButton when showsSecondaryOnlyButton is false", setup: triple,
                command: .tap(.secondaryOnlyButton), expected: .buttonNotShown(.secondaryOnlyButton)),
        Refusal(name: "tap secondaryOnlyButton on doubleColumn", setup: [.setShowsSecondaryOnlyButton(true)],
                command: .tap(.secondaryOnlyButton), expected: .buttonNotShown(.secondaryOnlyButton)),
        Refusal(name: "tap displayModeButton with visibility never", setup: [.setDisplayModeButtonVisibility(.never)],
                command: .tap(.displayModeButton), expected: .buttonNotShown(.displayModeButton)),
        Refusal(name: "tap displayModeButton with presentsWithGesture false", setup: [.setPresentsWithGesture(false)],
                command: .tap(.displayModeButton), expected: .buttonNotShown(.displayModeButton)),
        Refusal(name: "tap displayModeButton in twoOverSecondary", setup: tripleTwoOver,
                command: .tap(.displayModeButton), expected: .buttonNotShown(.displayModeButton)),
        Refusal(name: "tap displayModeButton in twoOverSecondary with visibility always",
                setup: tripleTwoOver + [.setDisplayModeButtonVisibility(.always)],
                command: .tap(.displayModeButton), expected: .buttonNotShown(.displayModeButton)),
        Refusal(name: "tap displayModeButton in triple tile secondaryOnly", setup: triple + [.setPreferredDisplayMode(.secondaryOnly)],
                command: .tap(.displayModeButton), expected: .buttonNotShown(.displayModeButton)),
        Refusal(name: "tap displayModeButton while collapsed", setup: iPhone,
                command: .tap(.displayModeButton), expected: .buttonNotShown(.displayModeButton)),
        Refusal(name: "tap dimmingView with nothing dimmed", setup: [], command: .tap(.dimmingView), expected: .nothingDimmed),
        Refusal(name: "tap dimmingView in twoBesideSecondary", setup: triple, command: .tap(.dimmingView), expected: .nothingDimmed),
        Refusal(name: "tap dimmingView while collapsed", setup: iPhone, command: .tap(.dimmingView), expected: .nothingDimmed),
        Refusal(name: "tap back with a one-controller secondary", setup: [], command: .tap(.back(nil)), expected: .nothingToGoBack(.secondary)),
        Refusal(name: "tap back primary with a one-controller primary", setup: [], command: .tap(.back(.primary)), expected: .nothingToGoBack(.primary)),
        Refusal(name: "tap back supplementary on doubleColumn", setup: [], command: .tap(.back(.supplementary)),
                expected: .nothingToGoBack(.supplementary)),
        Refusal(name: "tap back while collapsed on the primary alone", setup: [.setDelegateAnswer(.topColumnForCollapsing(.primary))] + iPhone,
                command: .tap(.back(nil)), expected: .nothingToGoBack(nil)),
        Refusal(name: "swipe reveal with presentsWithGesture false", setup: [.setPresentsWithGesture(false)],
                command: .swipe(.reveal), expected: .gesturesDisabled),
        Refusal(name: "swipe dismiss with presentsWithGesture false", setup: [.setPresentsWithGesture(false)],
                command: .swipe(.dismiss), expected: .gesturesDisabled),
        Refusal(name: "swipe dismiss in secondaryOnly", setup: [.setPreferredDisplayMode(.secondaryOnly)],
                command: .swipe(.dismiss), expected: .nothingToSwipe(.dismiss)),
        Refusal(name: "swipe reveal while collapsed", setup: iPhone, command: .swipe(.reveal), expected: .swipeWhileCollapsed),
    ]

    static let paneRows: [Refusal] = [
        Refusal(name: "iPhone portrait half", setup: [], command: .device(.preset("iPhone 16"), .portrait, .half),
                expected: .paneUnavailable(.half, .phone, .portrait)),
        Refusal(name: "iPhone landscape third", setup: [], command: .device(.preset("iPhone 16 Pro Max"), .landscape, .third),
                expected: .paneUnavailable(.third, .phone, .landscape)),
        Refusal(name: "iPhone landscape slideOver", setup: [], command: .device(.preset("iPhone SE (3rd generation)"), .landscape, .slideOver),
                expected: .paneUnavailable(.slideOver, .phone, .landscape)),
        Refusal(name: "iPad portrait half", setup: [], command: .device(.preset("iPad (A16)"), .portrait, .half),
                expected: .paneUnavailable(.half, .pad, .portrait)),
        Refusal(name: "iPad Pro 12.9-inch portrait half", setup: [], command: .device(.preset("iPad Pro 12.9-inch"), .portrait, .half),
                expected: .paneUnavailable(.half, .pad, .portrait)),
    ]

    static let refusals: [Refusal] = windowRows + widthRows + styleRows + controllerRows + columnRows + actionRows + paneRows

    @Test("refused with the expected error, nothing changed", arguments: refusals)
    func refused(_ row: Refusal) throws {
        let before = try prepared(row.setup)
        var state = before
        switch SplitEngine.apply(row.command, to: state) {
        case .success(let outcome):
            state = outcome.state
            Issue.record("\(spelled(row.command)) was accepted (notes \(outcome.notes)); expected \(row.expected)")
        case .failure(let error):
            // Errors are compared by their printed form, so NaN payloads compare equal.
            #expect("\(error)" == "\(row.expected)")
            #expect(Self.sameCase(error, row.expected), "refused with another case: \(error)")
        }
        #expect(state == before, "a refused command changed the state")
        #expect(checkInvariants(state).isEmpty)
    }

    /// Whether two errors are the same case, whatever their payloads.
    static func sameCase(_ lhs: SplitError, _ rhs: SplitError) -> Bool {
        "\(lhs)".prefix(while: { $0 != "(" }) == "\(rhs)".prefix(while: { $0 != "(" })
    }

    /// The start-up state after a setup that must be accepted.
    func prepared(_ setup: [Command]) throws -> SplitState {
        var state = SplitEngine.initialState()
        for command in setup {
            switch SplitEngine.apply(command, to: state) {
            case .success(let outcome): state = outcome.state
            case .failure(let error):
                Issue.record("setup command \(spelled(command)) was refused: \(error)")
                throw error
            }
        }
        return state
    }

    // MARK: Refused readings

    /// A getter UIKit raises for in the state the setup leads to.
    struct RefusedReading: Sendable, CustomTestStringConvertible {
        let name: String
        let setup: [Command]
        let read: @Sendable (SplitState) throws -> Void
        let expected: SplitError
        var testDescription: String { name }
    }

    static let refusedReadings: [RefusedReading] = [
        RefusedReading(name: "splitBehavior on classic", setup: classic, read: { _ = try $0.readSplitBehavior() },
                       expected: .requiresInitWithStyle(api: "splitBehavior")),
        RefusedReading(name: "preferredSplitBehavior on classic", setup: classic, read: { _ = try $0.readPreferredSplitBehavior() },
                       expected: .requiresInitWithStyle(api: "preferredSplitBehavior")),
        RefusedReading(name: "primaryBackgroundStyle on classic", setup: classic, read: { _ = try $0.readPrimaryBackgroundStyle() },
                       expected: .requiresInitWithStyle(api: "primaryBackgroundStyle")),
        RefusedReading(name: "splitBehavior on classic, collapsed", setup: classic + iPhone, read: { _ = try $0.readSplitBehavior() },
                       expected: .requiresInitWithStyle(api: "splitBehavior")),
        RefusedReading(name: "supplementaryColumnWidth on doubleColumn", setup: [], read: { _ = try $0.readColumnWidth(.supplementary) },
                       expected: .supplementaryUnsupportedForDoubleColumn(api: "supplementaryColumnWidth")),
        RefusedReading(name: "minimumSupplementaryColumnWidth on doubleColumn", setup: [],
                       read: { _ = try $0.readWidthProperty(WidthProperty(.minimum, of: .supplementary)) },
                       expected: .supplementaryUnsupportedForDoubleColumn(api: "minimumSupplementaryColumnWidth")),
        RefusedReading(name: "inspectorColumnWidth under os 18", setup: os18, read: { _ = try $0.readColumnWidth(.inspector) },
                       expected: .inspectorRequiresOS26),
    ]

    @Test("refused readings raise UIKit's reason", arguments: refusedReadings)
    func refusedReading(_ row: RefusedReading) throws {
        let state = try prepared(row.setup)
        do {
            try row.read(state)
            Issue.record("\(row.name) was read; expected \(row.expected)")
        } catch let error as SplitError {
            #expect(error == row.expected)
        }
    }

    // MARK: Ignored commands

    /// A command UIKit accepts and does nothing with: success, a note naming the rule, nothing on screen changes.
    struct Ignored: Sendable, CustomTestStringConvertible {
        let name: String
        let setup: [Command]
        let command: Command
        let rules: [RuleID]
        /// The command still stores a property (WID-7's points width on classic, SHOW-4's preferred mode), so only
        /// what is on screen must stay as it was.
        var storesProperty = false
        var testDescription: String { name }
    }

    static let ignored: [Ignored] = [
        Ignored(name: "hide secondary (doubleColumn)", setup: [], command: .hide(.secondary), rules: [.show2]),
        Ignored(name: "hide secondary (tripleColumn, twoBeside)", setup: triple, command: .hide(.secondary), rules: [.show2]),
        Ignored(name: "hide secondary (os 18)", setup: os18, command: .hide(.secondary), rules: [.show2]),
        Ignored(name: "hide primary while collapsed", setup: iPhone, command: .hide(.primary), rules: [.show5]),
        Ignored(name: "hide primary while collapsed (triple)", setup: triple + iPhone, command: .hide(.primary), rules: [.show5]),
        Ignored(name: "show primary already shown", setup: [], command: .show(.primary), rules: [.show2]),
        Ignored(name: "show supplementary already shown", setup: triple, command: .show(.supplementary), rules: [.show2]),
        Ignored(name: "show primary already shown (triple twoBeside)", setup: triple, command: .show(.primary), rules: [.show2]),
        Ignored(name: "hide supplementary already hidden", setup: triple + [.setPreferredDisplayMode(.secondaryOnly)],
                command: .hide(.supplementary), rules: [.show2]),
        Ignored(name: "hide primary already hidden", setup: [.setPreferredDisplayMode(.secondaryOnly)], command: .hide(.primary), rules: [.show2]),
        Ignored(name: "show secondary with a preferred mode set", setup: [.setPreferredDisplayMode(.oneBesideSecondary)],
                command: .show(.secondary), rules: [.show4]),
        Ignored(name: "show secondary already on top while collapsed", setup: iPhone, command: .show(.secondary), rules: [.show5],
                storesProperty: true),
        Ignored(name: "show primary already on top while collapsed", setup: [.setDelegateAnswer(.topColumnForCollapsing(.primary))] + iPhone,
                command: .show(.primary), rules: [.show5]),
        Ignored(name: "hide secondary with a compact column while collapsed",
                setup: [.setViewController(.plain("C1"), for: .compact)] + iPhone, command: .hide(.secondary), rules: [.col3]),
        Ignored(name: "show inspector already shown", setup: [.show(.inspector)], command: .show(.inspector), rules: [.ins1]),
        Ignored(name: "hide inspector already hidden", setup: [], command: .hide(.inspector), rules: [.ins1]),
        Ignored(name: "show primary on classic", setup: classic, command: .show(.primary), rules: [.show6]),
        Ignored(name: "hide primary on classic", setup: classic, command: .hide(.primary), rules: [.show6]),
        Ignored(name: "show supplementary on classic", setup: classic, command: .show(.supplementary), rules: [.show6]),
        Ignored(name: "show inspector on classic", setup: classic, command: .show(.inspector), rules: [.show6]),
        Ignored(name: "setViewController on classic", setup: classic, command: .setViewController(.plain("X1"), for: .secondary),
                rules: [.show6]),
        Ignored(name: "minimumSupplementaryColumnWidth on classic", setup: classic,
                command: .setWidth(WidthProperty(.minimum, of: .supplementary), .value(300)), rules: [.show6]),
        Ignored(name: "preferredInspectorColumnWidth on classic", setup: classic,
                command: .setWidth(WidthProperty(.preferred, of: .inspector), .value(300)), rules: [.show6]),
        Ignored(name: "preferredPrimaryColumnWidth on classic", setup: classic,
                command: .setWidth(WidthProperty(.preferred, of: .primary), .value(300)), rules: [.wid7], storesProperty: true),
        Ignored(name: "show supplementary on doubleColumn", setup: [], command: .show(.supplementary), rules: [.sn7]),
        Ignored(name: "setViewController for the supplementary on doubleColumn", setup: [],
                command: .setViewController(.plain("X1"), for: .supplementary), rules: [.sn7]),
        Ignored(name: "setViewController with the controller already there", setup: [],
                command: .setViewController(.plain("Secondary"), for: .secondary), rules: [.nav1]),
    ]

    @Test("ignored: success, a note naming the rule, nothing on screen changes", arguments: ignored)
    func ignoredCommand(_ row: Ignored) throws {
        let before = try prepared(row.setup)
        let outcome = try SplitEngine.apply(row.command, to: before).get()
        #expect(outcome.notes.map(\.rule) == row.rules, "notes: \(outcome.notes)")
        #expect(outcome.events.isEmpty, "events: \(outcome.events)")
        let old = before.layout, new = outcome.state.layout
        #expect(new.columns == old.columns)
        #expect(new.buttons == old.buttons)
        #expect(outcome.state.displayMode == before.displayMode)
        #expect(outcome.state.isCollapsed == before.isCollapsed)
        if !row.storesProperty {
            #expect(outcome.state == before, "an ignored command changed the state")
        }
        #expect(checkInvariants(outcome.state).isEmpty)
    }
}
