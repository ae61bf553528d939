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
    /// Whether those bytes are all ASCII, found by the same scan, so a plain line is not read a second time to tell.
    private var scannedASCII = true
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
        guard makeRoom() else { return }
        pending.append(contentsOf: bytes)
    }

    /// Adds the bytes `read` writes into room for up to `count` of them, and gives back what `read` returns (how many
    /// it wrote; none are kept for zero or less). The bytes are read straight into the splitter's buffer, with no copy
    /// made of them: a new buffer holds the bytes not yet given as lines and the room, and the lines given are left
    /// behind. When the splitter wants no more bytes, they are read and dropped, as `append` drops them.
    public mutating func append(readingUpTo count: Int, _ read: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> Int {
        guard !isDone else { return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count, read) }
        let start = start
        let kept = pending.count - start
        var result = 0
        pending = pending.withUnsafeBytes { old in
            Array(unsafeUninitializedCapacity: kept + count) { room, initialized in
                if kept > 0 {
                    UnsafeMutableRawPointer(room.baseAddress!).copyMemory(from: old.baseAddress! + start, byteCount: kept)
                }
                result = read(UnsafeMutableBufferPointer(rebasing: room[kept...]))
                initialized = kept + max(result, 0)
            }
        }
        self.start = 0
        return result
    }

    /// Drops the lines already given once they fill half the buffer; false when the splitter wants no more bytes.
    private mutating func makeRoom() -> Bool {
        guard !isDone else { return false }
        if start > 0 && start >= pending.count / 2 {
            pending.removeFirst(start)
            start = 0
        }
        return true
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
        switch find() {
        case .line(let range, let ascii): .line(decode(range, ascii: ascii))
        case .failed(let problem): .line(.failed(problem))
        case .needsMore: .needsMore
        case .end: .end
        }
    }

    /// What `lendNext` did.
    public enum Lending: Sendable, Hashable {
        /// A line was lent to the body.
        case lent
        /// No whole line yet: `append` more bytes, or `finish`.
        case needsMore
        /// The input is done (its end, or a problem that ends it).
        case end
    }

    /// `next()`, with the line lent to `body` rather than returned: a line of plain ASCII (nearly every line) as its
    /// bytes where they lie in the buffer, valid only while `body` runs, so that no `String` is made for it. Not
    /// generic, so that a caller in another module needs no generic type made for each line.
    public mutating func lendNext(_ body: (LentLine) -> Void) -> Lending {
        switch find() {
        case .line(let range, ascii: true):
            atFirstLine = false
            pending.withUnsafeBufferPointer { buffer in
                body(.ascii(UnsafeBufferPointer(rebasing: buffer[Self.droppingCarriageReturn(range, in: buffer)])))
            }
        case .line(let range, ascii: false): body(.other(decode(pending[range])))
        case .failed(let problem): body(.other(.failed(problem)))
        case .needsMore: return .needsMore
        case .end: return .end
        }
        return .lent
    }

    /// What `lendLines` did.
    public enum Run: Sendable, Hashable {
        /// `body` asked for no more lines.
        case stopped
        /// No whole line is left: `append` more bytes, or `finish`.
        case needsMore
        /// The input is done (its end, or a problem that ends it).
        case end
    }

    /// Lends the lines that follow to `body`, one after another, each as `lendNext` lends it, for as long as `body`
    /// returns true. A run of plain ASCII lines lying whole in the buffer (what a script is, nearly always) is cut in
    /// one pass that holds the buffer once for all of them, with no step of the general search between two lines.
    /// `body` is also told whether the line is the first of this call: the caller may have read or written between
    /// calls, never between two lines of one call, so only the first needs what such a pause may have changed looked at.
    public mutating func lendLines(_ body: (LentLine, _ first: Bool) -> Bool) -> Run {
        var first = true
        while true {
            if scanned == 0 && !ended && lendPlainLines(body, first: &first) { return .stopped }
            var goesOn = true
            switch lendNext({ goesOn = body($0, first) }) {
            case .lent:
                first = false
                if !goesOn { return .stopped }
            case .needsMore: return .needsMore
            case .end: return .end
            }
        }
    }

    /// Lends, from `start`, the lines that are whole, plain ASCII and within the limit; true when `body` asked to stop.
    /// Any other line is left where it starts, for `find` to read by the general rules; when no newline is left, the
    /// bytes after the last line count as scanned, so `find` does not search them again.
    private mutating func lendPlainLines(_ body: (LentLine, _ first: Bool) -> Bool, first: inout Bool) -> Bool {
        let limit = limit
        var next = start
        var stopped = false
        var isFirst = first
        // The scan of the bytes after the last whole line, when it found no newline in them.
        var unfinished: (count: Int, ascii: Bool)?
        pending.withUnsafeBufferPointer { buffer in
            while next < buffer.count {
                let scan = Self.scan(buffer, from: next)
                guard let newline = scan.newline else {
                    unfinished = (buffer.count - next, scan.ascii)
                    return
                }
                guard scan.ascii, newline - next <= limit else { return }
                let line = Self.droppingCarriageReturn(next..<newline, in: buffer)
                next = newline + 1
                let goesOn = body(.ascii(UnsafeBufferPointer(rebasing: buffer[line])), isFirst)
                isFirst = false
                if !goesOn {
                    stopped = true
                    return
                }
            }
        }
        first = isFirst
        if next != start {
            atFirstLine = false
            start = next
        }
        if let unfinished {
            scanned = unfinished.count
            scannedASCII = unfinished.ascii
        }
        return stopped
    }

    /// Where the next line lies in `pending`, before it is read as text.
    private enum Found {
        /// A whole line (without its newline), and whether every byte of it is ASCII.
        case line(Range<Int>, ascii: Bool)
        /// A problem that ends the input.
        case failed(InputProblem)
        case needsMore
        case end
    }

    private mutating func find() -> Found {
        if ended { return .end }
        let scan = newlineIndex(from: start + scanned)
        if let newline = scan.newline {
            if newline - start > limit { return end(.lineTooLong(limit: limit)) }
            let line = start..<newline
            let ascii = scannedASCII && scan.ascii
            start = newline + 1
            scanned = 0
            scannedASCII = true
            return .line(line, ascii: ascii)
        }
        scanned = pending.count - start
        scannedASCII = scannedASCII && scan.ascii
        if scanned > limit { return end(.lineTooLong(limit: limit)) }
        if let ending { return end(ending) }
        guard finished else { return .needsMore }
        ended = true
        guard start < pending.count else { return .end }
        // Every byte from `start` was scanned just above.
        let line = start..<pending.count
        start = pending.count
        return .line(line, ascii: scannedASCII)
    }

    /// Where the first newline at or after `from` is in `pending` (nil: none yet), and whether the bytes from `from`
    /// up to it (or to the end) are all ASCII.
    private func newlineIndex(from: Int) -> (newline: Int?, ascii: Bool) {
        pending.withUnsafeBufferPointer { Self.scan($0, from: from) }
    }

    /// Where the first newline at or after `from` is in `bytes` (nil: none), and whether the bytes from `from` up to it
    /// (or to the end) are all ASCII. Eight bytes at a time, the newline's place in its word read from the word's
    /// bits; byte by byte only for the last few bytes: a plain loop over the bytes, which the generic search over a
    /// slice is not.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> (newline: Int?, ascii: Bool) {
        guard let base = bytes.baseAddress, from < bytes.count else { return (nil, true) }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let newlines = ones &* UInt64(UInt8(ascii: "\n"))
        var seen: UInt64 = 0
        var index = from
        while index &+ 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            // The high bit of each byte where the word holds a newline, and of no byte before the first one (a borrow
            // only runs towards the later bytes), so the lowest bit set is the first newline's.
            let apart = word ^ newlines
            let found = (apart &- ones) & ~apart & highBits
            if found != 0 {
                let offset = found.trailingZeroBitCount &>> 3
                let before = word & ((1 &<< UInt64(truncatingIfNeeded: offset &* 8)) &- 1)
                return (index &+ offset, (seen | before) & highBits == 0)
            }
            seen |= word
            index &+= 8
        }
        var ascii = seen & highBits == 0
        while index < bytes.count {
            let byte = base[index]
            if byte == UInt8(ascii: "\n") { return (index, ascii) }
            if byte >= 0x80 { ascii = false }
            index &+= 1
        }
        return (nil, ascii)
    }

    /// Gives the problem that ends the input, and forgets what was left.
    private mutating func end(_ problem: InputProblem) -> Found {
        ended = true
        pending = []
        start = 0
        scanned = 0
        scannedASCII = true
        return .failed(problem)
    }

    /// `ascii`: the scan found every byte of the line below 0x80.
    private mutating func decode(_ range: Range<Int>, ascii: Bool) -> InputLine {
        if ascii {
            atFirstLine = false
            // A line of plain ASCII (nearly every line) is valid UTF-8 as it stands: read from its bytes in place (no
            // slice of the buffer made and dropped), it skips the general validation, which looks up generic metadata
            // for every line. A final carriage return is left out of the bytes rather than removed from the text.
            return pending.withUnsafeBufferPointer { buffer in
                .text(String(decoding: UnsafeBufferPointer(rebasing: buffer[Self.droppingCarriageReturn(range, in: buffer)]),
                             as: UTF8.self))
            }
        }
        return decode(pending[range])
    }

    /// A line's range without its final carriage return, if it has one.
    private static func droppingCarriageReturn(_ range: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var end = range.upperBound
        if end > range.lowerBound && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return range.lowerBound..<end
    }

    /// A line that may hold bytes other than ASCII.
    private mutating func decode(_ bytes: ArraySlice<UInt8>) -> InputLine {
        var bytes = bytes
        // A byte-order mark is not ASCII, so a line that starts with one never took the plain path.
        if atFirstLine && bytes.starts(with: Self.byteOrderMark) { bytes.removeFirst(Self.byteOrderMark.count) }
        atFirstLine = false
        guard var line = String(validating: bytes, as: UTF8.self) else {
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
