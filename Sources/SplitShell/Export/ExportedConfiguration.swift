import SplitModel

/// What both exporters read from a state: the controllers as the app would install them, the names they use, and a
/// few facts for the header comment.
struct ExportedConfiguration {
    let state: SplitState
    /// The controllers per column as set up expanded: a classic split collapsed by its collapse rules (NAV-7) is
    /// taken apart again, so that the code installs a primary and a secondary rather than the collapsed stack.
    let controllers: ColumnMap<ViewController>
    /// Swift type names for the session's controller names.
    let names: SwiftNames

    init(state: SplitState, reserved: Set<String>) {
        self.state = state
        var controllers = state.controllers
        if state.style == .unspecified, controllers[.secondary] == nil {
            if let index = state.classicSecondaryIndex, case .navigation(let stack)? = controllers[.primary], index < stack.count {
                controllers[.primary] = .navigation(Array(stack[..<index]))
                controllers[.secondary] = stack.count - index == 1 ? stack[index] : .navigation(Array(stack[index...]))
            } else if let kept = state.keptSecondary {
                controllers[.secondary] = kept
            }
        }
        self.controllers = controllers
        var all = controllers.values.flatMap(\.names) + state.pushed.values.flatMap { $0.flatMap(\.names) }
        all += Self.answerNames(state.delegate)
        names = SwiftNames(all, reserved: reserved)
    }

    /// Controller names the delegate's answers and conditions mention, which the code must declare too.
    private static func answerNames(_ answers: DelegateAnswers) -> [String] {
        var names: [String] = []
        for answer in [answers.separateSecondary, answers.primaryViewControllerForCollapsing, answers.primaryViewControllerForExpanding] {
            if case .controller(let controller)? = answer { names += controller.names }
        }
        for entry in answers.conditional {
            names += conditionController(entry.condition).names
            switch entry.answer {
            case .separateSecondary(.controller(let controller)?): names += controller.names
            default: break
            }
        }
        return names
    }

    /// A condition's controller as notation reads it; a name notation cannot read stands as a plain name.
    static func conditionController(_ condition: DelegateCondition) -> ViewController {
        (try? ViewControllerNotation.parse(condition.name)) ?? .plain(condition.name)
    }

    /// Pushed controllers of a column whose plain controller a column style wrapped in a navigation controller (NAV-1).
    func pushed(_ column: Column) -> [ViewController] {
        state.wrapsInNavigationForExport(column) ? state.pushed[column] ?? [] : []
    }

    /// `simulated with iOS 26 rules in a 1180x820 window on iPad (A16), landscape`, for the header comment.
    var headerFacts: String {
        let window = state.window
        let size = "\(NumberFormat.format(window.width))x\(NumberFormat.format(window.height))"
        let device = window.device.map { " on \($0.name), \(window.orientation.rawValue)" } ?? ""
        return "simulated with iOS \(state.ruleSet.rawValue) rules in a \(size) window\(device)"
    }
}

extension SplitState {
    /// Whether the column's plain controller sits in a navigation controller a column style made for it (NAV-1).
    func wrapsInNavigationForExport(_ column: Column) -> Bool {
        guard style.isColumnStyle, column != .compact, case .plain? = controllers[column] else { return false }
        return true
    }
}
