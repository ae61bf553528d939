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
