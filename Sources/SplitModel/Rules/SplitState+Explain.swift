/// The rules behind a state, as `explain` reads them: read-only views over what the engine recorded.
extension SplitState {
    /// The rule that decided the horizontal size class, with what it compared (ENV-2, ENV-3, ENV-6).
    public var sizeClassTrace: Trace {
        let rule = window.sizeClassRule
        var facts = [Fact("size class", .word(window.horizontalSizeClass.rawValue))]
        switch rule {
        case .env6:
            facts.append(Fact("override", .word(window.sizeClassOverride.rawValue)))
        case .env2:
            facts.append(Fact("orientation", .word(window.orientation.rawValue)))
            if let device = window.device { facts.append(Fact("portrait width", .points(device.portraitWidth))) }
            facts.append(Fact("regular in landscape from", .points(Window.phoneRegularLandscapeWidth)))
        default:
            facts += [Fact("width", .points(window.width)), Fact("regular from", .points(Window.regularWidthThreshold))]
        }
        return Trace(rule, .sizeClass, facts)
    }

    /// The rules behind the visible buttons, in bar order, or the rule that shows none.
    public var buttonTraces: [Trace] {
        let buttons = layout.buttons
        var traces: [Trace] = []
        for button in buttons {
            var facts = [Fact("button", .word(button.kind.rawValue)), Fact("bar", .column(button.bar))]
            switch button.tap {
            case .displayMode(let mode): facts.append(Fact("shows", .mode(mode)))
            case .pop(let column): facts.append(Fact("pops", .column(column)))
            }
            traces += button.rules.map { Trace($0, .buttons, facts) }
        }
        if isCollapsed && buttons.isEmpty {
            traces.append(Trace(.btn6, .buttons, Fact("stack depth", .word(String(CollapsedStack(state: self).flattened.count)))))
        } else if !isCollapsed && !buttons.contains(where: { $0.kind == .displayModeButton }) {
            if style == .unspecified {
                // The classic item is on screen only in the bar the app put it in (BTN-7).
                let placed = properties.displayModeButtonItemBar.map { "the \($0.rawValue)'s bar" } ?? "no bar"
                traces.append(Trace(.btn7, .buttons, Fact("placed in", .word(placed)), Fact("mode", .mode(expandedMode))))
            } else {
                traces.append(Trace(.btn1, .buttons, [Fact("visibility", .word(properties.displayModeButtonVisibility.rawValue)),
                                                      Fact("presentsWithGesture", .word(properties.presentsWithGesture ? "true" : "false")),
                                                      Fact("mode", .mode(expandedMode))]))
            }
        }
        return traces
    }

    /// The widths the fit tests compare against: one sidebar beside the secondary, and two (WID-3, MODE-4).
    public var fitNeeds: (oneSidebar: Points, twoSidebars: Points) {
        let sizing = Sizing(state: self)
        return (sizing.oneSidebarNeeds, sizing.twoSidebarsNeed)
    }

    /// How the controllers are held: column styles wrap plain controllers (NAV-1); collapsed, one stack shows the
    /// compact column alone (COL-3) or the columns nested up to the top (COL-4); the layout environment (NAV-9).
    public var controllerTraces: [Trace] {
        var traces: [Trace] = []
        if style.isColumnStyle { traces.append(Trace(.nav1, .collapse, Fact("wraps", .word("plain controllers in navigation controllers")))) }
        if isCollapsed {
            if style.isColumnStyle, controllers[.compact] != nil {
                traces.append(Trace(.col3, .collapse, Fact("shows", .column(.compact))))
            } else if style.isColumnStyle, let top = topColumn {
                traces.append(Trace(.col4, .collapse, Fact("top", .column(top))))
            } else {
                // With conditional answers, the one that applied at the collapse shows in what it left: a kept secondary was dropped.
                let conditional = delegate.conditional.contains { $0.answer.method == "collapseSecondary" }
                let answer = conditional ? "\(keptSecondary != nil)" : delegate.collapseSecondary.map { "\($0)" } ?? "no answer"
                traces.append(Trace(.nav7, .collapse, Fact("collapseSecondary", .word(answer))))
                // What was pushed on the nested secondary stays in its navigation controller (NAV-7b).
                if let inner = CollapsedStack(state: self).nestedSecondary?.stack, inner.flattenedStack.count > 1 {
                    traces.append(Trace(.nav7b, .collapse, Fact("inner", .word(inner.notation))))
                }
            }
        }
        return traces
    }

    /// The background style's rule while it keeps its generation's default: sidebar under os 26 (DEF-2), none
    /// under os 18 (DEF-3); empty once it was set to something else.
    public var backgroundTraces: [Trace] {
        let generationDefault = SplitProperties(ruleSet: ruleSet).primaryBackgroundStyle
        guard properties.primaryBackgroundStyle == generationDefault else { return [] }
        return [Trace(ruleSet == .ios26 ? .def2 : .def3, .displayMode, Fact("default", .word(generationDefault.rawValue)))]
    }

    /// "Will it push?" for `show` from the default sender, the primary's top controller (NAV-6).
    public var showPushTraces: [Trace] {
        let target = showViewControllerPushes ? "a navigation controller" : "the split view controller"
        return [Trace(.nav6, .collapse, Fact("sender", .word(controllers[.primary]?.visibleLeaf ?? "none")), Fact("target", .word(target)))]
    }

    /// "Will it push?" for `showDetail` (NAV-6): the split view controller answers, asking its child while collapsed.
    public var showDetailPushTraces: [Trace] {
        var facts = [Fact("target", .word("the split view controller")), Fact("collapsed", .word(isCollapsed ? "true" : "false"))]
        if isCollapsed, let child = viewControllers.first { facts.append(Fact("asks", .word(child.notation))) }
        return [sizeClassTrace, Trace(.nav6, .collapse, facts)]
    }

    /// Why each presented controller of the chain, bottom first, shows in its style (POP-1), or the rule that
    /// presented it (POP-2, POP-3 for the links above the first).
    public var presentationTraces: [Trace] {
        presentations.map { presented in
            var facts = [Fact("presented", .word(presented.controller.notation)), Fact("style", .word(style(for: presented.request).rawValue))]
            if presented.request == .popover {
                facts.append(Fact("size classes", .word("\(window.horizontalSizeClass.rawValue) width, \(window.verticalSizeClass.rawValue) height")))
                if popoverAdapts { facts.append(Fact("delegate", .word(delegate.adaptivePresentationStyle?.rawValue ?? "no answer"))) }
            }
            return Trace(presented.rule, .collapse, facts)
        }
    }
}
