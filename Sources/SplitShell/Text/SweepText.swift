import SplitModel

/// Checks a `sweep` and words its result: a table of ranges, then one line per boundary saying what changed and why.
enum SweepText {
    /// The most samples one sweep takes (`sweep width 1 100000 step 0.5`).
    static let sampleLimit = 200_000

    /// Runs a sweep on the state, which it does not change; refuses a range or step it cannot sample.
    static func run(_ side: WindowSide, from: Points, to: Points, step: Points?, on state: SplitState) throws(ShellError) -> SweepResult {
        for value in [from, to] where !Window.isValidSide(value) {
            throw .engine(.invalidWindowSide(value))
        }
        guard from < to else { throw .invalidSweep(.emptyRange(from: from, to: to)) }
        let step = step ?? 1
        guard step.isFinite, step > 0 else { throw .invalidSweep(.nonPositiveStep(step)) }
        let samples = ((to - from) / step).rounded(.up) + 1
        guard samples <= Double(sampleLimit) else { throw .invalidSweep(.tooManySamples(step: step, limit: sampleLimit)) }
        return state.sweep(side, from: from, to: to, step: step)
    }

    static let headers = ["horizontal", "collapsed", "displayMode", "behavior", "visible", "buttons", "placement"]

    /// The table, then the boundaries.
    static func lines(_ result: SweepResult) -> [String] {
        var rows = [[result.side.rawValue] + headers]
        for (index, range) in result.ranges.enumerated() {
            rows.append([rangeText(result, index)] + cells(range.key))
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : ExplainText.pad(cell, widths[column])
            }.joined(separator: "  ")
        }
        for index in result.ranges.indices.dropFirst() {
            lines.append(boundaryText(result.ranges[index - 1], result.ranges[index]))
        }
        return lines
    }

    private static func rangeText(_ result: SweepResult, _ index: Int) -> String {
        let start = NumberFormat.format(result.ranges[index].start)
        if index + 1 < result.ranges.count { return "\(start) ..< \(NumberFormat.format(result.ranges[index + 1].start))" }
        return result.ranges[index].start == result.to ? start : "\(start) ... \(NumberFormat.format(result.to))"
    }

    static func cells(_ key: SweepKey) -> [String] {
        [key.horizontalSizeClass.rawValue, key.isCollapsed ? "yes" : "no", key.displayMode.rawValue,
         key.splitBehavior?.rawValue ?? "-", list(key.visibleColumns.map(\.rawValue)), list(key.buttons.map(\.rawValue)),
         key.placements.map(placementText).joined(separator: " ")]
    }

    /// `primary:tiled`, `secondary:tiled,dimmed`.
    static func placementText(_ placement: ColumnPlacement) -> String {
        "\(placement.column.rawValue):\(placement.placement.rawValue)" + (placement.isDimmed ? ",dimmed" : "")
    }

    private static func list(_ words: [String]) -> String { words.isEmpty ? "none" : words.joined(separator: " ") }

    /// `at 678: size class compact -> regular, collapsed -> expanded, ... (ENV-3, COL-1; width 678, regular from 678)`.
    static func boundaryText(_ before: SweepRange, _ after: SweepRange) -> String {
        "at \(NumberFormat.format(after.start)): " + changes(before.key, after.key).joined(separator: ", ") + " (" + because(after) + ")"
    }

    static func changes(_ old: SweepKey, _ new: SweepKey) -> [String] {
        var changes: [String] = []
        if old.horizontalSizeClass != new.horizontalSizeClass {
            changes.append("size class \(old.horizontalSizeClass.rawValue) -> \(new.horizontalSizeClass.rawValue)")
        }
        if old.isCollapsed != new.isCollapsed { changes.append(new.isCollapsed ? "expanded -> collapsed" : "collapsed -> expanded") }
        if old.displayMode != new.displayMode { changes.append("displayMode \(old.displayMode.rawValue) -> \(new.displayMode.rawValue)") }
        if old.splitBehavior != new.splitBehavior {
            changes.append("behavior \(old.splitBehavior?.rawValue ?? "-") -> \(new.splitBehavior?.rawValue ?? "-")")
        }
        if old.visibleColumns != new.visibleColumns {
            changes.append("visible \(list(old.visibleColumns.map(\.rawValue))) -> \(list(new.visibleColumns.map(\.rawValue)))")
        }
        if old.placements != new.placements && old.isCollapsed == new.isCollapsed {
            // Each column whose placement changed while it stayed on screen or off it (what `visible` and the collapse
            // do not already say), as `inspector overlaid -> tiled`.
            let columns = (old.placements + new.placements).map(\.column).reduce(into: [Column]()) { if !$0.contains($1) { $0.append($1) } }
            for column in columns where old.visibleColumns.contains(column) == new.visibleColumns.contains(column) {
                let before = old.placements.first { $0.column == column }, after = new.placements.first { $0.column == column }
                guard before != after else { continue }
                func text(_ p: ColumnPlacement?) -> String { p.map { $0.placement.rawValue + ($0.isDimmed ? ",dimmed" : "") } ?? "absent" }
                changes.append("\(column.rawValue) \(text(before)) -> \(text(after))")
            }
        }
        if old.buttons != new.buttons {
            changes.append("buttons \(list(old.buttons.map(\.rawValue))) -> \(list(new.buttons.map(\.rawValue)))")
        }
        return changes
    }

    private static func because(_ range: SweepRange) -> String {
        let rules = range.rules.map(\.rawValue).joined(separator: ", ")
        let facts = range.facts.filter { if case .points = $0.value { true } else { false } }.map(ExplainText.factText)
        return facts.isEmpty ? rules : rules + "; " + facts.joined(separator: ", ")
    }
}
