import LineEditing
import SplitShell

/// `--interactive` without a terminal: the plain reader's lines, each kept in the history file as it is read.
struct HistoryKeepingInput: LineReader {
    var base: any LineReader
    let history: LineHistory

    mutating func nextLine(prompt: String?) -> InputLine? {
        guard let line = base.nextLine(prompt: prompt) else { return nil }
        if let text = line.text { history.record(text) }
        return line
    }

    mutating func update(session: Session) { base.update(session: session) }

    mutating func close() {
        history.close()
        base.close()
    }
}
