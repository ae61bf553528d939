/// One line of `splitnav`'s command line (commands.md §3): its spelling, the value it takes, its `--help` line and
/// what it does to the options.
public struct OptionSpec: Sendable {
    public enum Action: Sendable {
        /// A flag: sets something on the options.
        case flag(@Sendable (inout RunnerOptions) -> Void)
        /// An option with a value: reads the value into the options, or refuses it.
        case valued(@Sendable (inout RunnerOptions, String) throws(ShellError) -> Void)
        /// An option with two values (`--report FORMAT FILE`): the first may be given inline (`--report=tap FILE`).
        case pair(@Sendable (inout RunnerOptions, String, String) throws(ShellError) -> Void)
        /// Not an option: the operands, which `--help` lists among the options.
        case operands
    }

    /// `--format`, `-c`; for the operands, how `--help` names them (`SCRIPT...`).
    public let name: String
    /// Other spellings, accepted but not listed (`-h`).
    public let aliases: [String]
    /// The value's placeholder (`FORMAT`); nil for a flag.
    public let value: String?
    public let help: String
    let action: Action

    init(_ name: String, aliases: [String] = [], _ help: String, _ set: @escaping @Sendable (inout RunnerOptions) -> Void) {
        self.name = name
        self.aliases = aliases
        self.value = nil
        self.help = help
        self.action = .flag(set)
    }

    init(_ name: String, value: String, _ help: String,
         _ read: @escaping @Sendable (inout RunnerOptions, String) throws(ShellError) -> Void) {
        self.name = name
        self.aliases = []
        self.value = value
        self.help = help
        self.action = .valued(read)
    }

    init(_ name: String, values: (String, String), _ help: String,
         _ read: @escaping @Sendable (inout RunnerOptions, String, String) throws(ShellError) -> Void) {
        self.name = name
        self.aliases = []
        self.value = "\(values.0) \(values.1)"
        self.help = help
        self.action = .pair(read)
    }

    init(operands name: String, _ help: String) {
        self.name = name
        self.aliases = []
        self.value = nil
        self.help = help
        self.action = .operands
    }

    /// Whether the line is an option (not the operands).
    public var isOption: Bool {
        if case .operands = action { return false }
        return true
    }

    /// How `--help` writes it: `--format FORMAT`.
    public var usage: String { value.map { "\(name) \($0)" } ?? name }

    /// Every spelling.
    public var names: [String] { [name] + aliases }
}
