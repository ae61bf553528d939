import Testing
import TestSupport
@testable import SplitShell

/// Lines lent in a batch (`lendLines`: many lines from one call, as a batch run reads its input) are the lines lent one
/// at a time, whatever chunks the bytes come in and wherever the body stops taking them.
@Suite struct LineBatchTests {
    /// What `lendLines` lends for `input` fed in chunks of `chunk` bytes, when the body stops after every `stopEvery`
    /// lines (and is called again): each line as text, and whether it was lent as bytes.
    static func batched(_ input: [UInt8], chunk: Int, stopEvery: Int) -> [(line: InputLine, asBytes: Bool)] {
        var taken = 0
        return LineBytesTests.feed(input, chunk: chunk) { splitter, take in
            let run = splitter.lendLines { lent, _ in
                take(lent)
                taken += 1
                return taken % stopEvery != 0
            }
            switch run {
            case .stopped: return .again
            case .end: return .end
            case .needsMore: return .needsMore
            }
        }
    }

    @Test func aBatchLendsTheLinesLentOneAtATime() {
        var random = SplitMix64(seed: 41)
        let alphabet = LineSplitterScanTests.alphabet
        for _ in 0..<3000 {
            let input = (0..<random.below(80)).map { _ in alphabet[random.below(alphabet.count)] }
            let chunk = 1 + random.below(24)
            let batched = Self.batched(input, chunk: chunk, stopEvery: 1 + random.below(4))
            let single = LineBytesTests.lent(input, chunk: chunk)
            #expect(batched.map(\.line) == single.map(\.line), "\(input)")
            #expect(batched.map(\.asBytes) == single.map(\.asBytes), "\(input)")
        }
    }

    /// A line over the limit ends the input in a batch too, after the lines before it, however it arrives.
    @Test(arguments: [1, 3, 7, 64])
    func anOverlongLineEndsABatch(chunk: Int) {
        let input = Array("width 676\r\nshow\nsetStyle tripleColumn\nhide primary\n".utf8)
        var splitter = LineSplitter(limit: 12)
        var lines: [InputLine] = []
        var rest = input[...]
        while true {
            let run = splitter.lendLines { lent, _ in
                switch lent {
                case .ascii(let bytes): lines.append(.text(String(decoding: bytes, as: UTF8.self)))
                case .other(let line): lines.append(line)
                }
                return true
            }
            guard run == .needsMore else { break }
            if rest.isEmpty { splitter.finish() } else {
                splitter.append(rest.prefix(chunk))
                rest = rest.dropFirst(chunk)
            }
        }
        // `setStyle tripleColumn` is 21 bytes; `hide primary` after it is never read.
        #expect(lines == [.text("width 676"), .text("show"), .failed(.lineTooLong(limit: 12))])
        #expect(lines == LineSplitter.lines(input, limit: 12))
    }

    /// Only the first line a call lends is marked first, whatever path each line takes (plain, or not ASCII).
    @Test func onlyTheFirstLineOfACallIsMarkedFirst() {
        var splitter = LineSplitter()
        splitter.append(Array("one\ntwo\nthré\nfour\nfive\n".utf8))
        splitter.finish()
        var marks: [Bool] = []
        _ = splitter.lendLines { _, first in
            marks.append(first)
            return marks.count != 2
        }
        _ = splitter.lendLines { _, first in
            marks.append(first)
            return true
        }
        #expect(marks == [true, false, true, false, false])
    }

    /// The scan finds the first newline wherever it lies in a word of eight bytes, and tells whether the bytes before
    /// it are ASCII, a byte at or above 0x80 after the newline not counting.
    @Test func theScanFindsTheFirstNewlineAndTheASCIIBeforeIt() {
        for length in 0..<20 {
            for newline in [nil] + Array(0..<length) as [Int?] {
                for high in [nil] + Array(0..<length) as [Int?] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if let high { bytes[high] = 0xC3 }
                    if let newline { bytes[newline] = UInt8(ascii: "\n") }
                    for from in 0...length {
                        let scan = bytes.withUnsafeBufferPointer { LineSplitter.scan($0, from: from) }
                        let found = bytes[from...].firstIndex(of: UInt8(ascii: "\n"))
                        let ascii = bytes[from..<(found ?? length)].allSatisfy { $0 < 0x80 }
                        #expect(scan.newline == found, "\(bytes) from \(from)")
                        #expect(scan.ascii == ascii, "\(bytes) from \(from)")
                    }
                }
            }
        }
    }

    /// A reader that gives one line at a time lends them in a batch through `withNextLine`: the body's stop is kept,
    /// and the end of input is told.
    @Test func aReaderOfSingleLinesLendsThemInABatch() {
        var reader = TextLineReader(lines: ["one", "two", "three"])
        var seen: [String] = []
        let stopped = reader.lendLines { lent, _ in
            if case .other(.text(let text)) = lent { seen.append(text) }
            return seen.count < 2
        }
        #expect(stopped)
        #expect(seen == ["one", "two"])
        let ended = reader.lendLines { lent, _ in
            if case .other(.text(let text)) = lent { seen.append(text) }
            return true
        }
        #expect(!ended)
        #expect(seen == ["one", "two", "three"])
    }

    /// Bytes read straight into the splitter's buffer (as a reader of a file reads them), in any amounts, with reads
    /// that fail or give nothing between, split as the same bytes given whole.
    @Test func bytesReadIntoTheBufferSplitAsBytesGivenWhole() {
        var random = SplitMix64(seed: 43)
        let alphabet = LineSplitterScanTests.alphabet
        for _ in 0..<500 {
            let input = (0..<random.below(200)).map { _ in alphabet[random.below(alphabet.count)] }
            var splitter = LineSplitter(limit: 30)
            var lines: [InputLine] = []
            var rest = input[...]
            while true {
                let next = splitter.next()
                if case .line(let line) = next {
                    lines.append(line)
                    continue
                }
                guard next == .needsMore else { break }
                guard !rest.isEmpty else {
                    splitter.finish()
                    continue
                }
                let room = 1 + random.below(40)
                let outcome = random.below(4)
                let result = splitter.append(readingUpTo: room) { buffer in
                    #expect(buffer.count == room)
                    // Now and then a read that failed (-1) or was cut short before any byte came (0 is the end, not
                    // given while bytes are left).
                    guard outcome != 0 else { return -1 }
                    let count = min(rest.count, buffer.count, 1 + random.below(room))
                    for (offset, byte) in rest.prefix(count).enumerated() { buffer[offset] = byte }
                    return count
                }
                if result > 0 { rest = rest.dropFirst(result) }
            }
            #expect(lines == LineSplitter.lines(input, limit: 30), "\(input)")
        }
    }
}
