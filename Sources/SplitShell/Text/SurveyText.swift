import SplitModel

/// Words a survey: a heading naming the devices that share a set of rows, then one row per window, aligned as a table.
enum SurveyText {
    /// The widest a heading of device names runs before it wraps.
    static let headingWidth = 80

    /// The table: the column headers, then each group of devices with equal rows under its heading.
    static func lines(_ result: SurveyResult) -> [String] {
        let both = result.ruleSets.count > 1
        let groups = deviceGroups(result.rows)
        var table: [[String]] = [headers(both: both)]
        var headings: [Int: [String]] = [:]
        for group in groups {
            headings[table.count] = heading(group.devices)
            table += rowCells(group.rows, both: both)
        }
        let widths = table[0].indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        var lines: [String] = []
        for (index, cells) in table.enumerated() {
            lines += headings[index] ?? []
            let line = cells.enumerated().map { column, cell in
                column == cells.count - 1 ? cell : ExplainText.pad(cell, widths[column])
            }.joined(separator: "  ")
            lines.append("  " + line)
        }
        return lines
    }

    static func headers(both: Bool) -> [String] {
        ["orientation", "pane"] + (both ? ["os"] : []) + ["window", "sizes", "collapsed", "displayMode", "behavior", "visible", "top", "buttons"]
    }

    /// Devices whose rows are equal but for the name, in catalog order of their first member.
    static func deviceGroups(_ rows: [SurveyRow]) -> [(devices: [Device], rows: [SurveyRow])] {
        var groups: [(devices: [Device], rows: [SurveyRow])] = []
        var start = rows.startIndex
        while start < rows.endIndex {
            let device = rows[start].window.device
            let end = rows[start...].firstIndex { $0.window.device != device } ?? rows.endIndex
            let own = Array(rows[start..<end])
            if let index = groups.firstIndex(where: { sameOutcomes($0.rows, own) }) {
                groups[index].devices.append(device)
            } else {
                groups.append(([device], own))
            }
            start = end
        }
        return groups
    }

    private static func sameOutcomes(_ a: [SurveyRow], _ b: [SurveyRow]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in
            x.window.orientation == y.window.orientation && x.window.pane == y.window.pane && x.ruleSet == y.ruleSet
                && x.outcome == y.outcome
        }
    }

    /// The device names, comma-separated, wrapped at the heading width.
    static func heading(_ devices: [Device]) -> [String] {
        var lines: [String] = []
        var line = ""
        for (index, device) in devices.enumerated() {
            let word = device.name + (index + 1 < devices.count ? "," : "")
            if !line.isEmpty, line.count + 1 + word.count > headingWidth {
                lines.append(line)
                line = word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        return lines + [line]
    }

    /// One row a window; with two rule sets, one row where they agree (`both`), else one each.
    static func rowCells(_ rows: [SurveyRow], both: Bool) -> [[String]] {
        guard both else { return rows.map { cells($0, os: nil) } }
        var result: [[String]] = []
        var index = rows.startIndex
        while index < rows.endIndex {
            let window = rows[index].window
            let end = rows[index...].firstIndex { $0.window != window } ?? rows.endIndex
            let same = rows[index..<end].allSatisfy { $0.outcome == rows[index].outcome }
            if same {
                result.append(cells(rows[index], os: "both"))
            } else {
                result += rows[index..<end].map { cells($0, os: String($0.ruleSet.rawValue)) }
            }
            index = end
        }
        return result
    }

    static func cells(_ row: SurveyRow, os: String?) -> [String] {
        let outcome = row.outcome
        return [row.window.orientation.rawValue, row.window.pane.rawValue] + (os.map { [$0] } ?? []) + [
            NumberFormat.format(outcome.width) + "x" + NumberFormat.format(outcome.height),
            "w" + letter(outcome.horizontalSizeClass) + " h" + letter(outcome.verticalSizeClass),
            outcome.isCollapsed ? "yes" : "no",
            outcome.displayMode.rawValue,
            outcome.splitBehavior?.rawValue ?? "-",
            list(outcome.visibleColumns.map(\.rawValue)),
            outcome.topColumn?.rawValue ?? "-",
            list(outcome.buttons.map(\.rawValue)),
        ]
    }

    private static func letter(_ sizeClass: SizeClass) -> String { sizeClass == .compact ? "C" : "R" }

    private static func list(_ words: [String]) -> String { words.isEmpty ? "none" : words.joined(separator: " ") }
}
