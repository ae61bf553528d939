import SplitModel

/// The wording of the engine's events, as `events on` prints them and `expectEvent` matches them.
enum EventText {
    /// `event delegate.willShow(primary)`, `event Inbox.viewWillAppear`.
    static func line(_ event: Event) -> String {
        "event " + text(event)
    }

    /// Each event's line for `events on context`: a delegate call also shows the state it saw, as the probe logs it
    /// (`event delegate.didCollapse {collapsed=true mode=oneBesideSecondary}`). Calls before the first did-phase call
    /// (didShow, didHide, didCollapse, didExpand) see the state before the command; that call and the ones after it
    /// see the state after (EVT-2, measured). A command that presents the split anew (`relaunch`, `setStyle`, `os`)
    /// shows it as a split not yet on screen reads: not collapsed, secondaryOnly (DEF, measured before loading).
    /// Appearance callbacks and notifications print as `line(_:)` does.
    static func contextLines(_ events: [Event], before: SplitState, after: SplitState, presentsAnew: Bool) -> [String] {
        var collapsed = presentsAnew ? false : before.isCollapsed
        var mode: DisplayMode = presentsAnew ? .secondaryOnly : before.displayMode
        return events.map { (event: Event) -> String in
            if isDidPhaseCall(event) {
                collapsed = after.isCollapsed
                mode = after.displayMode
            }
            guard isDelegateCall(event) else { return line(event) }
            let context: String = "{collapsed=\(collapsed) mode=\(mode.rawValue)}"
            return line(event) + " " + context
        }
    }

    /// didShow, didHide, didCollapse and didExpand: the calls made once the change has happened.
    static func isDidPhaseCall(_ event: Event) -> Bool {
        switch event {
        case .didShowColumn, .didHideColumn, .didCollapse, .didExpand: true
        default: false
        }
    }

    /// Whether the event is a call on the split's delegate (not an appearance callback or a notification).
    static func isDelegateCall(_ event: Event) -> Bool {
        switch event {
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .showDetailTargetDidChange: false
        default: true
        }
    }

    static func text(_ event: Event) -> String {
        call(event) + (condition(event).map { " (when \($0.argument) \($0.name))" } ?? "")
    }

    /// The conditional delegate answer that answered, if one did.
    private static func condition(_ event: Event) -> DelegateCondition? {
        switch event {
        case .collapseSecondary(_, _, _, let condition), .separateSecondary(_, _, let condition), .showDetail(_, _, let condition),
             .show(_, _, let condition): condition
        default: nil
        }
    }

    private static func call(_ event: Event) -> String {
        let kind = kind(event)
        return switch event {
        case .willChangeDisplayMode(let mode): "delegate.\(kind)(\(mode.rawValue))"
        case .willShowColumn(let column), .willHideColumn(let column), .didShowColumn(let column), .didHideColumn(let column):
            "delegate.\(kind)(\(column.rawValue))"
        case .viewWillAppear(let name), .viewDidAppear(let name), .viewWillDisappear(let name), .viewDidDisappear(let name):
            "\(name).\(kind)"
        case .topColumnForCollapsing(let proposed, let answered):
            "delegate.\(kind)(proposed: \(proposed.rawValue)) -> \(answered.rawValue)"
        case .displayModeForExpanding(let proposed, let answered):
            "delegate.\(kind)(proposed: \(proposed.rawValue)) -> \(answered.rawValue)"
        case .primaryViewControllerForCollapsing(let answered), .primaryViewControllerForExpanding(let answered):
            "delegate.\(kind) -> \(answered ?? "nil")"
        case .collapseSecondary(let secondary, let primary, let answered, _):
            "delegate.\(kind)(\(secondary), onto: \(primary)) -> \(answered)"
        case .separateSecondary(let primary, let answered, _): "delegate.\(kind)(from: \(primary)) -> \(answered ?? "nil")"
        case .showDetail(let controller, let answered, _), .show(let controller, let answered, _): "delegate.\(kind)(\(controller)) -> \(answered)"
        case .targetDisplayModeForAction(let answered): "delegate.\(kind) -> \(answered.rawValue)"
        case .adaptivePresentationStyle(let answered): "delegate.\(kind) -> \(answered.rawValue)"
        case .didCollapse, .didExpand, .interactivePresentationGestureWillBegin, .interactivePresentationGestureDidEnd:
            "delegate.\(kind)"
        case .showDetailTargetDidChange: "notification \(kind)"
        }
    }

    /// What the event is, in one word: the delegate method, appearance callback or notification.
    static func kind(_ event: Event) -> String {
        switch event {
        case .willChangeDisplayMode: "willChangeTo"
        case .willShowColumn: "willShow"
        case .willHideColumn: "willHide"
        case .didShowColumn: "didShow"
        case .didHideColumn: "didHide"
        case .viewWillAppear: "viewWillAppear"
        case .viewDidAppear: "viewDidAppear"
        case .viewWillDisappear: "viewWillDisappear"
        case .viewDidDisappear: "viewDidDisappear"
        case .topColumnForCollapsing: "topColumnForCollapsing"
        case .displayModeForExpanding: "displayModeForExpanding"
        case .primaryViewControllerForCollapsing: "primaryViewControllerForCollapsing"
        case .primaryViewControllerForExpanding: "primaryViewControllerForExpanding"
        case .collapseSecondary: "collapseSecondary"
        case .separateSecondary: "separateSecondary"
        case .showDetail: "showDetail"
        case .show: "show"
        case .targetDisplayModeForAction: "targetDisplayModeForAction"
        case .adaptivePresentationStyle: "adaptivePresentationStyle"
        case .didCollapse: "didCollapse"
        case .didExpand: "didExpand"
        case .showDetailTargetDidChange: "showDetailTargetDidChange"
        case .interactivePresentationGestureWillBegin: "interactivePresentationGestureWillBegin"
        case .interactivePresentationGestureDidEnd: "interactivePresentationGestureDidEnd"
        }
    }

    /// Every kind `kind(_:)` gives, in the order `help expectEvent` lists them.
    static let kinds = [
        "willChangeTo", "willShow", "willHide", "didShow", "didHide",
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "topColumnForCollapsing", "displayModeForExpanding", "primaryViewControllerForCollapsing", "primaryViewControllerForExpanding",
        "collapseSecondary", "separateSecondary", "showDetail", "show", "targetDisplayModeForAction", "adaptivePresentationStyle",
        "didCollapse", "didExpand", "showDetailTargetDidChange",
        "interactivePresentationGestureWillBegin", "interactivePresentationGestureDidEnd",
    ]
}
