/// What a summary of the state reads of the layout and the collapsed stack, worked out together: the stack's
/// columns decide the collapsed placements, the back button, the top column, the stack's parts and
/// `viewControllers`, and are found once for all of them rather than once for each.
public struct SummaryLayout: Sendable {
    /// The columns, as `layoutWithoutTraces` gives them, held inline: a summary is made for every command.
    public let columns: ColumnList
    /// The buttons, as `layoutWithoutTraces` gives them, held inline.
    public let buttons: ButtonList
    /// As `SplitState.topColumn` reads.
    public let topColumn: Column?
    /// As `SplitState.collapsedStackParts` reads: bottom first, empty while expanded (and when not read).
    public let collapsedParts: [(column: Column, names: [String])]
    /// As `SplitState.viewControllers` reads (empty when not read).
    public let viewControllers: [ViewController]
    /// The window's and the split's own values the summary prints beside the layout.
    public let values: SummaryValues
}

/// The window's and the split's own values a summary prints beside the layout, read here, in the model, in one go:
/// read from the shell, each was an accessor call of its own, and the window and the properties were copied whole
/// for a few of their fields.
public struct SummaryValues: Sendable, Hashable {
    public let width: Points
    public let height: Points
    public let scale: Double
    /// The device preset's name, nil for a free window.
    public let deviceName: String?
    /// The side the device rests on (`Window.deviceOrientation`, else the window's own orientation).
    public let deviceSide: Orientation
    public let pane: MultitaskingPane
    public let horizontal: SizeClass
    public let vertical: SizeClass
    public let sizeClassOverride: SizeClassOverride
    public let layoutDirection: LayoutDirection
    public let ruleSet: RuleSet
    public let style: Style
    public let isCollapsed: Bool
    /// As `SplitState.displayMode` reads.
    public let displayMode: DisplayMode
    public let preferredDisplayMode: DisplayMode
    /// As `readSplitBehavior()` reads, nil where it raises.
    public let splitBehavior: SplitBehavior?
    /// As `readPreferredSplitBehavior()` reads, nil where it raises.
    public let preferredSplitBehavior: SplitBehavior?

    init(_ state: SplitState) {
        let window = state.window
        width = window.width
        height = window.height
        scale = window.scale
        deviceName = window.device?.name
        deviceSide = window.deviceOrientation ?? window.orientation
        pane = window.pane
        horizontal = window.horizontalSizeClass
        vertical = window.verticalSizeClass
        sizeClassOverride = window.sizeClassOverride
        layoutDirection = window.layoutDirection
        ruleSet = state.ruleSet
        style = state.style
        isCollapsed = state.isCollapsed
        displayMode = state.displayMode
        preferredDisplayMode = state.properties.preferredDisplayMode
        splitBehavior = try? state.readSplitBehavior()
        preferredSplitBehavior = try? state.readPreferredSplitBehavior()
    }
}

extension SplitState {
    /// The untraced layout with the collapsed stack's facts beside it, for a caller that reads them all.
    public var summaryLayout: SummaryLayout { summaryLayout(readingNavigation: true) }

    /// The untraced layout with the collapsed stack's facts beside it; without `readingNavigation` the collapsed
    /// stack's parts and `viewControllers` are left empty, for a caller that has them already from a state with the
    /// same navigation (`hasSameNavigation(as:)`).
    public func summaryLayout(readingNavigation: Bool) -> SummaryLayout {
        let geometer = Geometry(state: self)
        let columns = geometer.columnList()
        let stacked = geometer.stacked
        let buttons = Buttons(state: self, columns: columns, stacked: stacked).list()
        let collapsed = isCollapsed
        return SummaryLayout(columns: columns, buttons: buttons,
                             topColumn: collapsed ? CollapsedStack(state: self).top(stacked: stacked) : nil,
                             collapsedParts: collapsed && readingNavigation ? collapsedStackParts(stacked: stacked) : [],
                             viewControllers: readingNavigation ? viewControllers(stacked: stacked) : [],
                             values: SummaryValues(self))
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
