import Foundation
import SplitModel
import Testing
import TestSupport
@testable import SplitShell

/// The parser reads a plain ASCII line's words in place and matches them by their bytes; these tests check that
/// gives exactly what reading every line by the general scanner and matching every word as text gives.
@Suite struct ByteParsingTests {
    /// What parsing a line gave: the command or the error, as comparable text.
    static func outcome(_ line: String, _ reading: Tokenizer.WordReading) -> String {
        do throws(ShellError) {
            return "command: " + String(describing: try Parser.parse(line, reading: reading))
        } catch {
            return "error: " + String(describing: error)
        }
    }

    static func expectSameReadings(_ line: String) {
        let fastest = outcome(line, .fastest)
        #expect(outcome(line, .scanned) == fastest, "\(line.debugDescription)")
        #expect(outcome(line, .asText) == fastest, "\(line.debugDescription)")
    }

    static let transcriptLines: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TranscriptTests/Transcripts")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.sorted().flatMap { file -> [String] in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { return [] }
            return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.hasPrefix("> ") ? String(line.dropFirst(2)) : String(line)
            }
        }
    }()

    @Test func transcriptsAreFound() {
        #expect(Self.transcriptLines.count > 1000)
    }

    @Test func everyExampleAndTranscriptLineParsesAlikeEveryWay() {
        for spec in CommandTable.all {
            for line in spec.examples { Self.expectSameReadings(line) }
        }
        for line in Self.transcriptLines { Self.expectSameReadings(line) }
    }

    /// Lines made of command words, value words, numbers, controller names, keywords and awkward bytes.
    @Test func randomLinesParseAlikeEveryWay() {
        let words = CommandTable.allNames + ["primary", "secondary", "supplementary", "inspector", "tripleColumn", "doubleColumn",
            "automatic", "allVisible", "primaryHidden", "yes", "no", "on", "off", "true", "false", "for", "from", "on", "nil",
            "split", "320", "-4", "0.5", ".5", "1e3", "nan", "inf", "0x10", "12345678901234567", "VC1", "nav[A,B]", "tab[A|B]",
            "back", "displayModeButton", "compact", "auto", "18", "26", "iPad", "landscape", "x", "#", "\"a b\"", "\"\"",
            "\u{212A}", "caf\u{E9}", "cafe\u{301}", "\t", "\u{0}", "\u{A0}", "displayMode", "frame", "width", "320x480"]
        var random = SplitMix64(seed: 16)
        for _ in 0..<3000 {
            let line = (0..<random.below(6)).map { _ in random.pick(words) }.joined(separator: random.pick([" ", "  ", "\t"]))
            Self.expectSameReadings(line)
        }
    }

    /// Numbers read from a word's bytes are read exactly as from its text: the same value or the same error.
    @Test func numbersFromBytesReadAsFromText() {
        let alphabet: [Character] = ["0", "1", "5", "9", "-", ".", "e", "+", " ", "x", "\u{0}", "\u{661}", "0", "0"]
        var random = SplitMix64(seed: 3)
        var texts = ["", "-", ".", "-.", "0", "-0", "123456789012345", "1234567890123456", "-123456789012345", "0.1234567890",
                     "1e5", "nan", "inf", "007", "1.", "1.0000000000", "99999999999999999999"]
        for _ in 0..<20000 { texts.append(String((0..<random.below(18)).map { _ in random.pick(alphabet) })) }
        for text in texts {
            var copy = text
            let fromBytes = copy.withUTF8 { bytes in
                Result { () throws(ShellError) in try NumberFormat.value(bytes) { .invalidNumber($0) } }
            }
            let fromText = Result { () throws(ShellError) in try NumberFormat.value(text, otherwise: .invalidNumber(text)) }
            #expect(fromBytes == fromText, "\(text.debugDescription)")
        }
    }

    /// Every word of the sets the command table reads is ASCII, so matching a word's bytes is matching its text.
    @Test func valueSetWordsAreASCIIAndFoundFromTheirBytes() {
        var sets: [ValueSet] = []
        func collect(_ slot: Slot) {
            switch slot {
            case .choice(let set): sets.append(set)
            case .optional(let slots): slots.forEach(collect)
            case .repeated(let slot): collect(slot)
            default: break
            }
        }
        CommandTable.all.flatMap(\.shape).forEach(collect)
        #expect(sets.count > 10)
        for set in sets {
            for word in set.acceptedWords {
                #expect(word.utf8.allSatisfy { $0 < 0x80 }, "\(word)")
                var copy = word
                let fromBytes = copy.withUTF8 { set.canonicalIndex($0, isASCII: true) }
                #expect(fromBytes != nil && fromBytes == set.canonicalIndex(word), "\(word)")
            }
            for alias in set.aliases.values { #expect(set.values.contains(alias), "\(alias)") }
            for word in ["", "x", "Primary", "primary ", "tru", "truee"] {
                var copy = word
                #expect(copy.withUTF8 { set.canonicalIndex($0, isASCII: true) } == set.canonicalIndex(word), "\(word)")
            }
        }
    }

    /// Word ranges keep their order, quoting and positions however many words a line has and wherever they lie.
    @Test func wordRangesHoldEveryWord() {
        for count in [0, 1, 3, 4, 5, 9, 40] {
            var ranges = WordRanges()
            let expected = (0..<count).map { WordRange(start: $0 * 7, end: $0 * 7 + 3 + $0 % 2, quoted: $0 % 3 == 1) }
            for range in expected { ranges.append(range) }
            ranges.append(WordRange(start: 1 << 33, end: (1 << 33) + 2, quoted: true))
            #expect(ranges.count == count + 1)
            for (index, range) in expected.enumerated() {
                #expect(ranges[index].start == range.start && ranges[index].end == range.end && ranges[index].quoted == range.quoted)
            }
            #expect(ranges[count].start == 1 << 33 && ranges[count].end == (1 << 33) + 2 && ranges[count].quoted)
        }
    }
}
