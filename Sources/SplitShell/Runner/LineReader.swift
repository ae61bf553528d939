/// Where input lines come from: the seam for a line editor. A reader that draws its own prompt shows `prompt` when given.
public protocol LineReader {
    /// The next line without its newline, or nil at the end of input.
    mutating func nextLine(prompt: String?) -> String?
    /// The session as it stands before the next line, for a reader that completes words (view-controller names in use).
    mutating func update(session: Session)
    /// The input is done with (the runner is leaving): a line editor saves its history and restores the terminal.
    mutating func close()
}

extension LineReader {
    public mutating func update(session: Session) {}
    public mutating func close() {}
}

/// Lines from a string already in memory (a `-c` command, a script, a test).
public struct TextLineReader: LineReader {
    private var lines: [String]
    private var index = 0

    /// The lines of `text`, split as a script's bytes are (`ScriptInput.lines`).
    public init(_ text: String) {
        lines = ScriptInput.lines(Array(text.utf8))
    }

    public init(lines: [String]) {
        self.lines = lines
    }

    public mutating func nextLine(prompt: String?) -> String? {
        guard index < lines.count else { return nil }
        defer { index += 1 }
        return lines[index]
    }
}
