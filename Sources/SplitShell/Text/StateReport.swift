import SplitModel

/// One `key: value` line of `state`; the change summary diffs the items marked `summarized`.
struct ReportItem: Hashable {
    let key: String
    let value: String
    let summarized: Bool

    init(_ key: String, _ value: String, summarized: Bool = true) {
        self.key = key
        self.value = value
        self.summarized = summarized
    }
}

/// The whole picture of a state, as `state` prints it; keys are `get` names where one exists.
enum StateReport {
    static func lines(_ state: SplitState) -> [String] {
        items(state).map { "\($0.key): \($0.value)" }
    }

    static func items(_ state: SplitState) -> [ReportItem] {
        items(state, summarizedOnly: false)
    }

    /// The items the change summary compares: `items(state)` less those marked not summarized, which are not built.
    static func summaryItems(_ state: SplitState) -> [ReportItem] {
        items(state, summarizedOnly: true)
    }

    private static func items(_ state: SplitState, summarizedOnly: Bool) -> [ReportItem] {
        let layout = state.layout
        // Buttons are items of their own so the summary can say one appeared; "none" is for `state` only.
        let buttons = layout.buttons.isEmpty
            ? (summarizedOnly ? [] : [ReportItem("buttons", "none", summarized: false)])
            : layout.buttons.map { ReportItem($0.kind.rawValue, describe($0, in: state)) }
        return environment(state, summarizedOnly: summarizedOnly) + controller(state)
            + layout.columns.map { ReportItem($0.column.rawValue, describe($0)) }
            + buttons + navigation(state, layout) + (summarizedOnly ? [] : properties(state))
    }

    /// `displayModeButton: primary bar, sidebarToggle, shows secondaryOnly`, or `none`.
    static func buttonLines(_ state: SplitState) -> [String] {
        let lines = state.layout.buttons.map { "\($0.kind.rawValue): \(describe($0, in: state))" }
            + [ButtonText.unplacedItem(in: state)].compactMap { $0 }
        return lines.isEmpty ? ["none"] : lines
    }

    private static func environment(_ state: SplitState, summarizedOnly: Bool) -> [ReportItem] {
        let window = state.window
        var device = "free window"
        if let preset = window.device {
            device = preset.name + ", " + (window.deviceOrientation ?? window.orientation).rawValue + (window.pane == .full ? "" : ", \(window.pane.rawValue) pane")
        }
        let override = window.sizeClassOverride == .auto ? "" : " (sizeClass \(window.sizeClassOverride.rawValue))"
        // `state` says the layout direction only right to left; the change summary always compares it.
        let direction = summarizedOnly || window.layoutDirection == .rightToLeft
            ? [ReportItem("layoutDirection", window.layoutDirection.rawValue)] : []
        // By the window's sides, unlike the device line's (how the device is held): the summary's window and device
        // lines already say when these change.
        let sides = summarizedOnly ? [] : [ReportItem("orientation", window.orientation.rawValue, summarized: false),
                                           ReportItem("pane", QueryTable.pane(of: window), summarized: false)]
        return [
            ReportItem("window", "\(NumberFormat.format(window.width))x\(NumberFormat.format(window.height)) @\(NumberFormat.format(window.scale))x"),
            ReportItem("device", device),
        ] + sides + [
            ReportItem("sizeClasses", "horizontal \(window.horizontalSizeClass.rawValue), vertical \(window.verticalSizeClass.rawValue)\(override)"),
        ] + direction + [
            ReportItem("os", String(state.ruleSet.rawValue)),
        ]
    }

    private static func controller(_ state: SplitState) -> [ReportItem] {
        [
            ReportItem("style", state.style.rawValue),
            ReportItem("isCollapsed", QueryTable.word(state.isCollapsed)),
            ReportItem("topColumn", state.topColumn?.rawValue ?? "none"),
            ReportItem("displayMode", state.displayMode.rawValue),
            ReportItem("preferredDisplayMode", state.properties.preferredDisplayMode.rawValue),
            ReportItem("splitBehavior", (try? state.readSplitBehavior().rawValue) ?? "unavailable"),
            ReportItem("preferredSplitBehavior", (try? state.readPreferredSplitBehavior().rawValue) ?? "unavailable"),
        ]
    }

    private static func navigation(_ state: SplitState, _ layout: Layout) -> [ReportItem] {
        // Collapsed, the one stack shows once, each column's part where it sits, bottom first; columns outside it
        // keep their own line.
        let parts = state.collapsedStackParts
        let collapsed = parts.isEmpty ? [] : [ReportItem("collapsed stack", parts.map { part in
            "\(part.column.rawValue): " + (part.names.isEmpty ? "(empty)" : part.names.joined(separator: " "))
        }.joined(separator: " | "))]
        let stacks = layout.columns.map { (column: $0.column, names: state.stack(of: $0.column)) }
            .filter { stack in !stack.names.isEmpty && !parts.contains { $0.column == stack.column } }
        return collapsed + stacks.map { ReportItem("stack \($0.column.rawValue)", $0.names.joined(separator: " ")) }
            + [ReportItem("viewControllers", QueryTable.list(state.viewControllers.map(\.notation)))]
            + (state.presented.map { [ReportItem("presented", "\($0.controller.notation) \(state.presentationStyle!.rawValue)")] } ?? [])
    }

    /// The settable properties: the simple ones always, widths only when set.
    private static func properties(_ state: SplitState) -> [ReportItem] {
        let p = state.properties
        let simple = [
            ReportItem("presentsWithGesture", QueryTable.word(p.presentsWithGesture), summarized: false),
            ReportItem("showsSecondaryOnlyButton", QueryTable.word(p.showsSecondaryOnlyButton), summarized: false),
            ReportItem("displayModeButtonVisibility", p.displayModeButtonVisibility.rawValue, summarized: false),
            ReportItem("primaryEdge", p.primaryEdge.rawValue, summarized: false),
            ReportItem("primaryBackgroundStyle", (try? state.readPrimaryBackgroundStyle().rawValue) ?? "unavailable", summarized: false),
        ]
        let widths = WidthProperty.all.compactMap { property -> ReportItem? in
            guard case .value(let number) = p.value(of: property) else { return nil }
            return ReportItem(property.uikitName, NumberFormat.format(number), summarized: false)
        }
        return simple + widths
    }

    /// `tiled, frame 10 320, width 320`, `offscreen, frame -330 320, width 320`, `absent`.
    static func describe(_ column: ColumnLayout) -> String {
        guard column.placement != .absent else { return "absent" }
        let frame = "frame \(NumberFormat.format(column.frame.x)) \(NumberFormat.format(column.frame.width))"
        return "\(column.placement.rawValue), \(frame), width \(NumberFormat.format(column.reportedWidth))"
            + (column.isDimmed ? ", dimmed" : "")
    }

    /// `primary bar, sidebarToggle, shows secondaryOnly`.
    static func describe(_ button: Button, in state: SplitState) -> String {
        "\(button.bar.rawValue) bar, \(button.icon.rawValue), \(tapText(button, in: state))"
    }

    /// What a tap does: `shows secondaryOnly`, `pops primary`, or, where the mode a tap asks for is not the one it
    /// gives here, `asks for twoBesideSecondary; shows twoOverSecondary at this width`.
    static func tapText(_ button: Button, in state: SplitState) -> String {
        switch button.tap {
        case .pop(let column): return "pops \(column.rawValue)"
        case .displayMode(let mode):
            let given = state.modeAfterTapping(mode)
            return given == mode ? "shows \(mode.rawValue)" : "asks for \(mode.rawValue); shows \(given.rawValue) at this width"
        }
    }
}
