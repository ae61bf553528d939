/// A device preset: a model's portrait size in points, its scale and its idiom (ENV-1).
public struct Device: Sendable, Hashable {
    /// The canonical name: Apple's model name, with the generation or chip in parentheses where Apple reuses a name.
    public let name: String
    /// Phone or pad: which size-class rules apply (ENV-2, ENV-3).
    public let idiom: Idiom
    /// Portrait width in points.
    public let portraitWidth: Points
    /// Portrait height in points.
    public let portraitHeight: Points
    /// Pixels per point (2 or 3).
    public let scale: Double
    /// The narrow multitasking pane (Slide Over, one third) of ENV-4: 320, or 375 on the largest iPads and the 8.3-inch mini.
    public let narrowPane: Points

    public init(name: String, idiom: Idiom, portraitWidth: Points, portraitHeight: Points, scale: Double, narrowPane: Points = 320) {
        self.name = name
        self.idiom = idiom
        self.portraitWidth = portraitWidth
        self.portraitHeight = portraitHeight
        self.scale = scale
        self.narrowPane = narrowPane
    }
}
