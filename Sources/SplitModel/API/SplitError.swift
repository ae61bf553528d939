/// Why a command was refused; carries the data a formatter needs to word it (UIKit's reasons included).
public enum SplitError: Error, Sendable, Hashable {
    /// A window side that is not a finite number in 1...100000.
    case invalidWindowSide(Points)
    /// A width property given NaN, infinity, a negative number or more than 100000.
    case invalidWidth(WidthProperty, Double)
    /// A fraction outside 0...1.
    case fractionOutOfRange(WidthProperty, Double)
    /// UIKit's NSInvalidArgumentException "This API requires initializing the UISplitViewController with -initWithStyle:".
    case requiresInitWithStyle(api: String)
    /// UIKit's "UISplitViewController supplementaryColumnWidth properties unsupported for style = DoubleColumn".
    case supplementaryUnsupportedForDoubleColumn(api: String)
    /// UIKit's "… is already specified as the view controller for the secondary column".
    case alreadySpecified(name: String, column: Column)
    /// A name used twice inside one controller hierarchy.
    case duplicateName(String)
    /// A tab bar controller in the primary or supplementary column (NAV-1a).
    case tabBarNotAllowed(Column)
    /// `show compact` / `hide compact` (SHOW-1).
    case compactColumnNotAccepted
    /// The inspector column exists from iOS 26 only.
    case inspectorRequiresOS26
    /// An API that exists from iOS 26 only (`isShowing(_:)`, `splitViewControllerLayoutEnvironment`).
    case requiresOS26(api: String)
    /// A multitasking pane the device or orientation does not have.
    case paneUnavailable(MultitaskingPane, Idiom, Orientation)
    /// `setViewControllers` with more than two controllers.
    case tooManyViewControllers(Int)
    /// `setViewControllers` on a column style.
    case viewControllersRequiresClassic
    /// A navigation or tab bar controller with no children.
    case emptyContainer
    /// Tapping a button that is not on screen.
    case buttonNotShown(TapTarget)
    /// `tap dimmingView` when nothing is dimmed.
    case nothingDimmed
    /// `tap back` with nothing to go back to.
    case nothingToGoBack(Column?)
    /// A swipe while presentsWithGesture is false.
    case gesturesDisabled
    /// A swipe with nothing to reveal or dismiss.
    case nothingToSwipe(SwipeDirection)
    /// A sidebar gesture while collapsed.
    case swipeWhileCollapsed
    /// A sender that is not in the hierarchy.
    case unknownSender(String)
    /// A push onto a column whose controller is not in a navigation controller (the compact column, a classic plain controller).
    case noNavigationController(Column)
    /// A name already used by the presented controller.
    case alreadyPresented(String)
    /// A sender that is presented over the split: no split view controller above it to route to.
    case senderNotInSplit(String)
    /// UIKit's "Pushing a navigation controller is not supported".
    case pushingNavigationController
    /// More view controllers than `SplitState.controllerLimit` at once.
    case tooManyControllers(limit: Int)
    /// A per-controller question (`get splitViewController NAME`) about a name no controller of the session has.
    case unknownController(String)
}
