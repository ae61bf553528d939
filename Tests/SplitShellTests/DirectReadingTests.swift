import SplitModel
import Testing
import TestSupport
@testable import SplitShell

/// `DirectReader` reads a usual line straight into its command; every line it reads must give exactly the command the
/// general parser gives, and a line it leaves must still parse as before (the parser alone reports errors).
@Suite struct DirectReadingTests {
    /// The commands with a plain builder, which the direct reader reads.
    static let directSpecs = CommandTable.all.filter { $0.plainBuild != nil }

    /// What the direct reader made of a line, nil when it left it.
    static func direct(_ line: String) -> ShellCommand? {
        var bytes = Array(line.utf8)
        return bytes.withUnsafeMutableBufferPointer { DirectReader.command(UnsafeBufferPointer($0)) }
    }

    /// What the general parser made of a line.
    static func general(_ line: String) -> Result<ShellCommand?, ShellError> {
        Result { () throws(ShellError) in try Parser.parse(line) }
    }

    /// What the byte entry point (direct reader first) made of a line.
    static func fromBytes(_ line: String) -> Result<ShellCommand?, ShellError> {
        var bytes = Array(line.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            Result { () throws(ShellError) in try Parser.parse(utf8: UnsafeBufferPointer(buffer)) }
        }
    }

    /// Checks a line both ways; returns whether the direct reader read it.
    @discardableResult
    static func expectAgreement(_ line: String) -> Bool {
        let general = general(line)
        #expect(fromBytes(line) == general, "\(line.debugDescription)")
        guard let direct = direct(line) else { return false }
        #expect(general == .success(direct), "\(line.debugDescription)")
        return true
    }

    /// Words a slot may meet: what it takes and what it must leave to the parser.
    static func candidates(for slot: Slot) -> [String] {
        let numbers = ["320", "-4", "0", "-0", "954.25", ".5", "5.", "-.5", "1e3", "nan", "inf", "+5", "0x10", "1.2.3", "",
                       "0.1234567890", "0.0000000001", "12345678901234567", "100000000000000000000000", "1" + String(repeating: "0", count: 22)]
        switch slot {
        case .keyword(let keyword): return [keyword, keyword.uppercased(), keyword + "s"]
        case .choice(let set):
            return set.acceptedWords + set.values.map { $0.dropLast() + "" } + set.values.map { $0.uppercased() } + ["nil"]
        case .number: return numbers
        case .width: return numbers + ["automatic", "Automatic"]
        case .controller:
            return ["VC1", "Inbox", "nil", "split", "nav[A,B]", "tab[A|B]", "nav[A", "a.b-c_d", "VC1]", "x#y", "\u{E9}"]
        default: return []
        }
    }

    @Test func theUsualCommandsAreReadDirectly() {
        let names = Set(Self.directSpecs.map(\.name))
        for name in ["width", "setViewController", "setPreferredDisplayMode", "setPreferredSplitBehavior", "sizeClass", "hide",
                     "show", "setStyle"] {
            #expect(names.contains(name), "\(name)")
        }
        for line in ["width 676", "setViewController VC11 for primary", "setPreferredDisplayMode oneOverSecondary",
                     "  hide\tprimary  ", "show primary # a comment", "setPreferredDisplayMode allVisible",
                     "setPreferredPrimaryColumnWidth automatic", "width 954.25"] {
            #expect(Self.expectAgreement(line), "\(line) was not read directly")
        }
    }

    @Test(arguments: directSpecs.map(\.name))
    func everyExampleIsReadDirectlyAndAsTheParserReadsIt(_ name: String) throws {
        let spec = try #require(CommandTable.spec(named: name))
        for example in spec.examples {
            #expect(Self.expectAgreement(example), "\(example) was not read directly")
        }
    }

    /// Every combination of candidate words for each slot, one slot varied at a time, and lines a word short or long.
    @Test(arguments: directSpecs.map(\.name))
    func linesMadeFromTheShapeReadAsTheParserReadsThem(_ name: String) throws {
        let spec = try #require(CommandTable.spec(named: name))
        let usual = spec.shape.map { Self.candidates(for: $0).first ?? "" }
        var lines: [String] = []
        for (position, slot) in spec.shape.enumerated() {
            for candidate in Self.candidates(for: slot) {
                var words = usual
                words[position] = candidate
                lines.append(([name] + words).joined(separator: " "))
            }
        }
        let line = ([name] + usual).joined(separator: " ")
        lines += [name, line + " extra", line + " #comment", line + "\t", " " + line, line + " \"x\"", line + "\u{A0}",
                  line + " caf\u{E9}", ([name] + usual.dropLast()).joined(separator: " "),
                  "\"\(name)\" " + usual.joined(separator: " ")]
        var readDirectly = 0
        for line in lines where Self.expectAgreement(line) { readDirectly += 1 }
        #expect(readDirectly > 0)
    }

    /// Lines of command words, value words, numbers and awkward bytes, at random.
    @Test func randomLinesReadAsTheParserReadsThem() {
        let words = Self.directSpecs.flatMap(\.names) + Self.directSpecs.flatMap { $0.shape.flatMap(Self.candidates) }
            + ["#", "\"a b\"", "\t", "caf\u{E9}", "\u{0}", "get", "tap"]
        var random = SplitMix64(seed: 29)
        for _ in 0..<4000 {
            let count = 1 + random.below(4)
            let line = (0..<count).map { _ in random.pick(words) }.joined(separator: random.pick([" ", "  ", "\t"]))
            Self.expectAgreement(line)
        }
    }

    /// The words a direct table's value-set slots accept stand for the positions `ValueSet` finds for them.
    @Test func directTablesFindValueSetWordsAsTheSetsDo() {
        for part in 0..<CommandTable.partCount {
            let table = CommandTable.table(part)
            for (position, spec) in CommandTable.parts(part).enumerated() where spec.plainBuild != nil {
                let shape = table.shape(at: position)
                #expect(shape.count == spec.shape.count, "\(spec.name)")
                for (index, slot) in zip(shape, spec.shape) {
                    guard case .choice(let set) = slot else { continue }
                    for word in set.acceptedWords + ["none of them"] {
                        var copy = word
                        let found = copy.withUTF8 { table.value(of: $0, in: table.slot(index)) }
                        #expect(found == set.canonicalIndex(word), "\(spec.name) \(word)")
                    }
                }
            }
        }
    }

    /// A controller read from a line is made from its word only when the builder asks for it, and is what the word says.
    @Test func plainArgumentsMakeTheControllerTheirWordWrites() {
        for (word, isPlain, expected) in [("VC12", true, ViewController.plain("VC12")),
                                          ("nav[A,B]", false, .navigation([.plain("A"), .plain("B")]))] {
            var bytes = Array(word.utf8)
            bytes.withUnsafeMutableBufferPointer { buffer in
                var arguments = PlainArguments()
                if isPlain {
                    arguments.appendController(plainName: UnsafeBufferPointer(buffer))
                } else {
                    arguments.appendController(notation: UnsafeBufferPointer(buffer))
                }
                #expect(arguments.controller(at: 0) == expected, "\(word)")
            }
        }
        var cleared = PlainArguments()
        cleared.appendNilController()
        #expect(cleared.controller(at: 0) == nil)
    }

    @Test func plainArgumentsHoldWhatTheGeneralReaderRead() {
        var list = ArgumentList()
        list.append(.controller(.plain("A")))
        list.append(.keyword)
        list.append(.choice("secondary", index: 1))
        // The builder's part returns, so a `reading` that never called it fails here rather than passing unchecked.
        let checked = PlainArguments.reading(list) { arguments -> Bool in
            #expect(arguments.count == 3)
            #expect(arguments.controller(at: 0) == .plain("A"))
            #expect(arguments[1] == .keyword)
            #expect(arguments.choice(at: 2, of: Column.allCases) == Column.allCases[1])
            for (word, same) in [("A", true), ("B", false)] {
                var bytes = Array(word.utf8)
                bytes.withUnsafeMutableBufferPointer { word in
                    var direct = PlainArguments()
                    direct.appendController(plainName: UnsafeBufferPointer(word))
                    direct.append(.keyword)
                    direct.append(.choice(1))
                    #expect((direct == arguments) == same)
                }
            }
            return true
        }
        #expect(checked)
        #expect(PlainArguments.accepts([.number("N")]))
        #expect(!PlainArguments.accepts([.controller("A", nilAllowed: true), .controller("B", nilAllowed: true)]))
        #expect(!PlainArguments.accepts([.file("FILE")]))
    }
}
