import SplitModel

// MARK: Inspection

extension CommandTable {
    static let inspection: [CommandSpec] = [
        CommandSpec("state", .inspection, "the whole picture: window, size classes, style, modes, columns, buttons, stacks",
                    command: .state),
        CommandSpec("layout", .inspection, [], "a box-drawing picture of the columns, to scale", examples: ["layout"],
                    details: ["draws to the terminal's width (80 columns when standard output is not a terminal),",
                              "in ASCII when the locale is not UTF-8; boxes over others are overlaid or floating, shading is dimming"],
                    build: { _ in .layout }, match: { c in c == .layout ? [] : nil }),
        CommandSpec("get", .inspection, [.query], "one value alone on one line, for scripts",
                    examples: ["get displayMode", "get frame primary", "get preferredPrimaryColumnWidthFraction"],
                    details: QueryTable.helpLines,
                    build: { a in .get(a.query("NAME")) },
                    match: { c in if case .get(let query) = c { [.query(query)] } else { nil } }),
        CommandSpec("expect", .inspection, [.query, .value("VALUE", QueryTable.kinds)],
                    "an assertion: silent when NAME reads VALUE (read as its setter reads it), an error when not",
                    examples: ["expect displayMode twoBesideSecondary", "expect isCollapsed false", "expect frame primary 10 320",
                               "expect visibleColumns primary secondary", "expect topColumn none"],
                    build: { a in .expect(a.query("NAME"), a.text("VALUE")) },
                    match: { c in if case .expect(let query, let value) = c { [.query(query), .text(value)] } else { nil } }),
        CommandSpec("expectRefused", .inspection, [.commandLine("COMMAND")],
                    "an assertion that COMMAND is refused: silent (and nothing changes) when it is, an error when it is accepted",
                    examples: ["expectRefused get splitBehavior", "expectRefused tap dimmingView", "expectRefused width 0"],
                    build: { a throws(ShellError) in .expectRefused(try refusalText(a.text("COMMAND"))) },
                    match: { c in if case .expectRefused(let text) = c { [.text(text)] } else { nil } }),
        CommandSpec("expectEvent", .inspection, [.text("TEXT", required: true)],
                    "an assertion that some event of the previous command contains TEXT (whether events are on or off)",
                    examples: ["expectEvent willChangeTo(secondaryOnly)", "expectEvent Inbox.viewWillAppear"],
                    details: ["the previous command: the last one that ran the engine (inspections such as get and expect do not count);",
                              "a refused command fired nothing"],
                    build: { a in .expectEvent(a.text("TEXT")) },
                    match: { c in if case .expectEvent(let text) = c { [.text(text)] } else { nil } }),
        CommandSpec("expectNoEvent", .inspection, [.text("TEXT", required: true)],
                    "an assertion that no event of the previous command contains TEXT", examples: ["expectNoEvent didCollapse"],
                    build: { a in .expectNoEvent(a.text("TEXT")) },
                    match: { c in if case .expectNoEvent(let text) = c { [.text(text)] } else { nil } }),
        CommandSpec("buttons", .inspection, "each visible button: where it sits and what tapping it would do", command: .buttons),
        CommandSpec("explain", .inspection, [.optional([.query])],
                    "why the current value was chosen: the rules applied, in order, with their evidence",
                    examples: ["explain", "explain displayMode", "explain frame primary", "explain isCollapsed"],
                    details: ["NAME: any `get` name; none explains displayMode, splitBehavior, visibleColumns and buttons",
                              "each line: rule ID, evidence (documented, measured on iOS 26.1, reported, assumed), the rule, the numbers that went in",
                              "an `overridden:` line names the rule that overrode a preferred mode or behavior and what would give it"],
                    build: { a in .explain(a.query(ifPresent: "NAME")) },
                    match: { c in if case .explain(let query) = c { [query.map { .group([.query($0)]) } ?? .absent] } else { nil } }),
        CommandSpec("events", .inspection, [.choice(.onOff)],
                    "print delegate calls, appearance callbacks and notifications as they happen", examples: ["events on", "events off"],
                    details: ["each prints one 'event ...' line in UIKit's order, before the change summary:",
                              "event delegate.willShow(primary), event Inbox.viewWillAppear, event notification showDetailTargetDidChange"],
                    build: { a in .events(a.word(ValueSet.onOff.label) == "on") },
                    match: { c in if case .events(let on) = c { [.word(on ? "on" : "off")] } else { nil } }),
        CommandSpec("sweep", .inspection,
                    [.choice(.windowSide), .number("FROM"), .number("TO"), .optional([.keyword("step"), .number("S")])],
                    "a table of the ranges in which the layout stays the same and what changes at each boundary",
                    examples: ["sweep width 700 1366", "sweep height 600 1024 step 0.5", "sweep width 320 1400 step 100"],
                    details: ["samples every S points (default 1) on a copy of the current state, which is not changed;",
                              "between two samples that differ, finds the exact first size of the new layout on the half-pixel grid",
                              "FROM and TO: window sides from 1 to 100000, FROM below TO"],
                    build: { a in
                        .sweep(a.choice(ValueSet.windowSide.label, as: WindowSide.self), from: a.number("FROM"), to: a.number("TO"),
                               step: a.number(ifPresent: "S"))
                    },
                    match: { c in
                        guard case .sweep(let side, let from, let to, let step) = c else { return nil }
                        return [.word(side.rawValue), .number(from), .number(to), step.map { .group([.keyword, .number($0)]) } ?? .absent]
                    }),
    ]

    /// The canonical text of `expectRefused`'s command; a line that does not parse counts as refused, unless its command is unknown.
    static func refusalText(_ text: String) throws(ShellError) -> String {
        do throws(ShellError) {
            guard let command = try Parser.parse(text) else { throw .missingArgument(command: "expectRefused", argument: "COMMAND...") }
            return CommandPrinter.print(command) ?? text
        } catch {
            switch error {
            case .unknownCommand, .missingArgument(command: "expectRefused", _): throw error
            default: return text
            }
        }
    }
}
