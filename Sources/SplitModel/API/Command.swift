/// What a tap lands on.
public enum TapTarget: Sendable, Hashable {
    case displayModeButton
    case secondaryOnlyButton
    case dimmingView
    /// The back button of a column's bar, or of the collapsed stack when nil.
    case back(Column?)
}

/// The interactive edge gesture's direction.
public enum SwipeDirection: String, Sendable, CaseIterable, Hashable {
    case reveal
    case dismiss
}

/// Who sends `show(_:sender:)` or `showDetailViewController(_:sender:)`.
public enum Sender: Sendable, Hashable {
    /// The top controller of the primary column (a list row was tapped).
    case primaryTop
    /// The split view controller itself.
    case split
    /// A named controller.
    case controller(String)
}

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

/// Every operation that changes the layout state; `SplitEngine.apply` turns one into an outcome or an error.
public enum Command: Sendable, Hashable {
    /// Resize the window; a nil side is kept.
    case resize(width: Points?, height: Points?)
    /// Put the controller on a device preset.
    case device(Device, Orientation, MultitaskingPane)
    /// Swap width and height.
    case rotate
    /// Override the horizontal size class.
    case sizeClass(SizeClassOverride)
    /// Switch the simulated UIKit generation.
    case ruleSet(RuleSet)
    /// A new controller of this style, on screen in the current window.
    case setStyle(Style)
    case setPreferredDisplayMode(DisplayMode)
    case setPreferredSplitBehavior(SplitBehavior)
    case setPresentsWithGesture(Bool)
    case setShowsSecondaryOnlyButton(Bool)
    case setDisplayModeButtonVisibility(ButtonVisibility)
    case setPrimaryEdge(PrimaryEdge)
    case setPrimaryBackgroundStyle(BackgroundStyle)
    case setWidth(WidthProperty, WidthValue)
    /// `setViewController(_:for:)`; nil clears the column.
    case setViewController(ViewController?, for: Column)
    /// The classic `viewControllers` array (zero to two entries).
    case setViewControllers([ViewController])
    case show(Column)
    case hide(Column)
    case showViewController(ViewController, sender: Sender)
    case showDetailViewController(ViewController, sender: Sender)
    case tap(TapTarget)
    case swipe(SwipeDirection)
    /// A navigation controller push: onto a column's stack, or the collapsed stack when nil and collapsed
    /// (the secondary's when nil and expanded).
    case push(ViewController, onto: Column?)
    /// A navigation controller pop: a column's stack, or the collapsed stack when nil and collapsed.
    case pop(Column?)
    /// `present(_:animated:)` with a popover style (POP-1).
    case present(ViewController)
    /// `dismiss(animated:)` of the presented controller.
    case dismiss
    /// Take the controller off screen and present it again.
    case relaunch
    case setDelegateAnswer(DelegateAnswer)
}
