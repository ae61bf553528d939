import SplitModel

/// A grid of character cells for `layout`: box lines kept as directions so crossings join (`┬`, `├`, `┼`), text and shade on top.
struct PictureCanvas {
    /// Which way a line leaves a cell.
    struct Lines: OptionSet, Hashable {
        let rawValue: UInt8
        static let up = Lines(rawValue: 1)
        static let down = Lines(rawValue: 2)
        static let left = Lines(rawValue: 4)
        static let right = Lines(rawValue: 8)
    }

    /// A box in cells; its sides may lie outside the canvas (a column past the window's edge), which clips it.
    struct Rect: Hashable {
        var left: Int
        var right: Int
        var top: Int
        var bottom: Int
    }

    let width: Int
    let height: Int
    private var lines: [[Lines]]
    private var text: [[Character?]]
    private var shaded: [[Bool]]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        lines = Array(repeating: Array(repeating: [], count: width), count: height)
        text = Array(repeating: Array(repeating: nil, count: width), count: height)
        shaded = Array(repeating: Array(repeating: false, count: width), count: height)
    }

    private func contains(_ row: Int, _ column: Int) -> Bool {
        row >= 0 && row < height && column >= 0 && column < width
    }

    /// Draws a box over what is there: its inside is wiped, lines running into it stop at its border, borders that meet join.
    mutating func drawBox(_ box: Rect, shade: Bool) {
        let rows = max(box.top, 0)...max(min(box.bottom, height - 1), max(box.top, 0))
        let columns = max(box.left, 0)...max(min(box.right, width - 1), max(box.left, 0))
        guard box.top < height, box.left < width, box.bottom >= 0, box.right >= 0 else { return }
        for row in rows {
            for column in columns {
                let onTop = row == box.top, onBottom = row == box.bottom
                let onLeft = column == box.left, onRight = column == box.right
                text[row][column] = nil
                shaded[row][column] = false
                guard onTop || onBottom || onLeft || onRight else {
                    lines[row][column] = []
                    shaded[row][column] = shade
                    continue
                }
                var kept = lines[row][column]
                if onTop { kept.remove(.down) }
                if onBottom { kept.remove(.up) }
                if onLeft { kept.remove(.right) }
                if onRight { kept.remove(.left) }
                var own: Lines = []
                if onTop || onBottom {
                    if !onLeft { own.insert(.left) }
                    if !onRight { own.insert(.right) }
                }
                if onLeft || onRight {
                    if !onTop { own.insert(.up) }
                    if !onBottom { own.insert(.down) }
                }
                lines[row][column] = kept.union(own)
            }
        }
    }

    /// Writes text from a column, cut at the canvas edge.
    mutating func write(_ string: String, row: Int, column: Int) {
        for (offset, character) in string.enumerated() where contains(row, column + offset) {
            text[row][column + offset] = character
        }
    }

    /// The rows as text.
    func render(_ glyphs: PictureGlyphs) -> [String] {
        (0..<height).map { row in
            String((0..<width).map { column in
                if let character = text[row][column] { return character }
                if !lines[row][column].isEmpty { return glyphs.line(lines[row][column]) }
                return shaded[row][column] ? glyphs.shade : " "
            })
        }
    }
}

/// The characters `layout` draws with: box drawing when the locale is UTF-8, plain ASCII otherwise.
struct PictureGlyphs {
    let unicode: Bool

    var shade: Character { unicode ? "░" : ":" }
    var ellipsis: String { unicode ? "…" : "~" }
    /// Marks a column that runs on past the window's edge.
    var continuesLeading: Character { unicode ? "«" : "<" }
    var continuesTrailing: Character { unicode ? "»" : ">" }
    /// Points at the side of the window an offscreen column is parked on.
    var towardLeading: String { unicode ? "←" : "<-" }
    var towardTrailing: String { unicode ? "→" : "->" }
    var stackSeparator: String { unicode ? " › " : " > " }

    func line(_ lines: PictureCanvas.Lines) -> Character {
        let horizontal = !lines.isDisjoint(with: [.left, .right])
        let vertical = !lines.isDisjoint(with: [.up, .down])
        guard unicode else { return horizontal && vertical ? "+" : horizontal ? "-" : "|" }
        switch (lines.contains(.up), lines.contains(.down), lines.contains(.left), lines.contains(.right)) {
        case (false, true, false, true): return "┌"
        case (false, true, true, false): return "┐"
        case (true, false, false, true): return "└"
        case (true, false, true, false): return "┘"
        case (true, true, false, true): return "├"
        case (true, true, true, false): return "┤"
        case (false, true, true, true): return "┬"
        case (true, false, true, true): return "┴"
        case (true, true, true, true): return "┼"
        default: return horizontal ? "─" : "│"
        }
    }

    /// How a button looks in its bar; `mirrored` right to left, where UIKit flips the directional images (WID-6a).
    func icon(_ icon: ButtonIcon, mirrored: Bool = false) -> String {
        switch icon {
        case .sidebarToggle: unicode ? (mirrored ? "[◨]" : "[◧]") : "[|]"
        case .backChevron: unicode ? (mirrored ? "[›]" : "[‹]") : (mirrored ? "[>]" : "[<]")
        case .doubleArrow: unicode ? "[↔]" : "[<>]"
        case .fullScreenArrows: unicode ? (mirrored ? "[⤡]" : "[⤢]") : (mirrored ? "[\\]" : "[/]")
        }
    }

    /// The ruler's characters: ends, ticks and the line between.
    var rulerStart: Character { unicode ? "├" : "|" }
    var rulerTick: Character { unicode ? "┼" : "+" }
    var rulerLine: Character { unicode ? "─" : "-" }
    var rulerEnd: Character { unicode ? "┤" : "|" }
}
