import SplitModel

// MARK: Requirements a script states

extension CommandTable {
    /// Where `require` reads its version; Tab offers the installed one there.
    static let versionSlot = Slot.text("VERSION", required: true)

    static let requirements: [CommandSpec] = [
        CommandSpec("require", .session, [.keyword("splitnav"), .keyword(">="), versionSlot],
                    "check that splitnav is VERSION or later (a script states its version)",
                    examples: ["require splitnav >= 0.1", "require splitnav >= 0.1.0"],
                    details: ["VERSION: one to three whole numbers separated by dots; missing parts count as 0 (0.1 is 0.1.0)",
                              "silent when this splitnav (\(Runner.version), `splitnav --version`) is VERSION or later;",
                              "else an error that names the version installed, and the script counts as broken"],
                    build: { a throws(ShellError) in
                        let text = a.text("VERSION")
                        guard let version = SplitnavVersion(text) else { throw .invalidVersion(text) }
                        return .require(version)
                    },
                    match: { c in if case .require(let version) = c { [.keyword, .keyword, .text(version.text)] } else { nil } }),
    ]
}
