/// `UISplitViewController.BackgroundStyle`.
public enum BackgroundStyle: String, Sendable, CaseIterable, Hashable {
    case none
    case sidebar
}
