import Testing
@testable import SplitModel

/// Hand-written scenarios across both rule sets, every style, iPhone and iPad presets, collapsed and expanded and the
/// trailing edge, with every invariant (`checkInvariants`, `checkTransition`) checked after each step.
@Suite struct InvariantTests {
    static let iPad = Device.preset("iPad (A16)")
    static let iPadPro = Device.preset("iPad Pro 12.9-inch")
    static let iPadMini = Device.preset("iPad mini (A17 Pro)")
    static let iPhone = Device.preset("iPhone 16")
    static let iPhoneMax = Device.preset("iPhone 16 Pro Max")
    static let iPhoneSE = Device.preset("iPhone SE (3rd generation)")

    /// A named list of commands, run from the start-up state under one rule set.
    struct Scenario: Sendable, CustomTestStringConvertible {
        let name: String
        let commands: [Command]
        var testDescription: String { name }
    }

    /// Widths where a fit test or the size class flips (ENV-3, ENV-5, WID-3, MODE-4), largest first, then back up.
    static let sweep: [Command] = [1366, 1180, 1000, 954.5, 954.25, 954.249, 954, 820, 678, 677.75, 640, 600, 464.25, 463.75, 400,
                                   320, 678, 1024, 1366].map { .resize(width: $0, height: nil) }

    /// Every preferred mode, requested in turn, each followed by a tap on whatever the display-mode button offers.
    static let everyMode: [Command] = DisplayMode.allCases.flatMap { mode in [.setPreferredDisplayMode(mode), .swipe(.reveal)] }

    static let scenarios: [Scenario] = [
        Scenario(name: "doubleColumn width sweep, regular held", commands: [.sizeClass(.regular)] + sweep + [.sizeClass(.auto)] + sweep),
        Scenario(name: "tripleColumn width sweep, regular held",
                 commands: [.setStyle(.tripleColumn), .sizeClass(.regular)] + sweep + [.sizeClass(.auto)] + sweep),
        Scenario(name: "tripleColumn every mode at 820 and at 1366",
                 commands: [.setStyle(.tripleColumn), .resize(width: 820, height: nil)] + everyMode
                    + [.resize(width: 1366, height: nil)] + everyMode + [.tap(.dimmingView)]),
        Scenario(name: "tripleColumn behaviors and taps", commands: [.setStyle(.tripleColumn), .resize(width: 820, height: nil)]
                    + SplitBehavior.allCases.flatMap { behavior -> [Command] in
                        [.setPreferredSplitBehavior(behavior), .relaunch, .tap(.displayModeButton), .tap(.displayModeButton),
                         .show(.primary), .hide(.supplementary), .show(.secondary), .swipe(.dismiss), .resize(width: 1180, height: nil),
                         .show(.primary), .hide(.primary), .resize(width: 820, height: nil)]
                    }),
        Scenario(name: "trailing edge, triple, inspector", commands: [
            .setStyle(.tripleColumn), .setPrimaryEdge(.trailing), .show(.inspector), .resize(width: 1366, height: nil),
            .setPreferredDisplayMode(.twoBesideSecondary), .setPreferredDisplayMode(.twoOverSecondary), .tap(.dimmingView),
            .setPreferredDisplayMode(.oneOverSecondary), .setPrimaryBackgroundStyle(.none), .setPreferredDisplayMode(.twoOverSecondary),
            .resize(width: 820, height: nil), .setPreferredDisplayMode(.oneBesideSecondary), .hide(.inspector), .setPrimaryEdge(.leading),
        ]),
        Scenario(name: "trailing edge, double, widths", commands: [
            .setPrimaryEdge(.trailing), .resize(width: 820, height: nil),
            .setWidth(WidthProperty(.fraction, of: .primary), .value(0.4)), .setWidth(WidthProperty(.minimum, of: .primary), .value(400)),
            .setWidth(WidthProperty(.maximum, of: .primary), .value(300)), .setPrimaryBackgroundStyle(.none),
            .setPreferredDisplayMode(.oneOverSecondary), .tap(.dimmingView), .show(.primary), .hide(.primary),
        ]),
        Scenario(name: "width properties at their limits", commands: [
            .setStyle(.tripleColumn), .sizeClass(.regular),
            .setWidth(WidthProperty(.minimum, of: .primary), .value(300)), .setWidth(WidthProperty(.minimum, of: .supplementary), .value(300)),
            .setWidth(WidthProperty(.minimum, of: .secondary), .value(500)), .resize(width: 1014.25, height: nil),
            .resize(width: 1100.25, height: nil), .setWidth(WidthProperty(.fraction, of: .supplementary), .value(1)),
            .setWidth(WidthProperty(.preferred, of: .primary), .value(1400)), .setPreferredDisplayMode(.twoOverSecondary),
            .resize(width: 600, height: nil), .setWidth(WidthProperty(.minimum, of: .supplementary), .value(700)),
            .setPreferredDisplayMode(.oneOverSecondary), .setWidth(WidthProperty(.maximum, of: .supplementary), .value(250)),
            .setPreferredDisplayMode(.automatic), .resize(width: 1366, height: nil),
        ]),
        Scenario(name: "iPhone 16: collapsed triple, push and pop", commands: [
            .setStyle(.tripleColumn), .device(iPhone, .portrait, .full), .show(.primary), .show(.secondary), .tap(.back(nil)),
            .hide(.supplementary), .showDetailViewController(.plain("Detail"), sender: .primaryTop),
            .showViewController(.plain("Pushed"), sender: .primaryTop), .tap(.back(nil)), .show(.inspector), .rotate,
            .device(iPhoneMax, .landscape, .full), .device(iPhoneMax, .portrait, .full), .hide(.inspector),
        ]),
        Scenario(name: "iPhone: delegate top columns and a compact column", commands: [
            .setDelegateAnswer(.topColumnForCollapsing(.primary)), .device(iPhoneSE, .portrait, .full), .show(.secondary),
            .device(iPhoneMax, .landscape, .full), .setDelegateAnswer(.displayModeForExpanding(.secondaryOnly)),
            .device(iPhoneMax, .portrait, .full), .setViewController(.plain("Compact"), for: .compact),
            .device(iPhoneMax, .landscape, .full), .device(iPhoneMax, .portrait, .full), .setViewController(nil, for: .compact),
            .setDelegateAnswer(.topColumnForCollapsing(nil)), .relaunch,
        ]),
        Scenario(name: "classic style on iPad and iPhone", commands: [
            .setStyle(.unspecified), .setPreferredDisplayMode(.oneOverSecondary), .tap(.dimmingView), .tap(.displayModeButton),
            .resize(width: 700, height: 1000), .rotate, .device(iPhone, .portrait, .full),
            .showDetailViewController(.plain("Detail"), sender: .primaryTop), .device(iPad, .landscape, .full),
            .setDelegateAnswer(.collapseSecondary(true)), .device(iPhone, .portrait, .full), .device(iPad, .portrait, .full),
            .setViewControllers([.navigation([.plain("List")]), .navigation([.plain("Item")])]), .device(iPhone, .portrait, .full),
            .device(iPad, .landscape, .full), .setDelegateAnswer(.targetDisplayModeForAction(.oneOverSecondary)), .tap(.displayModeButton),
        ]),
        Scenario(name: "iPad multitasking panes, both orientations", commands: [
            .setStyle(.tripleColumn), .device(iPadPro, .landscape, .half), .device(iPadPro, .landscape, .twoThirds),
            .device(iPadPro, .landscape, .third), .device(iPadPro, .landscape, .slideOver), .rotate, .device(iPadPro, .portrait, .twoThirds),
            .rotate, .device(iPadMini, .landscape, .half), .device(iPadMini, .portrait, .full), .rotate, .sizeClass(.compact),
            .sizeClass(.regular), .sizeClass(.auto),
        ]),
        Scenario(name: "switching the rule set and the style mid-session", commands: [
            .setStyle(.tripleColumn), .setPreferredSplitBehavior(.displace), .ruleSet(.ios18), .setPreferredDisplayMode(.twoDisplaceSecondary),
            .resize(width: 1024, height: 768), .rotate, .ruleSet(.ios26), .setPreferredDisplayMode(.twoDisplaceSecondary),
            .setStyle(.doubleColumn), .setPreferredDisplayMode(.twoBesideSecondary), .setStyle(.unspecified), .ruleSet(.ios18),
            .setPreferredDisplayMode(.automatic), .rotate, .setStyle(.tripleColumn), .device(iPhone, .portrait, .full),
        ]),
        Scenario(name: "secondary-only button and presentsWithGesture", commands: [
            .setStyle(.tripleColumn), .setShowsSecondaryOnlyButton(true), .tap(.secondaryOnlyButton), .tap(.secondaryOnlyButton),
            .setPresentsWithGesture(false), .setPreferredDisplayMode(.oneOverSecondary), .relaunch, .setDisplayModeButtonVisibility(.always),
            .tap(.displayModeButton), .setPresentsWithGesture(true), .setDisplayModeButtonVisibility(.never), .swipe(.reveal),
            .swipe(.dismiss), .resize(width: 820, height: nil), .tap(.secondaryOnlyButton),
        ]),
    ]

    /// Under `os 18` the inspector does not exist: only those commands may be refused, and only with that error.
    static func allowedRefusal(_ command: Command, _ error: SplitError, ruleSet: RuleSet) -> Bool {
        switch error {
        case .inspectorRequiresOS26: return ruleSet == .ios18
        case .buttonNotShown, .nothingDimmed, .nothingToGoBack, .nothingToSwipe, .swipeWhileCollapsed, .gesturesDisabled:
            // A finger on something that is not there: the scenarios try taps and swipes in every mode.
            return true
        default: return false
        }
    }

    @Test("invariants hold after every step", arguments: scenarios, RuleSet.allCases)
    func scenario(_ scenario: Scenario, ruleSet: RuleSet) {
        var state = SplitEngine.initialState(ruleSet: ruleSet)
        expectInvariants(state, step: "start-up")
        for (index, command) in scenario.commands.enumerated() {
            let step = "step \(index + 1) (\(spelled(command)))"
            switch SplitEngine.apply(command, to: state) {
            case .failure(let error):
                #expect(Self.allowedRefusal(command, error, ruleSet: ruleSet), "\(step) was refused: \(error)")
            case .success(let outcome):
                let transition = checkTransition(command, from: state, to: outcome)
                state = outcome.state
                expectInvariants(state, step: step, extra: transition)
            }
        }
    }

    /// Records every violated invariant.
    func expectInvariants(_ state: SplitState, step: String, extra: [String] = []) {
        for violation in checkInvariants(state) + extra {
            Issue.record(Comment(rawValue: "\(step): \(violation)\n\(summary(state))"))
        }
    }

    @Test("start-up states keep every invariant", arguments: DeviceCatalog.all.map(\.name), RuleSet.allCases)
    func startUp(_ name: String, ruleSet: RuleSet) {
        let device = Device.preset(name)
        for style in Style.allCases {
            var state = SplitEngine.initialState(device: device, ruleSet: ruleSet)
            if case .success(let outcome) = SplitEngine.apply(.setStyle(style), to: state) { state = outcome.state }
            expectInvariants(state, step: "\(device.name) \(style)")
        }
    }

    @Test("the invariants catch a broken state")
    func invariantsBite() {
        var state = SplitEngine.initialState()
        state.expandedMode = .twoBesideSecondary
        #expect(checkInvariants(state).contains { $0.hasPrefix("MODE-1: two-sidebar mode") })
        state = SplitEngine.initialState()
        state.expandedMode = .automatic
        #expect(checkInvariants(state).contains { $0.hasPrefix("MODE-1: displayMode reads automatic") })
        state = SplitEngine.initialState()
        state.isCollapsed = true
        #expect(checkInvariants(state).contains { $0.hasPrefix("COL-1") })
        state = SplitEngine.initialState()
        state.controllers[.secondary] = .plain("Primary")
        #expect(checkInvariants(state).contains { $0.hasPrefix("NAV-1") })
        state = SplitEngine.initialState()
        state.isCollapsed = true
        state.window.sizeClassOverride = .compact
        #expect(checkInvariants(state).contains { $0.hasPrefix("COL-2: collapsed splitBehavior") } == false)
        state.controllers[.primary] = nil
        state.controllers[.secondary] = nil
        #expect(checkInvariants(state).allSatisfy { !$0.hasPrefix("COL-3/COL-4") }, "an empty split has nothing to show")
    }

    @Test("a sidebar minimum wider than the window is exempt from the fit check, and only then")
    func fitExemption() throws {
        var state = SplitEngine.initialState()
        let minimum = WidthProperty(.minimum, of: .primary)
        state = try SplitEngine.apply(.setPrimaryBackgroundStyle(.none), to: state).get().state
        state = try SplitEngine.apply(.setWidth(minimum, .value(1179.5)), to: state).get().state
        #expect(forcedSidebarWidth(state, state.layout) == 1180)
        #expect(checkInvariants(state).allSatisfy { !$0.hasPrefix("fit:") })
        state = try SplitEngine.apply(.setWidth(minimum, .value(1300)), to: state).get().state
        #expect(forcedSidebarWidth(state, state.layout) > state.window.layoutWidth)
        #expect(checkInvariants(state).allSatisfy { !$0.hasPrefix("fit:") }, "\(checkInvariants(state))")
    }

    // MARK: Known engine defects, each with its minimal command sequence

    /// A defect the invariants found in the engine, now fixed: the shortest sequence that showed it, and the
    /// violation it caused, kept as a regression row.
    struct Defect: Sendable, CustomTestStringConvertible {
        let name: String
        let commands: [Command]
        /// The violation's opening words, as `checkInvariants`, `checkTransition` or the relaunch check word it.
        let violation: String
        var testDescription: String { name }
    }

    static let defects: [Defect] = [
        Defect(name: "EVT-3: a collapse calls viewWillAppear on a secondary that never left the screen",
               commands: [.setStyle(.tripleColumn), .device(iPhone, .portrait, .full)], violation: "EVT-3 (collapse): came on screen []"),
        Defect(name: "EVT-3: os 18 double column with a wide minimum narrowed to compact, same spurious viewWillAppear",
               commands: [.ruleSet(.ios18), .setWidth(WidthProperty(.minimum, of: .primary), .value(400)), .resize(width: 300, height: nil)],
               violation: "EVT-3 (collapse): came on screen []"),
        Defect(name: "EVT-3: a minimum that pushes the secondary out fires no viewWillDisappear",
               commands: [.setPrimaryBackgroundStyle(.none), .setWidth(WidthProperty(.minimum, of: .primary), .value(1200))],
               violation: "EVT-3 (same mode): left the screen [\"Secondary\"]"),
        Defect(name: "COL-4: classic with a secondary and no primary collapses to nothing",
               commands: [.setStyle(.unspecified), .setViewControllers([]), .showDetailViewController(.plain("D1"), sender: .primaryTop),
                          .sizeClass(.compact)],
               violation: "COL-3/COL-4: collapsed viewControllers has 0"),
        Defect(name: "COL-4: clearing the top column with no primary leaves viewControllers empty",
               commands: [.setStyle(.tripleColumn), .setViewController(nil, for: .primary),
                          .setDelegateAnswer(.topColumnForCollapsing(.supplementary)), .sizeClass(.compact),
                          .setViewController(nil, for: .supplementary)],
               violation: "COL-3/COL-4: collapsed viewControllers has 0"),
        Defect(name: "SN-8: the floating primary of a fallback twoOver is not capped",
               commands: [.setStyle(.tripleColumn), .resize(width: 820, height: nil),
                          .setWidth(WidthProperty(.fraction, of: .primary), .value(1)), .setPreferredDisplayMode(.twoBesideSecondary)],
               violation: "fit: visible primary overlaid"),
        Defect(name: "an empty primary column keeps its room, and a minimum wider than the window may push the secondary out",
               commands: [.setPrimaryBackgroundStyle(.none), .setViewController(nil, for: .primary),
                          .setWidth(WidthProperty(.minimum, of: .primary), .value(1200))],
               violation: "MODE-1: the secondary is not on screen"),
        Defect(name: "relaunch of a collapsed classic split with collapseSecondary true eats the stack",
               commands: [.setStyle(.unspecified), .setDelegateAnswer(.collapseSecondary(true)), .device(iPhone, .portrait, .full),
                          .showDetailViewController(.plain("D1"), sender: .primaryTop),
                          .showDetailViewController(.plain("D2"), sender: .primaryTop), .relaunch],
               violation: "IDEMPOTENT: relaunch"),
    ]

    @Test("fixed engine defects stay fixed", arguments: defects)
    func defect(_ row: Defect) throws {
        var state = SplitEngine.initialState()
        var violations: [String] = []
        for command in row.commands {
            let outcome = try SplitEngine.apply(command, to: state).get()
            violations += checkInvariants(outcome.state) + checkTransition(command, from: state, to: outcome)
            if case .relaunch = command, let again = try? SplitEngine.apply(.relaunch, to: outcome.state).get().state {
                var first = outcome.state, second = again
                first.decisions = []
                second.decisions = []
                if first != second { violations.append("IDEMPOTENT: relaunch applied again changed the state") }
            }
            state = outcome.state
        }
        let shown = violations.filter { $0.hasPrefix(row.violation) }
        #expect(shown.isEmpty, "\(shown)\n\(summary(state))")
    }
}
