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

    public init(_ text: String) {
        lines = TextLineReader.split(text)
    }

    public init(lines: [String]) {
        self.lines = lines
    }

    public mutating func nextLine(prompt: String?) -> String? {
        guard index < lines.count else { return nil }
        defer { index += 1 }
        return lines[index]
    }

    /// Splits on newlines; a final newline does not start an empty last line, and a `\r` before a newline is dropped.
    static func split(_ text: String) -> [String] {
        // Split on the scalar: in a Swift String "\r\n" is one Character and would not match "\n".
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(String.UnicodeScalarView(line.last == "\r" ? line.dropLast() : line[...]))
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// Standard output and standard error as the runner writes them.
public protocol OutputStreams: AnyObject {
    /// Writes to standard output (buffered).
    func write(_ text: String)
    /// Writes to standard error, after flushing standard output so the two read in order.
    func writeError(_ text: String)
    func flush()
    /// Whether standard output's reader has gone away (EPIPE): the runner then ends quietly.
    var isBroken: Bool { get }
}

/// Output kept in memory, for tests and for embedding.
public final class CapturedOutput: OutputStreams {
    public enum Stream: Sendable, Hashable {
        case output
        case error
    }

    /// Everything written, in order, with its stream.
    public private(set) var writes: [(stream: Stream, text: String)] = []
    public var isBroken = false

    public init() {}

    public var standardOutput: String { writes.filter { $0.stream == .output }.map(\.text).joined() }
    public var standardError: String { writes.filter { $0.stream == .error }.map(\.text).joined() }

    public func write(_ text: String) {
        guard !isBroken else { return }
        writes.append((.output, text))
    }

    public func writeError(_ text: String) { writes.append((.error, text)) }
    public func flush() {}
}
