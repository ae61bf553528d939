import SplitModel

/// Words `explain`: for a name, the rules that produced its value, in order, each with its evidence, its sentence
/// and the numbers that went in; and, where a preference was overridden, which rule did it and what to change.
enum ExplainText {
    /// The names `explain` lists with no argument.
    static let defaultNames = ["displayMode", "splitBehavior", "visibleColumns", "buttons"]

    /// The sections for one name, or for the default names when nil; the error of `get` when UIKit raises for it.
    static func sections(_ query: Query?, in state: SplitState) throws(ShellError) -> [ExplainSection] {
        guard let query else {
            // Each rule once: a later section lists only the rules the earlier ones did not.
            var sections: [ExplainSection] = []
            var seen: Set<Trace> = []
            for name in defaultNames where name != "splitBehavior" || state.style.isColumnStyle {
                let full = try section(Query(name), in: state)
                let fresh = full.traces.filter { seen.insert($0).inserted }
                let freshBrief = full.brief.filter(fresh.contains)
                sections.append(ExplainSection(name: full.name, value: full.value, traces: fresh, overrides: full.overrides,
                                               sentence: full.sentence, brief: freshBrief, toChange: full.toChange,
                                               sharesEarlierRules: fresh.count < full.traces.count))
            }
            return sections
        }
        return [try section(query, in: state)]
    }

    /// The text of sections: a `NAME: VALUE` line, then one line per rule, then any override.
    static func lines(_ sections: [ExplainSection]) -> [String] {
        sections.flatMap { section in
            ["\(section.name): \(section.value)"]
                + (section.sharesEarlierRules ? [section.traces.isEmpty ? "  the rules above" : "  the rules above, then:"] : [])
                + (section.traces.isEmpty && !section.sharesEarlierRules
                    ? ["  no rule decides \(section.name): it reads what was last set, or its default (DEF-1)"] : [])
                + section.traces.map(line) + section.overrides.map { "  overridden: \($0)" }
        }
    }

    /// The rules behind one name, as data (the JSON form reads these).
    static func traces(_ query: Query, in state: SplitState) -> [Trace] {
        let modeChain = [state.sizeClassTrace] + state.decisions
        let geometry = Array(state.layout.traces.dropFirst(state.decisions.count))
        switch query.name {
        case "displayMode", "preferredDisplayMode", "splitBehavior", "preferredSplitBehavior":
            return modeChain
        case "horizontalSizeClass", "sizeClass":
            return [state.sizeClassTrace]
        case "primaryBackgroundStyle" where state.style.isColumnStyle:
            return state.backgroundTraces
        case "viewController" where !state.style.isColumnStyle:
            // viewController(for:) does not apply to a classic split (NAV-9a).
            return [Trace(.nav9a, .route, [Fact("style", .word("unspecified"))])]
        case "splitViewController" where query.argument != nil, "layoutEnvironment" where query.argument != nil:
            // What one controller sees depends on where it sits (NAV-9b); inside the split, on the split's own state.
            let name = query.argument ?? ""
            let inside = (try? state.readSplitViewController(of: name)) ?? false
            let place = Trace(.nav9b, .route, [Fact("controller", .word(name)), Fact("sits", .word(inside ? "inside the split" : "outside any split"))])
            guard inside, query.name == "layoutEnvironment" else { return [place] }
            return traces(Query("layoutEnvironment"), in: state) + [place]
        case "isCollapsed", "topColumn", "layoutEnvironment", "viewControllers", "viewController", "stack":
            let collapse = state.decisions.filter { $0.decided == .collapse }
            let chain = [state.sizeClassTrace] + (collapse.isEmpty ? [Trace(.col1, .collapse, [Fact("size class", .word("regular"))])] : collapse)
            guard ["viewControllers", "viewController", "stack"].contains(query.name) else { return chain }
            return chain + state.controllerTraces
        case "frame", "isShowing", "primaryColumnWidth", "supplementaryColumnWidth", "secondaryColumnWidth", "inspectorColumnWidth":
            let column = query.column ?? Column(rawValue: String(query.name.dropLast("ColumnWidth".count))) ?? .secondary
            return modeChain + geometry.filter { trace in
                switch trace.decided {
                case .width(let c): c == column || c == .secondary || state.isCollapsed
                case .frame: true
                default: false
                }
            }
        case "rect", "safeArea":
            let column = query.column ?? .secondary
            let vertical = query.name == "rect" ? state.rectTraces(column) : state.safeAreaTraces(column)
            return traces(Query("frame", column: column), in: state) + vertical
        case "visibleColumns":
            return modeChain + geometry
        case "buttons", "button":
            return modeChain + state.buttonTraces
        case "width":
            return [Trace(.env1, .sizeClass, [Fact("width", .points(state.window.width))]),
                    Trace(.env5, .width(.secondary), [Fact("given", .points(state.window.width)), Fact("laid out", .points(state.window.layoutWidth))])]
        case "showViewControllerPushes":
            return state.showPushTraces
        case "showDetailViewControllerPushes":
            return state.showDetailPushTraces
        case "presented":
            return state.presentationTraces
        case "orientation":
            let sides = Trace(.env1, .sizeClass, [Fact("width", .points(state.window.width)), Fact("height", .points(state.window.height))])
            let answers = state.delegate
            guard answers.supportedInterfaceOrientations != nil || answers.preferredInterfaceOrientationForPresentation != nil else { return [sides] }
            // The delegate's orientation answers bound where a full-screen preset can turn (ENV-1a).
            return [sides, Trace(.env1a, .sizeClass, [Fact("supported", .word(answers.supportedInterfaceOrientations?.rawValue ?? "all")),
                                                      Fact("preferred", .word(answers.preferredInterfaceOrientationForPresentation?.rawValue ?? "none"))])]
        case "layoutDirection":
            return [Trace(.wid6a, .frame(.primary), [Fact("layout direction", .word(state.window.layoutDirection.rawValue))])]
        case "pane":
            return [Trace(.env4, .sizeClass, [Fact("pane", .word(QueryTable.pane(of: state.window)))])]
        case "height", "device":
            return [Trace(.env1, .sizeClass, [Fact("height", .points(state.window.height))])]
        default:
            return []
        }
    }

    private static func section(_ query: Query, in state: SplitState) throws(ShellError) -> ExplainSection {
        let value = try QueryTable.value(of: query, in: state)
        var chain = traces(query, in: state)
        // An overriding rule the chain does not hold joins it, so the `overridden:` line cites a rule shown above.
        for override in ExplainOverride.overrides(for: query.name, in: state) where !chain.contains(where: { $0.rule == override.rule }) {
            chain.append(Trace(override.rule, .displayMode, ExplainOverride.facts(override, in: state)))
        }
        // The size class rule applies to every answer: shown only where it decided the value.
        let brief = sizeClassNames.contains(query.name) || state.isCollapsed ? chain : chain.filter { $0 != state.sizeClassTrace }
        return ExplainSection(name: query.text, value: value, traces: chain, overrides: ExplainOverride.lines(for: query.name, in: state),
                              sentence: sentence(query.text, value, brief.isEmpty ? chain : brief, in: state,
                                                 overriddenBy: ExplainOverride.overrides(for: query.name, in: state).first?.rule),
                              brief: brief, toChange: value == "none" && query.argument != nil && query.name == "layoutEnvironment" ? []
                                  : toChange(query.name, in: state))
    }

    /// `  MODE-3   measured on iOS 26.1  SENTENCE (needed 954.5, available 1180)`.
    static func line(_ trace: Trace) -> String {
        let id = ExplainText.pad(trace.rule.rawValue, 8)
        let evidence = ExplainText.pad(evidenceText(trace.rule.evidence), 22)
        var facts = trace.facts.isEmpty ? "" : " (" + trace.facts.map(factText).joined(separator: ", ") + ")"
        if case .width(let column) = trace.decided, !trace.facts.isEmpty { facts = " (\(column.rawValue): " + facts.dropFirst(2) }
        return "  \(id)\(evidence)\(trace.rule.summary)\(facts)"
    }

    /// The text followed by blanks up to a width.
    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    static func evidenceText(_ evidence: Evidence) -> String {
        switch evidence {
        case .documented: "documented"
        case .measured: "measured on iOS 26.1"
        case .reported: "reported"
        case .assumed: "assumed"
        }
    }

    /// `needed 954.5`, `preferred behavior overlay`.
    static func factText(_ fact: Fact) -> String {
        "\(fact.name) \(valueText(fact.value))"
    }

    static func valueText(_ value: FactValue) -> String {
        switch value {
        case .points(let points): points.isInfinite ? "none" : NumberFormat.format(points)
        case .mode(let mode): mode.rawValue
        case .behavior(let behavior): behavior.rawValue
        case .column(let column): column.rawValue
        case .word(let word): word
        case .insets(let insets): [insets.top, insets.left, insets.bottom, insets.right].map(NumberFormat.format).joined(separator: " ")
        }
    }
}

/// What `explain` found for one name: its value, the rules behind it in order, and any overridden preference.
public struct ExplainSection: Sendable, Hashable {
    /// The name as typed (`frame primary`).
    public let name: String
    /// The value as `get` prints it.
    public let value: String
    public let traces: [Trace]
    /// `preferredDisplayMode X shows as Y because of RULE (...); to get it, ...`.
    public let overrides: [String]
    /// In `explain` with no name, whether some of the value's rules were listed under an earlier name and left out here.
    public let sharesEarlierRules: Bool
    /// The plain sentence the answer opens with, built from the deciding rule and its facts.
    public let sentence: String
    /// The rules the plain answer lists: the chain without rules that decided nothing here (the size class threshold).
    public let brief: [Trace]
    /// What a user could do to change the value (`to change it:` lines); empty where nothing could.
    public let toChange: [String]

    init(name: String, value: String, traces: [Trace], overrides: [String], sentence: String, brief: [Trace], toChange: [String],
         sharesEarlierRules: Bool = false) {
        self.name = name
        self.value = value
        self.traces = traces
        self.overrides = overrides
        self.sentence = sentence
        self.brief = brief
        self.toChange = toChange
        self.sharesEarlierRules = sharesEarlierRules
    }
}
