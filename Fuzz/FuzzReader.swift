import SplitShell

/// The line reader's rules on raw bytes: what a line is may not depend on how the bytes arrive (a pipe gives them in
/// any chunks), a line is never longer than the limit, an overlong line ends the input, a byte-order mark at the start
/// changes nothing, and text lines joined back are the input. Any failed check traps.
enum FuzzReader {
    static func check(_ bytes: [UInt8]) {
        // A small limit, chosen by the input, so the fuzzer reaches it within its input length.
        let limit = 1 + bytes.count % 97
        let whole = LineSplitter.lines(bytes, limit: limit)
        let chunked = linesInChunks(bytes, limit: limit)
        guard whole == chunked else { fail("chunked reading gives \(chunked), not \(whole)", bytes) }
        for (index, line) in whole.enumerated() {
            switch line {
            case .text(let text):
                if text.utf8.count > limit { fail("a line of \(text.utf8.count) bytes passed the limit \(limit)", bytes) }
                if text.utf8.contains(UInt8(ascii: "\n")) { fail("a newline inside a line", bytes) }
            case .failed(.invalidUTF8(let byte)):
                if !(1...limit + 3).contains(byte) { fail("invalid UTF-8 reported at byte \(byte)", bytes) }
            case .failed(.lineTooLong):
                if index != whole.count - 1 { fail("lines after an overlong line", bytes) }
            case .failed(.readFailed):
                fail("a read error from memory", bytes)
            }
        }
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        // (A mark alone is one blank line where no bytes are none: both run nothing.)
        if !bytes.isEmpty && !bytes.starts(with: byteOrderMark) {
            let marked = LineSplitter.lines(byteOrderMark + bytes, limit: limit + byteOrderMark.count)
            let unmarked = LineSplitter.lines(bytes, limit: limit + byteOrderMark.count)
            if marked.first != unmarked.first && !(marked.first == .failed(.lineTooLong(limit: limit + 3))) {
                fail("a byte-order mark changed the first line: \(String(describing: marked.first))", bytes)
            }
            if marked.dropFirst() != unmarked.dropFirst() && marked.count == unmarked.count {
                fail("a byte-order mark changed later lines", bytes)
            }
        }
        checkRoundTrip(bytes, whole)
    }

    /// Without carriage returns, a byte-order mark or a failed line, the lines joined by newlines are the input.
    private static func checkRoundTrip(_ bytes: [UInt8], _ lines: [InputLine]) {
        guard !bytes.contains(UInt8(ascii: "\r")), !bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return }
        let texts = lines.compactMap(\.text)
        guard texts.count == lines.count else { return }
        var joined = Array(texts.joined(separator: "\n").utf8)
        if bytes.last == UInt8(ascii: "\n") { joined.append(UInt8(ascii: "\n")) }
        if joined != bytes { fail("the lines joined back differ from the input", bytes) }
    }

    /// The bytes given to a splitter in chunks of 1 to 7 bytes, the sizes taken from the bytes themselves.
    private static func linesInChunks(_ bytes: [UInt8], limit: Int) -> [InputLine] {
        var splitter = LineSplitter(limit: limit)
        var lines: [InputLine] = []
        var offset = 0
        while true {
            switch splitter.next() {
            case .line(let line):
                lines.append(line)
                continue
            case .end:
                return lines
            case .needsMore:
                break
            }
            guard offset < bytes.count else {
                splitter.finish()
                continue
            }
            let size = 1 + Int(bytes[offset] % 7)
            splitter.append(bytes[offset..<min(bytes.count, offset + size)])
            offset += size
            if splitter.bufferedCount > limit + 8 { fail("\(splitter.bufferedCount) bytes held for a limit of \(limit)", bytes) }
        }
    }

    private static func fail(_ message: String, _ bytes: [UInt8]) -> Never {
        fatalError("reader: \(message)\n  input: \(bytes)")
    }
}
