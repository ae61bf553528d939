import SplitModel

/// One parsed line: an engine command or one of the shell's own.
public enum ShellCommand: Sendable, Hashable {
    case engine(Command)
    case get(Query)
    /// `expect NAME VALUE`, the value already written as `get` would print it.
    case expect(Query, String)
    /// `expectRefused COMMAND...`: the engine refuses the command.
    indirect case expectRefused(ShellCommand)
    /// `expectEvent TEXT`: some event of the previous engine command matches TEXT.
    case expectEvent(EventMatch)
    /// `expectNoEvent TEXT`: no event of the previous engine command matches TEXT.
    case expectNoEvent(EventMatch)
    /// `events on|off`.
    case events(Bool)
    case echo(String)
    /// `quit [N]`; nil keeps the status so far.
    case quit(Int32?)
    /// `help [COMMAND]`, the command's canonical name.
    case help(String?)
    /// `help rules`: every rule, by family.
    case helpRules
    /// `help RULE-ID`: one rule's sentence, evidence, source and the commands that show it.
    case helpRule(RuleID)
    case devices
    case state
    /// `layout [--svg FILE]`: the picture of the columns; with a file, the SVG picture written there instead.
    case layout(svg: String?)
    case buttons
    /// `explain [-v] [NAME]`: the rules behind a value, or behind the mode, behavior, columns and buttons when nil;
    /// `verbose` keeps every rule's evidence and every number, one rule a line.
    case explain(Query?, verbose: Bool)
    /// `why [-v]` (also `explain [-v] last`): the rules the last engine command applied, in order.
    case why(verbose: Bool)
    /// `sweep width|height FROM TO [step S] [--svg FILE]`; a nil step was not given (1); with a file, the chart is
    /// written there instead of the table.
    case sweep(WindowSide, from: Double, to: Double, step: Double?, svg: String?)
    /// `delegate` alone: list the scripted answers.
    case delegateAnswers
    case reset
    case undo
    /// `source FILE`: the front end runs the script through this session (`Response.script`).
    case source(String)
    /// `require splitnav >= VERSION`: an error unless this splitnav is VERSION or later.
    case require(SplitnavVersion)
    /// `survey [DEVICE-PREFIX] [portrait|landscape] [os 26|18|both]`: the split relaunched in every window of the presets.
    case survey(SurveyFilter)
    /// `export uikit|swiftui [FILE]`: the configuration as Swift, printed, or written to FILE.
    case export(ExportKind, file: String?)
    /// `save FILE`: the front end writes the script that rebuilds the state (`Response.file`).
    case save(String)
    /// `events on context`: events print, each delegate call with the state it saw.
    case eventsWithContext
    /// `expectEvents TEXT...`: events of the previous engine command match the texts in this order, others allowed between.
    case expectEvents([EventMatch])
    /// `expectEventCount N TEXT`: exactly N events of the previous engine command match TEXT.
    case expectEventCount(Int, EventMatch)
}

extension ShellCommand {
    /// An `expect…` assertion: what a run's summary and its reports count as a check.
    public var isCheck: Bool {
        switch self {
        case .expect, .expectRefused, .expectEvent, .expectNoEvent, .expectEvents, .expectEventCount: true
        default: false
        }
    }
}

/// A `get`/`expect` name with its column argument where it takes one (`frame primary`).
public struct Query: Sendable, Hashable {
    public let name: String
    public let column: Column?
    /// The word a name that takes something other than a column was given (`button back`).
    public let argument: String?

    public init(_ name: String, column: Column? = nil, argument: String? = nil) {
        self.name = name
        self.column = column
        self.argument = argument
    }

    /// How the query is written: `displayMode`, `frame primary`, `button back`.
    public var text: String { column.map { "\(name) \($0.rawValue)" } ?? argument.map { "\(name) \($0)" } ?? name }
}
