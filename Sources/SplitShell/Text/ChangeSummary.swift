import SplitModel

/// What changed between two states: one change per changed item of the state report, rendered as one
/// `key: before -> after` line.
enum ChangeSummary {
    /// From the two states' report items (a session reuses the previous command's "after" as its "before").
    static func changes(from oldItems: [ReportItem], to newItems: [ReportItem]) -> [StateChange] {
        let old = oldItems.filter(\.summarized)
        let new = newItems.filter(\.summarized)
        // Usually the same keys in the same order: compare item by item, as the general merge below would.
        if old.count == new.count, zip(old, new).allSatisfy({ $0.key == $1.key }) {
            return zip(old, new).compactMap { was, now in was.value == now.value ? nil : StateChange(now.key, before: was.value, after: now.value) }
        }
        let oldValues = Dictionary(old.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let newValues = Dictionary(new.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        // The collapsed stack a collapse made, when there is one: it names each column whose part it holds.
        let collapsedInto = oldValues[collapsedStack] == nil ? newValues[collapsedStack] : nil
        return mergedKeys(old.map(\.key), new.map(\.key)).compactMap { key in
            let was = oldValues[key], now = newValues[key]
            // A column's stack that joins the one collapsed stack is said once, by that line, not as a stack emptied;
            // a stack that left the interface (a secondary the delegate dropped) still shows as gone.
            if let collapsedInto, now == nil, key.hasPrefix("stack "),
               collapsedInto.contains(key.dropFirst("stack ".count) + ": ") { return nil }
            // An item that is missing reads as `none`, so it is no change from an item that says none.
            return (was ?? absent) == (now ?? absent) ? nil : StateChange(key, before: was, after: now)
        }
    }

    /// The report item that shows a collapsed split's one stack.
    static let collapsedStack = "collapsed stack"

    /// The line the text output prints for a change: `displayMode: oneBesideSecondary -> secondaryOnly`.
    static func line(_ change: StateChange) -> String {
        "\(change.key): \(change.before ?? absent) -> \(change.after ?? absent)"
    }

    /// How the summary writes an item one of the two states does not have.
    static let absent = "none"

    /// The new keys in order, each vanished key placed after the key it followed before.
    static func mergedKeys(_ old: [String], _ new: [String]) -> [String] {
        var keys = new
        var previous: String?
        for key in old {
            if !keys.contains(key) {
                let index = previous.flatMap { keys.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
                keys.insert(key, at: index)
            }
            previous = key
        }
        return keys
    }
}
