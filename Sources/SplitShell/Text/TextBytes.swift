/// Text written as UTF-8 bytes straight into an array's storage through a pointer, and made into a `String` once:
/// appending piece by piece to a `String`, or to an array, costs far more per piece, and the change summary writes
/// several pieces for every line.
///
/// A writing gets a fixed room (`append(to:room:_:)`, `text(_:)`); each piece checks once that it fits. A piece that
/// does not is dropped and the whole writing is done again with more room, so code that writes must do nothing else.
struct TextBytes {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// How many bytes this writing has written (what the array held before is not counted).
    private(set) var count: Int
    /// A piece did not fit: the writing is done again with more room.
    private var overflowed = false

    private init(base: UnsafeMutablePointer<UInt8>, capacity: Int, count: Int) {
        self.base = base
        self.capacity = capacity
        self.count = count
    }

    /// Appends what `body` writes to `bytes`, with room for about `room` bytes at first (more is found when needed).
    /// The bytes are written straight into the array's spare capacity, which counts only what was written: padding
    /// the array with the whole room first, and cutting it back after, cost a copy of the room on every call.
    static func append(to bytes: inout [UInt8], room: Int = 1024, _ body: (inout TextBytes) -> Void) {
        var room = max(room, 16)
        while true {
            var overflowed = false
            bytes.append(addingCapacity: room) { span in
                span.withUnsafeMutableBufferPointer { buffer, initialized in
                    var text = TextBytes(base: buffer.baseAddress!, capacity: buffer.count, count: 0)
                    body(&text)
                    overflowed = text.overflowed
                    initialized = overflowed ? 0 : text.count
                }
            }
            if !overflowed { return }
            room *= 4
        }
    }

    /// What `body` writes, as a `String`.
    static func text(room: Int = 64, _ body: (inout TextBytes) -> Void) -> String {
        var bytes: [UInt8] = []
        append(to: &bytes, room: room, body)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the bytes in two ranges are the same.
    @inline(__always)
    func same(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        guard first.count == second.count else { return false }
        guard !overflowed else { return false }
        // Eight bytes at a time (a value line is tens of bytes, and a byte at a time cost a compare and a branch each).
        return Words.equal(base + first.lowerBound, base + second.lowerBound, count: first.count)
    }

    /// Writes again the bytes of an earlier part of this writing (what was written over `range`), a copy being
    /// cheaper than writing the same number twice. A part dropped by an overflow is empty, and the writing is redone.
    mutating func appendCopy(of range: Range<Int>) {
        append(base + range.lowerBound, length: range.count)
    }

    /// Drops what was written from `count` on.
    mutating func truncate(to count: Int) {
        self.count = min(self.count, count)
    }

    /// Copies `length` bytes, or marks the writing as out of room. Most pieces are a few bytes long (a name, `, `,
    /// ` -> `): up to 16 they are copied by at most two pairs of overlapping loads and stores, inline, where a call to
    /// `memcpy` cost more than the copy; a literal's length is known where it is inlined, so only its case is left.
    @inline(__always)
    private mutating func append(_ source: UnsafePointer<UInt8>, length: Int) {
        guard capacity - count >= length else {
            overflowed = true
            return
        }
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(base + count)
        switch length {
        case 8...16:
            let head = from.loadUnaligned(as: UInt64.self), tail = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
        case 4..<8:
            let head = from.loadUnaligned(as: UInt32.self), tail = from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
        case 1..<4:
            // The first, middle and last bytes cover one, two or three.
            base[count] = source[0]
            base[count + length / 2] = source[length / 2]
            base[count + length - 1] = source[length - 1]
        case 0:
            break
        default:
            (base + count).update(from: source, count: length)
        }
        count += length
    }

    mutating func append(_ text: String) {
        // Copied as one block where the string's bytes lie in one piece (native and small strings).
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { buffer in
            if let start = buffer.baseAddress { append(start, length: buffer.count) }
        }
        if copied == nil {
            for byte in text.utf8 { append(byte: byte) }
        }
    }

    /// Text known when the program is built: its bytes are copied from where they lie, with no `String` looked into
    /// (which costs a small string a copy of its bytes first).
    @inline(__always)
    mutating func append(literal text: StaticString) {
        guard text.hasPointerRepresentation else {
            return text.withUTF8Buffer { buffer in
                if let start = buffer.baseAddress { append(start, length: buffer.count) }
            }
        }
        append(text.utf8Start, length: text.utf8CodeUnitCount)
    }

    mutating func append(byte: UInt8) {
        guard count < capacity else {
            overflowed = true
            return
        }
        base[count] = byte
        count += 1
    }

    /// A number as `NumberFormat.format` writes it: points on a quarter grid digit by digit, anything else through
    /// `NumberFormat`.
    mutating func append(number value: Double) {
        let quarters = value * 4
        // Below 4e6 quarters, a quarter-grid value is one `NumberFormat` leaves as it is when it rounds to 1e-9.
        // (Whole quarters are told by converting to an integer and back: `rounded()` is a call into the C library.)
        guard abs(quarters) < 4e6, Double(Int(quarters)) == quarters else {
            append(NumberFormat.format(value))
            return
        }
        // At most a sign, seven digits and a quarter: checked once for the whole number.
        guard capacity - count >= 11 else {
            overflowed = true
            return
        }
        let quartersCount = Int(quarters)
        var end = base + count
        if quartersCount < 0 {
            end.pointee = UInt8(ascii: "-")
            end += 1
        }
        // Below 4e6 quarters the whole part has at most six digits: they are counted by comparing, then written from
        // the last back to their places two at a time, each pair copied from a table (dividing by a hundred, which
        // the compiler makes a multiplication, rather than by ten for every digit).
        var whole = quartersCount.magnitude / 4
        let digits = whole < 10 ? 1 : whole < 100 ? 2 : whole < 1000 ? 3 : whole < 10_000 ? 4 : whole < 100_000 ? 5 : 6
        let first = end
        end += digits
        var digit = end
        Self.digitPairs.withUTF8Buffer { pairs in
            while whole >= 10 {
                let pair = Int(truncatingIfNeeded: whole % 100) &* 2
                whole /= 100
                digit -= 2
                digit[0] = pairs[pair]
                digit[1] = pairs[pair &+ 1]
            }
        }
        if digit > first {
            digit -= 1
            digit.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
        }
        let quarter = quartersCount.magnitude % 4
        if quarter != 0 {
            end[0] = UInt8(ascii: ".")
            end[1] = quarter == 2 ? UInt8(ascii: "5") : quarter == 1 ? UInt8(ascii: "2") : UInt8(ascii: "7")
            end[2] = UInt8(ascii: "5")
            end += quarter == 2 ? 2 : 3
        }
        count = end - base
    }

    /// The numbers 00 to 99, two digits each, for writing numbers a pair of digits at a time.
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// Words with a separator between each two, as `joined(separator:)` would make them.
    mutating func append(_ words: [String], separator: String) {
        for (index, word) in words.enumerated() {
            if index > 0 { append(separator) }
            append(word)
        }
    }
}
