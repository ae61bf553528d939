import SplitModel
import SplitShell

/// What must hold after any line, whatever the input: a failed check traps, which libFuzzer reports as a crash.
enum FuzzInvariants {
    /// A response is an error with no output, or output with no error; every error formats to one or two short lines.
    static func checkResponse(_ response: Response, line: String) {
        guard let error = response.error else { return }
        let lines = ErrorFormat.format(error).lines(location: "-:1")
        guard (1...2).contains(lines.count) else { fail("error of \(lines.count) lines", line) }
        for text in lines where text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            fail("control character in error line \(text.debugDescription)", line)
        }
    }

    /// `parse(print(command)) == command` (STYLE.md, habit 3): the canonical spelling reads back as the same command.
    static func checkRoundTrip(_ line: String) {
        guard let command = try? Parser.parse(line) else { return }
        guard let printed = CommandPrinter.print(command) else { return }
        let reparsed: ShellCommand?
        do throws(ShellError) {
            reparsed = try Parser.parse(printed)
        } catch {
            fail("canonical form \(printed.debugDescription) refused: \(error)", line)
        }
        guard reparsed == command else { fail("canonical form \(printed.debugDescription) reads back as \(String(describing: reparsed))", line) }
    }

    /// Every `get` name reads the state without trapping, and what `get` prints, `expect` accepts as equal.
    static func checkQueries(_ session: Session) {
        for spec in QueryTable.all {
            let columns: [Column?] = spec.takesColumn ? Column.allCases.map { $0 } : [nil]
            for column in columns {
                let query = Query(spec.name, column: column)
                guard let value = try? QueryTable.value(of: query, in: session.state) else { continue }
                var probe = session
                let line = "expect \(query.text) \(Tokenizer.quoteText(value))"
                let response = probe.execute(line)
                if let error = response.error { fail("get printed \(value.debugDescription) but expect refused it: \(error)", line) }
            }
        }
    }

    static func fail(_ message: String, _ line: String) -> Never {
        fatalError("invariant: \(message)\n  line: \(line.debugDescription)")
    }
}
