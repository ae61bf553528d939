@testable import SplitModel
import SplitShell
import TestSupport

/// The kinds of command the walk draws from, with their weights (out of 1000).
private enum CommandKind: CaseIterable {
    case resize, badResize, device, rotate, sizeClass, ruleSet, setStyle
    case displayMode, splitBehavior, boolProperty, enumProperty, width
    case setViewController, setViewControllers, showHide, showVC, tap, swipe, relaunch, delegate
    case push, pop, present
    case layoutDirection

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
        case .layoutDirection: 15
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
    case .layoutDirection: return .layoutDirection(rng.pick(LayoutDirection.allCases))
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
        guard let top = state.presentations.last?.controller.visibleLeaf else { return .present(.plain(names.fresh())) }
        // A chain grows from its top, by present or show from a presented controller, and shrinks from any link.
        switch rng.below(10) {
        case 0..<4: return .dismiss
        case 4: return .dismissFrom(rng.chance(0.4) ? .split : .controller(rng.pick(state.presentedNames)))
        case 5, 6: return .presentFrom(.plain(names.fresh()), sender: .controller(top))
        case 7, 8: return .showDetailViewController(.plain(names.fresh()), sender: .controller(top))
        default: return .showViewController(.plain(names.fresh()), sender: .controller(rng.pick(state.presentedNames)))
        }
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
        names += state.presentedNames
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
    switch rng.below(12) {
    case 11: answer = .preferredInterfaceOrientationForPresentation(rng.pick([nil] + Orientation.allCases))
    case 10: answer = .supportedInterfaceOrientations(rng.pick([nil] + OrientationMask.allCases))
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

/// A command as the shell prints it, so a failing walk can be replayed at the prompt.
func spelled(_ command: Command) -> String {
    CommandPrinter.print(.engine(command)) ?? "\(command)"
}

/// The last `count` commands of a walk's history, numbered from the walk's first step, for a failure message.
func lastCommands(_ history: [String], _ count: Int) -> String {
    let recent = history.suffix(count)
    let first = history.count - recent.count + 1
    let lines = recent.enumerated().map { "  \(first + $0.offset): \($0.element)" }
    return "last \(recent.count) commands:\n" + lines.joined(separator: "\n")
}
