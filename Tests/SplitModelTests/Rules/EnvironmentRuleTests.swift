import Testing
@testable import SplitModel

/// ENV, DEF and COL: the window, defaults, collapse and expand.
struct EnvironmentRuleTests {
    static let ipadPortrait = Do.device("iPad (A16)")
    static let iPhone = Do.device("iPhone 16")

    static let rows: [RuleRow] = [
        RuleRow(.env1, "iPad Pro 12.9-inch landscape is 1366x1024", [Do.device("iPad Pro 12.9-inch", .landscape)],
                [.window(1366, 1024), .sizeClasses(.regular, .regular)]),
        RuleRow(.env1, "iPhone SE (3rd generation) is 375x667", [Do.device("iPhone SE (3rd generation)")], [.window(375, 667)]),
        RuleRow(.env2, "iPhone 16 portrait is compact width, regular height", [iPhone], [.sizeClasses(.compact, .regular), .collapsed(true)]),
        RuleRow(.env2, "iPhone 16 landscape stays compact (portrait width 393 < 414)", [Do.device("iPhone 16", .landscape)],
                [.sizeClasses(.compact, .compact), .collapsed(true)]),
        RuleRow(.env2, "iPhone 16 Plus landscape is regular (portrait width 430)", [Do.device("iPhone 16 Plus", .landscape)],
                [.sizeClasses(.regular, .compact), .collapsed(false), .mode(.oneBesideSecondary)]),
        RuleRow(.env2, "iPhone 11 landscape is regular at exactly 414", [Do.device("iPhone 11", .landscape)], [.sizeClasses(.regular, .compact)]),
        RuleRow(.env3, "a 639 pt window is compact", [Do.size(639)], [.sizeClasses(.compact, .regular), .collapsed(true)]),
        RuleRow(.env3, "a 678 pt window is regular", [Do.size(678)], [.sizeClasses(.regular, .regular), .collapsed(false)]),
        RuleRow(.env3, "677.5 is still compact", [Do.size(677.5)], [.collapsed(true)]),
        RuleRow(.env4, "12.9-inch landscape half is 678 and regular", [Do.device("iPad Pro 12.9-inch", .landscape, .half)],
                [.window(678, 1024), .sizeClasses(.regular, .regular)]),
        RuleRow(.env4, "12.9-inch third is the 375 narrow pane", [Do.device("iPad Pro 12.9-inch", .landscape, .third)],
                [.window(375, 1024), .collapsed(true)]),
        RuleRow(.env4, "12.9-inch two thirds is 1366 - 375 - 10", [Do.device("iPad Pro 12.9-inch", .landscape, .twoThirds)], [.window(981, 1024)]),
        RuleRow(.env4, "iPad (A16) portrait two thirds is 820 - 320 - 10", [Do.device("iPad (A16)", .portrait, .twoThirds)],
                [.window(490, 1180), .collapsed(true)]),
        RuleRow(.env4, "slide over is the narrow pane", [Do.device("iPad (A16)", .landscape, .slideOver)], [.window(320, 820)]),
        RuleRow(.env4, "portrait has no half pane", [Do.device("iPad (A16)", .portrait, .half)], [.refused(.paneUnavailable(.half, .pad, .portrait))]),
        RuleRow(.env4, "an iPhone has no panes", [Do.device("iPhone 16", .landscape, .half)], [.refused(.paneUnavailable(.half, .phone, .landscape))]),
        RuleRow(.env5, "954.25 rounds to 954.5 on @2x and two sidebars fit",
                [Do.size(954.25, 700), Do.triple], [.mode(.twoBesideSecondary), .frame(.secondary, x: 490.5, width: 464),
                                                    .frame(.primary, x: 10, width: 240)]),
        RuleRow(.env5, "954.249 rounds to 954.0 and they do not", [Do.size(954.249, 700), Do.triple], [.mode(.oneBesideSecondary)]),
        RuleRow(.env6, "sizeClass compact collapses a 1180 window", [.sizeClass(.compact)], [.collapsed(true), .sizeClasses(.compact, .regular)]),
        RuleRow(.env6, "sizeClass regular expands an iPhone", [iPhone, Do.regular], [.collapsed(false), .mode(.secondaryOnly)]),
        RuleRow(.env7, "width on an iPhone preset makes a free window", [iPhone, .resize(width: 700, height: nil)],
                [.isFreeWindow(true), .collapsed(false), .notes([.env7])]),
        RuleRow(.env7, "rotate keeps the iPhone preset", [iPhone, .rotate], [.isFreeWindow(false), .window(852, 393), .collapsed(true)]),
        RuleRow(.env8, "start-up: iPad (A16) landscape, doubleColumn, Primary and Secondary", [],
                [.window(1180, 820), .viewControllers(["Primary", "Secondary"]), .mode(.oneBesideSecondary), .behavior(.tile)]),
        RuleRow(.env8, "setStyle keeps the window and names the new controllers", [Do.size(1000, 700), Do.triple],
                [.window(1000, 700), .viewControllers(["Primary", "Supplementary", "Secondary"])]),
        RuleRow(.env8, "the classic style wraps its defaults in navigation controllers", [Do.classic],
                [.viewControllers(["nav[Primary]", "nav[Secondary]"])]),
        RuleRow(.def1, "defaults: automatic preferences", [], [.preferredMode(.automatic), .preferredBehavior(.automatic), .width(.primary, 320)]),
        RuleRow(.def2, "os 26 background is sidebar", [], [.background(.sidebar)]),
        RuleRow(.def3, "os 18 background is none", [Do.os18], [.background(.none)]),
        RuleRow(.col1, "collapsed exactly when compact", [iPhone], [.collapsed(true), .top(.secondary)]),
        RuleRow(.col2, "collapsed reads oneBeside, tile, window widths", [iPhone, Do.triple],
                [.mode(.oneBesideSecondary), .behavior(.tile), .width(.primary, 393), .width(.supplementary, 393)]),
        RuleRow(.col2, "a request while collapsed still rewrites the preferred behavior", [iPhone, Do.mode(.oneOverSecondary)],
                [.mode(.oneBesideSecondary), .preferredMode(.oneOverSecondary), .preferredBehavior(.overlay), .events([])]),
        RuleRow(.col3, "a compact column shows alone", [Do.triple, .setViewController(.plain("C"), for: .compact), .sizeClass(.compact)],
                [.viewControllers(["C"]), .visible([.compact]), .children(["C"])]),
        RuleRow(.col4, "triple collapses into one nested stack", [iPhone, Do.triple],
                [.viewControllers(["Primary"]), .children(["nav[Primary,nav[Supplementary],nav[Secondary]]"]), .visible([.secondary])]),
        RuleRow(.col5, "topColumnForCollapsing supplementary keeps primary and supplementary",
                [Do.triple, .setDelegateAnswer(.topColumnForCollapsing(.supplementary)), .sizeClass(.compact)],
                [.top(.supplementary), .children(["nav[Primary,nav[Supplementary]]"]),
                 .eventOrder([.topColumnForCollapsing(proposed: .secondary, answered: .supplementary), .didCollapse])]),
        RuleRow(.col5, "a compact column is proposed", [Do.triple, .setViewController(.plain("C"), for: .compact), .sizeClass(.compact)],
                [.eventOrder([.topColumnForCollapsing(proposed: .compact, answered: .compact)])]),
        RuleRow(.col6, "displayModeForExpanding's answer is used", [iPhone, .setDelegateAnswer(.displayModeForExpanding(.oneOverSecondary)),
                                                                  Do.regular],
                [.mode(.oneOverSecondary), .eventOrder([.willChangeDisplayMode(.secondaryOnly),
                                                        .displayModeForExpanding(proposed: .secondaryOnly, answered: .oneOverSecondary),
                                                        .didExpand])]),
        RuleRow(.col6, "expanding at 820 proposes the layout-pass mode", [ipadPortrait, .sizeClass(.compact), Do.regular],
                [.mode(.oneBesideSecondary), .eventOrder([.displayModeForExpanding(proposed: .oneBesideSecondary, answered: .oneBesideSecondary),
                                                          .didExpand, .showDetailTargetDidChange])]),
        RuleRow(.col7, "didCollapse comes after every will-callback", [ipadPortrait, .sizeClass(.compact)],
                [.eventOrder([.willHideColumn(.primary), .didCollapse]), .eventOrder([.viewWillDisappear("Primary"), .didCollapse])]),
        RuleRow(.col8, "an iPhone app opens on the secondary", [iPhone, Do.double],
                [.collapsed(true), .top(.secondary), .eventOrder([.willChangeDisplayMode(.oneBesideSecondary),
                                                                  .topColumnForCollapsing(proposed: .secondary, answered: .secondary),
                                                                  .didCollapse])]),
        RuleRow(.col8, "unless the delegate answers primary", [iPhone, .setDelegateAnswer(.topColumnForCollapsing(.primary)), Do.double],
                [.top(.primary), .children(["nav[Primary]"]), .buttons([])]),
    ]

    @Test("ENV, DEF and COL rows", arguments: rows)
    func row(_ row: RuleRow) {
        let failures = row.failures()
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
