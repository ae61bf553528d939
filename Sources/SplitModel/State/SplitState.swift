/// The shape of a twoOverSecondary layout (WID-5).
public enum TwoOverShape: String, Sendable, Hashable {
    /// Requested as twoOver: the supplementary runs under the floating primary over the full secondary.
    case requested
    /// Reached from a twoBeside or twoDisplace request that did not fit: supplementary and secondary stay tiled.
    case fallback
}

/// Everything splitnav knows about one split view controller on screen; a value, changed only by `SplitEngine`.
public struct SplitState: Sendable, Hashable {
    /// The stored parts, in one copy-on-write box: a copy of the state is one retain, and two copies compare equal
    /// at once until one of them changes. The parts that hold references are read in place (`_read`), so a reading
    /// such as `state.window.layoutWidth` borrows the part instead of copying it out and retaining what it holds.
    private(set) var storage: Storage

    /// The UIKit generation being simulated.
    public internal(set) var ruleSet: RuleSet {
        get { storage.fields.ruleSet }
        set { uniqueStorage().fields.ruleSet = newValue }
        _modify { yield &uniqueStorage().fields.ruleSet }
    }
    /// The window the controller is on screen in.
    public internal(set) var window: Window {
        _read { yield storage.fields.window }
        set { uniqueStorage().fields.window = newValue }
        _modify { yield &uniqueStorage().fields.window }
    }
    /// The style the controller was created with.
    public internal(set) var style: Style {
        get { storage.fields.style }
        set { uniqueStorage().fields.style = newValue }
        _modify { yield &uniqueStorage().fields.style }
    }
    /// The controller's configurable properties.
    public internal(set) var properties: SplitProperties {
        _read { yield storage.fields.properties }
        set { uniqueStorage().fields.properties = newValue }
        _modify { yield &uniqueStorage().fields.properties }
    }
    /// The resolved display mode while expanded (collapsed, `displayMode` reads oneBesideSecondary, COL-2).
    public internal(set) var expandedMode: DisplayMode {
        get { storage.fields.expandedMode }
        set { uniqueStorage().fields.expandedMode = newValue }
        _modify { yield &uniqueStorage().fields.expandedMode }
    }
    /// The resolved split behavior while expanded.
    public internal(set) var expandedBehavior: SplitBehavior {
        get { storage.fields.expandedBehavior }
        set { uniqueStorage().fields.expandedBehavior = newValue }
        _modify { yield &uniqueStorage().fields.expandedBehavior }
    }
    /// Which of the two twoOverSecondary layouts is showing (WID-5).
    public internal(set) var twoOverShape: TwoOverShape {
        get { storage.fields.twoOverShape }
        set { uniqueStorage().fields.twoOverShape = newValue }
        _modify { yield &uniqueStorage().fields.twoOverShape }
    }
    /// `isCollapsed`: true exactly when the horizontal size class is compact (COL-1).
    public internal(set) var isCollapsed: Bool {
        get { storage.fields.isCollapsed }
        set { uniqueStorage().fields.isCollapsed = newValue }
        _modify { yield &uniqueStorage().fields.isCollapsed }
    }
    /// The controllers set per column (`setViewController`), or the classic primary and secondary.
    public internal(set) var controllers: ColumnMap<ViewController> {
        _read { yield storage.fields.controllers }
        set { uniqueStorage().fields.controllers = newValue }
        _modify { yield &uniqueStorage().fields.controllers }
    }
    /// Controllers pushed onto the navigation controller a column style wrapped around a plain controller (NAV-1):
    /// `viewControllers` still shows the plain controller; the split's child is `nav[root, pushed...]`.
    public internal(set) var pushed: ColumnMap<[ViewController]> {
        _read { yield storage.fields.holdings.parts.pushed }
        set { uniqueHoldings().parts.pushed = newValue }
        _modify { yield &uniqueHoldings().parts.pushed }
    }
    /// The top column of the collapsed stack (COL-5); meaningful while collapsed.
    public internal(set) var collapsedTop: Column {
        get { storage.fields.collapsedTop }
        set { uniqueStorage().fields.collapsedTop = newValue }
        _modify { yield &uniqueStorage().fields.collapsedTop }
    }
    /// Whether `show inspector` is in effect (INS-1).
    public internal(set) var inspectorShown: Bool {
        get { storage.fields.inspectorShown }
        set { uniqueStorage().fields.inspectorShown = newValue }
        _modify { yield &uniqueStorage().fields.inspectorShown }
    }
    /// The mode the secondary-only button returns to (BTN-5a).
    public internal(set) var secondaryOnlyReturnMode: DisplayMode? {
        get { storage.fields.secondaryOnlyReturnMode }
        set { uniqueStorage().fields.secondaryOnlyReturnMode = newValue }
        _modify { yield &uniqueStorage().fields.secondaryOnlyReturnMode }
    }
    /// A classic secondary dropped by collapseSecondary true, kept for the next expand (NAV-7a).
    public internal(set) var keptSecondary: ViewController? {
        _read { yield storage.fields.holdings.parts.keptSecondary }
        set { uniqueHoldings().parts.keptSecondary = newValue }
        _modify { yield &uniqueHoldings().parts.keptSecondary }
    }
    /// Where the classic collapse pushed the secondary onto the primary's navigation stack, while it is there: the
    /// column on top is the secondary only while that entry is the top one (EVT-6).
    public internal(set) var classicSecondaryIndex: Int? {
        get { storage.fields.classicSecondaryIndex }
        set { uniqueStorage().fields.classicSecondaryIndex = newValue }
        _modify { yield &uniqueStorage().fields.classicSecondaryIndex }
    }
    /// A column cleared while it sat in the collapsed stack: UIKit leaves its empty navigation controller pushed
    /// (measured on the iPhone 16, `nav[A,nav[]]`) until the next expand.
    public internal(set) var emptiedCollapsedColumn: Column? {
        get { storage.fields.emptiedCollapsedColumn }
        set { uniqueStorage().fields.emptiedCollapsedColumn = newValue }
        _modify { yield &uniqueStorage().fields.emptiedCollapsedColumn }
    }
    /// The chain of presentations, bottom first: what the split presents (a popover, or a modal NAV-3a/NAV-4 fell
    /// back to), then what each presented controller presents in turn (POP-2, POP-3); empty with nothing presented.
    public internal(set) var presentations: [Presentation] {
        _read { yield storage.fields.holdings.parts.presentations }
        set { uniqueHoldings().parts.presentations = newValue }
        _modify { yield &uniqueHoldings().parts.presentations }
    }
    /// The delegate's scripted answers.
    public internal(set) var delegate: DelegateAnswers {
        get { storage.fields.holdings.parts.sharedDelegate.value }
        set { uniqueHoldings().parts.sharedDelegate = Shared(newValue) }
    }
    /// The rules that produced the current display mode and collapse state.
    public internal(set) var decisions: [Trace] {
        _read { yield storage.fields.decisions }
        set { uniqueStorage().fields.decisions = newValue }
        _modify { yield &uniqueStorage().fields.decisions }
    }

    /// The most view controllers a split holds at once, pushed and presented ones included. UIKit has no such limit;
    /// splitnav keeps one so that every command stays fast (stacks are values, copied as they change and kept for undo).
    public static let controllerLimit = 1000

    /// The start-up state of ENV-8, before it appears: call `SplitEngine.initialState()` for the one on screen.
    init(window: Window, ruleSet: RuleSet, style: Style) {
        self.init(window: window, ruleSet: ruleSet, style: style, delegate: Shared(DelegateAnswers()))
    }

    /// A new controller whose delegate answers are in `delegate`: a recreated controller keeps its predecessor's box.
    init(window: Window, ruleSet: RuleSet, style: Style, delegate: Shared<DelegateAnswers>) {
        self.init(fields: Fields(
            ruleSet: ruleSet, window: window, style: style, properties: SplitProperties(ruleSet: ruleSet),
            expandedMode: .secondaryOnly, expandedBehavior: .tile, twoOverShape: .requested, isCollapsed: false,
            collapsedTop: .secondary, inspectorShown: false, secondaryOnlyReturnMode: nil, classicSecondaryIndex: nil,
            emptiedCollapsedColumn: nil, decisions: [], controllers: Self.defaultControllers(for: style),
            holdings: HoldingsBox(Holdings(pushed: ColumnMap(), keptSecondary: nil, presentations: [],
                                           sharedDelegate: delegate))))
    }

    /// The default controllers a new controller gets (ENV-8). Set one by one: a map literal would make the runtime
    /// look up the type of its list of pairs at start-up.
    static func defaultControllers(for style: Style) -> ColumnMap<ViewController> {
        var controllers = ColumnMap<ViewController>()
        switch style {
        case .unspecified:
            controllers[.primary] = .navigation([.plain("Primary")])
            controllers[.secondary] = .navigation([.plain("Secondary")])
        case .doubleColumn, .tripleColumn:
            controllers[.primary] = .plain("Primary")
            if style == .tripleColumn { controllers[.supplementary] = .plain("Supplementary") }
            controllers[.secondary] = .plain("Secondary")
        }
        return controllers
    }

    /// A column's controller as the split holds it: column styles wrap a plain controller in a navigation controller
    /// that also holds what was pushed onto it (NAV-1, NAV-1a); anything else is held as given.
    public func child(_ column: Column) -> ViewController? {
        guard let controller = controllers[column] else { return nil }
        guard wrapsInNavigation(column) else { return controller }
        return .navigation([controller] + (pushed[column] ?? []))
    }

    /// Whether the column's controller is a plain one that a column style wrapped in a navigation controller of its
    /// own (NAV-1): pushes onto it are kept in `pushed`.
    func wrapsInNavigation(_ column: Column) -> Bool {
        guard style.isColumnStyle, column != .compact, case .plain? = controllers[column] else { return false }
        return true
    }

    /// Every controller name on screen or in a stack: the columns, their pushes and the presented controller.
    var namesInUseOutsideKept: Set<String> {
        var names = Set(controllers.values.flatMap(\.names))
        names.formUnion(pushed.values.flatMap { $0.flatMap(\.names) })
        names.formUnion(presentedNames)
        return names
    }

    /// `displayMode` as UIKit reports it (COL-2: oneBesideSecondary while collapsed).
    public var displayMode: DisplayMode { isCollapsed ? .oneBesideSecondary : expandedMode }

    /// `splitBehavior` as UIKit reports it (COL-2: tile while collapsed); nil for the classic style, which raises.
    public var splitBehavior: SplitBehavior? {
        guard style.isColumnStyle else { return nil }
        return isCollapsed ? .tile : expandedBehavior
    }

    /// The columns this style has, leading to trailing (the inspector only under `os 26`).
    public var styleColumns: [Column] {
        switch style {
        case .unspecified: [.primary, .secondary]
        case .doubleColumn: ruleSet == .ios26 ? [.primary, .secondary, .inspector] : [.primary, .secondary]
        case .tripleColumn:
            ruleSet == .ios26 ? [.primary, .supplementary, .secondary, .inspector] : [.primary, .supplementary, .secondary]
        }
    }
}

/// Which box a state held, unwritten, when `SplitState.markUnwritten()` was called.
public struct WriteMark: Sendable, Equatable {
    fileprivate let box: ObjectIdentifier
}

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
        var collapsedTop: Column
        var inspectorShown: Bool
        var secondaryOnlyReturnMode: DisplayMode?
        var classicSecondaryIndex: Int?
        var emptiedCollapsedColumn: Column?
        var decisions: [Trace]
        /// Not among the holdings: `setViewController` changes it, one command in six of a batch, and each change of
        /// a holding makes a box of holdings, which the undo ring frees again later.
        var controllers: ColumnMap<ViewController>
        var holdings: HoldingsBox
    }

    /// What the split holds: the parts that hold references and that most commands read but leave alone. Kept in a
    /// box of their own, shared by every state that did not change them, so that copying a state's fields retains one
    /// box instead of each part, and freeing a state whose holdings another state still has frees nothing of them.
    struct Holdings: Hashable, Sendable {
        var pushed: ColumnMap<[ViewController]>
        var keptSecondary: ViewController?
        var presentations: [Presentation]
        var sharedDelegate: Shared<DelegateAnswers>
    }

    /// The box the holdings live in, changed only through `uniqueHoldings()`, which copies it first when shared (as
    /// `Storage` is). Exempt from the run-time exclusivity check for the reason `Storage` is.
    final class HoldingsBox: Hashable, @unchecked Sendable {
        @exclusivity(unchecked) fileprivate(set) var parts: Holdings

        init(_ parts: Holdings) { self.parts = parts }

        /// Equal when shared, else when the parts are. The state's own comparison does not come here: it reads the
        /// parts in place through the two state boxes, the cheap comparisons first (`SplitState.holdingsEqual`).
        static func == (lhs: HoldingsBox, rhs: HoldingsBox) -> Bool {
            lhs === rhs || lhs.parts == rhs.parts
        }

        func hash(into hasher: inout Hasher) { hasher.combine(parts) }
    }

    /// The box the fields live in. It is changed only through `uniqueStorage()`, which copies it first unless this
    /// state holds the only reference, so no two states ever see each other's changes; the box and its fields can be
    /// set only in this file, so nothing elsewhere can write into a shared box.
    ///
    /// Its one stored property is exempt from Swift's run-time exclusivity check, which would otherwise run on each of
    /// the dozens of readings and writings a command makes (about a thousand instructions per command). Overlapping
    /// access cannot happen: the fields are written only through a `SplitState`'s `mutating` accessors, which hold the
    /// state exclusively (checked at compile time), and only after `uniqueStorage()` made the box that state's alone.
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) fileprivate(set) var fields: Fields
        /// Whether the fields may have been written since `markUnwritten()` last cleared it: every write goes
        /// through `uniqueStorage()`, which sets it. A new box counts as written.
        @exclusivity(unchecked) fileprivate var written = true

        init(_ fields: Fields) { self.fields = fields }

        /// Whether two optional boxes are the same box, or both none.
        private static func sameBox<Value>(_ one: Shared<Value>?, _ other: Shared<Value>?) -> Bool {
            switch (one, other) {
            case (nil, nil): true
            case let (one?, other?): one.isSameBox(as: other)
            default: false
            }
        }

        /// Takes on another box's fields, part by part in place: assigning the fields whole copied them out of the
        /// other box and over this one's through two temporaries (three copies of a few hundred bytes).
        func take(_ other: Storage) {
            written = true
            fields.ruleSet = other.fields.ruleSet
            // The window part by part too: assigned whole, it went through its copy and destroy witnesses.
            fields.window.width = other.fields.window.width
            fields.window.height = other.fields.window.height
            fields.window.scale = other.fields.window.scale
            // The device seldom changes: a spare box nearly always holds the same one, kept without a retain and a
            // release.
            if !Self.sameBox(fields.window.sharedDevice, other.fields.window.sharedDevice) {
                fields.window.sharedDevice = other.fields.window.sharedDevice
            }
            fields.window.pane = other.fields.window.pane
            fields.window.deviceOrientation = other.fields.window.deviceOrientation
            fields.window.sizeClassOverride = other.fields.window.sizeClassOverride
            fields.window.layoutDirection = other.fields.window.layoutDirection
            fields.style = other.fields.style
            // The properties part by part too, their widths (a box, nearly always none or the same) only when changed.
            fields.properties.preferredDisplayMode = other.fields.properties.preferredDisplayMode
            fields.properties.preferredSplitBehavior = other.fields.properties.preferredSplitBehavior
            fields.properties.presentsWithGesture = other.fields.properties.presentsWithGesture
            fields.properties.showsSecondaryOnlyButton = other.fields.properties.showsSecondaryOnlyButton
            fields.properties.displayModeButtonVisibility = other.fields.properties.displayModeButtonVisibility
            fields.properties.displayModeButtonItemBar = other.fields.properties.displayModeButtonItemBar
            fields.properties.primaryEdge = other.fields.properties.primaryEdge
            fields.properties.primaryBackgroundStyle = other.fields.properties.primaryBackgroundStyle
            if !Self.sameBox(fields.properties.widthBox, other.fields.properties.widthBox) {
                fields.properties.widthBox = other.fields.properties.widthBox
            }
            fields.expandedMode = other.fields.expandedMode
            fields.expandedBehavior = other.fields.expandedBehavior
            fields.twoOverShape = other.fields.twoOverShape
            fields.isCollapsed = other.fields.isCollapsed
            fields.collapsedTop = other.fields.collapsedTop
            fields.inspectorShown = other.fields.inspectorShown
            fields.secondaryOnlyReturnMode = other.fields.secondaryOnlyReturnMode
            fields.classicSecondaryIndex = other.fields.classicSecondaryIndex
            fields.emptiedCollapsedColumn = other.fields.emptiedCollapsedColumn
            fields.decisions = other.fields.decisions
            fields.controllers = other.fields.controllers
            // The holdings seldom change: a spare box may still hold the same ones.
            if fields.holdings !== other.fields.holdings {
                fields.holdings = other.fields.holdings
            }
        }
    }

    init(fields: Fields) {
        storage = Storage(fields)
    }

    /// The box, copied first when another state shares it.
    mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        storage.written = true
        return storage
    }

    /// A mark for telling later, at once, that the state was not written since (`isUnwritten(since:)`): a caller
    /// that keeps an equal copy of the state then knows the two are still equal without comparing them. Nil when
    /// another state shares the box, which is then left alone.
    public mutating func markUnwritten() -> WriteMark? {
        guard isKnownUniquelyReferenced(&storage) else { return nil }
        storage.written = false
        return WriteMark(box: ObjectIdentifier(storage))
    }

    /// Whether the state is as it was when `mark` was taken: still in the same box, and not written since. False
    /// tells nothing (the state may have been written with the values it had).
    public func isUnwritten(since mark: WriteMark) -> Bool {
        ObjectIdentifier(storage) == mark.box && !storage.written
    }

    /// Becomes equal to `other` in a box of its own, so that `other` can then change in place while this one keeps
    /// what it was. The box this state holds is reused when nothing else holds it (a state let go of, such as the
    /// oldest of an undo ring), which saves allocating a box and freeing one.
    public mutating func becomeSeparateCopy(of other: SplitState) {
        guard isKnownUniquelyReferenced(&storage), storage !== other.storage else {
            storage = Storage(other.storage.fields)
            return
        }
        storage.take(other.storage)
    }

    /// The holdings' box, copied first (with the state's box) when another state shares it.
    mutating func uniqueHoldings() -> HoldingsBox {
        let storage = uniqueStorage()
        if !isKnownUniquelyReferenced(&storage.fields.holdings) { storage.fields.holdings = HoldingsBox(storage.fields.holdings.parts) }
        return storage.fields.holdings
    }

    /// Equal when the box is shared; else field by field in place, stopping at the first difference (comparing the
    /// two `Fields` values whole would copy both out of their boxes first). Lists every field of `Fields`: the ones
    /// most commands that change anything change first, then the parts that take longer to compare.
    public static func == (lhs: SplitState, rhs: SplitState) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return fieldsEqual(lhs.storage, rhs.storage)
    }

    private static func fieldsEqual(_ l: Storage, _ r: Storage) -> Bool {
        // Ordered by what the commands of a batch change most: the window's width, the preferred mode and behavior,
        // the resolved layout, the controllers (one check while they are shared), then the rest. The window and the
        // properties are compared part by part, read in place: comparing them whole (or calling a method on them)
        // copies both out of their boxes first.
        guard l.fields.window.width == r.fields.window.width,
              l.fields.properties.preferredDisplayMode == r.fields.properties.preferredDisplayMode,
              l.fields.properties.preferredSplitBehavior == r.fields.properties.preferredSplitBehavior,
              l.fields.expandedMode == r.fields.expandedMode,
              l.fields.isCollapsed == r.fields.isCollapsed,
              l.fields.expandedBehavior == r.fields.expandedBehavior,
              l.fields.twoOverShape == r.fields.twoOverShape,
              l.fields.collapsedTop == r.fields.collapsedTop,
              l.fields.style == r.fields.style,
              l.fields.ruleSet == r.fields.ruleSet,
              l.fields.inspectorShown == r.fields.inspectorShown,
              l.fields.controllers == r.fields.controllers,
              holdingsEqual(l, r),
              l.fields.window.sizeClassOverride == r.fields.window.sizeClassOverride,
              l.fields.window.height == r.fields.window.height,
              l.fields.window.scale == r.fields.window.scale,
              l.fields.window.pane == r.fields.window.pane,
              l.fields.window.deviceOrientation == r.fields.window.deviceOrientation,
              l.fields.window.layoutDirection == r.fields.window.layoutDirection,
              l.fields.window.sharedDevice == r.fields.window.sharedDevice,
              l.fields.secondaryOnlyReturnMode == r.fields.secondaryOnlyReturnMode,
              l.fields.classicSecondaryIndex == r.fields.classicSecondaryIndex,
              l.fields.emptiedCollapsedColumn == r.fields.emptiedCollapsedColumn,
              l.fields.properties.presentsWithGesture == r.fields.properties.presentsWithGesture,
              l.fields.properties.showsSecondaryOnlyButton == r.fields.properties.showsSecondaryOnlyButton,
              l.fields.properties.displayModeButtonVisibility == r.fields.properties.displayModeButtonVisibility,
              l.fields.properties.displayModeButtonItemBar == r.fields.properties.displayModeButtonItemBar,
              l.fields.properties.primaryEdge == r.fields.properties.primaryEdge,
              l.fields.properties.primaryBackgroundStyle == r.fields.properties.primaryBackgroundStyle,
              l.fields.properties.widthBox == r.fields.properties.widthBox,
              l.fields.decisions == r.fields.decisions
        else { return false }
        return true
    }

    /// Whether two boxes' holdings are equal: as `HoldingsBox.==` does, but read in place through the state's boxes;
    /// handing the two holdings' boxes to `==` retained and released both.
    private static func holdingsEqual(_ l: Storage, _ r: Storage) -> Bool {
        if l.fields.holdings === r.fields.holdings { return true }
        return l.fields.holdings.parts.sharedDelegate == r.fields.holdings.parts.sharedDelegate
            && l.fields.holdings.parts.pushed == r.fields.holdings.parts.pushed
            && l.fields.holdings.parts.keptSecondary == r.fields.holdings.parts.keptSecondary
            && l.fields.holdings.parts.presentations == r.fields.holdings.parts.presentations
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }
}
