/// The laid-out window widths at which some decision of the layout can flip, for one origin state.
///
/// Every rule reads the laid-out width W only by comparing it with a threshold (the fit tests of MODE-3/4, SN-3 and
/// WID-3, the secondary pushed out past the trailing edge, the inspector tiling or overlaying). Without fraction
/// widths, every quantity those comparisons read is piecewise linear in W with breakpoints and zeros at sums of the
/// state's constants, collected here. Between two neighbouring thresholds, away from both, every comparison keeps its
/// outcome, so all widths of that band share one layout; a width at (or within rounding of) a threshold is a band of
/// its own. Where the analysis does not hold (a fraction width, a comparison whose two sides are equal throughout a
/// piece) there are no bands and every laid-out width is its own.
struct WidthBands {
    /// The thresholds, ascending; nil when widths cannot share results.
    let thresholds: [Points]?

    /// How close to a threshold a width counts as on it: far above the rounding error of sums below 10^6.
    static let tolerance: Points = 1e-6

    /// Which band a laid-out width falls in.
    enum Band: Hashable {
        /// Within tolerance of a threshold, or no bands: the width itself.
        case exact(Points)
        /// Strictly between the thresholds at index - 1 and index.
        case between(Int)
    }

    init(origin: SplitState) {
        thresholds = WidthBands.thresholds(of: origin)
    }

    func band(_ width: Points) -> Band {
        guard let thresholds else { return .exact(width) }
        var low = 0, high = thresholds.count
        while low < high {
            let mid = (low + high) / 2
            if thresholds[mid] < width - WidthBands.tolerance { low = mid + 1 } else { high = mid }
        }
        if low < thresholds.count && thresholds[low] <= width + WidthBands.tolerance { return .exact(width) }
        return .between(low)
    }

    /// A column width `clamped(min(base, max(W - offset, 0)))`: where it changes slope, and its constant values.
    private struct Capped {
        var breaks: [Points]
        var constants: [Points]
    }

    private static func capped(_ column: Column, offset: Points, _ sizing: Sizing) -> Capped {
        let base = sizing.base(column).value, low = sizing.minimum(column), high = sizing.maximum(column)
        let breaks = [0, base, low, high].filter(\.isFinite).map { offset + $0 }
        let constants = [sizing.clamped(0, column), sizing.clamped(base, column), low, high].filter(\.isFinite)
        return Capped(breaks: breaks, constants: constants)
    }

    static func thresholds(of state: SplitState) -> [Points]? {
        let columns: [Column] = [.primary, .supplementary, .secondary, .inspector]
        guard columns.allSatisfy({ state.properties.widths(of: $0).fraction.number == nil }) else { return nil }
        let sizing = Sizing(state: state)
        let sep = Sizing.separator, gap = sizing.primaryGap, minimum = sizing.secondaryMinimum
        var points: [Points] = [minimum, sizing.twoSidebarsNeed, sizing.displacingSidebars]
        // The leading edges the secondary can tile from where they do not move with W, and what the secondary is
        // (W - edge) where they do.
        var edges: [Points] = [0]
        var movingRemainders: [Points] = []
        // One sidebar tiled beside the secondary, capped to keep the secondary's minimum (WID-2).
        for (column, offset) in [(Column.primary, gap + minimum), (.supplementary, sep + minimum)] {
            let width = capped(column, offset: offset, sizing)
            points += width.breaks
            edges += width.constants.map { $0 + sep }
            movingRemainders.append(offset - sep)
        }
        // Both sidebars tiled: minima first, then growth to the primary, then to the supplementary (WID-3).
        let need = sizing.twoSidebarsNeed
        let primaryGrowth = max(0, sizing.resolved(.primary) - sizing.minimum(.primary))
        let supplementaryGrowth = max(0, sizing.resolved(.supplementary) - sizing.minimum(.supplementary))
        points += [need, need + primaryGrowth, need + primaryGrowth + supplementaryGrowth]
        let tight = sizing.minimum(.primary) + gap + sizing.minimum(.supplementary) + sep
        edges += [tight, tight + primaryGrowth, tight + primaryGrowth + supplementaryGrowth]
        movingRemainders.append(need - tight)
        // The secondary pushed past the trailing edge, and the inspector tiling only beside a secondary that keeps
        // its minimum (INS-2).
        let inspector = sizing.resolved(.inspector) + sep + minimum
        points += edges + edges.map { $0 + inspector }
        // A piece where both sides of a comparison move together must not sit on the threshold, or rounding decides.
        let levels = movingRemainders + movingRemainders.map { $0 - inspector } + [-inspector]
        guard levels.allSatisfy({ abs($0) > tolerance }) else { return nil }
        guard points.allSatisfy(\.isFinite) else { return nil }
        return Array(Set(points)).sorted()
    }
}
