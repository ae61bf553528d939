import SplitModel

/// The items of the state report that the change summary compares, kept as typed values: made once per state (a
/// session keeps the last one as the next command's "before"), compared field by field, and written out only where
/// two states differ. `items` gives the same items as `ReportItem`s, in report order, for the general comparison.
struct SummaryReport {
    let width: Double
    let height: Double
    let scale: Double
    /// The device preset's name, nil for a free window; `deviceSide` and `pane` matter only with a preset.
    let deviceName: String?
    let deviceSide: Orientation
    let pane: MultitaskingPane
    let horizontal: SizeClass
    let vertical: SizeClass
    let sizeClassOverride: SizeClassOverride
    let layoutDirection: LayoutDirection
    let ruleSet: RuleSet
    let style: Style
    let isCollapsed: Bool
    let topColumn: Column?
    let displayMode: DisplayMode
    let preferredDisplayMode: DisplayMode
    /// Nil where the property is unavailable.
    let splitBehavior: SplitBehavior?
    let preferredSplitBehavior: SplitBehavior?
    let columns: [ColumnLayout]
    let buttons: [Button]
    /// For each button, the mode a tap gives where it asks for a mode.
    let givenModes: [DisplayMode?]
    /// The collapsed stack's parts, bottom first; empty when there is no collapsed stack item.
    let collapsedColumns: [Column]
    let collapsedNames: [[String]]
    /// The columns with a stack line of their own (not empty, not in the collapsed stack), in layout order.
    let stackColumns: [Column]
    let stackNames: [[String]]
    let viewControllers: [ViewController]
    /// The chain of presentations; empty when nothing is presented.
    let presentedControllers: [ViewController]
    let presentedStyles: [PresentationStyle]

    init(_ state: SplitState) {
        let window = state.window
        width = window.width
        height = window.height
        scale = window.scale
        deviceName = window.device?.name
        deviceSide = window.deviceOrientation ?? window.orientation
        pane = window.pane
        horizontal = window.horizontalSizeClass
        vertical = window.verticalSizeClass
        sizeClassOverride = window.sizeClassOverride
        layoutDirection = window.layoutDirection
        ruleSet = state.ruleSet
        style = state.style
        isCollapsed = state.isCollapsed
        // The layout and the collapsed stack are asked for once, here, for the columns, the buttons, the top
        // column, the stack's parts, which columns have stacks and the view controllers.
        let summary = state.summaryLayout
        topColumn = summary.topColumn
        displayMode = state.displayMode
        preferredDisplayMode = state.properties.preferredDisplayMode
        splitBehavior = try? state.readSplitBehavior()
        preferredSplitBehavior = try? state.readPreferredSplitBehavior()
        columns = summary.layout.columns
        buttons = summary.layout.buttons
        givenModes = buttons.isEmpty ? [] : buttons.map { StateReport.givenMode($0, in: state) }
        collapsedColumns = summary.collapsedColumns
        collapsedNames = summary.collapsedNames
        var stackColumns: [Column] = []
        var stackNames: [[String]] = []
        // A column in the collapsed stack has no line of its own, so its stack is not read (collapsed, the
        // primary's would walk the whole collapsed hierarchy).
        for column in columns where !collapsedColumns.contains(column.column) {
            let names = state.stack(of: column.column)
            if !names.isEmpty {
                stackColumns.append(column.column)
                stackNames.append(names)
            }
        }
        self.stackColumns = stackColumns
        self.stackNames = stackNames
        viewControllers = summary.viewControllers
        let presentations = state.presentations
        presentedControllers = presentations.isEmpty ? [] : presentations.map(\.controller)
        presentedStyles = presentations.isEmpty ? [] : presentations.map { state.style(for: $0.request) }
    }

    /// Whether the two reports have the same items in the same order, so that they compare item by item.
    func hasSameKeys(as other: SummaryReport) -> Bool {
        guard columns.count == other.columns.count, buttons.count == other.buttons.count,
              collapsedColumns.isEmpty == other.collapsedColumns.isEmpty, stackColumns == other.stackColumns,
              presentedControllers.isEmpty == other.presentedControllers.isEmpty else { return false }
        for index in columns.indices where columns[index].column != other.columns[index].column { return false }
        for index in buttons.indices where buttons[index].kind != other.buttons[index].kind { return false }
        return true
    }

    // MARK: Item values, as `state` prints them

    var windowText: String {
        var text = TextBytes(capacity: 24)
        text.append(number: width)
        text.append(byte: UInt8(ascii: "x"))
        text.append(number: height)
        text.append(" @")
        text.append(number: scale)
        text.append(byte: UInt8(ascii: "x"))
        return text.text
    }

    var deviceText: String {
        guard let deviceName else { return "free window" }
        var text = TextBytes()
        text.append(deviceName)
        text.append(", ")
        text.append(deviceSide.rawValue)
        if pane != .full {
            text.append(", ")
            text.append(pane.rawValue)
            text.append(" pane")
        }
        return text.text
    }

    var sizeClassesText: String {
        var text = TextBytes()
        text.append("horizontal ")
        text.append(horizontal.rawValue)
        text.append(", vertical ")
        text.append(vertical.rawValue)
        if sizeClassOverride != .auto {
            text.append(" (sizeClass ")
            text.append(sizeClassOverride.rawValue)
            text.append(")")
        }
        return text.text
    }

    /// Whether the device line is the same without writing it: a free window's says nothing of its sides.
    func hasSameDevice(as other: SummaryReport) -> Bool {
        deviceName == other.deviceName && (deviceName == nil || (deviceSide == other.deviceSide && pane == other.pane))
    }

    static func columnText(_ column: ColumnLayout) -> String {
        guard column.placement != .absent else { return "absent" }
        var text = TextBytes()
        text.append(column.placement.rawValue)
        text.append(", frame ")
        text.append(number: column.frame.x)
        text.append(byte: UInt8(ascii: " "))
        text.append(number: column.frame.width)
        text.append(", width ")
        text.append(number: column.reportedWidth)
        if column.isDimmed { text.append(", dimmed") }
        return text.text
    }

    /// Where an item that not every report has sits in its report.
    enum Slot: Equatable {
        case column(Int)
        case button(Int)
        case collapsedStack
        case stack(Int)
        case viewControllers
        case presented
    }

    /// The key of an item that not every report has, as a value: merging two reports' keys compares these.
    enum ItemKey: Equatable {
        case column(Column)
        case button(ButtonKind)
        case collapsedStack
        case stack(Column)
        case viewControllers
        case presented

        /// The key as the summary prints it.
        var text: String {
            switch self {
            case .column(let column): column.rawValue
            case .button(let kind): kind.rawValue
            case .collapsedStack: ChangeSummary.collapsedStack
            case .stack(let column): StateReport.stackKey(column)
            case .viewControllers: "viewControllers"
            case .presented: "presented"
            }
        }
    }

    /// The items after the controller's own, in report order, with their keys.
    var variableSlots: [(key: ItemKey, slot: Slot)] {
        var slots: [(key: ItemKey, slot: Slot)] = []
        slots.reserveCapacity(columns.count + buttons.count + stackColumns.count + 3)
        for (index, column) in columns.enumerated() { slots.append((.column(column.column), .column(index))) }
        for (index, button) in buttons.enumerated() { slots.append((.button(button.kind), .button(index))) }
        if !collapsedColumns.isEmpty { slots.append((.collapsedStack, .collapsedStack)) }
        for (index, column) in stackColumns.enumerated() { slots.append((.stack(column), .stack(index))) }
        slots.append((.viewControllers, .viewControllers))
        if !presentedControllers.isEmpty { slots.append((.presented, .presented)) }
        return slots
    }

    /// Whether an item here and the item with the same key in another report are made from the same values.
    func hasSameValue(_ slot: Slot, as other: SummaryReport, _ otherSlot: Slot) -> Bool {
        switch (slot, otherSlot) {
        case (.column(let index), .column(let otherIndex)):
            return columns[index] == other.columns[otherIndex]
        case (.button(let index), .button(let otherIndex)):
            return buttons[index] == other.buttons[otherIndex] && givenModes[index] == other.givenModes[otherIndex]
        case (.collapsedStack, .collapsedStack):
            return collapsedColumns == other.collapsedColumns && collapsedNames == other.collapsedNames
        case (.stack(let index), .stack(let otherIndex)):
            return stackNames[index] == other.stackNames[otherIndex]
        case (.viewControllers, .viewControllers):
            return viewControllers == other.viewControllers
        case (.presented, .presented):
            return presentedControllers == other.presentedControllers && presentedStyles == other.presentedStyles
        default:
            return false
        }
    }

    /// An item's value as `state` prints it.
    func text(of slot: Slot) -> String {
        switch slot {
        case .column(let index): Self.columnText(columns[index])
        case .button(let index): StateReport.describe(buttons[index], given: givenModes[index])
        case .collapsedStack: collapsedFact.text
        case .stack(let index): stackNames[index].joined(separator: " ")
        case .viewControllers: ReportFact.controllers(viewControllers).text
        case .presented: presentedFact.text
        }
    }

    var collapsedFact: ReportFact { .collapsedStack(collapsedColumns, collapsedNames) }
    var presentedFact: ReportFact { .presented(presentedControllers, presentedStyles) }

    /// The items in report order, as `StateReport` made them for the summary.
    var items: [ReportItem] {
        var items: [ReportItem] = []
        items.reserveCapacity(16 + columns.count + buttons.count + stackColumns.count)
        items.append(ReportItem("window", .window(width: width, height: height, scale: scale)))
        items.append(ReportItem("device", deviceText))
        items.append(ReportItem("sizeClasses", .sizeClasses(horizontal: horizontal.rawValue, vertical: vertical.rawValue,
                                                            override: sizeClassOverride == .auto ? nil : sizeClassOverride.rawValue)))
        items.append(ReportItem("layoutDirection", layoutDirection.rawValue))
        items.append(ReportItem("os", String(ruleSet.rawValue)))
        items.append(ReportItem("style", style.rawValue))
        items.append(ReportItem("isCollapsed", QueryTable.word(isCollapsed)))
        items.append(ReportItem("topColumn", topColumn?.rawValue ?? "none"))
        items.append(ReportItem("displayMode", displayMode.rawValue))
        items.append(ReportItem("preferredDisplayMode", preferredDisplayMode.rawValue))
        items.append(ReportItem("splitBehavior", splitBehavior?.rawValue ?? "unavailable"))
        items.append(ReportItem("preferredSplitBehavior", preferredSplitBehavior?.rawValue ?? "unavailable"))
        for column in columns { items.append(ReportItem(column.column.rawValue, .column(column))) }
        for (button, given) in zip(buttons, givenModes) { items.append(ReportItem(button.kind.rawValue, .button(button, given: given))) }
        if !collapsedColumns.isEmpty { items.append(ReportItem(ChangeSummary.collapsedStack, collapsedFact)) }
        for (column, names) in zip(stackColumns, stackNames) { items.append(ReportItem(StateReport.stackKey(column), .names(names))) }
        items.append(ReportItem("viewControllers", .controllers(viewControllers)))
        if !presentedControllers.isEmpty { items.append(ReportItem("presented", presentedFact)) }
        return items
    }
}
