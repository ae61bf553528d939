import SplitModel

extension JSONDocument {
    /// A survey as data: the rule sets presented and every row, ungrouped, in the order text prints them.
    static func surveyObject(_ result: SurveyResult) -> JSONValue {
        .object([
            "os": .array(result.ruleSets.map { .number(Double($0.rawValue)) }),
            "rows": .array(result.rows.map(surveyRowObject)),
        ])
    }

    static func surveyRowObject(_ row: SurveyRow) -> JSONValue {
        let outcome = row.outcome
        return .object([
            "device": .string(row.window.device.name), "orientation": .string(row.window.orientation.rawValue),
            "pane": .string(row.window.pane.rawValue), "os": .number(Double(row.ruleSet.rawValue)),
            "width": .number(outcome.width), "height": .number(outcome.height),
            "horizontalSizeClass": .string(outcome.horizontalSizeClass.rawValue),
            "verticalSizeClass": .string(outcome.verticalSizeClass.rawValue),
            "isCollapsed": .bool(outcome.isCollapsed), "topColumn": .optional(outcome.topColumn?.rawValue),
            "displayMode": .string(outcome.displayMode.rawValue), "splitBehavior": .optional(outcome.splitBehavior?.rawValue),
            "visibleColumns": .strings(outcome.visibleColumns.map(\.rawValue)), "buttons": .strings(outcome.buttons.map(\.rawValue)),
        ])
    }
}
