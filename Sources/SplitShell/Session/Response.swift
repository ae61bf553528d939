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
///
/// Small on purpose: nearly every line gives a response that is made, handed to the runner and dropped, so what most
/// responses lack (an error, a `quit`, a detail, a script, a file) is kept in one box that is nil when all of it is,
/// and a response with nothing in it copies and drops its lines and its changes alone.
public struct Response: Sendable, Hashable {
    /// The lines before the change summary: output, events, notes.
    public var lines: [OutputLine] {
        get { someLines ?? [] }
        set { someLines = newValue.isEmpty ? nil : newValue }
    }
    /// `lines`, nil when there are none (most responses of a quiet batch): a response that ends releases no empty
    /// array then, which cost as much as releasing one that held lines.
    private var someLines: [OutputLine]?
    /// What the command changed in the state report, in report order; text prints it after the lines.
    public var changes: ChangeList
    /// The parts most responses lack, boxed together: nil when every one of them is.
    private var rare: RareBox?
    /// A blank or comment line: no command ran (so `--format json` writes no document).
    public var isBlank = false
    /// An `expect…` command (a check, as a run's summary and reports count them), read whole.
    public var isCheck = false

    /// Whether it holds any of the parts most responses lack (an error, a `quit`, a detail, a script, a file): a
    /// runner can pass a response without them by with no look at each.
    var hasRareParts: Bool { rare != nil }

    /// Whether it has lines, read without making an empty array for none.
    var hasLines: Bool { someLines != nil }

    public var error: ShellError? {
        get { rare?.parts.error }
        set { modifyRare { $0.error = newValue } }
    }
    public var exit: ExitRequest? {
        get { rare?.parts.exit }
        set { modifyRare { $0.exit = newValue } }
    }
    /// The value or state behind the lines of `get` and `state`.
    public var detail: ResponseDetail? {
        get { rare?.parts.detail }
        set { modifyRare { $0.detail = newValue } }
    }
    /// `source FILE`: the script the front end must run through this session now (it reads files; the session does not).
    public var script: String? {
        get { rare?.parts.script }
        set { modifyRare { $0.script = newValue } }
    }
    /// A file the front end must write for the command (`layout --svg FILE`, `export ... FILE`, `save FILE`), since
    /// the session writes no files.
    public var file: FileOutput? {
        get { rare?.parts.file }
        set { modifyRare { $0.file = newValue } }
    }

    public init(lines: [OutputLine] = [], changes: ChangeList = [], error: ShellError? = nil, exit: ExitRequest? = nil,
                detail: ResponseDetail? = nil, script: String? = nil) {
        someLines = lines.isEmpty ? nil : lines
        self.changes = changes
        // Tested part by part (a `RareParts` made first would be copied and dropped by every response).
        if error == nil && exit == nil && detail == nil && script == nil {
            rare = nil
        } else {
            rare = RareBox(RareParts(error: error, exit: exit, detail: detail, script: script, file: nil))
        }
    }

    /// A response with lines (nil: none, never empty) and changes and nothing else, as nearly every engine command
    /// gives: no rare part is looked at, since none is given.
    init(onlyLines lines: [OutputLine]?, changes: ChangeList = ChangeList()) {
        someLines = lines
        self.changes = changes
        rare = nil
    }

    /// Changes the boxed parts: a new box (they change seldom, once or twice in a response's life), or none once
    /// every part is nil.
    private mutating func modifyRare(_ change: (inout RareParts) -> Void) {
        var parts = rare?.parts ?? RareParts()
        change(&parts)
        rare = parts.isEmpty ? nil : RareBox(parts)
    }

    /// Plain output lines.
    static func output(_ texts: [String]) -> Response {
        Response(lines: texts.map { OutputLine(.output, $0) })
    }

    /// Every line text output prints, in order: the lines, then the change summary.
    public var printedLines: [OutputLine] {
        let changes = changes.all
        let lines = lines
        guard !changes.isEmpty else { return lines }
        var printed = lines
        printed.reserveCapacity(lines.count + changes.count)
        for change in changes { printed.append(OutputLine(.summary, ChangeSummary.line(change))) }
        return printed
    }

    /// `printedLines` as text, one line each (a test checks the two agree).
    public var printedText: String {
        var bytes: [UInt8] = []
        appendPrintedText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `printedText` as UTF-8 to `bytes` (what plain output writes, straight into its buffer): each change is
    /// written from the typed values it was found in, with no `String` made on the way.
    public func appendPrintedText(to bytes: inout [UInt8]) {
        // The lines are copied as they are; only the summary is written through `TextBytes`, by a closure that holds
        // the two reports alone (one that held the response had it copied in and destroyed for every line).
        if let lines = someLines {
            for line in lines {
                bytes.append(contentsOf: line.text.utf8)
                bytes.append(UInt8(ascii: "\n"))
            }
        }
        changes.append(to: &bytes)
    }

    /// The text of the printed lines of some kinds.
    public func texts(_ kinds: Set<OutputKind> = [.output, .summary, .note]) -> [String] {
        printedLines.filter { kinds.contains($0.kind) }.map(\.text)
    }
}

/// What a command changed in the state report, in report order: as found, the two reports' typed values, written out
/// only when read (plain output writes each line straight into its buffer; JSON, colour and tests read `StateChange`s);
/// or a list given as it is.
public struct ChangeList: Sequence, Sendable, Hashable, ExpressibleByArrayLiteral {
    /// A given list, nil when it is empty: an empty list ends with no array to release.
    private let listed: [StateChange]?
    /// The reports before and after the command, nil for a given list.
    private let reports: (old: SummaryReport, new: SummaryReport)?

    /// No changes.
    public init() {
        listed = nil
        reports = nil
    }

    public init(_ changes: [StateChange]) {
        listed = changes.isEmpty ? nil : changes
        reports = nil
    }

    public init(arrayLiteral changes: StateChange...) {
        self.init(changes)
    }

    /// The changes from one summarized report to the next.
    init(from old: SummaryReport, to new: SummaryReport) {
        listed = nil
        reports = (old, new)
    }

    /// Every change, each value written out.
    public var all: [StateChange] {
        guard let reports else { return listed ?? [] }
        return ChangeSummary.changes(from: reports.old, to: reports.new)
    }

    public var isEmpty: Bool { all.isEmpty }

    /// Whether the list is empty without anything written out: given empty, or not worked out (`--quiet`). Typed
    /// reports can still turn out to print no change.
    var isPlainlyEmpty: Bool { reports == nil && listed == nil }

    public func makeIterator() -> IndexingIterator<[StateChange]> { all.makeIterator() }

    /// Appends the summary's lines, each with its newline, as UTF-8 to `bytes` (nothing for an empty list).
    func append(to bytes: inout [UInt8]) {
        // Room for the change lines of most commands (a summary that needs more is written again with more room).
        if let (old, new) = reports {
            TextBytes.append(to: &bytes, room: 2048) { text in ChangeSummary.append(from: old, to: new, to: &text) }
        } else if listed != nil {
            TextBytes.append(to: &bytes, room: 2048) { text in append(to: &text) }
        }
    }

    /// Writes the summary's lines, each with its newline.
    func append(to text: inout TextBytes) {
        guard let reports else {
            for change in listed ?? [] {
                ChangeSummary.append(change, to: &text)
                text.append(byte: UInt8(ascii: "\n"))
            }
            return
        }
        ChangeSummary.append(from: reports.old, to: reports.new, to: &text)
    }

    /// Two lists are equal when they say the same changes, however they are kept.
    public static func == (lhs: ChangeList, rhs: ChangeList) -> Bool { lhs.all == rhs.all }

    public func hash(into hasher: inout Hasher) { hasher.combine(all) }
}

/// What most responses lack (see `Response`), as one value.
private struct RareParts: Sendable, Hashable {
    var error: ShellError?
    var exit: ExitRequest?
    var detail: ResponseDetail?
    var script: String?
    var file: FileOutput?

    var isEmpty: Bool { error == nil && exit == nil && detail == nil && script == nil && file == nil }
}

/// A response's rare parts, boxed (see `Response`); compared and hashed by the parts it holds.
private final class RareBox: Sendable, Hashable {
    let parts: RareParts

    init(_ parts: RareParts) {
        self.parts = parts
    }

    static func == (lhs: RareBox, rhs: RareBox) -> Bool { lhs.parts == rhs.parts }

    func hash(into hasher: inout Hasher) { parts.hash(into: &hasher) }
}
