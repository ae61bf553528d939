/// A window's width and orientation as they were before it changed, for telling whether a layout pass sees a new
/// width. The width it had is snapped to the pixel grid only when a pass asks, which a window that stays collapsed,
/// collapses or expands (most resizes) never does: snapping both sides up front rounded twice for every resize.
/// Made of the window's parts rather than the window: a window passed whole is copied out of the state first.
struct WidthBefore {
    let width: Points
    let scale: Double
    let orientation: Orientation

    /// Whether a window that lays out at `layoutWidth` in `orientation` has another width or turned (ENV-5).
    func changed(to layoutWidth: Points, _ orientation: Orientation) -> Bool {
        layoutWidth != Window.snap(width, scale: scale) || orientation != self.orientation
    }
}
