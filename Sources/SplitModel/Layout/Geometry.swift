/// Lays out the columns of an expanded or collapsed state (WID, COL-2, INS).
struct Geometry {
    let state: SplitState
    let sizing: Sizing
    /// Collapsed: the columns in the collapsed stack (`CollapsedStack.columns`), worked out once for the placements
    /// and the buttons; expanded: empty.
    let stacked: StackedColumns

    init(state: SplitState) {
        self.state = state
        sizing = Sizing(state: state)
        stacked = state.isCollapsed ? CollapsedStack(state: state).columns : StackedColumns()
    }

    private struct PlacedColumn {
        var frame: HorizontalFrame
        var reported: Points
        var placement: Placement
        var dimmed = false
    }

    /// The placed columns, a slot per column held inline: a layout is made for every summary, and a map on the heap
    /// cost more than the placing.
    private struct Placements {
        var primary: PlacedColumn? = nil
        var supplementary: PlacedColumn? = nil
        var secondary: PlacedColumn? = nil
        var compact: PlacedColumn? = nil
        var inspector: PlacedColumn? = nil

        subscript(column: Column) -> PlacedColumn? {
            get {
                switch column {
                case .primary: primary
                case .supplementary: supplementary
                case .secondary: secondary
                case .compact: compact
                case .inspector: inspector
                }
            }
            set {
                switch column {
                case .primary: primary = newValue
                case .supplementary: supplementary = newValue
                case .secondary: secondary = newValue
                case .compact: compact = newValue
                case .inspector: inspector = newValue
                }
            }
        }

        /// Every placed frame mirrored across a window of the given width (WID-6, WID-6a).
        mutating func mirror(in width: Points) {
            func mirror(_ placed: inout PlacedColumn?) {
                if let frame = placed?.frame { placed?.frame = frame.mirrored(in: width) }
            }
            mirror(&primary)
            mirror(&supplementary)
            mirror(&secondary)
            mirror(&compact)
            mirror(&inspector)
        }
    }

    private var W: Points { sizing.width }

    /// The columns in visual order, with the traces of the widths (none when `tracing` is false: the traces cost more
    /// than the frames, and only the callers that explain a layout read them).
    func columns(tracing: Bool = true) -> (columns: [ColumnLayout], traces: [Trace]) {
        let columns = Array(columnList())
        guard tracing else { return (columns, []) }
        var traces = widthTraces()
        let collapsed = state.isCollapsed
        if !collapsed && state.properties.primaryEdge == .trailing { traces.append(Trace(.wid6, .frame(.primary))) }
        if !collapsed, state.window.layoutDirection == .rightToLeft {
            traces.append(Trace(.wid6a, .frame(.primary), Fact("layout direction", .word("rightToLeft"))))
        }
        return (columns, traces)
    }

    /// The columns in visual order, held inline (`columns(tracing:)` gives them as an array, with traces).
    func columnList() -> ColumnList {
        let collapsed = state.isCollapsed
        let order = state.styleColumns
        var placed = collapsed ? collapsedPlacements(order) : expandedPlacements()
        let trailingPrimary = !collapsed && state.properties.primaryEdge == .trailing
        if trailingPrimary { placed.mirror(in: W) }
        // The leading edge is the right one: every finished frame mirrors across the window (WID-6a).
        if !collapsed, state.window.layoutDirection == .rightToLeft { placed.mirror(in: W) }
        let controllers = state.controllers
        var layouts = ColumnList()
        func add(_ column: Column) {
            let placedColumn = placed[column] ?? PlacedColumn(frame: HorizontalFrame(x: 0, width: 0), reported: 0, placement: .absent)
            let hasContent = column == .inspector || controllers[column] != nil
            let placement = hasContent ? placedColumn.placement : .absent
            layouts.append(ColumnLayout(column: column, frame: placedColumn.frame, reportedWidth: placedColumn.reported,
                                        placement: placement, isDimmed: placedColumn.dimmed))
        }
        if trailingPrimary {
            for column in order.reversed() { add(column) }
        } else {
            for column in order { add(column) }
        }
        if state.style.isColumnStyle, controllers[.compact] != nil { add(.compact) }
        return layouts
    }

    /// Every column full width, placed by where it sits in the stack; `styleColumns` are the state's.
    private func collapsedPlacements(_ styleColumns: [Column]) -> Placements {
        let full = HorizontalFrame(x: 0, width: W)
        var placed = Placements()
        // The stack's columns and top are worked out once, not again for every column placed.
        let top = CollapsedStack(state: state).top(stacked: stacked)
        let inspectorShown = state.inspectorShown
        func place(_ column: Column) {
            let placement: Placement
            if column == .inspector {
                placement = inspectorShown ? .sheet : .absent
            } else if column == top {
                placement = .collapsedTop
            } else if stacked.contains(column) {
                placement = .covered
            } else {
                placement = .absent
            }
            placed[column] = PlacedColumn(frame: full, reported: W, placement: placement)
        }
        for column in styleColumns { place(column) }
        place(.compact)
        return placed
    }

    private func expandedPlacements() -> Placements {
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
    private func doublePlacements() -> Placements {
        let inset = sizing.primaryInset
        switch state.expandedMode {
        case .oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary:
            let p = sizing.resolved(.primary, cap: sizing.cap(.primary))
            let primary = PlacedColumn(frame: HorizontalFrame(x: inset, width: p), reported: p, placement: .tiled)
            guard !sizing.floats else { return Placements(primary: primary, secondary: fullSecondary()) }
            return Placements(primary: primary, secondary: tiledSecondary(from: p + Sizing.separator))
        case .oneOverSecondary, .twoOverSecondary:
            let p = sizing.resolved(.primary, cap: sizing.overlayCap)
            return Placements(primary: PlacedColumn(frame: HorizontalFrame(x: inset, width: p), reported: p, placement: .overlaid),
                              secondary: fullSecondary(dimmed: true))
        case .secondaryOnly, .automatic:
            let p = sizing.resolved(.primary)
            return Placements(primary: parked(p, at: -(p + sizing.primaryGap)), secondary: fullSecondary())
        }
    }

    /// tripleColumn (WID-2..5, WID-9, SN-3, SN-4).
    private func triplePlacements() -> Placements {
        let inset = sizing.primaryInset
        let gap = sizing.primaryGap
        let sep = Sizing.separator
        let p = sizing.resolved(.primary)
        let s = sizing.resolved(.supplementary)
        switch state.expandedMode {
        case .secondaryOnly, .automatic:
            return Placements(primary: parked(p, at: -(s + sep + p + gap)), supplementary: parked(s, at: -(s + sep)),
                              secondary: fullSecondary())
        case .oneBesideSecondary:
            var placed = tiledSupplementary()
            placed[.primary] = parked(p, at: -(p + gap))
            return placed
        case .oneOverSecondary:
            let s = sizing.resolved(.supplementary, cap: W - Sizing.separator)
            return Placements(primary: parked(p, at: -(p + gap)),
                              supplementary: PlacedColumn(frame: HorizontalFrame(x: 0, width: s), reported: s, placement: .overlaid),
                              secondary: fullSecondary(dimmed: true))
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
    private func tiledSupplementary() -> Placements {
        let s = sizing.resolved(.supplementary, cap: sizing.cap(.supplementary))
        return Placements(supplementary: PlacedColumn(frame: HorizontalFrame(x: 0, width: s), reported: s, placement: .tiled),
                          secondary: tiledSecondary(from: s + Sizing.separator))
    }

    /// The secondary tiled from x to the trailing edge; a sidebar minimum wider than the window pushes it out
    /// with no width left, rather than a negative one (WID-2: minima make columns overflow).
    private func tiledSecondary(from x: Points) -> PlacedColumn {
        let width = max(0, W - x)
        return PlacedColumn(frame: HorizontalFrame(x: x, width: width), reported: width, placement: width > 0 ? .tiled : .offscreen)
    }

    /// Requested twoOver: the supplementary runs under the primary over the dimmed secondary (WID-5).
    private func requestedTwoOver(p: Points, s: Points) -> Placements {
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
        return Placements(primary: PlacedColumn(frame: HorizontalFrame(x: inset, width: primary), reported: primary, placement: .overlaid),
                          supplementary: supplementary, secondary: fullSecondary(dimmed: true))
    }

    /// twoBeside: minima first, then extra width to the primary, the supplementary, the secondary (WID-3, WID-4, SN-6).
    private func twoBeside() -> Placements {
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
            return Placements(primary: PlacedColumn(frame: HorizontalFrame(x: sizing.primaryInset, width: p), reported: p, placement: .tiled),
                              supplementary: PlacedColumn(frame: HorizontalFrame(x: 0, width: frameWidth), reported: frameWidth, placement: .tiled),
                              secondary: secondary)
        }
        return Placements(primary: PlacedColumn(frame: HorizontalFrame(x: 0, width: p), reported: p, placement: .tiled),
                          supplementary: PlacedColumn(frame: HorizontalFrame(x: p + gap, width: s), reported: s, placement: .tiled),
                          secondary: secondary)
    }

    /// twoDisplace (`os 18` only): both sidebars at their widths, the secondary keeps its one-beside width past the edge (SN-3).
    private func twoDisplace(p: Points, s: Points) -> Placements {
        let gap = sizing.primaryGap
        let oneBesideSecondary = W - sizing.resolved(.supplementary, cap: sizing.cap(.supplementary)) - Sizing.separator
        let secondaryX = p + gap + s + Sizing.separator
        return Placements(primary: PlacedColumn(frame: HorizontalFrame(x: sizing.primaryInset, width: p), reported: p, placement: .tiled),
                          supplementary: PlacedColumn(frame: HorizontalFrame(x: p + gap, width: s), reported: s, placement: .tiled),
                          secondary: PlacedColumn(frame: HorizontalFrame(x: secondaryX, width: oneBesideSecondary),
                                                  reported: oneBesideSecondary, placement: .displaced, dimmed: true))
    }

    /// The inspector tiles after the secondary, taking its width, or gives up its place and overlays (INS-1, INS-2).
    private func addInspector(_ placed: inout Placements) {
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
        if state.isCollapsed { return [Trace(.col2, .width(.primary), Fact("window", .points(W)))] }
        var traces = [Trace(.env5, .width(.secondary), Fact("given", .points(state.window.width)), Fact("laid out", .points(W)))]
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
