/// The command line of `splitnav` (commands.md §3), parsed.
public struct RunnerOptions: Sendable, Hashable {
    /// One source of commands, in command-line order.
    public enum Input: Sendable, Hashable {
        /// The Nth `-c` (from 1).
        case command(String, index: Int)
        case file(String)
        case standardInput
    }

    public enum Action: Sendable, Hashable {
        case run
        case help
        case version
    }

    public var inputs: [Input] = []
    public var action = Action.run
    public var bail = false
    public var echo = false
    public var quiet = false
    /// `--batch` (false) or `--interactive` (true); nil asks the terminal.
    public var interactive: Bool?
    public var history = true
    public var color = ColorChoice.auto
    /// `--format text|json`.
    public var format = OutputFormat.text

    public init() {}

    static let flags = ["--bail", "--echo", "--quiet", "--batch", "--interactive", "--no-history", "--help", "--version"]
    static let valued = ["-c", "-f", "--format", "--color"]

    public static func parse(_ arguments: [String]) throws(ShellError) -> RunnerOptions {
        var options = RunnerOptions()
        var commandCount = 0
        var index = 0
        var positionalOnly = false
        func value(_ option: String, inline: String?) throws(ShellError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw .usage(.missingOptionValue(option)) }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            defer { index += 1 }
            if positionalOnly || argument == "-" || !argument.hasPrefix("-") {
                options.inputs.append(argument == "-" && !positionalOnly ? .standardInput : .file(argument))
                continue
            }
            let (option, inline) = split(argument)
            switch option {
            case "--": positionalOnly = true
            case "-c":
                commandCount += 1
                options.inputs.append(.command(try value(option, inline: inline), index: commandCount))
            case "-f": options.inputs.append(.file(try value(option, inline: inline)))
            case "--bail": options.bail = true
            case "--echo": options.echo = true
            case "--quiet": options.quiet = true
            case "--batch": options.interactive = false
            case "--interactive": options.interactive = true
            case "--no-history": options.history = false
            case "--help", "-h": options.action = .help
            case "--version": options.action = .version
            case "--format":
                let word = try value(option, inline: inline)
                guard let format = OutputFormat(rawValue: word) else {
                    throw .usage(.invalidOptionValue(option: option, value: word, allowed: OutputFormat.allCases.map(\.rawValue)))
                }
                options.format = format
            case "--color":
                let when = try value(option, inline: inline)
                guard let choice = ColorChoice(rawValue: when) else {
                    throw .usage(.invalidOptionValue(option: option, value: when, allowed: ColorChoice.allCases.map(\.rawValue)))
                }
                options.color = choice
            default:
                throw .usage(.unknownOption(argument, suggestions: DidYouMean.suggestions(for: option, among: flags + valued)))
            }
        }
        return options
    }

    /// `--color=never` → (`--color`, `never`); a short option's value is always the next argument.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    static let helpText = """
        usage: splitnav [OPTIONS] [SCRIPT...]
        A shell that simulates UIKit's UISplitViewController.

          -c COMMAND         run COMMAND (repeatable, in order), then exit
          -f FILE            run the commands in FILE (repeatable)
          SCRIPT...          run these script files, then exit ('-' is standard input)
          --bail             stop at the first error
          --echo             print each input line before its output
          --quiet            drop the automatic change summaries and notes
          --batch            no banner and no prompt, even on a terminal
          --interactive      prompt even when standard input is not a terminal
          --format FORMAT    text (the default), or json: one JSON document per command (docs/json-format.md)
          --color WHEN       colour the prompt: auto (on a terminal, unless NO_COLOR is set or TERM=dumb), always or never
          --no-history       keep no history file (else $SPLITNAV_HISTORY or $XDG_STATE_HOME/splitnav/history;
                             $SPLITNAV_HISTSIZE entries, default 1000, 0 none, negative all)
          --help             print this help and exit
          --version          print the version and exit

        Without -c, -f or SCRIPT, commands come from standard input. Type 'help' for the commands.
        Exit status: 0 when every command succeeded, 1 when one failed, 2 for a usage error; 'quit N' exits N.
        """
}

/// `--color auto|always|never`.
public enum ColorChoice: String, Sendable, Hashable, CaseIterable {
    case auto, always, never

    /// Whether to colour a stream: `always` and `never` as told; `auto` only on a terminal, never when `NO_COLOR` is
    /// set and not empty or `TERM` is `dumb` (no-color.org: a command-line flag overrides the variable).
    public func isEnabled(isTerminal: Bool, variable: (String) -> String?) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isTerminal && (variable("NO_COLOR") ?? "").isEmpty && variable("TERM") != "dumb"
        }
    }
}

/// `--format text|json`: what standard output carries.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// Lines for a person.
    case text
    /// One JSON document per command (`JSONDocument`).
    case json
}
