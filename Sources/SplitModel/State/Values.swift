/// A length in points, UIKit's unit for window and column sizes.
public typealias Points = Double

/// Which UIKit generation's rules the engine simulates.
public enum RuleSet: Int, Sendable, CaseIterable, Hashable {
    /// iOS and iPadOS 26 (measured on 26.1), the default.
    case ios26 = 26
    /// iOS and iPadOS 14 to 18.
    case ios18 = 18
}

/// The style a split view controller was created with (`init(style:)`).
public enum Style: String, Sendable, CaseIterable, Hashable {
    /// The classic style of plain `init()`.
    case unspecified
    case doubleColumn
    case tripleColumn

    /// Whether this is one of the column styles introduced in iOS 14.
    public var isColumnStyle: Bool { self != .unspecified }
}

/// `UISplitViewController.DisplayMode`.
public enum DisplayMode: String, Sendable, CaseIterable, Hashable {
    case automatic
    case secondaryOnly
    case oneBesideSecondary
    case oneOverSecondary
    case twoBesideSecondary
    case twoOverSecondary
    case twoDisplaceSecondary

    /// UIKit's raw value, as the oracle files record it.
    public var rawUIKitValue: Int {
        switch self {
        case .automatic: 0
        case .secondaryOnly: 1
        case .oneBesideSecondary: 2
        case .oneOverSecondary: 3
        case .twoBesideSecondary: 4
        case .twoOverSecondary: 5
        case .twoDisplaceSecondary: 6
        }
    }

    /// How many sidebars the mode shows (0, 1 or 2).
    public var sidebarCount: Int {
        switch self {
        case .automatic, .secondaryOnly: 0
        case .oneBesideSecondary, .oneOverSecondary: 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
        }
    }

    /// The behavior whose set the mode belongs to (secondaryOnly and one-beside are ambiguous; tile is returned).
    public var naturalBehavior: SplitBehavior {
        switch self {
        case .automatic: .automatic
        case .secondaryOnly, .oneBesideSecondary, .twoBesideSecondary: .tile
        case .oneOverSecondary, .twoOverSecondary: .overlay
        case .twoDisplaceSecondary: .displace
        }
    }
}

/// `UISplitViewController.SplitBehavior`.
public enum SplitBehavior: String, Sendable, CaseIterable, Hashable {
    case automatic
    case tile
    case overlay
    case displace

    /// The display modes allowed under this behavior (MODE-1); empty for automatic.
    public var allowedModes: [DisplayMode] {
        switch self {
        case .automatic: []
        case .tile: [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
        case .overlay: [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]
        case .displace: [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]
        }
    }
}

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

    public static func < (lhs: Column, rhs: Column) -> Bool { lhs.order < rhs.order }

    // A raw-value enum otherwise hashes and compares its raw string; columns key the layout's dictionaries, which a
    // sweep builds tens of thousands of times, so they hash by position instead.
    public static func == (lhs: Column, rhs: Column) -> Bool { lhs.order == rhs.order }
    public func hash(into hasher: inout Hasher) { hasher.combine(order) }
}

/// `UISplitViewController.PrimaryEdge`.
public enum PrimaryEdge: String, Sendable, CaseIterable, Hashable {
    case leading
    case trailing
}

/// `UISplitViewController.BackgroundStyle`.
public enum BackgroundStyle: String, Sendable, CaseIterable, Hashable {
    case none
    case sidebar
}

/// `UISplitViewController.DisplayModeButtonVisibility`.
public enum ButtonVisibility: String, Sendable, CaseIterable, Hashable {
    case automatic
    case never
    case always
}

/// `UIUserInterfaceSizeClass` (unspecified is never produced here).
public enum SizeClass: String, Sendable, CaseIterable, Hashable {
    case compact
    case regular
}

/// The horizontal size-class override of ENV-6.
public enum SizeClassOverride: String, Sendable, CaseIterable, Hashable {
    case auto
    case compact
    case regular
}

/// `UIUserInterfaceIdiom`, as far as split views care.
public enum Idiom: String, Sendable, CaseIterable, Hashable {
    case phone
    case pad
}

/// A device orientation.
public enum Orientation: String, Sendable, CaseIterable, Hashable {
    case portrait
    case landscape
}

/// An iPad multitasking pane (ENV-4).
public enum MultitaskingPane: String, Sendable, CaseIterable, Hashable {
    case full
    case twoThirds
    case half
    case third
    case slideOver
}
