import SplitModel

// MARK: The scale and the notes under the picture

extension LayoutPicture {
    /// Two lines: tick labels in points (`0`, round numbers, the window's width at the end), then the ruler itself.
    static func ruler(_ scale: PictureScale, glyphs: PictureGlyphs) -> [String] {
        let cells = scale.cells
        let end = NumberFormat.format(scale.points)
        var labels = Array(repeating: Character(" "), count: cells)
        var line = [glyphs.rulerStart] + Array(repeating: glyphs.rulerLine, count: cells - 2) + [glyphs.rulerEnd]
        func put(_ text: String, at cell: Int) {
            for (offset, character) in text.enumerated() where cell + offset < cells { labels[cell + offset] = character }
        }
        put("0", at: 0)
        put(end, at: cells - end.count)
        let step = tickStep(scale, spacing: end.count + 3)
        var freeFrom = 2
        var multiple = 1.0
        while step * multiple < scale.points {
            let tick = step * multiple
            let cell = scale.cell(tick)
            let text = NumberFormat.format(tick)
            if cell > 0 && cell < cells - 1 { line[cell] = glyphs.rulerTick }
            if cell >= freeFrom && cell + text.count < cells - end.count - 1 {
                put(text, at: cell)
                freeFrom = cell + text.count + 1
            }
            multiple += 1
        }
        return [String(labels), String(line)]
    }

    /// The smallest round step (1, 2 or 5 times a power of ten points) whose ticks lie at least `spacing` cells apart.
    static func tickStep(_ scale: PictureScale, spacing: Int) -> Points {
        let cellsPerPoint = Double(scale.cells - 1) / max(scale.points, 1)
        var power = 0.01
        while power < scale.points * 10 {
            for factor in [1.0, 2, 5] where factor * power * cellsPerPoint >= Double(spacing) { return factor * power }
            power *= 10
        }
        return scale.points
    }

    /// `← primary 280 offscreen at x -290 (Primary)`: the columns UIKit parks outside the window, with the side they wait on.
    static func offscreenNotes(_ layout: Layout, state: SplitState, glyphs: PictureGlyphs) -> [String] {
        layout.columns.filter { $0.placement == .offscreen }.map { column in
            let arrow = column.frame.x < 0 ? glyphs.towardLeading : glyphs.towardTrailing
            let controller = state.child(column.column)?.visibleLeaf.map { " (\($0))" } ?? ""
            return "\(arrow) \(PictureBox.title(column)) offscreen at x \(NumberFormat.format(column.frame.x))\(controller)"
        }
    }

    /// `» secondary 859.5 runs past the window's right edge, to x 1460.5`: where a cut box really ends.
    static func overflowNotes(_ boxes: [PictureBox], scale: PictureScale, glyphs: PictureGlyphs) -> [String] {
        boxes.flatMap { box -> [String] in
            let frame = box.column.frame
            var notes: [String] = []
            if frame.x < -0.01 {
                notes.append("\(glyphs.continuesLeading) \(box.title) runs past the window's left edge, from x \(NumberFormat.format(frame.x))")
            }
            if frame.maxX > scale.points + 0.01 {
                notes.append("\(glyphs.continuesTrailing) \(box.title) runs past the window's right edge, to x \(NumberFormat.format(frame.maxX))")
            }
            return notes
        }
    }

    /// `[◧] displayModeButton in the primary bar: shows oneBesideSecondary`, one line per visible button.
    static func buttonNotes(_ state: SplitState, _ glyphs: PictureGlyphs) -> [String] {
        state.layout.buttons.map { button in
            state.window.layoutDirection == .rightToLeft
                ? "\(glyphs.icon(button.icon, mirrored: true)) \(button.kind.rawValue) at the right (leading) end of the \(button.bar.rawValue) bar: \(StateReport.tapText(button, in: state))"
                : "\(glyphs.icon(button.icon)) \(button.kind.rawValue) in the \(button.bar.rawValue) bar: \(StateReport.tapText(button, in: state))"
        }
    }
}
