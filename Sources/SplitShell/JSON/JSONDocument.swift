/// `--format json`: one JSON document per command, each on one line of standard output. Schema version 3 (a contract;
/// docs/json-format.md is its long form, with what changed from versions 1 and 2):
///
/// ```
/// {
///   "formatVersion": 4,               always
///   "command": "width 1024",          the line as typed, without the blanks around it
///   "ok": true,                       false when the command failed (refused, bad input, an expect that did not hold)
///   "output": ["..."],                the lines the command was asked to print (get, state, layout, help, echo, ...)
///   "changes": [{                     the change summary, one object per line text prints ([] with --quiet):
///     "key": "displayMode",           the state report's key
///     "before": "..." | null,         the value as `state` prints it, null where that state has no such item
///     "after": "..." | null
///   }],
///   "notes": ["note: ... (RULE)"],    notes on ignored commands and side effects, as text prints them ([] with --quiet)
///   "events": ["event ..."],          the event lines, while `events on` is in effect
///   "location": {                     where the line came from (null at the interactive prompt):
///     "file": "..."                   as errors name it: a script's path, "-" for standard input, "-c:N" for the Nth -c
///     "line": 1                       the line's number in it, from 1
///   } | null,
///   "script": "..." | null,           the script the line belongs to (its path, "-"): the one named on the command
///                                     line, also for its prelude and the scripts it sources; null for -c run alone
///   "error": {                        only when ok is false
///     "message": "...",               the error: line without its "error: "
///     "help": "..." | null,           the help: line without its "help: "
///     "expected": ..., "actual": ..., "context": "..."   only for a failed expect (see `assertionMembers(_:)`)
///     "kind": "assertion" | "input" | "refused" | "io"   see ErrorKind (input is exit status 3, the others 1)
///   },
///   "value": ...,                     only for a get that succeeded: the value typed (see `typed(_:as:)`)
///   "state": {...}                    only for a state that succeeded (see `stateObject(_:)`)
///   "explain": [...]                  only for an explain that succeeded (see `explainArray(_:)`)
///   "sweep": {...}                    only for a sweep that succeeded (see `sweepObject(_:)`)
///   "file": {                         only for a command that wrote a file (layout --svg, sweep --svg)
///     "path": "...",                  the file as written (relative to the running script's directory)
///     "format": "svg",                what it holds
///     "bytes": 1234                   its size
///   }
///   "devices": [...]                  only for devices (see `presetObject(_:)`)
///   "survey": {...}                   only for a survey that succeeded (see `surveyObject(_:)`)
///   "export": {...}                   only for an export that succeeded (see `exportObject(_:file:)`)
/// }
/// ```
///
/// Keys are sorted by their bytes, and a version adds keys only; a change of meaning or type gets a new `formatVersion`.
/// Blank and comment lines are not commands and get no document. A failed command also writes its usual `error:` line
/// to standard error. `--echo` prints nothing extra in JSON. Problems outside any command (a bad flag, a script on the
/// command line that cannot be read) go to standard error only.
public enum JSONDocument {
    public static let formatVersion = 4

    /// The document for one line, or nil for a blank or comment line.
    public static func document(line: String, response: Response, location: SourceLocation?, script: String? = nil) -> String? {
        object(line: line, response: response, location: location, script: script)?.text
    }

    static func object(line: String, response: Response, location: SourceLocation?, script: String? = nil) -> JSONValue? {
        if response.isBlank { return nil }
        func lines(_ kind: OutputKind) -> JSONValue { .strings(response.lines.filter { $0.kind == kind }.map(\.text)) }
        var members: [String: JSONValue] = [
            "formatVersion": .number(Double(formatVersion)),
            "command": .string(trimmed(line)),
            "ok": .bool(response.error == nil),
            "output": lines(.output),
            "changes": .array(response.changes.map(changeObject)),
            "notes": lines(.note),
            "events": lines(.event),
            "location": location.map { .object(["file": .string($0.file), "line": .number(Double($0.line))]) } ?? .null,
            "script": .optional(script),
        ]
        if let error = response.error {
            let message = ErrorFormat.format(error)
            members["error"] = .object(["message": .string(message.message), "help": .optional(message.help),
                                        "kind": .string(ErrorKind(error).rawValue)]
                .merging(assertionMembers(error)) { first, _ in first })
        } else {
            switch response.detail {
            case .value(let text, let kind)?: members["value"] = typed(text, as: kind)
            case .state(let state)?: members["state"] = stateObject(state)
            case .explain(let sections)?: members["explain"] = explainArray(sections)
            case .sweep(let result)?: members["sweep"] = sweepObject(result)
            case .devices(let devices)?: members["devices"] = .array(devices.map(presetObject))
            case .survey(let result)?: members["survey"] = surveyObject(result)
            case .export(let result, let file)?: members["export"] = exportObject(result, file: file)
            case nil: break
            }
            if let file = response.file {
                members["file"] = .object(["path": .string(file.path), "format": .string(file.format),
                                           "bytes": .number(Double(file.contents.utf8.count))])
            }
        }
        return .object(members)
    }

    /// One line of the change summary as data: `{"key", "before", "after"}`, null for an item a state does not have.
    static func changeObject(_ change: StateChange) -> JSONValue {
        .object(["key": .string(change.key), "before": .optional(change.before), "after": .optional(change.after)])
    }

    /// A value as `get` prints it, typed by its kind: numbers as numbers, booleans as booleans, `X WIDTH` as
    /// `{"x","width"}`, lists as arrays (`none` is `[]`), `nil` controllers and `none` devices as null, the rest as strings
    /// (`automatic` widths included).
    static func typed(_ text: String, as kind: ValueKind) -> JSONValue {
        let words = text.split(separator: " ").map(String.init)
        switch kind {
        case .choice: return .string(text)
        case .boolean: return .bool(text == "true")
        case .number, .width: return NumberFormat.parse(text).map(JSONValue.number) ?? .string(text)
        case .frame:
            guard words.count == 2, let x = NumberFormat.parse(words[0]), let width = NumberFormat.parse(words[1]) else { return .string(text) }
            return .object(["x": .number(x), "width": .number(width)])
        case .rect, .insets:
            let numbers = words.compactMap(NumberFormat.parse)
            guard numbers.count == 4 else { return .string(text) }
            let keys = kind == .rect ? ["x", "y", "width", "height"] : ["top", "left", "bottom", "right"]
            return .object(Dictionary(uniqueKeysWithValues: zip(keys, numbers.map(JSONValue.number))))
        case .controller: return text == "nil" ? .null : .string(text)
        case .device: return text == "none" ? .null : .string(text)
        case .presentation:
            // The chain, bottom first: one `{"controller", "style"}` per `NAME STYLE` pair, `[]` for `none`.
            guard text != "none" else { return .array([]) }
            return .array(text.split(separator: ", ").map { pair in
                let words = pair.split(separator: " ", maxSplits: 1).map(String.init)
                return .object(["controller": .string(words.first ?? ""), "style": .string(words.count > 1 ? words[1] : "")])
            })
        case .list, .controllers, .names: return text == "none" ? .array([]) : .strings(words)
        case .button:
            let parts = text.split(separator: ", ").map(String.init)
            guard text != "none", parts.count >= 3, parts[0].hasSuffix(" bar") else { return .null }
            return .object(["bar": .string(String(parts[0].dropLast(4))), "icon": .string(parts[1]),
                            "tap": .string(parts[2...].joined(separator: ", "))])
        }
    }

    private static func trimmed(_ line: String) -> String {
        String(line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
