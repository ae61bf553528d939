import Testing
@testable import SplitModel

/// MODE: how the display mode and split behavior resolve.
struct ModeRuleTests {
    static let at820 = Do.device("iPad (A16)")
    static func regular(_ width: Double, _ height: Double = 700) -> [Command] { [Do.size(width, height), Do.regular] }

    static let rows: [RuleRow] = [
        RuleRow(.mode1, "triple at 1180 tiles two sidebars", [Do.triple], [.mode(.twoBesideSecondary), .behavior(.tile)]),
        RuleRow(.mode1, "oneOver is an overlay", [at820, Do.mode(.oneOverSecondary)], [.mode(.oneOverSecondary), .behavior(.overlay)]),
        RuleRow(.mode2, "oneOver sets the preferred behavior to overlay", [Do.mode(.oneOverSecondary)], [.preferredBehavior(.overlay)]),
        RuleRow(.mode2, "twoDisplace sets displace", [Do.triple, Do.mode(.twoDisplaceSecondary)], [.preferredBehavior(.displace)]),
        RuleRow(.mode2, "secondaryOnly leaves the behavior alone", [Do.mode(.oneOverSecondary), Do.mode(.secondaryOnly)],
                [.preferredBehavior(.overlay), .mode(.secondaryOnly), .behavior(.tile)]),
        RuleRow(.mode2, "automatic leaves it too", [Do.mode(.twoBesideSecondary), Do.mode(.automatic)], [.preferredBehavior(.tile)]),
        RuleRow(.mode3, "triple automatic at 820 is oneBeside", [at820, Do.triple], [.mode(.oneBesideSecondary), .behavior(.tile)]),
        RuleRow(.mode3, "a twoBeside request that does not fit gives twoOver", [at820, Do.triple, Do.mode(.twoBesideSecondary)],
                [.mode(.twoOverSecondary), .behavior(.overlay), .preferredBehavior(.tile)]),
        RuleRow(.mode3, "the same preference at appearance gives oneBeside", [at820, Do.triple, Do.mode(.twoBesideSecondary), .relaunch],
                [.mode(.oneBesideSecondary), .behavior(.tile)]),
        RuleRow(.mode3, "an overlay preference appears as secondaryOnly", [at820, Do.triple, Do.mode(.oneOverSecondary), .relaunch],
                [.mode(.secondaryOnly), .preferredMode(.oneOverSecondary)]),
        RuleRow(.mode3, "a resize keeps the overlay that is showing", [Do.triple, Do.mode(.twoOverSecondary), .resize(width: 900, height: nil)],
                [.mode(.twoOverSecondary), .frame(.supplementary, x: 0, width: 610)]),
        RuleRow(.mode3, "a fallback twoOver tiles again when a resize fits", [at820, Do.triple, Do.mode(.twoBesideSecondary),
                                                                             .resize(width: 1180, height: nil)],
                [.mode(.twoBesideSecondary), .behavior(.tile)]),
        RuleRow(.mode3, "a twoBeside preference falls back to oneBeside on a narrowing resize",
                [Do.triple, Do.mode(.twoBesideSecondary), .resize(width: 900, height: nil)], [.mode(.oneBesideSecondary)]),
        RuleRow(.mode3, "a same-width layout pass does not replay the request",
                [at820, Do.triple, Do.mode(.twoBesideSecondary), .resize(width: nil, height: 900)], [.mode(.twoOverSecondary)]),
        RuleRow(.mode3a, "double with an overlay preference appears as secondaryOnly", [Do.mode(.oneOverSecondary), .relaunch],
                [.mode(.secondaryOnly)]),
        RuleRow(.mode4, "393 wide and regular: secondaryOnly", [Do.device("iPhone 16"), Do.regular], [.mode(.secondaryOnly)]),
        RuleRow(.mode4, "463 is too narrow for one sidebar", regular(463) + [Do.triple], [.mode(.secondaryOnly)]),
        RuleRow(.mode4, "464 fits one", regular(464) + [Do.triple], [.mode(.oneBesideSecondary)]),
        RuleRow(.mode4, "600 gives oneBeside in triple", regular(600) + [Do.triple], [.mode(.oneBesideSecondary)]),
        RuleRow(.mode4, "a twoBeside request at 400 is secondaryOnly", regular(400) + [Do.triple, Do.mode(.twoBesideSecondary)],
                [.mode(.secondaryOnly)]),
        RuleRow(.mode4b, "classic at 820: allVisible", [at820, Do.classic], [.mode(.oneBesideSecondary)]),
        RuleRow(.mode4b, "classic honours primaryOverlay", [at820, Do.classic, Do.mode(.oneOverSecondary)], [.mode(.oneOverSecondary)]),
        RuleRow(.mode4b, "classic at 400 regular: primaryHidden", regular(400) + [Do.classic], [.mode(.secondaryOnly)]),
        RuleRow(.mode4b, "classic has no split behavior", [Do.classic, .setPreferredSplitBehavior(.tile)],
                [.refused(.requiresInitWithStyle(api: "preferredSplitBehavior"))]),
        RuleRow(.mode4c, "classic os 18 portrait: primaryHidden", [Do.os18, at820, Do.classic], [.mode(.secondaryOnly)]),
        RuleRow(.mode4c, "classic os 18 landscape: allVisible", [Do.os18, Do.classic], [.mode(.oneBesideSecondary)]),
        RuleRow(.mode5, "os 26 twoDisplace wide is twoBeside, tile", [Do.triple, Do.mode(.twoDisplaceSecondary)],
                [.mode(.twoBesideSecondary), .behavior(.tile), .preferredMode(.twoDisplaceSecondary), .preferredBehavior(.displace)]),
        RuleRow(.mode5, "os 26 twoDisplace at 820 is twoOver", [at820, Do.triple, Do.mode(.twoDisplaceSecondary)],
                [.mode(.twoOverSecondary), .behavior(.overlay)]),
        RuleRow(.mode6, "os 18 portrait double: overlay, secondaryOnly", [Do.os18, at820], [.mode(.secondaryOnly), .behavior(.overlay)]),
        RuleRow(.mode6, "os 18 landscape double: tile, oneBeside", [Do.os18], [.mode(.oneBesideSecondary), .behavior(.tile)]),
        RuleRow(.mode6, "os 18 triple at 1366: twoBeside", [Do.os18, Do.device("iPad Pro 12.9-inch", .landscape), Do.triple],
                [.mode(.twoBesideSecondary)]),
        RuleRow(.mode6, "os 18 triple at 1180 fits two (945 with background none)", [Do.os18, Do.triple], [.mode(.twoBesideSecondary)]),
        RuleRow(.mode6, "os 18 triple at 940 landscape: oneBeside", [Do.os18, Do.size(940, 700), Do.triple], [.mode(.oneBesideSecondary)]),
        RuleRow(.mode6, "os 18 honours displace: twoBeside maps to twoDisplace",
                [Do.os18, Do.triple, .setPreferredSplitBehavior(.displace), Do.mode(.twoBesideSecondary)],
                [.mode(.twoDisplaceSecondary), .behavior(.displace), .placement(.secondary, .displaced), .dimmed([.secondary])]),
        RuleRow(.mode6, "os 18 automatic under displace is oneBeside", [Do.os18, Do.triple, .setPreferredSplitBehavior(.displace), .relaunch],
                [.mode(.oneBesideSecondary), .behavior(.displace)]),
        RuleRow(.mode7, "presentsWithGesture false: the overlay preference is respected at appearance",
                [Do.mode(.oneOverSecondary), .setPresentsWithGesture(false), .relaunch], [.mode(.oneOverSecondary)]),
        RuleRow(.mode8, "a behavior change alone waits for the next layout pass",
                [Do.mode(.oneBesideSecondary), .setPreferredSplitBehavior(.overlay)], [.mode(.oneBesideSecondary)]),
        RuleRow(.mode8, "and then maps the preference into its set", [Do.mode(.oneBesideSecondary), .setPreferredSplitBehavior(.overlay),
                                                                      .setPresentsWithGesture(false), .relaunch],
                [.mode(.oneOverSecondary), .behavior(.overlay)]),
        RuleRow(.sn2, "two-sidebar modes act as one on doubleColumn", [Do.mode(.twoOverSecondary)], [.mode(.oneOverSecondary)]),
    ]

    @Test("MODE rows", arguments: rows)
    func row(_ row: RuleRow) {
        let failures = row.failures()
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
