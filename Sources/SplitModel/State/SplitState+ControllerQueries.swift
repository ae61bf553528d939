/// What one controller of the session can ask about the split above it (NAV-9b).
extension SplitState {
    /// Every name a per-controller question accepts, sorted: the controllers in the columns and their stacks, the
    /// presented ones and a secondary the classic collapse dropped.
    public var controllerNames: [String] {
        namesInUseOutsideKept.union(keptSecondary?.names ?? []).sorted()
    }

    /// `UIViewController.splitViewController` for the controller named: whether this split is its nearest ancestor
    /// split view controller. A controller in a column, its navigation stack or the collapsed stack has it; a
    /// presented controller (presentation is not parenthood) and a secondary the classic collapse dropped do not.
    public func readSplitViewController(of name: String) throws(SplitError) -> Bool {
        if Column.allCases.contains(where: { child($0)?.names.contains(name) == true }) { return true }
        if controllerNames.contains(name) { return false }
        throw .unknownController(name)
    }

    /// The `splitViewControllerLayoutEnvironment` trait the controller named reads (NAV-9, NAV-9b, `os 26` only): the
    /// split's `expanded` or `collapsed` inside it, `none` outside any split.
    public func readLayoutEnvironment(of name: String) throws(SplitError) -> String {
        let inside = try readSplitViewController(of: name)
        let environment = try readLayoutEnvironment()
        return inside ? environment : "none"
    }
}
