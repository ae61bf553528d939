import Testing
import SplitModel
@testable import SplitShell

/// Nothing a user types may crash the shell: every bad line gets one clear error and leaves the state as it was.
@Suite struct BadInputTests {
    static let megabyte = String(repeating: "9", count: 1 << 20)

    static let corpus: [Case<String, Void>] = [
        Case("unknown command", "frobnicate", ()),
        Case("wrong case", "SETSTYLE tripleColumn", ()),
        Case("missing argument", "setStyle", ()),
        Case("extra argument", "width 100 200", ()),
        Case("unknown value", "setPreferredDisplayMode sideways", ()),
        Case("unknown column", "show sidebar", ()),
        Case("get button without a button", "get button", ()),
        Case("get button with an unknown button", "get button sidebar", ()),
        Case("expect button with a value not worded as buttons words it", "expect button back \"left bar, arrow\"", ()),
        Case("expect button with an unknown icon", "expect button back \"secondary bar, arrow, pops secondary\"", ()),
        Case("a wrong expected button", "expect button displayModeButton none", ()),
        Case("placeDisplayModeButtonItem in a bar no app has", "placeDisplayModeButtonItem inspector", ()),
        Case("placeDisplayModeButtonItem without a bar", "placeDisplayModeButtonItem", ()),
        Case("negative width", "width -1", ()),
        Case("zero width", "width 0", ()),
        Case("nan", "width nan", ()),
        Case("infinity", "width inf", ()),
        Case("huge number", "width 1e308", ()),
        Case("a megabyte number", "width " + megabyte, ()),
        Case("a megabyte command", megabyte, ()),
        Case("a megabyte name", "setViewController " + String(repeating: "A", count: 1 << 20) + "! for primary", ()),
        Case("replacement character from invalid UTF-8", "width 10\u{FFFD}24", ()),
        Case("NUL byte", "width 10\u{0}24", ()),
        Case("NUL alone", "\u{0}", ()),
        Case("escape sequence", "\u{1B}[A", ()),
        Case("unbalanced quote", "device \"iPad (A16)", ()),
        Case("unbalanced bracket", "setViewController nav[A for primary", ()),
        Case("empty navigation controller", "setViewController nav[] for primary", ()),
        Case("fraction out of range", "setPreferredPrimaryColumnWidthFraction 2", ()),
        Case("negative fraction", "setPreferredPrimaryColumnWidthFraction -0.5", ()),
        Case("size without x", "size 1024", ()),
        Case("size with three parts", "size 1x2x3", ()),
        Case("quit out of range", "quit 300", ()),
        Case("quit not a number", "quit soon", ()),
        Case("device nobody makes", "device Nokia", ()),
        Case("supplementary on doubleColumn", "get supplementaryColumnWidth", ()),
        Case("failed expectation", "expect width 5", ()),
        Case("tab bar in a sidebar", "setViewController tab[A|B] for primary", ()),
        Case("controller already in a column", "setViewController Secondary for primary", ()),
        Case("unicode look-alike command", "wіdth 100", ()),
        Case("controllers nested 5000 deep", "setViewController " + String(repeating: "nav[", count: 5000) + "A"
             + String(repeating: "]", count: 5000) + " for primary", ()),
        Case("split as a controller name", "setViewController split for primary", ()),
    ]

    @Test("a bad line gets one error and changes nothing", arguments: corpus)
    func badLine(_ row: Case<String, Void>) {
        var session = Session()
        let before = session.state
        let response = session.execute(row.input)
        #expect(response.error != nil, "accepted: \(row.input.prefix(60))")
        let error = response.error
        #expect(response.lines.isEmpty, "printed \(response.lines)")
        #expect(session.state == before)
        #expect(session.undoStack.isEmpty)
        guard let error else { return }
        let lines = ErrorFormat.format(error).lines(location: "-:1")
        // error:, and help: when there is one; a failed expect adds its context: line between them.
        #expect(lines.count <= (lines.contains { $0.hasPrefix("context: ") } ? 3 : 2))
        for line in lines {
            #expect(line.count < 300, "error line of \(line.count) characters")
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "control character in \(line)")
        }
    }

    static let harmless: [Case<String, Void>] = [
        Case("empty line", "", ()),
        Case("only spaces", "    ", ()),
        Case("only a tab", "\t", ()),
        Case("comment", "# width 5", ()),
        Case("comment after spaces", "   # nothing", ()),
    ]

    @Test("blank and comment lines do nothing and say nothing", arguments: harmless)
    func harmlessLine(_ row: Case<String, Void>) {
        var session = Session()
        let before = session.state
        let response = session.execute(row.input)
        #expect(response.error == nil)
        #expect(response.lines.isEmpty)
        #expect(session.state == before)
    }

    @Test("CRLF line endings read as plain lines")
    func crlf() {
        let run = RunnerTests.run([], stdin: "width 900\r\nget width\r\n")
        #expect(run.status == 0)
        #expect(run.stdout.last == "900")
        #expect(run.stderr.isEmpty)
    }
}
