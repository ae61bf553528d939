import Testing
import TestSupport
@testable import SplitShell

/// The byte-level reading of plain ASCII lines finds exactly the words the general scanner finds.
@Suite struct TokenizerFastPathTests {
    /// Characters that decide how a line splits (every ASCII blank, comment marks, control bytes) and ordinary ones.
    static let alphabet: [Character] = [" ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\r\n", "#", "a", "b", "1", ".", "-", "\u{1C}",
                                        "\u{7F}", "\u{00}", "x"]

    @Test func randomASCIILinesSplitAsTheScannerSplitsThem() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<5000 {
            let line = String((0..<random.below(16)).map { _ in random.pick(Self.alphabet) })
            let fast = Tokenizer.plainASCIITokens(line)
            let scanned = Tokenizer.scan(line).words.map { Token($0.text, quoted: $0.quoted) }
            #expect(fast == scanned, "line \(line.debugDescription)")
        }
    }

    /// Long lines, so words run past eight bytes and are read eight at a time; their bytes include the ones next to
    /// the edges of what that reading takes (`!` and `#` below, `~` and DEL above, a quote, non-ASCII).
    @Test func longLinesSplitAsTheScannerSplitsThemOrAreLeftToIt() {
        let alphabet: [Character] = [" ", "\t", "a", "Z", "9", "!", "#", "~", "\u{7F}", "\u{1F}", "\"", "é", "\u{80}", "\r\n"]
        var random = SplitMix64(seed: 11)
        for _ in 0..<5000 {
            let plain = random.below(4) != 0
            let line = String((0..<random.below(40)).map { _ in
                plain ? random.pick(Array(alphabet.prefix(10))) : random.pick(alphabet)
            })
            let scan = Tokenizer.scan(line)
            let scanned = scan.words.map { Token($0.text, quoted: $0.quoted) }
            if let fast = Tokenizer.plainASCIITokens(line) {
                #expect(fast == scanned, "line \(line.debugDescription)")
            } else {
                #expect(line.utf8.contains { $0 >= 0x80 || $0 == UInt8(ascii: "\"") }, "line \(line.debugDescription)")
            }
        }
    }

    @Test(arguments: [("abcdefgh", 8), (" bcdefgh", 0), ("abcdefg ", 7), ("abc\"efgh", 3), ("ab!defgh", 2),
                      ("a#~\u{7F}efgh", 8), ("abcd\tfgh", 4), ("abcdef\u{00}h", 6), ("abcdefé", 6), ("ébcdefg", 0)])
    func theFirstSpecialOfEightBytesIsFound(_ text: String, _ expected: Int) {
        let bytes = Array(text.utf8)
        #expect(bytes.count == 8)
        let eight = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        #expect(Tokenizer.firstSpecialByte(eight) == expected, "\(text.debugDescription)")
    }

    @Test func linesWithQuotesOrNonASCIITakeTheGeneralScanner() {
        #expect(Tokenizer.plainASCIITokens("echo \"a b\"") == nil)
        #expect(Tokenizer.plainASCIITokens("echo café") == nil)
        #expect(Tokenizer.plainASCIITokens("echo\u{00A0}x") == nil)
        #expect(Tokenizer.plainASCIITokens("width 800 # narrow") == [Token("width"), Token("800")])
    }
}
