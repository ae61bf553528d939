import Testing
@testable import SplitModel

/// A trace keeps its first two facts in place and any further ones in a list of their own; whatever way it was made,
/// it must give back exactly the facts it was given, and traces made from the same facts must be equal and hash alike.
@Suite struct TraceStorageTests {
    static let facts = [Fact("needed", .points(954.5)), Fact("controller", .word("nav(list)")), Fact("mode", .mode(.oneBesideSecondary)),
                        Fact("bar", .column(.primary))]

    @Test(arguments: 0...4)
    func givesBackItsFacts(count: Int) {
        let facts = Array(Self.facts.prefix(count))
        #expect(Trace(.mode3, .displayMode, facts).facts == facts)
    }

    @Test(arguments: 1...2)
    func madeWithoutAListEqualsMadeFromOne(count: Int) {
        let listed = Trace(.show5, .route, Array(Self.facts.prefix(count)))
        let inPlace = Trace(.show5, .route, Self.facts[0], count == 2 ? Self.facts[1] : nil)
        #expect(inPlace == listed)
        #expect(inPlace.hashValue == listed.hashValue)
        #expect(inPlace.facts == listed.facts)
    }

    @Test func aThirdFactMakesADifferentTrace() {
        let two = Trace(.mode3, .displayMode, Array(Self.facts.prefix(2)))
        let three = Trace(.mode3, .displayMode, Array(Self.facts.prefix(3)))
        #expect(two != three)
    }

    /// Recording a decision with its facts in place must leave the same trace as recording it with a list.
    @Test(arguments: 1...2)
    func recordingInPlaceMatchesRecordingAList(count: Int) {
        var listed = Transition(state: SplitEngine.initialState())
        var inPlace = listed
        listed.record(.nav4, .route, Array(Self.facts.prefix(count)))
        inPlace.record(.nav4, .route, Self.facts[0], count == 2 ? Self.facts[1] : nil)
        #expect(inPlace.traces == listed.traces)
        #expect(inPlace.traces.last?.facts == Array(Self.facts.prefix(count)))
    }
}
