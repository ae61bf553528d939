extension ShapeReader {
    /// Whether every slot of a shape takes one word (or a keyword) and looks at nothing but that word: no groups, no
    /// repeats, no slot that reads to the end of the line or looks at the slots after it. Most commands' shapes are
    /// such (`width N`, `setViewController NAME for COLUMN`), and `readPlain` reads them.
    static func isPlain(_ shape: [Slot]) -> Bool {
        shape.allSatisfy { slot in
            switch slot {
            case .keyword, .choice, .number, .width, .size, .status, .name, .file, .commandName, .event, .controller: true
            case .deviceName, .devicePrefix, .query, .value, .text, .commandLine, .optional, .repeated: false
            }
        }
    }

    /// `read` for a shape `isPlain` accepts, the same arguments and the same errors: such a shape has no followers to
    /// hand on, no groups and no dependent value, so its slots are read one after the other into an `ArgumentList`,
    /// which holds them without an array.
    static func readPlain(_ shape: [Slot], command: String, words: Words, from start: Int) throws(ShellError) -> ArgumentList {
        assert(isPlain(shape), "\(command)'s shape is not plain")
        var reader = ShapeReader(command: command, words: words, start: start)
        var arguments = ArgumentList(capacity: shape.count)
        for slot in shape { arguments.append(try reader.read(slot, followers: [], after: nil)) }
        if reader.index < words.count { throw .unexpectedArgument(command: command, argument: words.text(reader.index)) }
        return arguments
    }
}
