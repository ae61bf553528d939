import SplitModel

/// The wording of one button for `get button NAME`, and what `buttons` says about a classic displayModeButtonItem the
/// app has not put on screen (BTN-7).
enum ButtonText {
    /// What `buttons` prints for the button of that kind (`secondary bar, fullScreenArrows, shows secondaryOnly`), or
    /// `none` when no such button is on screen.
    static func value(of kind: String, in state: SplitState) -> String {
        guard let button = state.layout.buttons.first(where: { $0.kind.rawValue == kind }) else { return "none" }
        return StateReport.describe(button, in: state)
    }

    /// A classic split's displayModeButtonItem that no bar shows: the app places it, splitnav does not (BTN-7). Nil
    /// where the item is on screen, for a column style, and while collapsed (no display-mode button, BTN-6).
    static func unplacedItem(in state: SplitState) -> String? {
        guard state.style == .unspecified, !state.isCollapsed,
              !state.layout.buttons.contains(where: { $0.kind == .displayModeButton }) else { return nil }
        guard let bar = state.properties.displayModeButtonItemBar else {
            return "displayModeButtonItem: not placed; the app must put it in a bar"
                + " (placeDisplayModeButtonItem secondary, as the Xcode template does) (BTN-7)"
        }
        return "displayModeButtonItem: placed in the \(bar.rawValue) bar, not on screen here (BTN-7)"
    }

    /// VALUE of `expect button NAME` as `get` prints it: `none`, or `BAR bar, ICON, TAP` with a column and an icon.
    static func canonical(_ text: String) throws(ShellError) -> String {
        if text == "none" { return text }
        let parts = text.split(separator: ", ").map(String.init)
        guard parts.count >= 3, parts[0].hasSuffix(" bar"),
              ValueSet.column.canonical(String(parts[0].dropLast(4))) != nil,
              ButtonIcon(rawValue: parts[1]) != nil, !parts[2].isEmpty else { throw .invalidButton(text) }
        return text
    }
}
