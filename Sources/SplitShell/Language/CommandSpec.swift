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

    public let name: String
    public let aliases: [String]
    public let group: CommandGroup
    public let shape: [Slot]
    public let summary: String
    /// Canonical lines that run this command; `help COMMAND` shows them and the tests round-trip them.
    public let examples: [String]
    /// Further lines for `help COMMAND` (value lists, details); built only when asked, so a run that never shows
    /// help does not pay for the value lists.
    public var details: [String] { makeDetails() }
    private let makeDetails: @Sendable () -> [String]
    let build: Build
    let match: Match

    init(_ name: String, aliases: [String] = [], _ group: CommandGroup, _ shape: [Slot], _ summary: String,
         examples: [String], details: @autoclosure @escaping @Sendable () -> [String] = [],
         build: @escaping Build, match: @escaping Match) {
        self.name = name
        self.aliases = aliases
        self.group = group
        self.shape = shape
        self.summary = summary
        self.examples = examples
        self.makeDetails = details
        self.build = build
        self.match = match
    }

    /// A command with no arguments that maps to one `ShellCommand` value.
    init(_ name: String, _ group: CommandGroup, _ summary: String, details: @autoclosure @escaping @Sendable () -> [String] = [],
         command: ShellCommand) {
        self.init(name, group, [], summary, examples: [name], details: details(), build: { _ in command }, match: { $0 == command ? [] : nil })
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
