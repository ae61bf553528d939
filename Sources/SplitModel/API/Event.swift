/// Something UIKit would tell the app: a delegate call, an appearance callback or a notification (EVT).
public enum Event: Sendable, Hashable {
    case willChangeDisplayMode(DisplayMode)
    case willShowColumn(Column)
    case willHideColumn(Column)
    case didShowColumn(Column)
    case didHideColumn(Column)
    case viewWillAppear(String)
    case viewDidAppear(String)
    case viewWillDisappear(String)
    case viewDidDisappear(String)
    case topColumnForCollapsing(proposed: Column, answered: Column)
    case displayModeForExpanding(proposed: DisplayMode, answered: DisplayMode)
    case primaryViewControllerForCollapsing(answered: String?)
    case primaryViewControllerForExpanding(answered: String?)
    case collapseSecondary(secondary: String, onto: String, answered: Bool, when: DelegateCondition? = nil)
    case separateSecondary(from: String, answered: String?, when: DelegateCondition? = nil)
    /// The classic `splitViewController(_:showDetail:sender:)`; true means the delegate handled it (NAV-3).
    case showDetail(controller: String, answered: Bool, when: DelegateCondition? = nil)
    /// The classic `splitViewController(_:show:sender:)`; true means the delegate handled it (NAV-4).
    case show(controller: String, answered: Bool, when: DelegateCondition? = nil)
    /// The classic `targetDisplayModeForAction(in:)`, asked when the display-mode button is tapped (BTN-7).
    case targetDisplayModeForAction(answered: DisplayMode)
    /// `adaptivePresentationStyle(for:traitCollection:)`, asked as a popover adapts when the delegate implements it (POP-1).
    case adaptivePresentationStyle(answered: AdaptiveStyle)
    case didCollapse
    case didExpand
    case showDetailTargetDidChange
    /// `splitViewControllerInteractivePresentationGestureWillBegin(_:)`: a column-style split's edge gesture starts (TAP-4).
    case interactivePresentationGestureWillBegin
    /// `splitViewControllerInteractivePresentationGestureDidEnd(_:)`: the gesture has ended, after its other events (TAP-4).
    case interactivePresentationGestureDidEnd
}

/// What a note says: why an accepted command changed nothing (the "ignored" class of commands.md), or a side effect worth knowing.
public enum NoteReason: Sendable, Hashable {
    case hidingSecondary
    case hidePrimaryWhileCollapsed
    case columnAlreadyShown(Column)
    case columnAlreadyHidden(Column)
    case classicIgnoresColumnAPI(String)
    case noSupplementaryInDoubleColumn
    case compactColumnShowing
    /// The secondary's preferred width or fraction is stored and shown but changes nothing (WID-1).
    case secondaryWidthHasNoEffect(String)
    case unchanged
    /// A push onto a column that holds no controller.
    case noNavigationControllerToPushOnto(Column)
    /// `pop` on a stack that holds only its root: UIKit's popViewController returns nil.
    case nothingToPop(Column?)
    /// `present` while something is presented: UIKit logs "already presenting" and does nothing.
    case alreadyPresenting(String)
    /// `dismiss` with nothing presented.
    case nothingPresented
    /// The delegate handled show or showDetail (classic): the split does nothing itself.
    case delegateHandled(String)
    /// `showDetailViewController` with the controller already shown there (NAV-3a).
    case alreadyShown(String)
    /// A width or height on an iPhone preset turned it into a free window (ENV-7).
    case becameFreeWindow
    /// A sweep of an iPhone preset samples free windows under iPad rules, as width and height would make it (ENV-7).
    case sweptAsFreeWindow
    /// `placeDisplayModeButtonItem` on a column-style split, which places its display-mode button itself (BTN-1, BTN-7).
    case columnStylePlacesButton
    /// A preset turned, or placed, in an orientation the delegate's supportedInterfaceOrientations leaves out: the
    /// interface shows in the other (ENV-1a).
    case orientationUnsupported(Orientation, shown: Orientation)
    /// The split was presented in the orientation the delegate prefers, or the one it supports (ENV-1a).
    case presentedInOrientation(Orientation)
    /// A half pane turned to portrait, which has none, became the two-thirds pane (ENV-4a).
    case halfPaneBecameTwoThirds
}

/// A one-line note for an ignored command, with the rule behind it.
public struct Note: Sendable, Hashable {
    /// The rule that explains why the command changed nothing.
    public let rule: RuleID
    /// What the note says.
    public let reason: NoteReason

    public init(_ rule: RuleID, _ reason: NoteReason) {
        self.rule = rule
        self.reason = reason
    }
}

/// The result of applying a command: the new state, the events in UIKit's order, and notes.
public struct Outcome: Sendable, Hashable {
    /// The state after the command.
    public let state: SplitState
    /// What UIKit would have told the app, in UIKit's order (EVT).
    public let events: [Event]
    /// Notes on what was ignored and why.
    public let notes: [Note]
    /// The rules the command applied, in order: how it was routed, the delegate answers it used, and its layout
    /// pass's decisions; empty when it applied none (a property that only changes what it says).
    public let traces: [Trace]

    /// Its parts, moved out of it (the outcome is used up): a caller that keeps them takes them without copying.
    public consuming func parts() -> (state: SplitState, events: [Event], notes: [Note], traces: [Trace]) {
        (state, events, notes, traces)
    }
}
