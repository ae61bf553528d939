import LineEditing
import SplitShell

/// The reader of standard input in an interactive session: the line editor on a terminal, else `plain` with each
/// line kept in the history file; nil (keep `plain`) when there is no history to keep.
func interactiveInput(options: RunnerOptions, output: OutputStreams, plain: any LineReader) -> (any LineReader)? {
    let historyPath = options.history ? HistoryLocation.path(program: "splitnav", variable: SystemIO.environmentVariable) : nil
    let warn: (String) -> Void = { output.writeError("splitnav: warning: \($0)\n") }
    var limit = HistoryLimit.standard
    if historyPath != nil || SystemIO.isTerminal(0) {
        let setting = HistoryLimit.from(program: "splitnav", variable: SystemIO.environmentVariable)
        if let problem = setting.problem { warn(problem) }
        limit = setting.limit
    }
    if let editor = EditorInput(options: options, output: output, historyPath: historyPath, historyLimit: limit, warn: warn) {
        return editor
    }
    guard historyPath != nil else { return nil }
    return HistoryKeepingInput(base: plain, history: LineHistory(path: historyPath, limit: limit, warn: warn))
}

/// The libedit reader as the runner's `LineReader`: Tab completes against the runner's session as it stands.
final class EditorInput: LineReader {
    private let editor: EditLineReader
    private var session = Session()

    /// Nil when standard input is not a terminal (the runner keeps its plain reader).
    init?(options: RunnerOptions, output: OutputStreams, historyPath: String?, historyLimit: HistoryLimit,
          warn: @escaping (String) -> Void) {
        // The prompt goes to standard output, or to standard error when output is redirected.
        let promptIsTerminal = SystemIO.isTerminal(1) || SystemIO.isTerminal(2)
        let settings = EditLineReader.Settings(
            program: "splitnav", historyPath: historyPath, historyLimit: historyLimit,
            colorPrompt: options.color.isEnabled(isTerminal: promptIsTerminal, variable: SystemIO.environmentVariable),
            warn: warn)
        guard let editor = EditLineReader(settings: settings) else { return nil }
        self.editor = editor
        editor.completer = { [unowned self] before in
            let completion = Completer.complete(line: before, cursor: before.count, session: session)
            return Completions(replacing: completion.replacing,
                               candidates: completion.candidates.map { .init(text: $0.text, label: $0.label) })
        }
    }

    func nextLine(prompt: String?) -> String? { editor.readLine(prompt: prompt ?? "") }

    func update(session: Session) { self.session = session }

    func close() { editor.close() }
}

/// `--interactive` without a terminal: the plain reader's lines, each kept in the history file as it is read.
struct HistoryKeepingInput: LineReader {
    var base: any LineReader
    let history: LineHistory

    mutating func nextLine(prompt: String?) -> String? {
        guard let line = base.nextLine(prompt: prompt) else { return nil }
        history.record(line)
        return line
    }

    mutating func update(session: Session) { base.update(session: session) }

    mutating func close() {
        history.close()
        base.close()
    }
}
