extension SplitState {
    /// The state's stored parts as one value, compared and hashed field by field.
    struct Fields: Hashable, Sendable {
        var ruleSet: RuleSet
        var window: Window
        var style: Style
        var properties: SplitProperties
        var expandedMode: DisplayMode
        var expandedBehavior: SplitBehavior
        var twoOverShape: TwoOverShape
        var isCollapsed: Bool
        var controllers: ColumnMap<ViewController>
        var pushed: ColumnMap<[ViewController]>
        var collapsedTop: Column
        var inspectorShown: Bool
        var secondaryOnlyReturnMode: DisplayMode?
        var keptSecondary: ViewController?
        var classicSecondaryIndex: Int?
        var emptiedCollapsedColumn: Column?
        var presentations: [Presentation]
        var sharedDelegate: Shared<DelegateAnswers>
        var decisions: [Trace]
    }

    /// The box the fields live in. It is changed only through `uniqueStorage()`, which copies it first unless this
    /// state holds the only reference, so no two states ever see each other's changes.
    final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    init(fields: Fields) {
        storage = Storage(fields)
    }

    /// The box, copied first when another state shares it.
    mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        return storage
    }

    public static func == (lhs: SplitState, rhs: SplitState) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }
}
