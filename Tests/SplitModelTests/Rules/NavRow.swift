import Testing
@testable import SplitModel

/// One expected fact for the navigation, event and presentation tables: stacks, children, presentations and the
/// readings UIKit answers, beside the facts `Expect` states.
enum NavExpect: Sendable {
    /// The last command's events as consecutive groups: the groups in order, each group in any order. Used where the
    /// probe's order varies between runs (splitframesprobe README: the did-phase), or the spec leaves it open.
    case phases([[Event]])
    /// These events are among the last command's events.
    case contains([Event])
    /// `state.child(column)` in notation, or nil.
    case child(Column, String?)
    /// `viewController(for:)` of a column, in notation (nil: none, or a classic split).
    case viewControllerFor(Column, String?)
    case stack(Column, [String])
    /// The presented controller's notation and the style it shows in, or nil for both.
    case presented(String?, PresentationStyle?)
    /// The presented controller's notation alone (the style is not the point of the row).
    case presentedName(String?)
    /// `showViewControllerPushes` and `showDetailViewControllerPushes`.
    case pushes(show: Bool, detail: Bool)
    /// `showDetailViewControllerPushes` alone.
    case detailPushes(Bool)
    case layoutEnvironment(String)
    case isShowing(Column, Bool)
    /// What one named controller reads: its `splitViewController` (`split`, `none`, or nil for an unknown name) and
    /// its layout environment (NAV-9b).
    case asks(String, split: String?, environment: String?)
    /// Reading `splitViewControllerLayoutEnvironment` and `isShowing(.primary)` is refused with these errors.
    case os26ReadingsRefused
    /// One of the rule tables' expectations.
    case state(Expect)
    /// The chain of presentations, bottom first, each `NAME STYLE` (empty: nothing presented).
    case chain([String])

    // The rule tables' expectations the navigation tables use most, without `.state(…)` around them.
    static func refused(_ error: SplitError) -> NavExpect { .state(.refused(error)) }
    static func events(_ events: [Event]) -> NavExpect { .state(.events(events)) }
    static func children(_ names: [String]) -> NavExpect { .state(.children(names)) }
    static func viewControllers(_ names: [String]) -> NavExpect { .state(.viewControllers(names)) }
    static func collapsed(_ collapsed: Bool) -> NavExpect { .state(.collapsed(collapsed)) }
    static func top(_ column: Column?) -> NavExpect { .state(.top(column)) }
    static func notes(_ rules: [RuleID]) -> NavExpect { .state(.notes(rules)) }
}

/// A row of the navigation, event and presentation tables.
typealias NavRow = Row<NavExpect>

extension NavExpect: RowExpectation {
    var isRefusal: Bool {
        if case .state(let expect) = self { return expect.isRefusal }
        return false
    }

    func check(_ outcome: ScenarioOutcome, of commands: [Command], into failures: inout Failures) {
        let state = outcome.state
        switch self {
        case .phases(let groups):
            if let mismatch = Self.phaseMismatch(groups, outcome.events) { failures.add(mismatch) }
        case .contains(let events):
            let missing = events.filter { !outcome.events.contains($0) }
            if !missing.isEmpty { failures.add("events: \(missing) missing from \(outcome.events)") }
        case .child(let column, let notation): failures.check("child(\(column.rawValue))", notation, state.child(column)?.notation)
        case .viewControllerFor(let column, let notation):
            failures.check("viewController(for: \(column.rawValue))", notation, state.viewController(for: column)?.notation)
        case .stack(let column, let names): failures.check("stack \(column.rawValue)", names, state.stack(of: column))
        case .presented(let notation, let style):
            failures.check("presented", notation, state.presented?.controller.notation)
            failures.check("presentationStyle", style, state.presentationStyle)
        case .presentedName(let notation): failures.check("presented", notation, state.presented?.controller.notation)
        case .pushes(let show, let detail):
            failures.check("showViewControllerPushes", show, state.showViewControllerPushes)
            failures.check("showDetailViewControllerPushes", detail, state.showDetailViewControllerPushes)
        case .detailPushes(let detail): failures.check("showDetailViewControllerPushes", detail, state.showDetailViewControllerPushes)
        case .layoutEnvironment(let value): failures.check("layoutEnvironment", value, try? state.readLayoutEnvironment())
        case .asks(let name, let split, let environment):
            failures.check("splitViewController \(name)", split, (try? state.readSplitViewController(of: name)).map { $0 ? "split" : "none" })
            failures.check("layoutEnvironment \(name)", environment, try? state.readLayoutEnvironment(of: name))
        case .isShowing(let column, let showing):
            failures.check("isShowing(\(column.rawValue))", showing, try? state.readIsShowing(column))
        case .os26ReadingsRefused:
            failures.check("layoutEnvironment refusal", SplitError.requiresOS26(api: "splitViewControllerLayoutEnvironment"),
                           Self.error { () throws(SplitError) in _ = try state.readLayoutEnvironment() })
            failures.check("isShowing refusal", SplitError.requiresOS26(api: "isShowing(_:)"),
                           Self.error { () throws(SplitError) in _ = try state.readIsShowing(.primary) })
        case .state(let expect): expect.check(outcome, of: commands, into: &failures)
        case .chain(let links):
            failures.check("presentations", links,
                           state.presentations.map { "\($0.controller.notation) \(state.style(for: $0.request).rawValue)" })
        }
    }

    private static func error(_ body: () throws(SplitError) -> Void) -> SplitError? {
        do { try body() } catch { return error }
        return nil
    }

    /// Nil when the events split into the groups in order, each group matching as a multiset.
    static func phaseMismatch(_ groups: [[Event]], _ events: [Event]) -> String? {
        var rest = events[...]
        for (index, group) in groups.enumerated() {
            let taken = Array(rest.prefix(group.count))
            rest = rest.dropFirst(group.count)
            if !sameMultiset(group, taken) {
                return "events: group \(index + 1) expected \(group) in any order, got \(taken)\nall events: \(events)"
            }
        }
        return rest.isEmpty ? nil : "events: unexpected \(Array(rest)) after the expected groups\nall events: \(events)"
    }

    static func sameMultiset(_ one: [Event], _ other: [Event]) -> Bool {
        one.reduce(into: [Event: Int]()) { $0[$1, default: 0] += 1 } == other.reduce(into: [Event: Int]()) { $0[$1, default: 0] += 1 }
    }
}

/// Shorthands for the navigation tables.
enum Nav {
    static let at820 = Do.device("iPad (A16)")
    static let iPhone = Do.device("iPhone 16")
    static let compact = Command.sizeClass(.compact)
    static let auto = Command.sizeClass(.auto)

    static func plain(_ name: String) -> ViewController { .plain(name) }
    static func nav(_ names: String...) -> ViewController { .navigation(names.map(ViewController.plain)) }
    static func push(_ name: String, on column: Column? = nil) -> Command { .push(.plain(name), onto: column) }
    static func showDetail(_ name: String, from sender: Sender = .split) -> Command { .showDetailViewController(.plain(name), sender: sender) }
    static func show(_ name: String, from sender: Sender = .primaryTop) -> Command { .showViewController(.plain(name), sender: sender) }
    static func set(_ controller: ViewController?, _ column: Column) -> Command { .setViewController(controller, for: column) }
    static func answer(_ answer: DelegateAnswer) -> Command { .setDelegateAnswer(answer) }

    /// A tab bar controller whose first tab is a navigation controller: `tab[nav[T1]|T2]`.
    static let tabs = ViewController.tabBar([.navigation([.plain("T1")]), .plain("T2")])

    /// The appearance callbacks of a controller coming on screen or leaving it.
    static func appears(_ name: String) -> [Event] { [.viewWillAppear(name), .viewDidAppear(name)] }
    static func disappears(_ name: String) -> [Event] { [.viewWillDisappear(name), .viewDidDisappear(name)] }

    /// A navigation push or pop from one visible controller to another: old will, new will, old did, new did.
    static func covers(_ old: String, with new: String) -> [Event] {
        [.viewWillDisappear(old), .viewWillAppear(new), .viewDidDisappear(old), .viewDidAppear(new)]
    }
}
