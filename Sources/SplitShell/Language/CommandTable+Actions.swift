import SplitModel

// MARK: Actions

extension CommandTable {
    static let actions: [CommandSpec] = [
        CommandSpec("show", .actions, [.choice(.column)], "show(_:)", examples: ["show primary", "show inspector"],
                    plain: { a in .engine(.show(a.choice(at: 0, of: columns))) },
                    match: { c in if case .engine(.show(let column)) = c { [.word(column.rawValue)] } else { nil } }),
        CommandSpec("hide", .actions, [.choice(.column)], "hide(_:)", examples: ["hide primary"],
                    plain: { a in .engine(.hide(a.choice(at: 0, of: columns))) },
                    match: { c in if case .engine(.hide(let column)) = c { [.word(column.rawValue)] } else { nil } }),
        showCommand("showViewController", "show(_:sender:) called on SENDER: a controller's name or split; "
                    + "by default the top controller of the primary column",
                    { .showViewController($0, sender: $1) },
                    { c in if case .showViewController(let vc, let sender) = c { (vc, sender) } else { nil } }),
        showCommand("showDetailViewController", "showDetailViewController(_:sender:), SENDER as for showViewController",
                    { .showDetailViewController($0, sender: $1) },
                    { c in if case .showDetailViewController(let vc, let sender) = c { (vc, sender) } else { nil } }),
        CommandSpec("push", .actions, [.controller("NAME", nilAllowed: false), .optional([.keyword("on"), .choice(.column)])],
                    "pushViewController on COLUMN's navigation controller (default: the secondary; collapsed: the one stack)",
                    examples: ["push Message", "push Message on secondary", "push Folders on primary"],
                    details: ["a column style wraps a plain controller in a navigation controller, which takes the push;",
                              "collapsed, a push onto any column of the one stack lands on its top and stays with that column on expand (NAV-8);",
                              "classic, collapsed: on secondary reaches its navigation controller nested in the primary's (NAV-7b)"],
                    build: { a in .engine(.push(a.controller("NAME"), onto: a.choice(ifPresent: "COLUMN", as: Column.self))) },
                    match: { c in
                        guard case .engine(.push(let vc, let column)) = c else { return nil }
                        return [.controller(vc), column.map { .group([.keyword, .word($0.rawValue)]) } ?? .absent]
                    }),
        CommandSpec("pop", .actions, [.optional([.choice(.column)])],
                    "popViewController on COLUMN's navigation controller (default: the secondary; collapsed: the one stack)",
                    examples: ["pop", "pop secondary"],
                    details: ["with only a root left nothing is popped (a note); collapsed, popping past a column's root pops the column"],
                    build: { a in .engine(.pop(a.choice(ifPresent: "COLUMN", as: Column.self))) },
                    match: { c in
                        guard case .engine(.pop(let column)) = c else { return nil }
                        return [column.map { .group([.word($0.rawValue)]) } ?? .absent]
                    }),
        CommandSpec("tap", .actions, [.choice(.tapTarget), .optional([.choice(.column)])],
                    "what a finger does; back: the back button of that column's bar, or of the collapsed stack",
                    examples: ["tap displayModeButton", "tap dimmingView", "tap back", "tap back secondary"],
                    build: { a throws(ShellError) in
                        let target = a.word(ValueSet.tapTarget.label)
                        let column = a.choice(ifPresent: "COLUMN", as: Column.self)
                        if target == "back" { return .engine(.tap(.back(column))) }
                        if let column { throw .unexpectedArgument(command: "tap \(target)", argument: column.rawValue) }
                        switch target {
                        case "displayModeButton": return .engine(.tap(.displayModeButton))
                        case "secondaryOnlyButton": return .engine(.tap(.secondaryOnlyButton))
                        default: return .engine(.tap(.dimmingView))
                        }
                    },
                    match: { c in
                        guard case .engine(.tap(let target)) = c else { return nil }
                        switch target {
                        case .displayModeButton: return [.word("displayModeButton"), .absent]
                        case .secondaryOnlyButton: return [.word("secondaryOnlyButton"), .absent]
                        case .dimmingView: return [.word("dimmingView"), .absent]
                        case .back(let column): return [.word("back"), column.map { .group([.word($0.rawValue)]) } ?? .absent]
                        }
                    }),
        enumSetter("swipe", .actions, .swipe, "the interactive edge gesture", example: "swipe reveal",
                   { (v: SwipeDirection) in .swipe(v) }, { c in if case .swipe(let v) = c { v } else { nil } }),
        CommandSpec("present", .actions, [.controller("NAME", nilAllowed: false), .keyword("popover"),
                                          .optional([.keyword("from"), .name("SENDER", also: ["split"])])],
                    "present NAME as a popover; compact in either direction it adapts (a form sheet, or the delegate's answer)",
                    examples: ["present Share popover", "present Options popover from Share"],
                    details: ["get presented reads what shows: NAME popover|formSheet|fullScreen|overFullScreen|pageSheet (POP-1)",
                              "delegate adaptivePresentationStyle none keeps the popover in compact size classes",
                              "from a presented controller it presents over that one: a chain, listed bottom first (POP-2)"],
                    build: { a in
                        switch a.word(ifPresent: "SENDER") {
                        case nil: .engine(.present(a.controller("NAME")))
                        case "split": .engine(.presentFrom(a.controller("NAME"), sender: .split))
                        case let word?: .engine(.presentFrom(a.controller("NAME"), sender: .controller(word)))
                        }
                    },
                    match: { c in
                        switch c {
                        case .engine(.present(let vc)): [.controller(vc), .keyword, .absent]
                        case .engine(.presentFrom(let vc, .controller(let word))): [.controller(vc), .keyword, .group([.keyword, .word(word)])]
                        case .engine(.presentFrom(let vc, _)): [.controller(vc), .keyword, .group([.keyword, .word("split")])]
                        default: nil
                        }
                    }),
        CommandSpec("dismiss", .actions, [.optional([.keyword("from"), .name("SENDER", also: ["split"])])],
                    "dismiss the presented controller", examples: ["dismiss", "dismiss from Share", "dismiss from split"],
                    details: ["without from: the presented controller at the top of the chain leaves",
                              "from a presented controller: everything above it leaves, or itself at the top of the chain (POP-2)",
                              "from split, or a controller in a column: the whole chain leaves"],
                    build: { a in
                        switch a.word(ifPresent: "SENDER") {
                        case nil: .engine(.dismiss)
                        case "split": .engine(.dismissFrom(.split))
                        case let word?: .engine(.dismissFrom(.controller(word)))
                        }
                    },
                    match: { c in
                        switch c {
                        case .engine(.dismiss): [.absent]
                        case .engine(.dismissFrom(.controller(let word))): [.group([.keyword, .word(word)])]
                        case .engine(.dismissFrom(_)): [.group([.keyword, .word("split")])]
                        default: nil
                        }
                    }),
    ]

    /// `showViewController NAME [from SENDER]` and `showDetailViewController NAME [from SENDER]`.
    static func showCommand(_ name: String, _ summary: String, _ make: @escaping @Sendable (ViewController, Sender) -> Command,
                            _ unmake: @escaping @Sendable (Command) -> (ViewController, Sender)?) -> CommandSpec {
        CommandSpec(name, .actions, [.controller("NAME", nilAllowed: false), .optional([.keyword("from"), .name("SENDER", also: ["split"])])], summary,
                    examples: ["\(name) Message", "\(name) nav[Message] from split", "\(name) Message from Inbox"],
                    build: { a in
                        let sender: Sender = switch a.word(ifPresent: "SENDER") {
                        case nil: .primaryTop
                        case "split": .split
                        case let word?: .controller(word)
                        }
                        return .engine(make(a.controller("NAME"), sender))
                    },
                    match: { c in
                        guard case .engine(let command) = c, let (vc, sender) = unmake(command) else { return nil }
                        let from: Argument = switch sender {
                        case .primaryTop: .absent
                        case .split: .group([.keyword, .word("split")])
                        case .controller(let word): .group([.keyword, .word(word)])
                        }
                        return [.controller(vc), from]
                    })
    }
}
