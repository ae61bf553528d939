import SplitModel

/// `sweep ... --svg FILE`: the sweep as a chart. The swept side runs along the x axis; down the y axis runs the window
/// itself, leading edge at the top, so at each size every column on screen is a band from its frame's x to its maxX (its
/// thickness is its width). Overlaid columns are drawn over the ones under them, a dimmed column under the dimming view's
/// shade. Under the plot, two strips give the horizontal size class and the display mode (or `collapsed`) of each range;
/// each boundary is a numbered red line, and the lines under the chart say what changes at each (as the table does).
/// Pure: the same result and state give the same bytes.
enum SweepSVG {
    /// Where things sit in the chart, in pixels.
    struct Chart: Equatable {
        let from: Points
        let to: Points
        /// The widest window width sampled: the bottom of the plot.
        let depth: Points
        let plotLeft = 90.0
        let plotTop = 64.0
        let plotWidth = 800.0
        let plotHeight = 360.0
        let stripHeight = 22.0

        /// The pixel column of a size along the axis.
        func x(_ value: Points) -> Double { plotLeft + (value - from) / (to - from) * plotWidth }
        /// The pixel row of a point in the window, from its leading edge.
        func y(_ point: Points) -> Double { plotTop + point / depth * plotHeight }
        /// The middle rows of the size class strip and of the display mode strip.
        var sizeClassRow: Double { plotTop + plotHeight + 24 + stripHeight / 2 }
        var modeRow: Double { sizeClassRow + stripHeight + 4 }
        var bottom: Double { modeRow + stripHeight / 2 + 34 }
    }

    /// One sample of the sweep: the size and the columns on screen, with the frames the bands follow.
    struct Sample {
        let value: Points
        let columns: [Band]
    }

    /// A column on screen at one size: a collapsed split's top column fills the window.
    struct Band {
        let column: Column
        let frame: HorizontalFrame
        let isOverlaid: Bool
        let isDimmed: Bool
    }

    static func chart(_ result: SweepResult, state: SplitState) -> Chart {
        let depth = result.side == .width ? result.to : state.window.layoutWidth
        return Chart(from: result.from, to: result.to, depth: max(depth, 1))
    }

    static func render(_ result: SweepResult, state: SplitState) -> String {
        let chart = chart(result, state: state)
        let boundaries = Array(result.ranges.indices.dropFirst())
        let legend = boundaries.enumerated().flatMap { number, index in
            let changes = SweepText.changes(result.ranges[index - 1].key, result.ranges[index].key).joined(separator: ", ")
            return LayoutPicture.wrap("\(number + 1)  at \(NumberFormat.format(result.ranges[index].start)): \(changes)", width: 132)
        }
        var svg = SVGDocument(width: chart.plotLeft + chart.plotWidth + 40, height: chart.bottom + 18 * Double(legend.count) + 12)
        title(result, state: state, chart, into: &svg)
        svg.rect(x: chart.plotLeft, y: chart.plotTop, width: chart.plotWidth, height: chart.plotHeight, ["fill": "#f1f3f4"])
        for index in result.ranges.indices {
            bands(samples(result, range: index, state: state, chart: chart), chart, into: &svg)
        }
        windowEdge(result, chart, into: &svg)
        axes(result, state: state, chart, into: &svg)
        strips(result, chart, into: &svg)
        for (number, index) in boundaries.enumerated() {
            let x = chart.x(result.ranges[index].start)
            svg.line(x1: x, y1: chart.plotTop, x2: x, y2: chart.plotTop + chart.plotHeight,
                     ["stroke": SVGPalette.boundary, "stroke-width": "1.5", "stroke-dasharray": "6 4"])
            svg.line(x1: x, y1: chart.plotTop + chart.plotHeight, x2: x, y2: chart.modeRow + chart.stripHeight / 2,
                     ["stroke": SVGPalette.boundary, "stroke-width": "2"])
            svg.text("\(number + 1)", x: x, y: chart.plotTop - 6, size: 12, ["text-anchor": "middle", "fill": SVGPalette.boundary,
                                                                            "font-weight": "bold"])
        }
        for (row, line) in legend.enumerated() {
            svg.text(line, x: 20, y: chart.bottom + 18 * Double(row), size: 12, ["fill": SVGPalette.ink])
        }
        return svg.text
    }

    /// The samples of one range: its start, every pixel column inside it, and its last size on the half-pixel grid (the
    /// next range starts one grid step later), so a band's edges jump exactly at the boundary.
    static func samples(_ result: SweepResult, range index: Int, state: SplitState, chart: Chart) -> [Sample] {
        let start = result.ranges[index].start
        let grid = 1 / (2 * state.window.scale)
        let end = index + 1 < result.ranges.count ? result.ranges[index + 1].start - grid : result.to
        var values = [start]
        let perPixel = (result.to - result.from) / chart.plotWidth
        var next = ((start - result.from) / perPixel).rounded(.down) + 1
        while result.from + next * perPixel < end {
            values.append(result.from + next * perPixel)
            next += 1
        }
        if end > start { values.append(end) }
        return values.map { value in
            let command: Command = result.side == .width ? .resize(width: value, height: nil) : .resize(width: nil, height: value)
            let sampled = (try? SplitEngine.apply(command, to: state, recordingEvents: false).get().state) ?? state
            let layout = sampled.layout
            let width = sampled.window.layoutWidth
            let columns = layout.columns.compactMap { column -> Band? in
                switch column.placement {
                case .tiled, .overlaid, .displaced:
                    return Band(column: column.column, frame: column.frame, isOverlaid: column.placement == .overlaid, isDimmed: column.isDimmed)
                case .collapsedTop:
                    return Band(column: column.column, frame: HorizontalFrame(x: 0, width: width), isOverlaid: false, isDimmed: false)
                case .offscreen, .covered, .sheet, .absent: return nil
                }
            }
            return Sample(value: value, columns: columns)
        }
    }

    /// Each column's band through one range: its frame's edges at every sample. What lies under others is drawn first:
    /// the wider column (a floating sidebar sits over its neighbour's inset), and overlaid columns last.
    private static func bands(_ samples: [Sample], _ chart: Chart, into svg: inout SVGDocument) {
        guard let first = samples.first else { return }
        let order = first.columns.indices.sorted { a, b in
            let (one, other) = (first.columns[a], first.columns[b])
            if one.isOverlaid != other.isOverlaid { return other.isOverlaid }
            if one.frame.width != other.frame.width { return one.frame.width > other.frame.width }
            return a < b
        }
        for position in order {
            let column = first.columns[position]
            var top: [(x: Double, y: Double)] = [], bottom: [(x: Double, y: Double)] = []
            for sample in samples {
                guard let frame = sample.columns.first(where: { $0.column == column.column })?.frame else { continue }
                let x = chart.x(sample.value)
                top.append((x, chart.y(max(frame.x, 0))))
                bottom.append((x, chart.y(max(frame.maxX, 0))))
            }
            // A range one size long still shows, a pixel wide.
            if top.count == 1 {
                top.append((top[0].x + 1, top[0].y))
                bottom.append((bottom[0].x + 1, bottom[0].y))
            }
            let outline = simplify(top) + simplify(bottom).reversed()
            var attributes = ["fill": SVGPalette.fill(column.column), "stroke": SVGPalette.fill(column.column), "stroke-width": "0.5"]
            if column.isOverlaid { attributes["stroke"] = SVGPalette.ink }
            svg.polygon(outline, attributes)
            if column.isDimmed {
                svg.polygon(outline, ["fill": "#000000", "fill-opacity": SVGPalette.dimming])
            }
        }
    }

    /// The line without its points that lie on a straight line between their neighbours.
    static func simplify(_ points: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
        guard points.count > 2 else { return points }
        var kept = [points[0]]
        for index in 1..<(points.count - 1) {
            let (a, b, c) = (kept[kept.count - 1], points[index], points[index + 1])
            let cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
            if abs(cross) > 0.01 { kept.append(b) }
        }
        return kept + [points[points.count - 1]]
    }

    /// The window's trailing edge: a diagonal when the width is swept, a level line when the height is.
    private static func windowEdge(_ result: SweepResult, _ chart: Chart, into svg: inout SVGDocument) {
        let attributes = ["stroke": SVGPalette.window, "stroke-width": "1", "stroke-dasharray": "2 3"]
        if result.side == .width {
            svg.line(x1: chart.x(result.from), y1: chart.y(result.from), x2: chart.x(result.to), y2: chart.y(result.to), attributes)
        } else {
            svg.line(x1: chart.x(result.from), y1: chart.y(chart.depth), x2: chart.x(result.to), y2: chart.y(chart.depth), attributes)
        }
    }

    private static func title(_ result: SweepResult, state: SplitState, _ chart: Chart, into svg: inout SVGDocument) {
        let window = state.window
        let fixed = result.side == .width ? "height \(NumberFormat.format(window.height))" : "width \(NumberFormat.format(window.width))"
        let text = "sweep \(result.side.rawValue) \(NumberFormat.format(result.from)) to \(NumberFormat.format(result.to)), \(fixed), "
            + state.style.rawValue
        svg.text(text, x: 20, y: 24, size: 15, ["fill": SVGPalette.ink, "font-weight": "bold"])
        var x = chart.plotLeft + chart.plotWidth
        for column in Column.allCases.reversed() where result.ranges.contains(where: { range in
            range.key.placements.contains { $0.column == column && $0.placement != .offscreen && $0.placement != .absent }
        }) {
            x -= 30 + 7 * Double(column.rawValue.count)
            svg.rect(x: x, y: 14, width: 12, height: 12, ["fill": SVGPalette.fill(column)])
            svg.text(column.rawValue, x: x + 16, y: 24, size: 12, ["fill": SVGPalette.ink])
        }
    }

    /// The axes: the swept side along the bottom, the position in the window (from its leading edge) down the side.
    private static func axes(_ result: SweepResult, state: SplitState, _ chart: Chart, into svg: inout SVGDocument) {
        let ink = ["stroke": SVGPalette.ink, "stroke-width": "1"]
        let bottom = chart.plotTop + chart.plotHeight
        svg.line(x1: chart.plotLeft, y1: bottom, x2: chart.plotLeft + chart.plotWidth, y2: bottom, ink)
        svg.line(x1: chart.plotLeft, y1: chart.plotTop, x2: chart.plotLeft, y2: bottom, ink)
        let along = tickStep(span: result.to - result.from, pixels: chart.plotWidth)
        var tick = (result.from / along).rounded(.up) * along
        while tick <= result.to {
            let x = chart.x(tick)
            svg.line(x1: x, y1: bottom, x2: x, y2: bottom + 5, ink)
            svg.text(NumberFormat.format(tick), x: x, y: bottom + 17, size: 11, ["text-anchor": "middle", "fill": SVGPalette.faint])
            tick += along
        }
        let down = tickStep(span: chart.depth, pixels: chart.plotHeight)
        tick = 0
        while tick <= chart.depth {
            let y = chart.y(tick)
            svg.line(x1: chart.plotLeft - 5, y1: y, x2: chart.plotLeft, y2: y, ink)
            svg.text(NumberFormat.format(tick), x: chart.plotLeft - 8, y: y + 4, size: 11, ["text-anchor": "end", "fill": SVGPalette.faint])
            tick += down
        }
        svg.text("x in window", x: 20, y: chart.plotTop - 6, size: 11, ["fill": SVGPalette.faint])
        svg.text("window \(result.side.rawValue)", x: chart.plotLeft + chart.plotWidth, y: chart.plotTop - 20, size: 11,
                 ["text-anchor": "end", "fill": SVGPalette.faint])
    }

    /// The smallest round step (1, 2 or 5 times a power of ten) whose ticks lie at least 50 pixels apart.
    static func tickStep(span: Points, pixels: Double) -> Points {
        var power = 0.01
        while power < span * 10 {
            for factor in [1.0, 2, 5] where factor * power / span * pixels >= 50 { return factor * power }
            power *= 10
        }
        return span
    }

    /// The two strips under the plot: the horizontal size class, then the display mode or `collapsed`, range by range.
    private static func strips(_ result: SweepResult, _ chart: Chart, into svg: inout SVGDocument) {
        svg.text("size class", x: 20, y: chart.sizeClassRow + 4, size: 11, ["fill": SVGPalette.faint])
        svg.text("mode", x: 20, y: chart.modeRow + 4, size: 11, ["fill": SVGPalette.faint])
        for (index, range) in result.ranges.enumerated() {
            let left = chart.x(range.start)
            let right = index + 1 < result.ranges.count ? chart.x(result.ranges[index + 1].start) : max(chart.x(result.to), left + 1)
            let regular = range.key.horizontalSizeClass == .regular
            svg.rect(x: left, y: chart.sizeClassRow - chart.stripHeight / 2, width: right - left, height: chart.stripHeight,
                     ["fill": regular ? "#9aa0a6" : "#dadce0"])
            svg.rect(x: left, y: chart.modeRow - chart.stripHeight / 2, width: right - left, height: chart.stripHeight,
                     ["fill": range.key.isCollapsed ? "#fce8e6" : "#e8f0fe"])
            let mode = range.key.isCollapsed ? "collapsed" : range.key.displayMode.rawValue
            label(range.key.horizontalSizeClass.rawValue, left: left, right: right, row: chart.sizeClassRow, into: &svg)
            label(mode, left: left, right: right, row: chart.modeRow, into: &svg)
        }
    }

    /// A strip's label, centred, when it fits (about 6.5 pixels a character at this size).
    private static func label(_ text: String, left: Double, right: Double, row: Double, into svg: inout SVGDocument) {
        guard Double(text.count) * 6.5 + 6 <= right - left else { return }
        svg.text(text, x: (left + right) / 2, y: row + 4, size: 11, ["text-anchor": "middle", "fill": SVGPalette.ink])
    }
}
