import SplitModel

/// Runs `splitnav`'s command line: options, the inputs in order, errors located as `FILE:LINE:`, and the exit status.
public struct Runner {
    public static let version = "0.1.0"
    public static let prompt = "splitnav> "
    /// The status of a batch run stopped by Ctrl-C (128 + SIGINT).
    public static let interruptedStatus: Int32 = 130
    /// The status of a run whose output pipe closed while commands were left to run (128 + SIGPIPE).
    public static let closedOutputStatus: Int32 = 141

    private var environment: RunnerEnvironment
    private var session: Session
    private var options = RunnerOptions()
    private var interactive = false
    private var status: Int32 = 0
    /// Whether an input could not be read: an interactive session then ends with 1, not 0.
    private var inputFailed = false
    /// The scripts running inside one another (`source`, see the extension at the end).
    private var scripts = ScriptStack()
    /// A failed write is reported once, however many lines notice it.
    private var outputFailureReported = false

    public init(environment: RunnerEnvironment, session: Session = Session()) {
        self.environment = environment
        self.session = session
    }

    private var output: OutputStreams { environment.output }

    /// Runs the arguments (without the program name) and returns the exit status; output is flushed. `bytes` are the
    /// arguments as the process received them, when known (see `RunnerOptions.commandBytes`).
    public mutating func run(arguments: [String], bytes: [[UInt8]]? = nil) -> Int32 {
        let status = runArguments(arguments, bytes: bytes)
        // The last flush can fail too (most output is still in the buffer then): a write error fails the run, unless a
        // signal ended it; a pipe that closed only now took everything the commands had to say.
        output.flush()
        guard let failed = checkOutput(commandsRemain: false) else { return status }
        return status > 128 ? status : failed
    }

    private mutating func runArguments(_ arguments: [String], bytes: [[UInt8]]?) -> Int32 {
        do throws(ShellError) {
            options = try RunnerOptions.parse(arguments, bytes: bytes)
            // The session applies --quiet to every response, text or JSON.
            session.quiet = options.quiet
        } catch {
            report(error, location: "splitnav")
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
        let inputs = options.inputs.isEmpty ? [.standardInput] : options.inputs
        interactive = options.interactive ?? (inputs == [.standardInput] && environment.standardInputIsTerminal)
        if interactive && inputs.contains(.standardInput), let editor = environment.makeLineEditor?(options) {
            environment.standardInput = editor
        }
        defer { environment.standardInput.close() }
        if interactive {
            writeAside("splitnav \(Self.version): a UISplitViewController simulator. Type 'help' for the commands, 'quit' to leave.\n")
        }
        for input in inputs {
            if let exit = run(input) { return exit }
        }
        if interactive {
            writeAside("\n")
            return inputFailed ? 1 : 0
        }
        return status
    }

    /// What an interactive session says besides the commands' output (the banner, the newline after Ctrl-D): with
    /// `--format json` it goes to standard error, since standard output carries only JSON documents.
    private func writeAside(_ text: String) {
        if options.format == .json { output.writeError(text) } else { output.write(text) }
    }

    /// Runs one input; a status when the run must end now (`quit`, `--bail`, a closed output).
    private mutating func run(_ input: RunnerOptions.Input) -> Int32? {
        switch input {
        case .command(let text, let index):
            var reader = options.commandBytes[index].map { TextLineReader(bytes: $0) } ?? TextLineReader(text)
            return run(&reader, unreadable: ShellError.unreadableStandardInput) { _ in "-c:\(index)" }
        case .file(let path):
            switch environment.openScript(path, .commandLine) {
            case .success(let script):
                scripts.enter(topLevel: path, identity: script.identity)
                defer { scripts.leave() }
                var reader = script.reader
                defer { reader.close() }
                return run(&reader, unreadable: { .unreadableFile(path, $0) }) { "\(path):\($0)" }
            case .failure(let problem):
                return failInput(.unreadableFile(path, problem))
            }
        case .standardInput:
            var reader = environment.standardInput
            defer { environment.standardInput = reader }
            return run(&reader, unreadable: ShellError.unreadableStandardInput) { "-:\($0)" }
        }
    }

    /// An input that could not be read (opened, or read to its end): reported, status 1, and the run goes on to the
    /// next input unless `--bail`.
    private mutating func failInput(_ error: ShellError) -> Int32? {
        report(error, location: "splitnav")
        status = 1
        inputFailed = true
        return options.bail ? status : nil
    }

    /// Runs an input's lines; `unreadable` words the error that names the input when reading it fails.
    private mutating func run(_ reader: inout some LineReader, unreadable: (FileProblem) -> ShellError,
                              location: (Int) -> String) -> Int32? {
        var number = 0
        while true {
            if let exit = checkInterrupt() { return exit }
            if interactive {
                output.flush()
                reader.update(session: session)
            }
            guard let line = reader.nextLine(prompt: interactive ? Self.prompt : nil) else { break }
            // A line read as the run was asked to end may be cut short: it does not run.
            if let signal = environment.interrupt.terminationSignal() { return 128 + signal }
            if let exit = checkOutput(commandsRemain: true) { return exit }
            switch line {
            case .text(let text):
                number += 1
                if let exit = runLine(text, location: interactive ? nil : location(number)) { return exit }
            case .failed(.readFailed(let problem)):
                return failInput(unreadable(problem))
            case .failed(let problem):
                number += 1
                if let exit = reportLine(Self.error(problem), location: interactive ? nil : location(number)) { return exit }
            }
        }
        return checkInterrupt()
    }

    /// A line that could not be read as one (not UTF-8, too long): it fails as a line whose command failed would.
    private mutating func reportLine(_ error: ShellError, location: String?) -> Int32? {
        report(error, location: location)
        guard !interactive else { return nil }
        status = 1
        return options.bail ? status : nil
    }

    /// A Ctrl-C ends a batch run with 130 (the output flushed is whole lines); at a prompt it only cancelled the line.
    /// SIGTERM and SIGHUP end any run, interactive too, with 128 + the signal (143, 129), once the output is flushed.
    private func checkInterrupt() -> Int32? {
        if let signal = environment.interrupt.terminationSignal() { return 128 + signal }
        guard environment.interrupt.take() else { return nil }
        return interactive ? nil : Self.interruptedStatus
    }

    private mutating func runLine(_ line: String, location: String?) -> Int32? {
        if options.echo && options.format == .text && !interactive && !line.allSatisfy(\.isWhitespace) {
            // Marked with the prompt, so an echoed command never looks like output.
            output.write(Self.prompt + line + "\n")
        }
        let (response, exit) = runInSession(line)
        // A script that ended the run (quit, --bail) still gets its source line's document, as every command does.
        if let exit {
            if options.format == .json { write(response, line: line, location: location) }
            return exit
        }
        write(response, line: line, location: location)
        if let error = response.error {
            report(error, location: location)
            if !interactive {
                status = 1
                if options.bail { return status }
            }
        }
        switch response.exit {
        case .status(let code)?: return code
        case .keepStatus?: return status
        case nil: break
        }
        if interactive { output.flush() }
        return checkOutput(commandsRemain: false)
    }

    /// Ends the run when standard output stopped taking output. A write error is reported once and gives 1. A closed
    /// pipe gives 141 when a line is still to run (found once it is read), and lets the run end normally when none is.
    private mutating func checkOutput(commandsRemain: Bool) -> Int32? {
        switch output.failure {
        case nil:
            return nil
        case .closed:
            return commandsRemain ? Self.closedOutputStatus : nil
        case .failed(let problem):
            if !outputFailureReported {
                outputFailureReported = true
                report(.unwritableOutput(problem), location: "splitnav")
            }
            return 1
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

    private func report(_ error: ShellError, location: String?) {
        let colour = options.color.isEnabled(isTerminal: environment.errorIsTerminal, variable: environment.variable)
        for line in ErrorFormat.format(error).lines(location: location) {
            output.writeError((colour ? OutputColor.paintError(line) : line) + "\n")
        }
    }
}

// MARK: - layout, source FILE and --format json (the logic lives in PictureSettings, ScriptStack and JSONDocument)

extension Runner {
    /// The session's response to a line. `source FILE` runs the script's lines here, each reported as it runs, before the
    /// source line's own response; a status comes back when the run must end now (`quit` or `--bail` in the script).
    private mutating func runInSession(_ line: String) -> (Response, exit: Int32?) {
        session.picture = environment.picture()
        var response = session.execute(line)
        if let save = response.save { written(save, into: &response) }
        guard let path = response.script else { return (response, nil) }
        let script: String
        var reader: any LineReader
        do throws(ShellError) {
            (script, reader) = try enter(sourced: path)
        } catch {
            response.error = error
            return (response, nil)
        }
        defer {
            reader.close()
            scripts.leave()
        }
        var number = 0
        while let scriptLine = reader.nextLine(prompt: nil) {
            if let exit = checkOutput(commandsRemain: true) { return (response, exit) }
            let exit: Int32?
            switch scriptLine {
            case .text(let text):
                number += 1
                exit = runLine(text, location: "\(script):\(number)")
            case .failed(.readFailed(let problem)):
                // A script cut short is the source line's failure, as a script that cannot be opened is.
                response.error = .unreadableFile(script, problem)
                return (response, nil)
            case .failed(let problem):
                number += 1
                exit = reportLine(Self.error(problem), location: "\(script):\(number)")
            }
            if let exit { return (response, exit) }
            // Ctrl-C stops a long sourced script too, between whole lines (130 in batch).
            if let exit = checkInterrupt() { return (response, exit) }
        }
        return (response, nil)
    }

    /// `save FILE`: writes the script (a relative FILE is taken from the running script's directory); the response
    /// says where and how many lines, or carries the error (nothing written).
    private func written(_ save: SaveRequest, into response: inout Response) {
        let path = scripts.path(written: save.path)
        let text = save.lines.map { $0 + "\n" }.joined()
        switch environment.writeFile(path, Array(text.utf8)) {
        case .success:
            response.lines.append(OutputLine(.output, "saved \(save.lines.count) lines to \(path)"))
            response.detail = .saved(path: path, lines: save.lines.count)
        case .failure(let problem):
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

    /// Writes a response's lines as text, or as one JSON document with `--format json` (none for a blank or comment line).
    private func write(_ response: Response, line: String, location: String?) {
        guard options.format == .json else {
            let colour = options.color.isEnabled(isTerminal: environment.outputIsTerminal, variable: environment.variable)
            for printed in response.printedLines { output.write((colour ? OutputColor.paint(printed) : printed.text) + "\n") }
            return
        }
        if let document = JSONDocument.document(line: line, response: response, location: location) {
            output.write(document + "\n")
        }
    }
}
