import Testing
@testable import SplitShell

/// A location written as bytes (how an error line starts when it is written without a `String` made) reads as its text.
@Suite struct SourceLocationTests {
    @Test(arguments: ["-", "script.txt", "-c:2", "dir/a b.txt", "café.splitnav"], [0, 1, 9, 10, 99, 100, 4096, 123_456_789])
    func theBytesAreTheText(file: String, line: Int) {
        let location = SourceLocation(file: file, line: line)
        let written = TextBytes.text { text in
            text.append(literal: "before ")
            location.write(to: &text)
        }
        #expect(written == "before " + location.text)
    }
}
