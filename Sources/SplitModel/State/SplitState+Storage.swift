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

    /// Equal when the box is shared; else field by field in place, stopping at the first difference (comparing the
    /// two `Fields` values whole would copy both out of their boxes first). Lists every field of `Fields`.
    public static func == (lhs: SplitState, rhs: SplitState) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return fieldsEqual(lhs.storage, rhs.storage)
    }

    private static func fieldsEqual(_ l: Storage, _ r: Storage) -> Bool {
        guard l.fields.ruleSet == r.fields.ruleSet,
              l.fields.window == r.fields.window,
              l.fields.style == r.fields.style,
              l.fields.properties == r.fields.properties,
              l.fields.expandedMode == r.fields.expandedMode,
              l.fields.expandedBehavior == r.fields.expandedBehavior,
              l.fields.twoOverShape == r.fields.twoOverShape,
              l.fields.isCollapsed == r.fields.isCollapsed,
              l.fields.controllers == r.fields.controllers,
              l.fields.pushed == r.fields.pushed,
              l.fields.collapsedTop == r.fields.collapsedTop,
              l.fields.inspectorShown == r.fields.inspectorShown,
              l.fields.secondaryOnlyReturnMode == r.fields.secondaryOnlyReturnMode,
              l.fields.keptSecondary == r.fields.keptSecondary,
              l.fields.classicSecondaryIndex == r.fields.classicSecondaryIndex,
              l.fields.emptiedCollapsedColumn == r.fields.emptiedCollapsedColumn,
              l.fields.presentations == r.fields.presentations,
              l.fields.sharedDelegate == r.fields.sharedDelegate,
              l.fields.decisions == r.fields.decisions
        else { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }
}
