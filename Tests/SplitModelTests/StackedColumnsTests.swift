import Testing
@testable import SplitModel
import TestSupport

/// The collapsed stack's columns, held inline: what they read back and how they sit in a collapsed split.
struct StackedColumnsTests {
    @Test("a list made of one to three columns reads them back in order")
    func readsBackInOrder() {
        #expect(Array(StackedColumns()) == [])
        #expect(Array(StackedColumns(.compact)) == [.compact])
        #expect(Array(StackedColumns(.primary, .secondary)) == [.primary, .secondary])
        #expect(Array(StackedColumns(.primary, .supplementary, .secondary)) == [.primary, .supplementary, .secondary])
        #expect(StackedColumns(.primary, .secondary) != StackedColumns(.primary))
    }

    @Test("collapsed, the stack's columns sit bottom first in column order and end at the top, along a random walk",
          arguments: [UInt64(7), 29])
    func stackOrderAlongAWalk(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var state = SplitEngine.initialState()
        var collapsed = 0
        for step in 0..<1500 {
            if case .success(let outcome) = SplitEngine.apply(randomCommand(&rng, state: state), to: state) { state = outcome.state }
            guard state.isCollapsed else { continue }
            collapsed += 1
            let stack = CollapsedStack(state: state)
            let columns = Array(stack.columns)
            #expect(!columns.isEmpty, "seed \(seed) step \(step)")
            #expect(columns == columns.sorted() && Set(columns).count == columns.count, "seed \(seed) step \(step): \(columns)")
            #expect(stack.top(stacked: stack.columns) == stack.top, "seed \(seed) step \(step)")
            if state.style.isColumnStyle, state.controllers[.compact] != nil {
                #expect(columns == [.compact], "seed \(seed) step \(step)")
            } else if state.style.isColumnStyle {
                #expect(columns.last == stack.top, "seed \(seed) step \(step)")
            }
        }
        #expect(collapsed > 50)
    }
}
