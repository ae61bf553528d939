import Testing
@testable import SplitShell

/// One rule for every input's bytes (standard input, a script, `source`, `-c`): a line longer than the limit ends the
/// input, a line that is not UTF-8 is reported and skipped, a byte-order mark at the start is dropped, a read error is
/// reported; and `source` opens what the kernel resolves and knows a file by its identity.
@Suite struct InputRuleTests {
    // MARK: The splitter

    static let splits: [Case<[UInt8], [InputLine]>] = [
        Case("a line of exactly the limit", Array("echo 12345\n".utf8), [.text("echo 12345")]),
        Case("a line one byte over the limit ends the input", Array("echo 1\necho 123456\necho 2\n".utf8),
             [.text("echo 1"), .failed(.lineTooLong(limit: 10))]),
        Case("an unterminated overlong last line", Array("echo 123456".utf8), [.failed(.lineTooLong(limit: 10))]),
        Case("the limit counts the carriage return", Array("echo 12345\r\n".utf8), [.failed(.lineTooLong(limit: 10))]),
        Case("a byte-order mark at the start goes", [0xEF, 0xBB, 0xBF] + Array("get a\n".utf8), [.text("get a")]),
        Case("a byte-order mark later stays", Array("a\n".utf8) + [0xEF, 0xBB, 0xBF] + Array("b\n".utf8), [.text("a"), .text("\u{FEFF}b")]),
        Case("invalid UTF-8 fails its line only", [0x61, 0x0A, 0x62, 0x63, 0xFF, 0x0A, 0x64], [.text("a"), .failed(.invalidUTF8(byte: 3)), .text("d")]),
        Case("a truncated sequence", [0x61, 0xC3], [.failed(.invalidUTF8(byte: 2))]),
        Case("an encoded surrogate", [0xED, 0xA0, 0x80], [.failed(.invalidUTF8(byte: 1))]),
        Case("valid multibyte text", Array("é ☃\n".utf8), [.text("é ☃")]),
    ]

    @Test(arguments: splits)
    func bytesSplitByTheRule(_ row: Case<[UInt8], [InputLine]>) {
        #expect(LineSplitter.lines(row.input, limit: 10) == row.output)
    }

    /// A pipe gives bytes in any chunks: one byte at a time splits as the whole does.
    @Test(arguments: splits)
    func chunksSplitAsTheWhole(_ row: Case<[UInt8], [InputLine]>) {
        var splitter = LineSplitter(limit: 10)
        var lines: [InputLine] = []
        var bytes = row.input[...]
        loop: while true {
            switch splitter.next() {
            case .line(let line): lines.append(line)
            case .end: break loop
            case .needsMore:
                if let byte = bytes.popFirst() { splitter.append([byte]) } else { splitter.finish() }
            }
        }
        #expect(lines == row.output)
    }

    /// An endless line costs the limit, not the input: the splitter asks for no more once the limit is passed.
    @Test func anEndlessLineIsCutAtTheLimit() {
        var splitter = LineSplitter(limit: 100)
        var fed = 0
        while case .needsMore = splitter.next() {
            splitter.append([UInt8](repeating: 0, count: 7))
            fed += 7
            #expect(fed < 1000, "the splitter kept asking for bytes")
            if fed >= 1000 { return }
        }
        #expect(splitter.isDone)
        #expect(splitter.bufferedCount == 0)
        #expect(splitter.next() == .end)
    }

    @Test func theLimitIsOneMebibyte() {
        #expect(LineSplitter.lengthLimit == 1_048_576)
        let longest = Array("echo ".utf8) + [UInt8](repeating: 0x61, count: LineSplitter.lengthLimit - 5)
        #expect(LineSplitter.lines(longest + [0x0A]).count == 1)
        #expect(LineSplitter.lines(longest + [0x61, 0x0A]) == [.failed(.lineTooLong(limit: 1_048_576))])
    }

    @Test func aReadErrorComesAfterTheWholeLinesAndDropsThePartOne() {
        var splitter = LineSplitter()
        splitter.append(Array("echo one\necho tw".utf8))
        splitter.fail(.other(code: 5))
        #expect(splitter.next() == .line(.text("echo one")))
        #expect(splitter.next() == .line(.failed(.readFailed(.other(code: 5)))))
        #expect(splitter.next() == .end)
    }

    // MARK: Through the runner

    struct Run {
        let status: Int32
        let stdout: [String]
        let stderr: [String]
    }

    /// Runs with `stdin` as standard input's bytes and `files` as the scripts there are.
    static func run(_ arguments: [String], stdin: [UInt8] = [], files: [String: [UInt8]] = [:],
                    standardInput: (any LineReader)? = nil) -> Run {
        let output = CapturedOutput()
        let scripts = InMemoryScripts(files.mapValues { .success($0) })
        let environment = RunnerEnvironment(output: output, standardInput: standardInput ?? TextLineReader(bytes: stdin),
                                            openScript: { scripts.open($0, for: $1) })
        var runner = Runner(environment: environment)
        let status = runner.run(arguments: arguments)
        func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }
        return Run(status: status, stdout: lines(output.standardOutput), stderr: lines(output.standardError))
    }

    static let withBadByte: [UInt8] = Array("echo one\necho t".utf8) + [0xFF] + Array("wo\necho three\n".utf8)

    @Test func invalidUTF8IsTheLinesErrorOnStandardInput() {
        let run = Self.run([], stdin: Self.withBadByte)
        #expect(run.stdout == ["one", "three"])
        #expect(run.stderr == ["-:2: error: invalid UTF-8 at byte 7 of the line; the line was not run", "help: scripts are UTF-8 text"])
        #expect(run.status == 3)
    }

    @Test func invalidUTF8IsTheLinesErrorInAScriptAndASourcedOne() {
        let script = Self.run(["s.splitnav"], files: ["s.splitnav": Self.withBadByte])
        #expect(script.stdout == ["one", "three"])
        #expect(script.stderr.first == "s.splitnav:2: error: invalid UTF-8 at byte 7 of the line; the line was not run")
        #expect(script.status == 3)
        let sourced = Self.run(["-c", "source s.splitnav", "-c", "echo after"], files: ["s.splitnav": Self.withBadByte])
        #expect(sourced.stdout == ["one", "three", "after"])
        #expect(sourced.stderr.first == "s.splitnav:2: error: invalid UTF-8 at byte 7 of the line; the line was not run")
        #expect(sourced.status == 3)
    }

    /// The process's arguments arrive as bytes; a `-c` that is not UTF-8 is read by the same rule, not as its decoding.
    @Test func invalidUTF8IsTheLinesErrorInACommandArgument() {
        let bytes: [[UInt8]] = [Array("-c".utf8), Self.withBadByte, Array("-c".utf8), Array("echo after".utf8)]
        let arguments = bytes.map { String(decoding: $0, as: UTF8.self) }
        let output = CapturedOutput()
        var runner = Runner(environment: RunnerEnvironment(output: output, standardInput: TextLineReader("")))
        #expect(runner.run(arguments: arguments, bytes: bytes) == 3)
        #expect(output.standardOutput == "one\nthree\nafter\n")
        #expect(output.standardError.hasPrefix("-c:1: error: invalid UTF-8 at byte 7 of the line; the line was not run\n"))
    }

    @Test func anOverlongLineEndsItsInputAndTheNextRuns() {
        let long = Array("echo one\necho ".utf8) + [UInt8](repeating: 0x61, count: LineSplitter.lengthLimit) + Array("\necho never\n".utf8)
        let run = Self.run(["long.splitnav", "-c", "echo after"], files: ["long.splitnav": long])
        // -c given with a script is its prelude: it runs first.
        #expect(run.stdout == ["after", "one"])
        #expect(run.stderr == ["long.splitnav:2: error: line longer than 1048576 bytes; the rest of this input was not read"])
        #expect(run.status == 3)
        let sourced = Self.run(["-c", "source long.splitnav", "-c", "echo after"], files: ["long.splitnav": long])
        #expect(sourced.stdout == ["one", "after"])
        #expect(sourced.stderr == ["long.splitnav:2: error: line longer than 1048576 bytes; the rest of this input was not read",
                                   "included from -c:1"])
        let piped = Self.run([], stdin: long)
        #expect(piped.stderr == ["-:2: error: line longer than 1048576 bytes; the rest of this input was not read"])
        #expect(piped.status == 3)
    }

    @Test func aByteOrderMarkStartsAScriptOrStandardInputUnseen() {
        let marked: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("setStyle tripleColumn\nget style\n".utf8)
        #expect(Self.run(["--quiet"], stdin: marked).stdout == ["tripleColumn"])
        let script = Self.run(["--quiet", "s.splitnav"], files: ["s.splitnav": marked])
        #expect(script.stdout == ["tripleColumn"])
        #expect(script.stderr.isEmpty && script.status == 0)
    }

    /// Standard input whose reading fails after some lines.
    struct FailingInput: LineReader {
        var lines: [InputLine] = [.text("echo one"), .failed(.readFailed(.isDirectory))]

        mutating func nextLine(prompt: String?) -> InputLine? {
            lines.isEmpty ? nil : lines.removeFirst()
        }
    }

    @Test func aReadErrorIsReportedAndFailsTheRun() {
        let run = Self.run([], standardInput: FailingInput())
        #expect(run.stdout == ["one"])
        #expect(run.stderr == ["splitnav: error: cannot read standard input: it is a directory"])
        #expect(run.status == 1)
        let interactive = Self.run(["--interactive"], standardInput: FailingInput())
        #expect(interactive.status == 1)
    }

    @Test func aScriptCutShortByAReadErrorFails() {
        let files: [String: Result<[UInt8], FileProblem>] = ["s.splitnav": .success(Array("echo one\n".utf8))]
        let output = CapturedOutput()
        let environment = RunnerEnvironment(output: output, standardInput: TextLineReader(""), openScript: { path, use in
            InMemoryScripts(files).open(path, for: use).map { OpenedScript(reader: FailingInput(), identity: $0.identity) }
        })
        var runner = Runner(environment: environment)
        // The prelude (source, echo) runs first, then the script itself.
        #expect(runner.run(arguments: ["s.splitnav", "-c", "source s.splitnav", "-c", "echo end"]) == 1)
        #expect(output.standardOutput == "one\nend\none\n")
        #expect(output.standardError == "-c:1: error: cannot read 's.splitnav': it is a directory\n"
                + "splitnav: error: cannot read 's.splitnav': it is a directory\n")
    }

    // MARK: source paths

    @Test func sourceOpensThePathJoinedByItsLetters() {
        var opened: [String] = []
        let output = CapturedOutput()
        let environment = RunnerEnvironment(output: output, standardInput: TextLineReader(""), openScript: { path, use in
            opened.append(path)
            return InMemoryScripts(texts: ["dir/main.txt": "source sub/../x.txt", "dir/x.txt": "echo x"]).open(path, for: use)
        })
        var runner = Runner(environment: environment)
        _ = runner.run(arguments: ["dir/main.txt"])
        #expect(opened == ["dir/main.txt", "dir/sub/../x.txt"])
    }

    @Test func aCycleIsKnownByTheFileNotItsName() {
        // `link.txt` is the same file as `a.txt` (a symbolic link, a hard link): the same identity.
        let output = CapturedOutput()
        let same = FileIdentity(device: 7, inode: 42)
        let environment = RunnerEnvironment(output: output, standardInput: TextLineReader(""), openScript: { path, _ in
            .success(OpenedScript(reader: TextLineReader("echo in \(path)\nsource link.txt"), identity: same))
        })
        var runner = Runner(environment: environment)
        #expect(runner.run(arguments: ["a.txt"]) == 3)
        #expect(output.standardOutput == "in a.txt\n")
        #expect(output.standardError.hasPrefix("a.txt:2: error: link.txt sources itself (a.txt -> link.txt)\n"))
    }

    @Test func sourceNamesWhatItRefuses() {
        let message = ErrorFormat.format(.unreadableFile("/dev/zero", .unsupportedKind(.characterDevice))).message
        #expect(message == "cannot read '/dev/zero': it is a character device; source reads regular files and FIFOs")
    }
}
