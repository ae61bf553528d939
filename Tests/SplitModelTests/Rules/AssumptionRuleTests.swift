import Testing
@testable import SplitModel

/// SN: splitnav's own assumptions where the spec is silent.
struct AssumptionRuleTests {
    static let at820 = Do.device("iPad (A16)")

    static let rows: [RuleRow] = [
        RuleRow(.sn3, "os 18 twoDisplace pushes the secondary past the trailing edge",
                [Do.os18, Do.triple, .setPreferredSplitBehavior(.displace), Do.mode(.twoBesideSecondary)],
                [.frame(.primary, x: 0, width: 280), .frame(.supplementary, x: 280.5, width: 320), .frame(.secondary, x: 601, width: 859.5)]),
        RuleRow(.sn4, "the fallback twoOver dims the secondary", [at820, Do.triple, Do.mode(.twoBesideSecondary)], [.dimmed([.secondary])]),
        RuleRow(.sn5, "a background change does not re-resolve the mode (measured at 820)",
                [at820, Do.triple, Do.mode(.twoBesideSecondary), .setPrimaryBackgroundStyle(.none)],
                [.mode(.twoOverSecondary), .frame(.primary, x: 0, width: 280)]),
        RuleRow(.sn6, "a minimum that no longer fits runs a layout pass", [Do.triple, Do.width(.minimum, .primary, 500)],
                [.mode(.oneBesideSecondary), .events([.willChangeDisplayMode(.oneBesideSecondary), .willHideColumn(.primary),
                                                      .viewWillDisappear("Primary"), .didHideColumn(.primary), .viewDidDisappear("Primary")])]),
        RuleRow(.sn9, "show from the split on a column style: E appears, the split gains no child (measured), as a sheet (assumed)",
                [.showViewController(.plain("E"), sender: .split)],
                [.events([.viewWillAppear("E"), .viewDidAppear("E")]), .children(["nav[Primary]", "nav[Secondary]"])]),
        RuleRow(.sn5, "a minimum that still fits changes widths only", [Do.triple, Do.width(.minimum, .primary, 300)],
                [.mode(.twoBesideSecondary), .frame(.primary, x: 10, width: 300), .events([])]),
        RuleRow(.sn7, "doubleColumn has no supplementary to show", [.show(.supplementary)], [.notes([.sn7])]),
        RuleRow(.sn8, "an overlaid supplementary stops short of a narrow window's edge",
                [Do.size(305.5, 700), Do.regular, Do.triple, Do.mode(.oneOverSecondary)], [.frame(.supplementary, x: 0, width: 305)]),
        RuleRow(.sn8, "but never below its minimum", [Do.size(230, 700), Do.regular, Do.triple, Do.mode(.oneOverSecondary)],
                [.frame(.supplementary, x: 0, width: 240)]),
    ]

    @Test("SN rows", arguments: rows)
    func row(_ row: RuleRow) {
        let failures = row.failures()
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
