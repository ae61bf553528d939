import SplitModel

// MARK: Inspection

extension CommandTable {
    static let inspection: [CommandSpec] = [
        CommandSpec("state", .inspection, "the whole picture: window, size classes, style, modes, columns, buttons, stacks",
                    command: .state),
        CommandSpec("layout", .inspection, [.optional([.keyword("--svg"), .file("FILE")])], "a box-drawing picture of the columns, to scale",
                    examples: ["layout", "layout --svg layout.svg"],
                    details: ["draws to the terminal's width (80 columns when standard output is not a terminal),",
                              "in ASCII when the locale is not UTF-8; boxes over others are overlaid or floating, shading is dimming",
                              "--svg FILE: writes the picture as SVG to FILE instead, a point a pixel:",
                              "each column on screen in its colour with its name, width, frame, bar and",
                              "buttons; dimmed ones shaded, offscreen ones dashed where they are parked;",
                              "the window's size and size classes; prints 'wrote FILE'",
                              "FILE: relative to the running script's directory, replaced whole"],
                    build: { a in .layout(svg: a.word(ifPresent: "FILE")) },
                    match: { c in
                        guard case .layout(let svg) = c else { return nil }
                        return [svg.map { .group([.keyword, .word($0)]) } ?? .absent]
                    }),
        CommandSpec("get", .inspection, [.query], "one value alone on one line, for scripts",
                    examples: ["get displayMode", "get frame primary", "get preferredPrimaryColumnWidthFraction"],
                    details: ["ARGUMENT: what a name takes after it, as below: a COLUMN, a BUTTON or a view controller's NAME ([NAME]: optional, the split's own value without it)"]
                        + QueryTable.helpLines,
                    build: { a in .get(a.query("NAME")) },
                    match: { c in if case .get(let query) = c { [.query(query)] } else { nil } }),
        CommandSpec("expect", .inspection, [.query, .value("VALUE", QueryTable.kinds)],
                    "an assertion: silent when NAME reads VALUE (read as its setter reads it), an error when not",
                    examples: ["expect displayMode twoBesideSecondary", "expect isCollapsed false", "expect frame primary 10 320",
                               "expect visibleColumns primary secondary", "expect topColumn none"],
                    details: ["a failure adds a context: line (device or free window, size, orientation, size classes, style)",
                              "and a help: line naming the explain that shows the rules"],
                    build: { a in .expect(a.query("NAME"), a.text("VALUE")) },
                    match: { c in if case .expect(let query, let value) = c { [.query(query), .text(value)] } else { nil } }),
        CommandSpec("expectRefused", .inspection, [.commandLine("COMMAND")],
                    "an assertion that COMMAND is refused: silent (and nothing changes) when it is, an error when it is accepted",
                    examples: ["expectRefused get splitBehavior", "expectRefused tap dimmingView", "expectRefused width 0"],
                    details: ["refused: UIKit raises for COMMAND, or the action cannot happen; a COMMAND that does not parse,",
                              "or that fails for another reason (an expect that does not hold, nothing to undo), is an error"],
                    build: { a in .expectRefused(a.command("COMMAND")) },
                    match: { c in if case .expectRefused(let command) = c { [.command(command)] } else { nil } }),
        CommandSpec("expectEvent", .inspection, [.text("TEXT", required: true)],
                    "an assertion that some event of the previous command matches TEXT by whole words (whether events are on or off)",
                    examples: ["expectEvent willChangeTo(secondaryOnly)", "expectEvent Inbox.viewWillAppear"],
                    details: ["the previous command: the last one that ran the engine (inspections such as get and expect do not count);",
                              "a refused command fired nothing",
                              "words: an event line and TEXT split at . ( ) , : blanks and ->; TEXT matches when its words",
                              "appear in the event side by side, in order (didCollapse matches delegate.didCollapse, Collapse nothing)",
                              "TEXT must name an event kind, one of:"] + EventMatch.kindLines,
                    build: { a throws(ShellError) in .expectEvent(try EventMatch(a.text("TEXT"))) },
                    match: { c in if case .expectEvent(let match) = c { [.text(match.text)] } else { nil } }),
        CommandSpec("expectNoEvent", .inspection, [.text("TEXT", required: true)],
                    "an assertion that no event of the previous command matches TEXT by whole words", examples: ["expectNoEvent didCollapse"],
                    details: ["TEXT as for expectEvent: whole words, naming an event kind"],
                    build: { a throws(ShellError) in .expectNoEvent(try EventMatch(a.text("TEXT"))) },
                    match: { c in if case .expectNoEvent(let match) = c { [.text(match.text)] } else { nil } }),
        CommandSpec("buttons", .inspection, "each visible button: where it sits and what tapping it would do", command: .buttons),
        CommandSpec("explain", .inspection, [.optional([.keyword("-v")]), .optional([.keyword("last")]), .optional([.query])],
                    "why the current value was chosen: a plain sentence, then the rules, in order",
                    examples: ["explain", "explain displayMode", "explain frame primary", "explain isCollapsed", "explain -v displayMode"],
                    details: ["NAME: any `get` name; none explains displayMode, splitBehavior,",
                              "visibleColumns and buttons; last: the last engine command, as `why`",
                              "an answer opens with one sentence built from the deciding rule and its",
                              "facts, then one rule a line (wrapped to 80 columns); `overridden:` names",
                              "what overrode a preferred mode or behavior; `to change it:` names the",
                              "commands or delegate answers that could change the value",
                              "-v: the full detail, one line a rule with its evidence (documented,",
                              "measured on iOS 26.1, reported, assumed) and the numbers that went in"],
                    build: { a throws(ShellError) in
                        let verbose = a.isPresent(0)
                        guard a.isPresent(1) else { return .explain(a.query(ifPresent: "NAME"), verbose: verbose) }
                        if let query = a.query(ifPresent: "NAME") { throw .unexpectedArgument(command: "explain", argument: query.name) }
                        return .why(verbose: verbose)
                    },
                    match: { c in
                        guard case .explain(let query, let verbose) = c else { return nil }
                        return [verbose ? .group([.keyword]) : .absent, .absent, query.map { .group([.query($0)]) } ?? .absent]
                    }),
        CommandSpec("why", .inspection, [.optional([.keyword("-v")])],
                    "why the last engine command did what it did: the rules it applied, in order",
                    examples: ["why", "why -v"],
                    details: ["also `explain last`; opens with one sentence built from the deciding rule",
                              "and its facts, then the rules in the order the command applied them:",
                              "routing (NAV, SHOW), delegate answers (COL-5, COL-6, NAV-7, NAV-7a), then",
                              "the layout pass; a `to change it:` line where a user could change it",
                              "-v: every rule with its evidence and numbers, one line each",
                              "inspections (get, explain) do not count; undo and reset forget it"],
                    build: { a in .why(verbose: a.isPresent(0)) },
                    match: { c in if case .why(let verbose) = c { [verbose ? .group([.keyword]) : .absent] } else { nil } }),
        CommandSpec("events", .inspection, [.choice(.onOff), .optional([.keyword("context")])],
                    "print delegate calls, appearance callbacks and notifications as they happen",
                    examples: ["events on", "events off", "events on context"],
                    details: ["each prints one 'event ...' line in UIKit's order, before the change summary:",
                              "event delegate.willShow(primary), event Inbox.viewWillAppear, event notification showDetailTargetDidChange",
                              "context: each delegate call also shows the state it saw, as UIKit's probe logs it:",
                              "event delegate.didCollapse {collapsed=true mode=oneBesideSecondary} (the state before the command",
                              "up to the first didShow, didHide, didCollapse or didExpand, the state after from there on)"],
                    build: { a throws(ShellError) in
                        let on = a.word(ValueSet.onOff.label) == "on"
                        guard a.isPresent(1) else { return .events(on) }
                        guard on else { throw .contextWithoutEvents }
                        return .eventsWithContext
                    },
                    match: { c in
                        switch c {
                        case .events(let on): [.word(on ? "on" : "off"), .absent]
                        case .eventsWithContext: [.word("on"), .group([.keyword])]
                        default: nil
                        }
                    }),
        CommandSpec("sweep", .inspection,
                    [.choice(.windowSide), .number("FROM"), .number("TO"), .optional([.keyword("step"), .number("S")]),
                     .optional([.keyword("--svg"), .file("FILE")])],
                    "a table of the ranges in which the layout stays the same and what changes at each boundary",
                    examples: ["sweep width 700 1366", "sweep height 600 1024 step 0.5", "sweep width 320 1400 step 100",
                               "sweep width 320 1400 --svg sweep.svg"],
                    details: ["samples every S points (default 1) on a copy of the current state, which is not changed;",
                              "between two samples that differ, finds the exact first size of the new layout on the half-pixel grid",
                              "FROM and TO: window sides from 1 to 100000, FROM below TO",
                              "a layout is the size class, collapse, mode, behavior, visible columns, buttons and every column's placement",
                              "--svg FILE: writes a chart to FILE instead of the table: the swept side",
                              "along the axis, each column's frame as a band down the window, the size",
                              "class and mode of each range, and each boundary numbered with what",
                              "changes there; FILE as for layout --svg"],
                    build: { a in
                        .sweep(a.choice(ValueSet.windowSide.label, as: WindowSide.self), from: a.number("FROM"), to: a.number("TO"),
                               step: a.number(ifPresent: "S"), svg: a.word(ifPresent: "FILE"))
                    },
                    match: { c in
                        guard case .sweep(let side, let from, let to, let step, let svg) = c else { return nil }
                        return [.word(side.rawValue), .number(from), .number(to), step.map { .group([.keyword, .number($0)]) } ?? .absent,
                                svg.map { .group([.keyword, .word($0)]) } ?? .absent]
                    }),
    ]
}
