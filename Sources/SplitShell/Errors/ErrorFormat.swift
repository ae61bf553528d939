import SplitModel

/// A worded error: the `error:` message and the optional `help:` hint.
public struct ErrorMessage: Sendable, Hashable {
    public let message: String
    public let help: String?
    /// A line between the two on what the failure happened in (`context: ...`), for a failed `expect`.
    public let context: String?

    public init(_ message: String, context: String? = nil, help: String? = nil) {
        self.message = Self.printable(message)
        self.context = context.map(Self.printable)
        self.help = help.map(Self.printable)
    }

    /// What the user typed can hold control characters and megabyte-long words: the message shows control
    /// characters as `\u{N}` escapes and clips any word longer than 80 characters, so an error stays one
    /// readable line whatever the input was.
    static func printable(_ text: String) -> String {
        if isPlainShortWords(text) { return text }
        var words: [String] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            // A long word is clipped: escape only what shows, and count the word itself, not its escaped form nor the
            // quotes and punctuation the message put around it.
            let long = word.unicodeScalars.count > 80
            let (opening, typed, closing) = long ? framed(word) : ("", word, "")
            var shown = ""
            for scalar in typed.unicodeScalars {
                if long && shown.unicodeScalars.count >= 40 { break }
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    shown += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    shown.unicodeScalars.append(scalar)
                }
            }
            if long { shown = opening + shown.prefix(40) + "…(\(typed.count) characters)" + closing }
            words.append(shown)
        }
        return words.joined(separator: " ")
    }

    /// Whether the text is printable ASCII with no word longer than 80 characters: what most messages are, and
    /// what `printable` leaves as it is.
    private static func isPlainShortWords(_ text: String) -> Bool {
        // Read where the text's bytes lie in one piece (as a native string's do): through the `utf8` view's index,
        // byte by byte, it took some thirty instructions a byte.
        text.utf8.withContiguousStorageIfAvailable(isPlainShortWords) ?? isPlainShortWords(text.utf8)
    }

    private static func isPlainShortWords(_ bytes: some Sequence<UInt8>) -> Bool {
        var run = 0
        for byte in bytes {
            guard byte >= 0x20, byte < 0x7F else { return false }
            run = byte == UInt8(ascii: " ") ? 0 : run + 1
            if run > 80 { return false }
        }
        return true
    }

    /// A word of a message split into the quote that opens it, what was typed, and the quote and punctuation that close
    /// it: `'abc':` is `'`, `abc`, `':`. A word that does not open with a quote is all typed.
    private static func framed(_ word: Substring) -> (String, Substring, String) {
        guard word.first == "'" else { return ("", word, "") }
        var typed = word.dropFirst()
        let punctuation = typed.last.map { ":,?".contains($0) } == true && typed.dropLast().last == "'" ? 1 : 0
        guard typed.dropLast(punctuation).last == "'" else { return ("'", typed, "") }
        let closing = typed.suffix(1 + punctuation)
        typed = typed.dropLast(1 + punctuation)
        return ("'", typed, String(closing))
    }

    /// `error: …` (prefixed with a location when given, `FILE:LINE: `), then `context: …` and `help: …` when there are.
    public func lines(location: String? = nil) -> [String] {
        let prefix = location.map { "\($0): " } ?? ""
        return ["\(prefix)error: \(message)"] + (context.map { ["context: \($0)"] } ?? []) + (help.map { ["help: \($0)"] } ?? [])
    }
}

/// The one place that words errors: parse errors, engine refusals, failed assertions and command-line problems.
public enum ErrorFormat {
    public static func format(_ error: ShellError) -> ErrorMessage {
        switch error {
        case .unbalancedQuote:
            return ErrorMessage("unbalanced quote", help: "close the quoted word with \"")
        case .unknownCommand(let word, let suggestions):
            return ErrorMessage("unknown command '\(word)'", help: suggestion(suggestions) ?? "type 'help' to list the commands")
        case .unknownValue(let word, let set, let suggestions):
            return ErrorMessage("unknown \(set.noun) '\(word)'", help: suggestion(suggestions) ?? expected(set))
        case .missingArgument(let command, let argument):
            return ErrorMessage("'\(command)' needs \(argument)", help: usage(command))
        case .unexpectedArgument(let command, let argument):
            return ErrorMessage("unexpected argument '\(argument)' for '\(command)'", help: usage(command))
        case .expectedKeyword(let command, let keyword, let found):
            let got = found.map { ", not '\($0)'" } ?? ""
            return ErrorMessage("'\(command)' expects '\(keyword)' here\(got)", help: usage(command))
        case .invalidNumber(let text):
            return ErrorMessage("'\(text)' is not a number", help: "numbers are decimal points, like 320 or 954.5")
        case .unrepresentableNumber(let text, let problem):
            return ErrorMessage("'\(text)' \(describe(problem))",
                                help: problem == .tooLarge ? nil
                                    : "splitnav does not round a number: give at most \(NumberFormat.significantDigits) significant digits, "
                                    + "\(NumberFormat.decimalPlaces) of them after the point")
        case .invalidWidth(let text):
            return ErrorMessage("'\(text)' is not a width", help: "give a decimal number, like 320 or 0.3, or 'automatic'")
        case .invalidSize(let text):
            return ErrorMessage("'\(text)' is not a size", help: "write WIDTHxHEIGHT in points, like 1180x820")
        case .invalidFrame(let text):
            return ErrorMessage("'\(text)' is not a frame", help: "write X WIDTH, like 10 320")
        case .invalidQuad(let text, let usage):
            return ErrorMessage("'\(text)' is not four numbers", help: "write \(usage), like \(usage.hasPrefix("X") ? "10 32 320 1133" : "32 0 25 0")")
        case .invalidPresentation(let text):
            return ErrorMessage("'\(text)' is not a presentation", help: "write NAME STYLE, e.g. 'Share popover', a chain as pairs separated by commas ('Pop popover, Item pageSheet'), or none")
        case .invalidButton(let text):
            return ErrorMessage("'\(text)' is not a button as get button prints it",
                                help: "write BAR bar, ICON, TAP, e.g. 'secondary bar, fullScreenArrows, shows secondaryOnly', or none")
        case .invalidStatus(let text):
            return ErrorMessage("'\(text)' is not an exit status", help: "give a whole number from 0 to 255")
        case .invalidName(let text):
            return ErrorMessage("'\(text)' is not a view controller name", help: "names use letters, digits, '_', '-' and '.'")
        case .invalidViewController(let text, let problem):
            return ErrorMessage("'\(text)' is not a view controller: \(describe(problem))",
                                help: "write Inbox, nav[Inbox,Message] or tab[nav[Photos]|Albums]")
        case .conditionArgument(let method, let argument):
            let takes = DelegateAnswer.controllerArguments[method] ?? []
            let help = takes.isEmpty
                ? "only collapseSecondary, separateSecondary, showDetail and show receive controllers a condition can name"
                : "\(method) receives \(takes.map { "'\($0)'" }.joined(separator: " and "))"
            return ErrorMessage("\(method) receives no controller named '\(argument)'", help: help)
        case .conditionalDefault(let method):
            return ErrorMessage("'delegate \(method) default' takes no condition",
                                help: "default removes every answer of \(method), conditional or not")
        case .nilNotAllowed(let command):
            return ErrorMessage("'\(command)' needs a view controller, not nil", help: usage(command))
        case .unknownDevice(let name, let suggestions):
            return ErrorMessage("unknown device '\(name)'", help: suggestion(suggestions) ?? "type 'devices' to list the presets")
        case .unknownDevicePrefix(let prefix, let suggestions):
            return ErrorMessage("no device name starts with '\(prefix)'", help: suggestion(suggestions) ?? "type 'devices' to list the presets")
        case .ambiguousDevice(let name, let candidates):
            let shown = candidates.prefix(6).map { "'\($0)'" }.joined(separator: ", ")
            let more = candidates.count > 6 ? " and \(candidates.count - 6) more (type 'devices')" : ""
            return ErrorMessage("'\(name)' names several devices", help: "one of \(shown)\(more)")
        case .columnRequired(let query):
            let usage = QueryTable.spec(query).argumentUsage
            let noun = QueryTable.spec(query).takesColumn ? "a column" : "an argument"
            return ErrorMessage("'\(query)' needs \(noun)", help: "usage: get \(query)\(usage)")
        case .engine(let refusal):
            return format(refusal)
        case .expectationFailed(let query, let expected, let actual, let context):
            return ErrorMessage("expected \(query.text) to be \(expected), but it is \(actual)", context: describe(context),
                                help: "explain \(query.text) shows the rules")
        case .eventExpected(let text, let fired):
            return ErrorMessage("expected an event matching '\(text)', but the previous command fired "
                                + (fired.isEmpty ? "none" : "\(fired.count): " + fired.joined(separator: "; ")),
                                help: fired.isEmpty ? "events belong to the last command that ran the engine; get and expect fire none" : nil)
        case .eventNotExpected(let text, let found):
            return ErrorMessage("expected no event matching '\(text)', but the previous command fired '\(found)'")
        case .unknownEventKind(let text, let suggestions):
            return ErrorMessage("'\(text)' names no event",
                                help: suggestion(suggestions) ?? "name a delegate method, an appearance callback or a notification; 'help expectEvent' lists them")
        case .eventsExpectedInOrder(let texts, let missing, let fired):
            let after = missing == 0 ? "" : " after '\(texts[missing - 1])'"
            return ErrorMessage("expected an event matching '\(texts[missing])'\(after), but the previous command fired "
                                + (fired.isEmpty ? "none" : "\(fired.count): " + fired.joined(separator: "; ")),
                                help: fired.isEmpty ? "events belong to the last command that ran the engine; get and expect fire none"
                                    : "expectEvents wants the events in the order given; others may come between")
        case .eventCountMismatch(let text, let expected, let matching):
            return ErrorMessage("expected \(expected) event\(expected == 1 ? "" : "s") matching '\(text)', but the previous command fired "
                                + (matching.isEmpty ? "none" : "\(matching.count): " + matching.joined(separator: "; ")))
        case .invalidEventCount(let text):
            return ErrorMessage("'\(text)' is not an event count", help: "give a whole number from 0, like 2")
        case .contextWithoutEvents:
            return ErrorMessage("'events off' takes no 'context'", help: "usage: events on|off [context]")
        case .refusalExpected(let command):
            return ErrorMessage("expected '\(command)' to be refused, but it was accepted")
        case .failedWithoutRefusal(let command, let problem):
            return ErrorMessage("expected '\(command)' to be refused, but it failed otherwise: \(format(problem).message)",
                                help: "expectRefused holds only when the command is refused: UIKit raises for it, or the action cannot happen")
        case .unparsableCommand(let command, let problem):
            let inner = format(problem)
            return ErrorMessage("the command after '\(command)' does not parse: \(inner.message)", help: inner.help)
        case .invalidSweep(let problem):
            return sweep(problem)
        case .nothingToUndo:
            return ErrorMessage("nothing to undo")
        case .undoDepthReached(let limit):
            return ErrorMessage("only the last \(limit) changes are kept; nothing older to undo", help: "'reset' goes back to the start")
        case .cannotProbe(let command):
            return ErrorMessage("expectRefused cannot try '\(command)'", help: "run the script itself and check its exit status")
        case .unreadableFile(let path, let problem), .scriptReadFailed(let path, let problem):
            return ErrorMessage("cannot read '\(path)': \(describe(problem))")
        case .unwritableFile(let path, let problem):
            let why = problem == .notFound ? "its directory does not exist" : describe(problem)
            return ErrorMessage("cannot write '\(path)': \(why); nothing was written")
        case .unwritableReport(let path, let problem):
            let why = problem == .notFound ? "its directory does not exist" : describe(problem)
            return ErrorMessage("cannot write the report '\(path)': \(why)",
                                help: problem == .notFound ? "create the report's directory first, or name another FILE" : nil)
        case .unreadableStandardInput(let problem):
            return ErrorMessage("cannot read standard input: \(describe(problem))")
        case .invalidUTF8(let byte):
            return ErrorMessage("invalid UTF-8 at byte \(byte) of the line; the line was not run", help: "scripts are UTF-8 text")
        case .lineTooLong(let limit):
            return ErrorMessage("line longer than \(limit) bytes; the rest of this input was not read")
        case .sourceCycle(let chain):
            return ErrorMessage("\(chain.last ?? "") sources itself (\(chain.joined(separator: " -> ")))",
                                help: "a script cannot run inside itself; take the 'source' line out of the loop")
        case .sourceTooDeep(let path, let limit):
            return ErrorMessage("'\(path)' would nest scripts more than \(limit) deep", help: "scripts run inside one another at most \(limit) deep")
        case .unwritableOutput(let problem):
            return ErrorMessage("cannot write to standard output: \(describe(problem))")
        case .invalidStatePart(let text):
            return ErrorMessage("'\(text)' is not a part of a saved state", help: "restore lines are written by save; save the state again")
        case .usage(let problem):
            return format(problem)
        case .invalidVersion(let text):
            return ErrorMessage("'\(text)' is not a version", help: "write whole numbers separated by dots, like 0.1 or 1.2.3")
        case .requirementUnmet(let required, let installed):
            return ErrorMessage("this script requires splitnav \(required) or later, but splitnav \(installed) is installed",
                                help: "run it with splitnav \(required) or later")
        }
    }

    /// `did you mean 'x'?`, or `did you mean one of 'x', 'y'?`; nil without suggestions.
    static func suggestion(_ suggestions: [String]) -> String? {
        switch suggestions.count {
        case 0: nil
        case 1: "did you mean '\(suggestions[0])'?"
        default: "did you mean one of \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?"
        }
    }

    /// The accepted words, or where `help` lists them when there are too many for one line.
    private static func expected(_ set: ValueSet) -> String {
        if let topic = set.helpTopic { return "type 'help \(topic)' to list the \(set.noun) names" }
        return "expected \(set.values.map { "'\($0)'" }.joined(separator: ", "))"
    }

    private static func usage(_ command: String) -> String? {
        let name = command.split(separator: " ").first.map(String.init) ?? command
        return CommandTable.spec(named: name).map { "usage: \($0.usage)" }
    }

    /// `iPad (A16), half pane, 585x820 portrait; size classes horizontal compact, vertical regular; style doubleColumn`.
    static func describe(_ context: AssertionContext) -> String {
        let size = "\(NumberFormat.format(context.width))x\(NumberFormat.format(context.height)) \(context.orientation.rawValue)"
        let window = (context.device.map { "\($0), " } ?? "free window ") + (context.pane.map { "\($0.rawValue) pane, " } ?? "") + size
        let override = context.sizeClassOverride == .auto ? "" : " (sizeClass \(context.sizeClassOverride.rawValue))"
        return "\(window); size classes horizontal \(context.horizontal.rawValue), vertical \(context.vertical.rawValue)\(override); "
            + "style \(context.style.rawValue)"
    }

    private static func describe(_ problem: NotationProblem) -> String {
        switch problem {
        case .missingController(let offset): "a controller is missing at character \(offset + 1)"
        case .unexpectedCharacter(let character, let offset): "unexpected '\(character)' at character \(offset + 1)"
        case .unclosed(let container): "'\(container)[' is not closed with ']'"
        case .nilIsNotAName: "nil is not a name"
        case .splitIsNotAName: "split is not a name: it stands for the split view controller as a sender"
        case .tooDeep(let limit): "controllers are nested more than \(limit) deep"
        }
    }

    private static func describe(_ problem: NumberProblem) -> String {
        switch problem {
        case .notANumber: "is not a number"
        case .tooManyDecimalPlaces: "has more than \(NumberFormat.decimalPlaces) decimal places"
        case .tooCloseToZero:
            "is too close to 0: the smallest number above 0 is 0." + String(repeating: "0", count: NumberFormat.decimalPlaces - 1) + "1"
        case .tooManyDigits: "is too long: it has more than \(NumberFormat.significantDigits) significant digits"
        case .tooLarge: "is too large to be a number"
        }
    }

    private static func describe(_ problem: FileProblem) -> String {
        switch problem {
        case .notFound: "no such file"
        case .permissionDenied: "permission denied"
        case .isDirectory: "it is a directory"
        case .interrupted: "interrupted"
        case .unsupportedKind(let kind): "it is \(describe(kind)); source reads regular files and FIFOs"
        case .unwritableKind(let kind): "it is \(describe(kind)); a file is written as a regular file, a FIFO or a character device"
        case .noSpace: "no space left on the device"
        case .readOnly: "the file system is read-only"
        case .inputOutput: "input/output error"
        case .cannotCreate: "its directory does not take new files"
        case .other(let code): "system error \(code)"
        }
    }

    private static func describe(_ problem: WriteProblem) -> String {
        switch problem {
        case .noSpace: "no space left on the device"
        case .quotaExceeded: "the disk quota is used up"
        case .fileTooLarge: "the file is too large"
        case .inputOutput: "input/output error"
        case .notOpen: "it is closed"
        case .other(let code): "system error \(code)"
        }
    }

    private static func describe(_ kind: FileKind) -> String {
        switch kind {
        case .directory: "a directory"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .other: "not a regular file"
        }
    }

    private static func format(_ problem: UsageProblem) -> ErrorMessage {
        switch problem {
        case .unknownOption(let option, let suggestions):
            return ErrorMessage("unknown option '\(option)'", help: suggestion(suggestions) ?? "see 'splitnav --help'")
        case .missingOptionValue(let option):
            return ErrorMessage("option '\(option)' needs a value", help: "see 'splitnav --help'")
        case .invalidOptionValue(let option, let value, let allowed):
            return ErrorMessage("'\(value)' is not a value of '\(option)'",
                                help: "expected \(allowed.map { "'\($0)'" }.joined(separator: ", "))")
        }
    }
}

extension ErrorFormat {
    static func sweep(_ problem: SweepProblem) -> ErrorMessage {
        switch problem {
        case .emptyRange(let from, let to):
            return ErrorMessage("a sweep runs from a smaller size to a larger one, not \(NumberFormat.format(from)) to \(NumberFormat.format(to))",
                                help: usage("sweep"))
        case .nonPositiveStep(let step):
            return ErrorMessage("a sweep step must be more than 0, not \(NumberFormat.format(step))", help: usage("sweep"))
        case .tooManySamples(let step, let limit):
            return ErrorMessage("step \(NumberFormat.format(step)) would take more than \(limit) samples",
                                help: "give a larger step or a shorter range")
        }
    }
}
