import SplitModel

/// A closed set of words an argument may take, with the aliases that read as one of them.
public struct ValueSet: Sendable, Hashable {
    /// What a set holds.
    private struct Fields: Sendable, Hashable {
        let noun: String
        let placeholder: String?
        let values: [String]
        /// The aliases in sorted order, each standing for the canonical word at the same place of `aliasTargets`:
        /// two lists, not a dictionary, since the first dictionary of strings made had its type metadata and its
        /// key's conformances looked up at run time, a tenth of start-up. Sorted, so equal sets have equal lists.
        let aliasWords: [String]
        let aliasTargets: [String]
        let helpTopic: String?
    }

    /// The fields, kept by reference: every slot that reads a choice copies its set, and a copy of one reference
    /// costs one retain where a copy of every field cost one each.
    private final class Storage: Sendable {
        let fields: Fields
        /// The UTF-8 of each value, for matching a word's bytes.
        let valueBytes: [[UInt8]]

        init(_ fields: Fields) {
            self.fields = fields
            valueBytes = fields.values.map { Array($0.utf8) }
        }
    }

    private let storage: Storage

    /// What the words are, for messages: "display mode".
    public var noun: String { storage.fields.noun }
    /// How usage shows the argument when it does not list the values (`MODE`); nil lists them (`leading|trailing`).
    public var placeholder: String? { storage.fields.placeholder }
    /// The canonical words, in the order help lists them.
    public var values: [String] { storage.fields.values }
    /// Alias to canonical word.
    public var aliases: [String: String] {
        Dictionary(uniqueKeysWithValues: zip(storage.fields.aliasWords, storage.fields.aliasTargets))
    }
    /// The aliases in sorted order, and the canonical word each stands for, at the same places.
    var aliasWords: [String] { storage.fields.aliasWords }
    var aliasTargets: [String] { storage.fields.aliasTargets }
    /// The `help` topic that lists a set too long to list in an error (`get` for the property names).
    public var helpTopic: String? { storage.fields.helpTopic }

    public init(_ noun: String, placeholder: String? = nil, values: [String], aliases: [String: String] = [:], helpTopic: String? = nil) {
        self.init(noun, placeholder: placeholder, values: values, aliasWords: Array(aliases.keys), aliasTargets: Array(aliases.values),
                  helpTopic: helpTopic)
    }

    /// A set whose aliases are given as pairs, as the built-in sets give them: no dictionary is made.
    init(_ noun: String, placeholder: String? = nil, values: [String], aliasPairs: KeyValuePairs<String, String>, helpTopic: String? = nil) {
        self.init(noun, placeholder: placeholder, values: values, aliasWords: aliasPairs.map(\.key),
                  aliasTargets: aliasPairs.map(\.value), helpTopic: helpTopic)
    }

    /// A set with aliases at matching places of two lists (no alias given twice), kept sorted by alias.
    private init(_ noun: String, placeholder: String?, values: [String], aliasWords: [String], aliasTargets: [String], helpTopic: String?) {
        let order = aliasWords.indices.sorted { aliasWords[$0] < aliasWords[$1] }
        storage = Storage(Fields(noun: noun, placeholder: placeholder, values: values, aliasWords: order.map { aliasWords[$0] },
                                 aliasTargets: order.map { aliasTargets[$0] }, helpTopic: helpTopic))
    }

    /// Two sets are equal when their fields are (at once when they share them).
    public static func == (lhs: ValueSet, rhs: ValueSet) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

    init<Value: RawRepresentable & CaseIterable>(_ noun: String, placeholder: String? = nil, _ type: Value.Type,
                                                 aliases: KeyValuePairs<String, String> = [:]) where Value.RawValue == String {
        self.init(noun, placeholder: placeholder, values: Value.allCases.map(\.rawValue), aliasPairs: aliases)
    }

    /// Every word accepted, canonical first, then aliases in sorted order.
    public var acceptedWords: [String] { values + aliasWords }

    /// How usage shows this argument.
    public var usage: String { placeholder ?? values.joined(separator: "|") }

    /// What a command's builder reads the argument by: the placeholder, else the noun (`orientation`).
    public var label: String { placeholder ?? noun }

    /// The canonical word for an accepted word, or nil.
    public func canonical(_ word: String) -> String? {
        canonicalIndex(word).map { values[$0] }
    }

    /// Where the canonical word for an accepted word stands among `values`, or nil.
    func canonicalIndex(_ word: String) -> Int? {
        let fields = storage.fields
        if let index = fields.values.firstIndex(of: word) { return index }
        guard let alias = fields.aliasWords.firstIndex(of: word) else { return nil }
        return fields.values.firstIndex(of: fields.aliasTargets[alias])
    }

    /// `canonicalIndex` of a word's bytes. An ASCII word is compared byte for byte, and only with the values as long as
    /// it (for ASCII, the same bytes are the same text; the sets' words are ASCII, which a test checks); it becomes a
    /// `String` only to look up an alias. Any other word is read as text.
    func canonicalIndex(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> Int? {
        guard isASCII else { return canonicalIndex(String(decoding: bytes, as: UTF8.self)) }
        for (index, value) in storage.valueBytes.enumerated() where Words.equal(bytes, value) { return index }
        let fields = storage.fields
        guard !fields.aliasWords.isEmpty, let alias = fields.aliasWords.firstIndex(of: String(decoding: bytes, as: UTF8.self)) else {
            return nil
        }
        return fields.values.firstIndex(of: fields.aliasTargets[alias])
    }

    /// `resolveIndex` of a word's bytes.
    func resolveIndex(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) throws(ShellError) -> Int {
        if let index = canonicalIndex(bytes, isASCII: isASCII) { return index }
        return try resolveIndex(String(decoding: bytes, as: UTF8.self))
    }

    /// The canonical word, or an error with suggestions (matching is exact and case-sensitive).
    public func resolve(_ word: String) throws(ShellError) -> String {
        values[try resolveIndex(word)]
    }

    /// Where the canonical word stands among `values`, or an error with suggestions.
    func resolveIndex(_ word: String) throws(ShellError) -> Int {
        if let index = canonicalIndex(word) { return index }
        throw .unknownValue(word, in: self, suggestions: DidYouMean.suggestions(for: word, among: acceptedWords))
    }

    /// Resolves a word to a typed enum case.
    func resolve<Value: RawRepresentable>(_ word: String, as type: Value.Type) throws(ShellError) -> Value where Value.RawValue == String {
        let value = try resolve(word)
        guard let typed = Value(rawValue: value) else { preconditionFailure("value set \(noun) lists '\(value)', which \(Value.self) lacks") }
        return typed
    }
}

extension ValueSet {
    public static let style = ValueSet("style", Style.self)
    /// Display modes; the legacy names read as their modern equivalents.
    public static let displayMode = ValueSet("display mode", placeholder: "MODE", DisplayMode.self, aliases: [
        "primaryHidden": DisplayMode.secondaryOnly.rawValue,
        "allVisible": DisplayMode.oneBesideSecondary.rawValue,
        "primaryOverlay": DisplayMode.oneOverSecondary.rawValue,
    ])
    public static let splitBehavior = ValueSet("split behavior", SplitBehavior.self)
    public static let buttonVisibility = ValueSet("button visibility", ButtonVisibility.self)
    public static let primaryEdge = ValueSet("primary edge", PrimaryEdge.self)
    public static let backgroundStyle = ValueSet("background style", BackgroundStyle.self)
    public static let column = ValueSet("column", placeholder: "COLUMN", Column.self)
    public static let sizeClassOverride = ValueSet("size class", SizeClassOverride.self)
    public static let sizeClass = ValueSet("size class", SizeClass.self)
    public static let orientation = ValueSet("orientation", Orientation.self)
    public static let pane = ValueSet("multitasking pane", MultitaskingPane.self)
    /// What `get pane` reads: a pane, or `none` where the window has no panes.
    public static let paneOrNone = ValueSet("multitasking pane", values: MultitaskingPane.allCases.map(\.rawValue) + ["none"])
    public static let ruleSet = ValueSet("UIKit generation", values: RuleSet.allCases.map { String($0.rawValue) })
    public static let swipe = ValueSet("swipe direction", SwipeDirection.self)
    public static let buttonKind = ValueSet("button", values: ["displayModeButton", "secondaryOnlyButton", "back"])
    public static let boolean = ValueSet("boolean", placeholder: "BOOL", values: ["true", "false"],
                                         aliasPairs: ["yes": "true", "no": "false", "on": "true", "off": "false"])
    public static let presentedStyle = ValueSet("presentation style", values: ["popover", "formSheet", "pageSheet", "fullScreen", "overFullScreen"])
    public static let onOff = ValueSet("setting", values: ["on", "off"])
    public static let tapTarget = ValueSet("tap target", values: ["displayModeButton", "secondaryOnlyButton", "dimmingView", "back"])
    public static let windowSide = ValueSet("window side", values: ["width", "height"])
    public static let layoutEnvironment = ValueSet("layout environment", values: ["expanded", "collapsed", "none"])
    public static let presentationStyle = ValueSet("presentation style", values: ["none", "fullScreen", "overFullScreen"])
}
