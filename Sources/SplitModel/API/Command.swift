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
    /// `dismiss(animated:)` of the presented controller at the top of the chain.
    case dismiss
    /// Take the controller off screen and present it again.
    case relaunch
    /// A delegate answer; with a condition, given only when it holds (the first that holds answers, else the unconditional one).
    case setDelegateAnswer(DelegateAnswer, when: DelegateCondition? = nil)
    /// Sets parts of the state its history reached (what `save` writes after the commands that rebuild the rest).
    case restore([StatePart])
    /// Where the app puts the classic `displayModeButtonItem`: the bar of the primary or secondary column, or nil for
    /// none (BTN-7; a column-style split places its button itself).
    case placeDisplayModeButtonItem(Column?)
    /// `present(_:animated:)` with a popover style sent to a controller: the split or a controller in it presents
    /// from the split; a presented controller presents over itself, the next link of the chain (POP-2).
    case presentFrom(ViewController, sender: Sender)
    /// `dismiss(animated:)` sent to a controller: the split or a controller in it dismisses the whole chain; a
    /// presented controller dismisses everything above it, or itself when it presents nothing (POP-2).
    case dismissFrom(Sender)
    /// The window's layout direction: under rightToLeft leading and trailing swap sides (WID-6a).
    case layoutDirection(LayoutDirection)
}
