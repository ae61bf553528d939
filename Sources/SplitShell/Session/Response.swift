import SplitModel

/// What a line printed on standard output, by kind, so a front end can drop summaries and notes (`--quiet`) or render JSON.
public enum OutputKind: String, Sendable, Hashable {
    /// Output a command was asked for (`get`, `state`, `help`, `echo`).
    case output
    /// A line of the automatic change summary.
    case summary
    /// `note: … (RULE)`: an ignored command or a side effect.
    case note
    /// `event …`: a delegate call, appearance callback or notification, printed with `events on`.
    case event
}

public struct OutputLine: Sendable, Hashable {
    public let kind: OutputKind
    public let text: String

    public init(_ kind: OutputKind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}

/// How a `quit` asks to leave.
public enum ExitRequest: Sendable, Hashable {
    /// `quit N`.
    case status(Int32)
    /// `quit`: the status so far.
    case keepStatus
}

/// What a command found, as data, for a front end that renders more than text (`--format json`).
public enum ResponseDetail: Sendable, Hashable {
    /// `get`: the value as printed, and its kind, which says how to type it.
    case value(String, ValueKind)
    /// `state`: the state the report describes.
    case state(SplitState)
    /// `explain`: the sections it printed.
    case explain([ExplainSection])
    /// `sweep`: the ranges it printed.
    case sweep(SweepResult)
}

/// The result of one line: output lines, an error (printing is the front end's business), and whether to leave.
public struct Response: Sendable, Hashable {
    public var lines: [OutputLine]
    public var error: ShellError?
    public var exit: ExitRequest?
    /// The value or state behind the lines of `get` and `state`.
    public var detail: ResponseDetail?
    /// `source FILE`: the script the front end must run through this session now (it reads files; the session does not).
    public var script: String?

    public init(lines: [OutputLine] = [], error: ShellError? = nil, exit: ExitRequest? = nil, detail: ResponseDetail? = nil,
                script: String? = nil) {
        self.lines = lines
        self.error = error
        self.exit = exit
        self.detail = detail
        self.script = script
    }

    /// Plain output lines.
    static func output(_ texts: [String]) -> Response {
        Response(lines: texts.map { OutputLine(.output, $0) })
    }

    /// The text of the lines of some kinds.
    public func texts(_ kinds: Set<OutputKind> = [.output, .summary, .note]) -> [String] {
        lines.filter { kinds.contains($0.kind) }.map(\.text)
    }
}
