import Foundation
import Testing
@testable import SplitShell

/// `--report tap|junit FILE`: one test per script, checked against their formats by the tools CI servers trust (Perl's
/// core TAP::Parser, and xmllint with docs/junit.xsd).
@Suite struct ReportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let files = [
        "ok.splitnav": "# name: an iPad keeps two columns\nexpect isCollapsed false\nexpect width 1180\n",
        "quits.splitnav": "# Leaves with 4. The rest is not read.\nexpect width 1180\nquit 4\n",
        "fails.splitnav": "# A phone collapses & <rotates>\ndevice \"iPhone 16\"\nexpect isCollapsed false\n",
        "broken.splitnav": "bogus\n",
    ]

    /// Runs in memory; the reports are what the runner asked to write, by path.
    static func run(_ arguments: [String], environment change: (inout RunnerEnvironment) -> Void = { _ in })
    -> (status: Int32, stderr: String, written: [String: String]) {
        final class Written: @unchecked Sendable { var files: [String: String] = [:] }
        let written = Written()
        let output = CapturedOutput()
        var environment = RunnerEnvironment(output: output, standardInput: TextLineReader(""),
                                            openScript: { InMemoryScripts(texts: files).open($0, for: $1) })
        environment.writeFile = { path, bytes in
            written.files[path] = String(decoding: bytes, as: UTF8.self)
            return .success(())
        }
        change(&environment)
        var runner = Runner(environment: environment)
        let status = runner.run(arguments: arguments)
        return (status, output.standardError, written.files)
    }

    /// A mixed run: passed, failed (quit 4), broken (which stops the run with --bail), skipped.
    static let mixed = ["--bail", "ok.splitnav", "quits.splitnav", "broken.splitnav", "fails.splitnav"]

    @Test func tapNamesCountsAndLocates() throws {
        let run = Self.run(["--report", "tap", "out.tap", "ok.splitnav", "quits.splitnav", "fails.splitnav", "broken.splitnav"])
        let tap = try #require(run.written["out.tap"])
        #expect(tap.hasPrefix("TAP version 13\n1..4\nok 1 - an iPad keeps two columns\n  ---\n  script: \"ok.splitnav\"\n  checks: 2\n"))
        #expect(tap.contains("not ok 2 - Leaves with 4.\n"))
        #expect(tap.contains("not ok 3 - A phone collapses & <rotates>\n"))
        #expect(tap.contains("""
                    - message: "expected isCollapsed to be false, but it is true"
                      kind: assertion
                      file: "fails.splitnav"
                      line: 3
                """))
        #expect(tap.contains("not ok 4 - broken.splitnav\n"))
        #expect(run.status == 3)
        let bail = try #require(Self.run(["--report", "tap", "out.tap"] + Self.mixed).written["out.tap"])
        #expect(bail.hasSuffix("ok 4 - A phone collapses & <rotates> # SKIP not run: the run ended before it (--bail, a signal or a closed output)\n")
                || bail.hasSuffix("ok 4 - fails.splitnav # SKIP not run: the run ended before it (--bail, a signal or a closed output)\n"))
    }

    @Test func tapParsesWithPerlsTAPParser() throws {
        let run = Self.run(["--report", "tap", "out.tap"] + Self.mixed)
        let tap = try #require(run.written["out.tap"])
        let file = try Self.temporary("report.tap", tap)
        let script = """
            use TAP::Parser;
            my $parser = TAP::Parser->new({ source => $ARGV[0] });
            my $yaml = 0;
            while (my $result = $parser->next) { $yaml++ if $result->is_yaml && ref $result->data eq 'HASH' }
            print join(' ', $parser->version, scalar($parser->tests_run), scalar($parser->passed), scalar($parser->failed),
                       scalar($parser->skipped), $yaml, scalar($parser->parse_errors)), "\\n";
            """
        let result = try Self.tool("/usr/bin/perl", ["-e", script, file])
        // TAP 13, 4 tests; ok 1 and the skipped 4 pass; 2 and 3 fail; 1 skipped; 3 YAML blocks; no parse errors.
        #expect(result == "13 4 2 2 1 3 0\n", "\(tap)")
    }

    @Test func junitValidatesAgainstTheSchema() throws {
        let run = Self.run(["--report", "junit", "out.xml"] + Self.mixed)
        let xml = try #require(run.written["out.xml"])
        #expect(xml.contains(#"<testsuite name="splitnav" tests="4" failures="1" errors="1" skipped="1" time="0.000">"#))
        #expect(xml.contains(#"<testcase name="an iPad keeps two columns" classname="ok" time="0.000" assertions="2"/>"#))
        #expect(xml.contains(#"<failure message="quit with status 4" type="quit">quit with status 4</failure>"#))
        #expect(xml.contains(#"<error message="unknown command &apos;bogus&apos;" type="input">"#))
        #expect(xml.contains(#"<skipped message="#))
        let failing = try #require(Self.run(["--report", "junit", "out.xml", "fails.splitnav", "ok.splitnav"]).written["out.xml"])
        #expect(failing.contains(#"<failure message="expected isCollapsed to be false, but it is true" type="assertion">"#
                                 + "fails.splitnav:3: assertion: expected isCollapsed to be false, but it is true</failure>"))
        #expect(failing.contains(#"name="A phone collapses &amp; &lt;rotates&gt;""#))
        let file = try Self.temporary("report.xml", xml)
        let schema = Self.root.appendingPathComponent("docs/junit.xsd").path
        let result = try Self.tool("/usr/bin/xmllint", ["--noout", "--schema", schema, file])
        #expect(result.contains("validates"), "\(result)\n\(xml)")
    }

    /// Ctrl-C in the second script: the report still comes, with what ran, the script stopped and the rest skipped.
    @Test func anInterruptedRunStillWritesItsReport() throws {
        let key = InterruptTests.Key()
        let run = Self.run(["--report", "junit", "out.xml", "ok.splitnav", "-", "ok.splitnav"]) { environment in
            environment.standardInput = InterruptTests.Input(lines: ["echo one", "echo two", "echo three"], pressedOn: 2, key: key)
            environment.interrupt = key.flag
        }
        #expect(run.status == Runner.interruptedStatus)
        let xml = try #require(run.written["out.xml"])
        #expect(xml.contains(#"tests="3" failures="1" errors="0" skipped="1""#))
        #expect(xml.contains(#"type="stopped">-: stopped: the run was stopped here (status 130)</failure>"#))
    }

    @Test func aReportThatCannotBeWrittenIsOneErrorAndStatus1() {
        let run = Self.run(["--report", "tap", "full", "ok.splitnav"]) { environment in
            environment.writeFile = { _, _ in .failure(.noSpace) }
        }
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("splitnav: error: cannot write the report 'full': no space left on the device\n"))
        // A broken prelude: nothing runs, the report says so, status 3.
        let prelude = Self.run(["--report", "tap", "out.tap", "-c", "bogus", "ok.splitnav", "fails.splitnav"])
        #expect(prelude.status == 3)
        #expect(prelude.written["out.tap"]?.contains("not ok 2 - fails.splitnav\n") == true)
    }

    @Test func optionsTakeAFormatAndAFile() throws {
        #expect(try RunnerOptions.parse(["--report", "junit", "a.xml", "--report=tap", "b.tap"]).reports
                == [ReportRequest(format: .junit, path: "a.xml"), ReportRequest(format: .tap, path: "b.tap")])
        #expect(throws: ShellError.self) { try RunnerOptions.parse(["--report", "yaml", "x"]) }
        #expect(throws: ShellError.self) { try RunnerOptions.parse(["--report", "tap"]) }
        #expect(ScriptRecord.firstSentence("Why does it open on the detail? It collapses.") == "Why does it open on the detail?")
        #expect(Report.classname("./checks/rotation.splitnav") == "checks.rotation")
        #expect(Report.seconds(1.5) == "1.500" && Report.seconds(0.0004) == "0.000")
    }

    static func temporary(_ name: String, _ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("splitnav-report-\(UUID().uuidString)-\(name)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Runs a tool; its standard output and standard error together.
    static func tool(_ path: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
