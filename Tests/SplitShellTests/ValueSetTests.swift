import Testing
@testable import SplitShell

/// A value set keeps its fields behind one reference; it still compares and hashes by every field, as a plain value.
struct ValueSetTests {
    static let base = ValueSet("side", placeholder: "SIDE", values: ["leading", "trailing"], aliases: ["left": "leading"],
                               helpTopic: "sides")

    @Test func setsMadeApartWithTheSameFieldsAreEqualAndHashAlike() {
        let again = ValueSet("side", placeholder: "SIDE", values: ["leading", "trailing"], aliases: ["left": "leading"],
                             helpTopic: "sides")
        #expect(again == Self.base)
        #expect(again.hashValue == Self.base.hashValue)
        #expect(Set([again, Self.base]).count == 1)
    }

    @Test(arguments: [
        ValueSet("edge", placeholder: "SIDE", values: ["leading", "trailing"], aliases: ["left": "leading"], helpTopic: "sides"),
        ValueSet("side", placeholder: nil, values: ["leading", "trailing"], aliases: ["left": "leading"], helpTopic: "sides"),
        ValueSet("side", placeholder: "SIDE", values: ["trailing", "leading"], aliases: ["left": "leading"], helpTopic: "sides"),
        ValueSet("side", placeholder: "SIDE", values: ["leading", "trailing"], aliases: [:], helpTopic: "sides"),
        ValueSet("side", placeholder: "SIDE", values: ["leading", "trailing"], aliases: ["left": "leading"], helpTopic: nil),
    ])
    func aSetThatDiffersInOneFieldIsNotEqual(_ other: ValueSet) {
        #expect(other != Self.base)
    }
}
