import SplitModel

/// One column as `layout` draws it: its box in cells, how deep it lies in the pile of columns, and its labels.
struct PictureBox {
    let column: ColumnLayout
    var rect: PictureCanvas.Rect
    /// 0 for a column on the window; one more than the deepest column it is drawn over.
    var depth: Int
    /// `primary 320`, written on the top border.
    let title: String
    /// Inside, top down: the bar (buttons, then the visible controller), then how the column sits.
    let lines: [String]

    /// The columns as boxes, in drawing order: what lies under a column (wider, overlapping it) comes before it.
    static func pile(_ columns: [ColumnLayout], state: SplitState, scale: PictureScale, glyphs: PictureGlyphs) -> [PictureBox] {
        let widestFirst = columns.indices.sorted { a, b in
            let (first, second) = (columns[a], columns[b])
            if first.frame.width != second.frame.width { return first.frame.width > second.frame.width }
            if (first.placement == .overlaid) != (second.placement == .overlaid) { return second.placement == .overlaid }
            return a < b
        }
        var depths = Array(repeating: 0, count: columns.count)
        for (position, index) in widestFirst.enumerated() {
            let under = widestFirst[..<position].filter { overlap(columns[$0].frame, columns[index].frame) }
            depths[index] = under.map { depths[$0] + 1 }.max() ?? 0
        }
        let lefts = columns.map(\.frame.x), rights = columns.map(\.frame.maxX)
        let buttons = state.layout.buttons
        return columns.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }.map { index in
            let column = columns[index]
            let left = scale.cell(snap(column.frame.x, to: rights))
            let right = max(scale.cell(snap(column.frame.maxX, to: lefts)), left + 1)
            return PictureBox(column: column, rect: PictureCanvas.Rect(left: left, right: right, top: 0, bottom: 0),
                              depth: depths[index], title: title(column),
                              lines: [bar(column, state: state, buttons: buttons, glyphs: glyphs), sitting(column)])
        }
    }

    /// Whether two frames share more than a point of width (tiled neighbours share only the separator).
    static func overlap(_ a: HorizontalFrame, _ b: HorizontalFrame) -> Bool {
        min(a.maxX, b.maxX) - max(a.x, b.x) > 1
    }

    /// An edge within a point of a neighbour's opposite edge (the half-point separator) lands on the same cell, so borders join.
    static func snap(_ x: Points, to edges: [Points]) -> Points {
        guard let partner = edges.first(where: { $0 != x && abs($0 - x) <= 1 }) else { return x }
        return (x + partner) / 2
    }

    /// `primary 320`: the name and the width UIKit reports.
    static func title(_ column: ColumnLayout) -> String {
        "\(column.column.rawValue) \(NumberFormat.format(column.reportedWidth))"
    }

    /// `[◧] Inbox`: the buttons this column's bar holds, then the controller on screen in it; right to left the bar
    /// starts at its right end (`Inbox [◨]`, WID-6a).
    static func bar(_ column: ColumnLayout, state: SplitState, buttons: [Button]? = nil, glyphs: PictureGlyphs) -> String {
        let mirrored = state.window.layoutDirection == .rightToLeft
        let icons = (buttons ?? state.layout.buttons).filter { $0.bar == column.column }.map { glyphs.icon($0.icon, mirrored: mirrored) }
        let controller = column.placement == .collapsedTop ? state.stack(of: .primary).last : state.child(column.column)?.visibleLeaf
        let parts = icons + [controller].compactMap { $0 }
        return (mirrored ? parts.reversed() : parts).joined(separator: " ")
    }

    /// `overlaid, dimmed`; empty for a column simply tiled.
    static func sitting(_ column: ColumnLayout) -> String {
        var words: [String] = []
        if column.placement == .overlaid || column.placement == .displaced { words.append(column.placement.rawValue) }
        if column.isDimmed { words.append("dimmed") }
        return words.joined(separator: ", ")
    }

    /// The box with its rows set by its depth: each level down the pile is one row shorter at the top and the bottom.
    func placed(height: Int) -> PictureBox {
        var box = self
        box.rect.top = depth
        box.rect.bottom = height - 1 - depth
        return box
    }

    func overlaps(_ other: PictureBox) -> Bool { Self.overlap(column.frame, other.frame) }

    private var frame: HorizontalFrame { column.frame }

    /// Everything the labels say, for a note when they did not fit: `primary 320: [◧] Inbox, overlaid`.
    var fullLabel: String {
        let inside = lines.filter { !$0.isEmpty }
        return inside.isEmpty ? title : "\(title): " + inside.joined(separator: ", ")
    }

    /// Writes the title, the lines (where no box above covers this one) and the marks of a cut edge; false when some text was cut.
    func label(on canvas: inout PictureCanvas, under above: [PictureCanvas.Rect], glyphs: PictureGlyphs) -> Bool {
        markCutEdges(on: &canvas, under: above, glyphs: glyphs)
        var whole = writeTitle(on: &canvas, glyphs: glyphs)
        let free = freeRun(under: above, width: canvas.width)
        for (offset, line) in lines.enumerated() where !line.isEmpty {
            let row = rect.top + 1 + offset
            guard row < rect.bottom, let free else {
                whole = false
                continue
            }
            let padded = free.count >= 3
            let start = padded ? free.lowerBound + 1 : free.lowerBound
            let (text, complete) = Self.fitted(line, room: padded ? free.count - 2 : free.count, glyphs: glyphs)
            whole = whole && complete
            guard !text.isEmpty else { continue }
            // On a shaded column the text keeps a blank on each side so it reads.
            canvas.write(padded && column.isDimmed ? " \(text) " : text, row: row, column: padded && column.isDimmed ? start - 1 : start)
        }
        return whole
    }

    /// ` primary 320 ` on the top border, after a stroke of the line and before another where there is room.
    private func writeTitle(on canvas: inout PictureCanvas, glyphs: PictureGlyphs) -> Bool {
        // The cells between the corners; the title takes a blank on each side.
        let first = max(rect.left, 0) + 1, last = min(rect.right, canvas.width) - 1
        let room = last - first - 2
        // Where the width does not fit, the name alone is better than a cut one.
        let name = column.column.rawValue
        let shown = title.count <= room ? title : name.count <= room ? name : title
        let strokes = room >= shown.count + 2 ? 1 : 0
        let (text, complete) = Self.fitted(shown, room: room - strokes, glyphs: glyphs)
        guard !text.isEmpty else { return false }
        canvas.write(" \(text) ", row: rect.top, column: first + strokes)
        return complete && shown == title
    }

    /// `»` down the last cell of a column cut by the window's right edge (`«` on the left), where nothing covers it.
    private func markCutEdges(on canvas: inout PictureCanvas, under above: [PictureCanvas.Rect], glyphs: PictureGlyphs) {
        var marks: [(Int, Character)] = []
        if rect.left < 0 { marks.append((0, glyphs.continuesLeading)) }
        if rect.right > canvas.width - 1 { marks.append((canvas.width - 1, glyphs.continuesTrailing)) }
        for (cell, mark) in marks {
            for row in (rect.top + 1)..<max(rect.bottom, rect.top + 1)
            where !above.contains(where: { $0.top <= row && row <= $0.bottom && $0.left <= cell && cell <= $0.right }) {
                canvas.write(String(mark), row: row, column: cell)
            }
        }
    }

    /// The widest run of cells inside the box that no box above covers (nor an edge mark), or nil.
    private func freeRun(under above: [PictureCanvas.Rect], width: Int) -> Range<Int>? {
        let low = max(rect.left + 1, rect.left < 0 ? 1 : 0), high = min(rect.right - 1, rect.right > width - 1 ? width - 2 : width - 1)
        guard low <= high else { return nil }
        var free = Array(repeating: false, count: width)
        for cell in low...high { free[cell] = true }
        for other in above where other.left <= high && other.right >= low {
            for cell in max(other.left, low)...min(other.right, high) { free[cell] = false }
        }
        var best: Range<Int>?
        var start: Int?
        for cell in 0...width {
            if cell < width && free[cell] {
                if start == nil { start = cell }
            } else if let first = start {
                if cell - first > (best?.count ?? 0) { best = first..<cell }
                start = nil
            }
        }
        return best
    }

    /// The text cut to `room` characters, an ellipsis marking the cut; empty when not even one character fits beside it.
    static func fitted(_ text: String, room: Int, glyphs: PictureGlyphs) -> (text: String, complete: Bool) {
        if text.count <= room { return (text, true) }
        let keep = room - glyphs.ellipsis.count
        guard keep >= 1 else { return ("", false) }
        return (String(text.prefix(keep)) + glyphs.ellipsis, false)
    }
}
