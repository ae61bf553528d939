/// `UISplitViewController.Column`.
public enum Column: String, Sendable, CaseIterable, Hashable, Comparable {
    case primary
    case supplementary
    case secondary
    case compact
    case inspector

    /// Leading-to-trailing order of the columns that sit side by side.
    var order: Int {
        switch self {
        case .primary: 0
        case .supplementary: 1
        case .secondary: 2
        case .inspector: 3
        case .compact: 4
        }
    }

    /// The column's position in `allCases`: where `ColumnMap` keeps its value.
    @usableFromInline var slot: Int {
        switch self {
        case .primary: 0
        case .supplementary: 1
        case .secondary: 2
        case .compact: 3
        case .inspector: 4
        }
    }

    public static func < (lhs: Column, rhs: Column) -> Bool { lhs.order < rhs.order }

    // A raw-value enum otherwise hashes and compares its raw string; columns key the layout's dictionaries, which a
    // sweep builds tens of thousands of times, so they hash by position instead.
    public static func == (lhs: Column, rhs: Column) -> Bool { lhs.order == rhs.order }
    public func hash(into hasher: inout Hasher) { hasher.combine(order) }
}
