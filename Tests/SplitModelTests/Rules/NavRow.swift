import Testing
@testable import SplitModel

/// One expected fact for the navigation, event and presentation tables. Unlike `Expect`, these are checked on the
/// state the commands leave even when the last command was refused: that state is the one before the refusal, so a
/// refused row also says what must be left unchanged.
enum NavExpect: Sendable {
    /// The last command is refused with this error (and refused again, the same way, when retried).
    case refused(SplitError)
    /// The last command's events, exactly, in order.
    case events([Event])
    /// The last command's events as consecutive groups: the groups in order, each group in any order. Used where the
    /// probe's order varies between runs (splitframesprobe README: the did-phase), or the spec leaves it open.
    case phases([[Event]])
    /// These events are among the last command's events.
    case contains([Event])
    case children([String])
    case viewControllers([String])
    /// `state.child(column)` in notation, or nil.
    case child(Column, String?)
    case stack(Column, [String])
    /// The presented controller's notation and the style it shows in, or nil for both.
    case presented(String?, PresentationStyle?)
    /// The presented controller's notation alone (the style is not the point of the row).
    case presentedName(String?)
    /// `showViewControllerPushes` and `showDetailViewControllerPushes`.
    case pushes(show: Bool, detail: Bool)
    /// `showDetailViewControllerPushes` alone.
    case detailPushes(Bool)
    /// The rules of the last command's notes, in order.
    case notes([RuleID])
    case collapsed(Bool)
    case top(Column?)
    case layoutEnvironment(String)
    case isShowing(Column, Bool)
    /// Reading `splitViewControllerLayoutEnvironment` and `isShowing(.primary)` is refused with these errors.
    case os26ReadingsRefused
    /// One of the shared rule-table expectations (refused rows cannot use these).
    case state(Expect)
}

/// A named row of a navigation, event or presentation table.
struct NavRow: CustomTestStringConvertible, Sendable {
    let rule: RuleID
    let name: String
    let commands: [Command]
    let expectations: [NavExpect]

    init(_ rule: RuleID, _ name: String, _ commands: [Command], _ expectations: [NavExpect]) {
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
        var failures: [String] = []
        func check<T: Equatable>(_ what: String, _ expected: T, _ actual: T) {
            if expected != actual { failures.append("\(what): expected \(expected), got \(actual)") }
        }
        let refusal = expectations.compactMap { expectation -> SplitError? in
            if case .refused(let error) = expectation { return error }
            return nil
        }.first
        if refusal == nil, let error = result.error { return ["refused: \(error)"] }
        var shared: [Expect] = []
        for expectation in expectations {
            switch expectation {
            case .refused(let error):
                check("error", Optional(error), result.error)
                if let last = commands.last, case .success = SplitEngine.apply(last, to: state) {
                    failures.append("the refused command is accepted when retried")
                }
            case .events(let events): check("events", events, result.events)
            case .phases(let groups):
                if let mismatch = Self.phaseMismatch(groups, result.events) { failures.append(mismatch) }
            case .contains(let events):
                let missing = events.filter { !result.events.contains($0) }
                if !missing.isEmpty { failures.append("events: \(missing) missing from \(result.events)") }
            case .children(let names): check("children", names, state.children.map(\.notation))
            case .viewControllers(let names): check("viewControllers", names, state.viewControllers.map(\.notation))
            case .child(let column, let notation): check("child(\(column.rawValue))", notation, state.child(column)?.notation)
            case .stack(let column, let names): check("stack \(column.rawValue)", names, state.stack(of: column))
            case .presented(let notation, let style):
                check("presented", notation, state.presented?.controller.notation)
                check("presentationStyle", style, state.presentationStyle)
            case .presentedName(let notation): check("presented", notation, state.presented?.controller.notation)
            case .pushes(let show, let detail):
                check("showViewControllerPushes", show, state.showViewControllerPushes)
                check("showDetailViewControllerPushes", detail, state.showDetailViewControllerPushes)
            case .detailPushes(let detail): check("showDetailViewControllerPushes", detail, state.showDetailViewControllerPushes)
            case .notes(let rules): check("note rules", rules, result.notes.map(\.rule))
            case .collapsed(let collapsed): check("isCollapsed", collapsed, state.isCollapsed)
            case .top(let column): check("topColumn", column, state.topColumn)
            case .layoutEnvironment(let value): check("layoutEnvironment", value, try? state.readLayoutEnvironment())
            case .isShowing(let column, let showing): check("isShowing(\(column.rawValue))", showing, try? state.readIsShowing(column))
            case .os26ReadingsRefused:
                check("layoutEnvironment refusal", SplitError.requiresOS26(api: "splitViewControllerLayoutEnvironment"),
                      Self.error { () throws(SplitError) in _ = try state.readLayoutEnvironment() })
                check("isShowing refusal", SplitError.requiresOS26(api: "isShowing(_:)"),
                      Self.error { () throws(SplitError) in _ = try state.readIsShowing(.primary) })
            case .state(let expect): shared.append(expect)
            }
        }
        if !shared.isEmpty { failures += RuleRow(rule, name, commands, shared).failures() }
        return failures
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
