import SplitShell

// Flags, a reader, the session: the runner decides when the session is interactive and asks here for the line editor.
var environment = RunnerEnvironment.system()
let output = environment.output
environment.makeLineEditor = { options in EditorInput(options: options, output: output) }
var runner = Runner(environment: environment)
let status = runner.run(arguments: Array(CommandLine.arguments.dropFirst()))
SystemIO.exit(status, flushing: output)
