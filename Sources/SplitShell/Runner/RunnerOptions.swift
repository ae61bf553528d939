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
    /// The bytes of each `-c` whose argument is not UTF-8, by its number: its lines are read by the rule of every
    /// input (a line that is not UTF-8 is an error), not as the text the argument was decoded to.
    public var commandBytes: [Int: [UInt8]] = [:]
    /// `--report FORMAT FILE`, in order (repeatable: one run can write TAP and JUnit).
    public var reports: [ReportRequest] = []

    public init() {}

    /// Reads the arguments by `OptionTable`: options in any order, operands (script files, `-` for standard input)
    /// among them, and everything after `--` an operand. `bytes` are the arguments as the process received them, when
    /// known: a `-c` that is not UTF-8 keeps them.
    public static func parse(_ arguments: [String], bytes: [[UInt8]]? = nil) throws(ShellError) -> RunnerOptions {
        var options = RunnerOptions()
        var index = 0
        var positionalOnly = false
        while index < arguments.count {
            let argument = arguments[index]
            defer { index += 1 }
            if positionalOnly || argument == "-" || !argument.hasPrefix("-") {
                options.inputs.append(argument == "-" && !positionalOnly ? .standardInput : .file(argument))
                continue
            }
            let (name, inline) = split(argument)
            if name == "--" {
                positionalOnly = true
                continue
            }
            guard let option = OptionTable.option(named: name) else {
                throw .usage(.unknownOption(argument, suggestions: DidYouMean.suggestions(for: name, among: OptionTable.allNames)))
            }
            switch option.action {
            case .flag(let set): set(&options)
            case .valued(let read):
                if let inline {
                    try read(&options, inline)
                } else {
                    index += 1
                    guard index < arguments.count else { throw .usage(.missingOptionValue(name)) }
                    let inputsBefore = options.inputs.count
                    try read(&options, arguments[index])
                    if let bytes, index < bytes.count, options.inputs.count > inputsBefore,
                       case .command(_, let number)? = options.inputs.last, String(validating: bytes[index], as: UTF8.self) == nil {
                        options.commandBytes[number] = bytes[index]
                    }
                }
            case .pair(let read):
                var values = inline.map { [$0] } ?? []
                while values.count < 2 {
                    index += 1
                    guard index < arguments.count else { throw .usage(.missingOptionValue(name)) }
                    values.append(arguments[index])
                }
                try read(&options, values[0], values[1])
            case .operands: preconditionFailure("the operands are no option")
            }
        }
        return options
    }

    /// `--color=never` → (`--color`, `never`); a short option's value is always the next argument.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    static var helpText: String {
        (["usage: splitnav [OPTIONS] [SCRIPT...]", "A shell that simulates UIKit's UISplitViewController.", ""]
         + OptionTable.helpLines
         + ["", "Without -c, -f or SCRIPT, commands come from standard input. Type 'help' for the commands.",
            "History keeps $SPLITNAV_HISTSIZE entries: 1000 by default, none with 0, all when negative.",
            "Exit status: 0 when every command succeeded; 1 when an expect did not hold, the engine refused a command or a",
            "read or write failed; 2 for a usage error; 3 when a line could not be understood (the script is broken);",
            "'quit N' ends its script with N. A run of several scripts takes the most severe and prints a summary."])
        .joined(separator: "\n")
    }
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
