/// Turns a line into a `ShellCommand` by the command table.
public enum Parser {
    /// The command on a line, or nil for a blank or comment line.
    public static func parse(_ line: String) throws(ShellError) -> ShellCommand? {
        let tokens = try Tokenizer.tokenize(line)
        guard let first = tokens.first else { return nil }
        guard let spec = CommandTable.spec(named: first.text) else {
            throw .unknownCommand(first.text, suggestions: DidYouMean.suggestions(for: first.text, among: CommandTable.allNames))
        }
        let arguments = try ShapeReader.read(spec.shape, command: spec.name, tokens: Array(tokens.dropFirst()))
        return try spec.build(Arguments(shape: spec.shape, values: arguments))
    }
}
