import Testing
@testable import SplitShell

/// `ShapeReader.readPlain` reads the shapes it accepts exactly as the general reader does: the same arguments for
/// good lines, the same errors for bad ones.
@Suite struct PlainShapeReadingTests {
    /// What reading a line's arguments by one of the readers gave, as comparable text.
    static func outcome(_ line: String, plain: Bool) -> String {
        do throws(ShellError) {
            return try Tokenizer.withWords(line) { words throws(ShellError) in
                guard let spec = CommandTable.spec(named: words.text(0)) else { return "unknown" }
                let arguments = plain
                    ? Array(try ShapeReader.readPlain(spec.shape, command: spec.name, words: words, from: 1))
                    : try ShapeReader.read(spec.shape, command: spec.name, words: words, from: 1)
                return "arguments: \(arguments)"
            }
        } catch {
            return "error: \(error)"
        }
    }

    static let plainSpecs = CommandTable.all.filter(\.hasPlainShape)

    @Test func theUsualCommandsHavePlainShapes() {
        for name in ["width", "setStyle", "setPreferredDisplayMode", "setViewController", "show", "hide", "sizeClass"] {
            #expect(CommandTable.spec(named: name)?.hasPlainShape == true, "\(name)")
        }
        for name in ["device", "setViewControllers", "expect", "get", "echo"] {
            #expect(CommandTable.spec(named: name)?.hasPlainShape == false, "\(name)")
        }
    }

    @Test(arguments: plainSpecs.map(\.name))
    func bothReadersAgree(_ name: String) throws {
        let spec = try #require(CommandTable.spec(named: name))
        let lines = spec.examples + [name, "\(name) extra", "\(name) x y z", "\(name) nil", "\(name) 12 for primary",
                                     "\(name) VC1 for primary", "\(name) VC1 for nowhere", "\(name) VC1 four primary",
                                     "\(name) automatic", "\(name) 1x2", "\(name) 300 more"]
        for line in lines {
            #expect(Self.outcome(line, plain: true) == Self.outcome(line, plain: false), "\(line)")
        }
    }

    @Test func anArgumentListHoldsItsArgumentsInOrder() {
        for count in 0..<6 {
            let arguments = (0..<count).map { Argument.number(Double($0)) }
            var list = ArgumentList()
            for argument in arguments { list.append(argument) }
            #expect(Array(list) == arguments)
            #expect(Array(ArgumentList(arguments)) == arguments)
            #expect(list.count == count)
        }
    }
}
