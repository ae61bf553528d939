import SplitModel

/// The delegate methods `delegate METHOD VALUE` scripts, with the kind of value each answers (`default` removes the answer).
enum DelegateTable {
    struct Method: Sendable {
        typealias Answer = @Sendable (String?) throws(ShellError) -> DelegateAnswer

        let name: String
        let kind: ValueKind
        let summary: String
        /// The answer for a value the kind has read (nil for `default`).
        let answer: Answer

        init(_ name: String, _ kind: ValueKind, _ summary: String, answer: @escaping Answer) {
            self.name = name
            self.kind = kind
            self.summary = summary
            self.answer = answer
        }

        var valueUsage: String { kind.argumentUsage + "|default" }
    }

    static let all: [Method] = [
        Method("topColumnForCollapsing", .choice(.column),
               "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)") { v throws(ShellError) in
            .topColumnForCollapsing(try typed(v, .column, as: Column.self))
        },
        Method("displayModeForExpanding", .choice(.displayMode),
               "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)") { v throws(ShellError) in
            .displayModeForExpanding(try typed(v, .displayMode, as: DisplayMode.self))
        },
        Method("primaryViewControllerForCollapsing", .controller, "the classic primary swap on collapse") { v throws(ShellError) in
            .primaryViewControllerForCollapsing(try controller(v))
        },
        Method("primaryViewControllerForExpanding", .controller, "the classic primary swap on expand") { v throws(ShellError) in
            .primaryViewControllerForExpanding(try controller(v))
        },
        Method("collapseSecondary", .boolean, "splitViewController(_:collapseSecondary:onto:) (classic)") { v throws(ShellError) in
            .collapseSecondary(try boolean(v))
        },
        Method("separateSecondary", .controller, "splitViewController(_:separateSecondaryFrom:) (classic)") { v throws(ShellError) in
            .separateSecondary(try controller(v))
        },
        Method("targetDisplayModeForAction", .choice(.displayMode), "targetDisplayModeForAction(in:) (classic)") { v throws(ShellError) in
            .targetDisplayModeForAction(try typed(v, .displayMode, as: DisplayMode.self))
        },
        Method("showDetail", .boolean, "the showDetailViewController(_:sender:) override") { v throws(ShellError) in
            .showDetail(try boolean(v))
        },
        Method("show", .boolean, "the show(_:sender:) override") { v throws(ShellError) in .show(try boolean(v)) },
        Method("adaptivePresentationStyle", .choice(.presentationStyle), "popover adaptation") { v throws(ShellError) in
            .adaptivePresentationStyle(try typed(v, .presentationStyle, as: AdaptiveStyle.self))
        },
        Method("supportedInterfaceOrientations", .choice(orientationMasks),
               "splitViewControllerSupportedInterfaceOrientations(_:): a full-screen preset turns only to these") { v throws(ShellError) in
            .supportedInterfaceOrientations(try typed(v, orientationMasks, as: OrientationMask.self))
        },
        Method("preferredInterfaceOrientationForPresentation", .choice(.orientation),
               "splitViewControllerPreferredInterfaceOrientationForPresentation(_:): the orientation setStyle, os and relaunch present in")
        { v throws(ShellError) in
            .preferredInterfaceOrientationForPresentation(try typed(v, .orientation, as: Orientation.self))
        },
    ]

    /// The masks a supportedInterfaceOrientations answer names (UIInterfaceOrientationMask).
    static let orientationMasks = ValueSet("orientation mask", values: OrientationMask.allCases.map(\.rawValue), helpTopic: "delegate")

    static let methods = ValueSet("delegate method", placeholder: "METHOD", values: all.map(\.name), helpTopic: "delegate")

    /// The controller arguments a condition may name, over every method that receives controllers.
    static let arguments = ValueSet("delegate argument", placeholder: "ARGUMENT", values: ["secondary", "primary", "vc"], helpTopic: "delegate")

    /// The word that opens a condition: `delegate METHOD VALUE when ARGUMENT NAME`.
    static let conditionKeyword = "when"

    /// Whether a method receives controllers, so an answer to it may take a condition.
    static func takesCondition(_ method: String?) -> Bool { !conditionArguments(method).isEmpty }

    /// The arguments a condition on a method may name, as UIKit names them.
    static func conditionArguments(_ method: String?) -> [String] {
        method.flatMap { DelegateAnswer.controllerArguments[$0] } ?? []
    }

    /// `help delegate` lines on conditional answers.
    static let conditionHelp = [
        "delegate METHOD VALUE when ARGUMENT NAME: VALUE only when the controller METHOD",
        "receives as ARGUMENT is NAME, or a navigation controller whose top is NAME;",
        "ARGUMENT as UIKit names it: collapseSecondary secondary|primary,",
        "separateSecondary primary, showDetail vc, show vc",
        "the first conditional answer that holds, in the order given, answers; else",
        "the unconditional one (setting it again replaces only it);",
        "METHOD default removes all of METHOD's answers, conditional or not",
        "the orientation answers change nothing until the next rotate, device or presentation;",
        "an iPad pane shares the screen and turns regardless; allButUpsideDown and all",
        "support the same two orientations here (splitnav has no upside-down);",
        "survey leaves out the full screens supportedInterfaceOrientations leaves out",
    ]

    /// What each method answers, for the `delegate` command's VALUE slot.
    static let answers = DependentKind(.delegateAnswers)

    /// The method a word names (exact; the methods have no aliases), or nil.
    static func method(named name: String) -> Method? {
        all.first { $0.name == name }
    }

    /// The answer a line scripts, from the method's name and the value its kind has read.
    static func answer(method name: String, value: String) throws(ShellError) -> DelegateAnswer {
        guard let method = method(named: name) else { preconditionFailure("unknown delegate method \(name)") }
        return try method.answer(value == "default" ? nil : value)
    }

    private static func typed<Value: RawRepresentable>(_ value: String?, _ set: ValueSet, as type: Value.Type) throws(ShellError) -> Value?
    where Value.RawValue == String {
        guard let value else { return nil }
        return try set.resolve(value, as: type)
    }

    private static func boolean(_ value: String?) throws(ShellError) -> Bool? {
        guard let value else { return nil }
        return try ValueSet.boolean.resolve(value) == "true"
    }

    private static func controller(_ value: String?) throws(ShellError) -> AnswerController? {
        guard let value else { return nil }
        return value == "nil" ? AnswerController.none : .controller(try ViewControllerNotation.parse(value))
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
        case .supportedInterfaceOrientations(let v): return ("supportedInterfaceOrientations", word(v?.rawValue))
        case .preferredInterfaceOrientationForPresentation(let v): return ("preferredInterfaceOrientationForPresentation", word(v?.rawValue))
        }
    }

    /// The scripted answers of a state, one `method value` line each, in table order; a method's conditional answers come
    /// first, in the order they are tried, then its unconditional answer.
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
            answers.supportedInterfaceOrientations.map { .supportedInterfaceOrientations($0) },
            answers.preferredInterfaceOrientationForPresentation.map { .preferredInterfaceOrientationForPresentation($0) },
        ]
        func line(_ answer: DelegateAnswer) -> String { let (method, value) = describe(answer); return "\(method) \(value)" }
        return all.flatMap { method in
            answers.conditional.filter { $0.answer.method == method.name }
                .map { "\(line($0.answer)) when \($0.condition.argument) \($0.condition.name)" }
                + scripted.compactMap { $0 }.filter { $0.method == method.name }.map(line)
        }
    }
}
