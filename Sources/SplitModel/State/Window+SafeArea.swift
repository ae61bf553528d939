/// The window's safe area (ENV-9..9c): the device's insets on the edges of the screen the window reaches.
extension Window {
    /// The window's safe-area insets: none for a free window; a preset window smaller than its screen sits in the
    /// screen's top-leading corner, so it keeps the top and left insets and gets the bottom and right ones only
    /// where it reaches that edge (ENV-9c).
    public var safeArea: SafeAreaInsets {
        guard let device, let held = deviceOrientation else { return .zero }
        let insets = device.safeArea(held).insets
        let screen = screenSize(of: device, held)
        return SafeAreaInsets(top: insets.top, left: insets.left,
                              bottom: height >= screen.height ? insets.bottom : 0,
                              right: width >= screen.width ? insets.right : 0)
    }

    /// The rule behind the window's safe area.
    public var safeAreaRule: RuleID {
        guard let device, let held = deviceOrientation else { return .env9b }
        let screen = screenSize(of: device, held)
        if width < screen.width || height < screen.height { return .env9c }
        return device.safeArea(held).rule
    }

    /// The height rounded half up to the pixel grid, used for vertical frames as the width is for horizontal ones.
    public var layoutHeight: Points { Self.snap(height, scale: scale) }

    private func screenSize(of device: Device, _ held: Orientation) -> (width: Points, height: Points) {
        held == .landscape ? (device.portraitHeight, device.portraitWidth) : (device.portraitWidth, device.portraitHeight)
    }
}
