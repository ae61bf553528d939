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
    public var preferred: WidthValue = .automatic
    public var fraction: WidthValue = .automatic
    public var minimum: WidthValue = .automatic
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
    public let column: Column
    public let kind: WidthKind

    public init(_ kind: WidthKind, of column: Column) {
        self.column = column
        self.kind = kind
    }

    /// UIKit's property name, e.g. `minimumPrimaryColumnWidth`.
    public var uikitName: String {
        let columnWord = column.rawValue.prefix(1).uppercased() + column.rawValue.dropFirst()
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

/// The controller's configurable properties, at their UIKit defaults (DEF-1).
public struct SplitProperties: Sendable, Hashable {
    public var preferredDisplayMode: DisplayMode = .automatic
    public var preferredSplitBehavior: SplitBehavior = .automatic
    public var presentsWithGesture = true
    public var showsSecondaryOnlyButton = false
    public var displayModeButtonVisibility: ButtonVisibility = .automatic
    public var primaryEdge: PrimaryEdge = .leading
    public var primaryBackgroundStyle: BackgroundStyle
    public var primary = ColumnWidths()
    public var supplementary = ColumnWidths()
    public var secondary = ColumnWidths()
    public var inspector = ColumnWidths()

    /// Defaults for a rule set: the background is `sidebar` under `os 26` (DEF-2) and `none` under `os 18` (DEF-3).
    public init(ruleSet: RuleSet) {
        primaryBackgroundStyle = ruleSet == .ios26 ? .sidebar : .none
    }

    /// The width properties of one column.
    public func widths(of column: Column) -> ColumnWidths {
        switch column {
        case .primary, .compact: primary
        case .supplementary: supplementary
        case .secondary: secondary
        case .inspector: inspector
        }
    }

    /// Reads one width property.
    public func value(of property: WidthProperty) -> WidthValue {
        let widths = widths(of: property.column)
        switch property.kind {
        case .preferred: return widths.preferred
        case .fraction: return widths.fraction
        case .minimum: return widths.minimum
        case .maximum: return widths.maximum
        }
    }

    /// Writes one width property.
    public mutating func set(_ property: WidthProperty, to value: WidthValue) {
        func update(_ widths: inout ColumnWidths) {
            switch property.kind {
            case .preferred: widths.preferred = value
            case .fraction: widths.fraction = value
            case .minimum: widths.minimum = value
            case .maximum: widths.maximum = value
            }
        }
        switch property.column {
        case .primary, .compact: update(&primary)
        case .supplementary: update(&supplementary)
        case .secondary: update(&secondary)
        case .inspector: update(&inspector)
        }
    }
}
