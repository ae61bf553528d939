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
