/// Script text as the fuzz target and the edge-case script tests read it from bytes.
public enum ScriptInput {
    /// The text of every line that reads as text (`LineSplitter`), the failed ones left out.
    public static func lines(_ bytes: [UInt8]) -> [String] {
        LineSplitter.lines(bytes).compactMap(\.text)
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
