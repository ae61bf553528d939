/// Script text as the shell reads it from bytes, shared by the file reader, the fuzz target and its regression test.
public enum ScriptInput {
    /// One line's bytes as text: invalid UTF-8 becomes U+FFFD and a final `\r` goes (CRLF scripts).
    public static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        var line = String(decoding: bytes, as: UTF8.self)
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }

    /// Every line of a script, split at newline bytes; an unterminated last line counts.
    public static func lines(_ bytes: [UInt8]) -> [String] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(decode)
        if bytes.last == UInt8(ascii: "\n") || bytes.isEmpty { lines.removeLast() }
        return lines
    }

    /// The options a fuzz input's first line asks for (`#! --format json --quiet`, a comment to the shell), from those
    /// that keep a run in memory, so the corpus can carry a transcript's `$ splitnav` flags.
    public static func inMemoryOptions(header: String) -> [String] {
        guard header.hasPrefix("#!") else { return [] }
        let words = header.dropFirst(2).split(separator: " ").map(String.init)
        var arguments: [String] = []
        for (index, word) in words.enumerated() {
            if ["--quiet", "--echo", "--bail", "--batch", "--interactive"].contains(word) { arguments.append(word) }
            if word == "--format", index + 1 < words.count, ["json", "text"].contains(words[index + 1]) {
                arguments += [word, words[index + 1]]
            }
        }
        return arguments
    }
}
