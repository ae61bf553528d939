/// A column's full rectangle in window points, as UIKit's container view reports it (`get rect`).
public struct ColumnRect: Sendable, Hashable {
    /// The leading x; negative (or past the width) for a parked column.
    public var x: Points
    /// The top y: 0 for a column that spans the height, the safe-area top for a floating sidebar (WID-10).
    public var y: Points
    /// The width in points, as the horizontal frame has it.
    public var width: Points
    /// The height in points.
    public var height: Points

    public init(x: Points, y: Points, width: Points, height: Points) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The trailing x.
    public var maxX: Points { x + width }
    /// The bottom y.
    public var maxY: Points { y + height }
}
