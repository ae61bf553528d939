import SplitModel

/// What decides most split-view values, taken when an `expect` fails: the window or device, its orientation, the size
/// classes and the style.
public struct AssertionContext: Sendable, Hashable {
    /// The preset's name, or nil for a free window.
    public let device: String?
    /// The multitasking pane of an iPad preset; nil for a phone, a free window, or an iPad's full screen.
    public let pane: MultitaskingPane?
    public let width: Points
    public let height: Points
    /// By the window's sides.
    public let orientation: Orientation
    public let horizontal: SizeClass
    public let vertical: SizeClass
    public let sizeClassOverride: SizeClassOverride
    public let style: Style

    public init(_ state: SplitState) {
        let window = state.window
        device = window.device?.name
        pane = window.device?.idiom == .pad && window.pane != .full ? window.pane : nil
        width = window.width
        height = window.height
        orientation = window.orientation
        horizontal = window.horizontalSizeClass
        vertical = window.verticalSizeClass
        sizeClassOverride = window.sizeClassOverride
        style = state.style
    }
}
