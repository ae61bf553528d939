import SplitModel

// MARK: Layout direction

extension ValueSet {
    /// `layoutDirection`'s argument and what `get layoutDirection` reads.
    public static let layoutDirection = ValueSet("layout direction", LayoutDirection.self)
}

extension CommandTable {
    static let layoutDirection: [CommandSpec] = [
        CommandSpec("layoutDirection", .environment, [.choice(.layoutDirection)],
                    "the window's layout direction: rightToLeft swaps leading and trailing (default leftToRight)",
                    examples: ["layoutDirection rightToLeft", "layoutDirection leftToRight"],
                    details: ["right to left the leading edge is the window's right: a leading primary sits on the right, the inspector on the left, every frame's x mirrors (x' = W - x - width), and the edge swipe starts at the right (WID-6a, TAP-3a)",
                              "a trailing primaryEdge puts the primary back on the left",
                              "like a trait override on the split: the window, the widths and the display mode stay as they are",
                              "device, rotate, setStyle and relaunch keep it; save, export and survey carry it"],
                    plain: { [directions = LayoutDirection.allCases] a in .engine(.layoutDirection(a.choice(at: 0, of: directions))) },
                    match: { c in if case .engine(.layoutDirection(let d)) = c { [.word(d.rawValue)] } else { nil } }),
    ]
}

extension QueryTable {
    static let layoutDirection: [QuerySpec] = [
        QuerySpec("layoutDirection", .choice(.layoutDirection)) { s in s.window.layoutDirection.rawValue },
    ]
}
