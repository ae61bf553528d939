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
}

/// A delegate answer that names a controller or says nil.
public enum AnswerController: Sendable, Hashable {
    case controller(ViewController)
    case none
}
