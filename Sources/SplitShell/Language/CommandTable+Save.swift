import SplitModel

// MARK: Saving a session

extension CommandTable {
    static let saving: [CommandSpec] = [
        CommandSpec("save", .session, [.file("FILE")], "write a script that rebuilds the current state from a fresh session",
                    examples: ["save session.splitnav", "save \"my scripts/ipad.splitnav\""],
                    details: ["the state, not the history: window or device, os, style, delegate answers, properties,",
                              "controllers and their stacks, the inspector, a popover, and a restore line for what only a",
                              "history reaches; every line is needed; comments at the top say what it rebuilds",
                              "splitnav FILE runs it on its own; reset then source FILE loads it into a session (it starts from a fresh one)",
                              "FILE: relative to the directory of the script that saves it (the working directory at the prompt);",
                              "it is replaced whole (written beside it, then renamed), or left as it was when the write fails"],
                    build: { a in .save(a.word("FILE")) },
                    match: { c in if case .save(let path) = c { [.word(path)] } else { nil } }),
        CommandSpec("restore", .session, [.text("PARTS", required: true)],
                    "set what only a history reaches (save writes this line; not meant to be typed)",
                    examples: ["restore mode oneBesideSecondary", "restore returns twoBesideSecondary"],
                    details: ["PARTS: mode, behavior, shape, top, inspector, returns, kept, classicIndex, emptied, controllers,",
                              "pushed, presented, decisions, each with its words as save writes them"],
                    build: { a throws(ShellError) in .engine(.restore(try StatePartText.parse(a.text("PARTS")))) },
                    match: { c in if case .engine(.restore(let parts)) = c { [.text(StatePartText.text(parts))] } else { nil } }),
    ]
}
