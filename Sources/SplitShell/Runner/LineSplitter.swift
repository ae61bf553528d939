/// Bytes cut into the lines the runner runs, by one rule for every input (standard input, a script file, `source`,
/// `-c`): a line ends at a newline byte, a final `\r` goes (CRLF scripts), a UTF-8 byte-order mark at the start of
/// the input is dropped, a line that is not UTF-8 is reported instead of run, and a line longer than `lengthLimit`
/// bytes ends the input. The bytes come in chunks as they are read, so memory is bounded by the longest line.
public struct LineSplitter: Sendable {
    /// The longest line, in bytes without its newline: 1 MiB (the man page's LIMITS).
    public static let lengthLimit = 1 << 20
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// What `next()` found.
    public enum Next: Sendable, Hashable {
        case line(InputLine)
        /// No whole line yet: `append` more bytes, or `finish`.
        case needsMore
        /// The input is done (its end, or a problem that ends it).
        case end
    }

    private let limit: Int
    private var pending: [UInt8] = []
    private var start = 0
    /// How many bytes from `start` are known to hold no newline: a long line is searched once, not after every chunk.
    private var scanned = 0
    private var finished = false
    /// A problem that ends the input, given once after the lines before it.
    private var ending: InputProblem?
    private var ended = false
    private var atFirstLine = true

    /// `limit` is the longest line in bytes; only tests and the fuzzer give another than `lengthLimit`.
    public init(limit: Int = LineSplitter.lengthLimit) {
        self.limit = limit
    }

    /// Whether the splitter wants no more bytes: the input ended or a problem ended it.
    public var isDone: Bool { finished || ending != nil || ended }

    /// How many bytes are kept and not yet split off as lines.
    public var bufferedCount: Int { pending.count - start }

    /// Adds bytes read from the input.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        guard !isDone else { return }
        if start > 0 && start >= pending.count / 2 {
            pending.removeFirst(start)
            start = 0
        }
        pending.append(contentsOf: bytes)
    }

    /// The input has no more bytes: an unterminated last line counts.
    public mutating func finish() {
        finished = true
    }

    /// Reading failed: the lines already whole are still given, the partial one is dropped, then the problem.
    public mutating func fail(_ problem: FileProblem) {
        guard ending == nil else { return }
        ending = .readFailed(problem)
    }

    public mutating func next() -> Next {
        if ended { return .end }
        if let newline = newlineIndex(from: start + scanned) {
            if newline - start > limit { return end(.lineTooLong(limit: limit)) }
            let line = pending[start..<newline]
            start = newline + 1
            scanned = 0
            return .line(decode(line))
        }
        scanned = pending.count - start
        if scanned > limit { return end(.lineTooLong(limit: limit)) }
        if let ending { return end(ending) }
        guard finished else { return .needsMore }
        ended = true
        guard start < pending.count else { return .end }
        defer { start = pending.count }
        return .line(decode(pending[start...]))
    }

    /// Where the first newline at or after `from` is in `pending`: a plain loop over its bytes, which the generic
    /// search over a slice is not.
    private func newlineIndex(from: Int) -> Int? {
        pending.withUnsafeBufferPointer { bytes in
            var index = from
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\n") { return index }
                index += 1
            }
            return nil
        }
    }

    /// Gives the problem that ends the input, and forgets what was left.
    private mutating func end(_ problem: InputProblem) -> Next {
        ended = true
        pending = []
        start = 0
        scanned = 0
        return .line(.failed(problem))
    }

    private mutating func decode(_ bytes: ArraySlice<UInt8>) -> InputLine {
        var bytes = bytes
        if atFirstLine && bytes.starts(with: Self.byteOrderMark) { bytes.removeFirst(Self.byteOrderMark.count) }
        atFirstLine = false
        // A line of plain ASCII (nearly every line) is valid UTF-8 as it stands: read from its bytes in place, it skips
        // the general validation, which looks up generic metadata for every line.
        let ascii: String? = bytes.withUnsafeBufferPointer { buffer in
            buffer.allSatisfy { $0 < 0x80 } ? String(decoding: buffer, as: UTF8.self) : nil
        }
        guard var line = ascii ?? String(validating: bytes, as: UTF8.self) else {
            return .failed(.invalidUTF8(byte: Self.firstInvalidByte(bytes)))
        }
        // A carriage return is a character of its own (only a line feed joins it), so the last byte tells.
        if bytes.last == UInt8(ascii: "\r") { line.removeLast() }
        return .text(line)
    }

    /// Where the first byte that is not UTF-8 is, counted from 1.
    static func firstInvalidByte(_ bytes: ArraySlice<UInt8>) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset + 1
            case .emptyInput: return offset + 1
            }
        }
    }

    /// Every line of bytes held whole in memory (a `-c` command, a test's input, a fuzz input).
    public static func lines(_ bytes: some Collection<UInt8>, limit: Int = lengthLimit) -> [InputLine] {
        var splitter = LineSplitter(limit: limit)
        splitter.append(bytes)
        splitter.finish()
        var lines: [InputLine] = []
        while case .line(let line) = splitter.next() { lines.append(line) }
        return lines
    }
}
