@testable import SplitModel

/// Every invariant a reachable state must keep, as readable sentences naming the rule; empty when the state is fine.
///
/// The invariants are the ones STYLE.md §6 and behaviour.md promise for every state, whatever the command history:
/// displayMode and splitBehavior never automatic and the mode allowed by the behavior (MODE-1), two-sidebar modes in
/// tripleColumn only, no twoDisplace under `os 26` (MODE-5), collapsed exactly when compact (COL-1), the collapsed
/// readings (COL-2, COL-3/4, commands.md's visibleColumns), visible columns within the window (ENV-5, WID-2's
/// minimum exemption), unique controller names (NAV-1), finite geometry, the buttons (BTN-1, BTN-5, BTN-6), no
/// visible column without a controller; and, expanded, the columns each mode shows and dims (UIKit's mode table)
/// and tiled columns that do not overlap (WID-4).
func checkInvariants(_ state: SplitState) -> [String] {
    var violations: [String] = []
    let layout = state.layout
    checkModes(state, &violations)
    checkSizeClass(state, &violations)
    checkFiniteGeometry(state, layout, &violations)
    if state.isCollapsed {
        checkCollapsed(state, layout, &violations)
    } else {
        checkExpanded(state, &violations)
        checkShownColumns(state, layout, &violations)
        checkTiling(state, layout, &violations)
    }
    checkFit(state, layout, &violations)
    checkNames(state, &violations)
    checkButtons(state, layout, &violations)
    checkVisibleColumnsHaveContent(state, layout, &violations)
    checkUntracedLayout(state, layout, &violations)
    return violations
}

/// The layout without traces (what the summary shows) has the traced layout's columns and buttons, and no traces.
private func checkUntracedLayout(_ state: SplitState, _ layout: Layout, _ violations: inout [String]) {
    let untraced = state.layoutWithoutTraces
    if untraced.columns != layout.columns { violations.append("the untraced layout's columns differ from the traced layout's") }
    if untraced.buttons != layout.buttons { violations.append("the untraced layout's buttons differ from the traced layout's") }
    if !untraced.traces.isEmpty { violations.append("the untraced layout has traces") }
    checkCollapsedDepth(state, &violations)
    checkSummaryLayout(state, untraced, &violations)
}

/// The summary's layout works the collapsed stack out once for several facts; each must read as its own getter does.
private func checkSummaryLayout(_ state: SplitState, _ untraced: Layout, _ violations: inout [String]) {
    let summary = state.summaryLayout
    if Array(summary.columns) != untraced.columns { violations.append("the summary's columns differ from the untraced layout's") }
    if Array(summary.buttons) != untraced.buttons { violations.append("the summary's buttons differ from the untraced layout's") }
    if summary.topColumn != state.topColumn { violations.append("the summary's top column differs from topColumn") }
    if summary.viewControllers != state.viewControllers { violations.append("the summary's view controllers differ from viewControllers") }
    let values = summary.values, window = state.window
    let read = [values.width == window.width, values.height == window.height, values.scale == window.scale,
                values.deviceName == window.device?.name, values.deviceSide == (window.deviceOrientation ?? window.orientation),
                values.pane == window.pane, values.horizontal == window.horizontalSizeClass,
                values.vertical == window.verticalSizeClass, values.sizeClassOverride == window.sizeClassOverride,
                values.layoutDirection == window.layoutDirection, values.ruleSet == state.ruleSet, values.style == state.style,
                values.isCollapsed == state.isCollapsed, values.displayMode == state.displayMode,
                values.preferredDisplayMode == state.properties.preferredDisplayMode,
                values.splitBehavior == (try? state.readSplitBehavior()),
                values.preferredSplitBehavior == (try? state.readPreferredSplitBehavior())]
    if let field = read.firstIndex(of: false) { violations.append("the summary's values differ from the state's at field \(field)") }
    let parts = state.collapsedStackParts
    let given = summary.collapsedParts
    if given.map(\.column) != parts.map(\.column) || given.map(\.names) != parts.map(\.names) {
        violations.append("the summary's collapsed stack parts differ from collapsedStackParts")
    }
    let built = state.isCollapsed ? CollapsedStack(state: state).columns.map { ($0, state.child($0)?.flattenedStack ?? []) } : []
    if parts.map(\.names) != built.map({ $0.0 == state.emptiedCollapsedColumn ? [] : $0.1 }) {
        violations.append("the collapsed stack parts' names differ from the names of the controllers the split holds")
    }
}

/// The back button counts the collapsed stack's names without building it; the count is the built hierarchy's.
private func checkCollapsedDepth(_ state: SplitState, _ violations: inout [String]) {
    let stack = CollapsedStack(state: state)
    let stacked = stack.columns
    let built = stack.hierarchy(stacked: stacked)?.flattenedStack.count ?? 0
    let counted = Buttons.collapsedDepth(of: state, stacked: stacked)
    if counted != built { violations.append("the collapsed stack counts \(counted) names, its hierarchy flattens to \(built)") }
    let capped = Buttons.collapsedDepth(of: state, stacked: stacked, atMost: 2)
    if capped != min(built, 2) { violations.append("the collapsed stack counted up to 2 gives \(capped) for \(built) names") }
}

/// MODE-1: neither the display mode nor (column styles) the split behavior ever reads automatic.
private func checkModes(_ state: SplitState, _ violations: inout [String]) {
    if state.displayMode == .automatic { violations.append("MODE-1: displayMode reads automatic") }
    if state.style.isColumnStyle {
        if state.splitBehavior == nil { violations.append("SHOW-6: a column style has no splitBehavior") }
        if state.splitBehavior == .automatic { violations.append("MODE-1: splitBehavior reads automatic") }
        do {
            _ = try state.readSplitBehavior()
        } catch {
            violations.append("SHOW-6: reading splitBehavior on \(state.style) raised \(error)")
        }
    }
}

/// COL-1: collapsed exactly when the horizontal size class is compact.
private func checkSizeClass(_ state: SplitState, _ violations: inout [String]) {
    let compact = state.window.horizontalSizeClass == .compact
    if state.isCollapsed != compact {
        violations.append("COL-1: isCollapsed \(state.isCollapsed) with horizontal size class \(state.window.horizontalSizeClass)")
    }
}

/// Widths and frames are finite numbers (column frames and the reported widths the width getters answer with).
private func checkFiniteGeometry(_ state: SplitState, _ layout: Layout, _ violations: inout [String]) {
    for column in layout.columns {
        let numbers = [column.frame.x, column.frame.width, column.reportedWidth]
        if !numbers.allSatisfy(\.isFinite) {
            violations.append("geometry: \(column.column) has a non-finite frame or width \(describe(column))")
        }
    }
}

/// Expanded: MODE-1 (the mode is allowed by the actual behavior), two-sidebar modes only in tripleColumn, MODE-5.
private func checkExpanded(_ state: SplitState, _ violations: inout [String]) {
    let mode = state.expandedMode
    let behavior = state.expandedBehavior
    if behavior == .automatic { violations.append("MODE-1: the resolved behavior is automatic") }
    if state.style.isColumnStyle, !behavior.allowedModes.contains(mode) {
        violations.append("MODE-1: \(mode) is not allowed under behavior \(behavior)")
    }
    if mode.sidebarCount == 2, state.style != .tripleColumn {
        violations.append("MODE-1: two-sidebar mode \(mode) on \(state.style)")
    }
    if mode == .twoDisplaceSecondary, state.ruleSet == .ios26 {
        violations.append("MODE-5: twoDisplaceSecondary under os 26")
    }
}

/// Expanded: the sidebars on screen are the ones the display mode shows (UIKit's table of what each mode shows:
/// the "one" sidebar is the primary in double column and classic, the supplementary in triple), the secondary is
/// on screen, and it is dimmed exactly in the over and displace modes.
private func checkShownColumns(_ state: SplitState, _ layout: Layout, _ violations: inout [String]) {
    let mode = state.expandedMode
    var expected: Set<Column> = []
    switch (state.style == .tripleColumn, mode.sidebarCount) {
    case (_, 0): break
    case (false, _): expected = [.primary]
    case (true, 1): expected = [.supplementary]
    case (true, _): expected = [.primary, .supplementary]
    }
    expected = expected.filter { state.controllers[$0] != nil }
    let shown = Set(layout.columns.filter { $0.isVisible && [.primary, .supplementary].contains($0.column) }.map(\.column))
    if shown != expected {
        violations.append("MODE-1: \(mode) on \(state.style) shows sidebars \(shown.map(\.rawValue).sorted()), "
            + "expected \(expected.map(\.rawValue).sorted())")
    }
    guard state.controllers[.secondary] != nil, let secondary = layout.column(.secondary) else { return }
    // Minima that leave no room (the sidebars' fixed space reaches W), or a secondary minimum of 0, may leave the
    // secondary no width at all.
    let forced = forcedSidebarWidth(state, layout) >= state.window.layoutWidth - tolerance
    let mayVanish = forced || (state.properties.secondary.minimum.number ?? 464) <= tolerance
    if !secondary.isVisible, !mayVanish {
        violations.append("MODE-1: the secondary is not on screen in \(mode) (\(secondary.placement))")
    }
    let dims = [DisplayMode.oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(mode)
    if secondary.isVisible, secondary.isDimmed != dims {
        violations.append("MODE-1: the secondary is \(secondary.isDimmed ? "" : "not ")dimmed in \(mode)")
    }
}

/// Tiled columns sit side by side without overlapping (WID-4), except the floating primary, which the next
/// column runs under.
private func checkTiling(_ state: SplitState, _ layout: Layout, _ violations: inout [String]) {
    let floats = primaryFloats(state)
    let tiled = layout.columns
        .filter { $0.placement == .tiled && !(floats && $0.column == .primary) && $0.frame.width > tolerance }
        .sorted { $0.frame.x < $1.frame.x }
    for (left, right) in zip(tiled, tiled.dropFirst()) where right.frame.x < left.frame.maxX - tolerance {
        violations.append("WID-4: tiled \(left.column) (\(describe(left))) overlaps tiled \(right.column) (\(describe(right)))")
    }
}

/// Collapsed: one view controller (COL-3, COL-4), at most the top column visible, displayMode oneBeside and
/// splitBehavior tile, and every width getter reads the window width (COL-2).
private func checkCollapsed(_ state: SplitState, _ layout: Layout, _ violations: inout [String]) {
    // Exactly one, unless the split holds no controller the collapsed interface is built from (classic
    // `setViewControllers` with no entries, or every column cleared; the inspector is a sheet, not part of it):
    // then there is nothing to show and UIKit's array is empty.
    let count = state.viewControllers.count
    let holdsNothing = [Column.primary, .supplementary, .secondary, .compact].allSatisfy { state.controllers[$0] == nil }
    if count != (holdsNothing ? 0 : 1) {
        let list = state.viewControllers.map(\.notation).joined(separator: " ")
        violations.append("COL-3/COL-4: collapsed viewControllers has \(count) entries [\(list)]")
    }
    if layout.visibleColumns.count > 1 {
        let names = layout.visibleColumns.map(\.rawValue).joined(separator: " ")
        violations.append("visibleColumns: collapsed lists \(layout.visibleColumns.count) columns (\(names)), commands.md says the top column only")
    }
    if let shown = layout.visibleColumns.first, shown != state.topColumn {
        violations.append("COL-4: collapsed shows \(shown) but topColumn is \(state.topColumn.map(\.rawValue) ?? "none")")
    }
    if state.displayMode != .oneBesideSecondary {
        violations.append("COL-2: collapsed displayMode reads \(state.displayMode)")
    }
    guard state.style.isColumnStyle else { return }
    if state.splitBehavior != .tile {
        violations.append("COL-2: collapsed splitBehavior reads \(String(describing: state.splitBehavior))")
    }
    let window = state.window.layoutWidth
    for column in widthGetterColumns(state) {
        guard let width = try? state.readColumnWidth(column) else {
            violations.append("COL-2: \(column)ColumnWidth raised while collapsed")
            continue
        }
        if abs(width - window) > tolerance {
            violations.append("COL-2: collapsed \(column)ColumnWidth reads \(width), window \(window)")
        }
    }
}

/// The columns whose width getter exists in this state (supplementary: triple only; inspector: `os 26`).
private func widthGetterColumns(_ state: SplitState) -> [Column] {
    var columns: [Column] = [.primary, .secondary]
    if state.style == .tripleColumn { columns.append(.supplementary) }
    if state.ruleSet == .ios26 { columns.append(.inspector) }
    return columns
}

let tolerance: Points = 0.001

/// Every visible column lies within [0, W] of the laid-out window (ENV-5), with two narrow exemptions:
///
/// - a minimum forces it: the visible sidebars (primary, supplementary) at their effective minima, plus the fixed
///   space UIKit puts around them (the floating primary's 10-pt inset, the gap between the sidebars, the 0.5-pt
///   separator before a tiled secondary), need more than W. Then every column may overflow (WID-2: "a minimum
///   wider than the window makes the column overflow it"). The inspector is exempt alone when its own minimum
///   exceeds W. The secondary's minimum never exempts anything: it is the column that gets squeezed (SN-6).
/// - twoDisplaceSecondary (`os 18`): the displaced secondary is pushed past the trailing edge by definition
///   (UIKit: "pushed toward the trailing edge and cropped"); it must still start inside the window.
private func checkFit(_ state: SplitState, _ layout: Layout, _ violations: inout [String]) {
    let W = state.window.layoutWidth
    let forced = forcedSidebarWidth(state, layout)
    let sidebarsExempt = forced > W + tolerance
    for column in layout.columns where column.isVisible {
        if column.column == .inspector {
            if effectiveMinimum(.inspector, state) > W + tolerance { continue }
        } else if sidebarsExempt {
            continue
        }
        let frame = column.frame
        if column.placement == .displaced {
            // Pushed away from the primary's side: the right one for a trailing edge or right to left, not both.
            let startsInside = !state.primaryIsOnTheRight
                ? frame.x >= -tolerance && frame.x < W : frame.maxX > 0 && frame.maxX <= W + tolerance
            if !startsInside || frame.width < -tolerance {
                violations.append("fit: displaced \(column.column) \(describe(column)) does not start inside the window \(W)")
            }
            continue
        }
        if frame.x < -tolerance || frame.maxX > W + tolerance || frame.width < -tolerance {
            violations.append("fit: visible \(column.column) \(describe(column)) outside [0, \(W)] (minima need \(forced))")
        }
    }
}

/// The width the visible sidebars need at their effective minima, with the fixed insets and gaps between them.
func forcedSidebarWidth(_ state: SplitState, _ layout: Layout) -> Points {
    guard !state.isCollapsed else { return 0 }
    // A sidebar the mode shows keeps its room even with no controller in it (an empty column), so it counts too.
    let count = state.expandedMode.sidebarCount
    let shownByMode: Set<Column> = state.style == .tripleColumn
        ? Set((count >= 1 ? [Column.supplementary] : []) + (count == 2 ? [.primary] : []))
        : (count >= 1 ? [.primary] : [])
    let visible = Set(layout.columns.filter { $0.isVisible || ($0.placement == .absent && shownByMode.contains($0.column)) }.map(\.column))
    let floats = primaryFloats(state)
    let gap: Points = floats ? 10 : 0.5
    var need: Points = 0
    if visible.contains(.primary) { need += effectiveMinimum(.primary, state) + (floats ? 10 : 0) }
    if visible.contains(.supplementary) {
        need += effectiveMinimum(.supplementary, state)
        if visible.contains(.primary), !floats { need += gap }
    }
    // Where the secondary tiles beside the sidebars (rather than running under a floating primary in double column),
    // the 0.5-pt separator before it is part of the fixed space.
    let tilesBeside = [DisplayMode.oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary].contains(state.expandedMode)
        && (state.style == .tripleColumn || !floats)
    if tilesBeside, state.controllers[.secondary] != nil, !visible.isDisjoint(with: [.primary, .supplementary]) {
        need += 0.5
    }
    return need
}

/// A column's effective minimum: the minimum property, else 240 (the automatic sidebar and inspector minimum,
/// WID-1, INS-2), or 0 for the classic style under `os 18` (WID-7a); never more than the maximum, which WID-2
/// applies last (so a minimum above the maximum forces nothing).
func effectiveMinimum(_ column: Column, _ state: SplitState) -> Points {
    let widths = state.properties.widths(of: column)
    var minimum: Points = 240
    if let value = widths.minimum.number {
        minimum = value
    } else if column != .inspector, state.style == .unspecified, state.ruleSet == .ios18 {
        minimum = 0
    }
    let maximum = widths.maximum.number ?? (column == .inspector ? 400 : .infinity)
    return min(minimum, maximum)
}

/// NAV-1: no controller name appears in two columns (their pushes included), nor twice in one column's hierarchy,
/// nor in a column and the presented controller.
private func checkNames(_ state: SplitState, _ violations: inout [String]) {
    var owner: [String: Column] = [:]
    let presentedNames = state.presentedNames
    if Set(presentedNames).count != presentedNames.count { violations.append("NAV-1: a name appears twice in the chain of presentations") }
    for column in Column.allCases {
        for name in state.child(column)?.names ?? [] where presentedNames.contains(name) {
            violations.append("NAV-1: \(name) is in the \(column) column and presented")
        }
    }
    for column in Column.allCases {
        guard let controller = state.child(column) else { continue }
        var seen = Set<String>()
        for name in controller.names {
            if !seen.insert(name).inserted {
                violations.append("NAV-1: \(name) appears twice in the \(column) column \(controller.notation)")
            }
            if let other = owner[name], other != column {
                violations.append("NAV-1: \(name) is in both the \(other) and the \(column) column")
            }
            owner[name] = owner[name] ?? column
        }
    }
}

/// BTN-6: no display-mode button while collapsed; BTN-1: never one in twoOverSecondary.
private func checkButtons(_ state: SplitState, _ layout: Layout, _ violations: inout [String]) {
    let displayModeButton = layout.buttons.contains { $0.kind == .displayModeButton }
    if state.isCollapsed, displayModeButton { violations.append("BTN-6: a display-mode button while collapsed") }
    if !state.isCollapsed, state.expandedMode == .twoOverSecondary, displayModeButton {
        violations.append("BTN-1: a display-mode button in twoOverSecondary")
    }
    let properties = state.properties
    if state.style.isColumnStyle, displayModeButton, properties.displayModeButtonVisibility == .never {
        violations.append("BTN-1: a display-mode button with displayModeButtonVisibility never")
    }
    if state.style.isColumnStyle, displayModeButton, !properties.presentsWithGesture, properties.displayModeButtonVisibility != .always {
        violations.append("BTN-1: a display-mode button with presentsWithGesture false and visibility \(properties.displayModeButtonVisibility)")
    }
    let secondaryOnlyButton = layout.buttons.contains { $0.kind == .secondaryOnlyButton }
    if secondaryOnlyButton, state.style != .tripleColumn || !properties.showsSecondaryOnlyButton || state.isCollapsed {
        violations.append("BTN-5: a secondary-only button on \(state.style), showsSecondaryOnlyButton "
            + "\(properties.showsSecondaryOnlyButton), collapsed \(state.isCollapsed)")
    }
}

/// `visibleColumns` lists only columns with a controller, the inspector excepted (it is shown empty).
private func checkVisibleColumnsHaveContent(_ state: SplitState, _ layout: Layout, _ violations: inout [String]) {
    for column in layout.visibleColumns where column != .inspector && state.controllers[column] == nil {
        violations.append("layout: visible \(column) column has no controller")
    }
}

/// A column's layout for a failure message: `placement x width (reported r)`.
func describe(_ column: ColumnLayout) -> String {
    "\(column.placement) x \(column.frame.x) width \(column.frame.width) (reported \(column.reportedWidth))"
}

/// A column's four width properties as `preferred/fraction/minimum/maximum`, `-` for automatic.
private func widths(_ widths: ColumnWidths) -> String {
    [widths.preferred, widths.fraction, widths.minimum, widths.maximum]
        .map { $0.number.map { "\($0)" } ?? "-" }.joined(separator: "/")
}

/// A one-screen summary of a state for failure messages.
func summary(_ state: SplitState) -> String {
    let layout = state.layout
    var lines = [
        "window \(state.window.width)x\(state.window.height) @\(state.window.scale) laid out \(state.window.layoutWidth) "
            + "\(state.window.device?.name ?? "free") pane \(state.window.pane) sizeClass \(state.window.horizontalSizeClass) "
            + "(override \(state.window.sizeClassOverride)), os \(state.ruleSet.rawValue)",
        "style \(state.style), collapsed \(state.isCollapsed), mode \(state.expandedMode) behavior \(state.expandedBehavior) "
            + "shape \(state.twoOverShape), preferred \(state.properties.preferredDisplayMode)/\(state.properties.preferredSplitBehavior)",
        "edge \(state.properties.primaryEdge) background \(state.properties.primaryBackgroundStyle) "
            + "gesture \(state.properties.presentsWithGesture) visibility \(state.properties.displayModeButtonVisibility)",
        "widths primary \(widths(state.properties.primary)) supplementary \(widths(state.properties.supplementary)) "
            + "secondary \(widths(state.properties.secondary)) inspector \(widths(state.properties.inspector))",
        controllersLine(state),
    ]
    lines += layout.columns.map { "  \($0.column): \(describe($0))\($0.isDimmed ? " dimmed" : "")" }
    lines.append("  buttons: " + layout.buttons.map { "\($0.kind.rawValue)@\($0.bar)" }.joined(separator: " "))
    return lines.joined(separator: "\n")
}

private func controllersLine(_ state: SplitState) -> String {
    let columns: [String] = Column.allCases.compactMap { column in state.child(column).map { "\(column)=\($0.notation)" } }
    var line = "controllers " + columns.joined(separator: " ")
    for presented in state.presentations { line += " presented \(presented.controller.notation) \(state.style(for: presented.request))" }
    return line
}

/// What one accepted command may do, checked against the state before it and its outcome:
///
/// - an ignored command (a note such as SHOW-2's "hiding the secondary") changes nothing on screen and fires nothing
///   (commands.md, "Refused or ignored");
/// - EVT-3: the appearance callbacks reach exactly the controllers that come on screen or leave it. A new controller
///   (`setStyle`, `os`) and `relaunch` take every controller off screen and back, so they are left out.
func checkTransition(_ command: Command, from before: SplitState, to outcome: Outcome) -> [String] {
    var violations: [String] = []
    if outcome.notes.contains(where: isIgnoreNote) {
        let notes = outcome.notes.map { "\($0.rule.rawValue) \($0.reason)" }.joined(separator: ", ")
        let old = before.layout, new = outcome.state.layout
        if old.columns != new.columns || old.buttons != new.buttons || before.displayMode != outcome.state.displayMode
            || before.isCollapsed != outcome.state.isCollapsed {
            violations.append("IGNORED: a command noted as ignored (\(notes)) changed the layout")
        }
        // The classic show and showDetail hooks are asked before UIKit finds it has nothing to do.
        let fired = outcome.events.filter { if case .show = $0 { false } else if case .showDetail = $0 { false } else { true } }
        if !fired.isEmpty {
            violations.append("IGNORED: a command noted as ignored (\(notes)) fired \(outcome.events)")
        }
    }
    switch command {
    case .setStyle, .ruleSet, .relaunch: break
    default: violations += appearanceMismatches(before, outcome)
    }
    return violations
}

/// The notes that mark a command UIKit ignores: success, nothing changes (commands.md, "Refused or ignored").
func isIgnoreNote(_ note: Note) -> Bool {
    // Listed positively: notes about side effects (a phone preset becoming a free window, a stored secondary width
    // that has no effect) are not "ignored" notes.
    switch note.reason {
    case .hidingSecondary, .hidePrimaryWhileCollapsed, .columnAlreadyShown, .columnAlreadyHidden, .classicIgnoresColumnAPI,
         .noSupplementaryInDoubleColumn, .compactColumnShowing, .unchanged, .nothingToPop, .alreadyPresenting, .nothingPresented,
         .delegateHandled, .alreadyShown, .noNavigationControllerToPushOnto:
        true
    default:
        false
    }
}

/// EVT-3, comparing the controllers on screen before and after (`Visibility`, the engine's own reading of the
/// layout) with the appearance callbacks the step fired: each controller's first and last callbacks give its net
/// change, so a measured transient (a covered primary that appears and leaves again on expand, EVT-10; a classic
/// primary that starts to leave and comes back, EVT-11) counts as no change, and every will-callback needs its did.
/// The message names the kind of step.
private func appearanceMismatches(_ before: SplitState, _ outcome: Outcome) -> [String] {
    let was = Set(Visibility(before).names), now = Set(Visibility(outcome.state).names)
    var first: [String: Bool] = [:], last: [String: Bool] = [:]
    var pending: [String: Int] = [:]
    var unpaired: [String] = []
    var modeChanged = false
    func callback(_ name: String, appears: Bool, will: Bool) {
        if first[name] == nil { first[name] = appears }
        last[name] = appears
        let key = "\(name).\(appears ? "appear" : "disappear")"
        let opposite = "\(name).\(appears ? "disappear" : "appear")"
        // A will-callback of the other direction cancels a pending one: the controller turned back (EVT-11).
        if will, pending[opposite, default: 0] > 0 { pending[opposite]! -= 1 }
        if will { pending[key, default: 0] += 1 } else if pending[key, default: 0] > 0 { pending[key]! -= 1 } else { unpaired.append(key) }
    }
    for event in outcome.events {
        switch event {
        case .viewWillAppear(let name): callback(name, appears: true, will: true)
        case .viewDidAppear(let name): callback(name, appears: true, will: false)
        case .viewWillDisappear(let name): callback(name, appears: false, will: true)
        case .viewDidDisappear(let name): callback(name, appears: false, will: false)
        case .willChangeDisplayMode: modeChanged = true
        default: break
        }
    }
    let kind = before.isCollapsed == outcome.state.isCollapsed
        ? (modeChanged ? "mode change" : "same mode") : (outcome.state.isCollapsed ? "collapse" : "expand")
    var violations: [String] = []
    let appeared = now.subtracting(was), disappeared = was.subtracting(now)
    // A controller was on screen before unless its first callback brings it on, and is after if its last does.
    let cameOn = Set(last.keys.filter { last[$0]! && first[$0]! })
    let wentOff = Set(last.keys.filter { !last[$0]! && !first[$0]! })
    if cameOn != appeared {
        violations.append("EVT-3 (\(kind)): came on screen \(appeared.sorted()) but the callbacks bring on \(cameOn.sorted())")
    }
    if wentOff != disappeared {
        violations.append("EVT-3 (\(kind)): left the screen \(disappeared.sorted()) but the callbacks take off \(wentOff.sorted())")
    }
    let open = pending.filter { $0.value > 0 }.keys.sorted()
    if !unpaired.isEmpty || !open.isEmpty {
        violations.append("EVT-3 (\(kind)): did-callbacks without their will \(unpaired), will-callbacks without their did \(open)")
    }
    return violations
}

/// Whether the primary floats 10 pt in (background `sidebar`, or the classic style under `os 26`; WID-4, WID-7).
func primaryFloats(_ state: SplitState) -> Bool {
    state.properties.primaryBackgroundStyle == .sidebar || (state.style == .unspecified && state.ruleSet == .ios26)
}
