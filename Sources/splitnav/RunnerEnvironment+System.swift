import ShellSystem
import SplitShell

extension RunnerEnvironment {
    /// This process's standard streams, standard input, files, terminal and Ctrl-C; the line editor is the caller's.
    static func system() -> RunnerEnvironment {
        let output = StandardStreams()
        InterruptSignal.install()
        let interrupt = InterruptSignal.flag
        let standardInput = FileDescriptorLineReader.standardInput(output: output, interrupt: interrupt)
        // Off a terminal the picture settings cannot change: they are worked out once, and the runner asks for them
        // once (on a terminal it asks before every line, as the window's width may have changed).
        let outputIsTerminal = SystemIO.isTerminal(1)
        let fixedPicture = PictureSettings.system()
        let picture: () -> PictureSettings = outputIsTerminal ? { PictureSettings.system() } : { fixedPicture }
        var environment = RunnerEnvironment(
            output: output, standardInput: standardInput, standardInputIsTerminal: SystemIO.standardInputIsTerminal,
            openScript: { SystemIO.openScript($0, for: $1, output: output, interrupt: interrupt) },
            interrupt: interrupt, picture: picture)
        environment.outputIsTerminal = outputIsTerminal
        environment.pictureIsFixed = !outputIsTerminal
        environment.errorIsTerminal = SystemIO.isTerminal(2)
        environment.variable = { SystemIO.environmentVariable($0) }
        environment.writeFile = { SystemIO.replaceFile($0, with: $1) }
        environment.clock = SystemIO.monotonicSeconds
        return environment
    }
}
