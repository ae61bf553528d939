import Testing
@testable import SplitModel
import TestSupport

/// The collapsed stack's shortcut readings agree with the list of its columns they are read without.
struct CollapsedStackTests {
    /// What `holdsController(below:)` stands for, read from the built list of columns.
    static func holdsControllerFromColumns(_ state: SplitState, below column: Column) -> Bool {
        let stack = CollapsedStack(state: state).columns
        return stack.contains(column) && stack.prefix(while: { $0 != column }).contains { state.controllers[$0] != nil }
    }

    @Test("a column sits above a held controller exactly when the stack's columns say so, along random walks",
          arguments: [UInt64(3), 7, 99])
    func holdsControllerAgreesWithColumns(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var state = SplitEngine.initialState()
        var compared = 0, held = 0
        for _ in 0..<3_000 {
            if case .success(let outcome) = SplitEngine.apply(randomCommand(&rng, state: state), to: state) { state = outcome.state }
            guard state.isCollapsed else { continue }
            for column in Column.allCases {
                let expected = Self.holdsControllerFromColumns(state, below: column)
                #expect(CollapsedStack(state: state).holdsController(below: column) == expected,
                        "seed \(seed), \(column) in \(state.style) stack \(CollapsedStack(state: state).columns)")
                compared += 1
                if expected { held += 1 }
            }
        }
        // The walk must reach both answers, or the comparison proves little.
        #expect(compared > 100 && held > 0)
    }

    @Test("a column set while collapsed above another column's controller is held; the compact column never is")
    func holdsControllerCases() throws {
        var state = SplitEngine.initialState()
        for command: Command in [.setStyle(.tripleColumn), .resize(width: 400, height: nil)] {
            state = try SplitEngine.apply(command, to: state).get().state
        }
        #expect(state.isCollapsed)
        let stack = CollapsedStack(state: state)
        #expect(!stack.holdsController(below: .primary))
        // Collapsed on the secondary (COL-5), the stack nests all three columns: the primary holds a controller below.
        #expect(stack.columns == [.primary, .supplementary, .secondary])
        #expect(stack.holdsController(below: .supplementary))
        #expect(stack.holdsController(below: .secondary))
        #expect(!stack.holdsController(below: .inspector))
        state = try SplitEngine.apply(.setViewController(.plain("Compact"), for: .compact), to: state).get().state
        #expect(!CollapsedStack(state: state).holdsController(below: .compact))
        #expect(!CollapsedStack(state: state).holdsController(below: .secondary))
    }
}
