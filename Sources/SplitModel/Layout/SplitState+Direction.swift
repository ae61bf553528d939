extension SplitState {
    /// Whether the primary sits on the window's right: a trailing primary edge (WID-6) or a right-to-left layout
    /// (WID-6a), not both.
    public var primaryIsOnTheRight: Bool {
        (properties.primaryEdge == .trailing) != (window.layoutDirection == .rightToLeft)
    }

    /// The window edge the sidebar gesture starts from, `left` or `right`: the primary's side (TAP-3a).
    public var swipeEdge: String { primaryIsOnTheRight ? "right" : "left" }
}
