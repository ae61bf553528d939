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
