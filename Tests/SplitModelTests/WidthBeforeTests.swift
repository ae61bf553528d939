import Testing
@testable import SplitModel

/// A window's width before a change tells a layout pass whether the width it lays out at changed: on the pixel
/// grid, not in raw points, and a turn counts as a change (ENV-5).
struct WidthBeforeTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let before: (width: Points, scale: Double, orientation: Orientation)
        let after: (width: Points, scale: Double, orientation: Orientation)
        let changed: Bool

        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "the same width", before: (820, 2, .landscape), after: (820, 2, .landscape), changed: false),
        Row(name: "a raw change inside one pixel at 2x", before: (700.1, 2, .landscape), after: (700.2, 2, .landscape), changed: false),
        Row(name: "a change onto the next half point at 2x", before: (700.1, 2, .landscape), after: (700.3, 2, .landscape), changed: true),
        Row(name: "a change onto the next third of a point at 3x", before: (390, 3, .portrait), after: (390.2, 3, .portrait), changed: true),
        Row(name: "the same width, turned", before: (820, 2, .landscape), after: (820, 2, .portrait), changed: true),
        Row(name: "a new width", before: (1180, 2, .landscape), after: (1024, 2, .landscape), changed: true),
    ]

    @Test("a new layout width or orientation counts as changed, a raw change within a pixel does not", arguments: rows)
    func changed(row: Row) {
        let before = WidthBefore(width: row.before.width, scale: row.before.scale, orientation: row.before.orientation)
        let layoutWidth = Window.snap(row.after.width, scale: row.after.scale)
        #expect(before.changed(to: layoutWidth, row.after.orientation) == row.changed)
    }

    @Test("a resize within one pixel keeps an explicitly requested mode; one onto the next pixel re-resolves it")
    func resizeWithinAPixelKeepsTheRequest() throws {
        // At 900 (landscape on the iPad's 820 point height) a tripleColumn twoBeside request falls back to twoOver; a
        // layout pass at a new width resolves the preferred mode again (twoBeside does not fit, so oneBeside), but one
        // at the same layout width leaves the request alone.
        var state = SplitEngine.initialState()
        for command: Command in [.setStyle(.tripleColumn), .resize(width: 900, height: nil),
                                 .setPreferredDisplayMode(.twoBesideSecondary)] {
            state = try SplitEngine.apply(command, to: state).get().state
        }
        #expect(state.displayMode == .twoOverSecondary)
        let withinAPixel = try SplitEngine.apply(.resize(width: 900.2, height: nil), to: state).get().state
        #expect(withinAPixel.displayMode == .twoOverSecondary)
        let nextPixel = try SplitEngine.apply(.resize(width: 901, height: nil), to: state).get().state
        #expect(nextPixel.displayMode == .oneBesideSecondary)
    }
}
