import Testing
@testable import SplitShell

/// The byte-keyed word index finds each of its words, spelled with the same bytes, and nothing else. (A word spelled
/// with other bytes for the same text, such as a decomposed accent, is not found: the command table then falls back
/// to its full search.)
struct WordIndexTests {
    static let words = ["a", "ab", "ba", "abc", "acb", "width", "widtH", "wiDth", "setStyle", "setViewController",
                        "setPreferredSplitBehavior", "é", "éa", "aé", "日本", "x y", ""]

    @Test func everyWordFindsItsOwnNumberAndTheFirstClaimWins() {
        let index = WordIndex(Self.words.enumerated().map { ($1, $0) } + [("width", 99)])
        for (number, word) in Self.words.enumerated() { #expect(index.value(of: word) == number, "\(word)") }
    }

    @Test func aWordTheIndexDoesNotHoldIsNotFound() {
        let index = WordIndex(Self.words.dropLast().enumerated().map { ($1, $0) })
        for word in ["", "b", "abd", "widt", "width ", " width", "Width", "setStyl", "e", "日", "ab\u{301}", "a\u{0}"] {
            #expect(index.value(of: word) == nil, "\(word)")
        }
    }

    /// Many words with the same length and ends share buckets; each is still told apart by its whole text.
    @Test func wordsSharingABucketAreToldApart() {
        let words = (0..<500).map { "a\($0)z" }
        let index = WordIndex(words.enumerated().map { ($1, $0) })
        for (number, word) in words.enumerated() { #expect(index.value(of: word) == number) }
        #expect(index.value(of: "a500z") == nil)
    }

    /// Looked up from its bytes, each word finds its number, and bytes the index does not hold find nothing.
    @Test func everyWordIsFoundFromItsBytes() {
        let index = WordIndex(Self.words.enumerated().map { ($1, $0) })
        func value(_ word: String) -> Int? { Array(word.utf8).withUnsafeBufferPointer { index.value(of: $0) } }
        for (number, word) in Self.words.enumerated() where !word.isEmpty { #expect(value(word) == number, "\(word)") }
        for word in ["b", "abd", "widt", "width ", "Width", "setStyl", "e", "日", "ab\u{301}", "a\u{0}"] {
            #expect(value(word) == nil, "\(word)")
        }
    }
}
