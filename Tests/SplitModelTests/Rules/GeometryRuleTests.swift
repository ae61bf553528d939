import Testing
@testable import SplitModel

/// One expected fact about the vertical geometry a row's commands lead to.
enum GeometryExpect: RowExpectation {
    /// The column's rect, `[x, y, width, height]`.
    case rect(Column, [Double])
    /// The column's safe-area insets, `[top, left, bottom, right]`.
    case safeArea(Column, [Double])
    /// The window's safe-area insets, `[top, left, bottom, right]`.
    case window([Double])

    var isRefusal: Bool { false }

    func check(_ outcome: ScenarioOutcome, of commands: [Command], into failures: inout Failures) {
        let state = outcome.state
        switch self {
        case .rect(let column, let expected):
            let rect = try? state.readRect(column)
            failures.check("rect \(column.rawValue)", expected, rect.map { [$0.x, $0.y, $0.width, $0.height] } ?? [])
        case .safeArea(let column, let expected):
            failures.check("safeArea \(column.rawValue)", expected, (try? state.readSafeArea(column)).map(Self.quad) ?? [])
        case .window(let expected):
            failures.check("window safe area", expected, Self.quad(state.window.safeArea))
        }
    }

    static func quad(_ insets: SafeAreaInsets) -> [Double] { [insets.top, insets.left, insets.bottom, insets.right] }
}

typealias GeometryRow = Row<GeometryExpect>

/// ENV-9..9c and WID-10..11: safe areas and the vertical half of the frames. "At 820" is an iPad (A16) portrait window.
struct GeometryRuleTests {
    static let at820 = Do.device("iPad (A16)")

    static let rows: [GeometryRow] = [
        GeometryRow(.env9, "iPad (A16) portrait: 32 on top, 25 below", [at820], [.window([32, 0, 25, 0])]),
        GeometryRow(.env9, "iPhone 16 portrait: 59 on top, 34 below, on the collapsed column",
                    [Do.device("iPhone 16")], [.window([59, 0, 34, 0]), .safeArea(.secondary, [59, 0, 34, 0]),
                                               .rect(.secondary, [0, 0, 393, 852])]),
        GeometryRow(.env9a, "iPhone 16 landscape: the sides and a 21 pt home indicator",
                    [Do.device("iPhone 16", .landscape)], [.window([0, 59, 21, 59])]),
        GeometryRow(.env9a, "a home-button phone: a 20 pt status bar", [Do.device("iPhone 8")], [.window([20, 0, 0, 0])]),
        GeometryRow(.env9a, "and none in landscape", [Do.device("iPhone 8", .landscape)], [.window([0, 0, 0, 0])]),
        GeometryRow(.env9a, "iPhone X landscape: 44 at each side", [Do.device("iPhone X", .landscape)], [.window([0, 44, 21, 44])]),
        GeometryRow(.env9b, "iPhone 13 by its family: 47 on top", [Do.device("iPhone 13")], [.window([47, 0, 34, 0])]),
        GeometryRow(.env9b, "iPhone 13 mini: 50 on top", [Do.device("iPhone 13 mini")], [.window([50, 0, 34, 0])]),
        GeometryRow(.env9b, "the start-up landscape iPad keeps its portrait insets", [], [.window([32, 0, 25, 0])]),
        GeometryRow(.env9b, "a home-button iPad has no bottom inset", [Do.device("iPad Air 2")], [.window([32, 0, 0, 0])]),
        GeometryRow(.env9b, "a free window has none", [Do.device("iPhone 16"), Do.size(800, 600)], [.window([0, 0, 0, 0])]),
        GeometryRow(.env9c, "a 700 pt high window loses the bottom inset", [at820, Do.size(820, 700)],
                    [.window([32, 0, 0, 0]), .safeArea(.secondary, [32, 330, 0, 0])]),
        GeometryRow(.env9c, "a half pane reaches the bottom and keeps that inset", [Do.device("iPad (A16)", .landscape, .half)],
                    [.window([32, 0, 25, 0])]),
        GeometryRow(.wid10, "the floating primary hangs from the safe-area top, 10 pt past its bottom", [at820],
                    [.rect(.primary, [10, 32, 320, 1133]), .rect(.secondary, [0, 0, 820, 1180])]),
        GeometryRow(.wid10, "a 700 pt window: 10 pt above the bottom edge", WidthRuleTests.regular(1000) + [Do.triple],
                    [.rect(.primary, [10, 32, 280, 658]), .rect(.supplementary, [0, 0, 535.5, 700])]),
        GeometryRow(.wid10, "iPhone 16 expanded: a parked primary 769 high", [Do.device("iPhone 16"), Do.regular],
                    [.rect(.primary, [-330, 59, 320, 769]), .rect(.secondary, [0, 0, 393, 852])]),
        GeometryRow(.wid10, "background none tiles the primary the full height", [at820, .setPrimaryBackgroundStyle(.none)],
                    [.rect(.primary, [0, 0, 320, 1180])]),
        GeometryRow(.wid10a, "landscape iPhone: the sidebar keeps 10 pt from the top", [Do.device("iPhone 16 Pro Max", .landscape)],
                    [.rect(.primary, [10, 10, 320, 419])]),
        GeometryRow(.wid10a, "the inspector spans the height", [Do.device("iPad Pro 12.9-inch", .landscape), Do.triple, .show(.inspector)],
                    [.rect(.inspector, [1046, 0, 320, 1024])]),
        GeometryRow(.wid11, "the secondary under a floating sidebar reserves its trailing edge", [at820],
                    [.safeArea(.secondary, [32, 330, 25, 0]), .safeArea(.primary, [0, 0, 10, 0])]),
        GeometryRow(.wid11, "an overlaid sidebar reserves nothing", [at820, Do.mode(.oneOverSecondary)],
                    [.safeArea(.secondary, [32, 0, 25, 0])]),
        GeometryRow(.wid11, "twoBeside: the supplementary under the primary", WidthRuleTests.regular(1000) + [Do.triple],
                    [.safeArea(.supplementary, [32, 290, 0, 0]), .safeArea(.secondary, [32, 0, 0, 0])]),
        GeometryRow(.wid11, "a requested twoOver: the wide supplementary, not the dimmed secondary",
                    [at820, Do.triple, Do.mode(.twoOverSecondary)],
                    [.safeArea(.supplementary, [32, 290, 25, 0]), .safeArea(.secondary, [32, 0, 25, 0])]),
        GeometryRow(.wid11, "a parked column has none", [at820, Do.triple], [.safeArea(.primary, [0, 0, 0, 0])]),
        GeometryRow(.wid11, "a trailing sidebar reserves the right side", [at820, .setPrimaryEdge(.trailing)],
                    [.safeArea(.secondary, [32, 0, 25, 330])]),
    ]

    @Test("ENV-9 and WID-10, WID-11 rows", arguments: rows)
    func row(_ row: GeometryRow) {
        let failures = row.failures()
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
