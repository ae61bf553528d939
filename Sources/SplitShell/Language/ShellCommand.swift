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
    /// `layout`: the picture of the columns.
    case layout
    case buttons
    /// `explain [-v] [NAME]`: the rules behind a value, or behind the mode, behavior, columns and buttons when nil;
    /// `verbose` keeps every rule's evidence and every number, one rule a line.
    case explain(Query?, verbose: Bool)
    /// `why [-v]` (also `explain [-v] last`): the rules the last engine command applied, in order.
    case why(verbose: Bool)
    /// `sweep width|height FROM TO [step S]`; a nil step was not given (1).
    case sweep(WindowSide, from: Double, to: Double, step: Double?)
    /// `delegate` alone: list the scripted answers.
    case delegateAnswers
    case reset
    case undo
    /// `source FILE`: the front end runs the script through this session (`Response.script`).
    case source(String)
    /// `events on context`: events print, each delegate call with the state it saw.
    case eventsWithContext
    /// `expectEvents TEXT...`: events of the previous engine command match the texts in this order, others allowed between.
    case expectEvents([EventMatch])
    /// `expectEventCount N TEXT`: exactly N events of the previous engine command match TEXT.
    case expectEventCount(Int, EventMatch)
}

/// A `get`/`expect` name with its column argument where it takes one (`frame primary`).
public struct Query: Sendable, Hashable {
    public let name: String
    public let column: Column?

    public init(_ name: String, column: Column? = nil) {
        self.name = name
        self.column = column
    }

    /// How the query is written: `displayMode`, `frame primary`.
    public var text: String { column.map { "\(name) \($0.rawValue)" } ?? name }
}
