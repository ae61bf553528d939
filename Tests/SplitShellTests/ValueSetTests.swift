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

    /// Aliases given as pairs, in any order, make the same set as the same aliases given as a dictionary; each reads
    /// as its canonical word, from its text and from its bytes, and `aliases` gives them back.
    @Test func aliasesGivenAsPairsAreTheSameAsADictionary() {
        let dictionary = ["yes": "true", "no": "false", "on": "true", "off": "false"]
        let pairs = ValueSet("boolean", placeholder: "BOOL", values: ["true", "false"],
                             aliasPairs: ["on": "true", "yes": "true", "off": "false", "no": "false"])
        let given = ValueSet("boolean", placeholder: "BOOL", values: ["true", "false"], aliases: dictionary)
        #expect(pairs == given)
        #expect(pairs.hashValue == given.hashValue)
        #expect(pairs == ValueSet.boolean)
        #expect(pairs.aliases == dictionary)
        #expect(pairs.acceptedWords == ["true", "false", "no", "off", "on", "yes"])
        for (alias, canonical) in dictionary {
            #expect(pairs.canonical(alias) == canonical)
            let index = Array(alias.utf8).withUnsafeBufferPointer { pairs.canonicalIndex($0, isASCII: true) }
            #expect(index.map { pairs.values[$0] } == canonical)
        }
        #expect(pairs.canonical("maybe") == nil)
    }
}
