import SplitModel

/// Why a line failed: bad input, a refusal from the engine, an assertion that did not hold. Data only; `ErrorFormat` words it.
public enum ShellError: Error, Sendable, Hashable {
    case unbalancedQuote
    case unknownCommand(String, suggestions: [String])
    case unknownValue(String, in: ValueSet, suggestions: [String])
    /// A required argument is missing: the command and the argument's usage (`MODE`).
    case missingArgument(command: String, argument: String)
    case unexpectedArgument(command: String, argument: String)
    /// A fixed word such as `for` was expected.
    case expectedKeyword(command: String, keyword: String, found: String?)
    case invalidNumber(String)
    /// Written as a decimal number, but one splitnav would have to round: the text as typed and why.
    case unrepresentableNumber(String, NumberProblem)
    case invalidWidth(String)
    case invalidSize(String)
    /// Not `X WIDTH`.
    case invalidFrame(String)
    /// Four numbers were expected (`rect`, `safeArea`): the text and the usage (`X Y WIDTH HEIGHT`).
    case invalidQuad(String, String)
    case invalidStatus(String)
    /// `expect presented` wants `NAME STYLE` or `none`.
    case invalidPresentation(String)
    /// `expect button NAME` wants `BAR bar, ICON, TAP` or `none`.
    case invalidButton(String)
    case invalidName(String)
    case invalidViewController(String, NotationProblem)
    /// `nil` where the command needs a controller.
    case nilNotAllowed(command: String)
    /// `delegate METHOD ANSWER when ARGUMENT NAME` where METHOD receives no controller named ARGUMENT.
    case conditionArgument(method: String, argument: String)
    /// `delegate METHOD default when ...`: default removes every answer of a method, so it takes no condition.
    case conditionalDefault(method: String)
    case unknownDevice(String, suggestions: [String])
    case ambiguousDevice(String, candidates: [String])
    /// No preset's name starts with the text (`survey`).
    case unknownDevicePrefix(String, suggestions: [String])
    /// `get NAME` needs a column, or takes none.
    case columnRequired(query: String)
    /// The engine refused the command.
    case engine(SplitError)
    /// `expect` did not hold: the values as `get` prints them, and what decides most values where it failed.
    case expectationFailed(Query, expected: String, actual: String, context: AssertionContext)
    /// `expectEvent` found no event matching the text; the events the previous command fired.
    case eventExpected(String, fired: [String])
    /// `expectNoEvent` found an event matching the text.
    case eventNotExpected(String, found: String)
    /// The text of `expectEvent` or `expectNoEvent` names no event kind splitnav fires.
    case unknownEventKind(String, suggestions: [String])
    /// `expectEvents` found no event matching a text after the ones matched before it: the texts, the one missing
    /// (from 0), and the events the previous command fired.
    case eventsExpectedInOrder([String], missing: Int, fired: [String])
    /// `expectEventCount` counted another number of matching events: the text, the count wanted, the matching events.
    case eventCountMismatch(String, expected: Int, matching: [String])
    /// `expectEventCount` was given a count that is not a whole number from 0.
    case invalidEventCount(String)
    /// `events off` takes no `context`.
    case contextWithoutEvents
    /// `expectRefused` saw the command accepted.
    case refusalExpected(String)
    /// `expectRefused` saw the command fail, but not by a refusal of the engine: the command and its error.
    indirect case failedWithoutRefusal(String, ShellError)
    /// The command given to `expectRefused` (the outer command) does not parse: why not.
    indirect case unparsableCommand(command: String, ShellError)
    /// `sweep` cannot sample the range it was given.
    case invalidSweep(SweepProblem)
    /// `undo` in a session that has changed nothing.
    case nothingToUndo
    /// `undo` past the oldest change kept, while older changes were made.
    case undoDepthReached(limit: Int)
    /// `expectRefused` cannot try this command on a copy of the session.
    case cannotProbe(String)
    /// A script (named on the command line or by `source`) could not be opened.
    case unreadableFile(String, FileProblem)
    /// A script was opened but reading it failed part way.
    case scriptReadFailed(String, FileProblem)
    /// A file a command makes (`layout --svg FILE`) could not be written; the file as it was is left alone.
    case unwritableFile(String, FileProblem)
    /// Standard input could not be read.
    case unreadableStandardInput(FileProblem)
    /// A line of input holds bytes that are not UTF-8; the first is at `byte` (from 1).
    case invalidUTF8(byte: Int)
    /// A line of input is longer than `limit` bytes.
    case lineTooLong(limit: Int)
    /// `source` would run a script inside itself: the chain of scripts, the first repeated at the end.
    case sourceCycle([String])
    /// `source` nests scripts deeper than the limit: the script it would have entered.
    case sourceTooDeep(String, limit: Int)
    /// Standard output refused a write (not a closed pipe, which ends the run quietly).
    case unwritableOutput(WriteProblem)
    case usage(UsageProblem)
    /// `restore` met a part it cannot read: the part's words.
    case invalidStatePart(String)
    /// `--report FILE` could not be written: the file and why.
    case unwritableReport(String, FileProblem)
    /// `require` names no version: not whole numbers separated by dots.
    case invalidVersion(String)
    /// `require` asks for a newer splitnav than this one: the version required and the version installed.
    case requirementUnmet(required: String, installed: String)
}

/// Why a `sweep` was refused.
public enum SweepProblem: Sendable, Hashable {
    /// FROM is not below TO.
    case emptyRange(from: Double, to: Double)
    /// The step is zero or negative.
    case nonPositiveStep(Double)
    /// The step is so small that the sweep would take more samples than the limit.
    case tooManySamples(step: Double, limit: Int)
}

/// Why a decimal number is refused (`NumberFormat.read`).
public enum NumberProblem: Error, Sendable, Hashable {
    /// Not written as a decimal number at all.
    case notANumber
    /// Digits beyond the last decimal place kept.
    case tooManyDecimalPlaces
    /// Not 0, but 0 to the decimal places kept: `0.0000000000000000000001`.
    case tooCloseToZero
    /// More significant digits than a double holds.
    case tooManyDigits
    /// Beyond the largest double.
    case tooLarge
}

/// Why a file could not be read.
public enum FileProblem: Error, Sendable, Hashable {
    case notFound
    case permissionDenied
    case isDirectory
    /// A Ctrl-C arrived while the file was being opened or read (a FIFO with no writer, a slow device).
    case interrupted
    /// `source` reads regular files and FIFOs only.
    case unsupportedKind(FileKind)
    /// A file is written as a regular file (replaced), or in place when it is a character device or a FIFO.
    case unwritableKind(FileKind)
    /// The device or its quota is full (ENOSPC, EDQUOT).
    case noSpace
    /// The file system is mounted read-only (EROFS).
    case readOnly
    /// The device reported an input/output error (EIO).
    case inputOutput
    /// The directory exists but refuses a new file in it with "no such file" (ENOENT), as /proc and similar
    /// file systems do: saying that the directory does not exist would send the user looking for the wrong thing.
    case cannotCreate
    case other(code: Int32)
}

/// What a path names, when it is not a regular file or a FIFO.
public enum FileKind: Sendable, Hashable {
    case directory
    case characterDevice
    case blockDevice
    case socket
    case other
}

/// What is wrong with the command line.
public enum UsageProblem: Sendable, Hashable {
    case unknownOption(String, suggestions: [String])
    case missingOptionValue(String)
    case invalidOptionValue(option: String, value: String, allowed: [String])
}
