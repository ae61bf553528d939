/// `--report tap|junit FILE`: the report's format.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    /// TAP version 13: a test point per script, its failures in a YAML block.
    case tap
    /// JUnit XML: a `testsuite` with a `testcase` per script (docs/junit.xsd is its structure).
    case junit
}

/// One `--report FORMAT FILE`.
public struct ReportRequest: Sendable, Hashable {
    public let format: ReportFormat
    public let path: String

    public init(format: ReportFormat, path: String) {
        self.format = format
        self.path = path
    }
}

/// The scripts of a run as a CI server reads them: one test per script, named as `ScriptRecord.name` says, with its
/// checks counted and each failure's message, file and line. Scripts not run (after `--bail`, a signal) are skipped.
enum Report {
    static func text(_ records: [ScriptRecord], format: ReportFormat) -> String {
        switch format {
        case .tap: tap(records)
        case .junit: junit(records)
        }
    }

    /// What a report says about a failure: the message, and where (a script that could not be opened is its path).
    private struct Item {
        let message: String
        let kind: String
        let file: String?
        let line: Int?
    }

    private static func items(_ record: ScriptRecord) -> [Item] {
        var items = record.failures.map { failure in
            Item(message: failure.message.message, kind: failure.kind.rawValue,
                 file: failure.location?.file ?? record.path, line: failure.location?.line)
        }
        if let status = record.stoppedBy {
            items.append(Item(message: "the run was stopped here (status \(status))", kind: "stopped", file: record.path, line: nil))
        }
        return items
    }

    private static let skipReason = "not run: the run ended before it (--bail, a signal or a closed output)"

    // MARK: TAP

    /// TAP version 13 (testanything.org): the plan, then `ok`/`not ok N - NAME` per script, `# SKIP` for one not run,
    /// and a YAML block with the script, its checks, its status and its failures.
    static func tap(_ records: [ScriptRecord]) -> String {
        var lines = ["TAP version 13", "1..\(records.count)"]
        for (index, record) in records.enumerated() {
            let name = tapDescription(record.name)
            if record.skipped {
                lines.append("ok \(index + 1) - \(name) # SKIP \(skipReason)")
                continue
            }
            lines.append("\(record.outcome == .passed ? "ok" : "not ok") \(index + 1) - \(name)")
            lines.append("  ---")
            lines.append("  script: \(yaml(record.path ?? "-c"))")
            lines.append("  checks: \(record.checks)")
            lines.append("  status: \(record.status)")
            let failures = items(record)
            if !failures.isEmpty {
                lines.append("  failures:")
                for item in failures {
                    lines.append("    - message: \(yaml(item.message))")
                    lines.append("      kind: \(item.kind)")
                    if let file = item.file { lines.append("      file: \(yaml(file))") }
                    if let line = item.line { lines.append("      line: \(line)") }
                }
            }
            lines.append("  ...")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A test point's description: one line, `#` escaped (it would start a directive).
    private static func tapDescription(_ text: String) -> String {
        var escaped = ""
        for character in printable(text) {
            if character == "\\" || character == "#" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// A YAML double-quoted scalar.
    private static func yaml(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    quoted += "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }

    // MARK: JUnit

    /// JUnit XML as CI servers read it: a `testsuite` (name, tests, failures, errors, skipped, time) with a `testcase`
    /// per script (name, classname, time, assertions = its checks): `failure` for a failed script, `error` for a broken
    /// one (status 3), `skipped` for one not run.
    static func junit(_ records: [ScriptRecord]) -> String {
        func count(_ outcome: ScriptRecord.Outcome) -> Int { records.filter { $0.outcome == outcome }.count }
        let total = records.map(\.seconds).reduce(0, +)
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                     #"<testsuite name="splitnav" tests="\#(records.count)" failures="\#(count(.failed))" "#
                     + #"errors="\#(count(.broken))" skipped="\#(count(.skipped))" time="\#(seconds(total))">"#]
        for record in records {
            let head = #"  <testcase name="\#(XMLText.escape(record.name))" classname="\#(XMLText.escape(classname(record.path)))" "#
                + #"time="\#(seconds(record.seconds))" assertions="\#(record.checks)""#
            let element: String
            switch record.outcome {
            case .passed:
                lines.append(head + "/>")
                continue
            case .skipped:
                lines.append(head + ">")
                lines.append(#"    <skipped message="\#(XMLText.escape(skipReason))"/>"#)
                lines.append("  </testcase>")
                continue
            case .failed: element = "failure"
            case .broken: element = "error"
            }
            let failures = items(record)
            let first = failures.first
            lines.append(head + ">")
            let body = failures.map { item in
                [item.file, item.line.map(String.init)].compactMap { $0 }.joined(separator: ":")
                    + (item.file == nil ? "" : ": ") + "\(item.kind): \(item.message)"
            }
            let message = first?.message ?? "quit with status \(record.status)"
            lines.append(#"    <\#(element) message="\#(XMLText.escape(message))" type="\#(first?.kind ?? "quit")">"#
                         + XMLText.escape(body.isEmpty ? message : body.joined(separator: "\n")) + "</\(element)>")
            lines.append("  </testcase>")
        }
        lines.append("</testsuite>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `checks/rotation.splitnav` -> `checks.rotation`: the path without its extension, directories as packages.
    static func classname(_ path: String?) -> String {
        guard let path else { return "-c" }
        if path == "-" { return "stdin" }
        var name = Substring(path)
        while name.hasPrefix("./") { name = name.dropFirst(2) }
        if let dot = name.lastIndex(of: "."), dot > name.startIndex, !name[dot...].contains("/") { name = name[..<dot] }
        return name.split(separator: "/").joined(separator: ".")
    }

    /// Control characters as `\u{N}`: a name is one line.
    private static func printable(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                shown += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// Seconds with three decimals, without Foundation: 1.5 -> `1.500`.
    static func seconds(_ value: Double) -> String {
        let milliseconds = Int((max(0, value) * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
