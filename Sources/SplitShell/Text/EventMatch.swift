import SplitModel

/// The TEXT of `expectEvent` and `expectNoEvent`: a run of whole words that must name at least one event kind.
///
/// An event line and TEXT are both split into words at `.`, `(`, `)`, `,`, `:`, blanks and `->`; TEXT matches an
/// event when its words appear in the event's words as one contiguous run. So `didCollapse` and
/// `delegate.didCollapse` match `delegate.didCollapse`, and `Collapse` matches nothing.
public struct EventMatch: Sendable, Hashable {
    /// TEXT as typed, for the command's canonical form and for messages.
    public let text: String
    /// TEXT's words.
    public let words: [String]

    /// Reads TEXT; refuses one that names no event kind splitnav can fire, with the nearest kinds.
    public init(_ text: String) throws(ShellError) {
        let words = Self.words(text)
        guard words.contains(where: EventText.kinds.contains) else {
            throw .unknownEventKind(text, suggestions: Self.suggestions(for: words))
        }
        self.text = text
        self.words = words
    }

    /// Whether TEXT's words run, in order and side by side, inside the event's words.
    public func matches(_ event: Event) -> Bool {
        Self.contains(Self.words(EventText.text(event)), run: words)
    }

    /// Every event kind, a few to a line, for `help expectEvent`.
    static var kindLines: [String] {
        var lines: [String] = []
        for kind in EventText.kinds {
            if let last = lines.last, last.count + kind.count + 2 <= 100 {
                lines[lines.count - 1] = last + ", " + kind
            } else {
                lines.append("  " + kind)
            }
        }
        return lines
    }

    /// The words of an event line or of TEXT.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var characters = text[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            let isArrow = character == "-" && characters.first == ">"
            if isArrow || character.isWhitespace || ".(),:".contains(character) {
                if isArrow { characters = characters.dropFirst() }
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func contains(_ words: [String], run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= words.count else { return false }
        return (0...(words.count - run.count)).contains { start in words[start..<(start + run.count)].elementsEqual(run) }
    }

    /// The kinds that hold a word of TEXT (`Collapse`: `didCollapse`, `collapseSecondary`…), shortest first; else the
    /// nearest spelling of one of its words.
    static func suggestions(for words: [String]) -> [String] {
        let containing = EventText.kinds.filter { kind in
            words.contains { $0.count >= 3 && kind.lowercased().contains($0.lowercased()) }
        }
        if !containing.isEmpty {
            return Array(containing.enumerated().sorted { ($0.element.count, $0.offset) < ($1.element.count, $1.offset) }.map(\.element).prefix(5))
        }
        for word in words {
            let near = DidYouMean.suggestions(for: word, among: EventText.kinds)
            if !near.isEmpty { return near }
        }
        return []
    }
}
