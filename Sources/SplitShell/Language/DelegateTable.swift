import SplitModel

/// The delegate methods `delegate METHOD VALUE` scripts, with the value each takes (`default` removes the answer).
enum DelegateTable {
    enum ValueShape {
        case column, mode, boolean, controller, presentationStyle
    }

    struct Method: Sendable {
        let name: String
        let shape: ValueShape
        let summary: String

        var valueUsage: String {
            let value = switch shape {
            case .column: "COLUMN"
            case .mode: "MODE"
            case .boolean: "true|false"
            case .controller: "NAME|nil"
            case .presentationStyle: ValueSet.presentationStyle.usage
            }
            return value + "|default"
        }
    }

    static let all: [Method] = [
        Method(name: "topColumnForCollapsing", shape: .column, summary: "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)"),
        Method(name: "displayModeForExpanding", shape: .mode, summary: "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)"),
        Method(name: "primaryViewControllerForCollapsing", shape: .controller, summary: "the classic primary swap on collapse"),
        Method(name: "primaryViewControllerForExpanding", shape: .controller, summary: "the classic primary swap on expand"),
        Method(name: "collapseSecondary", shape: .boolean, summary: "splitViewController(_:collapseSecondary:onto:) (classic)"),
        Method(name: "separateSecondary", shape: .controller, summary: "splitViewController(_:separateSecondaryFrom:) (classic)"),
        Method(name: "targetDisplayModeForAction", shape: .mode, summary: "targetDisplayModeForAction(in:) (classic)"),
        Method(name: "showDetail", shape: .boolean, summary: "the showDetailViewController(_:sender:) override"),
        Method(name: "show", shape: .boolean, summary: "the show(_:sender:) override"),
        Method(name: "adaptivePresentationStyle", shape: .presentationStyle, summary: "popover adaptation"),
    ]

    static let methods = ValueSet("delegate method", placeholder: "METHOD", values: all.map(\.name), helpTopic: "delegate")

    /// The answer a line scripts.
    static func answer(method name: String, value: String) throws(ShellError) -> DelegateAnswer {
        guard let method = all.first(where: { $0.name == name }) else { preconditionFailure("unknown delegate method \(name)") }
        let isDefault = value == "default"
        switch (method.shape, name) {
        case (.column, _):
            return .topColumnForCollapsing(isDefault ? nil : try ValueSet.column.resolve(value, as: Column.self))
        case (.mode, "displayModeForExpanding"):
            return .displayModeForExpanding(isDefault ? nil : try ValueSet.displayMode.resolve(value, as: DisplayMode.self))
        case (.mode, _):
            return .targetDisplayModeForAction(isDefault ? nil : try ValueSet.displayMode.resolve(value, as: DisplayMode.self))
        case (.boolean, _):
            let answer = isDefault ? nil : try ValueSet.boolean.resolve(value) == "true"
            switch name {
            case "collapseSecondary": return .collapseSecondary(answer)
            case "showDetail": return .showDetail(answer)
            default: return .show(answer)
            }
        case (.controller, _):
            let answer: AnswerController? = isDefault ? nil : value == "nil" ? AnswerController.none : .controller(try ViewControllerNotation.parse(value))
            switch name {
            case "primaryViewControllerForCollapsing": return .primaryViewControllerForCollapsing(answer)
            case "primaryViewControllerForExpanding": return .primaryViewControllerForExpanding(answer)
            default: return .separateSecondary(answer)
            }
        case (.presentationStyle, _):
            return .adaptivePresentationStyle(isDefault ? nil : try ValueSet.presentationStyle.resolve(value, as: AdaptiveStyle.self))
        }
    }

    /// The method and canonical value of an answer, as `delegate` prints it.
    static func describe(_ answer: DelegateAnswer) -> (method: String, value: String) {
        func word(_ value: String?) -> String { value ?? "default" }
        func controller(_ value: AnswerController?) -> String {
            switch value {
            case nil: "default"
            case .none?: "nil"
            case .controller(let vc)?: vc.notation
            }
        }
        func boolean(_ value: Bool?) -> String { value.map { $0 ? "true" : "false" } ?? "default" }
        switch answer {
        case .topColumnForCollapsing(let v): return ("topColumnForCollapsing", word(v?.rawValue))
        case .displayModeForExpanding(let v): return ("displayModeForExpanding", word(v?.rawValue))
        case .collapseSecondary(let v): return ("collapseSecondary", boolean(v))
        case .separateSecondary(let v): return ("separateSecondary", controller(v))
        case .primaryViewControllerForCollapsing(let v): return ("primaryViewControllerForCollapsing", controller(v))
        case .primaryViewControllerForExpanding(let v): return ("primaryViewControllerForExpanding", controller(v))
        case .targetDisplayModeForAction(let v): return ("targetDisplayModeForAction", word(v?.rawValue))
        case .showDetail(let v): return ("showDetail", boolean(v))
        case .show(let v): return ("show", boolean(v))
        case .adaptivePresentationStyle(let v): return ("adaptivePresentationStyle", word(v?.rawValue))
        }
    }

    /// The scripted answers of a state, one `method value` line each, in table order.
    static func listing(_ answers: DelegateAnswers) -> [String] {
        let scripted: [DelegateAnswer?] = [
            answers.topColumnForCollapsing.map { .topColumnForCollapsing($0) },
            answers.displayModeForExpanding.map { .displayModeForExpanding($0) },
            answers.primaryViewControllerForCollapsing.map { .primaryViewControllerForCollapsing($0) },
            answers.primaryViewControllerForExpanding.map { .primaryViewControllerForExpanding($0) },
            answers.collapseSecondary.map { .collapseSecondary($0) },
            answers.separateSecondary.map { .separateSecondary($0) },
            answers.targetDisplayModeForAction.map { .targetDisplayModeForAction($0) },
            answers.showDetail.map { .showDetail($0) },
            answers.show.map { .show($0) },
            answers.adaptivePresentationStyle.map { .adaptivePresentationStyle($0) },
        ]
        return scripted.compactMap { $0.map { let (method, value) = describe($0); return "\(method) \(value)" } }
    }
}
