import SplitModel

/// The items of the state report that the change summary compares, kept as typed values: made once per state (a
/// session keeps the last one as the next command's "before"), compared field by field, and written out only where
/// two states differ. `items` gives the same items as `ReportItem`s, in report order, for the general comparison.
///
/// Held by reference and never changed: a response carries the two reports its summary compares until it is written,
/// and handing it on must not copy a dozen arrays.
final class SummaryReport: Sendable {
    /// The window's and the split's own values, as the model read them beside the layout; `deviceSide` and `pane`
    /// matter only with a preset, and a split behavior is nil where the property is unavailable.
    let values: SummaryValues
    let topColumn: Column?
    let columns: ColumnList
    let buttons: ButtonList
    /// For each button, the mode a tap gives where it asks for a mode.
    let givenModes: GivenModes
    /// The collapsed stack's parts, bottom first, as the state gives them; empty when there is no collapsed stack item.
    let collapsedParts: [(column: Column, names: [String])]
    /// The columns with a stack line of their own (not empty, not in the collapsed stack), in layout order.
    let stacks: [Stack]
    let viewControllers: [ViewController]
    /// The chain of presentations; empty when nothing is presented.
    let presentedControllers: [ViewController]
    let presentedStyles: [PresentationStyle]

    /// `previous`, when given, is the report of a state with the same navigation (`SplitState.hasSameNavigation(as:)`):
    /// its collapsed stack, stacks and view controllers are taken as they are (the same arrays, not copies) instead of
    /// being read again, and are freed once rather than once per report.
    init(_ state: SplitState, sameNavigationAs previous: SummaryReport? = nil) {
        // The layout and the collapsed stack are asked for once, here, for the columns, the buttons, the top
        // column, the stack's parts, which columns have stacks and the view controllers; the model reads the
        // window's and the split's values beside them.
        let summary = state.summaryLayout(readingNavigation: previous == nil)
        values = summary.values
        topColumn = summary.topColumn
        columns = summary.columns
        buttons = summary.buttons
        givenModes = GivenModes(buttons, in: state)
        // Kept as the layout gives them, and the stacks in one array: each array made here is one more to free later.
        let parts = previous?.collapsedParts ?? summary.collapsedParts
        collapsedParts = parts
        viewControllers = previous?.viewControllers ?? summary.viewControllers
        // The stacks are listed in layout order, so the previous ones hold only while the layout lists the same columns.
        if let previous, previous.columns.count == columns.count,
           zip(previous.columns, columns).allSatisfy({ $0.column == $1.column }) {
            stacks = previous.stacks
        } else {
            stacks = Self.stacks(of: state, columns: columns, collapsedParts: parts)
        }
        let presentations = state.presentations
        presentedControllers = presentations.isEmpty ? [] : presentations.map(\.controller)
        presentedStyles = presentations.isEmpty ? [] : presentations.map { state.style(for: $0.request) }
    }

    /// The columns with a stack line of their own, in layout order.
    private static func stacks(of state: SplitState, columns: ColumnList,
                               collapsedParts parts: [(column: Column, names: [String])]) -> [Stack] {
        var stacks: [Stack] = []
        // A column in the collapsed stack has no line of its own, so its stack is not read (collapsed, the
        // primary's would walk the whole collapsed hierarchy).
        for column in columns where !parts.contains(where: { $0.column == column.column }) {
            let names = state.stack(of: column.column)
            if !names.isEmpty {
                if stacks.isEmpty { stacks.reserveCapacity(columns.count) }
                stacks.append(Stack(column: column.column, names: names))
            }
        }
        return stacks
    }

    /// Whether the two reports have the same items in the same order, so that they compare item by item.
    func hasSameKeys(as other: SummaryReport) -> Bool {
        guard columns.count == other.columns.count, buttons.count == other.buttons.count,
              collapsedParts.isEmpty == other.collapsedParts.isEmpty, stacks.count == other.stacks.count,
              presentedControllers.isEmpty == other.presentedControllers.isEmpty else { return false }
        for index in columns.indices where columns[index].column != other.columns[index].column { return false }
        for index in buttons.indices where buttons[index].kind != other.buttons[index].kind { return false }
        for index in stacks.indices where stacks[index].column != other.stacks[index].column { return false }
        return true
    }

    // MARK: Item values, as `state` prints them

    /// Writes one of the items every report has, as `state` prints it.
    func append(_ item: ChangeSummary.FixedItem, to text: inout TextBytes) {
        switch item {
        case .window:
            text.append(number: values.width)
            text.append(byte: UInt8(ascii: "x"))
            text.append(number: values.height)
            text.append(literal: " @")
            text.append(number: values.scale)
            text.append(byte: UInt8(ascii: "x"))
        case .device:
            guard let deviceName = values.deviceName else { return text.append(literal: "free window") }
            text.append(deviceName)
            text.append(literal: ", ")
            text.append(values.deviceSide.rawValue)
            if values.pane != .full {
                text.append(literal: ", ")
                text.append(values.pane.rawValue)
                text.append(literal: " pane")
            }
        case .sizeClasses:
            text.append(literal: "horizontal ")
            text.append(values.horizontal.rawValue)
            text.append(literal: ", vertical ")
            text.append(values.vertical.rawValue)
            if values.sizeClassOverride != .auto {
                text.append(literal: " (sizeClass ")
                text.append(values.sizeClassOverride.rawValue)
                text.append(literal: ")")
            }
        case .layoutDirection: text.append(values.layoutDirection.rawValue)
        case .os: text.append(String(values.ruleSet.rawValue))
        case .style: text.append(values.style.rawValue)
        case .isCollapsed: text.append(QueryTable.word(values.isCollapsed))
        case .topColumn:
            if let topColumn { text.append(literal: topColumn.literalName) } else { text.append(ChangeSummary.absent) }
        case .displayMode: text.append(literal: values.displayMode.literalName)
        case .preferredDisplayMode: text.append(literal: values.preferredDisplayMode.literalName)
        case .splitBehavior: text.append(values.splitBehavior?.rawValue ?? "unavailable")
        case .preferredSplitBehavior: text.append(values.preferredSplitBehavior?.rawValue ?? "unavailable")
        }
    }

    var deviceText: String {
        TextBytes.text { append(.device, to: &$0) }
    }

    /// Whether the device line is the same without writing it: a free window's says nothing of its sides.
    func hasSameDevice(as other: SummaryReport) -> Bool {
        values.deviceName == other.values.deviceName
            && (values.deviceName == nil || (values.deviceSide == other.values.deviceSide && values.pane == other.values.pane))
    }

    /// A column's line (`StateReport.describe`).
    static func append(_ column: ColumnLayout, to text: inout TextBytes) {
        guard column.placement != .absent else { return text.append(literal: "absent") }
        text.append(literal: column.placement.literalName)
        text.append(literal: ", frame ")
        text.append(number: column.frame.x)
        text.append(byte: UInt8(ascii: " "))
        let width = text.count
        text.append(number: column.frame.width)
        let widthEnd = text.count
        text.append(literal: ", width ")
        // Most columns report their frame's width, just written: its bytes are copied rather than written again.
        if column.reportedWidth == column.frame.width {
            text.appendCopy(of: width..<widthEnd)
        } else {
            text.append(number: column.reportedWidth)
        }
        if column.isDimmed { text.append(literal: ", dimmed") }
    }

    /// A button's line (`StateReport.describe`): `primary bar, sidebarToggle, shows secondaryOnly`.
    static func append(_ button: Button, given: DisplayMode?, to text: inout TextBytes) {
        text.append(literal: button.bar.literalName)
        text.append(literal: " bar, ")
        text.append(literal: button.icon.literalName)
        text.append(literal: ", ")
        switch button.tap {
        case .pop(let column):
            text.append(literal: "pops ")
            text.append(literal: column.literalName)
        case .displayMode(let mode):
            let given = given ?? mode
            text.append(given == mode ? "shows " : "asks for ")
            text.append(literal: mode.literalName)
            if given != mode {
                text.append(literal: "; shows ")
                text.append(literal: given.literalName)
                text.append(literal: " at this width")
            }
        }
    }

    /// A controller in notation (`ViewController.notation`): `nav[A,B]`, `tab[A|B]`.
    static func append(_ controller: ViewController, to text: inout TextBytes) {
        switch controller {
        case .plain(let name): text.append(name)
        case .navigation(let children): append(children, opening: "nav[", separator: ",", to: &text)
        case .tabBar(let children): append(children, opening: "tab[", separator: "|", to: &text)
        }
    }

    private static func append(_ children: [ViewController], opening: StaticString, separator: StaticString,
                               to text: inout TextBytes) {
        text.append(literal: opening)
        for (index, child) in children.enumerated() {
            if index > 0 { text.append(literal: separator) }
            append(child, to: &text)
        }
        text.append(literal: "]")
    }

    /// For each button, the mode a tap gives where it asks for a mode, by the button's place. A layout has at most
    /// one button of each kind, which are kept in place rather than in an array that each report would make and free.
    struct GivenModes {
        private let first: DisplayMode?
        private let second: DisplayMode?
        private let third: DisplayMode?

        init(_ buttons: ButtonList, in state: SplitState) {
            precondition(buttons.count <= 3, "a layout has one button of each kind at most")
            first = buttons.isEmpty ? nil : StateReport.givenMode(buttons[0], in: state)
            second = buttons.count < 2 ? nil : StateReport.givenMode(buttons[1], in: state)
            third = buttons.count < 3 ? nil : StateReport.givenMode(buttons[2], in: state)
        }

        subscript(index: Int) -> DisplayMode? {
            switch index {
            case 0: first
            case 1: second
            default: third
            }
        }
    }

    /// A column's stack line: the column and its names, bottom first.
    struct Stack: Equatable {
        let column: Column
        let names: [String]
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

        /// Writes the key as the summary prints it.
        func append(to text: inout TextBytes) {
            switch self {
            case .column(let column): text.append(literal: column.literalName)
            case .button(let kind): text.append(literal: kind.literalName)
            case .collapsedStack: text.append(ChangeSummary.collapsedStack)
            case .stack(let column):
                text.append(ChangeSummary.stackPrefix)
                text.append(literal: column.literalName)
            case .viewControllers: text.append(literal: "viewControllers")
            case .presented: text.append(literal: "presented")
            }
        }
    }

    /// How many items follow the controller's own: `variableItem(_:)` gives them by place, in report order.
    var variableCount: Int {
        columns.count + buttons.count + (collapsedParts.isEmpty ? 0 : 1) + stacks.count + 1 + (presentedControllers.isEmpty ? 0 : 1)
    }

    /// The item at a place after the controller's own (below `variableCount`), with its key: the items are counted
    /// off where they sit, so that merging two reports' items builds no list of them.
    func variableItem(_ index: Int) -> (key: ItemKey, slot: Slot) {
        var index = index
        if index < columns.count { return (.column(columns[index].column), .column(index)) }
        index -= columns.count
        if index < buttons.count { return (.button(buttons[index].kind), .button(index)) }
        index -= buttons.count
        if !collapsedParts.isEmpty {
            if index == 0 { return (.collapsedStack, .collapsedStack) }
            index -= 1
        }
        if index < stacks.count { return (.stack(stacks[index].column), .stack(index)) }
        index -= stacks.count
        return index == 0 ? (.viewControllers, .viewControllers) : (.presented, .presented)
    }

    /// Whether an item here and the item with the same key in another report are made from the same values.
    func hasSameValue(_ slot: Slot, as other: SummaryReport, _ otherSlot: Slot) -> Bool {
        switch (slot, otherSlot) {
        case (.column(let index), .column(let otherIndex)):
            return columns[index] == other.columns[otherIndex]
        case (.button(let index), .button(let otherIndex)):
            return buttons[index] == other.buttons[otherIndex] && givenModes[index] == other.givenModes[otherIndex]
        case (.collapsedStack, .collapsedStack):
            return hasSameCollapsedStack(as: other)
        case (.stack(let index), .stack(let otherIndex)):
            return stacks[index].names == other.stacks[otherIndex].names
        case (.viewControllers, .viewControllers):
            return viewControllers == other.viewControllers
        case (.presented, .presented):
            return presentedControllers == other.presentedControllers && presentedStyles == other.presentedStyles
        default:
            return false
        }
    }

    /// Writes an item's value as `state` prints it.
    func append(_ slot: Slot, to text: inout TextBytes) {
        switch slot {
        case .column(let index): Self.append(columns[index], to: &text)
        case .button(let index): Self.append(buttons[index], given: givenModes[index], to: &text)
        case .collapsedStack:
            for (index, part) in collapsedParts.enumerated() {
                if index > 0 { text.append(literal: " | ") }
                text.append(literal: part.column.literalName)
                text.append(literal: ": ")
                if part.names.isEmpty { text.append(literal: "(empty)") } else { text.append(part.names, separator: " ") }
            }
        case .stack(let index): text.append(stacks[index].names, separator: " ")
        case .viewControllers:
            guard !viewControllers.isEmpty else { return text.append(ChangeSummary.absent) }
            for (index, controller) in viewControllers.enumerated() {
                if index > 0 { text.append(byte: UInt8(ascii: " ")) }
                Self.append(controller, to: &text)
            }
        case .presented:
            for index in presentedControllers.indices {
                if index > 0 { text.append(literal: ", ") }
                Self.append(presentedControllers[index], to: &text)
                text.append(byte: UInt8(ascii: " "))
                text.append(presentedStyles[index].rawValue)
            }
        }
    }

    /// Whether the collapsed stacks have the same parts.
    func hasSameCollapsedStack(as other: SummaryReport) -> Bool {
        collapsedParts.count == other.collapsedParts.count && zip(collapsedParts, other.collapsedParts).allSatisfy {
            $0.column == $1.column && $0.names == $1.names
        }
    }

    /// Whether a column's part is in the collapsed stack.
    func collapses(_ column: Column) -> Bool {
        collapsedParts.contains { $0.column == column }
    }

    var collapsedFact: ReportFact { .collapsedStack(collapsedParts.map(\.column), collapsedParts.map(\.names)) }
    var presentedFact: ReportFact { .presented(presentedControllers, presentedStyles) }

    /// The items in report order, as `StateReport` made them for the summary.
    var items: [ReportItem] {
        var items: [ReportItem] = []
        items.reserveCapacity(16 + columns.count + buttons.count + stacks.count)
        items.append(ReportItem("window", .window(width: values.width, height: values.height, scale: values.scale)))
        items.append(ReportItem("device", deviceText))
        items.append(ReportItem("sizeClasses", .sizeClasses(horizontal: values.horizontal.rawValue, vertical: values.vertical.rawValue,
                                                            override: values.sizeClassOverride == .auto ? nil : values.sizeClassOverride.rawValue)))
        items.append(ReportItem("layoutDirection", values.layoutDirection.rawValue))
        items.append(ReportItem("os", String(values.ruleSet.rawValue)))
        items.append(ReportItem("style", values.style.rawValue))
        items.append(ReportItem("isCollapsed", QueryTable.word(values.isCollapsed)))
        items.append(ReportItem("topColumn", topColumn?.rawValue ?? "none"))
        items.append(ReportItem("displayMode", values.displayMode.rawValue))
        items.append(ReportItem("preferredDisplayMode", values.preferredDisplayMode.rawValue))
        items.append(ReportItem("splitBehavior", values.splitBehavior?.rawValue ?? "unavailable"))
        items.append(ReportItem("preferredSplitBehavior", values.preferredSplitBehavior?.rawValue ?? "unavailable"))
        for column in columns { items.append(ReportItem(column.column.rawValue, .column(column))) }
        for (index, button) in buttons.enumerated() {
            items.append(ReportItem(button.kind.rawValue, .button(button, given: givenModes[index])))
        }
        if !collapsedParts.isEmpty { items.append(ReportItem(ChangeSummary.collapsedStack, collapsedFact)) }
        for stack in stacks { items.append(ReportItem(StateReport.stackKey(stack.column), .names(stack.names))) }
        items.append(ReportItem("viewControllers", .controllers(viewControllers)))
        if !presentedControllers.isEmpty { items.append(ReportItem("presented", presentedFact)) }
        return items
    }
}
