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
    /// The four columns' width properties, nil while all of them are automatic (as they nearly always are). Kept out
    /// of line because the properties are copied whole with every command (the undo ring keeps the state before):
    /// inline, the widths were 256 bytes of the copy; here they are one pointer, nearly always none or the same box.
    /// Nil exactly when all are automatic, so that equal properties compare and hash alike. Written only by the width
    /// setters (`changeWidths`) and by `SplitState.Storage.take`, which takes another state's box as it is; a
    /// method doing that here cost the take a copy of the other properties (8 instructions per command).
    var widthBox: Shared<ColumnWidthSet>?

    /// The primary column's width properties.
    public var primary: ColumnWidths {
        get { widthBox?.value.primary ?? ColumnWidths() }
        set { changeWidths { $0.primary = newValue } }
    }
    /// The supplementary column's width properties.
    public var supplementary: ColumnWidths {
        get { widthBox?.value.supplementary ?? ColumnWidths() }
        set { changeWidths { $0.supplementary = newValue } }
    }
    /// The secondary column's width properties (no maximum).
    public var secondary: ColumnWidths {
        get { widthBox?.value.secondary ?? ColumnWidths() }
        set { changeWidths { $0.secondary = newValue } }
    }
    /// The inspector column's width properties (iOS 26).
    public var inspector: ColumnWidths {
        get { widthBox?.value.inspector ?? ColumnWidths() }
        set { changeWidths { $0.inspector = newValue } }
    }

    /// Changes the widths in a box of their own (none when the change leaves them all automatic).
    private mutating func changeWidths(_ change: (inout ColumnWidthSet) -> Void) {
        var widths = widthBox?.value ?? ColumnWidthSet()
        change(&widths)
        widthBox = widths == ColumnWidthSet() ? nil : Shared(widths)
    }

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

/// The width properties of the four columns, as `SplitProperties` keeps them out of line.
struct ColumnWidthSet: Sendable, Hashable {
    var primary = ColumnWidths()
    var supplementary = ColumnWidths()
    var secondary = ColumnWidths()
    var inspector = ColumnWidths()
}
