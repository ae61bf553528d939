/// A preset's safe-area insets when it fills the screen (ENV-9, ENV-9a, ENV-9b).
///
/// Only the iPad (A16) and the iPhone 16 are measured (both in portrait). Other models take published metrics where
/// they exist and otherwise their family's: phones by screen, which decides the status bar's height, iPads by whether
/// they have a home button.
extension Device {
    /// The insets of a window that fills the screen held this way, and the rule they come from.
    public func safeArea(_ orientation: Orientation) -> (insets: SafeAreaInsets, rule: RuleID) {
        idiom == .phone ? phoneSafeArea(orientation) : padSafeArea(orientation)
    }

    private func phoneSafeArea(_ orientation: Orientation) -> (insets: SafeAreaInsets, rule: RuleID) {
        // A phone with a home button: a 20 pt status bar in portrait, hidden in landscape, no home indicator.
        if hasHomeButton {
            let insets = orientation == .portrait ? SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0) : .zero
            return (insets, .env9a)
        }
        let (top, rule) = statusBar
        // In landscape the status bar is hidden, the sensor housing insets both sides and the home indicator shrinks.
        guard orientation == .portrait else {
            return (SafeAreaInsets(top: 0, left: top, bottom: Self.landscapeHomeIndicator, right: top), rule == .env9 ? .env9a : rule)
        }
        return (SafeAreaInsets(top: top, left: 0, bottom: Self.portraitHomeIndicator, right: 0), rule)
    }

    private func padSafeArea(_ orientation: Orientation) -> (insets: SafeAreaInsets, rule: RuleID) {
        // iPadOS 26's status bar is 32 pt (measured on the A16); an iPad's insets do not turn with it.
        let insets = SafeAreaInsets(top: 32, left: 0, bottom: hasHomeButton ? 0 : 25, right: 0)
        let measured = name == "iPad (A16)" && orientation == .portrait
        return (insets, measured ? .env9 : .env9b)
    }

    /// The portrait status bar of a phone without a home button, by screen, and the rule that gives it.
    private var statusBar: (Points, RuleID) {
        if name == "iPhone 16" { return (59, .env9) }
        switch (portraitWidth, portraitHeight) {
        case (375, 812) where name.contains("mini"): return (50, .env9b)
        case (375, 812), (414, 896): return (44, .env9a)
        case (393, 852), (430, 932): return (59, .env9a)
        case (390, 844), (428, 926): return (47, .env9b)
        default: return (62, .env9b)
        }
    }

    /// Phones up to the 5.5-inch Plus screens and iPads with 4:3 screens (and the first two 12.9-inch Pros) have a home button.
    var hasHomeButton: Bool {
        if idiom == .phone { return portraitHeight <= 736 }
        if name == "iPad Pro 12.9-inch" || name == "iPad Pro 12.9-inch (2nd generation)" { return true }
        return [1024, 1080, 1112].contains(portraitHeight)
    }

    static let portraitHomeIndicator: Points = 34
    static let landscapeHomeIndicator: Points = 21
}
