/// `UIUserInterfaceLayoutDirection`: which side of the window is the leading one (WID-6a).
public enum LayoutDirection: String, Sendable, CaseIterable, Hashable {
    /// Leading is the left edge (the default).
    case leftToRight
    /// Leading is the right edge: what sits at `leading` or `trailing` swaps sides.
    case rightToLeft
}
