/// Safe-area insets in points, UIKit's `UIEdgeInsets` order: top, left, bottom, right (`get safeArea`).
public struct SafeAreaInsets: Sendable, Hashable {
    public var top: Points
    public var left: Points
    public var bottom: Points
    public var right: Points

    public init(top: Points, left: Points, bottom: Points, right: Points) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets: a free window, or a column wholly off screen.
    public static let zero = SafeAreaInsets(top: 0, left: 0, bottom: 0, right: 0)
}
