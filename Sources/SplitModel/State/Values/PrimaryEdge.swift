/// `UISplitViewController.PrimaryEdge`.
public enum PrimaryEdge: String, Sendable, CaseIterable, Hashable {
    case leading
    case trailing
}
