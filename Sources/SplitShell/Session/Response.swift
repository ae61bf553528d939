import SplitModel

/// What a line printed on standard output, by kind, so a front end can render JSON.
public enum OutputKind: String, Sendable, Hashable {
    /// Output a command was asked for (`get`, `state`, `help`, `echo`).
    case output
    /// A line of the automatic change summary (rendered from `Response.changes`).
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
///
/// Indirect, so that a response, copied from the session to the output, carries a reference and not a whole state.
public indirect enum ResponseDetail: Sendable, Hashable {
    /// `get`: the value as printed, and its kind, which says how to type it.
    case value(String, ValueKind)
    /// `state`: the state the report describes.
    case state(SplitState)
    /// `explain`: the sections it printed.
    case explain([ExplainSection])
    /// `sweep`: the ranges it printed.
    case sweep(SweepResult)
    /// `devices`: the presets it listed.
    case devices([Device])
    /// `survey`: the rows it printed.
    case survey(SurveyResult)
    /// `export`: the code made, and the file it goes to (nil: printed).
    case export(ExportResult, file: String?)
}

/// The result of one line: output lines, what changed, an error (printing is the front end's business), and whether
/// to leave.
public struct Response: Sendable, Hashable {
    /// The lines before the change summary: output, events, notes.
    public var lines: [OutputLine]
    /// What the command changed in the state report, in report order; text prints it after the lines.
    public var changes: [StateChange]
    public var error: ShellError? {
        get { errorBox?.error }
        set { errorBox = newValue.map(ErrorBox.init) }
    }
    /// The error, held by reference: most responses have none, and every copy of a response would otherwise carry the
    /// room and the copying of the largest error.
    private var errorBox: ErrorBox?
    public var exit: ExitRequest?
    /// The value or state behind the lines of `get` and `state`.
    public var detail: ResponseDetail?
    /// `source FILE`: the script the front end must run through this session now (it reads files; the session does not).
    public var script: String?
    /// A blank or comment line: no command ran (so `--format json` writes no document).
    public var isBlank = false
    /// An `expect…` command (a check, as a run's summary and reports count them), read whole.
    public var isCheck = false
    /// A file the front end must write for the command (`layout --svg FILE`, `export ... FILE`, `save FILE`), since
    /// the session writes no files.
    public var file: FileOutput?

    public init(lines: [OutputLine] = [], changes: [StateChange] = [], error: ShellError? = nil, exit: ExitRequest? = nil,
                detail: ResponseDetail? = nil, script: String? = nil) {
        self.lines = lines
        self.changes = changes
        errorBox = error.map(ErrorBox.init)
        self.exit = exit
        self.detail = detail
        self.script = script
    }

    /// Plain output lines.
    static func output(_ texts: [String]) -> Response {
        Response(lines: texts.map { OutputLine(.output, $0) })
    }

    /// Every line text output prints, in order: the lines, then the change summary.
    public var printedLines: [OutputLine] {
        guard !changes.isEmpty else { return lines }
        var printed = lines
        printed.reserveCapacity(lines.count + changes.count)
        for change in changes { printed.append(OutputLine(.summary, ChangeSummary.line(change))) }
        return printed
    }

    /// `printedLines` as text, one line each, built in one buffer with each change written straight into it (what
    /// plain output writes; a test checks the two agree).
    public var printedText: String {
        var text = TextBytes(capacity: 256)
        for line in lines {
            text.append(line.text)
            text.append(byte: UInt8(ascii: "\n"))
        }
        for change in changes {
            ChangeSummary.append(change, to: &text)
            text.append(byte: UInt8(ascii: "\n"))
        }
        return text.text
    }

    /// The text of the printed lines of some kinds.
    public func texts(_ kinds: Set<OutputKind> = [.output, .summary, .note]) -> [String] {
        printedLines.filter { kinds.contains($0.kind) }.map(\.text)
    }
}

/// A response's error, boxed (see `Response.error`); compared and hashed by the error it holds.
private final class ErrorBox: Sendable, Hashable {
    let error: ShellError

    init(_ error: ShellError) {
        self.error = error
    }

    static func == (lhs: ErrorBox, rhs: ErrorBox) -> Bool { lhs.error == rhs.error }

    func hash(into hasher: inout Hasher) { error.hash(into: &hasher) }
}
