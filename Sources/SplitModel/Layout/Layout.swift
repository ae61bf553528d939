/// A column's horizontal frame in window points, as UIKit reports it.
public struct HorizontalFrame: Sendable, Hashable {
    /// The leading x in window points; negative (or past the width) for a parked column.
    public var x: Points
    /// The width in points.
    public var width: Points

    public init(x: Points, width: Points) {
        self.x = x
        self.width = width
    }

    /// The trailing x.
    public var maxX: Points { x + width }

    /// The same frame mirrored in a window of the given width (WID-6).
    func mirrored(in windowWidth: Points) -> HorizontalFrame {
        HorizontalFrame(x: windowWidth - x - width, width: width)
    }
}

/// How a column sits in the window.
public enum Placement: String, Sendable, Hashable {
    /// Side by side with its neighbours (a floating sidebar over its neighbour's inset counts as tiled).
    case tiled
    /// Over another column, which stays where it is.
    case overlaid
    /// Beside the sidebars, pushed partly past the trailing edge.
    case displaced
    /// Not showing: parked outside the window.
    case offscreen
    /// The column on top of the collapsed navigation stack.
    case collapsedTop
    /// In the collapsed stack, under the top.
    case covered
    /// Presented as a sheet over the collapsed interface (the inspector, INS-1).
    case sheet
    /// Not part of the interface at all (no controller, not in the collapsed stack, hidden inspector).
    case absent
}

/// One column's resolved layout.
public struct ColumnLayout: Sendable, Hashable {
    /// Which column this is.
    public let column: Column
    /// Its horizontal frame in window points.
    public let frame: HorizontalFrame
    /// What the width getter reports (WID-9, COL-2).
    public let reportedWidth: Points
    /// How it sits: tiled, overlaid, displaced, offscreen, or in the collapsed stack.
    public let placement: Placement
    /// Whether a dimming view covers it (the secondary under an overlay or displace).
    public let isDimmed: Bool

    /// Whether the column's view is on screen (dimmed or overlaid included).
    public var isVisible: Bool {
        switch placement {
        case .tiled, .overlaid, .displaced, .collapsedTop, .sheet: true
        case .offscreen, .covered, .absent: false
        }
    }
}

/// A button in a navigation bar.
public enum ButtonKind: String, Sendable, Hashable {
    case displayModeButton
    case secondaryOnlyButton
    case back
}

/// The image a button shows (BTN-2, BTN-5, BTN-7).
public enum ButtonIcon: String, Sendable, Hashable, CaseIterable {
    case sidebarToggle
    case backChevron
    case doubleArrow
    case fullScreenArrows
}

/// What tapping a button leads to.
public enum TapResult: Sendable, Hashable {
    case displayMode(DisplayMode)
    case pop(Column)
}

/// A visible button: which bar holds it, how it looks and what a tap does.
public struct Button: Sendable, Hashable {
    /// Which button.
    public let kind: ButtonKind
    /// The column whose navigation bar holds it (BTN-4).
    public let bar: Column
    /// The image it shows (BTN-2).
    public let icon: ButtonIcon
    /// What tapping it leads to.
    public let tap: TapResult
    /// Which of the button rules placed it, kept as one value: a report holds every button of every state, and a list
    /// of rules per button would be one more array to make and free each time.
    let reason: Reason

    /// The rules that placed it and chose its target.
    public var rules: [RuleID] { reason.rules }

    /// Which rules placed a button.
    enum Reason: Sendable, Hashable {
        /// The display-mode button, its target read from the BTN-3 table row `rule` (BTN-3 or BTN-3a).
        case table(RuleID)
        case secondaryOnly
        /// The classic displayModeButtonItem.
        case classic
        case back

        var rules: [RuleID] {
            switch self {
            case .table(let rule): [.btn1, .btn3b, rule, .btn2, .btn4]
            case .secondaryOnly: [.btn5, .btn5a]
            case .classic: [.btn7, .btn7a]
            case .back: [.btn6]
            }
        }
    }
}

/// The whole resolved picture of a state: columns, buttons and the rules that decided them.
public struct Layout: Sendable, Hashable {
    /// The style's columns in visual order, leading to trailing (primary first unless the primary edge is trailing), compact last.
    public let columns: [ColumnLayout]
    /// The visible buttons, in bar order.
    public let buttons: [Button]
    /// The rules behind the mode, the collapse and the widths, in the order they were applied.
    public let traces: [Trace]

    /// The layout of one column, if the style has it.
    public func column(_ column: Column) -> ColumnLayout? {
        columns.first { $0.column == column }
    }

    /// Columns whose view is on screen, leading to trailing (collapsed: the top column; an inspector
    /// sheet over it is presented, not a column of the layout, and is not listed).
    public var visibleColumns: [Column] {
        columns.filter { $0.isVisible && $0.placement != .sheet }.map(\.column)
    }
}
