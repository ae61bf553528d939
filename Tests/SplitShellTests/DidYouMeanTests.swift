import Testing
@testable import SplitShell

@Suite struct DidYouMeanTests {
    static let cases: [Case<(String, [String]), [String]>] = [
        Case("case-insensitive exact", ("SETSTYLE", ["setStyle", "show"]), ["setStyle"]),
        Case("unique prefix", ("twoBeside", ["twoBesideSecondary", "twoOverSecondary"]), ["twoBesideSecondary"]),
        Case("several prefixes", ("two", ["twoBesideSecondary", "twoOverSecondary", "secondaryOnly"]), ["twoOverSecondary", "twoBesideSecondary"]),
        Case("one typo", ("hdie", ["hide", "show"]), ["hide"]),
        Case("closest wins", ("tile", ["tile", "title"]), ["tile"]),
        Case("too far", ("banana", ["hide", "show"]), []),
        Case("nothing kept", ("foo", ["os", "width"]), []),
        Case("two edits, letters kept", ("tpa", ["tap", "show"]), ["tap"]),
        Case("empty", ("", ["hide"]), []),
    ]

    @Test(arguments: cases)
    func suggests(_ row: Case<(String, [String]), [String]>) {
        #expect(DidYouMean.suggestions(for: row.input.0, among: row.input.1) == row.output)
    }

    @Test(arguments: [("kitten", "sitting", 3), ("", "abc", 3), ("same", "same", 0), ("flaw", "lawn", 2)])
    func editDistance(_ a: String, _ b: String, _ distance: Int) {
        #expect(DidYouMean.editDistance(a, b) == distance)
    }
}
