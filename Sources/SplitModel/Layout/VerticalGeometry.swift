/// The vertical half of the layout and the columns' safe areas (WID-10, WID-10a, WID-11), from the horizontal frames.
///
/// Every column spans the window's height except a floating sidebar, which hangs from the safe-area top and stops
/// 10 pt past the safe-area bottom. A column's safe area is the part of the window's safe area it overlaps, plus the
/// floating sidebar's width where the sidebar sits on that column in the same layer.
struct VerticalGeometry {
    let state: SplitState
    let layout: Layout
    let sizing: Sizing

    init(state: SplitState) {
        self.state = state
        layout = state.layout
        sizing = Sizing(state: state)
    }

    /// The floating sidebar's distance from the window's edges where the safe area is thinner (WID-4, WID-10).
    static let sidebarInset: Points = 10

    private var width: Points { state.window.layoutWidth }
    private var height: Points { state.window.layoutHeight }
    private var window: SafeAreaInsets { state.window.safeArea }

    /// Whether the column is a floating sidebar: the primary of an expanded split with the sidebar background.
    func floats(_ column: Column) -> Bool {
        column == .primary && !state.isCollapsed && sizing.floats
    }

    /// The column's full rectangle; a column the layout does not hold is empty.
    func rect(_ column: Column) -> ColumnRect {
        guard let model = layout.column(column) else { return ColumnRect(x: 0, y: 0, width: 0, height: 0) }
        guard floats(column) else { return ColumnRect(x: model.frame.x, y: 0, width: model.frame.width, height: height) }
        let inset = Self.sidebarInset
        let top = max(window.top, inset)
        let bottomGap = max(inset, window.bottom - inset)
        return ColumnRect(x: model.frame.x, y: top, width: model.frame.width, height: max(0, height - top - bottomGap))
    }

    /// The column's safe-area insets: zero off screen or without a view, else the window's safe area it overlaps,
    /// with the floating sidebar's trailing edge added on the side it sits (WID-11).
    func safeArea(_ column: Column) -> SafeAreaInsets {
        guard let model = layout.column(column), model.placement != .absent else { return .zero }
        let r = rect(column)
        guard r.maxX > 0, r.x < width else { return .zero }
        var insets = SafeAreaInsets(top: clamp(window.top - r.y, r.height),
                                    left: clamp(window.left - r.x, r.width),
                                    bottom: clamp(r.maxY - (height - window.bottom), r.height),
                                    right: clamp(r.maxX - (width - window.right), r.width))
        if let sidebar = sidebarOver(model) {
            if sidebar.frame.x - r.x <= r.maxX - sidebar.frame.maxX {
                insets.left = max(insets.left, clamp(sidebar.frame.maxX - r.x, r.width))
            } else {
                insets.right = max(insets.right, clamp(r.maxX - sidebar.frame.x, r.width))
            }
        }
        return insets
    }

    /// The floating sidebar when it sits on this column in the same layer: both tiled (the sidebar beside, the
    /// column running under it) or both overlaid (a requested twoOver); an overlay over a tiled column reserves nothing.
    private func sidebarOver(_ model: ColumnLayout) -> ColumnLayout? {
        guard model.column != .primary, model.isVisible, floats(.primary), let sidebar = layout.column(.primary), sidebar.isVisible,
              sidebar.placement == model.placement,
              model.frame.x <= sidebar.frame.x, model.frame.maxX >= sidebar.frame.maxX else { return nil }
        return sidebar
    }

    private func clamp(_ value: Points, _ limit: Points) -> Points {
        min(max(0, value), max(0, limit))
    }

    /// The rules behind the column's rectangle, with the numbers that went in.
    func rectTraces(_ column: Column) -> [Trace] {
        var traces = [windowTrace(column)]
        if floats(column) {
            traces.append(Trace(.wid10, .frame(column), Fact("safe top", .points(window.top)), Fact("safe bottom", .points(window.bottom))))
            if window.top < Self.sidebarInset || window.bottom < 2 * Self.sidebarInset {
                traces.append(Trace(.wid10a, .frame(column), Fact("inset", .points(Self.sidebarInset))))
            }
        } else {
            traces.append(Trace(column == .inspector ? .wid10a : .wid10, .frame(column), Fact("height", .points(height))))
        }
        return traces
    }

    /// The rules behind the column's safe area.
    func safeAreaTraces(_ column: Column) -> [Trace] {
        var facts: [Fact] = []
        if let model = layout.column(column), let sidebar = sidebarOver(model) {
            facts.append(Fact("sidebar trailing edge", .points(sidebar.frame.maxX)))
        }
        return rectTraces(column) + [Trace(.wid11, .frame(column), facts)]
    }

    private func windowTrace(_ column: Column) -> Trace {
        Trace(state.window.safeAreaRule, .frame(column), Fact("window safe area", .insets(window)))
    }
}
