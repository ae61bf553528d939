/// Words with a number each (where a command word is found in the table), looked up from a word's bytes: its length
/// and its first and last bytes pick a bucket, and only the few words in it are compared whole. Finding a command
/// word hashes nothing and compares it with one word or two, not with every word the table knows.
///
/// The buckets lie flat in one table behind one reference: a look-up copies no array and reads no array of arrays.
struct WordIndex: Sendable {
    /// A word's place in `Table.bytes` and its number.
    private struct Entry: Sendable {
        let start: Int
        let end: Int
        let value: Int
    }

    /// The words' UTF-8 end to end, their entries grouped by bucket, and where each bucket's entries start. The bytes
    /// are held in memory of its own, so a look-up compares them in place without a closure around the comparison.
    /// (`@unchecked`: nothing is written after `init`.)
    private final class Table: @unchecked Sendable {
        let bytes: UnsafeMutableBufferPointer<UInt8>
        let words: [String]
        let entries: UnsafeMutableBufferPointer<Entry>
        /// Bucket `b`'s entries are `entries[bucketStarts[b]..<bucketStarts[b + 1]]`.
        let bucketStarts: UnsafeMutableBufferPointer<Int>

        init(bytes: [UInt8], words: [String], entries: UnsafeMutableBufferPointer<Entry>, bucketStarts: [Int]) {
            self.bytes = Self.copy(bytes)
            self.words = words
            self.entries = entries
            self.bucketStarts = Self.copy(bucketStarts)
        }

        deinit {
            bytes.deallocate()
            entries.deallocate()
            bucketStarts.deallocate()
        }

        private static func copy<Element>(_ elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
            let copy = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
            _ = copy.initialize(from: elements)
            return copy
        }
    }

    /// A power of two, well above the number of words a table part holds, so most buckets hold one word.
    private static let bucketCount = 256
    private let table: Table

    /// The index of word and number pairs (`words[i]` has `values[i]`); the first pair of a word wins (a word is
    /// claimed once; a test checks it). The words are sorted into their buckets by counting, in one flat pass: an
    /// array per bucket made the index's build a noticeable part of start-up. Nothing is gathered in an array of
    /// tuples or of `Entry`: such an array's type metadata is made at run time, which cost more than the rest.
    init(words given: [String], values: [Int]) {
        precondition(given.count == values.count, "\(given.count) words, \(values.count) numbers")
        let buckets = given.map(Self.bucket(of:))
        // Where each bucket's words go, in the order given, so the first pair of a word comes first in its bucket.
        var starts = [Int](repeating: 0, count: Self.bucketCount + 1)
        for bucket in buckets { starts[bucket + 1] += 1 }
        for bucket in 0..<Self.bucketCount { starts[bucket + 1] += starts[bucket] }
        var order = [Int](repeating: 0, count: given.count)
        var next = starts
        for (position, bucket) in buckets.enumerated() {
            order[next[bucket]] = position
            next[bucket] += 1
        }
        var bytes: [UInt8] = []
        var words: [String] = []
        bytes.reserveCapacity(given.reduce(0) { $0 + $1.utf8.count })
        let entries = UnsafeMutableBufferPointer<Entry>.allocate(capacity: max(given.count, 1))
        var bucketStarts = [0]
        words.reserveCapacity(given.count)
        bucketStarts.reserveCapacity(Self.bucketCount + 1)
        for bucket in 0..<Self.bucketCount {
            let first = words.count
            for position in order[starts[bucket]..<starts[bucket + 1]] {
                let word = given[position]
                if words[first...].contains(word) { continue }
                let start = bytes.count
                Self.append(word, to: &bytes)
                entries.initializeElement(at: words.count, to: Entry(start: start, end: bytes.count, value: values[position]))
                words.append(word)
            }
            bucketStarts.append(words.count)
        }
        table = Table(bytes: bytes, words: words, entries: entries, bucketStarts: bucketStarts)
    }

    /// Appends a word's UTF-8, copied in one go from a native string's storage (`+=` of its UTF-8 view copied it a byte
    /// at a time, most of building an index).
    private static func append(_ word: String, to bytes: inout [UInt8]) {
        if word.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil { bytes += word.utf8 }
    }

    /// The index of word and number pairs, as `init(words:values:)` makes it.
    init(_ pairs: some Sequence<(String, Int)>) {
        var words: [String] = []
        var values: [Int] = []
        for (word, value) in pairs {
            words.append(word)
            values.append(value)
        }
        self.init(words: words, values: values)
    }

    /// The number of a word, nil for a word the index does not hold.
    func value(of word: String) -> Int? {
        let bucket = Self.bucket(of: word)
        for position in table.bucketStarts[bucket]..<table.bucketStarts[bucket + 1] where table.words[position] == word {
            return table.entries[position].value
        }
        return nil
    }

    /// The number of the word these bytes spell exactly, nil for one the index does not hold. (For ASCII bytes this
    /// is `value(of:)` of their text; other text may be spelled with other bytes, which this does not find.)
    func value(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, let words = UnsafePointer(table.bytes.baseAddress), bytes.count > 0 else {
            return bytes.isEmpty ? emptyWordValue : nil
        }
        let count = bytes.count
        let bucket = Self.key(count: count, first: base[0], last: base[count - 1]) & (Self.bucketCount - 1)
        let entries = table.entries
        var position = table.bucketStarts[bucket]
        let end = table.bucketStarts[bucket + 1]
        while position < end {
            let entry = entries[position]
            if entry.end - entry.start == count, Words.equal(base, words + entry.start, count: count) { return entry.value }
            position += 1
        }
        return nil
    }

    /// The number of the empty word, which no command has (looked up as `value(of:)` of a `String` does).
    private var emptyWordValue: Int? { value(of: "") }

    /// The bucket of a word, from its length and its first and last bytes (an empty word has bucket 0).
    private static func bucket(of word: String) -> Int {
        (word.utf8.withContiguousStorageIfAvailable(key) ?? key(Array(word.utf8))) & (bucketCount - 1)
    }

    private static func key(_ bytes: some BidirectionalCollection<UInt8>) -> Int {
        guard let first = bytes.first, let last = bytes.last else { return 0 }
        return key(count: bytes.count, first: first, last: last)
    }

    /// The one hash both look-ups use: a word's bytes and its text must land in the same bucket.
    @inline(__always) private static func key(count: Int, first: UInt8, last: UInt8) -> Int {
        count &* 37 &+ Int(first) &* 5 &+ Int(last)
    }
}
