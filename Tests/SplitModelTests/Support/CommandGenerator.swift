@testable import SplitModel

/// SplitMix64 (Steele, Lea and Flood 2014): a tiny seeded generator whose sequence never depends on the toolchain.
///
/// The helpers below avoid the standard library's `random(in:using:)`, whose algorithm may change between Swift
/// releases, so a seed replays the same walk everywhere.
struct SplitMix64 {
    private(set) var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound (bound > 0); the modulo bias is irrelevant at these sizes.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A number in the closed range.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// A double in [0, 1).
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// True with the given probability.
    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// One of the weighted choices.
    mutating func weighted<T>(_ choices: [(weight: Int, value: T)]) -> T {
        var roll = below(choices.reduce(0) { $0 + $1.weight })
        for choice in choices {
            if roll < choice.weight { return choice.value }
            roll -= choice.weight
        }
        return choices[choices.count - 1].value
    }
}

/// The kinds of command the walk draws from, with their weights (out of 1000).
private enum CommandKind: CaseIterable {
    case resize, badResize, device, rotate, sizeClass, ruleSet, setStyle
    case displayMode, splitBehavior, boolProperty, enumProperty, width
    case setViewController, setViewControllers, showHide, showVC, tap, swipe, relaunch, delegate
    case push, pop, present

    var weight: Int {
        switch self {
        case .resize: 130
        case .badResize: 10
        case .device: 50
        case .rotate: 25
        case .sizeClass: 30
        case .ruleSet: 6
        case .setStyle: 20
        case .displayMode: 80
        case .splitBehavior: 35
        case .boolProperty: 30
        case .enumProperty: 40
        case .width: 110
        case .setViewController: 60
        case .setViewControllers: 12
        case .showHide: 110
        case .showVC: 55
        case .tap: 90
        case .swipe: 40
        case .relaunch: 12
        case .delegate: 35
        case .push: 60
        case .pop: 45
        case .present: 15
        }
    }
}

/// A realistic random command for the state: mostly valid input, some out-of-range or wrong-style input.
func randomCommand(_ rng: inout SplitMix64, state: SplitState) -> Command {
    let kind = rng.weighted(CommandKind.allCases.map { ($0.weight, $0) })
    switch kind {
    case .resize: return randomResize(&rng)
    case .badResize:
        let bad = rng.pick(invalidSides)
        return rng.chance(0.5) ? .resize(width: bad, height: nil) : .resize(width: nil, height: bad)
    case .device:
        let device = rng.pick(DeviceCatalog.all)
        let pane: MultitaskingPane = rng.chance(0.6) ? .full : rng.pick(MultitaskingPane.allCases)
        return .device(device, rng.pick(Orientation.allCases), pane)
    case .rotate: return .rotate
    case .sizeClass: return .sizeClass(rng.pick(SizeClassOverride.allCases))
    case .ruleSet: return .ruleSet(rng.pick(RuleSet.allCases))
    case .setStyle: return .setStyle(rng.pick(Style.allCases))
    case .displayMode: return .setPreferredDisplayMode(rng.pick(DisplayMode.allCases))
    case .splitBehavior:
        return rng.chance(0.5) ? .setPreferredSplitBehavior(rng.pick(SplitBehavior.allCases))
            : .setPrimaryBackgroundStyle(rng.pick(BackgroundStyle.allCases))
    case .boolProperty:
        return rng.chance(0.5) ? .setPresentsWithGesture(rng.chance(0.7)) : .setShowsSecondaryOnlyButton(rng.chance(0.5))
    case .enumProperty:
        return rng.chance(0.5) ? .setDisplayModeButtonVisibility(rng.pick(ButtonVisibility.allCases))
            : .setPrimaryEdge(rng.chance(0.75) ? .leading : .trailing)
    case .width: return randomWidth(&rng)
    case .setViewController: return randomSetViewController(&rng, state: state)
    case .setViewControllers:
        var names = NameSource(state: state)
        let count = rng.weighted([(3, 0), (10, 1), (10, 2), (2, 3)])
        return .setViewControllers((0..<count).map { _ in randomController(&rng, names: &names, reuse: 0.15) })
    case .showHide:
        let column = rng.weighted([(30, Column.primary), (25, .supplementary), (20, .secondary), (15, .inspector), (5, .compact)])
        return rng.chance(0.5) ? .show(column) : .hide(column)
    case .showVC: return randomShowViewController(&rng, state: state)
    case .tap:
        let columns: [Column?] = [nil, .primary, .supplementary, .secondary, .compact]
        return .tap(rng.weighted([(35, TapTarget.displayModeButton), (15, .secondaryOnlyButton), (20, .dimmingView),
                                  (30, .back(rng.pick(columns)))]))
    case .swipe: return .swipe(rng.pick(SwipeDirection.allCases))
    case .relaunch: return .relaunch
    case .delegate: return randomDelegateAnswer(&rng, state: state)
    case .push:
        var names = NameSource(state: state)
        let column: Column? = rng.chance(0.4) ? nil : rng.pick(Column.allCases)
        let controller: ViewController = rng.chance(0.9) ? .plain(rng.chance(0.1) && !names.used.isEmpty ? rng.pick(names.used) : names.fresh())
            : .navigation([.plain(names.fresh())])
        return .push(controller, onto: column)
    case .pop: return .pop(rng.chance(0.5) ? nil : rng.pick(Column.allCases))
    case .present:
        var names = NameSource(state: state)
        return state.presented != nil && rng.chance(0.7) ? .dismiss : .present(.plain(names.fresh()))
    }
}

/// Window sides the engine must refuse.
let invalidSides: [Points] = [.nan, -1, 0, .infinity, -.infinity, 1e308, 100_000.5]

/// Widths where a fit test or the size class flips, some of them off the pixel grid (ENV-3, ENV-5, WID-3, MODE-4).
private let boundaryWidths: [Points] = [
    954.249, 954.25, 954.5, 954, 954.75, 678, 677.999, 677.75, 464, 463.75, 464.25, 639, 640, 1000, 1366, 820, 1180,
    744, 694, 507, 1024, 1112, 500.25, 727.5, 1400, 300,
]

private func randomResize(_ rng: inout SplitMix64) -> Command {
    let width = rng.chance(0.3) ? rng.pick(boundaryWidths) : randomPoints(&rng, in: 300...1400)
    switch rng.below(10) {
    case 0: return .resize(width: nil, height: randomPoints(&rng, in: 300...1400))
    case 1, 2: return .resize(width: width, height: randomPoints(&rng, in: 300...1400))
    default: return .resize(width: width, height: nil)
    }
}

/// Points in a range, whole or on quarter and half steps, sometimes a hair off the pixel grid.
private func randomPoints(_ rng: inout SplitMix64, in range: ClosedRange<Int>) -> Points {
    let whole = Double(rng.int(in: range))
    switch rng.below(8) {
    case 0: return whole + 0.25
    case 1: return whole + 0.5
    case 2: return whole + 0.75
    case 3: return whole + rng.pick([0.249, 0.251, 0.1, 1.0 / 3.0])
    default: return whole
    }
}

private func randomWidth(_ rng: inout SplitMix64) -> Command {
    let property = rng.pick(WidthProperty.all)
    let value: WidthValue
    switch rng.below(20) {
    case 0..<5: value = .automatic
    case 5, 6: value = .value(rng.pick([.nan, -1, .infinity, -.infinity, 1e308, -0.1]))
    case 7 where property.kind == .fraction: value = .value(rng.pick([1.5, 1.0001, 2]))
    default:
        if property.kind == .fraction {
            value = .value(rng.pick([0, 0.1, 0.25, 0.3, 0.4, 0.5, 0.6, 0.75, 1]) + (rng.chance(0.2) ? 0.013 : 0))
        } else {
            value = .value(rng.chance(0.2) ? rng.pick([0, 0.5, 240, 320, 464, 1400, 2000]) : randomPoints(&rng, in: 100...700))
        }
    }
    return .setWidth(property, value)
}

/// Fresh names (`V1`, `V2`, …) above every `V<n>` already in the state, and the names already in use.
struct NameSource {
    private var next: Int
    let used: [String]

    init(state: SplitState) {
        var names = Column.allCases.compactMap { state.child($0) }.flatMap(\.names)
        if let presented = state.presented { names += presented.controller.names }
        if let kept = state.keptSecondary { names += kept.names }
        let answers: [AnswerController?] = [state.delegate.separateSecondary, state.delegate.primaryViewControllerForCollapsing,
                                            state.delegate.primaryViewControllerForExpanding]
        for case .controller(let controller)? in answers { names += controller.names }
        used = names.sorted()
        let highest = names.compactMap { $0.hasPrefix("V") ? Int($0.dropFirst()) : nil }.max() ?? 0
        next = highest + 1
    }

    mutating func fresh() -> String {
        defer { next += 1 }
        return "V\(next)"
    }
}

/// A plain, navigation or tab bar controller; with probability `reuse` its root is a name already in use.
private func randomController(_ rng: inout SplitMix64, names: inout NameSource, reuse: Double) -> ViewController {
    let root = rng.chance(reuse) && !names.used.isEmpty ? rng.pick(names.used) : names.fresh()
    switch rng.below(10) {
    case 0..<5: return .plain(root)
    case 5, 6: return .navigation([.plain(root)])
    case 7: return .navigation([.plain(root), .plain(names.fresh())])
    case 8: return .tabBar([.navigation([.plain(root)]), .plain(names.fresh())])
    default: return .navigation([.plain(root), .navigation([.plain(names.fresh())])])
    }
}

private func randomSetViewController(_ rng: inout SplitMix64, state: SplitState) -> Command {
    let column = rng.weighted([(25, Column.primary), (20, .supplementary), (35, .secondary), (12, .compact), (8, .inspector)])
    if rng.chance(0.12) { return .setViewController(nil, for: column) }
    var names = NameSource(state: state)
    return .setViewController(randomController(&rng, names: &names, reuse: 0.15), for: column)
}

private func randomShowViewController(_ rng: inout SplitMix64, state: SplitState) -> Command {
    var names = NameSource(state: state)
    let controller: ViewController = rng.chance(0.85) ? .plain(names.fresh()) : randomController(&rng, names: &names, reuse: 0.3)
    let sender: Sender
    switch rng.below(10) {
    case 0..<5: sender = .primaryTop
    case 5, 6: sender = .split
    case 7: sender = .controller("Nobody")
    default: sender = names.used.isEmpty ? .split : .controller(rng.pick(names.used))
    }
    return rng.chance(0.5) ? .showViewController(controller, sender: sender) : .showDetailViewController(controller, sender: sender)
}

private func randomDelegateAnswer(_ rng: inout SplitMix64, state: SplitState) -> Command {
    let modes: [DisplayMode?] = [nil] + DisplayMode.allCases
    let columns: [Column?] = [nil] + Column.allCases
    let bools: [Bool?] = [nil, true, false]
    var names = NameSource(state: state)
    func answerController(_ rng: inout SplitMix64) -> AnswerController? {
        switch rng.below(4) {
        case 0: return nil
        case 1: return AnswerController.none
        default: return .controller(randomController(&rng, names: &names, reuse: 0.2))
        }
    }
    let answer: DelegateAnswer
    switch rng.below(10) {
    case 9: answer = .adaptivePresentationStyle(rng.pick([nil] + AdaptiveStyle.allCases))
    case 0: answer = .topColumnForCollapsing(rng.pick(columns))
    case 1: answer = .displayModeForExpanding(rng.pick(modes))
    case 2: answer = .collapseSecondary(rng.pick(bools))
    case 3: answer = .separateSecondary(answerController(&rng))
    case 4: answer = .primaryViewControllerForCollapsing(answerController(&rng))
    case 5: answer = .primaryViewControllerForExpanding(answerController(&rng))
    case 6: answer = .targetDisplayModeForAction(rng.pick(modes))
    case 7: answer = .showDetail(rng.pick(bools))
    default: answer = .show(rng.pick(bools))
    }
    return .setDelegateAnswer(answer)
}

/// A command in the spelling of commands.md, so a failing walk can be replayed in the shell.
func spelled(_ command: Command) -> String {
    func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
    func width(_ value: WidthValue) -> String {
        if case .value(let number) = value { return "\(number)" }
        return "automatic"
    }
    func sender(_ sender: Sender) -> String {
        switch sender {
        case .primaryTop: ""
        case .split: " from split"
        case .controller(let name): " from \(name)"
        }
    }
    func answer(_ value: AnswerController?) -> String {
        switch value {
        case nil: "default"
        case .none?: "nil"
        case .controller(let controller)?: controller.notation
        }
    }
    switch command {
    case .resize(let w?, let h?): return "size \(number(w))x\(number(h))"
    case .resize(let w?, nil): return "width \(number(w))"
    case .resize(nil, let h?): return "height \(number(h))"
    case .resize(nil, nil): return "size (nothing)"
    case .device(let device, let orientation, let pane): return "device \"\(device.name)\" \(orientation) \(pane)"
    case .rotate: return "rotate"
    case .sizeClass(let value): return "sizeClass \(value.rawValue)"
    case .ruleSet(let value): return "os \(value.rawValue)"
    case .setStyle(let style): return "setStyle \(style.rawValue)"
    case .setPreferredDisplayMode(let mode): return "setPreferredDisplayMode \(mode.rawValue)"
    case .setPreferredSplitBehavior(let behavior): return "setPreferredSplitBehavior \(behavior.rawValue)"
    case .setPresentsWithGesture(let value): return "setPresentsWithGesture \(value)"
    case .setShowsSecondaryOnlyButton(let value): return "setShowsSecondaryOnlyButton \(value)"
    case .setDisplayModeButtonVisibility(let value): return "setDisplayModeButtonVisibility \(value.rawValue)"
    case .setPrimaryEdge(let edge): return "setPrimaryEdge \(edge.rawValue)"
    case .setPrimaryBackgroundStyle(let style): return "setPrimaryBackgroundStyle \(style.rawValue)"
    case .setWidth(let property, let value):
        let name = property.uikitName
        return "set" + name.prefix(1).uppercased() + name.dropFirst() + " " + width(value)
    case .setViewController(let controller, let column): return "setViewController \(controller?.notation ?? "nil") for \(column.rawValue)"
    case .setViewControllers(let controllers): return "setViewControllers " + controllers.map(\.notation).joined(separator: " ")
    case .show(let column): return "show \(column.rawValue)"
    case .hide(let column): return "hide \(column.rawValue)"
    case .showViewController(let controller, let from): return "showViewController \(controller.notation)\(sender(from))"
    case .showDetailViewController(let controller, let from): return "showDetailViewController \(controller.notation)\(sender(from))"
    case .tap(.back(let column)): return "tap back" + (column.map { " \($0.rawValue)" } ?? "")
    case .tap(let target): return "tap \(target)"
    case .swipe(let direction): return "swipe \(direction.rawValue)"
    case .relaunch: return "relaunch"
    case .push(let controller, let column): return "push \(controller.notation)" + (column.map { " on \($0.rawValue)" } ?? "")
    case .pop(let column): return "pop" + (column.map { " \($0.rawValue)" } ?? "")
    case .present(let controller): return "present \(controller.notation) popover"
    case .dismiss: return "dismiss"
    case .setDelegateAnswer(let value):
        switch value {
        case .topColumnForCollapsing(let column): return "delegate topColumnForCollapsing \(column?.rawValue ?? "default")"
        case .displayModeForExpanding(let mode): return "delegate displayModeForExpanding \(mode?.rawValue ?? "default")"
        case .collapseSecondary(let flag): return "delegate collapseSecondary \(flag.map { "\($0)" } ?? "default")"
        case .separateSecondary(let controller): return "delegate separateSecondary \(answer(controller))"
        case .primaryViewControllerForCollapsing(let controller): return "delegate primaryViewControllerForCollapsing \(answer(controller))"
        case .primaryViewControllerForExpanding(let controller): return "delegate primaryViewControllerForExpanding \(answer(controller))"
        case .targetDisplayModeForAction(let mode): return "delegate targetDisplayModeForAction \(mode?.rawValue ?? "default")"
        case .showDetail(let flag): return "delegate showDetail \(flag.map { "\($0)" } ?? "default")"
        case .show(let flag): return "delegate show \(flag.map { "\($0)" } ?? "default")"
        case .adaptivePresentationStyle(let style): return "delegate adaptivePresentationStyle \(style?.rawValue ?? "default")"
        }
    }
}
