import SplitModel

/// Every command of commands.md §2, one declaration each; the parser, the printer and `help` read this table.
public enum CommandTable {
    public static let all: [CommandSpec] = environment + controller + actions + delegate + inspection + session
        + requirements
        + survey
        + export
        + saving
        + choreography
        + buttons
        + layoutDirection

    /// The command a word names (exact, case-sensitive; aliases included). Only the part of the table the word
    /// points to is built, so a one-line run does not build every command's closures and value lists; a word the
    /// index does not know falls back to a scan of the whole table.
    public static func spec(named name: String) -> CommandSpec? {
        if let place = place(naming: name) { return parts(place.part)[place.position] }
        let specs = all
        return specs.firstIndex { $0.isNamed(name) }.map { specs[$0] }
    }

    /// The command a word's bytes name, as `spec(named:)` finds it. An ASCII word is looked up from its bytes (for
    /// ASCII, the same bytes are the same text); any other, or one the index does not hold, is made a `String` for the
    /// full search.
    static func spec(named bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> CommandSpec? {
        if isASCII, let place = place(naming: bytes) { return parts(place.part)[place.position] }
        return spec(named: String(decoding: bytes, as: UTF8.self))
    }

    /// The columns in their order, for the builders that read a column by its position: `Column.allCases` makes a new
    /// array each time it is read, and a builder that captured its own copy was called through a context.
    static let columns = Column.allCases

    /// The parts of `all`, in its order; each is built the first time it is read.
    static let partCount = 13

    static func parts(_ index: Int) -> [CommandSpec] {
        switch index {
        case 0: environment
        case 1: controller
        case 2: actions
        case 3: delegate
        case 4: inspection
        case 5: session
        case 6: requirements
        case 7: survey
        case 8: export
        case 9: saving
        case 10: choreography
        case 11: buttons
        default: layoutDirection
        }
    }

    /// A part's direct table (its word index and its commands' plain shapes), built with the part.
    static func table(_ index: Int) -> DirectTable {
        switch index {
        case 0: Tables.environment
        case 1: Tables.controller
        case 2: Tables.actions
        case 3: Tables.delegate
        case 4: Tables.inspection
        case 5: Tables.session
        case 6: Tables.requirements
        case 7: Tables.survey
        case 8: Tables.export
        case 9: Tables.saving
        case 10: Tables.choreography
        case 11: Tables.buttons
        default: Tables.layoutDirection
        }
    }

    /// The command a line's command word names, its other words read by `DirectReader.command(at:words:by:)` with
    /// the word's part's direct table, nil when the word names no command or the line is left to the parser. The word
    /// is looked up once, and the part's table is handed on straight from its variable: a setter's in the setters'
    /// table itself, any other's found with its part in `partsByWord` (going through `place(naming:)` and then a
    /// switch on the part cost a call, a `Place` and a second look-up of a table's variable per line; returned by
    /// `table(_:)`, the table was retained and released for every line).
    @inline(__always)
    static func directCommand(named name: UnsafeBufferPointer<UInt8>, words: inout PlainWords) -> ShellCommand? {
        if startsWithSet(name) {
            let table = Tables.controller
            guard let position = table.positions.value(of: name) else { return nil }
            return DirectReader.command(at: position, words: &words, by: table)
        }
        guard let value = partsByWord.value(of: name) else { return nil }
        let position = value >> 8
        return switch value & 0xFF {
        case 0: DirectReader.command(at: position, words: &words, by: Tables.environment)
        case 2: DirectReader.command(at: position, words: &words, by: Tables.actions)
        case 3: DirectReader.command(at: position, words: &words, by: Tables.delegate)
        case 4: DirectReader.command(at: position, words: &words, by: Tables.inspection)
        case 5: DirectReader.command(at: position, words: &words, by: Tables.session)
        case 6: DirectReader.command(at: position, words: &words, by: Tables.requirements)
        case 7: DirectReader.command(at: position, words: &words, by: Tables.survey)
        case 8: DirectReader.command(at: position, words: &words, by: Tables.export)
        case 9: DirectReader.command(at: position, words: &words, by: Tables.saving)
        case 10: DirectReader.command(at: position, words: &words, by: Tables.choreography)
        case 11: DirectReader.command(at: position, words: &words, by: Tables.buttons)
        case 12: DirectReader.command(at: position, words: &words, by: Tables.layoutDirection)
        default: nil
        }
    }

    /// The direct tables of the parts, each made the first time its part is searched.
    private enum Tables {
        static let environment = DirectTable(CommandTable.environment)
        static let controller = DirectTable(CommandTable.controller)
        static let actions = DirectTable(CommandTable.actions)
        static let delegate = DirectTable(CommandTable.delegate)
        static let inspection = DirectTable(CommandTable.inspection)
        static let session = DirectTable(CommandTable.session)
        static let requirements = DirectTable(CommandTable.requirements)
        static let survey = DirectTable(CommandTable.survey)
        static let export = DirectTable(CommandTable.export)
        static let saving = DirectTable(CommandTable.saving)
        static let choreography = DirectTable(CommandTable.choreography)
        static let buttons = DirectTable(CommandTable.buttons)
        static let layoutDirection = DirectTable(CommandTable.layoutDirection)
    }

    /// Where a command word's command is: its part and its position among the part's specs.
    struct Place: Equatable {
        let part: Int
        let position: Int
    }

    /// The place of the command a word names: a setter's is looked up in the setters' part (its table read straight
    /// from its variable, not retained by way of `table(_:)`), any other's read with its part from `partsByWord`,
    /// which knows both, so that finding it is one look-up and builds no other part.
    static func place(naming name: String) -> Place? {
        if startsWithSet(name) { return Tables.controller.positions.value(of: name).map { Place(part: 1, position: $0) } }
        return partsByWord.value(of: name).map(place(of:))
    }

    /// `place(naming:)` of an ASCII word's bytes.
    static func place(naming bytes: UnsafeBufferPointer<UInt8>) -> Place? {
        if startsWithSet(bytes) { return Tables.controller.positions.value(of: bytes).map { Place(part: 1, position: $0) } }
        return partsByWord.value(of: bytes).map(place(of:))
    }

    /// A place as `partsByWord` numbers it: the part in the low byte, the position above.
    private static func place(of value: Int) -> Place {
        Place(part: value & 0xFF, position: value >> 8)
    }

    /// Whether a word's bytes start with `set`, the setters' part (`hasPrefix` compares as Unicode text, which costs
    /// more than the rest of the look-up). The two can differ, as for `set` followed by a combining mark; such a word
    /// names no setter, and the full search after this part finds what it names.
    private static func startsWithSet(_ name: String) -> Bool {
        startsWithSet(name.utf8)
    }

    private static func startsWithSet(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == UInt8(ascii: "s") && bytes[1] == UInt8(ascii: "e") && bytes[2] == UInt8(ascii: "t")
    }

    private static func startsWithSet(_ bytes: some Sequence<UInt8>) -> Bool {
        var bytes = bytes.makeIterator()
        return bytes.next() == UInt8(ascii: "s") && bytes.next() == UInt8(ascii: "e") && bytes.next() == UInt8(ascii: "t")
    }

    /// The command words of each part but the setters', by the part's number (the setters' part is told by `set`),
    /// each part's in the order of its specs, so a word's place in its part is its command's position in the part
    /// (an alias at its command's position). A test checks it against the parts themselves. Laid out as one list of
    /// words and the number of each part's, not as a list of word lists or of (words, part) pairs: an array of arrays
    /// or of tuples has its type metadata made at run time, a noticeable part of start-up.
    private static let partsByWord = wordIndex(
        words: [
            "width", "height", "size", "device", "devices", "rotate", "sizeClass", "os",
            "show", "hide", "showViewController", "showDetailViewController", "push", "pop", "tap", "swipe", "present",
            "dismiss",
            "delegate",
            "state", "layout", "get", "expect", "expectRefused", "expectEvent", "expectNoEvent", "buttons", "explain",
            "why", "events", "sweep",
            "help", "source", "relaunch", "reset", "undo", "echo", "quit",
            "require",
            "survey",
            "export",
            "save", "restore",
            "expectEvents", "expectEventCount",
            "placeDisplayModeButtonItem",
            "layoutDirection",
        ],
        // Part 1, the setters', is told by `set` and lists none.
        partSizes: [8, 0, 10, 1, 12, 7, 1, 1, 1, 2, 2, 1, 1],
        aliases: ["exit"], of: ["quit"])

    /// An index from each word of the parts' word lists, given end to end with each part's number of words, to its
    /// part's number (the low byte) and its place in the part (above it), and from each alias to its name's.
    private static func wordIndex(words partWords: [String], partSizes: [Int], aliases: [String],
                                  of names: [String]) -> WordIndex {
        precondition(partSizes.reduce(0, +) == partWords.count, "part sizes for \(partWords.count) words")
        var words = partWords
        var values: [Int] = []
        words.reserveCapacity(partWords.count + aliases.count)
        values.reserveCapacity(partWords.count + aliases.count)
        for (part, size) in partSizes.enumerated() {
            for position in 0..<size { values.append(part | position << 8) }
        }
        for (alias, name) in zip(aliases, names) {
            guard let place = words.firstIndex(of: name) else { preconditionFailure("the alias \(alias) of \(name), which no part has") }
            words.append(alias)
            values.append(values[place])
        }
        return WordIndex(words: words, values: values)
    }

    /// Every word that names a command, canonical names first, in table order.
    public static var allNames: [String] { all.map(\.name) + all.flatMap(\.aliases) }
}

// MARK: Environment

extension CommandTable {
    static let environment: [CommandSpec] = [
        CommandSpec("width", .environment, [.number("N")], "resize the window's width (points)",
                    examples: ["width 1024", "width 954.25"],
                    plain: { a in .engine(.resize(width: a.number(at: 0), height: nil)) },
                    match: { c in if case .engine(.resize(let w?, nil)) = c { [.number(w)] } else { nil } }),
        CommandSpec("height", .environment, [.number("N")], "resize the window's height (points)",
                    examples: ["height 1366"],
                    plain: { a in .engine(.resize(width: nil, height: a.number(at: 0))) },
                    match: { c in if case .engine(.resize(nil, let h?)) = c { [.number(h)] } else { nil } }),
        CommandSpec("size", .environment, [.size], "resize the window (points)",
                    examples: ["size 1180x820", "size 954.5x820"],
                    build: { a in
                        let size = a.size("WxH")
                        return .engine(.resize(width: size.width, height: size.height))
                    },
                    match: { c in if case .engine(.resize(let w?, let h?)) = c { [.size(width: w, height: h)] } else { nil } }),
        CommandSpec("device", .environment,
                    [.deviceName, .optional([.choice(.orientation)]), .optional([.choice(.pane)])],
                    "a device preset (portrait unless told); the last word is an iPad multitasking pane",
                    examples: ["device \"iPad Pro 13-inch (M4)\" landscape", "device \"iPhone 16 Pro\" portrait",
                               "device \"iPad (A16)\" landscape half"],
                    details: ["NAME: a name from `devices`, any case, or a unique prefix; quote it or give it as several words"],
                    build: { a in
                        let orientation = a.choice(ifPresent: ValueSet.orientation.label, as: Orientation.self) ?? .portrait
                        let pane = a.choice(ifPresent: ValueSet.pane.label, as: MultitaskingPane.self) ?? .full
                        return .engine(.device(a.device("NAME"), orientation, pane))
                    },
                    match: { c in
                        guard case .engine(.device(let device, let orientation, let pane)) = c else { return nil }
                        return [.device(device), .group([.word(orientation.rawValue)]), pane == .full ? .absent : .group([.word(pane.rawValue)])]
                    }),
        CommandSpec("devices", .environment, "list the device presets", command: .devices),
        CommandSpec("rotate", .environment, "swap width and height (portrait <-> landscape)", command: .engine(.rotate)),
        enumSetter("sizeClass", .environment, .sizeClassOverride, "override the horizontal size class (default auto)",
                   example: "sizeClass compact", { (v: SizeClassOverride) in .sizeClass(v) },
                   { c in if case .sizeClass(let v) = c { v } else { nil } }),
        CommandSpec("os", .environment, [.choice(.ruleSet)], "which UIKit generation to simulate: 26 (default), or 18 for iOS 14 to 18",
                    examples: ["os 18", "os 26"],
                    plain: { [ruleSets = RuleSet.allCases] a in .engine(.ruleSet(a.choice(at: 0, of: ruleSets))) },
                    match: { c in if case .engine(.ruleSet(let r)) = c { [.word(String(r.rawValue))] } else { nil } }),
    ]
}
