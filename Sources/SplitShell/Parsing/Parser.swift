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
        return try spec.build(arguments)
    }
}

/// Writes a `ShellCommand` in its one canonical form, the inverse of `Parser`.
public enum CommandPrinter {
    /// The canonical line, or nil for a value no line produces (a resize with neither side).
    public static func print(_ command: ShellCommand) -> String? {
        for spec in CommandTable.all {
            if let arguments = spec.match(command) {
                return ([spec.name] + ShapeWriter.words(spec.shape, arguments)).joined(separator: " ")
            }
        }
        return nil
    }
}
