import Testing
import TestSupport
@testable import SplitShell

/// The splitter's scan (eight bytes at a time, with an ASCII flag that spares plain lines a second reading) cuts and
/// decodes lines exactly as a plain split and the general UTF-8 validation do, whatever chunks the bytes come in.
@Suite struct LineSplitterScanTests {
    /// Bytes that decide how input splits and decodes: newlines, carriage returns, the byte-order mark's bytes, the
    /// halves of `é`, a byte never in UTF-8, and plain letters and blanks (most of them, so long plain runs occur).
    static let alphabet: [UInt8] = [0x0A, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF, 0xC3, 0xA9, 0xFF, 0x7F, 0x00]
        + Array("abcdefgh  12345678".utf8)

    /// The lines a plain split of whole input makes by the rule, each validated by the general decoder.
    static func reference(_ input: [UInt8]) -> [InputLine] {
        guard !input.isEmpty else { return [] }
        var lines = input.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
        if input.last == 0x0A { lines.removeLast() }
        if lines[0].starts(with: [0xEF, 0xBB, 0xBF]) { lines[0].removeFirst(3) }
        return lines.map { bytes in
            guard var text = String(validating: bytes, as: UTF8.self) else {
                return .failed(.invalidUTF8(byte: LineSplitter.firstInvalidByte(bytes[...])))
            }
            if bytes.last == 0x0D { text.removeLast() }
            return .text(text)
        }
    }

    static func chunked(_ input: [UInt8], _ random: inout SplitMix64) -> [InputLine] {
        var splitter = LineSplitter()
        var lines: [InputLine] = []
        var rest = input[...]
        while true {
            switch splitter.next() {
            case .line(let line): lines.append(line)
            case .end: return lines
            case .needsMore:
                if rest.isEmpty {
                    splitter.finish()
                } else {
                    let count = min(rest.count, 1 + random.below(20))
                    splitter.append(rest.prefix(count))
                    rest = rest.dropFirst(count)
                }
            }
        }
    }

    @Test func randomInputSplitsAsAPlainSplitInWholeAndInChunks() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<4000 {
            let input = (0..<random.below(60)).map { _ in Self.alphabet[random.below(Self.alphabet.count)] }
            let expected = Self.reference(input)
            #expect(LineSplitter.lines(input) == expected, "\(input)")
            #expect(Self.chunked(input, &random) == expected, "\(input)")
        }
    }

    /// Long plain lines, where the scan runs eight bytes at a time, with one byte changed at every place.
    @Test func oneUnusualByteAnywhereInALongLineIsSeen() {
        let plain = Array("setViewController VC12 for supplementary".utf8)
        for position in plain.indices {
            for byte: UInt8 in [0x0A, 0xC3, 0xFF, 0x80, 0x0D] {
                var input = plain
                input[position] = byte
                input += [0x0A] + plain
                #expect(LineSplitter.lines(input) == Self.reference(input), "\(byte) at \(position)")
            }
        }
    }
}
