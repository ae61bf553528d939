/// The style a split view controller was created with (`init(style:)`).
public enum Style: String, Sendable, CaseIterable, Hashable {
    /// The classic style of plain `init()`.
    case unspecified
    case doubleColumn
    case tripleColumn

    /// Whether this is one of the column styles introduced in iOS 14.
    public var isColumnStyle: Bool { self != .unspecified }
}
