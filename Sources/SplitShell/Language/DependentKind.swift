/// The kind of a value chosen by the word before it: a `get` name's kind for `expect NAME VALUE`, a delegate method's
/// answer for `delegate METHOD VALUE`. The parser reads the value by it and Tab offers by it.
///
/// It names its table rather than holding the table's words and kinds, so declaring a command with a dependent value
/// builds nothing: a one-line `get` does not build every query to declare `expect`.
public struct DependentKind: Sendable, Hashable {
    /// The table whose entries choose the kind.
    enum Table: Sendable, Hashable {
        /// `get` names, each choosing the kind `get` prints.
        case queries
        /// Delegate methods, each choosing the kind of its answer.
        case delegateAnswers
    }

    let table: Table

    init(_ table: Table) {
        self.table = table
    }

    /// The words that choose a kind.
    public var keys: ValueSet {
        switch table {
        case .queries: QueryTable.names
        case .delegateAnswers: DelegateTable.methods
        }
    }

    /// Words every kind also takes (`default`, which removes a delegate answer).
    public var alsoAccepted: [String] {
        switch table {
        case .queries: []
        case .delegateAnswers: ["default"]
        }
    }

    /// The kind after a key word (an alias reads as its canonical word), or nil for a word that is no key.
    public func kind(after word: String) -> ValueKind? {
        switch table {
        case .queries: QueryTable.spec(named: word)?.kind
        case .delegateAnswers: DelegateTable.method(named: word)?.kind
        }
    }

    /// VALUE as `get` would print it; refused like a setter's argument when it is not a value of the key's kind.
    func canonical(_ text: String, after key: String) throws(ShellError) -> String {
        let alsoAccepted = alsoAccepted
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
