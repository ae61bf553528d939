import ShellSystem
import SplitShell

// The process assembled: its environment, and the line editor the runner asks for when the session is interactive.
var environment = RunnerEnvironment.system()
let output = environment.output
let interrupt = environment.interrupt
environment.makeLineEditor = { options in EditorInput(options: options, output: output, interrupt: interrupt) }
var runner = Runner(environment: environment)
let status = runner.run(arguments: Array(CommandLine.arguments.dropFirst()))
SystemIO.exit(status, flushing: output)
