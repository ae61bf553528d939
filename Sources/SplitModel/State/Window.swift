/// The window the split view lives in: its size, scale, idiom and size-class override.
public struct Window: Sendable, Hashable {
    /// Width in points, exactly as given.
    public var width: Points
    /// Height in points.
    public var height: Points
    /// Pixels per point.
    public var scale: Double
    /// The preset this window comes from, or nil for a free window (ENV-7).
    public var device: Device? {
        get { sharedDevice?.value }
        set { sharedDevice = newValue.map(Shared.init) }
    }
    /// The preset, boxed: an optional reference is copied and freed with one retain or release, where an optional
    /// `Device` is copied and freed through its type's generic witnesses (the window is copied with every state).
    /// Set elsewhere only by a state's box taking on another's window part by part.
    internal(set) var sharedDevice: Shared<Device>?
    /// The multitasking pane of an iPad preset (ENV-4); `full` otherwise.
    public var pane: MultitaskingPane
    /// How the preset device is held (a landscape half pane is taller than wide); nil for a free window.
    public var deviceOrientation: Orientation?
    /// The horizontal size-class override (ENV-6).
    public var sizeClassOverride: SizeClassOverride
    /// The layout direction (WID-6a): under rightToLeft the leading edge is the right one.
    public var layoutDirection: LayoutDirection = .leftToRight

    public init(width: Points, height: Points, scale: Double, device: Device?, pane: MultitaskingPane = .full,
                sizeClassOverride: SizeClassOverride = .auto) {
        self.width = width
        self.height = height
        self.scale = scale
        sharedDevice = device.map(Shared.init)
        self.pane = pane
        self.sizeClassOverride = sizeClassOverride
        deviceOrientation = device.map { _ in width > height ? .landscape : .portrait }
    }

    /// The start-up window (ENV-8): iPad (A16) in landscape.
    public static func startup(device: Device) -> Window {
        var window = Window(width: device.portraitHeight, height: device.portraitWidth, scale: device.scale, device: device)
        window.deviceOrientation = .landscape
        return window
    }

    /// The idiom: an iPhone preset is a phone; everything else, free windows included, follows iPad rules.
    public var idiom: Idiom { sharedDevice?.value.idiom ?? .pad }

    /// Landscape when wider than tall.
    public var orientation: Orientation { width > height ? .landscape : .portrait }

    /// The width rounded half up to the pixel grid, used for fit tests and frames (ENV-5).
    public var layoutWidth: Points { Self.snap(width, scale: scale) }

    /// The horizontal size class (ENV-2, ENV-3, ENV-6). Inlined: a state's window is read in place, and a call
    /// would copy the whole window out of the state first (every layout pass reads the size class).
    public var horizontalSizeClass: SizeClass {
        @inline(__always) get {
            switch sizeClassOverride {
            case .compact: return .compact
            case .regular: return .regular
            case .auto: break
            }
            if let device = sharedDevice?.value, device.idiom == .phone {
                guard orientation == .landscape else { return .compact }
                return device.portraitWidth >= Self.phoneRegularLandscapeWidth ? .regular : .compact
            }
            return width >= Self.regularWidthThreshold ? .regular : .compact
        }
    }

    /// The vertical size class: compact only for a phone preset in landscape (ENV-2).
    public var verticalSizeClass: SizeClass {
        if sharedDevice?.value.idiom == .phone, orientation == .landscape { return .compact }
        return .regular
    }

    /// The rule that decided the horizontal size class.
    public var sizeClassRule: RuleID {
        if sizeClassOverride != .auto { return .env6 }
        if sharedDevice?.value.idiom == .phone { return .env2 }
        return .env3
    }

    /// Portrait width from which a phone is regular in landscape (ENV-2).
    public static let phoneRegularLandscapeWidth: Points = 414
    /// Width from which an iPad or free window is regular (ENV-3).
    public static let regularWidthThreshold: Points = 678
    /// The divider between multitasking panes (ENV-4).
    public static let paneDivider: Points = 10
    /// The largest window side splitnav accepts, in points.
    public static let maximumSide: Points = 100_000

    /// Whether a window side is one splitnav accepts: a finite number of points from 1 to `maximumSide`.
    public static func isValidSide(_ value: Points) -> Bool {
        value.isFinite && value >= 1 && value <= maximumSide
    }

    /// Rounds a length half up to a pixel grid of the given scale.
    public static func snap(_ value: Points, scale: Double) -> Points {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// The pane width of ENV-4 for a device side, or nil where that pane does not exist.
    static func paneWidth(_ pane: MultitaskingPane, deviceWidth: Points, narrow: Points, orientation: Orientation) -> Points? {
        switch pane {
        case .full: return deviceWidth
        case .third, .slideOver: return narrow
        case .twoThirds: return deviceWidth - narrow - paneDivider
        case .half: return orientation == .landscape ? (deviceWidth - paneDivider) / 2 : nil
        }
    }
}
