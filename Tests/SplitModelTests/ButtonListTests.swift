import Testing
@testable import SplitModel
import TestSupport

/// The inline button list holds what an array of the same buttons holds.
struct ButtonListTests {
    private static let buttons = [
        Button(kind: .displayModeButton, bar: .primary, icon: .sidebarToggle, tap: .displayMode(.secondaryOnly), reason: .table(.btn3)),
        Button(kind: .secondaryOnlyButton, bar: .secondary, icon: .doubleArrow, tap: .displayMode(.secondaryOnly), reason: .secondaryOnly),
        Button(kind: .back, bar: .secondary, icon: .backChevron, tap: .pop(.secondary), reason: .back),
    ]

    @Test("a list of up to three buttons reads back as the array it was made from", arguments: 0...3)
    func readsBackInOrder(count: Int) {
        var list = ButtonList()
        for button in Self.buttons.prefix(count) { list.append(button) }
        #expect(list.count == count)
        #expect(Array(list) == Array(Self.buttons.prefix(count)))
        var other = ButtonList()
        for button in Self.buttons.prefix(count) { other.append(button) }
        #expect(list == other)
    }

    @Test("lists with different buttons or different counts differ")
    func differs() {
        var one = ButtonList(), two = ButtonList(), longer = ButtonList()
        one.append(Self.buttons[0])
        two.append(Self.buttons[1])
        longer.append(Self.buttons[0])
        longer.append(Self.buttons[1])
        #expect(one != two)
        #expect(one != longer)
        #expect(ButtonList() == ButtonList())
    }

    @Test("a state's summary and its shown buttons list the buttons of its layout, along a random walk")
    func summaryMatchesLayout() {
        var rng = SplitMix64(seed: 29)
        var state = SplitEngine.initialState()
        var shown = 0
        for _ in 0..<500 {
            if case .success(let outcome) = SplitEngine.apply(randomCommand(&rng, state: state), to: state) { state = outcome.state }
            let buttons = state.summaryLayout.buttons
            #expect(Array(buttons) == state.layout.buttons)
            #expect(Array(state.shownButtons) == state.layout.buttons)
            shown += buttons.count
        }
        #expect(shown > 0)
    }
}
