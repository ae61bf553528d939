/// The orientations an app's interface supports, as `UIInterfaceOrientationMask` names them. splitnav holds a device
/// only portrait or landscape, so `allButUpsideDown` (the iPhone default) and `all` (the iPad default) support the same
/// two; both are kept so a script says what the app says.
public enum OrientationMask: String, Sendable, CaseIterable, Hashable {
    case portrait
    case landscape
    case all
    case allButUpsideDown

    /// Whether the interface may turn to the orientation.
    public func supports(_ orientation: Orientation) -> Bool {
        switch self {
        case .portrait: orientation == .portrait
        case .landscape: orientation == .landscape
        case .all, .allButUpsideDown: true
        }
    }
}
