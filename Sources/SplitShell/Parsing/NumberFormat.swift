/// Numbers as splitnav reads and prints them: decimal only, printed in the shortest form that reads back the same.
public enum NumberFormat {
    /// `1024`, `954.5`, `-290`: rounded to 1e-9 first so arithmetic noise never shows.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let value = rounded(value)
        // Most numbers splitnav prints are points on a quarter-point grid: written directly, they skip the general
        // (and, per command's change summary, costly) description and exponent handling.
        let quarters = value * 4
        if abs(quarters) < 1e15, quarters == quarters.rounded() {
            let count = Int(quarters)
            let whole = String(count.magnitude / 4)
            let text = count < 0 ? "-" + whole : whole
            return text + ["", ".25", ".5", ".75"][Int(count.magnitude % 4)]
        }
        var text = expandExponent(value.description)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// How many decimal places a number may have: `format` rounds to them.
    public static let decimalPlaces = 9
    /// How many significant digits a number may have: a double holds that many exactly.
    public static let significantDigits = 15

    /// A decimal number (`320`, `-4`, `954.25`, `.5`); nil for anything else, `nan`, `inf`, hex and exponents included,
    /// and for a number `read` refuses.
    public static func parse(_ text: String) -> Double? {
        try? read(text).get()
    }

    /// A decimal number, or why not. A number splitnav would have to round is refused rather than rounded, so it means
    /// exactly what was typed and prints as typed: more than `decimalPlaces` decimal places (`0.9999999999999999` is not
    /// quietly 1), more than `significantDigits` significant digits, or beyond what a double holds. Trailing zeros after
    /// the point and leading zeros count for nothing.
    public static func read(_ text: String) -> Result<Double, NumberProblem> {
        if let whole = text.utf8.withContiguousStorageIfAvailable(exactWholeNumber) ?? nil { return .success(whole) }
        var body = Substring(text)
        if body.first == "-" { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digits = parts.joined()
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return .failure(.notANumber) }
        let whole = parts[0].drop { $0 == "0" }
        var fraction = parts.count > 1 ? parts[1] : ""
        while fraction.last == "0" { fraction.removeLast() }
        if fraction.count > decimalPlaces {
            let zeroToTheLastPlace = whole.isEmpty && fraction.prefix(decimalPlaces).allSatisfy { $0 == "0" }
            return .failure(zeroToTheLastPlace ? .tooCloseToZero : .tooManyDecimalPlaces)
        }
        let significant = if whole.isEmpty {
            fraction.drop { $0 == "0" }.count
        } else if fraction.isEmpty {
            whole.count - whole.reversed().prefix { $0 == "0" }.count
        } else {
            whole.count + fraction.count
        }
        if significant > significantDigits { return .failure(.tooManyDigits) }
        guard let value = Double(text), value.isFinite else { return .failure(.tooLarge) }
        return .success(rounded(value))
    }

    /// The number `text` writes; `notANumber` when it is not written as a decimal number, the problem when `read`
    /// refuses it otherwise.
    static func value(_ text: String, otherwise notANumber: ShellError) throws(ShellError) -> Double {
        switch read(text) {
        case .success(let value): return value
        case .failure(.notANumber): throw notANumber
        case .failure(let problem): throw .unrepresentableNumber(text, problem)
        }
    }

    /// The number a word's bytes write, exactly as `value(_:otherwise:)` reads their text: a plain decimal is read from
    /// the bytes, anything else from the text. `notANumber` makes the error for the text when it is no number.
    static func value(_ bytes: UnsafeBufferPointer<UInt8>, otherwise notANumber: (String) -> ShellError) throws(ShellError) -> Double {
        if let number = plainDecimal(bytes) { return number }
        let text = String(decoding: bytes, as: UTF8.self)
        return try value(text, otherwise: notANumber(text))
    }

    /// The number a decimal word's bytes write (`320`, `-4`, `954.25`, `.5`, `1000000000000000000000`), exactly as
    /// `read` reads its text, rounded as it rounds it, with no `String` made; nil for a word `read` refuses or that is
    /// not read here (more than 22 zeros closing a whole number), which `read` then looks at in full.
    ///
    /// The value is the same double: the at most fifteen significant digits make a whole number below 2^53, held
    /// exactly, and it is divided by a power of ten of at most nine places or multiplied by one of at most 22 zeros,
    /// held exactly too; one division or multiplication of exact values rounds once, to the double nearest the
    /// decimal, which is what reading the text gives.
    static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        if let whole = exactWholeNumber(bytes) { return whole }
        let count = bytes.count
        let start = bytes.first == UInt8(ascii: "-") ? 1 : 0
        // Digits and at most one point, nothing else.
        var point = count
        for index in start..<count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                guard point == count else { return nil }
                point = index
            } else if !isDigit(byte) {
                return nil
            }
        }
        let fractionStart = min(point + 1, count)
        guard point - start + count - fractionStart > 0 else { return nil }
        // The whole part without its leading zeros, the fraction without its closing ones.
        var wholeStart = start
        while wholeStart < point, bytes[wholeStart] == UInt8(ascii: "0") { wholeStart += 1 }
        var fractionEnd = count
        while fractionEnd > fractionStart, bytes[fractionEnd - 1] == UInt8(ascii: "0") { fractionEnd -= 1 }
        let fraction = fractionEnd - fractionStart
        guard fraction <= decimalPlaces else { return nil }
        // A whole number's closing zeros are a power of ten to multiply by, not digits.
        var wholeEnd = point
        if fraction == 0 {
            while wholeEnd > wholeStart, bytes[wholeEnd - 1] == UInt8(ascii: "0") { wholeEnd -= 1 }
        }
        let zeros = point - wholeEnd
        var significant = wholeEnd - wholeStart + fraction
        if wholeStart == point {
            var first = fractionStart
            while first < fractionEnd, bytes[first] == UInt8(ascii: "0") { first += 1 }
            significant = fractionEnd - first
        }
        guard significant <= significantDigits, zeros < powersOfTen.count else { return nil }
        var significand = 0
        for index in wholeStart..<wholeEnd { significand = significand * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
        for index in fractionStart..<fractionEnd { significand = significand * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
        var value = Double(significand)
        if fraction > 0 { value /= powersOfTen[fraction] }
        if zeros > 0 { value *= powersOfTen[zeros] }
        return rounded(start == 1 ? -value : value)
    }

    /// A whole number of at most `significantDigits` digits, optionally negative (`676`, `-4`): what most typed
    /// numbers are. Its double is exact and on the grid `rounded` rounds to, so it is returned as it stands, but for -0,
    /// which `rounded` makes 0.
    @inline(__always) private static func exactWholeNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard var cursor = bytes.baseAddress else { return nil }
        let end = cursor + bytes.count
        let negative = cursor < end && cursor.pointee == UInt8(ascii: "-")
        if negative { cursor += 1 }
        guard cursor < end, end - cursor <= significantDigits else { return nil }
        var magnitude = 0
        while cursor < end {
            let digit = cursor.pointee &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            magnitude = magnitude &* 10 &+ Int(digit)
            cursor += 1
        }
        return negative && magnitude != 0 ? -Double(magnitude) : Double(magnitude)
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// 10^0 to 10^22, each a double exactly.
    private static let powersOfTen: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13,
                                                1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]

    /// To 1e-9 below a million (above, a double has no digits that fine to spare); never -0.
    static func rounded(_ value: Double) -> Double {
        let rounded = abs(value) < 1e6 ? (value * 1e9).rounded() / 1e9 : value
        return rounded == 0 ? 0 : rounded
    }

    /// Swift prints very small or large doubles with an exponent (`1e-05`); splitnav always prints plain decimals.
    static func expandExponent(_ text: String) -> String {
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(text[text.index(after: e)...]) else {
            return text
        }
        var mantissa = String(text[..<e])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let point = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count
        var digits = mantissa.filter { $0 != "." }
        var position = point + exponent
        if position <= 0 {
            digits = String(repeating: "0", count: 1 - position) + digits
            position = 1
        }
        if position >= digits.count { digits += String(repeating: "0", count: position - digits.count) }
        var result = String(digits.prefix(position))
        let fraction = digits.dropFirst(position).reversed().drop { $0 == "0" }.reversed()
        if !fraction.isEmpty { result += "." + String(fraction) }
        return (negative ? "-" : "") + result
    }
}
