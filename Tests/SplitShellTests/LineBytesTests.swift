import Testing
import TestSupport
@testable import SplitShell

/// Plain ASCII lines run from the bytes their reader lends, with no `String` made: every step of that path (the
/// splitter lending a line, the parser reading bytes, the session running them, a script's name read from a comment)
/// gives what the `String` path gives for the same text.
@Suite struct LineBytesTests {
    /// Lines the parser and the session read in different ways: commands, blanks, comments, quotes, errors, text that
    /// is not ASCII.
    static let lines = [
        "", "   ", "\t", "# a comment", "   # indented comment", "width 676", "  width   676  ", "width\t590",
        "setViewController VC11 for primary", "setPreferredDisplayMode oneBesideSecondary", "show primary",
        "hide primary", "sizeClass compact", "setStyle tripleColumn", "tap displayModeButton", "echo \"two  spaces\"",
        "echo \"unclosed", "echo plain words", "width", "width wide", "setPreferredDisplayMode twoBeside",
        "frobnicate", "get displayMode", "expect displayMode oneBesideSecondary", "expect isCollapsed false",
        "width 676 # trailing", "échoer", "echo café", "events on", "tap back", "undo", "undo", "reset",
    ]

    /// What one step of taking lines from a splitter found: more lines may follow, the input ended, or the splitter
    /// needs more bytes first.
    enum Step { case again, end, needsMore }

    /// The lines a splitter lends for `input`, fed in chunks of `chunk` bytes and taken by `step` (which passes on each
    /// line it is lent to the body it is given): each line as text, and whether it was lent as bytes.
    static func feed(_ input: [UInt8], chunk: Int,
                     step: (inout LineSplitter, (LentLine) -> Void) -> Step) -> [(line: InputLine, asBytes: Bool)] {
        var splitter = LineSplitter()
        var lines: [(line: InputLine, asBytes: Bool)] = []
        var rest = input[...]
        while true {
            let found = step(&splitter) { lent in
                switch lent {
                case .ascii(let bytes): lines.append((.text(String(decoding: bytes, as: UTF8.self)), true))
                case .other(let line): lines.append((line, false))
                }
            }
            switch found {
            case .again: continue
            case .end: return lines
            case .needsMore:
                if rest.isEmpty {
                    splitter.finish()
                } else {
                    splitter.append(rest.prefix(chunk))
                    rest = rest.dropFirst(chunk)
                }
            }
        }
    }

    /// What the splitter lends one line at a time for `input`, fed in chunks of `chunk` bytes.
    static func lent(_ input: [UInt8], chunk: Int) -> [(line: InputLine, asBytes: Bool)] {
        feed(input, chunk: chunk) { splitter, take in
            switch splitter.lendNext(take) {
            case .lent: .again
            case .end: .end
            case .needsMore: .needsMore
            }
        }
    }

    @Test func theSplitterLendsTheLinesItGivesAndPlainOnesAsBytes() {
        var random = SplitMix64(seed: 29)
        let alphabet = LineSplitterScanTests.alphabet
        for _ in 0..<3000 {
            let input = (0..<random.below(60)).map { _ in alphabet[random.below(alphabet.count)] }
            let lent = Self.lent(input, chunk: 1 + random.below(20))
            #expect(lent.map(\.line) == LineSplitter.lines(input), "\(input)")
            for (line, asBytes) in lent where asBytes {
                let isASCII = line.text.map { text in text.utf8.allSatisfy { $0 < 0x80 } } ?? false
                #expect(isASCII, "\(input)")
            }
        }
    }

    @Test func aCarriageReturnBeforeTheNewlineIsNotLent() {
        let lent = Self.lent(Array("width 676\r\nshow primary\r".utf8), chunk: 4)
        #expect(lent.map(\.line) == [.text("width 676"), .text("show primary")])
        let allAsBytes = lent.allSatisfy(\.asBytes)
        #expect(allAsBytes)
    }

    @Test(arguments: lines)
    func theParserReadsBytesAsItReadsText(_ line: String) {
        var bytes = Array(line.utf8)
        let fromBytes = bytes.withUnsafeMutableBufferPointer { buffer in
            Result { () throws(ShellError) in try Parser.parse(utf8: UnsafeBufferPointer(buffer)) }
        }
        let fromText = Result { () throws(ShellError) in try Parser.parse(line) }
        #expect(fromBytes == fromText)
    }

    @Test func aSessionRunsBytesAsItRunsText() {
        var fromBytes = Session()
        var fromText = Session()
        for line in Self.lines + Self.lines {
            var bytes = Array(line.utf8)
            let response = bytes.withUnsafeMutableBufferPointer { fromBytes.execute(utf8: UnsafeBufferPointer($0)) }
            #expect(response == fromText.execute(line), "\(line)")
            #expect(fromBytes.state == fromText.state, "\(line)")
        }
    }

    @Test(arguments: [
        ["# name: Lent", "width 676"], ["#  The first comment. More.", "# more", "show primary"],
        ["  # indented", "width 590"], ["#!/usr/bin/env splitnav", "# name:  spaced  "], ["width 676", "# late"],
    ])
    func aScriptIsNamedFromBytesAsFromText(_ lines: [String]) {
        var fromBytes = ScriptRecord(path: "script")
        var fromText = ScriptRecord(path: "script")
        for line in lines {
            var bytes = Array(line.utf8)
            bytes.withUnsafeMutableBufferPointer { fromBytes.noteLine(UnsafeBufferPointer($0)) }
            fromText.noteLine(line)
        }
        #expect(fromBytes.name == fromText.name)
    }

    @Test func lineTextIsTheTextEitherWay() {
        var bytes = Array("width 676".utf8)
        let text = bytes.withUnsafeMutableBufferPointer { LineText.ascii(UnsafeBufferPointer($0)).string }
        #expect(text == "width 676")
        #expect(LineText.string("échoer").string == "échoer")
    }
}
