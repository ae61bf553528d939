/// One part of a state that ordinary commands reach only through its history (the mode a tap left, the rules that
/// decided it, a dropped secondary kept for the next expand): `save` writes the parts its commands did not rebuild,
/// and `restore` sets them as they were.
public enum StatePart: Sendable, Hashable {
    case expandedMode(DisplayMode)
    case expandedBehavior(SplitBehavior)
    case twoOverShape(TwoOverShape)
    case collapsedTop(Column)
    case inspectorShown(Bool)
    case secondaryOnlyReturnMode(DisplayMode?)
    case keptSecondary(ViewController?)
    case classicSecondaryIndex(Int?)
    case emptiedCollapsedColumn(Column?)
    /// Every column's controller (a column left out holds none).
    case controllers([Column: ViewController])
    /// Every column's pushed controllers (a column left out has none).
    case pushed([Column: [ViewController]])
    /// The chain of presentations, bottom first.
    case presented([Presentation])
    case decisions([Trace])

    /// The parts in which two states differ, in a fixed order; setting them on `from` gives `to` when the two agree on
    /// everything else.
    public static func differences(from: SplitState, to: SplitState) -> [StatePart] {
        var parts: [StatePart] = []
        if from.expandedMode != to.expandedMode { parts.append(.expandedMode(to.expandedMode)) }
        if from.expandedBehavior != to.expandedBehavior { parts.append(.expandedBehavior(to.expandedBehavior)) }
        if from.twoOverShape != to.twoOverShape { parts.append(.twoOverShape(to.twoOverShape)) }
        if from.collapsedTop != to.collapsedTop { parts.append(.collapsedTop(to.collapsedTop)) }
        if from.inspectorShown != to.inspectorShown { parts.append(.inspectorShown(to.inspectorShown)) }
        if from.secondaryOnlyReturnMode != to.secondaryOnlyReturnMode { parts.append(.secondaryOnlyReturnMode(to.secondaryOnlyReturnMode)) }
        if from.keptSecondary != to.keptSecondary { parts.append(.keptSecondary(to.keptSecondary)) }
        if from.classicSecondaryIndex != to.classicSecondaryIndex { parts.append(.classicSecondaryIndex(to.classicSecondaryIndex)) }
        if from.emptiedCollapsedColumn != to.emptiedCollapsedColumn { parts.append(.emptiedCollapsedColumn(to.emptiedCollapsedColumn)) }
        if from.controllers != to.controllers { parts.append(.controllers(to.controllers.dictionary)) }
        if from.pushed != to.pushed { parts.append(.pushed(to.pushed.dictionary)) }
        if from.presentations != to.presentations { parts.append(.presented(to.presentations)) }
        if from.decisions != to.decisions { parts.append(.decisions(to.decisions)) }
        return parts
    }
}

extension Transition {
    /// `restore`: sets the parts as given. It checks only that the controllers it installs keep their names unique;
    /// the parts are meant to come from a state the engine reached (what `save` writes).
    mutating func restore(_ parts: [StatePart]) throws(SplitError) {
        var restored = state
        for part in parts {
            switch part {
            case .expandedMode(let mode): restored.expandedMode = mode
            case .expandedBehavior(let behavior): restored.expandedBehavior = behavior
            case .twoOverShape(let shape): restored.twoOverShape = shape
            case .collapsedTop(let column): restored.collapsedTop = column
            case .inspectorShown(let shown): restored.inspectorShown = shown
            case .secondaryOnlyReturnMode(let mode): restored.secondaryOnlyReturnMode = mode
            case .keptSecondary(let kept): restored.keptSecondary = kept
            case .classicSecondaryIndex(let index): restored.classicSecondaryIndex = index
            case .emptiedCollapsedColumn(let column): restored.emptiedCollapsedColumn = column
            case .controllers(let controllers): restored.controllers = ColumnMap(controllers)
            case .pushed(let pushed): restored.pushed = ColumnMap(pushed)
            case .presented(let presentations): restored.presentations = presentations
            case .decisions(let decisions): restored.decisions = decisions
            }
        }
        var names = restored.controllers.values.flatMap(\.names) + restored.pushed.values.flatMap { $0.flatMap(\.names) }
        names += restored.presentedNames
        var seen = Set<String>()
        for name in names where !seen.insert(name).inserted { throw .duplicateName(name) }
        if names.count > SplitState.controllerLimit { throw .tooManyControllers(limit: SplitState.controllerLimit) }
        let before = onScreen()
        state = restored
        emitVisibilityChange(from: before, to: onScreen(), columnCalls: false)
    }
}

extension Presentation {
    /// A presentation as `restore` reads it back.
    public static func restored(_ controller: ViewController, request: PresentationRequest, rule: RuleID) -> Presentation {
        Presentation(controller: controller, request: request, rule: rule)
    }
}
