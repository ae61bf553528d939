/// Getters as UIKit answers them, raising where UIKit raises (SHOW-6, the measured exceptions).
extension SplitState {
    /// `splitBehavior`; the classic style raises (SHOW-6).
    public func readSplitBehavior() throws(SplitError) -> SplitBehavior {
        guard let behavior = splitBehavior else { throw .requiresInitWithStyle(api: "splitBehavior") }
        return behavior
    }

    /// `preferredSplitBehavior`; the classic style raises (SHOW-6).
    public func readPreferredSplitBehavior() throws(SplitError) -> SplitBehavior {
        guard style.isColumnStyle else { throw .requiresInitWithStyle(api: "preferredSplitBehavior") }
        return properties.preferredSplitBehavior
    }

    /// `primaryBackgroundStyle`; the classic style raises (SHOW-6, DEF-2).
    public func readPrimaryBackgroundStyle() throws(SplitError) -> BackgroundStyle {
        guard style.isColumnStyle else { throw .requiresInitWithStyle(api: "primaryBackgroundStyle") }
        return properties.primaryBackgroundStyle
    }

    /// A width property; supplementary properties raise on doubleColumn, the inspector's need `os 26`.
    public func readWidthProperty(_ property: WidthProperty) throws(SplitError) -> WidthValue {
        try checkColumnAPI(property.column, api: property.uikitName)
        return properties.value(of: property)
    }

    /// `primaryColumnWidth`, `supplementaryColumnWidth`, `secondaryColumnWidth`, `inspectorColumnWidth` (WID-9, COL-2).
    public func readColumnWidth(_ column: Column) throws(SplitError) -> Points {
        try checkColumnAPI(column, api: "\(column.rawValue)ColumnWidth")
        return layout.column(column)?.reportedWidth ?? window.layoutWidth
    }

    /// A column's horizontal frame, as `frame COLUMN` prints it.
    public func readFrame(_ column: Column) throws(SplitError) -> HorizontalFrame {
        try checkColumnAPI(column, api: "frame(\(column.rawValue))")
        // A column the layout does not hold (the compact column while expanded, or none set) has no frame.
        return layout.column(column)?.frame ?? HorizontalFrame(x: 0, width: 0)
    }

    /// `isShowing(_:)` (NAV-9, `os 26`): a collapsed split shows a shown inspector as a sheet, which counts (INS-3).
    public func readIsShowing(_ column: Column) throws(SplitError) -> Bool {
        guard ruleSet == .ios26 else { throw .requiresOS26(api: "isShowing(_:)") }
        if column == .supplementary, style == .doubleColumn { return false }
        if column == .inspector, isCollapsed { return layout.column(.inspector)?.placement == .sheet }
        return layout.visibleColumns.contains(column)
    }

    /// `viewController(for:)`: a column style's controller for the column; nil on a classic split, which the method
    /// does not apply to (its `viewControllers` holds the children instead, NAV-9a).
    public func viewController(for column: Column) -> ViewController? {
        guard style.isColumnStyle else { return nil }
        return controllers[column]
    }

    func checkColumnAPI(_ column: Column, api: String) throws(SplitError) {
        if column == .supplementary, style != .tripleColumn {
            throw .supplementaryUnsupportedForDoubleColumn(api: api)
        }
        if column == .inspector, ruleSet == .ios18 { throw .inspectorRequiresOS26 }
    }

    /// The top column of the collapsed stack, or nil while expanded.
    public var topColumn: Column? {
        isCollapsed ? CollapsedStack(state: self).top : nil
    }

    /// UIKit's `viewControllers` array (COL-3, COL-4; classic: the real children).
    public var viewControllers: [ViewController] {
        viewControllers(stacked: isCollapsed ? CollapsedStack(state: self).columns : StackedColumns())
    }

    /// `viewControllers`, given the collapsed stack's columns (`CollapsedStack.columns`) by a caller that has them.
    func viewControllers(stacked: StackedColumns) -> [ViewController] {
        if isCollapsed {
            if style.isColumnStyle, let compact = controllers[.compact] { return [compact] }
            // The root of the one collapsed stack: the primary's, or the first column that has a controller.
            return stacked.lazy.compactMap { controllers[$0] }.first.map { [$0] } ?? []
        }
        let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        return order.compactMap { controllers[$0] }
    }

    /// The split's real children: column styles wrap plain controllers in navigation controllers (NAV-1).
    public var children: [ViewController] {
        if isCollapsed { return CollapsedStack(state: self).hierarchy.map { [$0] } ?? [] }
        let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        return order.compactMap { child($0) }
    }

    /// The names in a column's navigation stack, bottom first; collapsed, `primary` is the one collapsed stack.
    public func stack(of column: Column) -> [String] {
        if isCollapsed, column == .primary { return CollapsedStack(state: self).flattened }
        return childStack(column)
    }

    /// The names of `child(column)`'s stack, read without building that controller.
    func childStack(_ column: Column) -> [String] {
        guard let controller = controllers[column] else { return [] }
        guard wrapsInNavigation(column) else { return controller.flattenedStack }
        // The stack of the navigation controller `child(column)` wraps it in, read without building that controller.
        var names = controller.flattenedStack
        for pushedController in pushed[column] ?? [] { pushedController.appendFlattenedStack(to: &names) }
        return names
    }

    /// `splitViewControllerLayoutEnvironment` (NAV-9, `os 26` only).
    public func readLayoutEnvironment() throws(SplitError) -> String {
        guard ruleSet == .ios26 else { throw .requiresOS26(api: "splitViewControllerLayoutEnvironment") }
        return isCollapsed ? "collapsed" : "expanded"
    }
}

extension SplitState {
    /// "Will it push?" for `show(_:sender:)` from the default sender, the primary's top controller (NAV-6): a
    /// navigation controller above it pushes; otherwise the split view controller takes it and never pushes.
    public var showViewControllerPushes: Bool {
        // Collapsed on a compact column, the controller on screen is the compact one, which no split wraps.
        if isCollapsed, style.isColumnStyle, let compact = controllers[.compact] { return compact.pushesForShow }
        if style.isColumnStyle { return controllers[.primary] != nil }
        return controllers[.primary]?.pushesForShow ?? false
    }

    /// "Will it push?" for `showDetailViewController(_:sender:)` (NAV-6): it reaches the split view controller, which
    /// replaces while expanded and, collapsed, asks its single child whether `show` would push there.
    public var showDetailViewControllerPushes: Bool {
        guard isCollapsed, let child = viewControllers.first else { return false }
        // A column style's child is the plain controller it wrapped; its navigation controller pushes (NAV-1).
        if style.isColumnStyle, controllers[.compact] == nil, case .plain = child { return true }
        // Asked of the child itself: a navigation controller pushes; a tab bar controller passes show up to the split.
        if case .navigation = child { return true }
        return false
    }
}

extension SplitState {
    /// The display mode a tap asking for `mode` gives here: the request resolved as a tap resolves it (MODE-5,
    /// WID-5), so a twoBeside that misses the fit shows twoOver. Only the mode is read, so no traces are built.
    public func modeAfterTapping(_ mode: DisplayMode) -> DisplayMode {
        Resolver(state: self, tracing: false).resolve(.request, preferred: mode, mapBehavior: false).mode
    }
}

extension SplitState {
    /// While collapsed, the one stack's parts, bottom first: each column nested in it and the controllers it adds
    /// (COL-3, COL-4, NAV-7); empty while expanded. Together they read as `stack primary` does while collapsed.
    public var collapsedStackParts: [(column: Column, names: [String])] {
        guard isCollapsed else { return [] }
        return collapsedStackParts(stacked: CollapsedStack(state: self).columns)
    }

    /// The collapsed stack's parts, given the stack's columns (`CollapsedStack.columns`) by a caller that has them.
    func collapsedStackParts(stacked: StackedColumns) -> [(column: Column, names: [String])] {
        let emptied = emptiedCollapsedColumn
        return stacked.map { column in (column: column, names: column == emptied ? [] : childStack(column)) }
    }
}
