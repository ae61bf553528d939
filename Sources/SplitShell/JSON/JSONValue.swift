/// A JSON value written the one way splitnav writes JSON: on one line, no blanks, object keys sorted by their UTF-8
/// bytes, numbers in the shortest form that reads back the same (as the text output prints them).
///
/// Foundation's encoder is not used: it neither promises this key order nor this number form.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A finite number (a non-finite one is written `null`, which JSON has instead).
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The text of the value.
    public var text: String {
        var text = ""
        write(to: &text)
        return text
    }

    func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value): text += value.isFinite ? NumberFormat.format(value) : "null"
        case .string(let value): Self.writeString(value, to: &text)
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, key) in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if index > 0 { text += "," }
                Self.writeString(key, to: &text)
                text += ":"
                members[key]!.write(to: &text)
            }
            text += "}"
        }
    }

    /// A string in quotes: `"` and `\` escaped, control characters as `\n`, `\t`… or `\u00XX`, and U+2028 and U+2029
    /// escaped too so the line is also valid JavaScript. Everything else is written as itself, in UTF-8.
    static func writeString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

extension JSONValue {
    /// A list of strings.
    static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

    /// A string, or null.
    static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
}
