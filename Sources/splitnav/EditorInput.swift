import LineEditing
import ShellSystem
import SplitShell

/// The libedit reader as the runner's `LineReader`: Tab completes against the runner's session as it stands.
final class EditorInput: LineReader {
    private let editor: EditLineReader
    /// The runner's session, given before each line is read.
    private var session: Session?

    /// Nil when standard input is not a terminal (the runner keeps its plain reader).
    init?(options: RunnerOptions, output: OutputStreams, historyPath: String?, historyLimit: HistoryLimit,
          interrupt: InterruptFlag, warn: @escaping (String) -> Void) {
        // The prompt goes to standard output, or to standard error when output is redirected or carries JSON.
        let promptIsTerminal = options.format == .json ? SystemIO.isTerminal(2) : SystemIO.isTerminal(1) || SystemIO.isTerminal(2)
        let settings = EditLineReader.Settings(
            program: "splitnav", historyPath: historyPath, historyLimit: historyLimit,
            colorPrompt: options.color.isEnabled(isTerminal: promptIsTerminal, variable: SystemIO.environmentVariable),
            warn: warn, takeInterrupt: interrupt.take, isEnding: { interrupt.terminationSignal() != nil },
            drawsOnStandardError: options.format == .json)
        guard let editor = EditLineReader(settings: settings) else { return nil }
        self.editor = editor
        editor.completer = { [unowned self] before in
            let completion = Completer.complete(line: before, cursor: before.count, session: session ?? Session(),
                                                 directory: SystemIO.directoryEntries)
            return EditorCompletion(replacing: completion.replacing,
                               candidates: completion.candidates.map { .init(text: $0.text, label: $0.label) })
        }
    }

    func nextLine(prompt: String?) -> InputLine? { editor.readLine(prompt: prompt ?? "").map(InputLine.text) }

    func update(session: Session) { self.session = session }

    func close() { editor.close() }
}
