import ShellSystem
import SplitShell

extension RunnerEnvironment {
    /// This process's standard streams, standard input, files, terminal and Ctrl-C; the line editor is the caller's.
    static func system() -> RunnerEnvironment {
        let output = StandardStreams()
        InterruptSignal.install()
        let interrupt = InterruptSignal.flag
        let standardInput = FileDescriptorLineReader.standardInput(output: output, interrupt: interrupt)
        return RunnerEnvironment(output: output, standardInput: standardInput, standardInputIsTerminal: SystemIO.standardInputIsTerminal,
                                 openScript: { SystemIO.openScript($0, for: $1, output: output, interrupt: interrupt) },
                                 interrupt: interrupt, picture: PictureSettings.system)
    }
}
