/// One item of the state report that a command changed (a line of the change summary, as data): the item's key and
/// its value before and after, each as `state` prints it, or nil where that state has no such item (a column its style
/// lacks, a button not shown, an empty stack, nothing presented).
public struct StateChange: Sendable, Hashable {
    public let key: String
    public let before: String?
    public let after: String?

    public init(_ key: String, before: String?, after: String?) {
        self.key = key
        self.before = before
        self.after = after
    }
}
