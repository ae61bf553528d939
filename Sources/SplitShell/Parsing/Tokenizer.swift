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

    public static func tokenize(_ line: String) throws(ShellError) -> [Token] {
        if let tokens = plainASCIITokens(line) { return tokens }
        let scan = scan(line)
        if scan.openQuote { throw .unbalancedQuote }
        return scan.words.map { Token($0.text, quoted: $0.quoted) }
    }

    /// A space or an ASCII control blank (tab, line feed, vertical tab, form feed, carriage return).
    @inline(__always) private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// The words of a line of plain ASCII without quotes (nearly every line a script holds), split on its bytes; the
    /// same words `scan` finds, without a Unicode property lookup per character. Nil for any other line, which
    /// `scan` reads.
    static func plainASCIITokens(_ line: String) -> [Token]? {
        var line = line
        return line.withUTF8 { bytes -> [Token]? in
            guard let base = bytes.baseAddress else { return [] }
            let count = bytes.count
            var tokens: [Token] = []
            // Room for a usual line's words at once, so the array is not grown word by word.
            tokens.reserveCapacity(6)
            var index = 0
            while index < count {
                // Blanks between words.
                var byte = base[index]
                while isBlank(byte) {
                    index += 1
                    if index == count { return tokens }
                    byte = base[index]
                }
                if byte == UInt8(ascii: "#") { return tokens }
                // A word, up to the next blank or the end.
                let start = index
                repeat {
                    if byte >= 0x80 || byte == UInt8(ascii: "\"") { return nil }
                    index += 1
                    if index == count { break }
                    byte = base[index]
                } while !isBlank(byte)
                tokens.append(Token(String(decoding: UnsafeBufferPointer(start: base + start, count: index - start), as: UTF8.self)))
            }
            return tokens
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
