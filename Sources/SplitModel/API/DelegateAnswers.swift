/// The delegate's scripted answers; nil means the delegate does not implement the method.
public struct DelegateAnswers: Sendable, Hashable {
    /// The answer to topColumnForCollapsingToProposedTopColumn (COL-5).
    public var topColumnForCollapsing: Column?
    /// The answer to displayModeForExpandingToProposedDisplayMode (COL-6).
    public var displayModeForExpanding: DisplayMode?
    /// The classic collapseSecondary(_:onto:) answer: true drops the secondary (NAV-7).
    public var collapseSecondary: Bool?
    /// The classic separateSecondary(from:) answer: the controller to install as the secondary (NAV-7).
    public var separateSecondary: AnswerController?
    /// The classic primaryViewController(forCollapsing:) answer.
    public var primaryViewControllerForCollapsing: AnswerController?
    /// The classic primaryViewController(forExpanding:) answer.
    public var primaryViewControllerForExpanding: AnswerController?
    /// The classic targetDisplayModeForAction(in:) answer, the display-mode button's target (BTN-7).
    public var targetDisplayModeForAction: DisplayMode?
    /// The classic showDetail(_:sender:) answer: true means the delegate handled it (NAV-3).
    public var showDetail: Bool?
    /// The classic show(_:sender:) answer: true means the delegate handled it (NAV-4).
    public var show: Bool?
    /// The popover presentation delegate's adaptivePresentationStyle answer (POP-1).
    public var adaptivePresentationStyle: AdaptiveStyle?
    /// The splitViewControllerSupportedInterfaceOrientations answer: a preset in full screen turns only to these (ENV-1a).
    public var supportedInterfaceOrientations: OrientationMask?
    /// The splitViewControllerPreferredInterfaceOrientationForPresentation answer: the orientation a full-screen preset
    /// takes when the split is presented (`setStyle`, `relaunch`, `os`), if it is supported (ENV-1a).
    public var preferredInterfaceOrientationForPresentation: Orientation?

    /// Answers given only when their condition holds, in the order given; the first that holds answers, before the
    /// unconditional answer above, which is the fallback.
    public var conditional: [ConditionalAnswer] = []

    public init() {}

    /// What the delegate answers a method, read where the engine asks it: the first conditional answer of the method whose
    /// argument is the controller named, else the unconditional one (`fallback`); `implemented` when the method has any answer.
    func answer<Value>(_ method: String, fallback: Value?, arguments: [String: ViewController],
                       value: (DelegateAnswer) -> Value?) -> Answered<Value> {
        let own = conditional.filter { $0.answer.method == method }
        for entry in own {
            if let controller = arguments[entry.condition.argument], entry.condition.holds(for: controller),
               let answered = value(entry.answer) {
                return Answered(value: answered, condition: entry.condition, implemented: true)
            }
        }
        return Answered(value: fallback, condition: nil, implemented: fallback != nil || !own.isEmpty)
    }

    /// collapseSecondary(_:onto:) for a secondary and the primary it would go onto.
    func collapseSecondary(secondary: ViewController, onto primary: ViewController) -> Answered<Bool> {
        answer("collapseSecondary", fallback: collapseSecondary, arguments: ["secondary": secondary, "primary": primary]) {
            if case .collapseSecondary(let v) = $0 { v } else { nil }
        }
    }

    /// separateSecondary(from:) for the primary.
    func separateSecondary(from primary: ViewController) -> Answered<AnswerController> {
        answer("separateSecondary", fallback: separateSecondary, arguments: ["primary": primary]) {
            if case .separateSecondary(let v) = $0 { v } else { nil }
        }
    }

    /// showDetail(_:sender:) for the controller shown.
    func showDetail(_ vc: ViewController) -> Answered<Bool> {
        answer("showDetail", fallback: showDetail, arguments: ["vc": vc]) { if case .showDetail(let v) = $0 { v } else { nil } }
    }

    /// show(_:sender:) for the controller shown.
    func show(_ vc: ViewController) -> Answered<Bool> {
        answer("show", fallback: show, arguments: ["vc": vc]) { if case .show(let v) = $0 { v } else { nil } }
    }

    /// Whether the interface may turn to an orientation: every orientation when the delegate does not answer (ENV-1a).
    public func supports(_ orientation: Orientation) -> Bool {
        supportedInterfaceOrientations?.supports(orientation) ?? true
    }

    /// Sets an answer: unconditional replaces the fallback, conditional is added after the others (or replaces the answer
    /// of the same condition in place), and `default` removes every answer of the method.
    mutating func set(_ answer: DelegateAnswer, when condition: DelegateCondition?) {
        if let condition {
            if let index = conditional.firstIndex(where: { $0.answer.method == answer.method && $0.condition == condition }) {
                conditional[index].answer = answer
            } else {
                conditional.append(ConditionalAnswer(answer, when: condition))
            }
            return
        }
        if answer.isDefault { conditional.removeAll { $0.answer.method == answer.method } }
        switch answer {
        case .topColumnForCollapsing(let value): topColumnForCollapsing = value
        case .displayModeForExpanding(let value): displayModeForExpanding = value
        case .collapseSecondary(let value): collapseSecondary = value
        case .separateSecondary(let value): separateSecondary = value
        case .primaryViewControllerForCollapsing(let value): primaryViewControllerForCollapsing = value
        case .primaryViewControllerForExpanding(let value): primaryViewControllerForExpanding = value
        case .targetDisplayModeForAction(let value): targetDisplayModeForAction = value
        case .showDetail(let value): showDetail = value
        case .show(let value): show = value
        case .adaptivePresentationStyle(let value): adaptivePresentationStyle = value
        case .supportedInterfaceOrientations(let value): supportedInterfaceOrientations = value
        case .preferredInterfaceOrientationForPresentation(let value): preferredInterfaceOrientationForPresentation = value
        }
    }
}

/// A delegate method's answer, with the condition that chose it (nil: the unconditional answer, or none).
struct Answered<Value> {
    var value: Value?
    var condition: DelegateCondition?
    /// Whether the delegate implements the method at all: it has some answer for it, whether or not one applied.
    var implemented: Bool
}
