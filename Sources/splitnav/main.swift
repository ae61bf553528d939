import ShellSystem
import SplitShell

// The process assembled: its environment, and the reader the runner asks for when the session is interactive (the
// line editor on a terminal, or the plain reader keeping history).
var environment = RunnerEnvironment.system()
let output = environment.output
let plainInput = environment.standardInput
let interrupt = environment.interrupt
environment.makeLineEditor = { options in
    InteractiveInput.reader(options: options, output: output, plain: plainInput, interrupt: interrupt)
}
var runner = Runner(environment: environment)
let status = runner.run(arguments: Array(CommandLine.arguments.dropFirst()), bytes: SystemIO.argumentBytes)
SystemIO.exit(status, flushing: output)
