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
