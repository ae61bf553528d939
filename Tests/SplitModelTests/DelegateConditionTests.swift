import Testing
@testable import SplitModel

@Suite struct DelegateConditionTests {
    @Test(arguments: [(ViewController.plain("Empty"), true), (.navigation([.plain("Empty")]), true),
                      (.navigation([.plain("List"), .plain("Empty")]), true), (.navigation([.plain("Empty"), .plain("Photo")]), false),
                      (.plain("Photo"), false), (.tabBar([.plain("Empty")]), false)])
    func aConditionHoldsForTheControllerOrTheTopOfItsNavigationController(_ controller: ViewController, _ holds: Bool) {
        #expect(DelegateCondition(argument: "secondary", name: "Empty").holds(for: controller) == holds)
    }

    @Test func theFirstThatHoldsAnswersAndNamesItsCondition() {
        var answers = DelegateAnswers()
        let empty = DelegateCondition(argument: "secondary", name: "Empty")
        let list = DelegateCondition(argument: "primary", name: "List")
        answers.set(.collapseSecondary(true), when: empty)
        answers.set(.collapseSecondary(false), when: list)
        answers.set(.collapseSecondary(false), when: nil)
        let both = answers.collapseSecondary(secondary: .plain("Empty"), onto: .plain("List"))
        #expect(both.value == true && both.condition == empty)
        let second = answers.collapseSecondary(secondary: .plain("Photo"), onto: .navigation([.plain("List")]))
        #expect(second.value == false && second.condition == list)
        let fallback = answers.collapseSecondary(secondary: .plain("Photo"), onto: .plain("Other"))
        #expect(fallback.value == false && fallback.condition == nil && fallback.implemented)
    }

    @Test func settingAgainReplacesInPlaceAndDefaultClearsOnlyThatMethod() {
        var answers = DelegateAnswers()
        let a = DelegateCondition(argument: "vc", name: "A")
        answers.set(.show(true), when: a)
        answers.set(.showDetail(true), when: a)
        answers.set(.show(false), when: DelegateCondition(argument: "vc", name: "B"))
        answers.set(.show(false), when: a)
        #expect(answers.conditional.map(\.answer) == [.show(false), .showDetail(true), .show(false)])
        answers.set(.show(true), when: nil)
        #expect(answers.show == true && answers.conditional.count == 3)
        answers.set(.show(nil), when: nil)
        #expect(answers.show == nil && answers.conditional.map(\.answer) == [.showDetail(true)])
        #expect(!answers.show(.plain("A")).implemented)
        let unmatched = answers.showDetail(.plain("Z"))
        #expect(unmatched.implemented && unmatched.value == nil)
    }
}
