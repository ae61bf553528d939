/// A device orientation.
public enum Orientation: String, Sendable, CaseIterable, Hashable {
    case portrait
    case landscape
}
