import Testing
@testable import SplitModel
import TestSupport

/// The inline column list holds what an array of the same columns holds.
struct ColumnListTests {
    private static func column(_ column: Column, x: Points) -> ColumnLayout {
        ColumnLayout(column: column, frame: HorizontalFrame(x: x, width: 100), reportedWidth: 100, placement: .tiled, isDimmed: false)
    }

    @Test("a list of up to five columns reads back as the array it was made from", arguments: 0...5)
    func readsBackInOrder(count: Int) {
        let columns = Array([Column.primary, .supplementary, .secondary, .inspector, .compact].prefix(count))
            .enumerated().map { Self.column($0.element, x: Points($0.offset) * 10) }
        let list = ColumnList(columns)
        #expect(list.count == count)
        #expect(Array(list) == columns)
        #expect(list == ColumnList(columns))
        if count > 0 { #expect(list.last == columns.last) }
    }

    @Test("lists with different columns or different counts differ")
    func differs() {
        let one: ColumnList = [Self.column(.primary, x: 0)]
        #expect(one != [Self.column(.primary, x: 5)])
        #expect(one != [Self.column(.primary, x: 0), Self.column(.secondary, x: 100)])
        #expect(ColumnList() == [])
    }

    @Test("a state's summary lists the columns of its untraced layout, along a random walk")
    func summaryMatchesLayout() {
        var rng = SplitMix64(seed: 23)
        var state = SplitEngine.initialState()
        for _ in 0..<500 {
            if case .success(let outcome) = SplitEngine.apply(randomCommand(&rng, state: state), to: state) { state = outcome.state }
            #expect(Array(state.summaryLayout.columns) == state.layoutWithoutTraces.columns)
            #expect(Array(Geometry(state: state).columnList()) == state.layout.columns)
        }
    }
}
