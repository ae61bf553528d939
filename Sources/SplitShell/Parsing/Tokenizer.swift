/// One word of a command line, with whether any part of it was quoted.
public struct Token: Sendable, Hashable {
    public let text: String
    public let quoted: Bool

    public init(_ text: String, quoted: Bool = false) {
        self.text = text
        self.quoted = quoted
    }
}

/// Splits a line into words: blanks separate, `"…"` groups (with `\"` and `\\` inside), `#` at a word's start ends the line.
public enum Tokenizer {
    /// A word as scanned: its text without quotes, where it starts in the line, and whether any part was quoted.
    struct Word {
        let text: String
        let start: String.Index
        let quoted: Bool
    }

    /// What a scan found: the words, whether it stopped at a comment, whether a quote is still open, and whether
    /// the last word runs to the end of the text (the word a cursor there is typing).
    struct Scan {
        var words: [Word] = []
        var comment = false
        var openQuote = false
        var lastWordUnfinished = false
    }

    /// The one scanner the parser and Tab completion share.
    static func scan(_ text: String) -> Scan {
        var scan = Scan()
        var current = ""
        var start: String.Index?
        var quoted = false
        var inQuotes = false
        var escaping = false

        func finish() {
            if let wordStart = start { scan.words.append(Word(text: current, start: wordStart, quoted: quoted)) }
            current = ""
            start = nil
            quoted = false
        }

        for index in text.indices {
            let character = text[index]
            if inQuotes {
                if escaping {
                    if character != "\"" && character != "\\" { current.append("\\") }
                    current.append(character)
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else if character == "\"" {
                    inQuotes = false
                } else {
                    current.append(character)
                }
            } else if character.isWhitespace {
                finish()
            } else if character == "#" && start == nil {
                scan.comment = true
                return scan
            } else {
                if start == nil { start = index }
                if character == "\"" {
                    quoted = true
                    inQuotes = true
                } else {
                    current.append(character)
                }
            }
        }
        scan.openQuote = inQuotes
        scan.lastWordUnfinished = start != nil
        finish()
        return scan
    }

    /// The words of a line as `Token`s.
    public static func tokenize(_ line: String) throws(ShellError) -> [Token] {
        try withWords(line) { words in (0..<words.count).map { Token(words.text($0), quoted: words.isQuoted($0)) } }
    }

    /// Runs `body` on the words of a line. A line of plain ASCII without quotes (nearly every line a script holds) is
    /// split on its own bytes, and its words stay where they lie in it; any other line is read by `scan`, and its words'
    /// texts are laid end to end in a buffer of their own. Either way no word becomes a `String` unless `body` asks.
    /// `reading`: how to read the words; only the tests ask for the slower ways, to check they agree with the fastest.
    static func withWords<Result>(_ line: String, reading: WordReading = .fastest,
                                  _ body: (Words) throws(ShellError) -> Result) throws(ShellError) -> Result {
        var line = line
        if reading == .fastest, let ranges = line.withUTF8(plainASCIIRanges) {
            return try withUTF8(of: &line) { bytes throws(ShellError) in try body(Words(bytes: bytes, ranges: ranges, isASCII: true)) }
        }
        let scan = scan(line)
        if scan.openQuote { throw .unbalancedQuote }
        var text: [UInt8] = []
        var ranges = WordRanges()
        for word in scan.words {
            let start = text.count
            text.append(contentsOf: word.text.utf8)
            ranges.append(WordRange(start: start, end: text.count, quoted: word.quoted))
        }
        let isASCII = reading != .asText && text.allSatisfy { $0 < 0x80 }
        let scanned = text.withUnsafeBufferPointer { bytes in
            Swift.Result { () throws(ShellError) in try body(Words(bytes: bytes, ranges: ranges, isASCII: isASCII)) }
        }
        return try scanned.get()
    }

    /// How `withWords` reads a line's words.
    enum WordReading {
        /// A plain ASCII line split on its bytes, its words matched by their bytes.
        case fastest
        /// Every line read by `scan`, ASCII words still matched by their bytes.
        case scanned
        /// Every line read by `scan`, every word matched as a `String`.
        case asText
    }

    /// `String.withUTF8` for a body that throws only `ShellError` (the standard library's rethrows untyped errors).
    private static func withUTF8<Result>(of line: inout String,
                                         _ body: (UnsafeBufferPointer<UInt8>) throws(ShellError) -> Result) throws(ShellError) -> Result {
        do {
            return try line.withUTF8(body)
        } catch let error as ShellError {
            throw error
        } catch {
            preconditionFailure("only a ShellError comes out of the body: \(error)")
        }
    }

    /// A space or an ASCII control blank (tab, line feed, vertical tab, form feed, carriage return).
    @inline(__always) static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Where the first of eight bytes (the first the lowest) that is not printable ASCII after `"` lies, 0 to 7; 8 when
    /// there is none. A byte below 0x23 borrows in the subtraction and sets its high bit there, a byte from 0x80 has it
    /// set already; a borrow only runs on into later bytes, so the first byte marked is exact.
    @inline(__always) static func firstSpecialByte(_ eight: UInt64) -> Int {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let special = (((eight &- 0x2323_2323_2323_2323) & ~eight) | eight) & highBits
        return special.trailingZeroBitCount >> 3
    }

    /// Where the words of a line of plain ASCII without quotes lie in it: the same words `scan` finds, without a
    /// Unicode property lookup per character. Nil for any other line, which `scan` reads.
    static func plainASCIIRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> WordRanges? {
        var ranges = WordRanges()
        guard let base = bytes.baseAddress else { return ranges }
        let end = base + bytes.count
        var cursor = base
        while cursor < end {
            // Blanks between words.
            while isBlank(cursor.pointee) {
                cursor += 1
                if cursor == end { return ranges }
            }
            if cursor.pointee == UInt8(ascii: "#") { return ranges }
            // A word, up to the next blank or the end. Most of its bytes are printable ASCII after `"`: told eight at
            // a time while eight are left, then one by one by one compare; any other byte is looked at again.
            let start = cursor
            while end - cursor >= 8 {
                let special = firstSpecialByte(UInt64(littleEndian: UnsafeRawPointer(cursor).loadUnaligned(as: UInt64.self)))
                cursor += special
                if special < 8 { break }
            }
            while cursor < end {
                let byte = cursor.pointee
                if byte &- 0x23 < 0x5D { cursor += 1; continue }
                if byte >= 0x80 || byte == UInt8(ascii: "\"") { return nil }
                if isBlank(byte) { break }
                cursor += 1
            }
            ranges.append(WordRange(start: start - base, end: cursor - base, quoted: false))
        }
        return ranges
    }

    /// The words the byte-level split finds in a line, nil where it leaves the line to `scan` (for the tests that
    /// compare the two).
    static func plainASCIITokens(_ line: String) -> [Token]? {
        var line = line
        return line.withUTF8 { bytes in
            plainASCIIRanges(bytes).map { ranges in
                let words = Words(bytes: bytes, ranges: ranges, isASCII: true)
                return (0..<words.count).map { Token(words.text($0), quoted: words.isQuoted($0)) }
            }
        }
    }

    /// Whether a word reads back as itself without quotes.
    public static func isPlain(_ word: String) -> Bool {
        !word.isEmpty && !word.hasPrefix("#") && !word.contains { $0.isWhitespace || $0 == "\"" }
    }

    /// A word as it must be typed to read back as one token with this text.
    public static func quote(_ word: String) -> String {
        if isPlain(word) { return word }
        var escaped = ""
        for character in word {
            if character == "\"" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }

    /// Free text as it must be typed to read back the same: bare when it is single-spaced plain words, else quoted.
    public static func quoteText(_ text: String) -> String {
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        if words.allSatisfy(isPlain) { return text }
        return quote(text)
    }
}
