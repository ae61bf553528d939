import Glibc
import SplitModel
import SplitShell

/// One fuzz input as a script: its raw bytes as standard input, its lines decoded as the shell decodes standard input,
/// and the options its first line asks for.
struct FuzzScript {
    /// `SPLITNAV_FUZZ_INVARIANTS=0` runs the runner only (to tell a crash from an invariant finding).
    static let checksInvariants: Bool = getenv("SPLITNAV_FUZZ_INVARIANTS").map { String(cString: $0) != "0" } ?? true

    let bytes: [UInt8]
    let lines: [String]
    let arguments: [String]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        lines = ScriptInput.lines(bytes)
        arguments = lines.first.map(ScriptInput.inMemoryOptions(header:)) ?? []
    }

    /// The batch path of `splitnav`: the real `Runner`, standard input's bytes split by the shell's line reader (the
    /// lines that are not UTF-8 reported, not run), output counted and dropped.
    func runThroughRunner() {
        let output = DiscardedOutput()
        let environment = RunnerEnvironment(output: output, standardInput: TextLineReader(bytes: bytes),
                                            openScript: SourcedScripts.open)
        var runner = Runner(environment: environment)
        let status = runner.run(arguments: arguments)
        // 0, 1, 130 or a `quit N` status: all fit an exit status (a `quit 2` looks like a usage error, rightly).
        guard (0...255).contains(status) else { fatalError("runner exited \(status) for arguments \(arguments)") }
    }

    /// Runs the lines in a bare `Session` and checks the invariants: the round trip after every line that parsed, the
    /// queries after every line that changed the state. A `sweep` changes nothing and the runner has run it: only its
    /// round trip is checked, which keeps a script of sweeps within the time limit.
    func runThroughSessionCheckingInvariants() {
        var session = Session()
        for line in lines {
            if case .sweep? = try? Parser.parse(line) {
                FuzzInvariants.checkRoundTrip(line)
                continue
            }
            let before = session.state
            let response = session.execute(line)
            FuzzInvariants.checkResponse(response, line: line)
            guard response.error == nil, response.script == nil else { continue }
            FuzzInvariants.checkRoundTrip(line)
            if session.state != before { FuzzInvariants.checkQueries(session) }
        }
    }
}

/// Output that is only counted: the fuzzer wants the work of writing, not the text.
final class DiscardedOutput: OutputStreams {
    private(set) var bytes = 0
    let isBroken = false

    func write(_ text: String) { bytes += text.utf8.count }
    func writeError(_ text: String) { bytes += text.utf8.count }
    func flush() {}
}
