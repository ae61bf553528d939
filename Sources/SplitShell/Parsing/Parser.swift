/// Turns a line into a `ShellCommand` by the command table.
public enum Parser {
    /// The command on a line, or nil for a blank or comment line.
    public static func parse(_ line: String) throws(ShellError) -> ShellCommand? {
        let tokens = try Tokenizer.tokenize(line)
        guard let first = tokens.first else { return nil }
        // The arguments are read where they lie, after the name, not copied into an array of their own.
        return try command(first, tokens: tokens, argumentsFrom: 1)
    }

    /// The command a name and its argument words make (`expectRefused` reads the rest of its line this way).
    static func command(_ name: Token, arguments: [Token]) throws(ShellError) -> ShellCommand {
        try command(name, tokens: arguments, argumentsFrom: 0)
    }

    /// The command a name makes with the words of `tokens` from `start` on.
    private static func command(_ name: Token, tokens: [Token], argumentsFrom start: Int) throws(ShellError) -> ShellCommand {
        guard let spec = CommandTable.spec(named: name.text) else {
            throw .unknownCommand(name.text, suggestions: DidYouMean.suggestions(for: name.text, among: CommandTable.allNames))
        }
        let values = try ShapeReader.read(spec.shape, command: spec.name, tokens: tokens, from: start)
        return try spec.build(Arguments(shape: spec.shape, values: values))
    }
}
