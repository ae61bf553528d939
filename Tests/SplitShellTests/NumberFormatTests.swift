import Testing
import TestSupport
@testable import SplitShell

@Suite struct NumberFormatTests {
    static let printed: [Case<Double, String>] = [
        Case("whole", 1024, "1024"),
        Case("half", 954.5, "954.5"),
        Case("another half", 499.5, "499.5"),
        Case("negative", -290, "-290"),
        Case("quarter", 954.25, "954.25"),
        Case("arithmetic noise above", 954.5000000000001, "954.5"),
        Case("arithmetic noise below", 0.1 + 0.2, "0.3"),
        Case("negative zero", -0.0, "0"),
        Case("zero", 0, "0"),
        Case("small fraction", 0.00001, "0.00001"),
        Case("third", 1.0 / 3.0, "0.333333333"),
        Case("large", 100_000, "100000"),
        Case("nan", .nan, "nan"),
        Case("negative quarter below one", -0.25, "-0.25"),
        Case("three quarters", 0.75, "0.75"),
        Case("negative half", -330.5, "-330.5"),
        Case("off the quarter grid", 0.125, "0.125"),
        Case("beyond the grid's fast path", 2e15, "2000000000000000"),
        Case("large with a fraction", 1_234_567.5, "1234567.5"),
    ]

    @Test(arguments: printed)
    func prints(_ row: Case<Double, String>) {
        #expect(NumberFormat.format(row.input) == row.output)
    }

    @Test(arguments: [1024, 954.5, 499.5, -290, 0.3, 683, 1180.5, 0.00001, 12345.678])
    func readsBack(_ value: Double) {
        #expect(NumberFormat.parse(NumberFormat.format(value)) == value)
    }

    /// Whole numbers are read from their bytes: the value and its sign must be what the general reader makes of them.
    @Test(arguments: ["0", "-0", "007", "-007", "320", "999999999999999", "-999999999999999", "000000000000001"])
    func readsWholeNumbersAsTheGeneralReaderDoes(_ text: String) throws {
        let value = try NumberFormat.read(text).get()
        let expected = NumberFormat.rounded(try #require(Double(text)))
        #expect(value == expected)
        #expect(value.sign == expected.sign)
    }

    @Test func wholeNumbersPastTheFastPathStillFollowTheRules() {
        #expect(NumberFormat.parse("0000000000000001") == 1)
        #expect(NumberFormat.read("1234567890123456") == .failure(.tooManyDigits))
        #expect(NumberFormat.parse("-") == nil)
        #expect(NumberFormat.parse("+5") == nil)
    }

    static let parsed: [Case<String, Double?>] = [
        Case("integer", "320", 320),
        Case("fraction", "954.25", 954.25),
        Case("negative", "-4", -4),
        Case("leading point", ".5", 0.5),
        Case("empty", "", nil),
        Case("nan", "nan", nil),
        Case("inf", "inf", nil),
        Case("infinity", "infinity", nil),
        Case("hex", "0x10", nil),
        Case("exponent", "1e3", nil),
        Case("plus sign", "+5", nil),
        Case("two points", "1.2.3", nil),
        Case("word", "automatic", nil),
        Case("minus alone", "-", nil),
        Case("point alone", ".", nil),
    ]

    @Test(arguments: parsed)
    func parses(_ row: Case<String, Double?>) {
        #expect(NumberFormat.parse(row.input) == row.output)
    }

    /// What `plainDecimal` made of a text's bytes.
    static func plainDecimal(_ text: String) -> Double? {
        var copy = text
        return copy.withUTF8 { NumberFormat.plainDecimal($0) }
    }

    /// A decimal read from its bytes is the same double the text reader makes, sign included; a word it does not
    /// read, the text reader refuses or reads otherwise.
    static func expectSameAsText(_ text: String) {
        guard let fromBytes = plainDecimal(text) else { return }
        let fromText = NumberFormat.read(text)
        #expect(fromText == .success(fromBytes), "\(text.debugDescription)")
        if case .success(let value) = fromText {
            #expect(value.bitPattern == fromBytes.bitPattern, "\(text.debugDescription)")
        }
    }

    @Test(arguments: ["320", "-4", "954.25", ".5", "5.", "-.5", "0", "-0", "-0.0", "007.50", "0.000000001", "999999999999999",
                      "99999999.9999999", "0.123456789", "1" + String(repeating: "0", count: 22), "123456789012345000",
                      "1.0000000000", "-1234567.5", "3.14159", "0.3", "1180.5", "0.1", "123456.000000001"])
    func readsDecimalsFromBytesAsFromText(_ text: String) {
        #expect(Self.plainDecimal(text) != nil, "\(text) is left to the text reader")
        Self.expectSameAsText(text)
    }

    @Test(arguments: ["", "-", ".", "-.", "1e3", "nan", "inf", "+5", "0x10", "1.2.3", "1 2", "1" + String(repeating: "0", count: 23),
                      "0.1234567891", "0.0000000001", "1234567890123456", "1.23456789012345678", "--1", "1-", "\u{661}"])
    func leavesOtherWordsToTheTextReader(_ text: String) {
        #expect(Self.plainDecimal(text) == nil, "\(text)")
    }

    @Test func readsRandomDecimalsFromBytesAsFromText() {
        let digits: [Character] = ["0", "0", "0", "1", "2", "5", "7", "9"]
        var random = SplitMix64(seed: 41)
        var read = 0
        for _ in 0..<40000 {
            var text = random.chance(0.3) ? "-" : ""
            text += String((0..<random.below(20)).map { _ in random.pick(digits) })
            if random.chance(0.6) { text += "." + String((0..<random.below(14)).map { _ in random.pick(digits) }) }
            if random.chance(0.1) {
                let place = text.index(text.startIndex, offsetBy: random.below(text.count + 1))
                text.insert(random.pick(["e", "+", "x", "-", ".", " "]), at: place)
            }
            if Self.plainDecimal(text) != nil { read += 1 }
            Self.expectSameAsText(text)
        }
        #expect(read > 1000)
    }
}
