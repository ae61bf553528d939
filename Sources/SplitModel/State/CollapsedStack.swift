/// The columns nested in a collapsed stack, bottom first: at most the three of a triple column split, held inline.
/// The stack is read for every collapsed `show`, `hide`, cleared column and summary, and an array made for each
/// reading was allocated and freed again right away.
typealias StackedColumns = InlineList<3, Column>

extension InlineList where Element == Column, capacity == 3 {
    /// An empty list of stacked columns.
    init() { self.init(filler: .primary) }

    /// The given columns, bottom first (a variadic list would be an array of its own).
    init(_ first: Column, _ second: Column? = nil, _ third: Column? = nil) {
        self.init()
        append(first)
        if let second { append(second) }
        if let third { append(third) }
    }
}

/// The single navigation stack a collapsed split shows (COL-3, COL-4, NAV-7).
struct CollapsedStack {
    let state: SplitState

    /// The column on top: the compact column when one is set, else the chosen top column (COL-3, COL-5).
    var top: Column { top(stacked: columns) }

    /// The top, given the stack's columns (what `columns` answers) by a caller that has them already.
    func top(stacked: StackedColumns) -> Column {
        if state.style.isColumnStyle, state.controllers[.compact] != nil { return .compact }
        return stacked.last ?? .primary
    }

    /// The columns whose navigation controllers are nested in the stack, bottom first.
    var columns: StackedColumns {
        let style = state.style
        let controllers = state.controllers
        if style.isColumnStyle, controllers[.compact] != nil { return StackedColumns(.compact) }
        // Classic: the primary's navigation controller holds the stack; with no primary, the secondary shows alone.
        if style == .unspecified {
            return StackedColumns(controllers[.primary] == nil && controllers[.secondary] != nil ? .secondary : .primary)
        }
        let order = style == .tripleColumn ? StackedColumns(.primary, .supplementary, .secondary) : StackedColumns(.primary, .secondary)
        let limit = order.firstIndex(of: state.collapsedTop) ?? order.count - 1
        let emptied = state.emptiedCollapsedColumn
        // The present columns up to the top.
        var stacked = StackedColumns()
        var firstPresent: Column? = nil
        for (index, column) in order.enumerated() where controllers[column] != nil || emptied == column {
            if firstPresent == nil { firstPresent = column }
            if index <= limit { stacked.append(column) }
        }
        // With every column up to the top cleared, the first column that still has a controller shows.
        if stacked.isEmpty, let firstPresent { stacked.append(firstPresent) }
        return stacked
    }

    /// The split's one child while collapsed, e.g. `nav[A,nav[S],nav[B]]`.
    var hierarchy: ViewController? { hierarchy(stacked: columns) }

    /// The hierarchy, given the stack's columns (what `columns` answers) by a caller that has them already.
    func hierarchy(stacked: StackedColumns) -> ViewController? {
        let nested = stacked.compactMap { column in
            column == state.emptiedCollapsedColumn ? .navigation([]) : state.child(column)
        }
        guard var root = nested.first else { return nil }
        guard nested.count > 1, case .navigation(let bottom) = root else { return root }
        root = .navigation(bottom + nested.dropFirst())
        return root
    }

    /// The column whose controller is on top, for willShow/willHide: the top column; in the classic style the
    /// primary while its stack holds only its root, the secondary while a collapsed secondary (a navigation
    /// controller) is on top, and none once a plain controller was pushed above them (measured: a collapsed
    /// showDetail fires willHide of the column it covers, and the next expand willShow of both).
    var visibleColumn: Column? {
        guard state.style == .unspecified else { return top }
        let column = columns.last ?? .primary
        guard column == .primary, case .navigation(let entries)? = state.controllers[.primary] else { return column }
        if entries.count <= 1 { return .primary }
        return state.classicSecondaryIndex == entries.count - 1 ? .secondary : nil
    }

    /// Classic: the secondary's navigation controller while it sits nested in the primary's stack
    /// (`nav[List,nav[Detail]]`, NAV-7), with its index there; pushes aimed at the secondary land on it (NAV-7b).
    var nestedSecondary: (index: Int, stack: ViewController)? {
        guard state.style == .unspecified, let index = state.classicSecondaryIndex,
              case .navigation(let entries)? = state.controllers[.primary], index < entries.count,
              case .navigation = entries[index] else { return nil }
        return (index, entries[index])
    }

    /// The names a back button walks through, bottom first.
    var flattened: [String] { hierarchy?.flattenedStack ?? [] }
}
