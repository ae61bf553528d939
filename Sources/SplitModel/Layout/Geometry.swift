/// Lays out the columns of an expanded or collapsed state (WID, COL-2, INS).
struct Geometry {
    let state: SplitState
    let sizing: Sizing
    /// Collapsed: the columns in the collapsed stack (`CollapsedStack.columns`), worked out once for the placements
    /// and the buttons; expanded: empty.
    let stacked: [Column]

    init(state: SplitState) {
        self.state = state
        sizing = Sizing(state: state)
        stacked = state.isCollapsed ? CollapsedStack(state: state).columns : []
    }

    private struct PlacedColumn {
        var frame: HorizontalFrame
        var reported: Points
        var placement: Placement
        var dimmed = false
    }

    private var W: Points { sizing.width }

    /// The columns in visual order, with the traces of the widths (none when `tracing` is false: the traces cost more
    /// than the frames, and only the callers that explain a layout read them).
    func columns(tracing: Bool = true) -> (columns: [ColumnLayout], traces: [Trace]) {
        var placed = state.isCollapsed ? collapsedPlacements() : expandedPlacements()
        var traces = tracing ? widthTraces() : []
        if !state.isCollapsed, state.properties.primaryEdge == .trailing {
            for key in placed.keys { placed[key]!.frame = placed[key]!.frame.mirrored(in: W) }
            if tracing { traces.append(Trace(.wid6, .frame(.primary))) }
        }
        if !state.isCollapsed, state.window.layoutDirection == .rightToLeft {
            // The leading edge is the right one: every finished frame mirrors across the window (WID-6a).
            for key in placed.keys { placed[key]!.frame = placed[key]!.frame.mirrored(in: W) }
            if tracing { traces.append(Trace(.wid6a, .frame(.primary), [Fact("layout direction", .word("rightToLeft"))])) }
        }
        var order = state.styleColumns
        if state.properties.primaryEdge == .trailing && !state.isCollapsed { order.reverse() }
        if state.style.isColumnStyle, state.controllers[.compact] != nil { order.append(.compact) }
        let layouts = order.map { column in
            let placedColumn = placed[column] ?? PlacedColumn(frame: HorizontalFrame(x: 0, width: 0), reported: 0, placement: .absent)
            let placement = hasContent(column) ? placedColumn.placement : .absent
            return ColumnLayout(column: column, frame: placedColumn.frame, reportedWidth: placedColumn.reported, placement: placement, isDimmed: placedColumn.dimmed)
        }
        return (layouts, traces)
    }

    private func hasContent(_ column: Column) -> Bool {
        column == .inspector ? true : state.controllers[column] != nil
    }

    private func collapsedPlacements() -> ColumnMap<PlacedColumn> {
        let full = HorizontalFrame(x: 0, width: W)
        var placed = ColumnMap<PlacedColumn>()
        // The stack's columns and top are worked out once, not again for every column placed.
        let top = CollapsedStack(state: state).top(stacked: stacked)
        for column in state.styleColumns + [.compact] {
            let placement: Placement
            if column == .inspector {
                placement = state.inspectorShown ? .sheet : .absent
            } else if column == top {
                placement = .collapsedTop
            } else if stacked.contains(column) {
                placement = .covered
            } else {
                placement = .absent
            }
            placed[column] = PlacedColumn(frame: full, reported: W, placement: placement)
        }
        return placed
    }

    private func expandedPlacements() -> ColumnMap<PlacedColumn> {
        var placed = state.style == .tripleColumn ? triplePlacements() : doublePlacements()
        if state.style.isColumnStyle, state.ruleSet == .ios26 { addInspector(&placed) }
        return placed
    }

    private func parked(_ width: Points, at x: Points) -> PlacedColumn {
        PlacedColumn(frame: HorizontalFrame(x: x, width: width), reported: width, placement: .offscreen)
    }

    private func fullSecondary(dimmed: Bool = false) -> PlacedColumn {
        PlacedColumn(frame: HorizontalFrame(x: 0, width: W), reported: W, placement: .tiled, dimmed: dimmed)
    }

    /// doubleColumn and classic: one sidebar, the primary (WID-2, WID-4, WID-4b, WID-7).
    private func doublePlacements() -> ColumnMap<PlacedColumn> {
        let inset = sizing.primaryInset
        switch state.expandedMode {
        case .oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary:
            let p = sizing.resolved(.primary, cap: sizing.cap(.primary))
            let primary = PlacedColumn(frame: HorizontalFrame(x: inset, width: p), reported: p, placement: .tiled)
            guard !sizing.floats else { return [.primary: primary, .secondary: fullSecondary()] }
            return [.primary: primary, .secondary: tiledSecondary(from: p + Sizing.separator)]
        case .oneOverSecondary, .twoOverSecondary:
            let p = sizing.resolved(.primary, cap: sizing.overlayCap)
            return [.primary: PlacedColumn(frame: HorizontalFrame(x: inset, width: p), reported: p, placement: .overlaid),
                    .secondary: fullSecondary(dimmed: true)]
        case .secondaryOnly, .automatic:
            let p = sizing.resolved(.primary)
            return [.primary: parked(p, at: -(p + sizing.primaryGap)), .secondary: fullSecondary()]
        }
    }

    /// tripleColumn (WID-2..5, WID-9, SN-3, SN-4).
    private func triplePlacements() -> ColumnMap<PlacedColumn> {
        let inset = sizing.primaryInset
        let gap = sizing.primaryGap
        let sep = Sizing.separator
        let p = sizing.resolved(.primary)
        let s = sizing.resolved(.supplementary)
        switch state.expandedMode {
        case .secondaryOnly, .automatic:
            return [.supplementary: parked(s, at: -(s + sep)), .primary: parked(p, at: -(s + sep + p + gap)),
                    .secondary: fullSecondary()]
        case .oneBesideSecondary:
            var placed = tiledSupplementary()
            placed[.primary] = parked(p, at: -(p + gap))
            return placed
        case .oneOverSecondary:
            let s = sizing.resolved(.supplementary, cap: W - Sizing.separator)
            return [.supplementary: PlacedColumn(frame: HorizontalFrame(x: 0, width: s), reported: s, placement: .overlaid),
                    .primary: parked(p, at: -(p + gap)), .secondary: fullSecondary(dimmed: true)]
        case .twoOverSecondary where state.twoOverShape == .fallback:
            var placed = tiledSupplementary()
            let overlaid = sizing.resolved(.primary, cap: sizing.overlayCap)
            placed[.primary] = PlacedColumn(frame: HorizontalFrame(x: inset, width: overlaid), reported: overlaid, placement: .overlaid)
            placed[.secondary]!.dimmed = true
            return placed
        case .twoOverSecondary:
            return requestedTwoOver(p: p, s: s)
        case .twoBesideSecondary:
            return twoBeside()
        case .twoDisplaceSecondary:
            return twoDisplace(p: p, s: s)
        }
    }

    /// The supplementary tiled at the leading edge with the secondary beside it (oneBeside, WID-2 cap).
    private func tiledSupplementary() -> ColumnMap<PlacedColumn> {
        let s = sizing.resolved(.supplementary, cap: sizing.cap(.supplementary))
        return [.supplementary: PlacedColumn(frame: HorizontalFrame(x: 0, width: s), reported: s, placement: .tiled),
                .secondary: tiledSecondary(from: s + Sizing.separator)]
    }

    /// The secondary tiled from x to the trailing edge; a sidebar minimum wider than the window pushes it out
    /// with no width left, rather than a negative one (WID-2: minima make columns overflow).
    private func tiledSecondary(from x: Points) -> PlacedColumn {
        let width = max(0, W - x)
        return PlacedColumn(frame: HorizontalFrame(x: x, width: width), reported: width, placement: width > 0 ? .tiled : .offscreen)
    }

    /// Requested twoOver: the supplementary runs under the primary over the dimmed secondary (WID-5).
    private func requestedTwoOver(p: Points, s: Points) -> ColumnMap<PlacedColumn> {
        let inset = sizing.primaryInset
        let gap = sizing.primaryGap
        let limit = W - Sizing.separator
        let primary = min(p, max(0, limit - gap - s))
        let supplementary: PlacedColumn
        if sizing.floats {
            let width = min(primary + gap + s, limit)
            supplementary = PlacedColumn(frame: HorizontalFrame(x: 0, width: width), reported: width, placement: .overlaid)
        } else {
            let width = sizing.clamped(min(s, limit - primary - gap), .supplementary)
            supplementary = PlacedColumn(frame: HorizontalFrame(x: primary + gap, width: width), reported: width, placement: .overlaid)
        }
        return [.primary: PlacedColumn(frame: HorizontalFrame(x: inset, width: primary), reported: primary, placement: .overlaid),
                .supplementary: supplementary, .secondary: fullSecondary(dimmed: true)]
    }

    /// twoBeside: minima first, then extra width to the primary, the supplementary, the secondary (WID-3, WID-4, SN-6).
    private func twoBeside() -> ColumnMap<PlacedColumn> {
        let gap = sizing.primaryGap
        let sep = Sizing.separator
        let pMin = sizing.minimum(.primary), sMin = sizing.minimum(.supplementary)
        var extra = max(0, W - sizing.twoSidebarsNeed)
        let pGrow = min(extra, max(0, sizing.resolved(.primary) - pMin))
        extra -= pGrow
        let sGrow = min(extra, max(0, sizing.resolved(.supplementary) - sMin))
        let p = pMin + pGrow, s = sMin + sGrow
        let secondary = tiledSecondary(from: p + gap + s + sep)
        if sizing.floats {
            let frameWidth = p + gap + s
            return [.primary: PlacedColumn(frame: HorizontalFrame(x: sizing.primaryInset, width: p), reported: p, placement: .tiled),
                    .supplementary: PlacedColumn(frame: HorizontalFrame(x: 0, width: frameWidth), reported: frameWidth, placement: .tiled),
                    .secondary: secondary]
        }
        return [.primary: PlacedColumn(frame: HorizontalFrame(x: 0, width: p), reported: p, placement: .tiled),
                .supplementary: PlacedColumn(frame: HorizontalFrame(x: p + gap, width: s), reported: s, placement: .tiled),
                .secondary: secondary]
    }

    /// twoDisplace (`os 18` only): both sidebars at their widths, the secondary keeps its one-beside width past the edge (SN-3).
    private func twoDisplace(p: Points, s: Points) -> ColumnMap<PlacedColumn> {
        let gap = sizing.primaryGap
        let oneBesideSecondary = W - sizing.resolved(.supplementary, cap: sizing.cap(.supplementary)) - Sizing.separator
        let secondaryX = p + gap + s + Sizing.separator
        return [.primary: PlacedColumn(frame: HorizontalFrame(x: sizing.primaryInset, width: p), reported: p, placement: .tiled),
                .supplementary: PlacedColumn(frame: HorizontalFrame(x: p + gap, width: s), reported: s, placement: .tiled),
                .secondary: PlacedColumn(frame: HorizontalFrame(x: secondaryX, width: oneBesideSecondary), reported: oneBesideSecondary,
                                 placement: .displaced, dimmed: true)]
    }

    /// The inspector tiles after the secondary, taking its width, or gives up its place and overlays (INS-1, INS-2).
    private func addInspector(_ placed: inout ColumnMap<PlacedColumn>) {
        let width = sizing.resolved(.inspector)
        guard state.inspectorShown, var secondary = placed[.secondary] else {
            placed[.inspector] = parked(width, at: W + Sizing.separator)
            return
        }
        let remaining = secondary.frame.width - width - Sizing.separator
        if remaining >= sizing.secondaryMinimum && secondary.placement == .tiled && !secondary.dimmed {
            secondary.frame.width = remaining
            secondary.reported = remaining
            placed[.secondary] = secondary
            placed[.inspector] = PlacedColumn(frame: HorizontalFrame(x: secondary.frame.maxX + Sizing.separator, width: width), reported: width, placement: .tiled)
        } else {
            let overlaid = sizing.resolved(.inspector, cap: W - Sizing.separator)
            placed[.inspector] = PlacedColumn(frame: HorizontalFrame(x: W - overlaid, width: overlaid), reported: overlaid, placement: .overlaid)
        }
    }

    /// Which rules decided each column's width.
    private func widthTraces() -> [Trace] {
        if state.isCollapsed { return [Trace(.col2, .width(.primary), [Fact("window", .points(W))])] }
        var traces = [Trace(.env5, .width(.secondary), [Fact("given", .points(state.window.width)), Fact("laid out", .points(W))])]
        let sidebars: [Column] = state.style == .tripleColumn ? [.primary, .supplementary] : [.primary]
        for column in sidebars {
            let base = sizing.base(column)
            for rule in base.rules {
                traces.append(Trace(rule, .width(column), [Fact("base", .points(base.value)),
                                                           Fact("minimum", .points(sizing.minimum(column))),
                                                           Fact("maximum", .points(sizing.maximum(column))),
                                                           Fact("cap", .points(sizing.cap(column)))]))
            }
        }
        if state.style == .unspecified && state.ruleSet == .ios18 { traces.append(Trace(.wid7a, .width(.primary))) }
        if state.style == .tripleColumn && state.expandedMode == .twoBesideSecondary { traces.append(Trace(.wid3, .width(.supplementary))) }
        if state.style == .tripleColumn && state.expandedMode == .twoOverSecondary { traces.append(Trace(.wid5, .width(.supplementary))) }
        if state.style == .tripleColumn { traces.append(Trace(.wid9, .width(.supplementary))) }
        if sizing.floats { traces.append(Trace(.wid4, .frame(.primary))) } else { traces.append(Trace(.wid4c, .frame(.primary))) }
        if state.ruleSet == .ios18 { traces.append(Trace(.wid8, .frame(.primary))) }
        if state.expandedMode.sidebarCount < (state.style == .tripleColumn ? 2 : 1) { traces.append(Trace(.wid4b, .frame(.primary))) }
        if state.expandedMode == .twoDisplaceSecondary { traces.append(Trace(.sn3, .frame(.secondary))) }
        if state.expandedMode == .twoOverSecondary { traces.append(Trace(.sn4, .frame(.secondary))) }
        if state.inspectorShown { traces.append(Trace(.ins2, .width(.inspector))) }
        return traces
    }
}
