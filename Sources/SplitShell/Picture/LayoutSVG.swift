import SplitModel

/// `layout --svg FILE`: the layout as an SVG picture, one window point a pixel, for a document or a review.
///
/// Top down: a header (window size, size classes, style, mode, behavior), the window with every column on screen as a
/// box spanning its frame (colour by column, titled with its name and reported width, then its frame; its bar with the
/// buttons where they sit and the controller on screen; `overlaid`, `displaced`), a dimmed column under the dimming
/// view's shade, parked (offscreen) columns as dashed outlines where UIKit parks them outside the window, and under the
/// window one line per button saying what a tap does. Collapsed, one window-wide box shows the top of the stack, with an
/// inspector sheet over it. Pure: the same state gives the same bytes.
enum LayoutSVG {
    static let margin = 20.0
    static let headerHeight = 52.0
    static let barHeight = 44.0
    static let noteHeight = 18.0
    /// How much shorter a column drawn over another is, at the top and at the bottom, per level of the pile.
    static let pileInset = 14.0
    static let minimumWidth = 640.0

    /// Where the window sits in the picture: the window's x = 0 and its top, in pixels.
    struct Geometry: Equatable {
        let windowLeft: Double
        let windowTop: Double
        let windowWidth: Double
        let windowHeight: Double
    }

    /// Where the window lands for a state: room on either side for the columns parked outside it.
    static func geometry(_ state: SplitState) -> Geometry {
        let width = state.window.layoutWidth
        let frames = state.layout.columns.filter { $0.placement != .absent && !state.isCollapsed }.map(\.frame)
        let left = min(0, frames.map(\.x).min() ?? 0)
        return Geometry(windowLeft: margin - left, windowTop: margin + headerHeight, windowWidth: width, windowHeight: state.window.height)
    }

    static func render(_ state: SplitState) -> String {
        let geometry = geometry(state)
        let layout = state.layout
        let frames = state.isCollapsed ? [] : layout.columns.filter { $0.placement != .absent }.map(\.frame)
        let right = max(geometry.windowWidth, frames.map(\.maxX).max() ?? 0)
        let notes = LayoutPicture.buttonNotes(state, PictureGlyphs(unicode: true)) + parkedNotes(state)
        // Wide enough for the header and the notes beside a phone's narrow window.
        var svg = SVGDocument(width: max(geometry.windowLeft + right + margin, minimumWidth),
                              height: geometry.windowTop + geometry.windowHeight + margin + noteHeight * Double(notes.count) + 8)
        header(state, into: &svg)
        svg.open("defs")
        svg.open("clipPath", ["id": "window"])
        svg.rect(x: geometry.windowLeft, y: geometry.windowTop, width: geometry.windowWidth, height: geometry.windowHeight)
        svg.close("clipPath")
        svg.close("defs")
        svg.rect(x: geometry.windowLeft, y: geometry.windowTop, width: geometry.windowWidth, height: geometry.windowHeight,
                 ["id": "window-area", "fill": "#f1f3f4"])
        if state.isCollapsed {
            collapsed(state, geometry, into: &svg)
        } else {
            expanded(state, geometry, into: &svg)
        }
        svg.rect(x: geometry.windowLeft, y: geometry.windowTop, width: geometry.windowWidth, height: geometry.windowHeight,
                 ["fill": "none", "stroke": SVGPalette.window, "stroke-width": "2"])
        for (index, note) in notes.enumerated() {
            svg.text(note, x: margin, y: geometry.windowTop + geometry.windowHeight + margin + noteHeight * Double(index) + 4, size: 12,
                     ["fill": SVGPalette.ink])
        }
        return svg.text
    }

    /// `window 1366x1024 (iPad Pro 12.9-inch), horizontal regular, vertical regular` over the style, mode and behavior.
    private static func header(_ state: SplitState, into svg: inout SVGDocument) {
        let window = state.window
        var size = "window \(NumberFormat.format(window.width))x\(NumberFormat.format(window.height))"
        if let device = window.device { size += " (\(device.name))" }
        size += ", horizontal \(window.horizontalSizeClass.rawValue), vertical \(window.verticalSizeClass.rawValue)"
        let modes = LayoutPicture.header(state).split(separator: ", ").dropFirst().joined(separator: ", ")
        svg.text(size, x: margin, y: margin + 14, size: 15, ["fill": SVGPalette.ink, "font-weight": "bold"])
        svg.text(modes, x: margin, y: margin + 34, size: 13, ["fill": SVGPalette.faint])
    }

    private static func expanded(_ state: SplitState, _ geometry: Geometry, into svg: inout SVGDocument) {
        let layout = state.layout
        for column in layout.columns where column.placement == .offscreen {
            parked(column, state: state, geometry, into: &svg)
        }
        let visible = layout.columns.filter { $0.isVisible && $0.placement != .sheet }
        // The text picture's pile says what lies over what; its cells are not used here.
        let boxes = PictureBox.pile(visible, state: state, scale: PictureScale(points: geometry.windowWidth, cells: 1000),
                                    glyphs: PictureGlyphs(unicode: true))
        for (index, box) in boxes.enumerated() {
            let frame = box.column.frame
            // A column that runs past the window's edge: its whole frame as an outline, the part inside drawn in full.
            if frame.x < -0.01 || frame.maxX > geometry.windowWidth + 0.01 {
                outline(box.column, top: geometry.windowTop, height: geometry.windowHeight, geometry, into: &svg)
            }
            let inset = pileInset * Double(box.depth)
            let rect = Rect(x: geometry.windowLeft + frame.x, y: geometry.windowTop + inset, width: frame.width,
                            height: geometry.windowHeight - 2 * inset)
            // The labels start past the columns drawn over this one's leading part, so they stay readable.
            var textLeft = max(rect.x, geometry.windowLeft)
            for over in boxes[(index + 1)...].map(\.column.frame).sorted(by: { $0.x < $1.x })
            where geometry.windowLeft + over.x <= textLeft + 24 && geometry.windowLeft + over.maxX > textLeft {
                textLeft = geometry.windowLeft + over.maxX
            }
            // Right to left the bar fills from its right end, short of the columns drawn over this one's leading part.
            var barRight = min(rect.x + rect.width, geometry.windowLeft + geometry.windowWidth)
            for over in boxes[(index + 1)...].map(\.column.frame).sorted(by: { $0.maxX > $1.maxX })
            where geometry.windowLeft + over.maxX >= barRight - 24 && geometry.windowLeft + over.x < barRight {
                barRight = geometry.windowLeft + over.x
            }
            svg.open("g", ["clip-path": "url(#window)"])
            columnBox(box.column, rect: rect, title: PictureBox.title(box.column), state: state, textLeft: textLeft,
                      barRight: barRight, into: &svg)
            svg.close()
        }
        if boxes.isEmpty {
            svg.text("nothing on screen", x: geometry.windowLeft + 12, y: geometry.windowTop + 24, ["fill": SVGPalette.faint])
        }
    }

    private static func collapsed(_ state: SplitState, _ geometry: Geometry, into svg: inout SVGDocument) {
        let layout = state.layout
        let window = Rect(x: geometry.windowLeft, y: geometry.windowTop, width: geometry.windowWidth, height: geometry.windowHeight)
        if let top = layout.columns.first(where: { $0.placement == .collapsedTop }) {
            let stack = "stack: " + state.stack(of: .primary).joined(separator: " › ")
            columnBox(top, rect: window, title: "\(top.column.rawValue) on top, collapsed", state: state, textLeft: window.x,
                      extra: [stack], into: &svg)
        } else {
            svg.text("nothing on screen", x: geometry.windowLeft + 12, y: geometry.windowTop + 24, ["fill": SVGPalette.faint])
        }
        if let sheet = layout.columns.first(where: { $0.placement == .sheet }) {
            let top = geometry.windowTop + (geometry.windowHeight * 0.35).rounded()
            let rect = Rect(x: geometry.windowLeft + 16, y: top, width: geometry.windowWidth - 32, height: geometry.windowTop + geometry.windowHeight - top)
            columnBox(sheet, rect: rect, title: "\(sheet.column.rawValue) sheet", state: state, textLeft: rect.x, into: &svg)
        }
    }

    struct Rect {
        let x: Double, y: Double, width: Double, height: Double
    }

    /// A column's box: its fill, its bar (the buttons it holds, then the controller on screen), its title and frame, how it
    /// sits, and the dimming view's shade over it; the text is clipped to the box.
    private static func columnBox(_ column: ColumnLayout, rect: Rect, title: String, state: SplitState, textLeft: Double,
                                  barRight: Double? = nil, extra: [String] = [], into svg: inout SVGDocument) {
        let id = "column-\(column.column.rawValue)"
        svg.open("defs")
        svg.open("clipPath", ["id": "\(id)-clip"])
        svg.rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        svg.close("clipPath")
        svg.close("defs")
        svg.rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height,
                 ["id": id, "fill": SVGPalette.fill(column.column), "stroke": SVGPalette.ink, "stroke-width": "1.5"])
        svg.open("g", ["clip-path": "url(#\(id)-clip)"])
        svg.rect(x: rect.x, y: rect.y, width: rect.width, height: barHeight, ["fill": "#ffffff", "fill-opacity": "0.55"])
        // Right to left the bar starts at its right end: buttons leftwards from there, the controller before them (WID-6a).
        let mirrored = state.window.layoutDirection == .rightToLeft
        var x = mirrored ? (barRight ?? rect.x + rect.width) - 8 - 34 : textLeft + 8
        for button in state.layout.buttons where button.bar == column.column {
            svg.rect(x: x, y: rect.y + 8, width: 34, height: 28, ["fill": "#ffffff", "stroke": SVGPalette.ink, "rx": "6"])
            svg.text(symbol(button.icon, mirrored: mirrored), x: x + 17, y: rect.y + 27, size: 15,
                     ["text-anchor": "middle", "fill": SVGPalette.ink])
            x += mirrored ? -40 : 40
        }
        let controller = column.placement == .collapsedTop ? state.stack(of: .primary).last : state.child(column.column)?.visibleLeaf
        if let controller, mirrored {
            svg.text(controller, x: x + 32, y: rect.y + 27, size: 14, ["fill": SVGPalette.ink, "font-weight": "bold", "text-anchor": "end"])
        } else if let controller {
            svg.text(controller, x: x + 2, y: rect.y + 27, size: 14, ["fill": SVGPalette.ink, "font-weight": "bold"])
        }
        let frame = "x \(NumberFormat.format(column.frame.x)), width \(NumberFormat.format(column.frame.width))"
        let lines = [frame, PictureBox.sitting(column)].filter { !$0.isEmpty } + extra
        svg.text(title, x: textLeft + 8, y: rect.y + barHeight + 22, size: 15, ["fill": SVGPalette.ink, "font-weight": "bold"])
        for (offset, line) in lines.enumerated() {
            svg.text(line, x: textLeft + 8, y: rect.y + barHeight + 42 + 18 * Double(offset), size: 13, ["fill": SVGPalette.ink])
        }
        svg.close()
        if column.isDimmed {
            svg.rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height, ["fill": "#000000", "fill-opacity": SVGPalette.dimming])
        }
    }

    /// A column parked outside the window: a dashed outline with its name, where UIKit parks it.
    private static func parked(_ column: ColumnLayout, state: SplitState, _ geometry: Geometry, into svg: inout SVGDocument) {
        outline(column, top: geometry.windowTop + 24, height: geometry.windowHeight - 48, geometry, into: &svg)
        svg.text("\(PictureBox.title(column)) offscreen", x: geometry.windowLeft + column.frame.x + 8, y: geometry.windowTop + 48, size: 13,
                 ["fill": SVGPalette.ink])
    }

    private static func outline(_ column: ColumnLayout, top: Double, height: Double, _ geometry: Geometry, into svg: inout SVGDocument) {
        svg.rect(x: geometry.windowLeft + column.frame.x, y: top, width: column.frame.width, height: height,
                 ["fill": SVGPalette.fill(column.column), "fill-opacity": "0.15", "stroke": SVGPalette.fill(column.column),
                  "stroke-width": "2", "stroke-dasharray": "8 5"])
    }

    /// `← primary 320 offscreen at x -320 (Sidebar)`, as the text picture says it.
    private static func parkedNotes(_ state: SplitState) -> [String] {
        state.isCollapsed ? [] : LayoutPicture.offscreenNotes(state.layout, state: state, glyphs: PictureGlyphs(unicode: true))
    }

    /// What a button shows, drawn inside its rounded box.
    static func symbol(_ icon: ButtonIcon, mirrored: Bool = false) -> String {
        switch icon {
        case .sidebarToggle: mirrored ? "◨" : "◧"
        case .backChevron: mirrored ? "›" : "‹"
        case .doubleArrow: "↔"
        case .fullScreenArrows: mirrored ? "⤡" : "⤢"
        }
    }
}
