/// What kind of failure an error is. The exit status and `--format json`'s `error.kind` both read it here, so the two
/// never disagree: a line that could not be understood is `input` (status 3: the script is broken, not the behaviour);
/// an assertion that did not hold, a command the engine refused and a read or write that failed are 1.
public enum ErrorKind: String, Sendable, Hashable, CaseIterable {
    /// An `expect…` that did not hold.
    case assertion
    /// A line that could not be understood: an unknown command or name, a bad value, an unreadable line, a script that
    /// cannot be opened.
    case input
    /// The engine (or the session's undo) refused a command that was understood.
    case refused
    /// A read or a write failed part way.
    case io

    /// The exit status of a script that failed this way.
    public var status: Int32 { self == .input ? 3 : 1 }

    /// Every error is classified here, case by case: a new error must say what kind it is.
    public init(_ error: ShellError) {
        switch error {
        case .unbalancedQuote, .unknownCommand, .unknownValue, .missingArgument, .unexpectedArgument, .expectedKeyword,
             .invalidNumber, .unrepresentableNumber, .invalidWidth, .invalidSize, .invalidFrame, .invalidQuad, .invalidStatus,
             .invalidPresentation, .invalidButton, .invalidName, .invalidViewController, .nilNotAllowed, .conditionArgument,
             .conditionalDefault, .unknownDevice, .ambiguousDevice, .columnRequired, .unknownEventKind,
             .unparsableCommand, .invalidSweep, .cannotProbe, .unreadableFile, .invalidUTF8, .lineTooLong,
             .sourceCycle, .sourceTooDeep, .usage, .unknownDevicePrefix, .invalidVersion, .requirementUnmet, .invalidStatePart, .invalidEventCount, .contextWithoutEvents:
            self = .input
        case .engine, .nothingToUndo, .undoDepthReached:
            self = .refused
        case .expectationFailed, .eventExpected, .eventNotExpected, .refusalExpected, .eventsExpectedInOrder, .eventCountMismatch:
            self = .assertion
        case .failedWithoutRefusal(_, let inner):
            // The command expectRefused was given did not run for a reason of its own: a bad argument breaks the
            // script; anything else (nothing to undo) is an assertion that did not hold.
            self = ErrorKind(inner) == .input ? .input : .assertion
        case .scriptReadFailed, .unreadableStandardInput, .unwritableOutput, .unwritableReport, .unwritableFile:
            self = .io
        }
    }
}
