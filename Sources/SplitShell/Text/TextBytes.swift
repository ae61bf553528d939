/// Text written as UTF-8 bytes and made into a `String` once: appending piece by piece to a `String` costs far more
/// per piece, and the change summary writes several pieces for every line.
struct TextBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 64) {
        bytes.reserveCapacity(capacity)
    }

    /// Text that goes on after `bytes`, written where they end (an output buffer, taken over without a copy).
    init(continuing bytes: inout [UInt8]) {
        swap(&self.bytes, &bytes)
    }

    /// Hands the bytes back to where they came from (`init(continuing:)`), leaving this empty.
    mutating func giveBack(to bytes: inout [UInt8]) {
        swap(&self.bytes, &bytes)
    }

    var isEmpty: Bool { bytes.isEmpty }

    var count: Int { bytes.count }

    /// Whether the bytes in two ranges are the same.
    func same(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        guard first.count == second.count else { return false }
        // Through the buffer: comparing two array slices goes through the generic sequence comparison.
        return bytes.withUnsafeBufferPointer { buffer in
            for offset in 0..<first.count where buffer[first.lowerBound + offset] != buffer[second.lowerBound + offset] {
                return false
            }
            return true
        }
    }

    /// Drops what was written from `count` on.
    mutating func truncate(to count: Int) {
        bytes.removeSubrange(count...)
    }

    mutating func append(_ text: String) {
        // Copied as one block where the string's bytes lie in one piece (native and small strings): appending the
        // UTF-8 view as a sequence goes through the string's generic copying instead.
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes.append(contentsOf: text.utf8) }
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// A number as `NumberFormat.format` writes it: points on a quarter grid digit by digit, anything else through
    /// `NumberFormat`.
    mutating func append(number value: Double) {
        let quarters = value * 4
        // Below 4e6 quarters, a quarter-grid value is one `NumberFormat` leaves as it is when it rounds to 1e-9.
        guard abs(quarters) < 4e6, quarters == quarters.rounded() else {
            append(NumberFormat.format(value))
            return
        }
        let count = Int(quarters)
        if count < 0 { bytes.append(UInt8(ascii: "-")) }
        // Digits from the most significant on, so nothing is reversed afterwards.
        var whole = count.magnitude / 4
        var divisor: UInt = 1
        while divisor <= whole / 10 { divisor *= 10 }
        while true {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole / divisor))
            whole %= divisor
            if divisor == 1 { break }
            divisor /= 10
        }
        // The quarter, if any, byte by byte: an array literal here would be allocated on every call.
        let quarter = count.magnitude % 4
        guard quarter != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(quarter == 2 ? UInt8(ascii: "5") : quarter == 1 ? UInt8(ascii: "2") : UInt8(ascii: "7"))
        if quarter != 2 { bytes.append(UInt8(ascii: "5")) }
    }

    /// Words with a separator between each two, as `joined(separator:)` would make them.
    mutating func append(_ words: [String], separator: String) {
        for (index, word) in words.enumerated() {
            if index > 0 { append(separator) }
            append(word)
        }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text written from `start` on.
    func text(from start: Int) -> String { String(decoding: bytes[start...], as: UTF8.self) }
}
