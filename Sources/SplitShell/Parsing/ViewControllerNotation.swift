import SplitModel

/// What is wrong with a piece of view-controller notation.
public enum NotationProblem: Error, Sendable, Hashable {
    /// Nothing where a controller was expected.
    case missingController(offset: Int)
    /// A character that cannot appear here.
    case unexpectedCharacter(Character, offset: Int)
    /// The text ended inside `nav[` or `tab[`.
    case unclosed(String)
    /// `nil` is not a name: it means "no controller" where a command allows that.
    case nilIsNotAName
    /// `split` is not a name: it is the split view controller as a sender.
    case splitIsNotAName
    /// Containers nested deeper than `limit` (a guard against runaway input, far beyond any real hierarchy).
    case tooDeep(limit: Int)
}

/// Reads and writes view controllers as commands.md writes them: `Inbox`, `nav[Inbox,Message]`, `tab[nav[Photos]|Albums]`.
public enum ViewControllerNotation {
    /// Whether a character may appear in a controller's name.
    public static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-" || character == "."
    }

    /// Whether a word is a valid controller name.
    public static func isName(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy(isNameCharacter)
    }

    public static func print(_ controller: ViewController) -> String {
        controller.notation
    }

    /// Parses one controller; blanks between entries are allowed.
    public static func parse(_ text: String) throws(ShellError) -> ViewController {
        if isPlainASCIIName(text) { return .plain(text) }
        var reader = Reader(characters: Array(text))
        do throws(NotationProblem) {
            let controller = try reader.controller()
            reader.skipBlanks()
            if let extra = reader.peek { throw .unexpectedCharacter(extra, offset: reader.offset) }
            return controller
        } catch {
            throw .invalidViewController(text, error)
        }
    }

    /// `parse` of a word's UTF-8: a plain ASCII name is told from its bytes and made a `String` once, as the plain
    /// controller's name; anything else is parsed as text.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(ShellError) -> ViewController {
        let text = String(decoding: bytes, as: UTF8.self)
        if isPlainASCIIName(bytes) { return .plain(text) }
        return try parse(text)
    }

    /// The `String` of bytes known to be ASCII. Up to fifteen bytes (a usual name) it is made in its small form
    /// straight from the bytes, which skips the UTF-8 validation `String(decoding:as:)` does, the larger part of
    /// reading a plain controller.
    static func asciiString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            buffer.initialize(from: bytes).index
        }
    }

    /// Whether the text is one plain controller's name in ASCII (`VC12`, `Detail-2`), read from its bytes: what most
    /// typed controllers are, and what the reader would read as `.plain(text)`.
    private static func isPlainASCIIName(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isPlainASCIIName)
    }

    /// Whether a word's UTF-8 is one plain controller's name in ASCII, which `parse` reads as `.plain` of its text.
    static func isPlainASCIIName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty, !Words.equal(bytes, ascii: "nil"), !Words.equal(bytes, ascii: "split") else { return false }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."): continue
            default: return false
            }
        }
        return true
    }

    private struct Reader {
        static let depthLimit = 32
        let characters: [Character]
        var offset = 0
        var depth = 0

        var peek: Character? { offset < characters.count ? characters[offset] : nil }

        mutating func skipBlanks() {
            while let character = peek, character.isWhitespace { offset += 1 }
        }

        mutating func controller() throws(NotationProblem) -> ViewController {
            skipBlanks()
            let start = offset
            while let character = peek, isNameCharacter(character) { offset += 1 }
            let name = String(characters[start..<offset])
            if peek == "[", name == "nav" || name == "tab" {
                offset += 1
                depth += 1
                defer { depth -= 1 }
                guard depth <= Self.depthLimit else { throw .tooDeep(limit: Self.depthLimit) }
                let separator: Character = name == "nav" ? "," : "|"
                let children = try list(separatedBy: separator, container: name)
                return name == "nav" ? .navigation(children) : .tabBar(children)
            }
            guard !name.isEmpty else {
                if let character = peek { throw .unexpectedCharacter(character, offset: offset) }
                throw .missingController(offset: offset)
            }
            guard name != "nil" else { throw .nilIsNotAName }
            guard name != "split" else { throw .splitIsNotAName }
            return .plain(name)
        }

        mutating func list(separatedBy separator: Character, container: String) throws(NotationProblem) -> [ViewController] {
            var children: [ViewController] = []
            skipBlanks()
            if peek == "]" {
                offset += 1
                return children
            }
            while true {
                let child = try controller()
                children.append(child)
                skipBlanks()
                guard let character = peek else { throw .unclosed(container) }
                offset += 1
                if character == "]" { return children }
                guard character == separator else { throw .unexpectedCharacter(character, offset: offset - 1) }
            }
        }
    }
}
