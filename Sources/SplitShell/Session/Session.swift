import SplitModel

/// One user's session: the current state, the undo stack, and the running of lines. Prints nothing; returns `Response`s.
public struct Session: Sendable {
    public private(set) var state: SplitState
    /// Earlier states for `undo`, kept in a ring: once full, the newest overwrites the oldest in place, so a long
    /// batch does not shift a thousand states along an array on every command.
    private var undoRing: [SplitState] = []
    /// Where the oldest state sits in a full ring.
    private var undoOldest = 0
    /// The oldest state of a full ring once it made room for a newer one: its box is reused for the next engine
    /// command's copy of the state before it, rather than freed here and another one allocated there.
    private var spare: SplitState?
    /// Whether the ring has let go of a change, so that `undo` with the ring empty is at its depth, not at the start.
    private var undoDropped = false

    /// Earlier states, oldest first, newest last, for `undo`.
    public var undoStack: [SplitState] { Array(undoRing[undoOldest...] + undoRing[..<undoOldest]) }
    public let undoLimit: Int
    /// How many changes `undo` can take back unless told otherwise; `help undo` and the man page give it.
    public static let defaultUndoLimit = 1000
    /// How `layout` draws; the runner sets it from the terminal and the locale.
    public var picture = PictureSettings.standard
    private let initialState: SplitState
    /// `--quiet`, applied here alone: responses carry no change summary and no notes (and the summary is not worked out).
    /// Quiet, the session keeps no report of the state to start the next summary from.
    public var quiet = false {
        didSet { if quiet { currentReport = nil } }
    }
    /// The summarized report items of the current state, when the last change was summarised: the next change's
    /// "before", so they are made once. Only `execute` changes the state, and it drops these when it does not
    /// summarise a change, so they never describe another state (and need no comparing of whole states to tell).
    private var currentReport: SummaryReport?
    /// Whether engine events print (`events on`).
    public private(set) var eventsOn = false
    /// Whether printed delegate calls show the state they saw (`events on context`).
    public private(set) var eventsContext = false
    /// The events of the last command that ran the engine, for `expectEvent` and `expectNoEvent`.
    public var lastEvents: [Event] {
        guard let lastRun else { return [] }
        if let events = lastRun.events { return events }
        let ranOn: SplitState? = switch lastRun.ranOn {
        case .nowhere: nil
        case .kept(let state): state
        case .newestRemembered: newestRemembered
        }
        return ranOn.map { Self.events(of: lastRun.command, from: $0) } ?? []
    }

    /// The state `undo` would go back to, if any.
    private var newestRemembered: SplitState? {
        undoRing.isEmpty ? nil : undoRing[(undoOldest + undoRing.count - 1) % undoRing.count]
    }

    /// The last command that ran the engine and the rules it applied, for `why`; nil after start, reset and undo.
    public var lastAction: LastAction? {
        lastRun.map { LastAction(engineCommand: $0.command, traces: $0.traces, notes: $0.notes, refused: $0.refused) }
    }

    /// The last command that ran the engine, what it applied, and where its events come from; nil after start,
    /// reset and undo (no action, no events).
    private var lastRun: EngineRun?

    /// One run of the engine, kept as a value: every engine command replaces it whole, which releases what the last
    /// one held without allocating and freeing an object for each command.
    private struct EngineRun: Sendable {
        private(set) var command: Command
        private(set) var traces: [Trace]
        private(set) var notes: [Note]
        private(set) var refused: Bool
        /// Its events when they were worked out as it ran (`events on`), or once an assertion asked; nil when not yet.
        private(set) var events: [Event]?
        /// Where the state it ran on is while its events are not worked out yet: with `events off` nothing reads them
        /// unless an assertion asks, and the engine, being pure, gives exactly the same ones again.
        private(set) var ranOn: RanOn

        /// Where a run's state before is found, for working out its events later.
        enum RanOn: Sendable {
            /// Nowhere: its events are worked out, or it was refused (and fired none).
            case nowhere
            /// Kept here: the command changed nothing, or there is no undo ring to keep it.
            case kept(SplitState)
            /// The undo ring's newest entry: a change is remembered there, and holding it here as well cost a retain
            /// and a release for every change. Only an engine command remembers a state while a record stands
            /// (`reset` and `undo` drop the record).
            case newestRemembered
        }

        /// Becomes the record of another run, part by part in place: replacing the whole record, an optional one this
        /// large, went through `Optional`'s generic value witnesses to release the old one.
        /// Each part is swapped in, and the old one it takes the place of ends with the call: the caller's arrays are
        /// moved here, where an assignment had each retained and the caller's released again after.
        mutating func replace(with command: consuming Command, traces: consuming [Trace], notes: consuming [Note],
                              refused: Bool, events: consuming [Event]?, ranOn: consuming RanOn) {
            swap(&self.command, &command)
            swap(&self.traces, &traces)
            swap(&self.notes, &notes)
            self.refused = refused
            swap(&self.events, &events)
            swap(&self.ranOn, &ranOn)
        }

        /// Whether the state it ran on is found in the undo ring.
        var ranOnIsRemembered: Bool {
            if case .newestRemembered = ranOn { return true }
            return false
        }

        /// Lets go of the state it ran on, for a caller about to replace this record (which would free it).
        mutating func takeRanOn() -> SplitState? {
            guard case .kept = ranOn else { return nil }
            var taken = RanOn.nowhere
            swap(&taken, &ranOn)
            guard case .kept(let state) = consume taken else { return nil }
            return state
        }

        /// Keeps its events, worked out now, in place of the state they were to be worked out from.
        mutating func keep(events: [Event]) {
            self.events = events
            ranOn = .nowhere
        }
    }

    public init(state: SplitState = SplitEngine.initialState(), undoLimit: Int = Session.defaultUndoLimit) {
        self.state = state
        self.initialState = state
        self.undoLimit = undoLimit
    }

    /// Parses and runs one line; a blank or comment line gives an empty response marked `isBlank`.
    public mutating func execute(_ line: String) -> Response {
        execute { () throws(ShellError) in try Parser.parse(line) }
    }

    /// `execute` for a line given as its UTF-8 bytes (the runner's plain ASCII lines, read where the reader holds
    /// them): the same response, with no `String` made for the line.
    mutating func execute(utf8 line: UnsafeBufferPointer<UInt8>) -> Response {
        execute { () throws(ShellError) in try Parser.parse(utf8: line) }
    }

    /// Runs the command `parse` reads from a line.
    private mutating func execute(parsing parse: () throws(ShellError) -> ShellCommand?) -> Response {
        do throws(ShellError) {
            guard let command = try parse() else {
                var blank = Response()
                blank.isBlank = true
                return blank
            }
            // An engine command goes straight to the engine: it is no check, so its response needs no marking.
            switch consume command {
            case .engine(let engineCommand):
                return execute(engine: engineCommand)
            case let other:
                let isCheck = other.isCheck
                var response = execute(shell: other)
                response.isCheck = isCheck
                return response
            }
        } catch {
            return Response(error: error)
        }
    }

    /// Runs one command. A refused command changes nothing; one that changes the state is summarised and can be undone.
    public mutating func execute(_ command: consuming ShellCommand) -> Response {
        // Consumed: an engine command is handed on to the run it is kept in, not copied there and released here.
        switch consume command {
        case .engine(let engineCommand): execute(engine: engineCommand)
        case let other: execute(shell: other)
        }
    }

    /// Runs a command other than an engine command.
    private mutating func execute(shell command: ShellCommand) -> Response {
        let before = state
        var response: Response
        do throws(ShellError) {
            response = try outcome(of: command)
        } catch {
            state = before
            return Response(error: error)
        }
        if state != before {
            if command != .undo {
                // A record that finds the state it ran on in the ring would find this one instead (see `EngineRun`).
                assert(!(lastRun?.ranOnIsRemembered ?? false), "a shell command changed the state under an engine record")
                remember(before)
            }
            response.changes = changes(since: before)
        }
        if quiet { response.lines.removeAll { $0.kind == .note } }
        return response
    }

    /// Runs an engine command (nearly every line of a script): the state is handed to the engine and back without a
    /// second copy kept aside, and nothing is thrown through, since a refusal is the response's error as it is.
    private mutating func execute(engine command: consuming Command) -> Response {
        // The outcome's parts are taken apart as they come out of the engine (`get` consumes the result, `parts` the
        // outcome), so each is moved on to where it is kept rather than copied there and released here.
        var after: SplitState
        let events: [Event]
        let notes: [Note]
        let traces: [Trace]
        // The session keeps an equal copy as the state before, in the box of a state the undo ring let go of when
        // there is one, and hands the state itself over to change in place: on a refusal the copy is the state.
        // Without a spare, the state the last command ran on is reused when nothing else holds it (it changed
        // nothing, so the ring did not take it): this command's record replaces it whatever happens. Failing both,
        // `handed` starts as a second reference to the state's box and gets a new box of its own.
        var handed = spare.take() ?? lastRun?.takeRanOn() ?? state
        handed.becomeSeparateCopy(of: state)
        swap(&handed, &state)
        // A command that writes nothing (a size class set to the one in effect) is then told unchanged without
        // comparing.
        let mark = handed.markUnwritten()
        do throws(SplitError) {
            (after, events, notes, traces) = try SplitEngine.apply(command, changing: consume handed, from: state,
                                                                   recordingEvents: eventsOn).get().parts()
        } catch {
            record(command, traces: [], notes: [], refused: true, events: [], ranOn: .nowhere)
            return Response(error: .engine(error))
        }
        // The lines and the changes are made first and the response once, at the end: a response built early and
        // filled in was copied on its way out.
        // Nil while there are none (no empty array made and released).
        var lines: [OutputLine]?
        // Event lines are written only while they print; with `events off` they would be thrown away.
        if eventsOn && !events.isEmpty {
            let texts = eventsContext ? EventText.contextLines(events, before: state, after: after,
                                                                    presentsAnew: command.presentsAnew)
                                      : events.map(EventText.line)
            lines = texts.map { OutputLine(.event, $0) }
        }
        if !quiet && !notes.isEmpty { lines = (lines ?? []) + notes.map { OutputLine(.note, NoteText.line($0)) } }
        let changed = if let mark, after.isUnwritten(since: mark) { false } else { after != state }
        // The new state goes in and the old one comes out by a swap, which moves both without copying either.
        swap(&after, &state)
        let before = after
        // With `events off` the record keeps the state the command ran on, unless `remember` keeps it below.
        let remembers = changed && undoLimit > 0
        record(command, traces: consume traces, notes: consume notes, refused: false, events: eventsOn ? events : nil,
               ranOn: eventsOn ? .nowhere : remembers ? .newestRemembered : .kept(before))
        guard changed else { return Response(onlyLines: lines) }
        // Tested here: with `--quiet` (nearly every batch that counts its time) there is no summary to work out.
        let changes = quiet ? ChangeList() : changes(since: before)
        remember(before)
        return Response(onlyLines: lines, changes: changes)
    }

    /// Keeps an engine command's run as the last one, in the place of the one before when there is one.
    private mutating func record(_ command: consuming Command, traces: consuming [Trace], notes: consuming [Note],
                                 refused: Bool, events: consuming [Event]?, ranOn: consuming EngineRun.RanOn) {
        if lastRun == nil {
            lastRun = EngineRun(command: command, traces: traces, notes: notes, refused: refused, events: events, ranOn: ranOn)
        } else {
            lastRun!.replace(with: command, traces: traces, notes: notes, refused: refused, events: events, ranOn: ranOn)
        }
    }

    /// The change summary from `before` to the current state, none with `--quiet`: the two reports, written out only
    /// when read. The report of the current state is kept, so the next command's summary starts from it instead of
    /// building it again.
    private mutating func changes(since before: SplitState) -> ChangeList {
        // Quiet, `currentReport` is nil already (`quiet` drops it).
        guard !quiet else { return [] }
        let old = currentReport ?? StateReport.summaryItems(before)
        // Most commands leave the controllers alone: the new report then shares the old one's stacks.
        let new = StateReport.summaryItems(state, sameNavigationAs: state.hasSameNavigation(as: before) ? old : nil)
        currentReport = new
        return ChangeList(from: old, to: new)
    }

    /// The last engine command's events, worked out now (and kept) if they were not as it ran.
    private mutating func resolveLastEvents() -> [Event] {
        guard let lastRun else { return [] }
        if let events = lastRun.events { return events }
        let events = lastEvents
        self.lastRun!.keep(events: events)
        return events
    }

    /// What an engine command fires on a state: an engine command that was accepted once is accepted again.
    private static func events(of command: Command, from before: SplitState) -> [Event] {
        (try? SplitEngine.apply(command, to: before).get().events) ?? []
    }

    /// Keeps a state for `undo`; consumed, so the ring takes it over rather than a copy of it. Inlined: nearly every
    /// command of a batch changes the state.
    @inline(__always)
    private mutating func remember(_ previous: consuming SplitState) {
        guard undoLimit > 0 else {
            undoDropped = true
            return
        }
        if undoRing.count < undoLimit {
            undoRing.append(previous)
        } else {
            undoDropped = true
            // The oldest state comes out by a swap and is kept as the spare box for the next command's copy.
            swap(&undoRing[undoOldest], &previous)
            spare = previous
            undoOldest += 1
            if undoOldest == undoLimit { undoOldest = 0 }
        }
    }

    private mutating func outcome(of command: ShellCommand) throws(ShellError) -> Response {
        switch command {
        case .engine:
            preconditionFailure("engine commands run through execute(engine:)")
        case .get(let query):
            let value = try QueryTable.value(of: query, in: state)
            return Response(lines: [OutputLine(.output, value)], detail: .value(value, QueryTable.spec(query.name).kind))
        case .expect(let query, let expected):
            let actual = try QueryTable.value(of: query, in: state)
            guard actual == expected else { throw .expectationFailed(query, expected: expected, actual: actual, context: AssertionContext(state)) }
            return Response()
        case .expectRefused(let command):
            return try expectRefused(command)
        case .expectEvent(let match):
            let lastEvents = resolveLastEvents()
            guard lastEvents.contains(where: match.matches) else { throw .eventExpected(match.text, fired: lastEvents.map(EventText.text)) }
            return Response()
        case .expectNoEvent(let match):
            let lastEvents = resolveLastEvents()
            if let found = lastEvents.first(where: match.matches) { throw .eventNotExpected(match.text, found: EventText.text(found)) }
            return Response()
        case .events(let on):
            eventsOn = on
            eventsContext = false
            return Response()
        case .eventsWithContext:
            eventsOn = true
            eventsContext = true
            return Response()
        case .expectEvents(let matches):
            let lastEvents = resolveLastEvents()
            var start = lastEvents.startIndex
            for (index, match) in matches.enumerated() {
                guard let found = lastEvents[start...].firstIndex(where: match.matches) else {
                    throw .eventsExpectedInOrder(matches.map(\.text), missing: index, fired: lastEvents.map(EventText.text))
                }
                start = found + 1
            }
            return Response()
        case .expectEventCount(let count, let match):
            let lastEvents = resolveLastEvents()
            let matching = lastEvents.filter(match.matches)
            guard matching.count == count else {
                throw .eventCountMismatch(match.text, expected: count, matching: matching.map(EventText.text))
            }
            return Response()
        case .echo(let text):
            return .output([text])
        case .quit(let status):
            return Response(exit: status.map { .status($0) } ?? .keepStatus)
        case .help(let name):
            return .output(name.flatMap(CommandTable.spec(named:)).map(HelpText.details) ?? HelpText.overview())
        case .helpRules:
            return .output(HelpText.rules())
        case .helpRule(let rule):
            return .output(HelpText.rule(rule))
        case .devices:
            var response = Response.output(HelpText.devices())
            response.detail = .devices(DeviceCatalog.all)
            return response
        case .state:
            var response = Response.output(StateReport.lines(state))
            response.detail = .state(state)
            return response
        case .layout(nil):
            return .output(LayoutPicture.render(state: state, width: picture.width, unicode: picture.unicode))
        case .layout(let path?):
            var response = Response()
            response.file = FileOutput(path: path, format: "svg", contents: LayoutSVG.render(state))
            return response
        case .source(let path):
            return Response(script: path)
        case .require(let version):
            guard SplitnavVersion.installed >= version else {
                throw .requirementUnmet(required: version.text, installed: Runner.version)
            }
            return Response()
        case .save(let path):
            guard !path.isEmpty else { throw .missingArgument(command: "save", argument: "FILE") }
            let lines = SaveScript.lines(for: state, from: initialState)
            var response = Response()
            response.file = FileOutput(path: path, format: "splitnav", contents: lines.map { $0 + "\n" }.joined())
            return response
        case .buttons:
            return .output(StateReport.buttonLines(state))
        case .explain(let query, let verbose):
            let sections = try ExplainText.sections(query, in: state)
            let lines = verbose ? ExplainText.lines(sections) : ExplainAnswer.lines(sections)
            return Response(lines: lines.map { OutputLine(.output, $0) }, detail: .explain(sections))
        case .why(let verbose):
            let section = ExplainText.lastAction(lastAction, in: state)
            let lines = verbose ? ExplainText.lines([section]) : ExplainAnswer.lines([section])
            return Response(lines: lines.map { OutputLine(.output, $0) }, detail: .explain([section]))
        case .sweep(let side, let from, let to, let step, let svg):
            let result = try SweepText.run(side, from: from, to: to, step: step, on: state)
            let table = svg == nil ? SweepText.lines(result).map { OutputLine(.output, $0) } : []
            var response = Response(lines: result.notes.map { OutputLine(.note, NoteText.line($0)) } + table, detail: .sweep(result))
            response.file = svg.map { FileOutput(path: $0, format: "svg", contents: SweepSVG.render(result, state: state)) }
            return response
        case .survey(let filter):
            let result = SurveyResult(filter: filter, state: state)
            return Response(lines: SurveyText.lines(result).map { OutputLine(.output, $0) }, detail: .survey(result))
        case .export(let kind, let file):
            let result = ExportResult.make(kind, from: state)
            let notes = result.notes.map { OutputLine(.note, $0) }
            var response = Response(lines: (file == nil ? result.lines.map { OutputLine(.output, $0) } : []) + notes,
                                    detail: .export(result, file: file))
            response.file = file.map { FileOutput(path: $0, format: "swift", contents: result.code) }
            return response
        case .delegateAnswers:
            let answers = DelegateTable.listing(state.delegate)
            return .output(answers.isEmpty ? ["none"] : answers)
        case .reset:
            state = initialState
            lastRun = nil
            return Response()
        case .undo:
            if undoOldest != 0 {
                undoRing = undoStack
                undoOldest = 0
            }
            guard let previous = undoRing.popLast() else { throw undoDropped ? .undoDepthReached(limit: undoLimit) : .nothingToUndo }
            state = previous
            lastRun = nil
            return Response()
        }
    }

    /// Runs the command on a copy: it holds only when the engine refuses the command (what UIKit raises for, an action
    /// that cannot happen); any other failure says nothing about UIKit and is an error of its own.
    private func expectRefused(_ command: ShellCommand) throws(ShellError) -> Response {
        // Scripts are read by the runner, so a probe cannot tell whether one would fail.
        if case .source = command { throw .cannotProbe("source") }
        if case .save = command { throw .cannotProbe("save") }
        var probe = self
        probe.quiet = true
        switch probe.execute(command).error {
        case .engine?: return Response()
        case nil: throw .refusalExpected(CommandPrinter.print(command) ?? "")
        case let other?: throw .failedWithoutRefusal(CommandPrinter.print(command) ?? "", other)
        }
    }
}

extension Command {
    /// Whether the command takes the split off screen and presents it again, as a first appearance.
    var presentsAnew: Bool {
        switch self {
        case .relaunch, .setStyle, .ruleSet: true
        default: false
        }
    }
}
