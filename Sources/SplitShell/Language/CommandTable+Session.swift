import SplitModel

// MARK: Session

extension CommandTable {
    static let session: [CommandSpec] = [
        CommandSpec("help", .session, [.optional([.commandName("TOPIC")])],
                    "every command on one line; details for a command, a rule, or the rules",
                    examples: ["help", "help setStyle", "help rules", "help NAV-3"],
                    details: ["TOPIC: a command's name, 'rules' (every rule by family), or a rule ID such as NAV-3",
                              "(the rule's sentence, evidence, source and the commands that show it)"],
                    build: { a throws(ShellError) in
                        guard let word = a.word(ifPresent: "TOPIC") else { return .help(nil) }
                        if word == "rules" { return .helpRules }
                        if let rule = RuleID.lookup(word) { return .helpRule(rule) }
                        if word.contains(where: \.isNumber), word.contains("-") {
                            throw .unknownValue(word, in: HelpText.ruleIDs,
                                                suggestions: DidYouMean.suggestions(for: word.uppercased(), among: HelpText.ruleIDs.values))
                        }
                        guard let spec = CommandTable.spec(named: word) else {
                            throw .unknownCommand(word, suggestions: DidYouMean.suggestions(for: word, among: CommandTable.allNames + ["rules"]))
                        }
                        return .help(spec.name)
                    },
                    match: { c in
                        switch c {
                        case .help(let name): [name.map { .group([.word($0)]) } ?? .absent]
                        case .helpRules: [.group([.word("rules")])]
                        case .helpRule(let rule): [.group([.word(rule.rawValue)])]
                        default: nil
                        }
                    }),
        CommandSpec("source", .session, [.file("FILE")], "run a script (errors name FILE:LINE)",
                    examples: ["source setup.splitnav", "source \"my scripts/ipad.splitnav\""],
                    details: ["FILE: relative to the directory of the script that sources it (the working directory at the prompt or in -c),",
                              "opened as the system resolves it ('..' after a symbolic link leaves the link's target);",
                              "FILE must be a regular file or a FIFO; a directory, a device or a socket is refused before it is read;",
                              "a script that sources itself (the same file, however named), directly or through others, is refused,",
                              "as is nesting deeper than \(ScriptStack.depthLimit);",
                              "a line holds at most \(LineSplitter.lengthLimit) bytes (1 MiB) of UTF-8 text: a longer line ends the script,",
                              "a line that is not UTF-8 is an error and does not run, a byte-order mark at the start is ignored"],
                    build: { a in .source(a.word("FILE")) },
                    match: { c in if case .source(let path) = c { [.word(path)] } else { nil } }),
        CommandSpec("relaunch", .session,
                    "take the controller off screen and present it again with its current properties and view controllers",
                    command: .engine(.relaunch)),
        CommandSpec("reset", .session, "start over", command: .reset),
        CommandSpec("undo", .session, "take back the last command that changed state",
                    details: ["the last \(Session.defaultUndoLimit) changes are kept, newest first; undo past them says so"], command: .undo),
        CommandSpec("echo", .session, [.text("TEXT", required: false)], "print TEXT", examples: ["echo hello", "echo \"two  spaces\""],
                    build: { a in .echo(a.text("TEXT")) },
                    match: { c in if case .echo(let text) = c { [.text(text)] } else { nil } }),
        CommandSpec("quit", aliases: ["exit"], .session, [.optional([.status("N")])], "end the script with status N (default: its status so far); at the prompt, leave",
                    examples: ["quit", "quit 3"],
                    build: { a in .quit(a.status(ifPresent: "N")) },
                    match: { c in
                        guard case .quit(let status) = c else { return nil }
                        return [status.map { .group([.status($0)]) } ?? .absent]
                    }),
    ]
}
