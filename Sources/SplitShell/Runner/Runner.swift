import SplitModel

/// Runs `splitnav`'s command line: options, the inputs in order, errors located as `FILE:LINE:`, and the exit status.
public struct Runner {
    public static let version = "0.1.0"
    public static let prompt = "splitnav> "
    /// The status of a batch run stopped by Ctrl-C (128 + SIGINT).
    public static let interruptedStatus: Int32 = 130

    private var environment: RunnerEnvironment
    private var session: Session
    private var options = RunnerOptions()
    private var interactive = false
    private var status: Int32 = 0
    /// The scripts running inside one another (`source`, see the extension at the end).
    private var scripts = ScriptStack()

    public init(environment: RunnerEnvironment, session: Session = Session()) {
        self.environment = environment
        self.session = session
    }

    private var output: OutputStreams { environment.output }

    /// Runs the arguments (without the program name) and returns the exit status; output is flushed.
    public mutating func run(arguments: [String]) -> Int32 {
        defer { output.flush() }
        do throws(ShellError) {
            options = try RunnerOptions.parse(arguments)
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
            output.write("splitnav \(Self.version): a UISplitViewController simulator. Type 'help' for the commands, 'quit' to leave.\n")
        }
        for input in inputs {
            if let exit = run(input) { return exit }
        }
        if interactive {
            output.write("\n")
            return 0
        }
        return status
    }

    /// Runs one input; a status when the run must end now (`quit`, `--bail`, a closed output).
    private mutating func run(_ input: RunnerOptions.Input) -> Int32? {
        switch input {
        case .command(let text, let index):
            var reader = TextLineReader(text)
            return run(&reader) { _ in "-c:\(index)" }
        case .file(let path):
            switch environment.readFile(path) {
            case .success(let text):
                scripts.enter(topLevel: path)
                defer { scripts.leave() }
                var reader = TextLineReader(text)
                return run(&reader) { "\(path):\($0)" }
            case .failure(let problem):
                report(.unreadableFile(path, problem), location: "splitnav")
                status = 1
                return options.bail ? status : nil
            }
        case .standardInput:
            var reader = environment.standardInput
            defer { environment.standardInput = reader }
            return run(&reader) { "-:\($0)" }
        }
    }

    private mutating func run(_ reader: inout some LineReader, location: (Int) -> String) -> Int32? {
        var number = 0
        while true {
            if let exit = checkInterrupt() { return exit }
            if interactive {
                output.flush()
                reader.update(session: session)
            }
            guard let line = reader.nextLine(prompt: interactive ? Self.prompt : nil) else { break }
            number += 1
            if let exit = runLine(line, location: interactive ? nil : location(number)) { return exit }
        }
        return checkInterrupt()
    }

    /// A Ctrl-C ends a batch run with 130 (the output flushed is whole lines); at a prompt it only cancelled the line.
    private func checkInterrupt() -> Int32? {
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
        return output.isBroken ? status : nil
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
        guard let path = response.script else { return (response, nil) }
        let script: String
        do throws(ShellError) {
            script = try scripts.enter(sourced: path)
        } catch {
            response.error = error
            return (response, nil)
        }
        defer { scripts.leave() }
        switch environment.readFile(script) {
        case .success(let text):
            var reader = TextLineReader(text)
            var number = 0
            while let scriptLine = reader.nextLine(prompt: nil) {
                number += 1
                if let exit = runLine(scriptLine, location: "\(script):\(number)") { return (response, exit) }
                // Ctrl-C stops a long sourced script too, between whole lines (130 in batch).
                if let exit = checkInterrupt() { return (response, exit) }
            }
        case .failure(let problem):
            response.error = .unreadableFile(script, problem)
        }
        return (response, nil)
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
