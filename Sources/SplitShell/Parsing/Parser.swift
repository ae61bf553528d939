/// Turns a line into a `ShellCommand` by the command table.
public enum Parser {
    /// The command on a line, or nil for a blank or comment line.
    public static func parse(_ line: String) throws(ShellError) -> ShellCommand? {
        let tokens = try Tokenizer.tokenize(line)
        guard let first = tokens.first else { return nil }
        return try command(first, arguments: Array(tokens.dropFirst()))
    }

    /// The command a name and its argument words make (`expectRefused` reads the rest of its line this way).
    static func command(_ name: Token, arguments: [Token]) throws(ShellError) -> ShellCommand {
        guard let spec = CommandTable.spec(named: name.text) else {
            throw .unknownCommand(name.text, suggestions: DidYouMean.suggestions(for: name.text, among: CommandTable.allNames))
        }
        let values = try ShapeReader.read(spec.shape, command: spec.name, tokens: arguments)
        return try spec.build(Arguments(shape: spec.shape, values: values))
    }
}
