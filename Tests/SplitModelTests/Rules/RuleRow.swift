import Testing
@testable import SplitModel

/// One expected fact about the state a row's commands lead to.
enum Expect: Sendable {
    case mode(DisplayMode)
    case behavior(SplitBehavior)
    case preferredMode(DisplayMode)
    case preferredBehavior(SplitBehavior)
    case background(BackgroundStyle)
    case frame(Column, Double, Double)
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
    case note(RuleID)
    case refused(SplitError)
    case events([Event])
    /// These events occur in this relative order (others may sit between them).
    case eventOrder([Event])
    case isFreeWindow(Bool)
}

/// A named row of a rule table: commands from the start-up state and what must hold afterwards.
struct RuleRow: CustomTestStringConvertible, Sendable {
    let rule: RuleID
    let name: String
    let commands: [Command]
    let expectations: [Expect]

    init(_ rule: RuleID, _ name: String, _ commands: [Command], _ expectations: [Expect]) {
        self.rule = rule
        self.name = name
        self.commands = commands
        self.expectations = expectations
    }

    var testDescription: String { "\(rule.rawValue) \(name)" }

    /// Every expectation that does not hold, described.
    func failures() -> [String] {
        let result = Scenario(name, commands).run()
        let state = result.state
        let layout = state.layout
        var failures: [String] = []
        func check<T: Equatable>(_ what: String, _ expected: T, _ actual: T) {
            if expected != actual { failures.append("\(what): expected \(expected), got \(actual)") }
        }
        for expectation in expectations {
            if case .refused(let error) = expectation {
                check("error", Optional(error), result.error)
                continue
            }
            if let error = result.error {
                failures.append("refused: \(error)")
                break
            }
            switch expectation {
            case .mode(let mode): check("displayMode", mode, state.displayMode)
            case .behavior(let behavior): check("splitBehavior", behavior, state.splitBehavior)
            case .preferredMode(let mode): check("preferredDisplayMode", mode, state.properties.preferredDisplayMode)
            case .preferredBehavior(let behavior): check("preferredSplitBehavior", behavior, state.properties.preferredSplitBehavior)
            case .background(let style): check("primaryBackgroundStyle", style, state.properties.primaryBackgroundStyle)
            case .frame(let column, let x, let width):
                check("frame \(column.rawValue)", [x, width], layout.column(column).map { [$0.frame.x, $0.frame.width] } ?? [])
            case .width(let column, let width): check("\(column.rawValue)ColumnWidth", width, try? state.readColumnWidth(column))
            case .collapsed(let collapsed): check("isCollapsed", collapsed, state.isCollapsed)
            case .sizeClasses(let horizontal, let vertical):
                check("size classes", [horizontal, vertical], [state.window.horizontalSizeClass, state.window.verticalSizeClass])
            case .window(let width, let height): check("window", [width, height], [state.window.width, state.window.height])
            case .visible(let columns): check("visibleColumns", columns, layout.visibleColumns)
            case .top(let column): check("topColumn", column, state.topColumn)
            case .viewControllers(let names): check("viewControllers", names, state.viewControllers.map(\.notation))
            case .children(let names): check("children", names, state.children.map(\.notation))
            case .placement(let column, let placement): check("placement \(column.rawValue)", placement, layout.column(column)?.placement)
            case .dimmed(let columns): check("dimmed", columns, layout.columns.filter(\.isDimmed).map(\.column))
            case .buttons(let buttons): check("buttons", buttons, layout.buttons.map(RuleRow.describe))
            case .note(let rule): check("note rules", [rule], result.notes.map(\.rule))
            case .events(let events): check("events", events, result.events)
            case .eventOrder(let events):
                let positions = events.map { event in result.events.firstIndex(of: event) }
                if positions.contains(where: { $0 == nil }) || positions.map({ $0! }) != positions.map({ $0! }).sorted() {
                    failures.append("event order: expected \(events) in order within \(result.events)")
                }
            case .isFreeWindow(let free): check("free window", free, state.window.device == nil)
            case .refused: break
            }
        }
        return failures
    }

    static func describe(_ button: Button) -> String {
        let target: String
        switch button.tap {
        case .displayMode(let mode): target = mode.rawValue
        case .pop(let column): target = "pop \(column.rawValue)"
        }
        return "\(button.kind.rawValue)@\(button.bar.rawValue) \(button.icon.rawValue) -> \(target)"
    }
}
