/// The history file's text: a `_HiStOrY_V2_` line, then one entry a line, oldest first.
///
/// This is the format libedit reads and writes, so files written by earlier versions (which saved through libedit)
/// load, and files written here load in them. Entries are escaped in the vis(3) style libedit uses: a backslash,
/// white space and control characters are written as `\` and three octal digits (`\040` a space, `\000` a NUL,
/// `\012` a newline, `\134` a backslash); every other byte, UTF-8 included, as it is. Reading also understands the
/// other vis(3) forms libedit writes (`\^A`, `\M-a`, `\M^A`) and the C-style ones (`\n`, `\t`, `\s`).
enum HistoryFormat {
    static let header: [UInt8] = Array("_HiStOrY_V2_".utf8)
    private static let backslash = UInt8(ascii: "\\")
    private static let newline = UInt8(ascii: "\n")

    /// One entry as its line in the file, without the newline.
    static func encode(_ entry: String) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(entry.utf8.count)
        for byte in entry.utf8 {
            if byte <= 0x20 || byte == 0x7F || byte == backslash {
                line += [backslash, 0x30 + (byte >> 6), 0x30 + ((byte >> 3) & 7), 0x30 + (byte & 7)]
            } else {
                line.append(byte)
            }
        }
        return line
    }

    /// The entry a line of the file holds (invalid UTF-8 is repaired, as everywhere in the shell).
    static func decode(_ line: ArraySlice<UInt8>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.count)
        var index = line.startIndex
        func next() -> UInt8? {
            guard index < line.endIndex else { return nil }
            defer { index += 1 }
            return line[index]
        }
        while let byte = next() {
            guard byte == backslash, let code = next() else {
                bytes.append(byte)
                continue
            }
            switch code {
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(code - 0x30)
                for _ in 0..<2 {
                    guard index < line.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(line[index]) else { break }
                    value = value * 8 + Int(line[index] - 0x30)
                    index += 1
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "^"):
                if let character = next() { bytes.append(control(character)) }
            case UInt8(ascii: "M"):
                guard index + 1 < line.endIndex else {
                    bytes += [backslash, code]
                    continue
                }
                let kind = line[index], character = line[index + 1]
                index += 2
                switch kind {
                case UInt8(ascii: "-"): bytes.append(character | 0x80)
                case UInt8(ascii: "^"): bytes.append(control(character) | 0x80)
                default: bytes += [backslash, code, kind, character]
                }
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "a"): bytes.append(0x07)
            case UInt8(ascii: "v"): bytes.append(0x0B)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "s"): bytes.append(0x20)
            case UInt8(ascii: "E"): bytes.append(0x1B)
            case UInt8(ascii: "$"): break  // vis(3)'s marker that stands for nothing
            default: bytes.append(code)  // `\\` and anything vis(3) would not have escaped
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `^A` is 1, `^?` is DEL.
    private static func control(_ character: UInt8) -> UInt8 {
        character == UInt8(ascii: "?") ? 0x7F : character & 0x1F
    }

    /// Where each entry's line lies in the file's bytes (without its newline; empty lines are skipped), or nil when
    /// the bytes are not a history file. An empty file has no entries; a last line without a newline is an entry.
    static func lines(_ bytes: [UInt8]) -> [Range<Int>]? {
        guard !bytes.isEmpty else { return [] }
        guard bytes.starts(with: header), bytes.count == header.count || bytes[header.count] == newline else { return nil }
        var lines: [Range<Int>] = []
        var start = header.count + 1
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
            if end > start { lines.append(start..<end) }
            start = end + 1
        }
        return lines
    }
}
