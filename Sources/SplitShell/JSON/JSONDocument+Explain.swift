import SplitModel

// MARK: The `explain` and `sweep` members

extension JSONDocument {
    /// `explain` as data: one object per name, `{"name", "value", "rules", "overridden"}`, where rules are
    /// `{"rule", "evidence", "sentence", "facts"}` in the order applied (evidence is documented, measured, reported or
    /// assumed; facts map a name to a number or a word) and overridden lists the `overridden:` lines' text.
    static func explainArray(_ sections: [ExplainSection]) -> JSONValue {
        .array(sections.map { section in
            .object(["name": .string(section.name), "value": .string(section.value),
                     "rules": .array(section.traces.map(traceObject)), "overridden": .strings(section.overrides)])
        })
    }

    static func traceObject(_ trace: Trace) -> JSONValue {
        var facts: [String: JSONValue] = [:]
        for fact in trace.facts {
            if case .points(let points) = fact.value { facts[fact.name] = .number(points) } else { facts[fact.name] = .string(ExplainText.valueText(fact.value)) }
        }
        return .object(["rule": .string(trace.rule.rawValue), "evidence": .string(trace.rule.evidence.rawValue),
                        "sentence": .string(trace.rule.summary), "facts": .object(facts)])
    }

    /// `sweep` as data: `{"side", "from", "to", "step", "ranges"}`, each range `{"from", "to", "toIncluded",
    /// "horizontalSizeClass", "isCollapsed", "displayMode", "splitBehavior", "visibleColumns", "buttons", "placements",
    /// "rules"}`, placements one `{"column", "placement", "dimmed"}` per column that is part of the interface,
    /// where rules are the IDs behind the change at the range's start (empty for the first range).
    static func sweepObject(_ result: SweepResult) -> JSONValue {
        let ranges = result.ranges.enumerated().map { index, range -> JSONValue in
            let last = index + 1 == result.ranges.count
            let key = range.key
            return .object([
                "from": .number(range.start), "to": .number(last ? result.to : result.ranges[index + 1].start), "toIncluded": .bool(last),
                "horizontalSizeClass": .string(key.horizontalSizeClass.rawValue), "isCollapsed": .bool(key.isCollapsed),
                "displayMode": .string(key.displayMode.rawValue), "splitBehavior": .optional(key.splitBehavior?.rawValue),
                "visibleColumns": .strings(key.visibleColumns.map(\.rawValue)), "buttons": .strings(key.buttons.map(\.rawValue)),
                "placements": .array(key.placements.map { p in
                    .object(["column": .string(p.column.rawValue), "placement": .string(p.placement.rawValue), "dimmed": .bool(p.isDimmed)])
                }),
                "rules": .strings(range.rules.map(\.rawValue)),
            ])
        }
        return .object(["side": .string(result.side.rawValue), "from": .number(result.from), "to": .number(result.to),
                        "step": .number(result.step), "ranges": .array(ranges)])
    }
}
