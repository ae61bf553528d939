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
                let format = try value(option, inline: inline)
                guard format == "text" || format == "json" else {
                    throw .usage(.invalidOptionValue(option: option, value: format, allowed: ["text", "json"]))
                }
                if format == "json" { throw .notImplemented("--format json") }
            case "--color":
                let when = try value(option, inline: inline)
                guard ["auto", "always", "never"].contains(when) else {
                    throw .usage(.invalidOptionValue(option: option, value: when, allowed: ["auto", "always", "never"]))
                }
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
          --format text      the output format (json is not implemented yet)
          --color WHEN       auto, always or never (splitnav prints no colour yet)
          --no-history       keep no history file
          --help             print this help and exit
          --version          print the version and exit

        Without -c, -f or SCRIPT, commands come from standard input. Type 'help' for the commands.
        Exit status: 0 when every command succeeded, 1 when one failed, 2 for a usage error; 'quit N' exits N.
        """
}
