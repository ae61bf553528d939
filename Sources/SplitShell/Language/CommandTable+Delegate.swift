import SplitModel

// MARK: Delegate

extension CommandTable {
    static let delegate: [CommandSpec] = [
        CommandSpec("delegate", .delegate, [.optional([.choice(DelegateTable.methods), .value("VALUE", DelegateTable.answers)])],
                    "script a delegate answer (default removes it); alone, list the scripted answers",
                    examples: ["delegate", "delegate topColumnForCollapsing primary", "delegate displayModeForExpanding twoBesideSecondary",
                               "delegate collapseSecondary true", "delegate separateSecondary nil",
                               "delegate primaryViewControllerForCollapsing nav[List]", "delegate show default",
                               "delegate adaptivePresentationStyle none"],
                    details: DelegateTable.all.map { "delegate \($0.name) \($0.valueUsage): \($0.summary)" },
                    build: { a throws(ShellError) in
                        guard let method = a.word(ifPresent: DelegateTable.methods.label) else { return .delegateAnswers }
                        return .engine(.setDelegateAnswer(try DelegateTable.answer(method: method, value: a.text("VALUE"))))
                    },
                    match: { c in
                        switch c {
                        case .delegateAnswers: return [.absent]
                        case .engine(.setDelegateAnswer(let answer)):
                            let (method, value) = DelegateTable.describe(answer)
                            return [.group([.word(method), .text(value)])]
                        default: return nil
                        }
                    }),
    ]
}
