/// What a summary of the state reads of the layout and the collapsed stack, worked out together: the stack's
/// columns decide the collapsed placements, the back button, the top column, the stack's parts and
/// `viewControllers`, and are found once for all of them rather than once for each.
public struct SummaryLayout: Sendable {
    /// The columns and buttons, as `layoutWithoutTraces` gives them (no traces).
    public let layout: Layout
    /// As `SplitState.topColumn` reads.
    public let topColumn: Column?
    /// As `SplitState.collapsedStackParts` reads: bottom first, empty while expanded.
    public let collapsedParts: [(column: Column, names: [String])]
    /// As `SplitState.viewControllers` reads.
    public let viewControllers: [ViewController]
}

extension SplitState {
    /// The untraced layout with the collapsed stack's facts beside it, for a caller that reads them all.
    public var summaryLayout: SummaryLayout {
        let geometer = Geometry(state: self)
        let columns = geometer.columns(tracing: false).columns
        let stacked = geometer.stacked
        let buttons = Buttons(state: self, columns: columns, stacked: stacked).all()
        let collapsed = isCollapsed
        return SummaryLayout(layout: Layout(columns: columns, buttons: buttons, traces: []),
                             topColumn: collapsed ? CollapsedStack(state: self).top(stacked: stacked) : nil,
                             collapsedParts: collapsed ? collapsedStackParts(stacked: stacked) : [],
                             viewControllers: viewControllers(stacked: stacked))
    }
}
