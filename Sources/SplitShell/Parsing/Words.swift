/// Where one word's text lies in a line's bytes, and whether any part of it was quoted.
struct WordRange: Sendable {
    var start: Int
    var end: Int
    var quoted: Bool
}

/// The ranges of a line's words: the first few held in place as two 32-bit positions each, so a usual line's words
/// need no allocation and copy as a few machine words; the rest, and any beyond 4 GiB, in an array.
struct WordRanges: Sendable {
    private static let heldInPlace = 4
    /// `start | end << 32` of the first `heldCount` words.
    private var held: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// Bit `i` set: held word `i` was quoted.
    private var heldQuoted: UInt8 = 0
    private var heldCount = 0
    private var more: [WordRange] = []

    var count: Int { heldCount + more.count }

    @inline(__always) mutating func append(_ range: WordRange) {
        guard heldCount < Self.heldInPlace, more.isEmpty, range.end <= Int(UInt32.max) else {
            more.append(range)
            return
        }
        let packed = UInt64(range.start) | UInt64(range.end) << 32
        switch heldCount {
        case 0: held.0 = packed
        case 1: held.1 = packed
        case 2: held.2 = packed
        default: held.3 = packed
        }
        if range.quoted { heldQuoted |= 1 << heldCount }
        heldCount += 1
    }

    @inline(__always) subscript(index: Int) -> WordRange {
        guard index < heldCount else { return more[index - heldCount] }
        precondition(index >= 0, "word \(index)")
        let packed = switch index {
        case 0: held.0
        case 1: held.1
        case 2: held.2
        default: held.3
        }
        return WordRange(start: Int(packed & 0xFFFF_FFFF), end: Int(packed >> 32), quoted: heldQuoted & (1 << index) != 0)
    }
}

/// The words of one line, read in place: their texts are ranges of `bytes` (the line's own UTF-8, or the texts a
/// quoted line's scan laid end to end), made into `String`s only where asked. Valid only inside `Tokenizer.withWords`.
struct Words {
    let bytes: UnsafeBufferPointer<UInt8>
    let ranges: WordRanges
    /// Whether every word is ASCII: then two words are the same text exactly when their bytes are the same.
    let isASCII: Bool

    var count: Int { ranges.count }

    func isQuoted(_ index: Int) -> Bool { ranges[index].quoted }

    /// A word's bytes.
    @inline(__always) func bytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let range = ranges[index]
        return UnsafeBufferPointer(rebasing: bytes[range.start..<range.end])
    }

    /// A word's text.
    func text(_ index: Int) -> String {
        String(decoding: bytes(index), as: UTF8.self)
    }

    /// Whether a word is `word`, an ASCII word of the language (a keyword, `nil`, `automatic`), as `String` compares
    /// them (canonically equivalent text); from the bytes when the line's words are ASCII, where that is the same.
    func word(_ index: Int, is word: String) -> Bool {
        assert(word.utf8.allSatisfy { $0 < 0x80 }, "'\(word)' is not ASCII")
        guard isASCII else { return text(index) == word }
        return Self.equal(bytes(index), word)
    }

    /// Whether some bytes are exactly a string's UTF-8.
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
        let utf8 = word.utf8
        guard utf8.count == bytes.count else { return false }
        // A native string's bytes are compared in place; a bridged one's, one by one.
        if let equal = utf8.withContiguousStorageIfAvailable({ word in
            guard let base = bytes.baseAddress, let other = word.baseAddress else { return true }
            return equal(base, other, count: bytes.count)
        }) {
            return equal
        }
        var index = 0
        for byte in utf8 {
            if byte != bytes[index] { return false }
            index += 1
        }
        return true
    }

    /// Whether `count` bytes at two places are the same, compared eight at a time (command words run to 25 bytes, the
    /// change summary's value lines to tens): every byte comparison of the parser and the summary writer comes here.
    /// The bytes after the last full eight are compared as the last eight, overlapping those before, and a run of four
    /// to seven as its first and last four: a byte at a time, the few bytes left cost more than all the rest.
    @inline(__always) static func equal(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int) -> Bool {
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                if load(UInt64.self, first + offset) != load(UInt64.self, second + offset) { return false }
                offset += 8
            }
            return load(UInt64.self, first + count - 8) == load(UInt64.self, second + count - 8)
        }
        if count >= 4 {
            return load(UInt32.self, first) == load(UInt32.self, second)
                && load(UInt32.self, first + count - 4) == load(UInt32.self, second + count - 4)
        }
        var offset = 0
        while offset < count {
            if first[offset] != second[offset] { return false }
            offset += 1
        }
        return true
    }

    @inline(__always) private static func load<Integer: FixedWidthInteger>(_ type: Integer.Type, _ bytes: UnsafePointer<UInt8>) -> Integer {
        UnsafeRawPointer(bytes).loadUnaligned(as: Integer.self)
    }

    /// Whether some bytes are exactly an ASCII word the code spells out (`nil`, `automatic`): compared in place, with no
    /// `String` to open.
    @inline(__always) static func equal(_ bytes: UnsafeBufferPointer<UInt8>, ascii word: StaticString) -> Bool {
        guard word.utf8CodeUnitCount == bytes.count, let base = bytes.baseAddress else { return word.utf8CodeUnitCount == bytes.count }
        return equal(base, word.utf8Start, count: bytes.count)
    }

    /// Whether two runs of bytes are the same.
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ other: [UInt8]) -> Bool {
        guard other.count == bytes.count else { return false }
        return other.withUnsafeBufferPointer { other in
            guard let first = bytes.baseAddress, let second = other.baseAddress else { return true }
            return equal(first, second, count: other.count)
        }
    }
}
