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
    public static func tokenize(_ line: String) throws(ShellError) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var inWord = false
        var quoted = false
        var inQuotes = false
        var escaping = false

        func finish() {
            if inWord { tokens.append(Token(current, quoted: quoted)) }
            current = ""
            inWord = false
            quoted = false
        }

        for character in line {
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
            } else if character == "#" && !inWord {
                break
            } else if character == "\"" {
                inWord = true
                quoted = true
                inQuotes = true
            } else {
                inWord = true
                current.append(character)
            }
        }
        if inQuotes { throw .unbalancedQuote }
        finish()
        return tokens
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
