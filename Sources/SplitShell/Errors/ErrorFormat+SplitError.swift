import SplitModel

extension ErrorFormat {
    /// The engine's refusals; UIKit's exception reasons are quoted as measured.
    public static func format(_ error: SplitError) -> ErrorMessage {
        switch error {
        case .invalidWindowSide(let side):
            return ErrorMessage("a window side must be from 1 to 100000 points, not \(NumberFormat.format(side))")
        case .invalidWidth(let property, let value):
            return ErrorMessage("\(property.uikitName) must be from 0 to 100000 points, not \(NumberFormat.format(value))",
                                help: "or 'automatic' for UIKit's automaticDimension")
        case .fractionOutOfRange(let property, let value):
            return ErrorMessage("\(property.uikitName) must be a fraction from 0 to 1, not \(NumberFormat.format(value))",
                                help: "or 'automatic' for UIKit's automaticDimension")
        case .requiresInitWithStyle(let api):
            return ErrorMessage("This API requires initializing the UISplitViewController with -initWithStyle:",
                                help: "\(api) needs a column style: setStyle doubleColumn or setStyle tripleColumn")
        case .supplementaryUnsupportedForDoubleColumn(let api):
            return ErrorMessage("UISplitViewController supplementaryColumnWidth properties unsupported for style = DoubleColumn",
                                help: "\(api) needs setStyle tripleColumn")
        case .alreadySpecified(let name, let column):
            return ErrorMessage("\(name) is already specified as the view controller for the \(column.rawValue) column",
                                help: "a view controller can be in one place only: use another name, or replace the \(column.rawValue) column's controller first")
        case .duplicateName(let name):
            return ErrorMessage("the name '\(name)' appears twice", help: "view controller names are unique in a session")
        case .tabBarNotAllowed(let column):
            return ErrorMessage("a tab bar controller cannot be the \(column.rawValue) column's view controller",
                                help: "UIKit takes a tab bar controller in the secondary or compact column")
        case .compactColumnNotAccepted:
            return ErrorMessage("show and hide do not take the compact column")
        case .inspectorRequiresOS26:
            return ErrorMessage("the inspector column exists from iOS 26 on", help: "switch with 'os 26'")
        case .requiresOS26(let api):
            return ErrorMessage("\(api) exists from iOS 26 on", help: "switch with 'os 26'")
        case .paneUnavailable(let pane, let idiom, let orientation):
            let where_ = idiom == .phone ? "an iPhone" : "an iPad in \(orientation.rawValue)"
            return ErrorMessage("\(where_) has no \(pane.rawValue) pane",
                                help: idiom == .phone ? "multitasking panes are for iPads" : "half exists in landscape only")
        case .tooManyViewControllers(let count):
            return ErrorMessage("viewControllers takes zero to two view controllers, not \(count)")
        case .viewControllersRequiresClassic:
            return ErrorMessage("setViewControllers is for the classic style",
                                help: "use setViewController NAME for COLUMN, or setStyle unspecified")
        case .emptyContainer:
            return ErrorMessage("a navigation or tab bar controller needs at least one child")
        case .buttonNotShown(let target):
            return ErrorMessage("the \(describe(target)) is not shown", help: "type 'buttons' to list the visible buttons")
        case .nothingDimmed:
            return ErrorMessage("nothing is dimmed, so there is no dimming view to tap")
        case .nothingToGoBack(let column):
            return ErrorMessage("there is nothing to go back to in \(column.map { "the \($0.rawValue) column" } ?? "the collapsed stack")")
        case .gesturesDisabled:
            return ErrorMessage("the edge gesture is off", help: "setPresentsWithGesture true")
        case .nothingToSwipe(let direction):
            return ErrorMessage("there is nothing to \(direction.rawValue)")
        case .swipeWhileCollapsed:
            return ErrorMessage("the sidebar gesture does nothing while collapsed")
        case .unknownSender(let name):
            return ErrorMessage("'\(name)' is not in the hierarchy", help: "a sender is a view controller on screen, or 'split'")
        case .noNavigationController(let column):
            return ErrorMessage("the \(column.rawValue) column's view controller is not in a navigation controller, so nothing can be pushed",
                                help: column == .compact ? "UIKit never wraps the compact column: set nav[NAME] there"
                                    : "set a navigation controller there, e.g. nav[NAME]")
        case .alreadyPresented(let name):
            return ErrorMessage("\(name) is the presented view controller", help: "dismiss it first; view controller names are unique in a session")
        case .senderNotInSplit(let name):
            return ErrorMessage("\(name) is presented, not inside the split view controller",
                                help: "send from a controller in a column; a presented sender presents over itself")
        case .tooManyControllers(let limit):
            return ErrorMessage("splitnav holds at most \(limit) view controllers at a time",
                                help: "pop or replace some first; a real app's stacks are rarely deeper than a dozen")
        case .pushingNavigationController:
            return ErrorMessage("Pushing a navigation controller is not supported", help: "push the plain view controller: push NAME")
        case .unknownController(let name):
            return ErrorMessage("no view controller is named '\(name)'",
                                help: "name one in a column, a stack or presented; get viewControllers and get presented list them")
        }
    }

    private static func describe(_ target: TapTarget) -> String {
        switch target {
        case .displayModeButton: "display mode button"
        case .secondaryOnlyButton: "secondary-only button"
        case .dimmingView: "dimming view"
        case .back(let column): column.map { "back button of the \($0.rawValue) column" } ?? "back button"
        }
    }
}
