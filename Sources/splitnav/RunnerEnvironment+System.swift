import ShellSystem
import SplitShell

extension RunnerEnvironment {
    /// This process's standard streams, standard input, files, terminal and Ctrl-C; the line editor is the caller's.
    static func system() -> RunnerEnvironment {
        let output = StandardStreams()
        InterruptSignal.install()
        let interrupt = InterruptSignal.flag
        let standardInput = FileDescriptorLineReader.standardInput(output: output, interrupt: interrupt)
        var environment = RunnerEnvironment(
            output: output, standardInput: standardInput, standardInputIsTerminal: SystemIO.standardInputIsTerminal,
            openScript: { SystemIO.openScript($0, for: $1, output: output, interrupt: interrupt) },
            interrupt: interrupt, picture: PictureSettings.system)
        environment.outputIsTerminal = SystemIO.isTerminal(1)
        environment.errorIsTerminal = SystemIO.isTerminal(2)
        environment.variable = { SystemIO.environmentVariable($0) }
        environment.writeFile = { SystemIO.writeFile($0, $1) }
        return environment
    }
}
