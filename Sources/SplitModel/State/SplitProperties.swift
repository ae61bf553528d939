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
    /// The bar the app put the classic `displayModeButtonItem` in (`navigationItem` of the primary's or the
    /// secondary's top controller), or nil for none: UIKit shows it only where the app places it (BTN-7).
    public var displayModeButtonItemBar: Column? = nil
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
