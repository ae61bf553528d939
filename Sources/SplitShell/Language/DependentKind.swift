/// The kind of a value chosen by the word before it: a `get` name's kind for `expect NAME VALUE`, a delegate method's
/// answer for `delegate METHOD VALUE`. The parser reads the value by it and Tab offers by it.
public struct DependentKind: Sendable, Hashable {
    /// The words that choose a kind.
    public let keys: ValueSet
    /// Each canonical key's kind.
    public let kinds: [String: ValueKind]
    /// Words every kind also takes (`default`, which removes a delegate answer).
    public let alsoAccepted: [String]

    init(keys: ValueSet, kinds: [String: ValueKind], alsoAccepted: [String] = []) {
        // Checked in debug builds (the tests build every table): two sets per table cost a release run's start-up.
        assert(Set(kinds.keys) == Set(keys.values), "a dependent kind for every \(keys.noun)")
        self.keys = keys
        self.kinds = kinds
        self.alsoAccepted = alsoAccepted
    }

    /// The kind after a key word (an alias reads as its canonical word), or nil for a word that is no key.
    public func kind(after word: String) -> ValueKind? {
        keys.canonical(word).flatMap { kinds[$0] }
    }

    /// VALUE as `get` would print it; refused like a setter's argument when it is not a value of the key's kind.
    func canonical(_ text: String, after key: String) throws(ShellError) -> String {
        if alsoAccepted.contains(text) { return text }
        guard let kind = kind(after: key) else { preconditionFailure("no \(keys.noun) \(key)") }
        do {
            return try kind.canonical(text)
        } catch .unknownValue(let word, let set, let suggestions) where !alsoAccepted.isEmpty {
            // The hint lists every word the slot takes: `default` too, after the kind's own values.
            let wider = ValueSet(set.noun, placeholder: set.placeholder, values: set.values + alsoAccepted, aliases: set.aliases,
                                 helpTopic: set.helpTopic)
            throw .unknownValue(word, in: wider, suggestions: suggestions.isEmpty
                                ? DidYouMean.suggestions(for: word, among: alsoAccepted) : suggestions)
        }
    }
}
