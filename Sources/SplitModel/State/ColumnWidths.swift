/// A width property's value: UIKit's `automaticDimension` or a number.
public enum WidthValue: Sendable, Hashable {
    case automatic
    case value(Double)

    /// The number, or nil for automatic.
    public var number: Double? {
        if case .value(let number) = self { return number }
        return nil
    }
}

/// The four width properties UIKit gives a sidebar-like column (primary, supplementary, inspector).
public struct ColumnWidths: Sendable, Hashable {
    /// The preferred width in points (`preferred…ColumnWidth`).
    public var preferred: WidthValue = .automatic
    /// The preferred width as a fraction of the window (`preferred…ColumnWidthFraction`).
    public var fraction: WidthValue = .automatic
    /// The minimum width (`minimum…ColumnWidth`).
    public var minimum: WidthValue = .automatic
    /// The maximum width (`maximum…ColumnWidth`).
    public var maximum: WidthValue = .automatic

    public init() {}
}

/// Which of a column's width properties.
public enum WidthKind: String, Sendable, CaseIterable, Hashable {
    case preferred
    case fraction
    case minimum
    case maximum
}

/// One settable width property, such as `preferredPrimaryColumnWidthFraction`.
public struct WidthProperty: Sendable, Hashable {
    /// The column the property belongs to.
    public let column: Column
    /// Which of its width properties.
    public let kind: WidthKind

    public init(_ kind: WidthKind, of column: Column) {
        self.column = column
        self.kind = kind
    }

    /// UIKit's property name, e.g. `minimumPrimaryColumnWidth`.
    public var uikitName: String {
        // Spelled out: `uppercased()` looks each character up in Unicode's tables, thousands of instructions a name.
        let columnWord = switch column {
        case .primary: "Primary"
        case .supplementary: "Supplementary"
        case .secondary: "Secondary"
        case .compact: "Compact"
        case .inspector: "Inspector"
        }
        switch kind {
        case .preferred: return "preferred\(columnWord)ColumnWidth"
        case .fraction: return "preferred\(columnWord)ColumnWidthFraction"
        case .minimum: return "minimum\(columnWord)ColumnWidth"
        case .maximum: return "maximum\(columnWord)ColumnWidth"
        }
    }

    /// Every property UIKit has: four for primary, supplementary and inspector; preferred, fraction and minimum for the secondary.
    public static let all: [WidthProperty] =
        [Column.primary, .supplementary].flatMap { column in WidthKind.allCases.map { WidthProperty($0, of: column) } }
        + [.preferred, .fraction, .minimum].map { WidthProperty($0, of: .secondary) }
        + WidthKind.allCases.map { WidthProperty($0, of: .inspector) }
}
