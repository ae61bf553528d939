import SplitModel

/// `help`, `help COMMAND` and `devices`, all read from the tables.
enum HelpText {
    /// Every command with its summary, grouped as commands.md groups them; summaries start at one column, a name too long
    /// for it stands on a line of its own, and a long summary wraps under its start.
    static func overview() -> [String] {
        let column = 34
        let indent = String(repeating: " ", count: column)
        var lines: [String] = []
        for group in CommandGroup.allCases {
            lines.append(group.rawValue)
            for spec in CommandTable.all where spec.group == group {
                let name = "  " + spec.name
                if name.count + 2 > column {
                    lines.append(name)
                    lines += wrap(indent + spec.summary, indent: indent)
                } else {
                    lines += wrap(pad(name, column) + spec.summary, indent: indent)
                }
            }
        }
        lines.append("Type 'help COMMAND' for its arguments and examples, 'help rules' for the rules.")
        return lines
    }

    /// Usage, summary, aliases, the values of each argument, details and examples, each wrapped to fit 80 columns.
    static func details(_ spec: CommandSpec) -> [String] {
        var lines = wrap("usage: \(spec.usage)", indent: "  ") + wrap(spec.summary, indent: "  ")
        if !spec.aliases.isEmpty { lines.append("also: " + spec.aliases.joined(separator: ", ")) }
        // A set that has its own detail lines (the delegate methods) is not listed twice.
        for set in valueSets(in: spec.shape) where set.helpTopic != spec.name {
            let aliases = zip(set.aliasWords, set.aliasTargets).map { "\($0) = \($1)" }
            lines += wrap("\(set.placeholder!): " + set.values.joined(separator: "|")
                          + (aliases.isEmpty ? "" : " (also: " + aliases.joined(separator: ", ") + ")"), indent: "  ")
        }
        lines += spec.details.flatMap { wrap($0, indent: "  ") }
        if !spec.examples.isEmpty { lines += ["examples:"] + spec.examples.flatMap { wrap("  " + $0, indent: "    ") } }
        return lines
    }

    /// The rule IDs, as `help RULE-ID` reads them.
    static let ruleIDs = ValueSet("rule", placeholder: "RULE-ID", values: RuleID.allCases.map(\.rawValue), helpTopic: "rules")

    /// `help rules`: each family with what it decides, then its rules, one per line with the evidence tag.
    static func rules() -> [String] {
        var lines: [String] = []
        let width = RuleID.allCases.map(\.rawValue.count).max() ?? 0
        for family in RuleFamily.allCases {
            lines += wrap("\(family.rawValue): \(family.topic)", indent: "  ")
            for rule in RuleID.allCases where rule.family == family {
                let head = "  " + pad(rule.rawValue, width) + "  " + pad(rule.evidence.rawValue, 10) + "  "
                lines += wrap(head + rule.summary, indent: String(repeating: " ", count: head.count))
            }
        }
        lines.append("Type 'help RULE-ID' (help NAV-3) for its source and the commands that show it.")
        return lines
    }

    /// `help RULE-ID`: the rule's sentence, evidence, source and the commands that show it.
    static func rule(_ rule: RuleID) -> [String] {
        var lines = wrap("\(rule.rawValue): \(rule.summary)", indent: "")
        lines += wrap("  evidence: \(rule.evidence.rawValue) (\(evidenceMeaning(rule.evidence)))", indent: "    ")
        lines += wrap("  source: \(rule.source)", indent: "    ")
        lines += wrap("  family: \(rule.family.rawValue), \(rule.family.topic)", indent: "    ")
        lines.append("shown by, from the start-up state:")
        lines += rule.shows.map { "  " + $0 }
        return lines
    }

    /// What an evidence tag means, as the man page says it.
    static func evidenceMeaning(_ evidence: Evidence) -> String {
        switch evidence {
        case .documented: "stated by Apple's documentation or SDK headers"
        case .measured: "read off the iOS 26.1 simulator"
        case .reported: "observed by a third party"
        case .assumed: "not settled by any source, so splitnav makes its own choice"
        }
    }

    /// The widest a help line may be: an 80-column terminal.
    static let lineWidth = 80

    /// Breaks a line at spaces so no piece is wider than `lineWidth` where a space allows; later pieces start with
    /// `indent`. Spaces before the first word (and runs used for alignment) stay as they are on the first piece.
    static func wrap(_ line: String, indent: String) -> [String] {
        var lines: [String] = []
        var rest = Array(line)
        var leading = rest.prefix { $0 == " " }.count
        while rest.count > lineWidth {
            // The last space at or before the limit that has a word before it, else the last '|' before the limit.
            let range = leading..<min(rest.count, lineWidth + 1)
            if let cut = range.last(where: { rest[$0] == " " && $0 > leading && rest[$0 - 1] != " " }) {
                lines.append(String(rest[..<cut]))
                rest = Array(indent) + rest[(cut + 1)...].drop { $0 == " " }
            } else if let bar = range.last(where: { rest[$0] == "|" && $0 < lineWidth }) {
                lines.append(String(rest[...bar]))
                rest = Array(indent) + rest[(bar + 1)...]
            } else {
                break
            }
            leading = indent.count
        }
        lines.append(String(rest))
        return lines
    }

    /// The presets: name, portrait size in points, scale, idiom.
    static func devices() -> [String] {
        let width = DeviceCatalog.all.map(\.name.count).max() ?? 0
        return DeviceCatalog.all.map { device in
            let size = "\(NumberFormat.format(device.portraitWidth))x\(NumberFormat.format(device.portraitHeight))"
            return pad(device.name, width) + "  " + pad(size, 9) + "  @\(NumberFormat.format(device.scale))x  \(device.idiom.rawValue)"
        }
    }

    /// The value sets a shape shows by placeholder, which `help` spells out.
    private static func valueSets(in shape: [Slot]) -> [ValueSet] {
        var sets: [ValueSet] = []
        func visit(_ slot: Slot) {
            switch slot {
            case .choice(let set) where set.placeholder != nil && !sets.contains(set): sets.append(set)
            case .optional(let slots): slots.forEach(visit)
            case .repeated(let inner): visit(inner)
            case .query where !sets.contains(ValueSet.column): sets.append(.column)
            default: break
            }
        }
        shape.forEach(visit)
        return sets
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
