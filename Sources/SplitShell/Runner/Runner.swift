import SplitModel

/// Runs `splitnav`'s command line: options, each script in a fresh session (with the `-c` prelude), errors located as
/// `FILE:LINE:`, the summary of a run of several scripts, and the exit status.
public struct Runner {
    public static let version = "0.1.0"
    public static let prompt = "splitnav> "
    /// The status of a batch run stopped by Ctrl-C (128 + SIGINT).
    public static let interruptedStatus: Int32 = 130
    /// The status of a run whose output pipe closed while commands were left to run (128 + SIGPIPE).
    public static let closedOutputStatus: Int32 = 141

    /// Why reading an input stopped before its end.
    enum Halt: Equatable {
        /// `quit`: the script it is in ends; the run goes on with the next.
        case endScript
        /// `--bail`, a failed write, an interactive `quit`: no other script runs; the status is the scripts'.
        case endRun
        /// A signal or a closed output: the run ends with this status.
        case stop(Int32)
    }

    private var environment: RunnerEnvironment
    /// The session each script starts from: every script runs in a fresh copy.
    private var initialSession: Session
    /// The running script's session, set from `initialSession` before its first line runs. Not optional: every
    /// line reaches it with no check and no copy of the optional made on the way.
    private var session: Session
    private var options = RunnerOptions()
    private var interactive = false
    /// Whether each line is written back before its output (`--echo`, text, in a batch): decided once for the run.
    private var echoesLines = false
    /// Whether standard output is coloured (`--color`, a terminal, the environment): decided once for the run.
    private var coloursOutput = false
    /// The scripts of the run so far, the skipped ones included, in order.
    private(set) var records: [ScriptRecord] = []
    /// The script running now.
    private var record = ScriptRecord(path: nil)
    /// The scripts running inside one another (`source`, see the extension at the end).
    private var scripts = ScriptStack()
    /// The `source` lines running now, outermost first: an error in a sourced script names them (`included from`).
    private var includers: [SourceLocation] = []
    /// A failed write is reported once, however many lines notice it.
    private var outputFailureReported = false
    /// Whether the check after a line found standard output closed: the next line of a batch, lent with no pause before
    /// it, must still find it so (and stop the run with 141), not run.
    private var outputClosedAfterLine = false

    /// `session` is where each script starts; nil: a new session.
    public init(environment: RunnerEnvironment, session: Session? = nil) {
        self.environment = environment
        let start = session ?? Session()
        initialSession = start
        self.session = start
    }

    private var output: OutputStreams { environment.output }

    /// Runs the arguments (without the program name) and returns the exit status; output is flushed. `bytes` are the
    /// arguments as the process received them, when known (see `RunnerOptions.commandBytes`).
    public mutating func run(arguments: [String], bytes: [[UInt8]]? = nil) -> Int32 {
        let status = runArguments(arguments, bytes: bytes)
        // The last flush can fail too (most output is still in the buffer then): a write error fails the run, unless
        // something more severe ended it; a pipe that closed only now took everything the commands had to say.
        output.flush()
        guard case .endRun? = checkOutput(commandsRemain: false) else { return status }
        return ScriptRecord.moreSevere(status, 1)
    }

    private mutating func runArguments(_ arguments: [String], bytes: [[UInt8]]?) -> Int32 {
        do throws(ShellError) {
            options = try RunnerOptions.parse(arguments, bytes: bytes)
        } catch {
            report(error, prefix: "splitnav")
            return 2
        }
        switch options.action {
        case .help:
            output.write(RunnerOptions.helpText + "\n")
            return 0
        case .version:
            output.write("splitnav \(Self.version)\n")
            return 0
        case .run:
            return runInputs()
        }
    }

    private mutating func runInputs() -> Int32 {
        // The session applies --quiet to every response, text or JSON.
        initialSession.quiet = options.quiet
        // Settings that cannot change are given to the session once, not before every line.
        if environment.pictureIsFixed { initialSession.picture = environment.picture() }
        let inputs = options.inputs.isEmpty ? [.standardInput] : options.inputs
        interactive = options.interactive ?? (inputs == [.standardInput] && environment.standardInputIsTerminal)
        echoesLines = options.echo && options.format == .text && !interactive
        coloursOutput = options.color.isEnabled(isTerminal: environment.outputIsTerminal, variable: environment.variable)
        if interactive && inputs.contains(.standardInput), let editor = environment.makeLineEditor?(options) {
            environment.standardInput = editor
        }
        defer { environment.standardInput.close() }
        if interactive {
            writeAside("splitnav \(Self.version): a UISplitViewController simulator. Type 'help' for the commands, 'quit' to leave.\n")
        }
        let commands = inputs.filter(\.isCommand)
        let scriptInputs = inputs.filter { !$0.isCommand }
        var halt: Halt?
        if scriptInputs.isEmpty {
            // -c alone: the commands are the one script.
            halt = runScript(nil, prelude: commands)
        } else {
            // With scripts, -c is every script's prelude: a prelude that cannot be understood would break them all.
            if let failure = checkPrelude(commands) {
                records = scriptInputs.map { ScriptRecord(path: Self.name(of: $0)) }
                for index in records.indices { records[index].add(failure) }
                return ScriptRecord.moreSevere(failure.kind.status, writeReports())
            }
            for (index, input) in scriptInputs.enumerated() {
                halt = runScript(input, prelude: commands)
                if halt != nil {
                    records += scriptInputs[(index + 1)...].map { ScriptRecord(path: Self.name(of: $0), skipped: true) }
                    break
                }
            }
        }
        if interactive && halt == nil { writeAside("\n") }
        if records.count >= 2 {
            for line in ScriptRecord.summaryLines(records) { output.writeError(line + "\n") }
        }
        // Reports are written also when a signal or a closed output stopped the run: what ran, the rest skipped.
        let reportStatus = writeReports()
        if case .stop(let status)? = halt { return status }
        return ScriptRecord.moreSevere(records.map(\.status).reduce(0, ScriptRecord.moreSevere), reportStatus)
    }

    /// Writes each `--report`, whole or not at all: 0, or 1 when one could not be written (one error line each).
    private func writeReports() -> Int32 {
        var status: Int32 = 0
        for request in options.reports {
            let text = Report.text(records, format: request.format)
            if case .failure(let problem) = environment.writeFile(request.path, Array(text.utf8)) {
                report(.unwritableReport(request.path, problem), prefix: "splitnav")
                status = 1
            }
        }
        return status
    }

    /// What an interactive session says besides the commands' output (the banner, the newline after Ctrl-D): with
    /// `--format json` it goes to standard error, since standard output carries only JSON documents.
    private func writeAside(_ text: String) {
        if options.format == .json { output.writeError(text) } else { output.write(text) }
    }

    /// The name a script input has in errors and reports.
    private static func name(of input: RunnerOptions.Input) -> String? {
        switch input {
        case .command: nil
        case .file(let path): path
        case .standardInput: "-"
        }
    }

    /// Reads the prelude's lines and parses each: the first that cannot be read or understood is reported, and the run
    /// ends with 3 before any script runs (each is broken by it).
    private func checkPrelude(_ commands: [RunnerOptions.Input]) -> ScriptFailure? {
        for case .command(let text, let index) in commands {
            var reader = options.commandBytes[index].map { TextLineReader(bytes: $0) } ?? TextLineReader(text)
            var number = 0
            while let line = reader.nextLine(prompt: nil) {
                number += 1
                let location = SourceLocation.command(index, line: number)
                switch line {
                case .text(let text):
                    do throws(ShellError) {
                        _ = try Parser.parse(text)
                    } catch {
                        return failPrelude(error, at: location)
                    }
                case .failed(let problem):
                    return failPrelude(Self.error(problem), at: location)
                }
            }
        }
        return nil
    }

    /// A prelude line that failed: reported, and the failure every script gets.
    private func failPrelude(_ error: ShellError, at location: SourceLocation) -> ScriptFailure {
        let message = ErrorFormat.format(error)
        report(message, at: location)
        return ScriptFailure(message: message, kind: ErrorKind(error), location: location)
    }

    /// Runs one script (nil: the `-c` commands alone) in a fresh session after the prelude, and records it; a halt
    /// when the run must end now.
    private mutating func runScript(_ input: RunnerOptions.Input?, prelude: [RunnerOptions.Input]) -> Halt? {
        session = initialSession
        scripts = ScriptStack()
        includers = []
        record = ScriptRecord(path: input.flatMap(Self.name(of:)), keepsFailures: !options.reports.isEmpty)
        let start = environment.clock()
        defer { records[records.count - 1].seconds = environment.clock() - start }
        var halt: Halt?
        for command in prelude {
            halt = run(command)
            if halt != nil { break }
        }
        if halt == nil, let input { halt = run(input) }
        if case .stop(let status)? = halt { record.stoppedBy = status }
        records.append(record)
        return halt == .endScript ? nil : halt
    }

    /// Runs one input; a halt when it stopped before its end (`quit`, `--bail`, a signal, a closed output).
    private mutating func run(_ input: RunnerOptions.Input) -> Halt? {
        switch input {
        case .command(let text, let index):
            var reader = options.commandBytes[index].map { TextLineReader(bytes: $0) } ?? TextLineReader(text)
            return run(&reader, unreadable: ShellError.unreadableStandardInput, names: false) { .command(index, line: $0) }
        case .file(let path):
            switch environment.openScript(path, .commandLine) {
            case .success(let script):
                scripts.enter(topLevel: path, identity: script.identity)
                defer { scripts.leave() }
                var reader = script.reader
                defer { reader.close() }
                return run(&reader, unreadable: { .scriptReadFailed(path, $0) }, names: true) { SourceLocation(file: path, line: $0) }
            case .failure(let problem):
                // Ctrl-C while a FIFO waited for a writer: the run stops there; the script is not broken.
                if problem == .interrupted, !interactive, let halt = checkInterrupt() {
                    report(.unreadableFile(path, problem), prefix: "splitnav")
                    return halt
                }
                return failInput(.unreadableFile(path, problem))
            }
        case .standardInput:
            var reader = environment.standardInput
            defer { environment.standardInput = reader }
            return run(&reader, unreadable: ShellError.unreadableStandardInput, names: true) { SourceLocation(file: "-", line: $0) }
        }
    }

    /// An input that could not be read (opened, or read to its end): reported, and its script ends (the run too with
    /// `--bail`). A script that cannot be opened is broken (3), one whose reading failed failed (1).
    private mutating func failInput(_ error: ShellError) -> Halt? {
        let message = ErrorFormat.format(error)
        report(message, prefix: "splitnav")
        record.add(message: message, kind: ErrorKind(error), location: nil)
        return options.bail ? .endRun : .endScript
    }

    /// Runs an input's lines; `unreadable` words the error that names the input when reading it fails; `names`: the
    /// lines are the script's own, whose comments name it in a report.
    private mutating func run(_ reader: inout some LineReader, unreadable: (FileProblem) -> ShellError, names: Bool,
                              location: (Int) -> SourceLocation) -> Halt? {
        var number = 0
        if let halt = checkInterrupt() { return halt }
        // Taken out once: each use through `environment` would retain and release the closure it calls.
        let interrupt = environment.interrupt
        guard interactive else {
            // A batch: the reader lends line after line from one call; a Ctrl-C is looked for after each line ran, as
            // before the next is read. Lent: a plain ASCII line runs from the reader's bytes, with no `String` made.
            var halt: Halt?
            _ = reader.lendLines { line, afterPause in
                // What a read or a flush between two lines may have brought is looked for only after one: the check
                // after each line covers the rest.
                if afterPause || outputClosedAfterLine {
                    // A line read as the run was asked to end may be cut short: it does not run.
                    if let signal = interrupt.terminationSignal() {
                        halt = .stop(128 + signal)
                        return false
                    }
                    halt = checkOutput(commandsRemain: true)
                    if halt != nil { return false }
                }
                halt = run(line, number: &number, unreadable: unreadable, names: names, location: location)
                if halt == nil && interrupt.isPending() { halt = checkInterrupt() }
                return halt == nil
            }
            return halt ?? checkInterrupt()
        }
        while true {
            output.flush()
            reader.update(session: session)
            var halt: Halt?
            let read = reader.withNextLine(prompt: Self.prompt) { line in
                if let signal = interrupt.terminationSignal() {
                    halt = .stop(128 + signal)
                } else {
                    halt = checkOutput(commandsRemain: true)
                    if halt == nil {
                        halt = run(line, number: &number, unreadable: unreadable, names: names, location: location)
                    }
                }
            }
            guard read else { break }
            if let halt { return halt }
            if let halt = checkInterrupt() { return halt }
        }
        return checkInterrupt()
    }

    /// Runs one line an input lent, once `checkOutput` found standard output taking output (every caller checks first,
    /// or knows nothing has changed it since); `number` is the number of the input's last line before it. Inlined into
    /// the loops that lend the lines: one call less for every line.
    @inline(__always)
    private mutating func run(_ line: LentLine, number: inout Int, unreadable: (FileProblem) -> ShellError, names: Bool,
                              location: (Int) -> SourceLocation) -> Halt? {
        // A line at the prompt is named by no location (its error has none).
        let named = !interactive
        let text: LineText
        switch line {
        case .ascii(let bytes):
            number += 1
            if names { record.noteLine(bytes) }
            text = .ascii(bytes)
        // Consumed: the text is moved out of the line, not copied and the line destroyed after.
        case .other(let line):
            switch consume line {
            case .text(let string):
                number += 1
                if names { record.noteLine(string) }
                text = .string(string)
            case .failed(.readFailed(let problem)):
                return failInput(unreadable(problem))
            case .failed(let problem):
                number += 1
                // The error's report flushed standard output: what that found is looked at, as after a line that wrote.
                return fail(Self.error(problem), at: named ? location(number) : nil) ?? checkOutput(commandsRemain: false)
            }
        }
        let number = number
        return runLine(text) { named ? location(number) : nil }
    }

    /// A line that failed: reported, and in batch recorded against its script (the run ends with `--bail`).
    private mutating func fail(_ error: ShellError, at location: SourceLocation?) -> Halt? {
        // Worded once, for the report and for the record.
        let message = ErrorFormat.format(error)
        report(message, at: location)
        guard !interactive else { return nil }
        record.add(message: message, kind: ErrorKind(error), location: location)
        return options.bail ? .endRun : nil
    }

    /// A Ctrl-C ends a batch run with 130 (the output flushed is whole lines); at a prompt it only cancelled the line.
    /// SIGTERM and SIGHUP end any run, interactive too, with 128 + the signal (143, 129), once the output is flushed.
    private func checkInterrupt() -> Halt? {
        if let signal = environment.interrupt.terminationSignal() { return .stop(128 + signal) }
        guard environment.interrupt.take() else { return nil }
        return interactive ? nil : .stop(Self.interruptedStatus)
    }

    /// Runs a line read after `checkOutput` found standard output taking output (every caller checks first).
    /// `location` names the line, asked only when something does (an error, a JSON document, a sourced script).
    /// Inlined where the lines are lent: one call less for every line.
    @inline(__always)
    private mutating func runLine(_ line: LineText, location: () -> SourceLocation?) -> Halt? {
        // Whether this line wrote to standard output or flushed it (standard error flushes it too).
        var wrote = echoesLines && echo(line)
        if !environment.pictureIsFixed { session.picture = environment.picture() }
        let response = switch line {
        case .ascii(let bytes): session.execute(utf8: bytes)
        case .string(let text): session.execute(text)
        }
        // A response with a file, a script, an error or a quit in it takes the long way.
        if response.hasRareParts { return finish(response, line: line, location: location, wrote: wrote) }
        if write(response, line: line, location: location) { wrote = true }
        if response.isCheck { record.checks += 1 }
        if interactive {
            output.flush()
            wrote = true
        }
        // Only a write or a flush can make standard output fail: a line that made none (most lines of a quiet batch)
        // leaves it taking output, as the check before the line found it.
        guard wrote else { return nil }
        return checkOutput(commandsRemain: false)
    }

    /// Writes a line back marked with the prompt (`--echo`), so an echoed command never looks like output; whether it
    /// wrote (a blank line is not echoed).
    private func echo(_ line: LineText) -> Bool {
        let line = line.string
        guard !line.allSatisfy(\.isWhitespace) else { return false }
        output.write(Self.prompt + line + "\n")
        return true
    }

    /// The rest of `runLine` for a response that holds more than lines and changes: the file it made is written, the
    /// script it sources runs, its error is reported, its `quit` ends the script.
    private mutating func finish(_ response: consuming Response, line: LineText, location: () -> SourceLocation?,
                                 wrote: Bool) -> Halt? {
        var wrote = wrote
        var response = response
        if response.file != nil { writeFile(of: &response) }
        // A script that ended (quit, --bail) still gets its source line's document, as every command does.
        if response.script != nil, let halt = runSourced(&response, location: location) {
            if options.format == .json { _ = write(response, line: line, location: location) }
            return halt
        }
        if write(response, line: line, location: location) { wrote = true }
        if response.isCheck && response.error.map({ ErrorKind($0) != .input }) ?? true { record.checks += 1 }
        if let error = response.error {
            wrote = true
            if let halt = fail(error, at: location()) { return halt }
        }
        if let exit = response.exit {
            if case .status(let code) = exit { record.quitStatus = code }
            // quit ends the script it is in; at the prompt it leaves the shell.
            return interactive ? .endRun : .endScript
        }
        if interactive {
            output.flush()
            wrote = true
        }
        // A sourced script's lines may have written.
        guard wrote || response.script != nil else { return nil }
        return checkOutput(commandsRemain: false)
    }

    /// Ends the run when standard output stopped taking output. A write error is reported once and fails the script
    /// (1). A closed pipe gives 141 when a line is still to run (found once it is read), and lets the run end normally
    /// when none is.
    private mutating func checkOutput(commandsRemain: Bool) -> Halt? {
        switch output.failure {
        case nil:
            return nil
        case .closed:
            if !commandsRemain { outputClosedAfterLine = true }
            return commandsRemain ? .stop(Self.closedOutputStatus) : nil
        case .failed(let problem):
            if !outputFailureReported {
                outputFailureReported = true
                let message = ErrorFormat.format(.unwritableOutput(problem))
                report(message, prefix: "splitnav")
                record.add(message: message, kind: .io, location: nil)
            }
            return .endRun
        }
    }

    /// The error of a line that could not be read as one (a read error names its input instead).
    private static func error(_ problem: InputProblem) -> ShellError {
        switch problem {
        case .invalidUTF8(let byte): .invalidUTF8(byte: byte)
        case .lineTooLong(let limit): .lineTooLong(limit: limit)
        case .readFailed(let problem): .unreadableStandardInput(problem)
        }
    }

    /// Writes an error's lines to standard error: `FILE:LINE: error: …` (or `prefix: error: …`), then, for an error in
    /// a sourced script, the `included from FILE:LINE` chain that led there, innermost first, then the `help:` line.
    private func report(_ error: ShellError, at location: SourceLocation? = nil, prefix: String? = nil) {
        report(ErrorFormat.format(error), at: location, prefix: prefix)
    }

    /// `report` for an error already worded: the lines of `ErrorMessage.lines`, with the chain after the first.
    private func report(_ message: ErrorMessage, at location: SourceLocation? = nil, prefix: String? = nil) {
        let colour = options.color.isEnabled(isTerminal: environment.errorIsTerminal, variable: environment.variable)
        guard !colour else {
            var lines = message.lines(location: location?.text ?? prefix)
            if location != nil {
                lines.insert(contentsOf: includers.reversed().map { "included from \($0.text)" }, at: 1)
            }
            for line in lines { output.writeError(OutputColor.paintError(line) + "\n") }
            return
        }
        // Without colour each line is written from its pieces' bytes, with no `String` made for it.
        Self.writeError(to: output) { text in
            if let location {
                location.write(to: &text)
                text.append(literal: ": ")
            } else if let prefix {
                text.append(prefix)
                text.append(literal: ": ")
            }
            text.append(literal: "error: ")
            text.append(message.message)
        }
        if location != nil {
            for includer in includers.reversed() {
                Self.writeError(to: output) { text in
                    text.append(literal: "included from ")
                    includer.write(to: &text)
                }
            }
        }
        if let context = message.context {
            Self.writeError(to: output) { text in
                text.append(literal: "context: ")
                text.append(context)
            }
        }
        if let help = message.help {
            Self.writeError(to: output) { text in
                text.append(literal: "help: ")
                text.append(help)
            }
        }
    }

    /// Writes a line to standard error: what `body` writes, then a newline.
    private static func writeError(to output: OutputStreams, _ body: (inout TextBytes) -> Void) {
        output.writeError { bytes in
            TextBytes.append(to: &bytes, room: 128) { text in
                body(&text)
                text.append(byte: UInt8(ascii: "\n"))
            }
        }
    }
}

extension RunnerOptions.Input {
    var isCommand: Bool {
        if case .command = self { true } else { false }
    }
}

// MARK: - layout, source FILE and --format json (the logic lives in PictureSettings, ScriptStack and JSONDocument)

extension Runner {
    /// Runs the script a `source FILE` line named, each of its lines reported as it runs, before the source line's own
    /// response; a halt when the script or the run must end now (`quit`, `--bail`, a signal in the sourced script). A
    /// script that cannot be opened or read to its end is the source line's error.
    private mutating func runSourced(_ response: inout Response, location: () -> SourceLocation?) -> Halt? {
        guard let path = response.script else { return nil }
        let script: String
        var reader: any LineReader
        do throws(ShellError) {
            (script, reader) = try enter(sourced: path)
        } catch {
            response.error = error
            return nil
        }
        let location = location()
        if let location { includers.append(location) }
        defer {
            reader.close()
            scripts.leave()
            if location != nil { includers.removeLast() }
        }
        var number = 0
        while let scriptLine = reader.nextLine(prompt: nil) {
            if let halt = checkOutput(commandsRemain: true) { return halt }
            let halt: Halt?
            switch scriptLine {
            case .text(let text):
                number += 1
                let line = SourceLocation(file: script, line: number)
                halt = runLine(.string(text)) { line }
            case .failed(.readFailed(let problem)):
                // A script cut short is the source line's failure.
                response.error = .scriptReadFailed(script, problem)
                return nil
            case .failed(let problem):
                number += 1
                halt = fail(Self.error(problem), at: SourceLocation(file: script, line: number))
            }
            if let halt { return halt }
            // Ctrl-C stops a long sourced script too, between whole lines (130 in batch).
            if let halt = checkInterrupt() { return halt }
        }
        return nil
    }

    /// Writes the file a command made, where `source` would look for it (relative to the running script's directory),
    /// and says so; a file that cannot be written fails the line, and the output it would have printed is dropped.
    private func writeFile(of response: inout Response) {
        guard let file = response.file else { return }
        let path = ScriptStack.join(directory: scripts.paths.last.map(ScriptStack.directory(of:)) ?? "", file.path)
        switch environment.writeFile(path, Array(file.contents.utf8)) {
        case .success:
            response.lines.append(OutputLine(.output, "wrote \(path)"))
            response.file = FileOutput(path: path, format: file.format, contents: file.contents)
        case .failure(let problem):
            response.lines.removeAll { $0.kind == .output }
            response.file = nil
            response.error = .unwritableFile(path, problem)
        }
    }

    /// Opens the script `source` names, as the kernel resolves its path, and enters it unless it is running already
    /// (the same file, by identity): the path as opened and its reader, which the caller closes.
    private mutating func enter(sourced path: String) throws(ShellError) -> (String, any LineReader) {
        let script = try scripts.path(sourced: path)
        switch environment.openScript(script, .sourced) {
        case .success(let opened):
            var reader = opened.reader
            do throws(ShellError) {
                try scripts.enter(sourced: script, identity: opened.identity)
            } catch {
                reader.close()
                throw error
            }
            return (script, reader)
        case .failure(let problem):
            throw .unreadableFile(script, problem)
        }
    }

    /// Writes a response's lines as text, or as one JSON document with `--format json` (none for a blank or comment
    /// line); whether it wrote anything.
    private func write(_ response: Response, line: LineText, location: () -> SourceLocation?) -> Bool {
        guard options.format == .json else {
            // A response with no lines and no change summary prints nothing, coloured or not.
            guard response.hasLines || !response.changes.isPlainlyEmpty else { return false }
            if coloursOutput {
                for printed in response.printedLines { output.write(OutputColor.paint(printed) + "\n") }
                return true
            }
            // One write per response that can print something, its text appended straight to the output's buffer.
            output.write { response.appendPrintedText(to: &$0) }
            return true
        }
        guard let document = JSONDocument.document(line: line.string, response: response, location: location(),
                                                    script: record.path)
        else { return false }
        output.write(document + "\n")
        return true
    }
}
