import SplitModel

// MARK: Survey

extension CommandTable {
    static let survey: [CommandSpec] = [
        CommandSpec("survey", .inspection,
                    [.optional([.devicePrefix]), .optional([.choice(.orientation)]), .optional([.keyword("os"), .choice(.surveyRuleSet)])],
                    "the split relaunched on every device preset, orientation and pane: a row each",
                    examples: ["survey", "survey iPad", "survey \"iPhone 16\" landscape", "survey os both", "survey landscape os 18"],
                    details: ["each row: a copy of the split (style, properties, controllers, delegate answers)",
                              "placed as `device NAME ORIENTATION PANE` places it, then relaunched, so a",
                              "compact window collapses at appearance; the session is not changed",
                              "DEVICE-PREFIX: the presets whose names start with it, any case; quote it or",
                              "give it as several words",
                              "os: the rule set to present under (default the session's); both shows the",
                              "two, one row marked both where they agree",
                              "devices with equal rows share a heading; sizes: wR/wC horizontal, hR/hC",
                              "vertical; top: the collapsed stack's top column; -: none"],
                    build: { a in
                        .survey(SurveyFilter(devicePrefix: a.word(ifPresent: Slot.devicePrefix.usage),
                                             orientation: a.choice(ifPresent: ValueSet.orientation.label, as: Orientation.self),
                                             os: a.word(ifPresent: ValueSet.surveyRuleSet.label)))
                    },
                    match: { c in
                        guard case .survey(let filter) = c else { return nil }
                        return [filter.devicePrefix.map { .group([.word($0)]) } ?? .absent,
                                filter.orientation.map { .group([.word($0.rawValue)]) } ?? .absent,
                                filter.os.map { .group([.keyword, .word($0)]) } ?? .absent]
                    }),
    ]
}

extension ValueSet {
    /// `survey ... os 26|18|both`.
    public static let surveyRuleSet = ValueSet("UIKit generation", values: RuleSet.allCases.map { String($0.rawValue) } + ["both"])
}
