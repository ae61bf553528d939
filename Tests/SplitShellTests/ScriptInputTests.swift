import Testing
@testable import SplitShell

/// Script text splits into lines one way, from bytes (standard input, a fuzz input) or from a string (`-c`, a file).
@Suite struct ScriptInputTests {
    static let splits: [Case<String, [String]>] = [
        Case("nothing", "", []),
        Case("one unterminated line", "width 800", ["width 800"]),
        Case("a final newline starts no line", "width 800\n", ["width 800"]),
        Case("a blank line counts", "a\n\nb\n", ["a", "", "b"]),
        Case("a blank last line counts", "a\n\n", ["a", ""]),
        Case("only a newline", "\n", [""]),
        Case("CRLF", "a\r\nb\r\n", ["a", "b"]),
        Case("an unterminated CRLF line", "a\r\nb\r", ["a", "b"]),
        Case("a lone carriage return inside a line stays", "a\rb", ["a\rb"]),
        Case("a last line of only a carriage return is blank", "a\n\r", ["a", ""]),
        Case("non-ASCII", "echo café\necho ☃", ["echo café", "echo ☃"]),
    ]

    @Test(arguments: splits)
    func bytesSplitIntoLines(_ row: Case<String, [String]>) {
        #expect(ScriptInput.lines(Array(row.input.utf8)) == row.output)
    }

    @Test(arguments: splits)
    func aStringSplitsAsItsBytes(_ row: Case<String, [String]>) {
        var reader = TextLineReader(row.input)
        var lines: [String] = []
        while let line = reader.nextLine(prompt: nil)?.text { lines.append(line) }
        #expect(lines == row.output)
    }

    @Test func linesThatAreNotUTF8AreLeftOut() {
        #expect(ScriptInput.lines([0x61, 0xFF, 0x0A, 0x62, 0x0A, 0xC3, 0x28]) == ["b"])
    }
}
