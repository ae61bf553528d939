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
