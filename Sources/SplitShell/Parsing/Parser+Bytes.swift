extension Parser {
    /// The command on a line given as its UTF-8 bytes, exactly as `parse` reads the same text: a usual line is read
    /// straight into its command by `DirectReader`; any other line of plain ASCII without quotes is split and matched
    /// on the bytes themselves, with no `String` made for the line; any other line is made into one and read by `parse`.
    static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(ShellError) -> ShellCommand? {
        if let command = DirectReader.command(bytes) { return command }
        guard let ranges = Tokenizer.plainASCIIRanges(bytes) else {
            return try parse(String(decoding: bytes, as: UTF8.self))
        }
        guard ranges.count > 0 else { return nil }
        return try command(Words(bytes: bytes, ranges: ranges, isASCII: true), from: 0)
    }
}
