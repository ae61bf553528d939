import SplitModel

/// What changed between two states: one change per changed item of the state report, rendered as one
/// `key: before -> after` line.
enum ChangeSummary {
    /// From the two states' summarized reports (a session keeps the new one as the next command's "before"). With the
    /// same items in the same order, as after most commands, the items are compared as typed values and only those
    /// that differ are written out; otherwise the items that come and go are merged as the general comparison below
    /// merges them, still compared as typed values.
    static func changes(from old: SummaryReport, to new: SummaryReport) -> [StateChange] {
        var changes: [StateChange] = []
        // The window, the environment and the controller's own items: every report has them, first and in this order.
        if old.width != new.width || old.height != new.height || old.scale != new.scale {
            add("window", old.windowText, new.windowText, to: &changes)
        }
        if !old.hasSameDevice(as: new) { add("device", old.deviceText, new.deviceText, to: &changes) }
        if old.horizontal != new.horizontal || old.vertical != new.vertical || old.sizeClassOverride != new.sizeClassOverride {
            add("sizeClasses", old.sizeClassesText, new.sizeClassesText, to: &changes)
        }
        if old.layoutDirection != new.layoutDirection {
            add("layoutDirection", old.layoutDirection.rawValue, new.layoutDirection.rawValue, to: &changes)
        }
        if old.ruleSet != new.ruleSet { add("os", String(old.ruleSet.rawValue), String(new.ruleSet.rawValue), to: &changes) }
        if old.style != new.style { add("style", old.style.rawValue, new.style.rawValue, to: &changes) }
        if old.isCollapsed != new.isCollapsed {
            add("isCollapsed", QueryTable.word(old.isCollapsed), QueryTable.word(new.isCollapsed), to: &changes)
        }
        if old.topColumn != new.topColumn {
            add("topColumn", old.topColumn?.rawValue ?? absent, new.topColumn?.rawValue ?? absent, to: &changes)
        }
        if old.displayMode != new.displayMode { add("displayMode", old.displayMode.rawValue, new.displayMode.rawValue, to: &changes) }
        if old.preferredDisplayMode != new.preferredDisplayMode {
            add("preferredDisplayMode", old.preferredDisplayMode.rawValue, new.preferredDisplayMode.rawValue, to: &changes)
        }
        if old.splitBehavior != new.splitBehavior {
            add("splitBehavior", old.splitBehavior?.rawValue ?? "unavailable", new.splitBehavior?.rawValue ?? "unavailable", to: &changes)
        }
        if old.preferredSplitBehavior != new.preferredSplitBehavior {
            add("preferredSplitBehavior", old.preferredSplitBehavior?.rawValue ?? "unavailable",
                new.preferredSplitBehavior?.rawValue ?? "unavailable", to: &changes)
        }
        if old.hasSameKeys(as: new) {
            sameKeyChanges(from: old, to: new, into: &changes)
        } else {
            mergedChanges(from: old, to: new, into: &changes)
        }
        return changes
    }

    /// The columns, buttons and navigation items of two reports with the same keys, item by item.
    private static func sameKeyChanges(from old: SummaryReport, to new: SummaryReport, into changes: inout [StateChange]) {
        for index in new.columns.indices where old.columns[index] != new.columns[index] {
            add(new.columns[index].column.rawValue, SummaryReport.columnText(old.columns[index]),
                SummaryReport.columnText(new.columns[index]), to: &changes)
        }
        for index in new.buttons.indices where old.buttons[index] != new.buttons[index] || old.givenModes[index] != new.givenModes[index] {
            add(new.buttons[index].kind.rawValue, StateReport.describe(old.buttons[index], given: old.givenModes[index]),
                StateReport.describe(new.buttons[index], given: new.givenModes[index]), to: &changes)
        }
        if !new.collapsedColumns.isEmpty, old.collapsedColumns != new.collapsedColumns || old.collapsedNames != new.collapsedNames {
            add(collapsedStack, old.collapsedFact.text, new.collapsedFact.text, to: &changes)
        }
        for index in new.stackColumns.indices where old.stackNames[index] != new.stackNames[index] {
            add(StateReport.stackKey(new.stackColumns[index]), old.stackNames[index].joined(separator: " "),
                new.stackNames[index].joined(separator: " "), to: &changes)
        }
        if old.viewControllers != new.viewControllers {
            add("viewControllers", ReportFact.controllers(old.viewControllers).text, ReportFact.controllers(new.viewControllers).text,
                to: &changes)
        }
        if !new.presentedControllers.isEmpty,
           old.presentedControllers != new.presentedControllers || old.presentedStyles != new.presentedStyles {
            add("presented", old.presentedFact.text, new.presentedFact.text, to: &changes)
        }
    }

    /// The columns, buttons and navigation items of two reports whose keys differ, in the order `mergedKeys` gives, as
    /// `changes(from:to:)` on report items says them.
    private static func mergedChanges(from old: SummaryReport, to new: SummaryReport, into changes: inout [StateChange]) {
        let oldSlots = old.variableSlots, newSlots = new.variableSlots
        // These items follow the controller's own, which every report has: a vanished first one goes first, as the
        // merge of the whole reports' keys would put it right after them.
        let keys = mergedKeys(oldSlots.map(\.key), newSlots.map(\.key))
        let collapsing = old.collapsedColumns.isEmpty && !new.collapsedColumns.isEmpty
        for itemKey in keys {
            let was = oldSlots.first { $0.key == itemKey }?.slot, now = newSlots.first { $0.key == itemKey }?.slot
            // A column's stack that joins the one collapsed stack is said once, by that line, not as a stack emptied.
            if collapsing, now == nil, case .stack(let column) = itemKey, new.collapsedColumns.contains(column) {
                continue
            }
            switch (was, now) {
            case (nil, nil):
                continue
            case (let was?, let now?):
                if !old.hasSameValue(was, as: new, now) { add(itemKey.text, old.text(of: was), new.text(of: now), to: &changes) }
            // An item that is missing reads as `none`, so it is no change from an item that says none.
            case (let was?, nil):
                let before = old.text(of: was)
                if before != absent { changes.append(StateChange(itemKey.text, before: before, after: nil)) }
            case (nil, let now?):
                let after = new.text(of: now)
                if after != absent { changes.append(StateChange(itemKey.text, before: nil, after: after)) }
            }
        }
    }

    /// A change of the item, unless its two values print the same (two numbers can differ below what is printed).
    private static func add(_ key: String, _ before: String, _ after: String, to changes: inout [StateChange]) {
        if before != after { changes.append(StateChange(key, before: before, after: after)) }
    }

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
        var text = TextBytes()
        append(change, to: &text)
        return text.text
    }

    /// Appends a change's line, without its newline, to text being written.
    static func append(_ change: StateChange, to text: inout TextBytes) {
        text.append(change.key)
        text.append(": ")
        text.append(change.before ?? absent)
        text.append(" -> ")
        text.append(change.after ?? absent)
    }

    /// How the summary writes an item one of the two states does not have.
    static let absent = "none"

    /// The new keys in order, each vanished key placed after the key it followed before.
    static func mergedKeys<Key: Equatable>(_ old: [Key], _ new: [Key]) -> [Key] {
        var keys = new
        var previous: Key?
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
