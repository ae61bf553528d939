/// Words with a number each (where a command word is found in the table), looked up from a word's bytes: its length
/// and its first and last bytes pick a bucket, and only the few words in it are compared whole. Finding a command
/// word hashes nothing and compares it with one word or two, not with every word the table knows.
struct WordIndex: Sendable {
    private struct Entry: Sendable {
        let word: String
        /// The word's UTF-8, for `value(of:)` of bytes.
        let bytes: [UInt8]
        let value: Int
    }

    /// A power of two, well above the number of words a table part holds, so most buckets hold one word.
    private static let bucketCount = 256
    private let buckets: [[Entry]]

    /// The first pair of a word wins (a word is claimed once; a test checks it).
    init(_ pairs: some Sequence<(String, Int)>) {
        var buckets = [[Entry]](repeating: [], count: Self.bucketCount)
        for (word, value) in pairs {
            let bucket = Self.bucket(of: word)
            if !buckets[bucket].contains(where: { $0.word == word }) { buckets[bucket].append(Entry(word: word, bytes: Array(word.utf8), value: value)) }
        }
        self.buckets = buckets
    }

    /// The number of a word, nil for a word the index does not hold.
    func value(of word: String) -> Int? {
        for entry in buckets[Self.bucket(of: word)] where entry.word == word { return entry.value }
        return nil
    }

    /// The number of the word these bytes spell exactly, nil for one the index does not hold. (For ASCII bytes this
    /// is `value(of:)` of their text; other text may be spelled with other bytes, which this does not find.)
    func value(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for entry in buckets[Self.key(bytes) & (Self.bucketCount - 1)] where Words.equal(bytes, entry.bytes) { return entry.value }
        return nil
    }

    /// The bucket of a word, from its length and its first and last bytes (an empty word has bucket 0).
    private static func bucket(of word: String) -> Int {
        (word.utf8.withContiguousStorageIfAvailable(key) ?? key(Array(word.utf8))) & (bucketCount - 1)
    }

    private static func key(_ bytes: some BidirectionalCollection<UInt8>) -> Int {
        guard let first = bytes.first, let last = bytes.last else { return 0 }
        return bytes.count &* 37 &+ Int(first) &* 5 &+ Int(last)
    }
}
