import Testing
import LineEditing

@Suite struct CompletionPlanTests {
    static func completions(_ replacing: String, _ texts: [String]) -> EditorCompletion {
        EditorCompletion(replacing: replacing, candidates: texts.map {
            .init(text: $0, label: String($0.filter { $0 != " " && $0 != "\"" }))
        })
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let replacing: String
        let texts: [String]
        let plan: CompletionPlan
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "no candidate rings the bell", replacing: "x", texts: [], plan: .nothing),
        Row(name: "one candidate is typed in full", replacing: "setSt", texts: ["setStyle "],
            plan: .replace(deleting: 5, inserting: "setStyle ")),
        Row(name: "several that agree no further than typed are listed", replacing: "two",
            texts: ["twoBesideSecondary ", "twoOverSecondary "], plan: .list(["twoBesideSecondary", "twoOverSecondary"])),
        Row(name: "several agreeing further than typed", replacing: "setP", texts: ["setPreferredA ", "setPreferredB "],
            plan: .replace(deleting: 4, inserting: "setPreferred")),
        Row(name: "several that add nothing are listed", replacing: "", texts: ["unspecified ", "doubleColumn "],
            plan: .list(["unspecified", "doubleColumn"])),
        Row(name: "a quoted name replaces the words typed", replacing: "iPad P", texts: ["\"iPad Pro 11\" ", "\"iPad Pro 13\" "],
            plan: .replace(deleting: 6, inserting: "\"iPad Pro 1")),
        Row(name: "deleting counts scalars, not bytes", replacing: "caf\u{E9}", texts: ["caf\u{E9} "],
            plan: .replace(deleting: 4, inserting: "caf\u{E9} ")),
        Row(name: "the one candidate that finishes the word is typed", replacing: "setS",
            texts: ["setShowsSecondaryOnlyButton ", "setStyle "], plan: .replace(deleting: 4, inserting: "setStyle ")),
        Row(name: "another case is replaced", replacing: "SETSTYLE", texts: ["setStyle "], plan: .replace(deleting: 8, inserting: "setStyle ")),
    ]

    @Test(arguments: rows)
    func plans(_ row: Row) {
        #expect(CompletionPlan.plan(Self.completions(row.replacing, row.texts)) == row.plan)
    }

    @Test func columnsGoDownThenAcross() {
        let rows = CompletionPlan.columns(["a", "bb", "ccc", "d", "e"], width: 12)
        #expect(rows == ["a    d", "bb   e", "ccc"])
    }

    @Test func oneColumnWhenNothingFits() {
        #expect(CompletionPlan.columns(["a-long-name", "b"], width: 4) == ["a-long-name", "b"])
        #expect(CompletionPlan.columns([], width: 80) == [])
    }
}
