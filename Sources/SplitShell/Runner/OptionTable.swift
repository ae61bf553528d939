/// `splitnav`'s options, in the order `--help` lists them; parsing, `--help` and did-you-mean read this table.
public enum OptionTable {
    public static let all: [OptionSpec] = [
        OptionSpec("-c", value: "COMMAND", "run COMMAND (repeatable, in order), then exit; with scripts, at the start of each") { options, command in
            let index = options.inputs.filter { if case .command = $0 { true } else { false } }.count + 1
            options.inputs.append(.command(command, index: index))
        },
        OptionSpec("-f", value: "FILE", "run the script FILE (repeatable), as SCRIPT does") { options, file in options.inputs.append(.file(file)) },
        OptionSpec(operands: "SCRIPT...", "run each script file in a fresh session, then exit ('-' is standard input)"),
        OptionSpec("--bail", "stop at the first error") { $0.bail = true },
        OptionSpec("--echo", "print each input line, after 'splitnav> ', before its output") { $0.echo = true },
        OptionSpec("--quiet", "drop the automatic change summaries and notes") { $0.quiet = true },
        OptionSpec("--batch", "no banner and no prompt, even on a terminal") { $0.interactive = false },
        OptionSpec("--interactive", "prompt even when standard input is not a terminal") { $0.interactive = true },
        OptionSpec("--format", value: "FORMAT", "text (the default), or json: one JSON document per command (docs/json-format.md)") {
            options, word throws(ShellError) in
            options.format = try choice(word, for: "--format", as: OutputFormat.self)
        },
        OptionSpec("--color", value: "WHEN",
                   "colour the prompt and output: auto (on a terminal, unless NO_COLOR is set or TERM=dumb), always or never") {
            options, word throws(ShellError) in
            options.color = try choice(word, for: "--color", as: ColorChoice.self)
        },
        OptionSpec("--report", values: ("FORMAT", "FILE"), "write a report of the scripts to FILE: tap (TAP 13) or junit (JUnit XML)") {
            options, word, file throws(ShellError) in
            options.reports.append(ReportRequest(format: try choice(word, for: "--report", as: ReportFormat.self), path: file))
        },
        OptionSpec("--no-history", "keep no history file (else $SPLITNAV_HISTORY or $XDG_STATE_HOME/splitnav/history)") {
            $0.history = false
        },
        OptionSpec("--help", aliases: ["-h"], "print this help and exit") { $0.action = .help },
        OptionSpec("--version", "print the version and exit") { $0.action = .version },
    ]

    /// The option a word names (exact; aliases included). A scan of a dozen entries: a dictionary would cost every
    /// start-up more to build than all its look-ups save.
    public static func option(named name: String) -> OptionSpec? {
        all.first { $0.isOption && ($0.name == name || $0.aliases.contains(name)) }
    }

    /// Every spelling of every option, in table order, aliases after the names: what did-you-mean chooses from.
    public static var allNames: [String] {
        let options = all.filter(\.isOption)
        return options.map(\.name) + options.flatMap(\.aliases)
    }

    /// The `--help` lines of the table: each usage, padded to one column, then its help.
    static var helpLines: [String] {
        let width = all.map(\.usage.count).max() ?? 0
        return all.map { "  " + $0.usage + String(repeating: " ", count: width - $0.usage.count) + "    " + $0.help }
    }

    private static func choice<Value: RawRepresentable & CaseIterable>(_ word: String, for option: String, as type: Value.Type)
    throws(ShellError) -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: word) else {
            throw .usage(.invalidOptionValue(option: option, value: word, allowed: Value.allCases.map(\.rawValue)))
        }
        return value
    }
}
