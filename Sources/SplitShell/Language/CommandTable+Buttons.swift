import SplitModel

// MARK: Buttons the app places

/// The bars a script can put the classic displayModeButtonItem in, or none.
enum ButtonItemBar: String, Sendable, CaseIterable {
    case primary, secondary, none

    var column: Column? {
        switch self {
        case .primary: .primary
        case .secondary: .secondary
        case .none: nil
        }
    }

    init(_ column: Column?) {
        self = column == .primary ? .primary : column == .secondary ? .secondary : .none
    }
}

extension ValueSet {
    /// Where `placeDisplayModeButtonItem` puts the classic item.
    static let buttonItemBar = ValueSet("bar", ButtonItemBar.self)
}

extension CommandTable {
    static let buttons: [CommandSpec] = [
        CommandSpec("placeDisplayModeButtonItem", .controller, [.choice(.buttonItemBar)],
                    "puts the classic displayModeButtonItem in a column's bar, as the app does (none takes it out)",
                    examples: ["placeDisplayModeButtonItem secondary", "placeDisplayModeButtonItem none"],
                    details: ["a classic split shows displayModeButtonItem only where the app places it (BTN-7)",
                              "the Xcode template puts it in the secondary's bar; a split starts with it placed nowhere",
                              "a new controller (setStyle) forgets it; save and export uikit carry it",
                              "a column-style split places its own button: there it changes nothing, with a note"],
                    plain: { [bars = ButtonItemBar.allCases] a in .engine(.placeDisplayModeButtonItem(a.choice(at: 0, of: bars).column)) },
                    match: { c in
                        guard case .engine(.placeDisplayModeButtonItem(let column)) = c else { return nil }
                        return [.word(ButtonItemBar(column).rawValue)]
                    }),
    ]
}
