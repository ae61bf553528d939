import Testing
@testable import SplitModel

/// One expected fact about the state a row's commands lead to, or the last command's events, notes or refusal.
enum Expect: Sendable {
    case mode(DisplayMode)
    case behavior(SplitBehavior)
    case preferredMode(DisplayMode)
    case preferredBehavior(SplitBehavior)
    case background(BackgroundStyle)
    /// The column's frame: its leading x and its width, in window points.
    case frame(Column, x: Double, width: Double)
    case width(Column, Double)
    case collapsed(Bool)
    case sizeClasses(SizeClass, SizeClass)
    case window(Double, Double)
    case visible([Column])
    case top(Column?)
    case viewControllers([String])
    case children([String])
    case placement(Column, Placement)
    case dimmed([Column])
    /// Buttons written `kind@bar icon -> target`, in bar order.
    case buttons([String])
    /// The rules of the last command's notes, in order.
    case notes([RuleID])
    /// The last command is refused with this error, and refused again when retried on the state it left.
    case refused(SplitError)
    /// The last command's events, exactly, in order.
    case events([Event])
    /// These events occur in this relative order (others may sit between them).
    case eventOrder([Event])
    case isFreeWindow(Bool)
}

/// A row of the environment, width, mode, button and show tables.
typealias RuleRow = Row<Expect>

extension Expect: RowExpectation {
    var isRefusal: Bool {
        if case .refused = self { return true }
        return false
    }

    func check(_ outcome: ScenarioOutcome, of commands: [Command], into failures: inout Failures) {
        let state = outcome.state
        let layout = state.layout
        switch self {
        case .mode(let mode): failures.check("displayMode", mode, state.displayMode)
        case .behavior(let behavior): failures.check("splitBehavior", behavior, state.splitBehavior)
        case .preferredMode(let mode): failures.check("preferredDisplayMode", mode, state.properties.preferredDisplayMode)
        case .preferredBehavior(let behavior):
            failures.check("preferredSplitBehavior", behavior, state.properties.preferredSplitBehavior)
        case .background(let style): failures.check("primaryBackgroundStyle", style, state.properties.primaryBackgroundStyle)
        case .frame(let column, let x, let width):
            failures.check("frame \(column.rawValue)", [x, width], layout.column(column).map { [$0.frame.x, $0.frame.width] } ?? [])
        case .width(let column, let width): failures.check("\(column.rawValue)ColumnWidth", width, try? state.readColumnWidth(column))
        case .collapsed(let collapsed): failures.check("isCollapsed", collapsed, state.isCollapsed)
        case .sizeClasses(let horizontal, let vertical):
            failures.check("size classes", [horizontal, vertical], [state.window.horizontalSizeClass, state.window.verticalSizeClass])
        case .window(let width, let height): failures.check("window", [width, height], [state.window.width, state.window.height])
        case .visible(let columns): failures.check("visibleColumns", columns, layout.visibleColumns)
        case .top(let column): failures.check("topColumn", column, state.topColumn)
        case .viewControllers(let names): failures.check("viewControllers", names, state.viewControllers.map(\.notation))
        case .children(let names): failures.check("children", names, state.children.map(\.notation))
        case .placement(let column, let placement):
            failures.check("placement \(column.rawValue)", placement, layout.column(column)?.placement)
        case .dimmed(let columns): failures.check("dimmed", columns, layout.columns.filter(\.isDimmed).map(\.column))
        case .buttons(let buttons): failures.check("buttons", buttons, layout.buttons.map(Self.describe))
        case .notes(let rules): failures.check("note rules", rules, outcome.notes.map(\.rule))
        case .refused(let error):
            failures.check("error", Optional(error), outcome.error)
            if let last = commands.last, case .success = SplitEngine.apply(last, to: state) {
                failures.add("the refused command is accepted when retried")
            }
        case .events(let events): failures.check("events", events, outcome.events)
        case .eventOrder(let events):
            let positions = events.compactMap { event in outcome.events.firstIndex(of: event) }
            if positions.count < events.count || positions != positions.sorted() {
                failures.add("event order: expected \(events) in order within \(outcome.events)")
            }
        case .isFreeWindow(let free): failures.check("free window", free, state.window.device == nil)
        }
    }

    /// A button as the `buttons` expectation writes it.
    static func describe(_ button: Button) -> String {
        let target: String
        switch button.tap {
        case .displayMode(let mode): target = mode.rawValue
        case .pop(let column): target = "pop \(column.rawValue)"
        }
        return "\(button.kind.rawValue)@\(button.bar.rawValue) \(button.icon.rawValue) -> \(target)"
    }
}
