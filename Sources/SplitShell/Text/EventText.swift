import SplitModel

/// The wording of the engine's events, as `events on` prints them and `expectEvent` matches them.
enum EventText {
    /// `event delegate.willShow(primary)`, `event Inbox.viewWillAppear`.
    static func line(_ event: Event) -> String {
        "event " + text(event)
    }

    static func text(_ event: Event) -> String {
        switch event {
        case .willChangeDisplayMode(let mode): "delegate.willChangeTo(\(mode.rawValue))"
        case .willShowColumn(let column): "delegate.willShow(\(column.rawValue))"
        case .willHideColumn(let column): "delegate.willHide(\(column.rawValue))"
        case .didShowColumn(let column): "delegate.didShow(\(column.rawValue))"
        case .didHideColumn(let column): "delegate.didHide(\(column.rawValue))"
        case .viewWillAppear(let name): "\(name).viewWillAppear"
        case .viewDidAppear(let name): "\(name).viewDidAppear"
        case .viewWillDisappear(let name): "\(name).viewWillDisappear"
        case .viewDidDisappear(let name): "\(name).viewDidDisappear"
        case .topColumnForCollapsing(let proposed, let answered):
            "delegate.topColumnForCollapsing(proposed: \(proposed.rawValue)) -> \(answered.rawValue)"
        case .displayModeForExpanding(let proposed, let answered):
            "delegate.displayModeForExpanding(proposed: \(proposed.rawValue)) -> \(answered.rawValue)"
        case .primaryViewControllerForCollapsing(let answered):
            "delegate.primaryViewControllerForCollapsing -> \(answered ?? "nil")"
        case .primaryViewControllerForExpanding(let answered):
            "delegate.primaryViewControllerForExpanding -> \(answered ?? "nil")"
        case .collapseSecondary(let secondary, let primary, let answered):
            "delegate.collapseSecondary(\(secondary), onto: \(primary)) -> \(answered)"
        case .separateSecondary(let primary, let answered): "delegate.separateSecondary(from: \(primary)) -> \(answered ?? "nil")"
        case .showDetail(let controller, let answered): "delegate.showDetail(\(controller)) -> \(answered)"
        case .show(let controller, let answered): "delegate.show(\(controller)) -> \(answered)"
        case .targetDisplayModeForAction(let answered): "delegate.targetDisplayModeForAction -> \(answered.rawValue)"
        case .adaptivePresentationStyle(let answered): "delegate.adaptivePresentationStyle -> \(answered.rawValue)"
        case .didCollapse: "delegate.didCollapse"
        case .didExpand: "delegate.didExpand"
        case .showDetailTargetDidChange: "notification showDetailTargetDidChange"
        }
    }
}
