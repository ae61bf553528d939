/// The families rules are grouped in (the letters before a rule ID's dash), in the order `help rules` lists them.
public enum RuleFamily: String, Sendable, CaseIterable, Hashable {
    case env = "ENV", def = "DEF", col = "COL", wid = "WID", mode = "MODE", btn = "BTN", tap = "TAP", show = "SHOW"
    case nav = "NAV", evt = "EVT", pop = "POP", ins = "INS", sn = "SN"

    /// What the family's rules decide.
    public var topic: String {
        switch self {
        case .env: "the window, device presets, multitasking panes and size classes"
        case .def: "property defaults"
        case .col: "when the controller collapses and expands, and what a collapsed controller shows"
        case .wid: "column widths, minimums and maximums, and frames"
        case .mode: "how the preferred display mode and split behavior resolve to the mode shown"
        case .btn: "which buttons appear, where, and what they do"
        case .tap: "taps on the dimmed area and swipe gestures"
        case .show: "showing and hiding columns"
        case .nav: "view controllers, navigation stacks and the show methods"
        case .evt: "the order of delegate calls, appearance callbacks and notifications"
        case .pop: "popover adaptation and chains of presentations"
        case .ins: "the inspector column"
        case .sn: "splitnav's own choices where no source decides"
        }
    }

    /// Commands that show the family's rules at work, for rules that name none of their own.
    var shows: [String] {
        switch self {
        case .env: ["device iPhone 16", "explain horizontalSizeClass"]
        case .def: ["reset", "state"]
        case .col: ["device iPhone 16", "explain isCollapsed", "explain topColumn"]
        case .wid: ["layout", "explain primaryColumnWidth", "sweep width 700 1366"]
        case .mode: ["explain displayMode", "sweep width 700 1366"]
        case .btn: ["buttons", "explain buttons"]
        case .tap: ["setPreferredDisplayMode oneOverSecondary", "tap dimmingView", "get displayMode"]
        case .show: ["show primary", "explain displayMode"]
        case .nav: ["showViewController Photo", "explain viewControllers"]
        case .evt: ["events on", "device iPhone 16"]
        case .pop: ["device iPhone 16", "present Picker popover", "get presented"]
        case .ins: ["setStyle tripleColumn", "show inspector", "explain frame inspector"]
        case .sn: ["explain", "layout"]
        }
    }
}

extension RuleID {
    /// The family the rule belongs to.
    public var family: RuleFamily {
        let prefix = rawValue.prefix { $0 != "-" }
        return RuleFamily(rawValue: String(prefix))!
    }

    /// Where the rule comes from: the document, the measurement or the report behind it, or splitnav's own choice.
    public var source: String { RuleCatalog.source(self) }

    /// Commands that show the rule at work, each a line the shell runs (after `reset`).
    public var shows: [String] { RuleCatalog.shows[self] ?? RuleCatalog.geometryShows[self] ?? family.shows }

    /// Finds a rule by its ID in any case (`nav-3` finds NAV-3).
    public static func lookup(_ text: String) -> RuleID? {
        allCases.first { $0.rawValue.lowercased() == text.lowercased() }
    }
}

extension RuleCatalog {
    /// The source of a rule: the oracle file for a measurement, the document or report otherwise.
    static func source(_ id: RuleID) -> String {
        if let special = sources[id] ?? geometrySources[id] { return special }
        switch id.evidence {
        case .documented:
            return "Apple's UISplitViewController documentation and the UIKit SDK headers"
        case .reported:
            return "a third-party report (spec/behaviour.md names it)"
        case .assumed:
            return "splitnav's own choice: no document or measurement settles it"
        case .measured:
            switch id.family {
            case .col, .evt, .nav: return "iOS 26.1 simulator, Tests/Oracle/splitframesprobe (the delegate and appearance callbacks per step)"
            case .mode: return "iOS 26.1 simulator, Tests/Oracle/splitwidthprobe and splitframesprobe (display modes across widths)"
            default: return "iOS 26.1 simulator, Tests/Oracle/splitviewprobe and splitwidthprobe (widths, frames and modes)"
            }
        }
    }

    /// Sources more precise than the evidence tag and family give.
    static let sources: [RuleID: String] = [
        .env1: "Apple's Human Interface Guidelines, the layout table of device sizes",
        .env3: "third-party reports of iPad windows at 639 (compact) and 678 pt (regular)",
        .env4: "third-party measurements of iPad multitasking pane widths",
        .mode3a: "a third-party report for iPadOS 26.2",
        .mode6: "third-party reports of iOS 14 to 18 behaviour",
        .mode4c: "third-party reports of the classic split view on iOS 14 to 18",
        .wid7a: "third-party reports from the iOS 8 era of the classic split view",
        .nav2a: "third-party reports of iOS 14 to 18 behaviour",
        .nav3: "iOS 26.1 simulator, Tests/Oracle/splitviewprobe/ios26.1-detail-routing.txt",
        .nav7a: "third-party reports of the classic collapse (AdaptivePhotos-style apps)",
        .show6: "iOS 26.1 simulator, Tests/Oracle/splitviewprobe/ios26.1-exceptions.txt",
        .tap4: "Apple's UISplitViewControllerDelegate pages for the interactive presentation gesture (column-style interfaces only)",
        .nav9a: "Apple's viewController(for:) page: it does not apply to classic split view controllers",
        .ins3: "Apple's UISplitViewController class page: a collapsed split shows the inspector as a sheet",
        .pop2: "Apple's UIViewController pages for present(_:animated:completion:) and dismiss(animated:completion:) (a stack of presented view controllers)",
        .pop3: "Apple's UIViewController pages for show(_:sender:) and showDetailViewController(_:sender:): with no target above, the view controller is presented modally",
        .nav7b: "Apple's UIViewController and UINavigationController show(_:sender:) pages (the nearest navigation controller above the sender pushes); the nesting nav[A,nav[B]] and the outer showDetail push measured in splitviewprobe and splitframesprobe",
        .evt6: "iOS 26.1 simulator, Tests/Oracle/splitframesprobe (the recorded sequences themselves)",
        .evt8: "iOS 26.1 simulator, splitframesprobe iPhone 16 double showSecondary and showPrimary, double setSecondary(nil)",
        .evt9: "iOS 26.1 simulator, splitframesprobe iPhone 16 transition.double override.regular, iPad transition.triple.compactC override.regular, iPhone 16 transition.legacy.onto override.regular, iPad transition.triple.topPrimary override.compact.2",
        .evt10: "iOS 26.1 simulator, splitframesprobe iPad transition.triple override.regular, iPhone 16 transition.legacy override.regular",
        .evt11: "iOS 26.1 simulator, splitframesprobe iPad transition.legacy showDetail(E)",
        .evt12: "iOS 26.1 simulator, splitframesprobe iPhone 16 transition.legacy showDetail(E)",
        .evt13: "iOS 26.1 simulator, splitframesprobe iPad triple nnw.oneBeside",
        .evt14: "iOS 26.1 simulator, splitframesprobe iPhone 16 transition.triple mounted",
        .env1a: "Apple's UISplitViewControllerDelegate orientation pages (iOS 7 on, not deprecated in the iOS 26 SDK) and UIViewController's preferredInterfaceOrientationForPresentation page; iPadOS 26 deprecates UIRequiresFullScreen (TN3192), so an iPad app sharing the screen cannot hold an orientation",
        .nav9b: "Apple's UIViewController splitViewController page and the UITraitCollection splitViewControllerLayoutEnvironment page (an ancestor split)",
        .evt15: "iOS 26.1 simulator, splitframesprobe iPhone 16 transition.triple.compactC override.compact.2 (B, the only column), iPad transition.triple.compactC override.compact and override.compact.2 (S, the leading of two)",
        .wid6a: "Apple's UISplitViewController.PrimaryEdge.leading page: for right-to-left interfaces the leading edge is on the right side",
    ]

    /// Rules the catalog holds that behaviour.md does not list yet (the event choreography of splitframesprobe, and
    /// documented corners: the gesture's delegate calls, viewController(for:) on a classic split, the inspector sheet).
    static let beyondSpec: Set<RuleID> = [.evt8, .evt9, .evt10, .evt11, .evt12, .evt13, .evt14, .tap4, .nav9a, .ins3,
                                          .env1a, .env4a, .nav9b, .env9, .env9a, .env9b, .env9c, .wid10, .wid10a, .wid11,
                                          .pop2, .pop3, .nav7b, .evt15, .wid6a, .tap3a]

    /// Commands that show one rule better than its family's do.
    static let shows: [RuleID: [String]] = [
        .env4: ["device iPad (A16) landscape half", "get width"],
        .env6: ["sizeClass compact", "explain isCollapsed"],
        .env7: ["device iPhone 16", "width 800", "explain horizontalSizeClass"],
        .env8: ["reset", "state"],
        .col3: ["setViewController Compact for compact", "width 600", "get viewControllers"],
        .col4: ["push Detail", "width 600", "state"],
        .col5: ["delegate topColumnForCollapsing primary", "width 600", "explain topColumn"],
        .col6: ["width 600", "width 1180", "explain displayMode"],
        .col8: ["device iPhone 16", "explain topColumn"],
        .wid3: ["setStyle tripleColumn", "sweep width 900 1000"],
        .wid5: ["setStyle tripleColumn", "setPreferredDisplayMode twoOverSecondary", "layout"],
        .wid6: ["setPrimaryEdge trailing", "get frame primary"],
        .wid6a: ["layoutDirection rightToLeft", "setStyle tripleColumn", "show inspector", "layout"],
        .tap3a: ["layoutDirection rightToLeft", "hide primary", "swipe reveal", "explain displayMode"],
        .mode2: ["setPreferredDisplayMode oneOverSecondary", "get preferredSplitBehavior"],
        .mode5: ["setStyle tripleColumn", "rotate", "setPreferredDisplayMode twoDisplaceSecondary", "get displayMode"],
        .btn5: ["setStyle tripleColumn", "setShowsSecondaryOnlyButton true", "buttons"],
        .btn6: ["device iPhone 16", "show primary", "buttons"],
        .btn7: ["setStyle unspecified", "buttons"],
        .tap1: ["rotate", "setPreferredDisplayMode oneOverSecondary", "tap dimmingView", "explain displayMode"],
        .show2: ["setStyle tripleColumn", "hide primary", "get preferredDisplayMode"],
        .show3: ["setStyle tripleColumn", "rotate", "show primary", "get displayMode"],
        .show5: ["device iPhone 16", "show primary", "hide primary", "get topColumn"],
        .nav2: ["showDetailViewController Photo", "explain viewControllers"],
        .nav3: ["setStyle unspecified", "device iPhone 16", "showDetailViewController Photo", "explain viewControllers"],
        .nav3a: ["setStyle unspecified", "setViewControllers Master Detail", "device iPhone 16", "showDetailViewController Photo", "get presented"],
        .nav4: ["showViewController Photo from split", "get viewControllers"],
        .nav6: ["device iPhone 16", "get showViewControllerPushes", "get showDetailViewControllerPushes"],
        .nav7: ["setStyle unspecified", "delegate collapseSecondary true", "device iPhone 16", "explain viewControllers"],
        .nav7a: ["setStyle unspecified", "delegate collapseSecondary true", "width 600", "width 1180", "explain viewControllers"],
        .nav7b: ["setStyle unspecified", "setViewControllers nav[List] nav[Detail]", "width 600", "showViewController Sub from Detail", "width 1180", "explain viewControllers"],
        .nav8: ["device iPhone 16", "push Detail", "rotate", "state"],
        .nav9: ["get layoutEnvironment"],
        .nav9a: ["setStyle unspecified", "get viewController primary", "get viewControllers"],
        .tap4: ["events on", "swipe dismiss"],
        .ins3: ["setStyle tripleColumn", "show inspector", "device iPhone 16", "get isShowing inspector"],
        .evt7: ["events on", "width 600"],
        .ins1: ["setStyle tripleColumn", "show inspector", "get frame inspector"],
        .ins2: ["setStyle tripleColumn", "show inspector", "sweep width 700 1366"],
        .sn9: ["showViewController Photo from split", "get presented"],
        .env1a: ["delegate supportedInterfaceOrientations landscape", "rotate", "get orientation"],
        .env4a: ["device iPad (A16) landscape half", "rotate", "get pane"],
        .nav9b: ["present Picker popover", "get splitViewController Picker", "get layoutEnvironment Picker"],
        .pop2: ["present Share popover", "present Options popover from Share", "get presented", "dismiss from Share", "get presented"],
        .pop3: ["present Share popover", "showDetailViewController Item from Share", "get presented"],
    ]
}
