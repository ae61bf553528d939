import SplitModel

// MARK: Choreography: asserting the order and the count of events

extension CommandTable {
    static let choreography: [CommandSpec] = [
        CommandSpec("expectEvents", .inspection, [.event("TEXT"), .repeated(.event("MORE"))],
                    "an assertion that events of the previous command match each TEXT in this order, others allowed between",
                    examples: ["expectEvents Inbox.viewWillAppear Message.viewWillDisappear Inbox.viewDidAppear",
                               "expectEvents willHide didCollapse"],
                    details: ["TEXT, MORE: each one argument (quote it to hold blanks), matched by whole words as for expectEvent;",
                              "each TEXT must match an event after the one the TEXT before it matched (the earliest such)",
                              "the previous command: the last one that ran the engine; a refused command fired nothing"],
                    build: { a throws(ShellError) in
                        var matches = [try EventMatch(a.word("TEXT"))]
                        for text in a.words(at: 1) { matches.append(try EventMatch(text)) }
                        return .expectEvents(matches)
                    },
                    match: { c in
                        guard case .expectEvents(let matches) = c, let first = matches.first else { return nil }
                        return [.word(first.text), .list(matches.dropFirst().map { .word($0.text) })]
                    }),
        CommandSpec("expectEventCount", .inspection, [.number("N"), .text("TEXT", required: true)],
                    "an assertion that exactly N events of the previous command match TEXT by whole words",
                    examples: ["expectEventCount 1 Inbox.viewWillAppear", "expectEventCount 0 didCollapse"],
                    details: ["N: a whole number from 0; TEXT as for expectEvent: whole words, naming an event kind",
                              "so \"viewWillAppear fires twice\" reads: expectEventCount 2 Inbox.viewWillAppear"],
                    build: { a throws(ShellError) in
                        let count = a.number("N")
                        guard count >= 0, count == count.rounded(), count <= 1_000_000 else {
                            throw .invalidEventCount(NumberFormat.format(count))
                        }
                        return .expectEventCount(Int(count), try EventMatch(a.text("TEXT")))
                    },
                    match: { c in
                        if case .expectEventCount(let count, let match) = c { [.number(Double(count)), .text(match.text)] } else { nil }
                    }),
    ]
}
