import SplitModel

/// `help`, `help COMMAND` and `devices`, all read from the tables.
enum HelpText {
    /// Every command on one aligned line, grouped as commands.md groups them.
    static func overview() -> [String] {
        let width = CommandTable.all.map(\.name.count).max() ?? 0
        var lines: [String] = []
        for group in CommandGroup.allCases {
            lines.append(group.rawValue)
            for spec in CommandTable.all where spec.group == group {
                lines.append("  " + pad(spec.name, width) + "  " + spec.summary)
            }
        }
        lines.append("Type 'help COMMAND' for its arguments and examples.")
        return lines
    }

    /// Usage, summary, aliases, the values of each argument, details and examples.
    static func details(_ spec: CommandSpec) -> [String] {
        var lines = ["usage: \(spec.usage)", spec.summary]
        if !spec.aliases.isEmpty { lines.append("also: " + spec.aliases.joined(separator: ", ")) }
        // A set that has its own detail lines (the delegate methods) is not listed twice.
        for set in valueSets(in: spec.shape) where set.helpTopic != spec.name {
            let aliases = set.aliases.keys.sorted().map { "\($0) = \(set.aliases[$0]!)" }
            lines.append("\(set.placeholder!): " + set.values.joined(separator: "|")
                         + (aliases.isEmpty ? "" : " (also: " + aliases.joined(separator: ", ") + ")"))
        }
        lines += spec.details
        if !spec.examples.isEmpty { lines += ["examples:"] + spec.examples.map { "  " + $0 } }
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
