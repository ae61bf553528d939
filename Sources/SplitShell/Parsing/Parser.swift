/// Turns a line into a `ShellCommand` by the command table.
public enum Parser {
    /// The command on a line, or nil for a blank or comment line.
    public static func parse(_ line: String) throws(ShellError) -> ShellCommand? {
        try parse(line, reading: .fastest)
    }

    /// `parse`, with the words read as asked (the tests check every way gives the same).
    static func parse(_ line: String, reading: Tokenizer.WordReading) throws(ShellError) -> ShellCommand? {
        try Tokenizer.withWords(line, reading: reading) { words throws(ShellError) in
            guard words.count > 0 else { return nil }
            return try command(words, from: 0)
        }
    }

    /// The command the words from `start` on make: the first names it, the rest are its arguments (`expectRefused`
    /// reads the rest of its line this way).
    static func command(_ words: Words, from start: Int) throws(ShellError) -> ShellCommand {
        guard let spec = CommandTable.spec(named: words.bytes(start), isASCII: words.isASCII) else {
            let name = words.text(start)
            throw .unknownCommand(name, suggestions: DidYouMean.suggestions(for: name, among: CommandTable.allNames))
        }
        let shape = spec.shape
        let values = if spec.hasPlainShape {
            try ShapeReader.readPlain(shape, command: spec.name, words: words, from: start + 1)
        } else {
            ArgumentList(try ShapeReader.read(shape, command: spec.name, words: words, from: start + 1))
        }
        return try spec.build(Arguments(shape: shape, labels: spec.labels, values: values))
    }
}
