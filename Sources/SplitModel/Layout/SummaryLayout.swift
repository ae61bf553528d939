/// What a summary of the state reads of the layout and the collapsed stack, worked out together: the stack's
/// columns decide the collapsed placements, the back button, the top column, the stack's parts and
/// `viewControllers`, and are found once for all of them rather than once for each.
public struct SummaryLayout: Sendable {
    /// The columns and buttons, as `layoutWithoutTraces` gives them (no traces).
    public let layout: Layout
    /// As `SplitState.topColumn` reads.
    public let topColumn: Column?
    /// As `SplitState.collapsedStackParts` reads: bottom first, empty while expanded (and when not read).
    public let collapsedParts: [(column: Column, names: [String])]
    /// As `SplitState.viewControllers` reads (empty when not read).
    public let viewControllers: [ViewController]
}

extension SplitState {
    /// The untraced layout with the collapsed stack's facts beside it, for a caller that reads them all.
    public var summaryLayout: SummaryLayout { summaryLayout(readingNavigation: true) }

    /// The untraced layout with the collapsed stack's facts beside it; without `readingNavigation` the collapsed
    /// stack's parts and `viewControllers` are left empty, for a caller that has them already from a state with the
    /// same navigation (`hasSameNavigation(as:)`).
    public func summaryLayout(readingNavigation: Bool) -> SummaryLayout {
        let geometer = Geometry(state: self)
        let columns = geometer.columns(tracing: false).columns
        let stacked = geometer.stacked
        let buttons = Buttons(state: self, columns: columns, stacked: stacked).all()
        let collapsed = isCollapsed
        return SummaryLayout(layout: Layout(columns: columns, buttons: buttons, traces: []),
                             topColumn: collapsed ? CollapsedStack(state: self).top(stacked: stacked) : nil,
                             collapsedParts: collapsed && readingNavigation ? collapsedStackParts(stacked: stacked) : [],
                             viewControllers: readingNavigation ? viewControllers(stacked: stacked) : [])
    }

    /// Whether everything the collapsed stack's parts, the column stacks (`stack(of:)`) and `viewControllers` are read
    /// from is the same in both states, so that what was read of one holds for the other. Unchanged controllers
    /// compare by their storage alone, which makes this cheap after a command that left them alone.
    public func hasSameNavigation(as other: SplitState) -> Bool {
        style == other.style && isCollapsed == other.isCollapsed && collapsedTop == other.collapsedTop
            && emptiedCollapsedColumn == other.emptiedCollapsedColumn && classicSecondaryIndex == other.classicSecondaryIndex
            && controllers == other.controllers && pushed == other.pushed
    }
}
