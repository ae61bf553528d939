import Testing
@testable import SplitShell

@Suite struct TokenizerTests {
    static let cases: [Case<String, [String]>] = [
        Case("words", "setStyle tripleColumn", ["setStyle", "tripleColumn"]),
        Case("extra blanks and tabs", "  width \t 1024  ", ["width", "1024"]),
        Case("blank line", "   ", []),
        Case("empty line", "", []),
        Case("comment line", "# a comment", []),
        Case("trailing comment", "width 800 # narrow", ["width", "800"]),
        Case("hash inside a word", "echo a#b", ["echo", "a#b"]),
        Case("quoted word", "device \"iPad Pro 13-inch\" landscape", ["device", "iPad Pro 13-inch", "landscape"]),
        Case("quoted hash", "echo \"# not a comment\"", ["echo", "# not a comment"]),
        Case("empty quotes", "echo \"\"", ["echo", ""]),
        Case("escaped quote", "echo \"say \\\"hi\\\"\"", ["echo", "say \"hi\""]),
        Case("quote joins a word", "echo a\"b c\"d", ["echo", "ab cd"]),
    ]

    @Test(arguments: cases)
    func tokenizes(_ row: Case<String, [String]>) throws {
        #expect(try Tokenizer.tokenize(row.input).map(\.text) == row.output)
    }

    @Test(arguments: ["echo \"open", "\"", "device \"iPad"])
    func unbalancedQuoteIsAnError(_ line: String) {
        #expect(throws: ShellError.unbalancedQuote) { try Tokenizer.tokenize(line) }
    }

    @Test(arguments: ["plain", "two words", "", "#hash", "a \"quote\"", "back\\slash", "tab\there"])
    func quotingReadsBack(_ word: String) throws {
        #expect(try Tokenizer.tokenize("x " + Tokenizer.quote(word)).map(\.text) == ["x", word])
    }
}
