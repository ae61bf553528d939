/// A small terminal emulator, enough for what libedit sends an xterm: text, CR/LF/BS, cursor moves and erases.
/// Tests read the screen as a person would, so they do not depend on how libedit chose to redraw.
struct Screen {
    let width: Int
    let height: Int
    private(set) var rows: [[Character]]
    private(set) var row = 0
    private(set) var column = 0
    private var wrapPending = false
    private var decoder = UTF8Decoder()
    private var escape: [UInt8]?

    init(width: Int = 80, height: Int = 24) {
        self.width = width
        self.height = height
        rows = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    /// The lines on screen, trailing blanks removed, trailing empty lines dropped.
    var lines: [String] {
        var lines = rows.map { String($0).replacingTrailingSpaces() }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The line the cursor is on, up to the cursor.
    var cursorLine: String { String(rows[row][..<min(column, width)]) }

    var text: String { lines.joined(separator: "\n") }

    mutating func feed(_ bytes: [UInt8]) {
        for byte in bytes { feed(byte) }
    }

    private mutating func feed(_ byte: UInt8) {
        if var sequence = escape {
            sequence.append(byte)
            escape = sequence
            if let done = Self.finished(sequence) {
                escape = nil
                if done { control(sequence) }
            }
            return
        }
        switch byte {
        case 0x1B: escape = [byte]
        case 0x0D: column = 0; wrapPending = false
        case 0x0A: lineFeed()
        case 0x08: column = max(0, min(column, width - 1) - 1); wrapPending = false
        case 0x09: column = min(width - 1, (column / 8 + 1) * 8)
        case 0x07, 0x00: break
        default:
            if let scalar = decoder.decode(byte) { put(Character(scalar)) }
        }
    }

    /// nil while the sequence goes on; true for a CSI sequence to act on, false for one to ignore.
    private static func finished(_ sequence: [UInt8]) -> Bool? {
        guard sequence.count >= 2 else { return nil }
        switch sequence[1] {
        case UInt8(ascii: "["):
            guard sequence.count >= 3, let last = sequence.last, (0x40...0x7E).contains(last) else { return nil }
            return true
        case UInt8(ascii: "]"):
            // OSC: ends with BEL or ESC \
            return sequence.last == 0x07 || sequence.suffix(2) == [0x1B, UInt8(ascii: "\\")] ? false : nil
        case UInt8(ascii: "("), UInt8(ascii: ")"):
            return sequence.count >= 3 ? false : nil
        default:
            return false
        }
    }

    private mutating func control(_ sequence: [UInt8]) {
        let body = String(decoding: sequence.dropFirst(2).dropLast(), as: UTF8.self)
        guard !body.hasPrefix("?") && !body.hasPrefix(">") else { return }
        let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, _ fallback: Int) -> Int {
            index < numbers.count ? (numbers[index].map { $0 == 0 ? fallback : $0 } ?? fallback) : fallback
        }
        wrapPending = false
        switch UnicodeScalar(sequence.last!) {
        case "A": row = max(0, row - number(0, 1))
        case "B": row = min(height - 1, row + number(0, 1))
        case "C": column = min(width - 1, column + number(0, 1))
        case "D": column = max(0, column - number(0, 1))
        case "G": column = min(width - 1, number(0, 1) - 1)
        case "H", "f":
            row = min(height - 1, number(0, 1) - 1)
            column = min(width - 1, number(1, 1) - 1)
        case "K":
            let mode = numbers.first.flatMap { $0 } ?? 0
            let range = mode == 0 ? column..<width : mode == 1 ? 0..<min(width, column + 1) : 0..<width
            for index in range { rows[row][index] = " " }
        case "J":
            let mode = numbers.first.flatMap { $0 } ?? 0
            if mode == 2 || mode == 3 {
                rows = Array(repeating: Array(repeating: " ", count: width), count: height)
            } else if mode == 0 {
                for index in column..<width { rows[row][index] = " " }
                for below in (row + 1)..<height { rows[below] = Array(repeating: " ", count: width) }
            }
        case "P":
            let count = min(number(0, 1), width - column)
            rows[row].removeSubrange(column..<(column + count))
            rows[row] += Array(repeating: " ", count: count)
        case "@":
            let count = min(number(0, 1), width - column)
            rows[row].insert(contentsOf: Array(repeating: " ", count: count), at: column)
            rows[row].removeLast(count)
        case "X":
            for index in column..<min(width, column + number(0, 1)) { rows[row][index] = " " }
        default: break
        }
    }

    private mutating func put(_ character: Character) {
        if wrapPending {
            column = 0
            lineFeed()
        }
        rows[row][column] = character
        if column == width - 1 { wrapPending = true } else { column += 1 }
    }

    private mutating func lineFeed() {
        wrapPending = false
        if row == height - 1 {
            rows.removeFirst()
            rows.append(Array(repeating: " ", count: width))
        } else {
            row += 1
        }
    }
}

/// UTF-8 bytes to scalars, one byte at a time.
private struct UTF8Decoder {
    private var pending: [UInt8] = []

    mutating func decode(_ byte: UInt8) -> Unicode.Scalar? {
        pending.append(byte)
        let expected = pending[0] < 0x80 ? 1 : pending[0] < 0xE0 ? 2 : pending[0] < 0xF0 ? 3 : 4
        guard pending.count >= expected else { return nil }
        defer { pending.removeAll() }
        return String(decoding: pending, as: UTF8.self).unicodeScalars.first
    }
}

private extension String {
    func replacingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
