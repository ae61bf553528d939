import Testing
@testable import SplitModel

/// EVT, POP and INS: the exact event sequences (EVT-1's order; splitframesprobe's will-phase, with its did-phase as a
/// group because its order varied between runs), popover adaptation and the inspector's callbacks.
struct EventAndPopoverRuleTests {
    typealias N = Nav

    /// EVT-1's sequence for one column whose visibility changes.
    static func modeChange(_ mode: DisplayMode, hiding column: Column, _ name: String) -> [Event] {
        [.willChangeDisplayMode(mode), .willHideColumn(column), .viewWillDisappear(name), .didHideColumn(column), .viewDidDisappear(name)]
    }

    static func modeChange(_ mode: DisplayMode, showing column: Column, _ name: String) -> [Event] {
        [.willChangeDisplayMode(mode), .willShowColumn(column), .viewWillAppear(name), .didShowColumn(column), .viewDidAppear(name)]
    }

    /// A doubleColumn collapse from oneBeside (measured, transition.double): the will-phase in order, then the rest.
    static let doubleCollapse: [[Event]] = [
        [.topColumnForCollapsing(proposed: .secondary, answered: .secondary)], [.willHideColumn(.secondary)], [.willHideColumn(.primary)],
        [.willShowColumn(.secondary)],
        N.disappears("Primary") + [.didHideColumn(.primary), .didShowColumn(.secondary), .didCollapse, .showDetailTargetDidChange],
    ]

    static let modeChanges: [NavRow] = [
        NavRow(.evt1, "820 double: secondaryOnly back to oneBeside (measured)", [N.at820, Do.mode(.secondaryOnly), Do.mode(.oneBesideSecondary)],
               [.events(modeChange(.oneBesideSecondary, showing: .primary, "Primary"))]),
        NavRow(.evt1, "820 double: oneOver keeps the primary on screen, willChangeTo alone (measured)", [N.at820, Do.mode(.oneOverSecondary)],
               [.events([.willChangeDisplayMode(.oneOverSecondary)])]),
        NavRow(.evt1, "820 triple: a twoBeside request shows the primary over the supplementary", [N.at820, Do.triple, Do.mode(.twoBesideSecondary)],
               [.events(modeChange(.twoOverSecondary, showing: .primary, "Primary"))]),
        NavRow(.evt1, "820 triple: back to oneBeside hides the primary (measured)",
               [N.at820, Do.triple, Do.mode(.twoBesideSecondary), Do.mode(.oneBesideSecondary)],
               [.events(modeChange(.oneBesideSecondary, hiding: .primary, "Primary"))]),
        NavRow(.evt1, "1180 triple: secondaryOnly hides two columns, each phase together", [Do.triple, Do.mode(.secondaryOnly)],
               [.phases([[.willChangeDisplayMode(.secondaryOnly)], [.willHideColumn(.supplementary), .willHideColumn(.primary)],
                         [.viewWillDisappear("Primary"), .viewWillDisappear("Supplementary")],
                         [.didHideColumn(.supplementary), .didHideColumn(.primary)],
                         [.viewDidDisappear("Primary"), .viewDidDisappear("Supplementary")]])]),
        NavRow(.evt1, "a resize below one sidebar's room is a layout pass to secondaryOnly", [Do.regular, .resize(width: 400, height: nil)],
               [.events(modeChange(.secondaryOnly, hiding: .primary, "Primary"))]),
        NavRow(.evt1, "and widening again shows the primary", [Do.regular, .resize(width: 400, height: nil), .resize(width: 1180, height: nil)],
               [.events(modeChange(.oneBesideSecondary, showing: .primary, "Primary"))]),
        NavRow(.evt1, "820 double: show primary fires willChangeTo and appearance only (measured)", [N.at820, .hide(.primary), .show(.primary)],
               [.events([.willChangeDisplayMode(.oneBesideSecondary)] + N.appears("Primary"))]),
        NavRow(.evt1, "820 triple: hide supplementary (measured)", [N.at820, Do.triple, .hide(.supplementary)],
               [.events([.willChangeDisplayMode(.secondaryOnly)] + N.disappears("Supplementary"))]),
        NavRow(.evt1, "820 triple: show primary (measured)", [N.at820, Do.triple, .show(.primary)],
               [.events([.willChangeDisplayMode(.twoOverSecondary)] + N.appears("Primary"))]),
        NavRow(.evt1, "820 triple, preferred tile: hide primary from twoOver (measured)",
               [N.at820, Do.triple, Do.mode(.oneBesideSecondary), .show(.primary), .hide(.primary)],
               [.events([.willChangeDisplayMode(.oneBesideSecondary)] + N.disappears("Primary"))]),
        NavRow(.evt1, "820 triple, preferred automatic: hide primary from twoOver stays in the overlay set (SHOW-2)",
               [N.at820, Do.triple, .show(.primary), .hide(.primary)],
               [.events([.willChangeDisplayMode(.oneOverSecondary)] + N.disappears("Primary"))]),
        NavRow(.evt1, "820 triple: show supplementary from secondaryOnly (measured)",
               [N.at820, Do.triple, .hide(.supplementary), .show(.supplementary)],
               [.events([.willChangeDisplayMode(.oneBesideSecondary)] + N.appears("Supplementary"))]),
    ]

    static let collapses: [NavRow] = [
        NavRow(.evt2, "820 double collapse (measured)", [N.at820, N.compact], [.phases(doubleCollapse)]),
        NavRow(.evt2, "a resize into compact width collapses with the same sequence", [.resize(width: 639, height: nil)],
               [.phases(doubleCollapse), .collapsed(true)]),
        NavRow(.evt2, "820 triple collapse (measured)", [N.at820, Do.triple, N.compact],
               [.phases([[.topColumnForCollapsing(proposed: .secondary, answered: .secondary)], [.willHideColumn(.supplementary)],
                         [.willShowColumn(.primary)], [.willHideColumn(.secondary)], [.willHideColumn(.primary)], [.willShowColumn(.secondary)],
                         N.disappears("Supplementary") + [.didHideColumn(.supplementary), .didHideColumn(.primary), .didShowColumn(.secondary),
                                                          .didCollapse, .showDetailTargetDidChange]])]),
        NavRow(.evt2, "820 triple collapse onto a compact column (measured)", [N.at820, Do.triple, N.set(N.plain("C"), .compact), N.compact],
               [.viewControllers(["C"]),
                .phases([[.topColumnForCollapsing(proposed: .compact, answered: .compact)], [.willHideColumn(.supplementary)],
                         [.willShowColumn(.compact)], [.willHideColumn(.secondary)],
                         N.disappears("Supplementary") + N.disappears("Secondary") + N.appears("C")
                            + [.didHideColumn(.supplementary), .didShowColumn(.compact), .didHideColumn(.secondary), .didCollapse,
                               .showDetailTargetDidChange]])]),
        NavRow(.evt2, "820 triple collapse onto the primary, as the delegate answers (measured)",
               [N.at820, Do.triple, N.answer(.topColumnForCollapsing(.primary)), N.compact],
               [.children(["nav[Primary]"]),
                .phases([[.topColumnForCollapsing(proposed: .secondary, answered: .primary)], [.willHideColumn(.supplementary)],
                         [.willShowColumn(.primary)], [.willHideColumn(.secondary)],
                         N.appears("Primary") + N.disappears("Supplementary") + N.disappears("Secondary")
                            + [.didHideColumn(.supplementary), .didShowColumn(.primary), .didHideColumn(.secondary), .didCollapse,
                               .showDetailTargetDidChange]])]),
        NavRow(.evt2, "collapse from secondaryOnly announces oneBeside first", [Do.mode(.secondaryOnly), N.compact],
               [.phases([[.willChangeDisplayMode(.oneBesideSecondary)], [.topColumnForCollapsing(proposed: .secondary, answered: .secondary)],
                         [.willShowColumn(.primary)], [.willHideColumn(.secondary)], [.willHideColumn(.primary)], [.willShowColumn(.secondary)],
                         [.didHideColumn(.primary), .didShowColumn(.secondary), .didCollapse, .showDetailTargetDidChange]])]),
        NavRow(.evt2, "820 triple expand (measured)", [N.at820, Do.triple, N.compact, N.auto],
               [.phases([[.displayModeForExpanding(proposed: .oneBesideSecondary, answered: .oneBesideSecondary)], [.willShowColumn(.supplementary)],
                         N.appears("Supplementary") + [.didShowColumn(.supplementary), .didExpand, .showDetailTargetDidChange]])]),
        NavRow(.evt2, "820 triple expand from a compact column (measured)", [N.at820, Do.triple, N.set(N.plain("C"), .compact), N.compact, N.auto],
               [.phases([[.displayModeForExpanding(proposed: .oneBesideSecondary, answered: .oneBesideSecondary)], [.willShowColumn(.supplementary)],
                         [.willHideColumn(.compact)], [.willShowColumn(.secondary)],
                         N.appears("Supplementary") + N.appears("Secondary") + N.disappears("C")
                            + [.didShowColumn(.supplementary), .didHideColumn(.compact), .didShowColumn(.secondary), .didExpand,
                               .showDetailTargetDidChange]])]),
        NavRow(.evt2, "820 triple expand from the primary (measured)", [N.at820, Do.triple, N.answer(.topColumnForCollapsing(.primary)), N.compact, N.auto],
               [.phases([[.displayModeForExpanding(proposed: .oneBesideSecondary, answered: .oneBesideSecondary)], [.willShowColumn(.supplementary)],
                         [.willHideColumn(.primary)], [.willShowColumn(.secondary)],
                         N.appears("Supplementary") + N.appears("Secondary") + N.disappears("Primary")
                            + [.didShowColumn(.supplementary), .didHideColumn(.primary), .didShowColumn(.secondary), .didExpand,
                               .showDetailTargetDidChange]])]),
        NavRow(.evt2, "expanding into a narrow regular window: willChangeTo before the delegate (measured on the iPhone 16)",
               [N.iPhone, Do.triple, Do.regular],
               [.phases([[.willChangeDisplayMode(.secondaryOnly)],
                         [.displayModeForExpanding(proposed: .secondaryOnly, answered: .secondaryOnly)],
                         [.didExpand, .showDetailTargetDidChange]])]),
        NavRow(.evt2, "a resize back to regular width expands", [.resize(width: 639, height: nil), .resize(width: 1180, height: nil)],
               [.collapsed(false),
                .phases([[.displayModeForExpanding(proposed: .oneBesideSecondary, answered: .oneBesideSecondary)], [.willShowColumn(.primary)],
                         N.appears("Primary") + [.didShowColumn(.primary), .didExpand, .showDetailTargetDidChange]])]),
        NavRow(.evt2, "classic collapse (measured): primaryViewControllerForCollapsing, collapseSecondary, then the columns",
               [Do.classic, N.compact],
               [.phases([[.primaryViewControllerForCollapsing(answered: nil)],
                         [.collapseSecondary(secondary: "nav[Secondary]", onto: "nav[Primary]", answered: false)],
                         [.willHideColumn(.secondary)], [.willHideColumn(.primary)], [.willShowColumn(.secondary)],
                         N.disappears("Primary") + [.didHideColumn(.primary), .didShowColumn(.secondary), .didCollapse,
                                                    .showDetailTargetDidChange]])]),
        NavRow(.evt2, "collapsing onto a compact column hides the showing primary",
               [N.set(N.plain("C"), .compact), N.compact],
               [.phases([[.topColumnForCollapsing(proposed: .compact, answered: .compact)], [.willHideColumn(.primary)], [.willShowColumn(.compact)],
                         [.willHideColumn(.secondary)],
                         N.disappears("Primary") + N.disappears("Secondary") + N.appears("C")
                            + [.didHideColumn(.primary), .didShowColumn(.compact), .didHideColumn(.secondary), .didCollapse,
                               .showDetailTargetDidChange]])]),
    ]

    static let appearance: [NavRow] = [
        NavRow(.evt3, "a push onto a hidden primary reaches no controller", [.hide(.primary), N.push("X", on: .primary)],
               [.events([]), .stack(.primary, ["Primary", "X"])]),
        NavRow(.evt3, "showing that primary again brings the pushed controller on screen, not its root",
               [.hide(.primary), N.push("X", on: .primary), .show(.primary)],
               [.events([.willChangeDisplayMode(.oneBesideSecondary)] + N.appears("X"))]),
        NavRow(.evt3, "replacing a hidden primary reaches no controller", [.hide(.primary), N.set(N.plain("P2"), .primary)],
               [.events([]), .viewControllers(["P2", "Secondary"])]),
        NavRow(.evt3, "a resize that keeps the mode reaches no controller", [.resize(width: 1100, height: nil)], [.events([])]),
        NavRow(.evt3, "an overlay keeps the primary on screen: no appearance callbacks", [Do.mode(.oneOverSecondary)],
               [.events([.willChangeDisplayMode(.oneOverSecondary)])]),
        NavRow(.evt3, "a popover leaves the split on screen", [.present(N.plain("P"))], [.events(N.appears("P"))]),
        NavRow(.evt3, "its dismissal likewise", [.present(N.plain("P")), .dismiss], [.events(N.disappears("P"))]),
        NavRow(.evt3, "a full-screen adaptation takes the split's controller off screen",
               [N.iPhone, N.answer(.adaptivePresentationStyle(.fullScreen)), .present(N.plain("P"))],
               [.phases([[.adaptivePresentationStyle(answered: .fullScreen)], N.disappears("Secondary") + N.appears("P")])]),
        NavRow(.evt3, "an over-full-screen adaptation leaves it",
               [N.iPhone, N.answer(.adaptivePresentationStyle(.overFullScreen)), .present(N.plain("P"))],
               [.events([.adaptivePresentationStyle(answered: .overFullScreen)] + N.appears("P"))]),
        NavRow(.evt4, "collapsed, a compact override changes nothing and fires nothing", [N.iPhone, N.compact], [.events([])]),
        NavRow(.evt4, "a second compact override fires nothing", [N.compact, N.compact], [.events([])]),
        NavRow(.evt4, "appearing in a compact window collapses with the full sequence (measured on the iPhone 16)", [N.iPhone, Do.triple],
               [.phases([N.disappears("Secondary"), [.willChangeDisplayMode(.oneBesideSecondary)],
                         [.topColumnForCollapsing(proposed: .secondary, answered: .secondary)],
                         [.willShowColumn(.primary)], [.willHideColumn(.primary)], [.willShowColumn(.secondary)], [.viewWillAppear("Secondary")],
                         [.didHideColumn(.primary), .didShowColumn(.secondary), .didCollapse, .viewDidAppear("Secondary"),
                          .showDetailTargetDidChange]])]),
        NavRow(.evt6, "collapsed: show primary pops the secondary (measured)", [N.iPhone, .show(.primary)],
               [.phases([[.willHideColumn(.secondary)], [.viewWillDisappear("Secondary")], [.viewWillAppear("Primary")],
                         [.viewDidDisappear("Secondary"), .viewDidAppear("Primary"), .didHideColumn(.secondary)]])]),
        NavRow(.evt6, "collapsed: show secondary pushes it back (measured)", [N.iPhone, .show(.primary), .show(.secondary)],
               [.phases([[.willHideColumn(.primary)], [.viewWillDisappear("Primary")], [.viewWillAppear("Secondary")],
                         [.viewDidDisappear("Primary"), .viewDidAppear("Secondary"), .didHideColumn(.primary)]])]),
        NavRow(.evt6, "collapsed: hide secondary pops it with willShow of the primary (measured)", [N.iPhone, .hide(.secondary)],
               [.phases([[.willShowColumn(.primary)], [.viewWillDisappear("Secondary")], [.viewWillAppear("Primary")],
                         [.viewDidDisappear("Secondary"), .viewDidAppear("Primary"), .didShowColumn(.primary)]])]),
        NavRow(.evt6, "collapsed triple: show secondary from the primary pushes the supplementary between (measured)",
               [N.iPhone, Do.triple, .show(.primary), .show(.secondary)],
               [.children(["nav[Primary,nav[Supplementary],nav[Secondary]]"]),
                .phases([[.willShowColumn(.supplementary)], [.willHideColumn(.primary)], [.willHideColumn(.supplementary)],
                         [.willShowColumn(.secondary)],
                         N.disappears("Primary") + N.appears("Secondary")
                            + [.didHideColumn(.supplementary), .didShowColumn(.secondary), .didHideColumn(.primary)]])]),
        NavRow(.evt6, "collapsed triple: show supplementary pops the secondary (measured)", [N.iPhone, Do.triple, .show(.supplementary)],
               [.phases([[.willHideColumn(.secondary)], [.viewWillDisappear("Secondary")], [.viewWillAppear("Supplementary")],
                         [.viewDidDisappear("Secondary"), .viewDidAppear("Supplementary"), .didHideColumn(.secondary)]])]),
        NavRow(.evt6, "collapsed on the primary: showDetail replaces the secondary and pushes it (measured)",
               [N.iPhone, .show(.primary), N.showDetail("D")],
               [.children(["nav[Primary,nav[D]]"]), .top(.secondary),
                .phases([[.willHideColumn(.primary)], [.willShowColumn(.secondary)], [.viewWillDisappear("Primary")], [.viewWillAppear("D")],
                         [.viewDidDisappear("Primary"), .viewDidAppear("D"), .didHideColumn(.primary), .didShowColumn(.secondary)]])]),
        NavRow(.evt6, "collapsed on the secondary: showDetail replaces it with appearance callbacks only (measured)",
               [N.iPhone, Do.triple, N.showDetail("D")],
               [.children(["nav[Primary,nav[Supplementary],nav[D]]"]), .phases([N.disappears("Secondary") + N.appears("D")])]),
        NavRow(.evt6, "collapsed: setViewController for the secondary on top replaces it (measured)", [N.iPhone, N.set(N.plain("F"), .secondary)],
               [.children(["nav[Primary,nav[F]]"]), .phases([N.disappears("Secondary") + N.appears("F")])]),
        NavRow(.evt6, "collapsed: show sent to a column-style split adds no child, E appears (measured)", [N.iPhone, N.show("E", from: .split)],
               [.events(N.appears("E")), .children(["nav[Primary,nav[Secondary]]"])]),
        NavRow(.evt6, "collapsed: clearing the secondary on top leaves its empty navigation controller (measured)",
               [N.iPhone, N.set(nil, .secondary)],
               [.children(["nav[Primary,nav[]]"]), .phases([N.disappears("Secondary") + [.willHideColumn(.secondary), .didHideColumn(.secondary)]])]),
    ]

    static let popovers: [NavRow] = [
        NavRow(.pop1, "regular width and height: a popover", [.present(N.plain("P"))], [.presented("P", .popover)]),
        NavRow(.pop1, "compact width: it adapts to a sheet", [N.iPhone, .present(N.plain("P"))], [.presented("P", .formSheet)]),
        NavRow(.pop1, "compact height alone: it adapts too, the split stays expanded",
               [Do.device("iPhone 16 Pro Max", .landscape), .present(N.plain("P"))], [.presented("P", .formSheet), .collapsed(false)]),
        NavRow(.pop1, "the delegate's none keeps the popover", [N.iPhone, N.answer(.adaptivePresentationStyle(AdaptiveStyle.none)),
                                                                 .present(N.plain("P"))],
               [.presented("P", .popover), .events([.adaptivePresentationStyle(answered: AdaptiveStyle.none)] + N.appears("P"))]),
        NavRow(.pop1, "the delegate's fullScreen", [N.iPhone, N.answer(.adaptivePresentationStyle(.fullScreen)), .present(N.plain("P"))],
               [.presented("P", .fullScreen)]),
        NavRow(.pop1, "the delegate's overFullScreen", [N.iPhone, N.answer(.adaptivePresentationStyle(.overFullScreen)), .present(N.plain("P"))],
               [.presented("P", .overFullScreen)]),
        NavRow(.pop1, "in a regular window the delegate's answer does not apply", [N.answer(.adaptivePresentationStyle(.fullScreen)),
                                                                                    .present(N.plain("P"))],
               [.presented("P", .popover)]),
        NavRow(.pop1, "a popover adapts as the window turns compact", [.present(N.plain("P")), N.compact], [.presented("P", .formSheet)]),
        NavRow(.pop1, "and asks the delegate then", [N.answer(.adaptivePresentationStyle(.overFullScreen)), .present(N.plain("P")), N.compact],
               [.presented("P", .overFullScreen), .contains([.adaptivePresentationStyle(answered: .overFullScreen)])]),
        NavRow(.pop1, "back in a regular window it is a popover again", [.present(N.plain("P")), N.compact, N.auto], [.presented("P", .popover)]),
        NavRow(.pop1, "dismiss takes it away", [.present(N.plain("P")), .dismiss], [.presented(nil, nil)]),
        NavRow(.pop1, "dismiss with nothing presented is ignored", [.dismiss], [.notes([.pop1]), .events([])]),
        NavRow(.pop1, "present while presenting is ignored", [.present(N.plain("P")), .present(N.plain("Q"))],
               [.notes([.pop1]), .events([]), .presented("P", .popover)]),
        NavRow(.pop1, "presenting a controller that sits in a column is refused", [.present(N.plain("Primary"))],
               [.refused(.alreadySpecified(name: "Primary", column: .primary)), .presented(nil, nil)]),
        NavRow(.pop1, "the delegate is asked before the collapse's own calls",
               [N.answer(.adaptivePresentationStyle(.overFullScreen)), .present(N.plain("P")), N.compact],
               [.state(.eventOrder([.adaptivePresentationStyle(answered: .overFullScreen),
                                    .topColumnForCollapsing(proposed: .secondary, answered: .secondary), .didCollapse]))]),
    ]

    static let inspector: [NavRow] = [
        NavRow(.ins1, "show inspector brings its controller on screen", [N.set(N.plain("I"), .inspector), .show(.inspector)],
               [.events(N.appears("I")), .isShowing(.inspector, true)]),
        NavRow(.ins1, "hide inspector takes it off", [N.set(N.plain("I"), .inspector), .show(.inspector), .hide(.inspector)],
               [.events(N.disappears("I")), .isShowing(.inspector, false)]),
        NavRow(.ins1, "showing it again is ignored", [N.set(N.plain("I"), .inspector), .show(.inspector), .show(.inspector)],
               [.notes([.ins1]), .events([])]),
        NavRow(.ins1, "collapsing keeps it on screen as a sheet: the collapse's callbacks alone",
               [N.set(N.plain("I"), .inspector), .show(.inspector), N.compact], [.phases(doubleCollapse)]),
        NavRow(.ins2, "triple at 1180: the inspector gives up its place before the sidebars", [Do.triple, .show(.inspector)],
               [.state(.mode(.twoBesideSecondary)), .state(.placement(.inspector, .overlaid))]),
    ]

    static let rows = modeChanges + collapses + appearance + popovers + inspector

    @Test("EVT, POP and INS rows", arguments: rows)
    func row(_ row: NavRow) {
        let failures = row.failures()
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
