import SplitModel

/// What changed between two states: one change per changed item of the state report, rendered as one
/// `key: before -> after` line.
enum ChangeSummary {
    /// From the two states' report items (a session reuses the previous command's "after" as its "before"). Items are
    /// compared by what they are made from; only those that differ are written out, and `newItems` keep what was
    /// written for the next comparison.
    static func changes(from oldItems: [ReportItem], to newItems: inout [ReportItem]) -> [StateChange] {
        guard oldItems.allSatisfy(\.summarized), newItems.allSatisfy(\.summarized) else {
            var new = newItems.filter(\.summarized)
            return changes(from: oldItems.filter(\.summarized), to: &new)
        }
        let old = oldItems
        // Usually the same keys in the same order: compare item by item, as the general merge below would.
        if old.count == newItems.count, old.indices.allSatisfy({ old[$0].key == newItems[$0].key }) {
            var changes: [StateChange] = []
            for index in old.indices {
                if let change = newItems[index].change(from: old[index]) { changes.append(change) }
            }
            return changes
        }
        let oldIndex = Dictionary(old.indices.map { (old[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
        let newIndex = Dictionary(newItems.indices.map { (newItems[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
        // The collapsed stack a collapse made, when there is one: it names each column whose part it holds.
        let collapsedInto = oldIndex[collapsedStack] == nil ? newIndex[collapsedStack].map { newItems[$0] } : nil
        return mergedKeys(old.map(\.key), newItems.map(\.key)).compactMap { key in
            let was = oldIndex[key].map { old[$0] }, now = newIndex[key]
            // A column's stack that joins the one collapsed stack is said once, by that line, not as a stack emptied;
            // a stack that left the interface (a secondary the delegate dropped) still shows as gone.
            if let collapsedInto, now == nil, key.hasPrefix(stackPrefix), holds(collapsedInto, column: key.dropFirst(stackPrefix.count)) {
                return nil
            }
            switch (was, now) {
            case (nil, nil): return nil
            case (let was?, let now?): return newItems[now].change(from: was)
            // An item that is missing reads as `none`, so it is no change from an item that says none.
            case (let was?, nil):
                let before = was.value
                return before == absent ? nil : StateChange(key, before: before, after: nil)
            case (nil, let now?):
                let after = newItems[now].write()
                return after == absent ? nil : StateChange(key, before: nil, after: after)
            }
        }
    }

    /// Whether the collapsed stack item holds a part for the column: its line names the column, `column: ...`.
    private static func holds(_ collapsed: ReportItem, column: Substring) -> Bool {
        // Controller names hold no `:` or blank and no column's name ends another's, so the parts are the only place
        // a column's name can stand before `: `.
        if case .collapsedStack(let columns, _) = collapsed.fact { return columns.contains { $0.rawValue == column } }
        return collapsed.value.contains(column + ": ")
    }

    /// How the key of a column's stack item starts.
    static let stackPrefix = "stack "

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
