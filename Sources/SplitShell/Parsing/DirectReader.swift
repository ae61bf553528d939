import SplitModel

/// Reads a line straight into its command when the command has a plain builder and each of its words is the plain
/// word its slot takes: the command word is looked up in its part's `DirectTable` and the words are read by the
/// records there, with no `String`, word list or argument list made (`width 676`, `setViewController VC2 for
/// primary`). Anything else (a quote, a byte outside ASCII, a word too many or too few, a word its slot does not take
/// as it stands, a command read otherwise) is left to `Parser`, which reads the line in full and alone says what is
/// wrong with it; for a line read here it gives the same command.
enum DirectReader {
    /// The command on a line, nil when the line is left to the parser. Inlined where the line is parsed, as are
    /// `CommandTable.directCommand(named:words:)` and `command(at:words:by:)`: each call between there and the
    /// builder's copied the command it returned from its callee's memory to its caller's.
    @inline(__always) static func command(_ line: UnsafeBufferPointer<UInt8>) -> ShellCommand? {
        var words = PlainWords(line)
        guard let name = words.next() else { return nil }
        return CommandTable.directCommand(named: name, words: &words)
    }

    /// The command at a position of a part's direct table, the line's other words read by its records (inlined, see
    /// `command(_:)`).
    @inline(__always)
    static func command(at position: Int, words: inout PlainWords, by table: DirectTable) -> ShellCommand? {
        let shape = table.shape(at: position)
        guard !shape.isEmpty else { return nil }
        var arguments = PlainArguments()
        for index in shape {
            guard let word = words.next(), read(word, by: table.slot(index), of: table, into: &arguments) else { return nil }
        }
        guard words.isAtEnd else { return nil }
        return table.build(at: position, arguments)
    }

    /// Reads a slot's word into the arguments; false when the slot does not take it as it stands.
    private static func read(_ word: UnsafeBufferPointer<UInt8>, by slot: DirectTable.SlotRecord, of table: DirectTable,
                             into arguments: inout PlainArguments) -> Bool {
        switch slot.kind {
        case .keyword:
            guard table.value(of: word, in: slot) != nil else { return false }
            arguments.append(.keyword)
        case .choice:
            guard let index = table.value(of: word, in: slot) else { return false }
            arguments.append(.choice(index))
        case .number:
            guard let number = NumberFormat.plainDecimal(word) else { return false }
            arguments.append(.number(number))
        case .width:
            if Words.equal(word, ascii: "automatic") {
                arguments.append(.width(.automatic))
            } else {
                guard let number = NumberFormat.plainDecimal(word) else { return false }
                arguments.append(.width(.value(number)))
            }
        case .controller, .controllerOrNil:
            if Words.equal(word, ascii: "nil") {
                guard slot.kind == .controllerOrNil else { return false }
                arguments.appendNilController()
            } else if ViewControllerNotation.isPlainASCIIName(word) {
                arguments.appendController(plainName: word)
            } else {
                guard (try? ViewControllerNotation.parse(word)) != nil else { return false }
                arguments.appendController(notation: word)
            }
        }
        return true
    }
}

/// The words of a line as `Tokenizer.plainASCIIRanges` splits it, one at a time, for a line whose words hold no
/// quote and no byte outside ASCII; `next` gives up on any other word.
struct PlainWords {
    private var cursor: UnsafePointer<UInt8>?
    private let end: UnsafePointer<UInt8>?

    init(_ line: UnsafeBufferPointer<UInt8>) {
        cursor = line.baseAddress
        end = line.baseAddress.map { $0 + line.count }
    }

    /// The next word; nil at the end of the line, at a comment, and for a word with a quote or a byte outside ASCII
    /// (which `Tokenizer.scan` would read: such a line is not read word by word here).
    @inline(__always) mutating func next() -> UnsafeBufferPointer<UInt8>? {
        guard var cursor, let end else { return nil }
        while cursor < end, Tokenizer.isBlank(cursor.pointee) { cursor += 1 }
        guard cursor < end, cursor.pointee != UInt8(ascii: "#") else { return nil }
        let start = cursor
        // Printable ASCII after `"` is part of a word, told eight bytes at a time while eight are left, then one by
        // one; any other byte is looked at again.
        while end - cursor >= 8 {
            let special = Tokenizer.firstSpecialByte(UInt64(littleEndian: UnsafeRawPointer(cursor).loadUnaligned(as: UInt64.self)))
            cursor += special
            if special < 8 { break }
        }
        while cursor < end {
            let byte = cursor.pointee
            if byte &- 0x23 < 0x5D {
                cursor += 1
                continue
            }
            if byte >= 0x80 || byte == UInt8(ascii: "\"") { return nil }
            if Tokenizer.isBlank(byte) { break }
            cursor += 1
        }
        self.cursor = cursor
        return UnsafeBufferPointer(start: start, count: cursor - start)
    }

    /// Whether nothing but blanks, and maybe a comment, is left.
    var isAtEnd: Bool {
        guard var cursor, let end else { return true }
        while cursor < end, Tokenizer.isBlank(cursor.pointee) { cursor += 1 }
        return cursor == end || cursor.pointee == UInt8(ascii: "#")
    }
}
