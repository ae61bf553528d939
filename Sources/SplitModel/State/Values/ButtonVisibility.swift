/// `UISplitViewController.DisplayModeButtonVisibility`.
public enum ButtonVisibility: String, Sendable, CaseIterable, Hashable {
    case automatic
    case never
    case always
}
