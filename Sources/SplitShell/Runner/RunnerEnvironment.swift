/// What the runner needs from the world: the process's (assembled by the `splitnav` executable), or anything in memory.
public struct RunnerEnvironment {
    public var output: OutputStreams
    public var standardInput: any LineReader
    public var standardInputIsTerminal: Bool
    /// Opens a script (an input file, `source FILE`) to be read line by line; the runner closes its reader.
    public var openScript: (String, ScriptUse) -> Result<OpenedScript, FileProblem>
    /// Makes the reader of standard input in an interactive session: the line editor on a terminal, a reader that
    /// keeps history elsewhere; nil keeps `standardInput`.
    public var makeLineEditor: ((RunnerOptions) -> (any LineReader)?)?
    /// Ctrl-C (SIGINT): a batch run ends with 130, a prompt drops the line.
    public var interrupt: InterruptFlag
    /// Whether standard output and standard error are terminals, and the environment's variables: `--color auto`
    /// colours a stream only on a terminal, never with NO_COLOR set or TERM=dumb.
    public var outputIsTerminal = false
    public var errorIsTerminal = false
    public var variable: @Sendable (String) -> String? = { _ in nil }
    /// How `layout` draws now (the terminal's width, the locale's character set); asked before each line.
    public var picture: () -> PictureSettings
    /// Whether `picture` gives the same settings every time (standard output is not a terminal, whose width can
    /// change): the runner then asks once, not before each line.
    public var pictureIsFixed = false
    /// Replaces a file whole with the bytes (`layout --svg FILE`, `--report FILE`): a reader sees the old file or the new
    /// one, never part of either. In memory nothing can be written.
    public var writeFile: (String, [UInt8]) -> Result<Void, FileProblem> = { _, _ in .failure(.permissionDenied) }
    /// Seconds on a monotonic clock, for the time a report gives each script; input in memory takes none.
    public var clock: () -> Double = { 0 }

    /// Every part that reaches the operating system is given here; the defaults are the inert ones of input in memory.
    public init(output: OutputStreams, standardInput: any LineReader, standardInputIsTerminal: Bool = false,
                openScript: @escaping (String, ScriptUse) -> Result<OpenedScript, FileProblem> = { _, _ in .failure(.notFound) },
                makeLineEditor: ((RunnerOptions) -> (any LineReader)?)? = nil, interrupt: InterruptFlag = .never,
                picture: @escaping () -> PictureSettings = { .standard }) {
        self.output = output
        self.standardInput = standardInput
        self.standardInputIsTerminal = standardInputIsTerminal
        self.openScript = openScript
        self.makeLineEditor = makeLineEditor
        self.interrupt = interrupt
        self.picture = picture
    }
}
