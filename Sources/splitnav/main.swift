import SplitShell

let environment = RunnerEnvironment.system()
var runner = Runner(environment: environment)
let status = runner.run(arguments: Array(CommandLine.arguments.dropFirst()))
SystemIO.exit(status, flushing: environment.output)
