import LineEditing
import ShellSystem
import SplitShell

/// How an interactive session reads standard input.
enum InteractiveInput {
    /// The reader of standard input in an interactive session: the line editor on a terminal, else `plain` with each
    /// line kept in the history file; nil (keep `plain`) when there is no history to keep and prompts go to standard
    /// output. With `--format json` prompts go to standard error, which carries all but the JSON documents.
    static func reader(options: RunnerOptions, output: OutputStreams, plain: any LineReader,
                       interrupt: InterruptFlag) -> (any LineReader)? {
        let promptsAside = options.format == .json
        let plain = promptsAside ? FileDescriptorLineReader.standardInput(output: StandardErrorOutput(output), interrupt: interrupt) : plain
        let historyPath = options.history ? HistoryLocation.path(program: "splitnav", variable: SystemIO.environmentVariable) : nil
        let warn: (String) -> Void = { output.writeError("splitnav: warning: \($0)\n") }
        var limit = HistoryLimit.standard
        if historyPath != nil || SystemIO.isTerminal(0) {
            let setting = HistoryLimit.from(program: "splitnav", variable: SystemIO.environmentVariable)
            if let problem = setting.problem { warn(problem) }
            limit = setting.limit
        }
        if let editor = EditorInput(options: options, output: output, historyPath: historyPath, historyLimit: limit,
                                    interrupt: interrupt, warn: warn) {
            return editor
        }
        guard historyPath != nil else { return promptsAside ? plain : nil }
        return HistoryKeepingInput(base: plain, history: LineHistory(path: historyPath, limit: limit, recalling: false, warn: warn))
    }
}
