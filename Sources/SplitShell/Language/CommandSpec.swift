import SplitModel

/// The sections of commands.md §2, in the order `help` lists them.
public enum CommandGroup: String, Sendable, CaseIterable, Hashable {
    case environment = "Environment"
    case controller = "Controller"
    case actions = "Actions"
    case delegate = "Delegate"
    case inspection = "Inspection"
    case session = "Session"
}

/// One command of the language: its name, aliases, argument shape, help text, and the two-way mapping to `ShellCommand`.
public struct CommandSpec: Sendable {
    public typealias Build = @Sendable (Arguments) throws(ShellError) -> ShellCommand
    public typealias Match = @Sendable (ShellCommand) -> [Argument]?
    /// A builder that reads a short plain shape's arguments by position (`PlainArguments`).
    typealias PlainBuild = @Sendable (PlainArguments) -> ShellCommand

    /// What a spec holds, kept by reference: the parser takes a spec out of the table for every line, and a copy of
    /// one reference costs one retain where a copy of every field cost one each.
    private final class Storage: Sendable {
        let name: String
        let aliases: [String]
        let group: CommandGroup
        let shape: [Slot]
        /// The summary and the examples, made only when asked for (by `help`, the man page and the tests): a line's
        /// command builds its part of the table, and the fifteen width setters' texts, put together from their
        /// properties, were a noticeable part of building the controller part.
        let makeSummary: @Sendable () -> String
        let makeExamples: @Sendable () -> [String]
        let makeDetails: @Sendable () -> [String]
        let build: Build
        /// The builder the direct reader calls, for a command declared with one; `build` calls it too.
        let plainBuild: PlainBuild?
        let match: Match
        /// Whether `ShapeReader.readPlain` reads the shape (decided once, not per line).
        let hasPlainShape: Bool
        /// The shape's slots' labels, for `Arguments` to find a slot by.
        let labels: [String?]

        init(name: String, aliases: [String], group: CommandGroup, shape: [Slot], makeSummary: @escaping @Sendable () -> String,
             makeExamples: @escaping @Sendable () -> [String], makeDetails: @escaping @Sendable () -> [String],
             build: @escaping Build, plainBuild: PlainBuild?,
             match: @escaping Match) {
            self.name = name
            self.aliases = aliases
            self.group = group
            self.shape = shape
            self.makeSummary = makeSummary
            self.makeExamples = makeExamples
            self.makeDetails = makeDetails
            self.build = build
            self.plainBuild = plainBuild
            self.match = match
            hasPlainShape = ShapeReader.isPlain(shape)
            labels = shape.map(\.label)
        }
    }

    private let storage: Storage

    public var name: String { storage.name }
    public var aliases: [String] { storage.aliases }
    public var group: CommandGroup { storage.group }
    public var shape: [Slot] { storage.shape }
    public var summary: String { storage.makeSummary() }
    /// Canonical lines that run this command; `help COMMAND` shows them and the tests round-trip them.
    public var examples: [String] { storage.makeExamples() }
    /// Further lines for `help COMMAND` (value lists, details); built only when asked, so a run that never shows
    /// help does not pay for the value lists.
    public var details: [String] { storage.makeDetails() }
    var build: Build { storage.build }
    var plainBuild: PlainBuild? { storage.plainBuild }
    var match: Match { storage.match }
    var hasPlainShape: Bool { storage.hasPlainShape }
    var labels: [String?] { storage.labels }

    init(_ name: String, aliases: [String] = [], _ group: CommandGroup, _ shape: [Slot],
         _ summary: @autoclosure @escaping @Sendable () -> String, examples: @autoclosure @escaping @Sendable () -> [String],
         details: @autoclosure @escaping @Sendable () -> [String] = [],
         build: @escaping Build, match: @escaping Match) {
        storage = Storage(name: name, aliases: aliases, group: group, shape: shape, makeSummary: summary, makeExamples: examples,
                          makeDetails: details, build: build, plainBuild: nil, match: match)
    }

    /// A command whose short plain shape (`PlainArguments.accepts`) is built from its arguments by position: the direct
    /// reader calls `build` with what it read from a line, and the general reader's arguments are converted for it.
    init(_ name: String, aliases: [String] = [], _ group: CommandGroup, _ shape: [Slot],
         _ summary: @autoclosure @escaping @Sendable () -> String, examples: @autoclosure @escaping @Sendable () -> [String],
         details: @autoclosure @escaping @Sendable () -> [String] = [],
         plain build: @escaping PlainBuild, match: @escaping Match) {
        precondition(ShapeReader.isPlain(shape) && PlainArguments.accepts(shape), "\(name)'s shape takes no plain builder")
        storage = Storage(name: name, aliases: aliases, group: group, shape: shape, makeSummary: summary, makeExamples: examples,
                          makeDetails: details, build: { arguments in PlainArguments.reading(arguments.values, build) },
                          plainBuild: build, match: match)
    }

    /// A command with no arguments that maps to one `ShellCommand` value.
    init(_ name: String, _ group: CommandGroup, _ summary: @autoclosure @escaping @Sendable () -> String,
         details: @autoclosure @escaping @Sendable () -> [String] = [], command: ShellCommand) {
        self.init(name, group, [], summary(), examples: [name], details: details(), build: { _ in command },
                  match: { $0 == command ? [] : nil })
    }

    /// `setStyle unspecified|doubleColumn|tripleColumn`, `show COLUMN`.
    public var usage: String {
        ([name] + shape.map(\.usage)).joined(separator: " ")
    }

    /// Every word that names this command.
    public var names: [String] { [name] + aliases }

    /// Whether a word names this command, by its name or an alias (`names` without building the array).
    func isNamed(_ word: String) -> Bool { name == word || aliases.contains(word) }
}
