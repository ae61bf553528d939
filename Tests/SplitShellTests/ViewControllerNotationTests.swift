import SplitModel
import Testing
@testable import SplitShell

@Suite struct ViewControllerNotationTests {
    static let cases: [Case<String, ViewController>] = [
        Case("plain", "Inbox", .plain("Inbox")),
        Case("name characters", "My_List-2.0", .plain("My_List-2.0")),
        Case("navigation", "nav[Inbox]", .navigation([.plain("Inbox")])),
        Case("navigation stack", "nav[Inbox,Message]", .navigation([.plain("Inbox"), .plain("Message")])),
        Case("tab bar", "tab[nav[Photos]|Albums]", .tabBar([.navigation([.plain("Photos")]), .plain("Albums")])),
        Case("nested navigation", "nav[List,nav[Detail]]", .navigation([.plain("List"), .navigation([.plain("Detail")])])),
        Case("deep", "tab[nav[A,nav[B,C]]|tab[D]|E]",
             .tabBar([.navigation([.plain("A"), .navigation([.plain("B"), .plain("C")])]), .tabBar([.plain("D")]), .plain("E")])),
        Case("empty container", "nav[]", .navigation([])),
        Case("a name called nav", "nav", .plain("nav")),
    ]

    @Test(arguments: cases)
    func parses(_ row: Case<String, ViewController>) throws {
        #expect(try ViewControllerNotation.parse(row.input) == row.output)
    }

    @Test(arguments: cases)
    func printsWhatItParses(_ row: Case<String, ViewController>) throws {
        #expect(ViewControllerNotation.print(row.output) == row.input)
        #expect(try ViewControllerNotation.parse(ViewControllerNotation.print(row.output)) == row.output)
    }

    /// An ASCII word made a `String` from its bytes is the same text as the decoded one, in the small form and past it.
    @Test(arguments: ["", "V", "VC12", "Detail-2.0_abcd", "Detail-2.0_abcde", "AVeryLongControllerName-With.Parts_9"])
    func asciiStringIsTheDecodedText(_ word: String) {
        let made = Array(word.utf8).withUnsafeBufferPointer(ViewControllerNotation.asciiString)
        #expect(made == word)
        #expect(Array(made.utf8) == Array(word.utf8))
    }

    /// What parsing some notation gave, the controller or the error, as comparable text.
    static func outcome(_ parse: () throws(ShellError) -> ViewController) -> String {
        do throws(ShellError) { return "controller: \(try parse())" } catch { return "error: \(error)" }
    }

    /// Parsing a word's bytes gives what parsing its text gives, for plain names, containers and refusals alike.
    @Test(arguments: cases.map(\.input) + ["", "nil", "split", "nil2", "splits", "In/box", "Inbox]", "caf\u{E9}", "nav[A|B]", "A B"])
    func parsingBytesAgreesWithParsingText(_ text: String) {
        var bytes = text
        let fromBytes = bytes.withUTF8 { bytes in Self.outcome { () throws(ShellError) in try ViewControllerNotation.parse(bytes) } }
        #expect(fromBytes == Self.outcome { () throws(ShellError) in try ViewControllerNotation.parse(text) }, "\(text)")
    }

    @Test func blanksBetweenEntriesAreAllowed() throws {
        #expect(try ViewControllerNotation.parse("nav[ A , B ]") == .navigation([.plain("A"), .plain("B")]))
    }

    static let bad: [Case<String, NotationProblem>] = [
        Case("empty", "", .missingController(offset: 0)),
        Case("unclosed", "nav[Inbox", .unclosed("nav")),
        Case("wrong separator in nav", "nav[A|B]", .unexpectedCharacter("|", offset: 5)),
        Case("wrong separator in tab", "tab[A,B]", .unexpectedCharacter(",", offset: 5)),
        Case("stray bracket", "Inbox]", .unexpectedCharacter("]", offset: 5)),
        Case("bad character", "In/box", .unexpectedCharacter("/", offset: 2)),
        Case("missing entry", "nav[A,]", .unexpectedCharacter("]", offset: 6)),
        Case("nil inside", "nav[nil]", .nilIsNotAName),
        Case("nil alone", "nil", .nilIsNotAName),
        Case("split is the sender, not a name", "nav[split]", .splitIsNotAName),
        Case("split alone", "split", .splitIsNotAName),
        Case("nested past the limit", String(repeating: "nav[", count: 33) + "A" + String(repeating: "]", count: 33), .tooDeep(limit: 32)),
    ]

    @Test(arguments: bad)
    func refuses(_ row: Case<String, NotationProblem>) {
        #expect(throws: ShellError.invalidViewController(row.input, row.output)) { try ViewControllerNotation.parse(row.input) }
    }
}
