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
    /// `preferredDisplayMode`.
    public var preferredDisplayMode: DisplayMode = .automatic
    /// `preferredSplitBehavior` (column styles only).
    public var preferredSplitBehavior: SplitBehavior = .automatic
    /// `presentsWithGesture`.
    public var presentsWithGesture = true
    /// `showsSecondaryOnlyButton` (tripleColumn).
    public var showsSecondaryOnlyButton = false
    /// `displayModeButtonVisibility`.
    public var displayModeButtonVisibility: ButtonVisibility = .automatic
    /// `primaryEdge`.
    public var primaryEdge: PrimaryEdge = .leading
    /// `primaryBackgroundStyle` (column styles only).
    public var primaryBackgroundStyle: BackgroundStyle
    /// The primary column's width properties.
    public var primary = ColumnWidths()
    /// The supplementary column's width properties.
    public var supplementary = ColumnWidths()
    /// The secondary column's width properties (no maximum).
    public var secondary = ColumnWidths()
    /// The inspector column's width properties (iOS 26).
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
