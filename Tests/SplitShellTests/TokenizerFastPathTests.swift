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

    @Test func linesWithQuotesOrNonASCIITakeTheGeneralScanner() {
        #expect(Tokenizer.plainASCIITokens("echo \"a b\"") == nil)
        #expect(Tokenizer.plainASCIITokens("echo café") == nil)
        #expect(Tokenizer.plainASCIITokens("echo\u{00A0}x") == nil)
        #expect(Tokenizer.plainASCIITokens("width 800 # narrow") == [Token("width"), Token("800")])
    }
}
