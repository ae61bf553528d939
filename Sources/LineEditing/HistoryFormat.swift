import Glibc

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
        line.withUnsafeBufferPointer { line in
            guard let base = line.baseAddress, memchr(base, Int32(backslash), line.count) != nil else {
                return String(decoding: line, as: UTF8.self)
            }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(line.count)
            var index = 0
            while index < line.count {
                let byte = line[index]
                index += 1
                guard byte == backslash, index < line.count else {
                    bytes.append(byte)
                    continue
                }
                index += unescape(line, at: index, into: &bytes)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Decodes the escape after a backslash at `index`; how many bytes it took.
    private static func unescape(_ line: UnsafeBufferPointer<UInt8>, at index: Int, into bytes: inout [UInt8]) -> Int {
        let code = line[index]
        func isOctal(_ offset: Int) -> Bool {
            index + offset < line.count && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(line[index + offset])
        }
        switch code {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = 0, count = 0
            while count < 3 && isOctal(count) {
                value = value * 8 + Int(line[index + count] - 0x30)
                count += 1
            }
            bytes.append(UInt8(truncatingIfNeeded: value))
            return count
        case UInt8(ascii: "^"):
            guard index + 1 < line.count else { return 1 }
            bytes.append(control(line[index + 1]))
            return 2
        case UInt8(ascii: "M"):
            guard index + 2 < line.count else {
                bytes += [backslash, code]
                return 1
            }
            switch line[index + 1] {
            case UInt8(ascii: "-"): bytes.append(line[index + 2] | 0x80)
            case UInt8(ascii: "^"): bytes.append(control(line[index + 2]) | 0x80)
            default:
                bytes += [backslash, code]
                return 1
            }
            return 3
        case UInt8(ascii: "$"):
            return 1  // vis(3)'s marker that stands for nothing
        default:
            // `\\` and anything vis(3) would not have escaped stand for themselves.
            bytes.append(cStyle[code] ?? code)
            return 1
        }
    }

    private static let cStyle: [UInt8: UInt8] = [
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "a"): 0x07, UInt8(ascii: "v"): 0x0B, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "s"): 0x20,
        UInt8(ascii: "E"): 0x1B,
    ]

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
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = header.count + 1
            while start < buffer.count {
                let found = memchr(base + start, Int32(newline), buffer.count - start)
                let end = found.map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? buffer.count
                if end > start { lines.append(start..<end) }
                start = end + 1
            }
        }
        return lines
    }
}
