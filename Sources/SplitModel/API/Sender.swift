/// Who sends `show(_:sender:)` or `showDetailViewController(_:sender:)`.
public enum Sender: Sendable, Hashable {
    /// The top controller of the primary column (a list row was tapped).
    case primaryTop
    /// The split view controller itself.
    case split
    /// A named controller.
    case controller(String)
}
