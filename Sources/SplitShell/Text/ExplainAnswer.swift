import SplitModel

/// Words `explain` and `why` for a learner: each answer opens with one sentence built from the deciding rule and the
/// facts it used, then the rule chain (one rule a line, wrapped to 80 columns), any overridden preference, and a
/// `to change it:` line where a command or a delegate answer could change the outcome. `explain -v` keeps the
/// full detail (ExplainText.lines).
enum ExplainAnswer {
    /// The width answers are wrapped to.
    static let columns = 80

    static func lines(_ sections: [ExplainSection]) -> [String] {
        var lines: [String] = []
        for section in sections {
            lines.append("\(section.name): \(section.value)")
            lines += wrap(section.sentence, indent: 2, hanging: 4)
            if section.sharesEarlierRules { lines.append(section.brief.isEmpty ? "  rules: as above" : "  rules: as above, then:") }
            for trace in section.brief { lines += ruleLine(trace) }
            for override in section.overrides { lines += wrap("overridden: \(override)", indent: 2, hanging: 4) }
            for change in section.toChange { lines += wrap("to change it: \(change)", indent: 2, hanging: 4) }
        }
        return lines
    }

    /// `  MODE-3  SENTENCE (labelled facts)`, wrapped under the sentence.
    static func ruleLine(_ trace: Trace) -> [String] {
        let facts = trace.facts.isEmpty ? "" : " (" + trace.facts.map(labelled).joined(separator: ", ") + ")"
        return wrap(ExplainText.pad(trace.rule.rawValue, 8) + trace.rule.summary + facts, indent: 2, hanging: 10)
    }

    /// A fact named by what its number is: `available width 1180 pt`, `regular width from 678 pt`.
    static func labelled(_ fact: Fact) -> String {
        let names = ["available": "available width", "needed": "two sidebars need", "width": "window width",
                     "regular from": "regular width from", "given": "width given", "laid out": "width laid out",
                     "base": "base width", "minimum": "minimum width", "maximum": "maximum width", "cap": "width cap",
                     "moment": "at", "sidebars": "sidebars' width", "height": "window height"]
        let name = names[fact.name] ?? fact.name
        if case .points(let points) = fact.value, !points.isInfinite { return "\(name) \(NumberFormat.format(points)) pt" }
        return "\(name) \(ExplainText.valueText(fact.value))"
    }

    /// Breaks text at blanks so each line fits `columns`: the first line indented by `indent`, the others by `hanging`.
    static func wrap(_ text: String, indent: Int, hanging: Int) -> [String] {
        var lines: [String] = []
        var line = String(repeating: " ", count: indent)
        var lineHasWord = false
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if lineHasWord && line.count + 1 + word.count > columns {
                lines.append(line)
                line = String(repeating: " ", count: hanging) + word
            } else {
                line += (lineHasWord ? " " : "") + word
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }
}

// MARK: The deciding rule and its sentence

extension ExplainText {
    /// Names whose value the size class decides, so their answers keep the size class rule.
    static let sizeClassNames: Set<String> = ["horizontalSizeClass", "sizeClass", "isCollapsed", "topColumn", "layoutEnvironment",
                                              "viewControllers", "viewController", "stack", "width", "height", "device"]

    /// The rules that name a cause of the display mode, most specific first: a tap or a swipe, show or hide, a delegate
    /// answer, the collapse, a fit that failed.
    static let causes: [RuleID] = [.tap1, .tap2, .tap3, .btn3b, .btn5, .btn7, .show2, .show2a, .show2b, .show4, .col2, .col6,
                                   .mode4, .mode8, .sn2, .sn3, .wid5, .mode6, .mode4c]

    /// The rule that decided a value, among those explaining it.
    static func deciding(_ name: String, _ traces: [Trace], in state: SplitState) -> Trace? {
        func first(_ rules: [RuleID]) -> Trace? {
            for rule in rules { if let trace = traces.first(where: { $0.rule == rule }) { return trace } }
            return nil
        }
        switch name {
        case "displayMode", "preferredDisplayMode", "splitBehavior", "preferredSplitBehavior", "visibleColumns":
            if let cause = first(causes) {
                // COL-6 decides only when the delegate's answer changed the proposal.
                if cause.rule != .col6 || cause.facts.count < 2 || cause.facts[0].value != cause.facts[1].value { return cause }
            }
            return traces.last { $0.decided == .displayMode || $0.decided == .splitBehavior } ?? traces.last
        case "horizontalSizeClass", "sizeClass", "isCollapsed", "layoutEnvironment", "width", "height", "device":
            return traces.first
        case "topColumn":
            return first([.col5, .col1]) ?? traces.last
        case "viewControllers", "viewController", "stack":
            return first([.nav9a, .col3, .col4, .nav7b, .nav7]) ?? traces.last
        case "buttons", "button":
            return traces.first { $0.decided == .buttons } ?? traces.last
        default:
            return traces.last
        }
    }

    /// `NAME is VALUE because CLAUSE.`
    /// `overriddenBy`: the rule that overrode a preference decides the value when the chain holds it.
    static func sentence(_ name: String, _ value: String, _ traces: [Trace], in state: SplitState, overriddenBy: RuleID? = nil) -> String {
        let overriding = overriddenBy.flatMap { rule in traces.first { $0.rule == rule } }
        guard let trace = overriding ?? deciding(name, traces, in: state) else {
            return "\(name) is \(value) because no rule decides it: it reads what was last set, or its default (DEF-1)."
        }
        return "\(name) is \(value) because \(clause(trace, in: state)) (\(trace.rule.rawValue))."
    }

    /// What a rule did with its facts, as a clause that follows "because".
    static func clause(_ trace: Trace, in state: SplitState) -> String {
        func fact(_ name: String) -> String? {
            trace.facts.first { $0.name == name }.map { ExplainText.valueText($0.value) }
        }
        func points(_ name: String) -> String? { fact(name).map { "\($0) pt" } }
        let f = fact
        switch trace.rule {
        case .env2:
            return "an iPhone in \(f("orientation") ?? "portrait") is \(f("size class") ?? "compact") width"
                + (points("portrait width").map { " (its portrait width is \($0); regular in landscape needs 414 pt)" } ?? "")
        case .env3:
            let regular = f("size class") == "regular"
            return "the window is \(points("width") ?? "?") wide, \(regular ? "at least" : "below") the 678 pt where regular width starts"
        case .env6:
            return "the size class is overridden to \(f("override") ?? "?")"
        case .env1:
            return "it is what the window was given"
        case .env5:
            return "the window width \(points("given") ?? "?") lays out as \(points("laid out") ?? "?") on the pixel grid"
        case .col1:
            return "the horizontal size class is \(f("size class") ?? "?"), and the split is collapsed exactly when it is compact"
        case .col2:
            return "a collapsed split always reads oneBesideSecondary"
        case .col3:
            return "a compact-column controller is set, and the collapsed split shows it alone"
        case .col4:
            if let emptied = f("emptied") { return "the \(emptied) column was emptied while collapsed" }
            return "collapsing nests each column's stack on the primary's, up to the top column (\(f("top") ?? "?"))"
        case .col5:
            let proposed = f("proposed") ?? "secondary", top = f("top") ?? proposed
            if state.delegate.topColumnForCollapsing == nil {
                return "no delegate answered topColumnForCollapsing, and UIKit proposes the \(proposed)"
            }
            return "the delegate answered topColumnForCollapsing with \(top) (UIKit proposed the \(proposed))"
        case .col6:
            let proposed = f("proposed") ?? "?", answered = f("answered") ?? proposed
            if proposed == answered { return "displayModeForExpanding kept the proposed \(proposed)" }
            return "the delegate answered displayModeForExpanding with \(answered) where a layout pass proposed \(proposed)"
        case .mode3:
            switch f("moment") {
            case "request": return "an explicit request resolves the preferred mode as asked"
            case "resize": return "a resize keeps \(f("keeps") ?? "the mode") until the next request or appearance"
            case let moment?:
                if let available = points("available"), let minimum = points("secondary minimum") {
                    return "the layout pass at \(moment) found \(available) available, enough for the secondary's minimum of \(minimum)"
                }
                if let needed = points("needed"), let available = points("available") {
                    return "the layout pass at \(moment) found \(available) available where two tiled sidebars need \(needed)"
                }
                return "the layout pass at \(moment) resolved the preferred mode"
            case nil:
                if let available = points("available"), let minimum = points("secondary minimum") {
                    return "the layout pass found \(available) available, enough for the secondary's minimum of \(minimum)"
                }
                return "a layout pass resolved the preferred mode"
            }
        case .wid3:
            let number = { (name: String) -> Points? in
                if case .points(let value)? = trace.facts.first(where: { $0.name == name })?.value { return value }
                return nil
            }
            if let needed = number("needed"), let available = number("available") {
                let fit = available >= needed ? "so they fit" : "so they do not fit"
                return "two tiled sidebars need \(NumberFormat.format(needed)) pt and the window lays out \(NumberFormat.format(available)) pt, \(fit)"
            }
        case .mode4:
            if let available = points("available"), let minimum = points("secondary minimum") {
                return "the window lays out \(available), less than the secondary's minimum of \(minimum) beside a sidebar"
            }
        case .mode1:
            if f("mode") == "secondaryOnly" {
                return "the mode is secondaryOnly, which every behavior allows, so the preferred behavior does not show"
            }
        case .mode6:
            if let requested = f("requested") { return "under os 18 the requested \(requested) maps into the \(f("behavior") ?? "?") behavior" }
            return "under os 18 the preferred \(f("preferred") ?? "?") maps into the \(f("behavior") ?? "?") behavior"
        case .mode8:
            return "preferredSplitBehavior \(f("preferred behavior") ?? "?") maps the preferred mode to \(f("maps to") ?? "?")"
        case .tap1, .tap2, .tap3, .btn3b, .btn5, .btn5a, .btn7:
            if let target = f("target") { return "a tap or swipe asked for \(target), which changes the display mode and not the preference" }
            if f("placed in") == "no bar" {
                return "a classic split shows displayModeButtonItem only where the app places it, and it is placed nowhere"
                    + " (placeDisplayModeButtonItem secondary puts it where the Xcode template does)"
            }
            if let placed = f("placed in") {
                return "the app placed displayModeButtonItem in \(placed), which is off screen or holds no controller,"
                    + " or its target is the current mode"
            }
            if let button = f("button"), let bar = f("bar") {
                let tap = f("shows").map { ", and a tap asks for \($0)" } ?? ""
                return "the app placed the classic \(button)Item in the \(bar) bar\(tap)"
            }
        case .show2, .show2a, .show2b:
            return "show or hide stored preferredDisplayMode \(f("preferred") ?? "?"), the nearest mode that does it"
        case .btn6:
            return "a collapsed split has no display-mode button (stack depth \(f("stack depth") ?? "?"))"
        case .btn1 where f("visibility") != nil:
            return "displayModeButtonVisibility is \(f("visibility") ?? "?") and the mode \(f("mode") ?? "?") has no button in the table"
        case .btn1, .btn2, .btn3, .btn3a, .btn4:
            if let button = f("button") {
                let tap = f("shows").map { ", and a tap asks for \($0)" } ?? f("pops").map { ", and a tap pops the \($0)" } ?? ""
                return "the button table gives the \(f("bar") ?? "?") bar a \(button)\(tap)"
            }
        case .nav1:
            return "column style wraps plain controllers in navigation controllers"
        case .nav3 where f("pushed") != nil:
            return "a collapsed classic split turns showDetail into a push onto the primary's navigation controller"
        case .nav3:
            return "an expanded classic split's showDetail replaces the secondary"
        case .nav9a:
            return "viewController(for:) does not apply to a classic split, which holds its children in viewControllers"
        case .nav3a:
            return "a collapsed showDetail with no navigation controller to push onto presents modally, as a page sheet"
        case .nav4:
            if let onto = f("onto") { return "the sender sits in the \(onto) column's navigation controller, so show pushes onto it" }
            if let installed = f("installed") { return "show sent to an expanded classic split installs \(installed) as the \(f("as") ?? "?")" }
            if f("presented") != nil { return "show sent to a collapsed classic split presents modally, as a page sheet" }
            return "the sender has no navigation controller, so show reaches the split view controller"
        case .nav5:
            return "a column-style split routes showDetail to its secondary column"
                + (f("top") != nil ? " and, collapsed, brings the secondary on top" : "")
        case .nav2:
            return "under os 26 replacing an expanded secondary calls no delegate method"
        case .nav7:
            if let pushed = f("pushed") {
                let answer = f("collapseSecondary") == "no answer" ? "no delegate answered collapseSecondary" : "collapseSecondary answered false"
                return "\(answer), so \(pushed) was pushed onto the primary"
            }
            if let popped = f("popped") {
                let answer = f("separateSecondary").map { $0 == "no answer" ? "no delegate answered separateSecondary" : "separateSecondary answered \($0)" }
                return "\(answer ?? "separateSecondary gave nothing"), so the primary's top \(popped) became the secondary"
            }
            if let secondary = f("secondary") { return "the delegate's separateSecondary answer \(secondary) became the secondary" }
            if let kept = f("kept") { return "the primary has no navigation controller, so \(kept) was set aside" }
            return f("collapseSecondary") == "no answer" ? "no delegate answered collapseSecondary" : "collapseSecondary answered \(f("collapseSecondary") ?? "?")"
        case .nav7a:
            if let restored = f("restored") {
                return "collapseSecondary had answered true, so the split kept \(restored) and restores it when nothing else supplies a secondary"
            }
            return "collapseSecondary answered true, so the split drops \(f("kept") ?? "the secondary") and keeps it for the next expand"
        case .nav7b:
            if let inner = f("inner") {
                return "the secondary's \(inner) sits nested in the primary's stack and keeps what was pushed on it, so the default expand pops it whole"
            }
            return "\(f("holding") ?? "the sender") sits in the nested \(f("onto") ?? "navigation controller"), which pushes \(f("pushed") ?? "it") onto its own stack"
        case .nav6:
            return "the target of show is \(f("target") ?? "?")"
        case .nav8:
            return "a push while collapsed lands on top of the one stack (the \(f("onto") ?? "?") column's part)"
        case .show5:
            if let column = f("pushes") { return "collapsed, show pushes the \(column) column onto the one stack" }
            if let column = f("pops back to") { return "collapsed, show pops back to the \(column) column" }
            return "collapsed, hiding the top column pops it"
        case .sn9:
            return "a column-style split presents what show sends it"
        case .nav9b:
            return "\(f("controller") ?? "?") sits \(f("sits") ?? "?"), and a controller's split is its nearest ancestor split view controller"
        case .env1a where f("supported") != nil:
            return "the window was given it, and the delegate's orientation answers (supported \(f("supported") ?? "?"), preferred \(f("preferred") ?? "?")) bound where a full-screen preset turns at the next rotate, device or presentation"
        case .def2, .def3:
            return "it is the default under this os (\(f("default") ?? "?"))"
        default:
            break
        }
        return trace.rule.summary.prefix(1).lowercased() + trace.rule.summary.dropFirst().dropLast(trace.rule.summary.hasSuffix(".") ? 1 : 0)
    }

    // MARK: To change it

    /// What a user could do to change a value, where something could.
    static func toChange(_ name: String, in state: SplitState) -> [String] {
        switch name {
        case "displayMode", "preferredDisplayMode", "visibleColumns":
            if state.isCollapsed { return ["make the window regular width (width, rotate, device or sizeClass regular)"] }
            if state.style == .unspecified { return ["setPreferredDisplayMode MODE, tap displayModeButton, or delegate targetDisplayModeForAction MODE"] }
            return ["setPreferredDisplayMode MODE, show or hide a column, tap displayModeButton, or swipe"]
        case "splitBehavior", "preferredSplitBehavior":
            return state.style.isColumnStyle && !state.isCollapsed ? ["setPreferredSplitBehavior BEHAVIOR"] : []
        case "buttons", "button":
            if state.isCollapsed { return ["push onto the stack for a back button, or pop it away"] }
            if state.style == .unspecified {
                let other = state.properties.displayModeButtonItemBar == .secondary ? "primary" : "secondary"
                return ["placeDisplayModeButtonItem \(other)|none, or delegate targetDisplayModeForAction MODE"]
            }
            let visibility = state.properties.displayModeButtonVisibility == .never ? "always" : "never"
            var ways = ["setDisplayModeButtonVisibility \(visibility)", "setPresentsWithGesture \(state.properties.presentsWithGesture ? "false" : "true")",
                        "or a display mode whose row shows the button"]
            if state.style == .tripleColumn { ways.insert("setShowsSecondaryOnlyButton \(state.properties.showsSecondaryOnlyButton ? "false" : "true")", at: 2) }
            return [ways.joined(separator: ", ")]
        case "topColumn":
            guard state.style.isColumnStyle else { return [] }
            return ["delegate topColumnForCollapsing COLUMN, then collapse again (width, rotate or device)"]
        case "viewController" where state.style == .unspecified:
            return ["setStyle doubleColumn|tripleColumn for a split viewController(for:) applies to; get viewControllers reads the children"]
        case "viewControllers", "viewController", "stack":
            if state.style == .unspecified {
                return [state.isCollapsed ? "delegate collapseSecondary true|false before collapsing; delegate separateSecondary NAME before expanding"
                                          : "setViewControllers, showDetailViewController, push or pop; delegate collapseSecondary for the next collapse"]
            }
            return [state.isCollapsed ? "delegate topColumnForCollapsing COLUMN before collapsing, setViewController NAME for compact, push or pop"
                                      : "setViewController NAME for COLUMN, push or pop; delegate displayModeForExpanding for the next expand"]
        case "isCollapsed", "horizontalSizeClass", "sizeClass", "layoutEnvironment":
            return ["width, rotate, device or sizeClass"]
        case "rect", "safeArea":
            return ["the device and its orientation (the safe area), height, the display mode or primaryBackgroundStyle"]
        case "frame", "isShowing", "primaryColumnWidth", "supplementaryColumnWidth", "secondaryColumnWidth", "inspectorColumnWidth":
            return state.style.isColumnStyle ? ["the width properties (setPreferredPrimaryColumnWidth and the others), the window width, or the display mode"] : []
        default:
            return []
        }
    }

    // MARK: The last action

    /// `why`: the rules the last engine command applied, in order, as one section named `why`.
    static func lastAction(_ action: LastAction?, in state: SplitState) -> ExplainSection {
        guard let action else {
            return ExplainSection(name: "why", value: "no command yet", traces: [], overrides: [],
                                  sentence: "No command has run the engine since the start, reset or undo, so there is nothing to explain.",
                                  brief: [], toChange: [])
        }
        if action.refused {
            return ExplainSection(name: "why", value: action.command, traces: [], overrides: [],
                                  sentence: "\(action.command) was refused, so nothing changed and no rule applied.", brief: [], toChange: [])
        }
        var traces = action.traces
        // A collapse or an expand was decided by the size class: show the rule that compared the width.
        if traces.contains(where: { $0.rule == .col1 }) { traces.insert(state.sizeClassTrace, at: 0) }
        let noteTraces = action.notes.map { Trace($0.rule, .route, [Fact("note", .word(NoteText.text($0.reason)))]) }
        let sentence: String
        if let route = traces.first(where: { $0.decided == .route }) ?? traces.first(where: { $0.rule == .col1 }) {
            sentence = "\(action.command) \(outcome(route, in: state)) because \(clause(route, in: state)) (\(route.rule.rawValue))."
        } else if let trace = deciding("displayMode", traces, in: state) {
            sentence = "After \(action.command), displayMode is \(state.displayMode.rawValue) because \(clause(trace, in: state)) (\(trace.rule.rawValue))."
        } else if let note = action.notes.first {
            sentence = "\(action.command) changed nothing because \(NoteText.text(note.reason)) (\(note.rule.rawValue))."
        } else {
            sentence = "\(action.command) applied no rule that decides a value, so nothing the split shows was decided anew."
        }
        // What could change the outcome: the delegate answers behind a route, the window behind a collapse or expand,
        // the display mode behind a layout pass; nothing for a command that only left a note.
        var names: [String] = []
        if traces.contains(where: { $0.decided == .route }) { names.append("viewControllers") }
        if traces.contains(where: { $0.rule == .col5 }) { names.append("topColumn") }
        if traces.contains(where: { $0.rule == .col1 }) { names.append("isCollapsed") }
        if names.isEmpty && traces.contains(where: { $0.decided == .displayMode }) { names.append("displayMode") }
        return ExplainSection(name: "why", value: action.command, traces: traces + noteTraces,
                              overrides: ExplainOverride.lines(for: "displayMode", in: state).filter { _ in traces.contains { $0.decided == .displayMode } },
                              sentence: sentence, brief: traces + noteTraces, toChange: names.flatMap { toChange($0, in: state) })
    }

    /// What a routing rule or a collapse did, as the verb phrase after the command.
    static func outcome(_ trace: Trace, in state: SplitState) -> String {
        func f(_ name: String) -> String? { trace.facts.first { $0.name == name }.map { ExplainText.valueText($0.value) } }
        if trace.rule == .col1 { return f("size class") == "compact" ? "collapsed the split" : "expanded the split" }
        if let pushed = f("pushed") {
            return "pushed \(pushed) onto " + (f("onto").map { Column(rawValue: $0) != nil ? "the \($0) column" : $0 } ?? "a stack")
        }
        if let restored = f("restored") { return "brought back \(restored) as the \(f("as") ?? "secondary")" }
        if let popped = f("popped") { return "made \(popped) the \(f("as") ?? "secondary")" }
        if let installed = f("installed") { return "installed \(installed) as the \(f("as") ?? "?")" }
        if let replaced = f("replaced") { return "replaced the \(replaced)" }
        if let presented = f("presented") { return "presented \(presented)" }
        if let dismissed = f("dismissed") { return "dismissed \(dismissed)" }
        if let kept = f("kept") { return "set \(kept) aside" }
        if let column = f("pushes") { return "pushed the \(column) column" }
        if let column = f("pops back to") { return "popped back to the \(column) column" }
        if let column = f("pops") { return "popped the \(column) column" }
        if trace.rule == .nav4 { return "reached the split view controller" }
        return "was routed"
    }
}
