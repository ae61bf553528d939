import SplitShell

// Flags, a reader, the session: the runner decides when the session is interactive and asks here for the reader that
// keeps history (the line editor on a terminal).
var environment = RunnerEnvironment.system()
let output = environment.output
let plainInput = environment.standardInput
environment.makeLineEditor = { options in InteractiveInput.reader(options: options, output: output, plain: plainInput) }
var runner = Runner(environment: environment)
let status = runner.run(arguments: Array(CommandLine.arguments.dropFirst()))
SystemIO.exit(status, flushing: output)
