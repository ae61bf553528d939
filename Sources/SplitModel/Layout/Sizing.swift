/// Column width inputs derived from the state: defaults, minima, maxima, gaps and the fit tests (WID-1..4c, MODE-4).
struct Sizing {
    let state: SplitState
    /// The window width the layout uses (ENV-5).
    let width: Points
    let isClassic: Bool
    let isTriple: Bool
    let classicReported: Bool
    /// The primary floats 10 pt in with background `sidebar` (WID-4); `none` tiles with 0.5 pt (WID-4c, WID-8).
    let floats: Bool

    /// Reads what it works out first and keeps the state last: kept first, the readings after it held the state by a
    /// retain and a release of their own.
    init(state: SplitState) {
        width = state.window.layoutWidth
        let ruleSet = state.ruleSet
        isClassic = state.style == .unspecified
        isTriple = state.style == .tripleColumn
        classicReported = isClassic && ruleSet == .ios18
        floats = state.properties.primaryBackgroundStyle == .sidebar || (isClassic && ruleSet == .ios26)
        self.state = state
    }

    var scale: Double { state.window.scale }

    /// The width properties of one column, read out of the state in place. The resolver makes a sizing for every
    /// layout pass and reads few of the properties: a copy of all of them (a few hundred bytes) cost more than that.
    private func widths(of column: Column) -> ColumnWidths {
        switch column {
        case .primary, .compact: state.properties.primary
        case .supplementary: state.properties.supplementary
        case .secondary: state.properties.secondary
        case .inspector: state.properties.inspector
        }
    }
    /// Space between the primary and the next column in fit tests and caps.
    var primaryGap: Points { floats ? 10 : Sizing.separator }
    /// The primary's leading inset.
    var primaryInset: Points { floats ? 10 : 0 }

    static let separator: Points = 0.5
    static let automaticSidebarMinimum: Points = 240
    static let automaticSecondaryMinimum: Points = 464
    static let inspectorDefaults = (preferred: 320.0, minimum: 240.0, maximum: 400.0)

    /// The default width of a column before any property (WID-1, WID-7, INS-2).
    func defaultWidth(_ column: Column) -> Points {
        switch column {
        case .primary: isTriple ? 280 : 320
        case .supplementary: 320
        case .inspector: Sizing.inspectorDefaults.preferred
        case .secondary, .compact: width
        }
    }

    /// The effective minimum of a sidebar-like column.
    func minimum(_ column: Column) -> Points {
        let widths = widths(of: column)
        if let value = widths.minimum.number { return value }
        switch column {
        case .inspector: return Sizing.inspectorDefaults.minimum
        case .secondary: return Sizing.automaticSecondaryMinimum
        default: return classicReported ? 0 : Sizing.automaticSidebarMinimum
        }
    }

    /// The effective maximum of a sidebar-like column (infinite when automatic, except WID-7a and INS-2).
    func maximum(_ column: Column) -> Points {
        let widths = widths(of: column)
        if let value = widths.maximum.number { return value }
        if column == .inspector { return Sizing.inspectorDefaults.maximum }
        return classicReported ? 320 : .infinity
    }

    /// The secondary's minimum (WID-1).
    var secondaryMinimum: Points { minimum(.secondary) }

    /// Where a column's requested width comes from (WID-2, WID-7).
    private enum BaseSource {
        case points(Points)
        case fraction(Double)
        case standard
    }

    private func baseSource(_ column: Column) -> BaseSource {
        let widths = widths(of: column)
        if !isClassic, let points = widths.preferred.number { return .points(points) }
        if let fraction = widths.fraction.number { return .fraction(fraction) }
        return .standard
    }

    /// The requested width: preferred points, else fraction of the window, else the default (WID-2, WID-7).
    func baseWidth(_ column: Column) -> Points {
        switch baseSource(column) {
        case .points(let points): Window.snap(points, scale: scale)
        case .fraction(let fraction): Window.snap(fraction * width, scale: scale)
        case .standard: defaultWidth(column)
        }
    }

    /// The requested width with the rules that chose it (the rules only for traces: `baseWidth` makes no list).
    func base(_ column: Column) -> (value: Points, rules: [RuleID]) {
        let rules: [RuleID] = switch baseSource(column) {
        case .points: [.wid2]
        case .fraction: [.wid2, .sn1]
        case .standard: [isClassic ? .wid7 : (column == .inspector ? .ins2 : .wid1)]
        }
        return (baseWidth(column), rules)
    }

    /// The width after cap, minimum and maximum, in that order (WID-2).
    func resolved(_ column: Column, cap: Points? = nil) -> Points {
        var value = baseWidth(column)
        // WID-2 says a cap of 0 or less is ignored; read literally that lets a sidebar keep its full width when
        // the window has no room beside the secondary minimum. splitnav reads it as "the minimum then wins".
        if let cap { value = min(value, max(cap, 0)) }
        return clamped(value, column)
    }

    /// Applies a column's minimum, then its maximum (WID-2: the maximum is applied last).
    func clamped(_ value: Points, _ column: Column) -> Points {
        min(max(value, minimum(column)), maximum(column))
    }

    /// The cap of an overlaid sidebar: the window less the separator (SN-8, after WID-5).
    var overlayCap: Points { width - Sizing.separator - primaryInset }

    /// The cap that keeps the secondary's minimum beside a tiled sidebar (WID-2).
    func cap(_ column: Column) -> Points {
        width - (column == .primary ? primaryGap : Sizing.separator) - secondaryMinimum
    }

    /// The width one sidebar beside the secondary needs (MODE-4).
    var oneSidebarNeeds: Points { secondaryMinimum }

    /// The width two tiled sidebars need (WID-3, WID-4c).
    var twoSidebarsNeed: Points {
        minimum(.primary) + primaryGap + minimum(.supplementary) + Sizing.separator + secondaryMinimum
    }

    var oneSidebarFits: Bool { width >= oneSidebarNeeds }

    /// The leading room both sidebars take in twoDisplace, separators included (SN-3).
    var displacingSidebars: Points { resolved(.primary) + primaryGap + resolved(.supplementary) + Sizing.separator }
    /// twoDisplace leaves part of the secondary on screen only when the sidebars leave room for it (SN-3).
    var displacedSecondaryShows: Bool { displacingSidebars < width }
    var twoSidebarsFit: Bool { width >= twoSidebarsNeed }
}
