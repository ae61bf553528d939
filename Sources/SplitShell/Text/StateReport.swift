import SplitModel

/// The whole picture of a state, as `state` prints it; keys are `get` names where one exists.
enum StateReport {
    static func lines(_ state: SplitState) -> [String] {
        items(state).map { "\($0.key): \($0.value)" }
    }

    static func items(_ state: SplitState) -> [ReportItem] {
        items(state, summarizedOnly: false)
    }

    /// The items the change summary compares (`items(state)` less those marked not summarized), as typed values.
    /// `previous` is the report of a state with the same navigation, whose stacks the new report shares, or nil.
    static func summaryItems(_ state: SplitState, sameNavigationAs previous: SummaryReport? = nil) -> SummaryReport {
        let report = SummaryReport(state, sameNavigationAs: previous)
        // The typed report and the item list are written separately: a debug build (every test and transcript run)
        // checks on each state that they still say the same, so an item added to one only cannot slip through.
        assert({
            let typed = report.items, listed = items(state, summarizedOnly: true)
            return typed.map(\.key) == listed.map(\.key) && typed.map(\.value) == listed.map(\.value)
        }(), "SummaryReport and StateReport disagree")
        return report
    }

    /// The report's items; `summarizedOnly` leaves out those the summary does not compare (`SummaryReport` makes the same
    /// ones as typed values, and is checked against these).
    static func items(_ state: SplitState, summarizedOnly: Bool) -> [ReportItem] {
        let layout = state.layout
        // Buttons are items of their own so the summary can say one appeared; "none" is for `state` only.
        let buttons = layout.buttons.isEmpty
            ? (summarizedOnly ? [] : [ReportItem("buttons", "none", summarized: false)])
            : layout.buttons.map { ReportItem($0.kind.rawValue, .button($0, given: givenMode($0, in: state))) }
        // One array, filled in order: chaining `+` would copy every item made so far at each step.
        var items: [ReportItem] = []
        items.reserveCapacity(48)
        items += environment(state, summarizedOnly: summarizedOnly)
        items += controller(state)
        for column in layout.columns { items.append(ReportItem(column.column.rawValue, .column(column))) }
        items += buttons
        items += navigation(state, layout)
        if !summarizedOnly { items += properties(state) }
        return items
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
        // `state` says the layout direction only right to left; the change summary always compares it.
        let direction = summarizedOnly || window.layoutDirection == .rightToLeft
            ? [ReportItem("layoutDirection", window.layoutDirection.rawValue)] : []
        // By the window's sides, unlike the device line's (how the device is held): the summary's window and device
        // lines already say when these change.
        let sides = summarizedOnly ? [] : [ReportItem("orientation", window.orientation.rawValue, summarized: false),
                                           ReportItem("pane", QueryTable.pane(of: window), summarized: false)]
        return [
            ReportItem("window", .window(width: window.width, height: window.height, scale: window.scale)),
            ReportItem("device", device),
        ] + sides + [
            ReportItem("sizeClasses", .sizeClasses(horizontal: window.horizontalSizeClass.rawValue, vertical: window.verticalSizeClass.rawValue,
                                                   override: window.sizeClassOverride == .auto ? nil : window.sizeClassOverride.rawValue)),
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
        let collapsed = parts.isEmpty ? [] : [ReportItem(ChangeSummary.collapsedStack, .collapsedStack(parts.map(\.column), parts.map(\.names)))]
        let stacks = layout.columns.map { (column: $0.column, names: state.stack(of: $0.column)) }
            .filter { stack in !stack.names.isEmpty && !parts.contains { $0.column == stack.column } }
        return collapsed + stacks.map { ReportItem(stackKey($0.column), .names($0.names)) }
            + [ReportItem("viewControllers", .controllers(state.viewControllers))]
            + (state.presentations.isEmpty ? [] : [ReportItem("presented", .presented(state.presentations.map(\.controller), state.presentations.map { state.style(for: $0.request) }))])
    }

    /// The key of a column's stack item, `stack primary`.
    static func stackKey(_ column: Column) -> String {
        ChangeSummary.stackPrefix + column.rawValue
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
        describe(button, given: givenMode(button, in: state))
    }

    static func describe(_ button: Button, given: DisplayMode?) -> String {
        var text = button.bar.rawValue
        text.append(" bar, ")
        text.append(button.icon.rawValue)
        text.append(", ")
        text.append(tapText(button, given: given))
        return text
    }

    /// The mode a tap on the button gives here, for a button that asks for a mode.
    static func givenMode(_ button: Button, in state: SplitState) -> DisplayMode? {
        guard case .displayMode(let mode) = button.tap else { return nil }
        return state.modeAfterTapping(mode)
    }

    /// What a tap does: `shows secondaryOnly`, `pops primary`, or, where the mode a tap asks for is not the one it
    /// gives here, `asks for twoBesideSecondary; shows twoOverSecondary at this width`.
    static func tapText(_ button: Button, in state: SplitState) -> String {
        tapText(button, given: givenMode(button, in: state))
    }

    private static func tapText(_ button: Button, given: DisplayMode?) -> String {
        switch button.tap {
        case .pop(let column): return "pops " + column.rawValue
        case .displayMode(let mode):
            let given = given ?? mode
            return given == mode ? "shows " + mode.rawValue : "asks for " + mode.rawValue + "; shows " + given.rawValue + " at this width"
        }
    }
}
