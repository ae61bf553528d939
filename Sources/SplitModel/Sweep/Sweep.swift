/// Which side of the window a sweep changes.
public enum WindowSide: String, Sendable, CaseIterable, Hashable {
    /// `sweep width`: the height stays.
    case width
    /// `sweep height`: the width stays.
    case height
}

/// The parts of a layout a sweep compares: what a reader sees change as the window grows.
public struct SweepKey: Sendable, Hashable {
    /// The horizontal size class (ENV-2, ENV-3, ENV-6).
    public let horizontalSizeClass: SizeClass
    /// Whether the split is collapsed (COL-1).
    public let isCollapsed: Bool
    /// `displayMode` as UIKit reports it.
    public let displayMode: DisplayMode
    /// `splitBehavior` as UIKit reports it; nil for the classic style, where reading it raises.
    public let splitBehavior: SplitBehavior?
    /// The columns on screen, leading to trailing.
    public let visibleColumns: [Column]
    /// The visible buttons, in bar order.
    public let buttons: [ButtonKind]
    /// How every column that is part of the interface sits (tiled, overlaid, offscreen, sheet, ...) and whether it is
    /// dimmed, leading to trailing: a change that leaves the visible columns alone (the inspector going from overlaid
    /// to tiled) still starts a new range.
    public let placements: [ColumnPlacement]

    /// The key of a state.
    public init(_ state: SplitState) {
        let layout = state.layout
        horizontalSizeClass = state.window.horizontalSizeClass
        isCollapsed = state.isCollapsed
        displayMode = state.displayMode
        splitBehavior = state.splitBehavior
        visibleColumns = layout.visibleColumns
        buttons = layout.buttons.map(\.kind)
        placements = layout.columns.filter { $0.placement != .absent }
            .map { ColumnPlacement(column: $0.column, placement: $0.placement, isDimmed: $0.isDimmed) }
    }
}

/// How one column sits in a sweep range.
public struct ColumnPlacement: Sendable, Hashable {
    public let column: Column
    public let placement: Placement
    /// Whether a dimming view covers it.
    public let isDimmed: Bool
}

/// A range of window sizes with one layout: it starts at `start` and runs to the next range's start (or the sweep's end).
public struct SweepRange: Sendable, Hashable {
    /// The first size of the range.
    public let start: Points
    /// The layout throughout the range.
    public let key: SweepKey
    /// The rules that made this layout differ from the previous range's (empty for the first range).
    public let rules: [RuleID]
    /// The numbers that went into those rules, such as `needed 954.5`.
    public let facts: [Fact]
}

/// The result of a sweep: the ranges in order, from `from` to `to`.
public struct SweepResult: Sendable, Hashable {
    /// The side that was changed.
    public let side: WindowSide
    /// The first size sampled.
    public let from: Points
    /// The last size sampled, included in the last range.
    public let to: Points
    /// The distance between samples.
    public let step: Points
    /// The ranges of equal layout, in order; the first starts at `from`.
    public let ranges: [SweepRange]
    /// What the reader should know about every sample: an iPhone preset becomes a free window (ENV-7).
    public let notes: [Note]
}

extension SplitState {
    /// Sizes the window on copies of this state from `from` to `to` (which must be valid window sides, `from < to`,
    /// `step > 0`) and returns the ranges of equal layout. Between two samples that differ, the first size of the new
    /// layout is found by bisection on the half-pixel grid, where rounding to the pixel grid flips (ENV-5).
    public func sweep(_ side: WindowSide, from: Points, to: Points, step: Points) -> SweepResult {
        sweep(side, from: from, to: to, step: step, memoizing: true)
    }

    /// `sweep`, optionally without sharing results between sizes whose windows read the same (for tests).
    func sweep(_ side: WindowSide, from: Points, to: Points, step: Points, memoizing: Bool) -> SweepResult {
        var sampler = SweepSampler(origin: self, side: side)
        sampler.memoizes = memoizing
        var ranges = [SweepRange(start: from, key: sampler.key(at: from), rules: [], facts: [])]
        var previous = from
        // The last range's key is always the key at `previous`. A size whose window reads as the previous one's does
        // has that key too, so it is passed by comparing signatures alone: most sizes of a dense sweep are, and
        // finding their key (a hash look-up) and comparing it with the last range's took most of the sweep.
        var previousSignature = memoizing ? sampler.signature(at: from) : nil
        var index = 1.0
        while previous < to {
            let next = min(from + index * step, to)
            index += 1
            if memoizing {
                let signature = sampler.signature(at: next)
                if signature == previousSignature {
                    previous = next
                    continue
                }
                previousSignature = signature
            }
            if sampler.key(at: next) != ranges[ranges.count - 1].key {
                sampler.boundaries(after: previous, through: next, into: &ranges)
            }
            previous = next
        }
        let notes = window.device?.idiom == .phone ? [Note(.env7, .sweptAsFreeWindow)] : []
        return SweepResult(side: side, from: from, to: to, step: step, ranges: ranges, notes: notes)
    }
}

/// Samples the layout at window sizes, each on a fresh copy of the origin, so a sample depends on its size alone.
struct SweepSampler {
    let origin: SplitState
    let side: WindowSide
    private var cache: [Points: (key: SweepKey, state: SplitState)] = [:]

    /// The bands of laid-out widths that share one layout.
    private let bands: WidthBands

    init(origin: SplitState, side: WindowSide) {
        self.origin = origin
        self.side = side
        bands = WidthBands(origin: origin)
    }

    /// Whether samples whose windows read the same to every rule share one result (off in tests that check it).
    var memoizes = true
    private var bySignature: [WindowSignature: SweepKey] = [:]

    /// What the rules read of a resized window: two sizes with one signature have one layout, so `key(at:)` can skip
    /// the engine. The laid-out width counts only through the band of thresholds it falls in. A phone preset turns
    /// into a free window when resized (ENV-7), as `resize` does.
    /// The size classes and the orientation are kept as flags (each has two cases): an enum with String raw values
    /// hashes its raw value's text, which made hashing the signature most of a dense sweep's work.
    struct WindowSignature: Hashable {
        let layoutWidth: WidthBands.Band
        let horizontallyCompact: Bool
        let verticallyCompact: Bool
        let portrait: Bool
        let widthAtLeastHeight: Bool
        let unchanged: Bool
    }

    func signature(at value: Points) -> WindowSignature {
        var window = origin.window
        if side == .width { window.width = value } else { window.height = value }
        if window.device?.idiom == .phone { window.device = nil }
        let unchanged = window.layoutWidth == origin.window.layoutWidth && window.orientation == origin.window.orientation
        return WindowSignature(layoutWidth: bands.band(window.layoutWidth), horizontallyCompact: window.horizontalSizeClass == .compact,
                               verticallyCompact: window.verticalSizeClass == .compact,
                               portrait: window.orientation == .portrait, widthAtLeastHeight: window.width >= window.height, unchanged: unchanged)
    }

    mutating func key(at value: Points) -> SweepKey {
        guard memoizes else { return sample(at: value).key }
        let signature = signature(at: value)
        if let key = bySignature[signature] { return key }
        let key = sample(at: value).key
        bySignature[signature] = key
        return key
    }

    mutating func sample(at value: Points) -> (key: SweepKey, state: SplitState) {
        if let hit = cache[value] { return hit }
        let command: Command = side == .width ? .resize(width: value, height: nil) : .resize(width: nil, height: value)
        let state: SplitState
        switch SplitEngine.apply(command, to: origin, recordingEvents: false) {
        case .success(let outcome): state = outcome.state
        case .failure: state = origin
        }
        let result = (SweepKey(state), state)
        if cache.count > 64 { cache.removeAll(keepingCapacity: true) }
        cache[value] = result
        return result
    }

    /// Finds every first size of a new layout in (low, high], appending a range for each.
    mutating func boundaries(after low: Points, through high: Points, into ranges: inout [SweepRange]) {
        let grid = 2 * origin.window.scale
        let first = (low * grid).rounded(.down) + 1
        let last = (high * grid).rounded(.up) - 1
        let count = max(0, Int(last - first) + 1)
        func candidate(_ index: Int) -> Points { index < count ? (first + Double(index)) / grid : high }
        var start = 0
        let target = key(at: high)
        while ranges[ranges.count - 1].key != target {
            let current = ranges[ranges.count - 1].key
            var lo = start - 1, hi = count
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if key(at: candidate(mid)) == current { lo = mid } else { hi = mid }
            }
            let at = candidate(hi)
            let found = sample(at: at)
            let previous = sample(at: hi == start ? (start == 0 ? low : candidate(start - 1)) : candidate(hi - 1)).state
            let why = SweepReason(before: previous, after: found.state)
            ranges.append(SweepRange(start: at, key: found.key, rules: why.rules, facts: why.facts))
            start = hi + 1
            if hi >= count { break }
        }
    }
}

/// Why a layout changed between two neighbouring sizes: the rules of the new state behind each part that changed.
struct SweepReason {
    var rules: [RuleID] = []
    var facts: [Fact] = []

    init(before: SplitState, after: SplitState) {
        let old = SweepKey(before), new = SweepKey(after)
        if old.horizontalSizeClass != new.horizontalSizeClass { add(after.sizeClassTrace) }
        if old.isCollapsed != new.isCollapsed { add(Trace(.col1, .collapse)) }
        let modeChanged = old.displayMode != new.displayMode || old.splitBehavior != new.splitBehavior
        if modeChanged {
            if after.isCollapsed {
                add(Trace(.col2, .displayMode))
            } else {
                for trace in after.decisions where trace.decided == .displayMode || trace.decided == .splitBehavior || trace.rule == .col6 {
                    add(trace)
                }
            }
        }
        if old.visibleColumns != new.visibleColumns && !modeChanged && old.isCollapsed == new.isCollapsed {
            add(Trace(after.isCollapsed ? .col5 : .wid2, .width(.secondary)))
        }
        if old.placements != new.placements && !modeChanged && old.isCollapsed == new.isCollapsed {
            let changed = Set(old.placements.filter { !new.placements.contains($0) }.map(\.column)
                              + new.placements.filter { !old.placements.contains($0) }.map(\.column))
            if changed.contains(.inspector) { add(Trace(.ins2, .width(.inspector))) }
            if !changed.subtracting([.inspector]).isEmpty { add(Trace(.wid4, .width(.secondary))) }
        }
        if old.buttons != new.buttons {
            for trace in after.buttonTraces + before.buttonTraces where trace.rule != .btn2 && trace.rule != .btn4 { add(trace, facts: false) }
        }
    }

    private mutating func add(_ trace: Trace, facts addFacts: Bool = true) {
        if !rules.contains(trace.rule) { rules.append(trace.rule) }
        guard addFacts else { return }
        for fact in trace.facts where !facts.contains(where: { $0.name == fact.name }) { facts.append(fact) }
    }
}
