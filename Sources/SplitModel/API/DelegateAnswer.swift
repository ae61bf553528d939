/// A scripted delegate answer; nil values remove the answer (`default`).
public enum DelegateAnswer: Sendable, Hashable {
    case topColumnForCollapsing(Column?)
    case displayModeForExpanding(DisplayMode?)
    case collapseSecondary(Bool?)
    case separateSecondary(AnswerController?)
    case primaryViewControllerForCollapsing(AnswerController?)
    case primaryViewControllerForExpanding(AnswerController?)
    case targetDisplayModeForAction(DisplayMode?)
    case showDetail(Bool?)
    case show(Bool?)
    case adaptivePresentationStyle(AdaptiveStyle?)
    case supportedInterfaceOrientations(OrientationMask?)
    case preferredInterfaceOrientationForPresentation(Orientation?)
}

/// A delegate answer that names a controller or says nil.
public enum AnswerController: Sendable, Hashable {
    case controller(ViewController)
    case none
}

extension DelegateAnswer {
    /// The method's name, as `delegate` spells it.
    public var method: String {
        switch self {
        case .topColumnForCollapsing: "topColumnForCollapsing"
        case .displayModeForExpanding: "displayModeForExpanding"
        case .collapseSecondary: "collapseSecondary"
        case .separateSecondary: "separateSecondary"
        case .primaryViewControllerForCollapsing: "primaryViewControllerForCollapsing"
        case .primaryViewControllerForExpanding: "primaryViewControllerForExpanding"
        case .targetDisplayModeForAction: "targetDisplayModeForAction"
        case .showDetail: "showDetail"
        case .show: "show"
        case .adaptivePresentationStyle: "adaptivePresentationStyle"
        case .supportedInterfaceOrientations: "supportedInterfaceOrientations"
        case .preferredInterfaceOrientationForPresentation: "preferredInterfaceOrientationForPresentation"
        }
    }

    /// The controllers the method receives, by the names UIKit gives its arguments; a condition may name only these.
    public var controllerArguments: [String] { Self.controllerArguments[method] ?? [] }

    /// Each method that receives controllers, with its arguments' names: `collapseSecondary(secondary, onto: primary)`,
    /// `separateSecondaryFrom(primary)`, `showDetail(vc, sender:)`, `show(vc, sender:)`.
    public static let controllerArguments: [String: [String]] = [
        "collapseSecondary": ["secondary", "primary"],
        "separateSecondary": ["primary"],
        "showDetail": ["vc"],
        "show": ["vc"],
    ]

    /// Whether the answer says `default` (removes the method's answers).
    public var isDefault: Bool {
        switch self {
        case .topColumnForCollapsing(let v): v == nil
        case .displayModeForExpanding(let v): v == nil
        case .collapseSecondary(let v): v == nil
        case .separateSecondary(let v): v == nil
        case .primaryViewControllerForCollapsing(let v): v == nil
        case .primaryViewControllerForExpanding(let v): v == nil
        case .targetDisplayModeForAction(let v): v == nil
        case .showDetail(let v): v == nil
        case .show(let v): v == nil
        case .adaptivePresentationStyle(let v): v == nil
        case .supportedInterfaceOrientations(let v): v == nil
        case .preferredInterfaceOrientationForPresentation(let v): v == nil
        }
    }
}

/// When a conditional answer applies: the controller the method receives as `argument` is `name`, or is a navigation
/// controller whose top is `name` (`secondary Empty` holds for `Empty` and `nav[Empty]`).
public struct DelegateCondition: Sendable, Hashable {
    public var argument: String
    public var name: String

    public init(argument: String, name: String) {
        self.argument = argument
        self.name = name
    }

    public func holds(for controller: ViewController) -> Bool {
        if controller.notation == name { return true }
        if case .navigation(let stack) = controller, let top = stack.last { return top.notation == name }
        return false
    }
}

/// A delegate answer given only when its condition holds.
public struct ConditionalAnswer: Sendable, Hashable {
    public var answer: DelegateAnswer
    public var condition: DelegateCondition

    public init(_ answer: DelegateAnswer, when condition: DelegateCondition) {
        self.answer = answer
        self.condition = condition
    }
}
