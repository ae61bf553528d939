import SplitModel

/// What the runner needs from the world; `system()` for the real process, anything in memory for tests.
public struct RunnerEnvironment {
    public var output: OutputStreams
    public var standardInput: any LineReader
    public var standardInputIsTerminal: Bool
    public var readFile: (String) -> Result<String, FileProblem>

    public init(output: OutputStreams, standardInput: any LineReader, standardInputIsTerminal: Bool = false,
                readFile: @escaping (String) -> Result<String, FileProblem>) {
        self.output = output
        self.standardInput = standardInput
        self.standardInputIsTerminal = standardInputIsTerminal
        self.readFile = readFile
    }

    /// Standard streams, standard input and the file system of this process.
    public static func system() -> RunnerEnvironment {
        let output = StandardStreams()
        return RunnerEnvironment(output: output, standardInput: FileDescriptorLineReader(output: output),
                                 standardInputIsTerminal: SystemIO.standardInputIsTerminal, readFile: SystemIO.readTextFile)
    }
}

/// Runs `splitnav`'s command line: options, the inputs in order, errors located as `FILE:LINE:`, and the exit status.
public struct Runner {
    public static let version = "0.1.0"
    public static let prompt = "splitnav> "

    private var environment: RunnerEnvironment
    private var session: Session
    private var options = RunnerOptions()
    private var interactive = false
    private var status: Int32 = 0

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
        while let line = reader.nextLine(prompt: interactive ? Self.prompt : nil) {
            number += 1
            if let exit = runLine(line, location: interactive ? nil : location(number)) { return exit }
        }
        return nil
    }

    private mutating func runLine(_ line: String, location: String?) -> Int32? {
        if options.echo && !interactive && !line.allSatisfy(\.isWhitespace) { output.write(line + "\n") }
        let response = session.run(line)
        let kinds: Set<OutputKind> = options.quiet ? [.output] : [.output, .summary, .note]
        for text in response.texts(kinds) { output.write(text + "\n") }
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
        for line in ErrorFormat.format(error).lines(location: location) { output.writeError(line + "\n") }
    }
}
