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

    public init() {}
}
