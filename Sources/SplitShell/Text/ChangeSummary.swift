import SplitModel

/// What changed between two states: one change per changed item of the state report, rendered as one
/// `key: before -> after` line.
enum ChangeSummary {
    /// The items every report has, first and in this order; each is named by its key.
    enum FixedItem {
        case window, device, sizeClasses, layoutDirection, os, style, isCollapsed, topColumn, displayMode, preferredDisplayMode
        case splitBehavior, preferredSplitBehavior

        /// The item's key, as the report prints it (the general comparison, which a test holds this to, has them as
        /// text).
        var key: StaticString {
            switch self {
            case .window: "window"
            case .device: "device"
            case .sizeClasses: "sizeClasses"
            case .layoutDirection: "layoutDirection"
            case .os: "os"
            case .style: "style"
            case .isCollapsed: "isCollapsed"
            case .topColumn: "topColumn"
            case .displayMode: "displayMode"
            case .preferredDisplayMode: "preferredDisplayMode"
            case .splitBehavior: "splitBehavior"
            case .preferredSplitBehavior: "preferredSplitBehavior"
            }
        }
    }

    /// An item whose typed values differ between two reports: one of the fixed items, or one that not every report has,
    /// with where it sits in each (nil where that report lacks it, which reads as `none`). It prints as a change unless
    /// its two values print alike (two numbers can differ below what is printed).
    enum Difference {
        case fixed(FixedItem)
        case variable(SummaryReport.ItemKey, old: SummaryReport.Slot?, new: SummaryReport.Slot?)
    }

    /// The summary's lines from the two states' summarized reports (a session keeps the new one as the next command's
    /// "before"), each with its newline, written straight into `text`; an item whose values print alike writes nothing.
    static func append(from old: SummaryReport, to new: SummaryReport, to text: inout TextBytes) {
        forEachDifference(from: old, to: new) { difference in
            let start = text.count
            appendKey(of: difference, to: &text)
            text.append(literal: ": ")
            let before = text.count
            appendValue(of: difference, in: old, isOld: true, to: &text)
            let beforeEnd = text.count
            text.append(literal: " -> ")
            let after = text.count
            appendValue(of: difference, in: new, isOld: false, to: &text)
            if text.same(before..<beforeEnd, after..<text.count) {
                text.truncate(to: start)
            } else {
                text.append(byte: UInt8(ascii: "\n"))
            }
        }
    }

    /// The same changes as data (what JSON, colour and tests read), written by the same code as `append(from:to:to:)`.
    static func changes(from old: SummaryReport, to new: SummaryReport) -> [StateChange] {
        var changes: [StateChange] = []
        forEachDifference(from: old, to: new) { difference in
            let before = value(of: difference, in: old, isOld: true), after = value(of: difference, in: new, isOld: false)
            // Compared by their bytes, as the text path compares what it wrote, so the two never disagree.
            guard !(before ?? absent).utf8.elementsEqual((after ?? absent).utf8) else { return }
            let key = TextBytes.text { appendKey(of: difference, to: &$0) }
            changes.append(StateChange(key, before: before, after: after))
        }
        return changes
    }

    private static func appendKey(of difference: Difference, to text: inout TextBytes) {
        switch difference {
        case .fixed(let item): text.append(literal: item.key)
        case .variable(let key, _, _): key.append(to: &text)
        }
    }

    /// Writes the item's value in one of the two reports, `none` where that report lacks it.
    private static func appendValue(of difference: Difference, in report: SummaryReport, isOld: Bool, to text: inout TextBytes) {
        switch difference {
        case .fixed(let item):
            report.append(item, to: &text)
        case .variable(_, let old, let new):
            if let slot = isOld ? old : new { report.append(slot, to: &text) } else { text.append(absent) }
        }
    }

    /// The item's value in one of the two reports, nil where that report lacks it.
    private static func value(of difference: Difference, in report: SummaryReport, isOld: Bool) -> String? {
        if case .variable(_, let old, let new) = difference, (isOld ? old : new) == nil { return nil }
        return TextBytes.text { appendValue(of: difference, in: report, isOld: isOld, to: &$0) }
    }

    /// Calls `visit` with each item whose typed values differ, in report order. With the same items in the same order,
    /// as after most commands, they are compared item by item; otherwise the items that come and go are merged as the
    /// general comparison below merges them.
    static func forEachDifference(from old: SummaryReport, to new: SummaryReport, _ visit: (Difference) -> Void) {
        if old.values.width != new.values.width || old.values.height != new.values.height || old.values.scale != new.values.scale {
            visit(.fixed(.window))
        }
        if !old.hasSameDevice(as: new) { visit(.fixed(.device)) }
        if old.values.horizontal != new.values.horizontal || old.values.vertical != new.values.vertical
            || old.values.sizeClassOverride != new.values.sizeClassOverride {
            visit(.fixed(.sizeClasses))
        }
        if old.values.layoutDirection != new.values.layoutDirection { visit(.fixed(.layoutDirection)) }
        if old.values.ruleSet != new.values.ruleSet { visit(.fixed(.os)) }
        if old.values.style != new.values.style { visit(.fixed(.style)) }
        if old.values.isCollapsed != new.values.isCollapsed { visit(.fixed(.isCollapsed)) }
        if old.topColumn != new.topColumn { visit(.fixed(.topColumn)) }
        if old.values.displayMode != new.values.displayMode { visit(.fixed(.displayMode)) }
        if old.values.preferredDisplayMode != new.values.preferredDisplayMode { visit(.fixed(.preferredDisplayMode)) }
        if old.values.splitBehavior != new.values.splitBehavior { visit(.fixed(.splitBehavior)) }
        if old.values.preferredSplitBehavior != new.values.preferredSplitBehavior { visit(.fixed(.preferredSplitBehavior)) }
        if old.hasSameKeys(as: new) {
            sameKeyDifferences(from: old, to: new, visit)
        } else {
            mergedDifferences(from: old, to: new, visit)
        }
    }

    /// The columns, buttons and navigation items of two reports with the same keys, item by item.
    private static func sameKeyDifferences(from old: SummaryReport, to new: SummaryReport, _ visit: (Difference) -> Void) {
        for index in new.columns.indices where old.columns[index] != new.columns[index] {
            visit(.variable(.column(new.columns[index].column), old: .column(index), new: .column(index)))
        }
        for index in new.buttons.indices where old.buttons[index] != new.buttons[index] || old.givenModes[index] != new.givenModes[index] {
            visit(.variable(.button(new.buttons[index].kind), old: .button(index), new: .button(index)))
        }
        if !new.collapsedParts.isEmpty, !old.hasSameCollapsedStack(as: new) {
            visit(.variable(.collapsedStack, old: .collapsedStack, new: .collapsedStack))
        }
        for index in new.stacks.indices where old.stacks[index].names != new.stacks[index].names {
            visit(.variable(.stack(new.stacks[index].column), old: .stack(index), new: .stack(index)))
        }
        if old.viewControllers != new.viewControllers {
            visit(.variable(.viewControllers, old: .viewControllers, new: .viewControllers))
        }
        if !new.presentedControllers.isEmpty,
           old.presentedControllers != new.presentedControllers || old.presentedStyles != new.presentedStyles {
            visit(.variable(.presented, old: .presented, new: .presented))
        }
    }

    /// The columns, buttons and navigation items of two reports whose keys differ, in the order `mergedKeys` gives, as
    /// `changes(from:to:)` on report items says them; the items are taken where they sit, with no list of keys made.
    private static func mergedDifferences(from old: SummaryReport, to new: SummaryReport, _ visit: (Difference) -> Void) {
        // These items follow the controller's own, which every report has: a vanished first one goes first, as the
        // merge of the whole reports' keys would put it right after them.
        let collapsing = old.collapsedParts.isEmpty && !new.collapsedParts.isEmpty
        forEachMergedKey(old: old.variableCount, { old.variableItem($0).key },
                         new: new.variableCount, { new.variableItem($0).key }) { itemKey, oldIndex, newIndex in
            let was = oldIndex.map { old.variableItem($0).slot }, now = newIndex.map { new.variableItem($0).slot }
            // A column's stack that joins the one collapsed stack is said once, by that line, not as a stack emptied.
            if collapsing, now == nil, case .stack(let column) = itemKey, new.collapses(column) {
                return
            }
            switch (was, now) {
            case (nil, nil):
                return
            case (let was?, let now?):
                if !old.hasSameValue(was, as: new, now) { visit(.variable(itemKey, old: was, new: now)) }
            // An item that is missing reads as `none`, so it is no change from an item that says none (which the
            // writing of its values finds).
            default:
                visit(.variable(itemKey, old: was, new: now))
            }
        }
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
        TextBytes.text { append(change, to: &$0) }
    }

    /// Appends a change's line, without its newline, to text being written.
    static func append(_ change: StateChange, to text: inout TextBytes) {
        text.append(change.key)
        text.append(literal: ": ")
        text.append(change.before ?? absent)
        text.append(literal: " -> ")
        text.append(change.after ?? absent)
    }

    /// How the summary writes an item one of the two states does not have.
    static let absent = "none"

    /// Calls `visit` with each key of `mergedKeys(old, new)`, in its order, and where it sits in each list (nil where
    /// that list lacks it), without making the merged list: the keys are read by place. The vanished keys that come
    /// before every kept one lead; each new key is followed by the vanished keys that came right after it before.
    static func forEachMergedKey<Key: Equatable>(old oldCount: Int, _ oldKey: (Int) -> Key, new newCount: Int,
                                                 _ newKey: (Int) -> Key, _ visit: (Key, _ old: Int?, _ new: Int?) -> Void) {
        // The vanished keys from `start` on, up to the next one that is kept.
        func visitVanished(from start: Int) {
            var index = start
            while index < oldCount {
                let key = oldKey(index)
                if (0..<newCount).contains(where: { newKey($0) == key }) { return }
                visit(key, index, nil)
                index += 1
            }
        }
        visitVanished(from: 0)
        for index in 0..<newCount {
            let key = newKey(index)
            let was = (0..<oldCount).first { oldKey($0) == key }
            visit(key, was, index)
            if let was { visitVanished(from: was + 1) }
        }
    }

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
