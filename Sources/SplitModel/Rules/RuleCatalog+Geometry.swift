/// The vertical geometry rules: the window's safe area (ENV-9..9c), heights (WID-10, WID-10a) and column safe areas (WID-11).
extension RuleCatalog {
    static func geometryEntry(_ id: RuleID) -> Entry {
        switch id {
        case .env9:
            Entry(evidence: .measured, summary: "An iPad (A16) filling its screen in portrait has safe-area insets top 32, bottom 25, and an iPhone 16 top 59, bottom 34, none at the sides.")
        case .env9a:
            Entry(evidence: .reported, summary: "Published insets: home-button phones 20 pt on top in portrait and none in landscape; notched phones 44 or 59 on top and 34 below, in landscape those sides and 21 below.")
        case .env9b:
            Entry(evidence: .assumed, summary: "Other phones take their screen family's status bar (47, 50 or 62 pt); iPads keep iOS 26's 32 pt top, 25 below without a home button, in both orientations; a free window has none.")
        case .env9c:
            Entry(evidence: .measured, summary: "A window smaller than its screen sits in the screen's top-leading corner: it keeps the top and left insets and has the bottom and right ones only where it reaches that edge.")
        case .wid10:
            Entry(evidence: .measured, summary: "A floating sidebar hangs from the safe-area top and stops 10 pt past the safe-area bottom, at least 10 pt above the window's bottom; every other column spans the window's height.")
        case .wid10a:
            Entry(evidence: .assumed, summary: "A floating sidebar's top stays at least 10 pt below the window's top where the safe area is thinner (landscape iPhones, free windows), and the inspector spans the height.")
        case .wid11:
            Entry(evidence: .measured, summary: "A column's safe area is the part of the window's safe area it overlaps, none off screen, plus the floating sidebar's trailing edge on a column that holds it in the same layer.")
        default:
            preconditionFailure("\(id.rawValue) is not a geometry rule")
        }
    }

    /// Where each geometry rule comes from.
    static let geometrySources: [RuleID: String] = [
        .env9: "iOS 26.1 simulator, splitframesprobe iPad and iPhone 16 double mounted (splitSafeArea)",
        .env9a: "third-party measurements of safeAreaInsets: iPhone 8 and iPhone X (useyourloaf.com), XR and XS Max (qiita.com), iPhone 14 Pro and 14 Pro Max (csl.cool and others)",
        .env9c: "iOS 26.1 simulator, splitwidthprobe: a 700 pt split at the top of the iPad window has insets top 32, bottom 0",
        .wid10: "iOS 26.1 simulator, splitframesprobe iPad double mounted (primary 10 32 320 1133), iPhone 16 transition.double override.regular (280 x 769), splitwidthprobe (10 32 w 658)",
        .wid11: "iOS 26.1 simulator, splitframesprobe iPad double mounted (secondary left 330), mode3 (none under an overlay), splitwidthprobe 954.5 twoBeside (250) and twoOver (290)",
    ]

    /// Commands that show each geometry rule at work.
    static let geometryShows: [RuleID: [String]] = [
        .env9: ["device iPhone 16", "get safeArea secondary"],
        .env9a: ["device iPhone 16 Pro Max landscape", "get safeArea secondary"],
        .env9b: ["device iPhone 13", "get safeArea secondary"],
        .env9c: ["height 700", "get safeArea secondary"],
        .wid10: ["get rect primary", "get rect secondary"],
        .wid10a: ["device iPhone 16 Pro Max landscape", "get rect primary"],
        .wid11: ["get safeArea secondary", "explain safeArea secondary"],
    ]
}
