/// The single navigation stack a collapsed split shows (COL-3, COL-4, NAV-7).
struct CollapsedStack {
    let state: SplitState

    /// The column on top: the compact column when one is set, else the chosen top column (COL-3, COL-5).
    var top: Column {
        if state.style.isColumnStyle, state.controllers[.compact] != nil { return .compact }
        return columns.last ?? .primary
    }

    /// The columns whose navigation controllers are nested in the stack, bottom first.
    var columns: [Column] {
        if state.style.isColumnStyle, state.controllers[.compact] != nil { return [.compact] }
        // Classic: the primary's navigation controller holds the stack; with no primary, the secondary shows alone.
        if state.style == .unspecified { return state.controllers[.primary] == nil && state.controllers[.secondary] != nil ? [.secondary] : [.primary] }
        let order: [Column] = state.style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        let limit = order.firstIndex(of: state.collapsedTop) ?? order.count - 1
        let present = order.filter { state.controllers[$0] != nil || state.emptiedCollapsedColumn == $0 }
        let stacked = present.filter { order.firstIndex(of: $0)! <= limit }
        // With every column up to the top cleared, the first column that still has a controller shows.
        return stacked.isEmpty ? Array(present.prefix(1)) : stacked
    }

    /// A column's controller as the split holds it: column styles wrap a plain controller (NAV-1, NAV-1a).
    static func wrapped(_ controller: ViewController, in column: Column, style: Style) -> ViewController {
        guard style.isColumnStyle, column != .compact, case .plain = controller else { return controller }
        return .navigation([controller])
    }

    /// The split's one child while collapsed, e.g. `nav[A,nav[S],nav[B]]`.
    var hierarchy: ViewController? {
        let style = state.style
        let nested = columns.compactMap { column in
            column == state.emptiedCollapsedColumn ? .navigation([]) : state.controllers[column].map { Self.wrapped($0, in: column, style: style) }
        }
        guard var root = nested.first else { return nil }
        guard nested.count > 1, case .navigation(let bottom) = root else { return root }
        root = .navigation(bottom + nested.dropFirst())
        return root
    }

    /// The names a back button walks through, bottom first.
    var flattened: [String] { hierarchy?.flattenedStack ?? [] }
}
