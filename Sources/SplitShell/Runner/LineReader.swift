/// Where input lines come from: the seam for a line editor. A reader that draws its own prompt shows `prompt` when given.
public protocol LineReader {
    /// The next line without its newline, a line that could not be read as one, or nil at the end of input.
    mutating func nextLine(prompt: String?) -> InputLine?
    /// Lends the next line to `body`; false at the end of input (`body` does not run). A reader that holds a line's
    /// bytes lends a plain ASCII line as those bytes, so that no `String` is made for it.
    mutating func withNextLine(prompt: String?, _ body: (LentLine) -> Void) -> Bool
    /// Lends the lines that follow to `body`, one after another with no prompt, for as long as `body` returns true;
    /// false once the input ended. A batch run reads its input this way: a reader that holds many lines lends them all
    /// from one call, rather than being called again for each. `body` is also told whether input may have been read,
    /// or output flushed, since the line before it was lent (always, for a reader that lends one line at a time): a
    /// signal or a closed output that came meanwhile is looked for then, not before every line.
    mutating func lendLines(_ body: (LentLine, _ afterPause: Bool) -> Bool) -> Bool
    /// The session as it stands before the next line, for a reader that completes words (view-controller names in use).
    mutating func update(session: Session)
    /// The input is done with (the runner is leaving it): a line editor saves its history and restores the terminal, a
    /// script's reader closes its file.
    mutating func close()
}

extension LineReader {
    /// The line `nextLine` gives, lent as it is.
    public mutating func withNextLine(prompt: String?, _ body: (LentLine) -> Void) -> Bool {
        guard let line = nextLine(prompt: prompt) else { return false }
        body(.other(line))
        return true
    }

    /// `withNextLine` for each line, until `body` returns false or the input ends.
    public mutating func lendLines(_ body: (LentLine, _ afterPause: Bool) -> Bool) -> Bool {
        var goesOn = true
        while goesOn {
            guard withNextLine(prompt: nil, { goesOn = body($0, true) }) else { return false }
        }
        return true
    }

    public mutating func update(session: Session) {}
    public mutating func close() {}
}

/// One line of input as the runner receives it.
public enum InputLine: Sendable, Hashable {
    case text(String)
    /// A line that cannot run (invalid UTF-8; the input goes on), or the problem that ended the input (an overlong
    /// line, a read error; the reader gives nil next).
    case failed(InputProblem)

    /// The line's text; nil for a failed line.
    public var text: String? {
        if case .text(let text) = self { text } else { nil }
    }
}

/// One line of input lent by its reader (`LineReader.withNextLine`).
public enum LentLine {
    /// A line of plain ASCII, as its bytes where the reader holds them: valid only while the body it is lent to runs.
    case ascii(UnsafeBufferPointer<UInt8>)
    /// Any other line, as `nextLine` gives it.
    case other(InputLine)
}

/// Why input could not be read as lines.
public enum InputProblem: Sendable, Hashable {
    /// The line holds bytes that are not UTF-8; the first is at `byte` (from 1).
    case invalidUTF8(byte: Int)
    /// The line is longer than `limit` bytes; the input ends there.
    case lineTooLong(limit: Int)
    /// Reading failed; the input ends there.
    case readFailed(FileProblem)
}

/// Lines from bytes already in memory (a `-c` command, a test), split as any input is (`LineSplitter`).
public struct TextLineReader: LineReader {
    private var lines: [InputLine]
    private var index = 0

    public init(_ text: String) {
        lines = LineSplitter.lines(Array(text.utf8))
    }

    public init(bytes: [UInt8], limit: Int = LineSplitter.lengthLimit) {
        lines = LineSplitter.lines(bytes, limit: limit)
    }

    public init(lines: [String]) {
        self.lines = lines.map(InputLine.text)
    }

    public mutating func nextLine(prompt: String?) -> InputLine? {
        guard index < lines.count else { return nil }
        defer { index += 1 }
        return lines[index]
    }
}
