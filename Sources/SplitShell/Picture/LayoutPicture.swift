import SplitModel

/// `layout`: the columns drawn to scale, so a person sees at a glance what sits where.
///
/// Lines, top down: a header (window, style, mode, behavior), the window's width scale in points, the picture, and notes.
/// In the picture each column on screen is a box spanning its frame, titled on its top border with its name and width
/// (`primary 320`); inside, its bar (the buttons it holds, such as `[◧]`, then the visible controller) and how it sits
/// when not simply tiled (`overlaid`, `displaced`, `dimmed`). A column over another (an overlaid or floating sidebar, an
/// overlaid inspector) is drawn on top of it, one row shorter at each end; a dimmed column is shaded (`░`, ASCII `:`);
/// a column that runs past the window's edge is cut there and marked `»` (`>`). The notes list the parked (offscreen)
/// columns with their x, the columns cut at the edge, labels that did not fit, and what each button does.
/// Collapsed, one window-wide box shows the top of the stack and lists the stack; an inspector sheet is a box over it.
///
/// Pure and deterministic: the same state, width and character set give the same lines.
public enum LayoutPicture {
    /// Narrower widths are drawn at this width, then cut.
    static let minimumWidth = 24

    /// The picture in lines of at most `width` characters (each one terminal cell); ASCII only when `unicode` is false.
    public static func render(state: SplitState, width: Int, unicode: Bool) -> [String] {
        let glyphs = PictureGlyphs(unicode: unicode)
        let cells = max(width, minimumWidth)
        let scale = PictureScale(points: state.window.layoutWidth, cells: cells)
        let picture = state.isCollapsed ? collapsed(state, scale: scale, glyphs: glyphs) : expanded(state, scale: scale, glyphs: glyphs)
        let notes = picture.notes + buttonNotes(state, glyphs)
        let lines = wrap(header(state), width: width) + ruler(scale, glyphs: glyphs) + picture.rows + notes.flatMap { wrap($0, width: width) }
        return lines.map { fit($0, width: width, glyphs: glyphs) }
    }

    /// `window 1180x820, tripleColumn, twoBesideSecondary, tile`.
    static func header(_ state: SplitState) -> String {
        let window = state.window
        var parts = ["window \(NumberFormat.format(window.width))x\(NumberFormat.format(window.height))", state.style.rawValue]
        if state.isCollapsed {
            parts.append("collapsed")
        } else {
            parts.append(state.displayMode.rawValue)
            if let behavior = state.splitBehavior { parts.append(behavior.rawValue) }
            if state.properties.primaryEdge == .trailing { parts.append("primary edge trailing") }
        }
        return parts.joined(separator: ", ")
    }

    /// The rows of an expanded split: the window, then each column's box from the bottom of the pile up.
    static func expanded(_ state: SplitState, scale: PictureScale, glyphs: PictureGlyphs) -> (rows: [String], notes: [String]) {
        let layout = state.layout
        let visible = layout.columns.filter { $0.isVisible && $0.placement != .sheet }
        let boxes = PictureBox.pile(visible, state: state, scale: scale, glyphs: glyphs)
        let height = max(5, 4 + 2 * (boxes.map(\.depth).max() ?? 0))
        var canvas = PictureCanvas(width: scale.cells, height: height)
        canvas.drawBox(PictureCanvas.Rect(left: 0, right: scale.cells - 1, top: 0, bottom: height - 1), shade: false)
        let placed = boxes.map { $0.placed(height: height) }
        for box in placed { canvas.drawBox(box.rect, shade: box.column.isDimmed) }
        var cut: [PictureBox] = []
        for (index, box) in placed.enumerated() {
            let above = placed[(index + 1)...].filter { $0.depth > box.depth && box.overlaps($0) }.map(\.rect)
            if !box.label(on: &canvas, under: above, glyphs: glyphs) { cut.append(box) }
        }
        let notes = cut.sorted { $0.rect.left < $1.rect.left }.map(\.fullLabel)
        if placed.isEmpty { canvas.write(" nothing on screen", row: 1, column: 1) }
        return (canvas.render(glyphs), offscreenNotes(layout, state: state, glyphs: glyphs) + overflowNotes(placed, scale: scale, glyphs: glyphs) + notes)
    }

    /// The rows of a collapsed split: the top of the stack filling the window, the stack listed, an inspector sheet over it.
    static func collapsed(_ state: SplitState, scale: PictureScale, glyphs: PictureGlyphs) -> (rows: [String], notes: [String]) {
        let layout = state.layout
        let sheet = layout.columns.first { $0.placement == .sheet }
        let height = sheet == nil ? 5 : 8
        var canvas = PictureCanvas(width: scale.cells, height: height)
        let window = PictureCanvas.Rect(left: 0, right: scale.cells - 1, top: 0, bottom: height - 1)
        canvas.drawBox(window, shade: false)
        var notes: [String] = []
        if let top = layout.columns.first(where: { $0.placement == .collapsedTop }) {
            let stack = "stack: " + state.stack(of: .primary).joined(separator: glyphs.stackSeparator)
            let box = PictureBox(column: top, rect: window, depth: 0, title: PictureBox.title(top),
                                 lines: [PictureBox.bar(top, state: state, glyphs: glyphs), stack])
            if !box.label(on: &canvas, under: [], glyphs: glyphs) { notes.append(box.fullLabel) }
        } else {
            canvas.write(" nothing on screen", row: 1, column: 1)
        }
        if let sheet {
            let rect = PictureCanvas.Rect(left: 3, right: scale.cells - 4, top: 4, bottom: height - 1)
            let box = PictureBox(column: sheet, rect: rect, depth: 1, title: "\(sheet.column.rawValue) sheet",
                                 lines: [PictureBox.bar(sheet, state: state, glyphs: glyphs)])
            canvas.drawBox(rect, shade: false)
            if !box.label(on: &canvas, under: [], glyphs: glyphs) { notes.append(box.fullLabel) }
        }
        return (canvas.render(glyphs), notes)
    }

    /// A line of text broken between words to the width, the lines after the first indented by two.
    static func wrap(_ line: String, width: Int) -> [String] {
        var lines: [String] = []
        var rest = Substring(line)
        while rest.count > width, width > 12 {
            // Break at the last blank that fits after the first word (the indent is no place to break); else mid-word.
            let limit = rest.index(rest.startIndex, offsetBy: width)
            let words = rest.firstIndex { $0 != " " } ?? rest.startIndex
            let end = rest[rest.index(after: words)...limit].lastIndex(of: " ") ?? limit
            lines.append(String(rest[..<end]))
            rest = "  " + rest[end...].drop { $0 == " " }
        }
        return lines + [String(rest)]
    }

    /// A line cut to the width (an ellipsis marks the cut), and in ASCII mode every other character replaced by `?`.
    static func fit(_ line: String, width: Int, glyphs: PictureGlyphs) -> String {
        var line = line
        if !glyphs.unicode { line = String(line.map { $0.isASCII ? $0 : "?" }) }
        guard line.count > width else { return line }
        guard width > glyphs.ellipsis.count else { return String(line.prefix(max(width, 0))) }
        return String(line.prefix(width - glyphs.ellipsis.count)) + glyphs.ellipsis
    }
}

/// Window points to character cells: x = 0 is the first cell, the window's width the last.
struct PictureScale {
    let points: Points
    let cells: Int

    func cell(_ x: Points) -> Int {
        guard points > 0 else { return 0 }
        return Int((x / points * Double(cells - 1)).rounded())
    }
}
