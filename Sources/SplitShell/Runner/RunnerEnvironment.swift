import SplitModel

/// What the runner needs from the world; `system()` for the real process, anything in memory for tests.
public struct RunnerEnvironment {
    public var output: OutputStreams
    public var standardInput: any LineReader
    public var standardInputIsTerminal: Bool
    public var readFile: (String) -> Result<String, FileProblem>
    /// Makes the reader of standard input in an interactive session: the line editor on a terminal, a reader that
    /// keeps history elsewhere; nil keeps `standardInput`.
    public var makeLineEditor: ((RunnerOptions) -> (any LineReader)?)?
    /// Whether a Ctrl-C (SIGINT) arrived since the last call.
    public var takeInterrupt: () -> Bool
    /// How `layout` draws now (the terminal's width, the locale's character set); asked before each line.
    public var picture: () -> PictureSettings = { .standard }

    public init(output: OutputStreams, standardInput: any LineReader, standardInputIsTerminal: Bool = false,
                readFile: @escaping (String) -> Result<String, FileProblem>,
                makeLineEditor: ((RunnerOptions) -> (any LineReader)?)? = nil, takeInterrupt: @escaping () -> Bool = { false }) {
        self.output = output
        self.standardInput = standardInput
        self.standardInputIsTerminal = standardInputIsTerminal
        self.readFile = readFile
        self.makeLineEditor = makeLineEditor
        self.takeInterrupt = takeInterrupt
    }

    /// Standard streams, standard input and the file system of this process; Ctrl-C is caught and noted.
    public static func system() -> RunnerEnvironment {
        let output = StandardStreams()
        SystemIO.installInterruptHandler()
        var environment = RunnerEnvironment(output: output, standardInput: FileDescriptorLineReader(output: output),
                                            standardInputIsTerminal: SystemIO.standardInputIsTerminal, readFile: SystemIO.readTextFile,
                                            takeInterrupt: SystemIO.takeInterrupt)
        environment.picture = PictureSettings.system
        return environment
    }
}
