/// A line's text while the runner runs it: the bytes its reader lent (plain ASCII, valid only until the line is done),
/// or a `String`. The bytes are parsed as they are; a `String` is made of them only where one is needed (echo, JSON,
/// a comment that may name the script).
enum LineText {
    case ascii(UnsafeBufferPointer<UInt8>)
    case string(String)

    /// The text as a `String`.
    var string: String {
        switch self {
        case .ascii(let bytes): String(decoding: bytes, as: UTF8.self)
        case .string(let text): text
        }
    }
}
