import SplitModel

// MARK: Delegate

extension CommandTable {
    static let delegate: [CommandSpec] = [
        CommandSpec("delegate", .delegate,
                    [.optional([.choice(DelegateTable.methods), .value("VALUE", DelegateTable.answers),
                                .optional([.keyword(DelegateTable.conditionKeyword), .choice(DelegateTable.arguments), .name("NAME", also: [])])])],
                    "script a delegate answer (default removes it); alone, list the scripted answers",
                    examples: ["delegate", "delegate topColumnForCollapsing primary", "delegate displayModeForExpanding twoBesideSecondary",
                               "delegate collapseSecondary true", "delegate separateSecondary nil",
                               "delegate primaryViewControllerForCollapsing nav[List]", "delegate show default",
                               "delegate adaptivePresentationStyle none", "delegate collapseSecondary true when secondary Empty"],
                    details: DelegateTable.all.map { "delegate \($0.name) \($0.valueUsage): \($0.summary)" } + DelegateTable.conditionHelp,
                    build: { a throws(ShellError) in
                        guard let method = a.word(ifPresent: DelegateTable.methods.label) else { return .delegateAnswers }
                        let answer = try DelegateTable.answer(method: method, value: a.text("VALUE"))
                        guard let argument = a.word(ifPresent: DelegateTable.arguments.label) else {
                            return .engine(.setDelegateAnswer(answer))
                        }
                        guard answer.controllerArguments.contains(argument) else { throw .conditionArgument(method: method, argument: argument) }
                        guard !answer.isDefault else { throw .conditionalDefault(method: method) }
                        return .engine(.setDelegateAnswer(answer, when: DelegateCondition(argument: argument, name: a.word("NAME"))))
                    },
                    match: { c in
                        switch c {
                        case .delegateAnswers: return [.absent]
                        case .engine(.setDelegateAnswer(let answer, let condition)):
                            let (method, value) = DelegateTable.describe(answer)
                            let when: Argument = condition.map { .group([.keyword, .word($0.argument), .word($0.name)]) } ?? .absent
                            return [.group([.word(method), .text(value), when])]
                        default: return nil
                        }
                    }),
    ]
}
