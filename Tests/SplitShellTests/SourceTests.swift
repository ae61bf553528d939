import Testing
@testable import SplitShell

@Suite struct SourceTests {
    @Test func nestedScriptsRunInTheSameSessionRelativeToTheirDirectory() {
        let files = [
            "main.txt": "source lib/a.txt\nget width\nget style",
            "lib/a.txt": "width 800\nsource b.txt\n",
            "lib/b.txt": "echo in b\nsetStyle tripleColumn",
        ]
        let run = RunnerTests.run(["--quiet", "main.txt"], files: files)
        #expect(run.stdout == ["in b", "800", "tripleColumn"])
        #expect(run.stderr.isEmpty)
        #expect(run.status == 0)
    }

    @Test func dotDotAndAbsolutePathsResolve() {
        let files = ["scripts/ipad/main.txt": "source ../common.txt\nsource /etc/split.txt", "scripts/common.txt": "echo common",
                     "/etc/split.txt": "echo absolute"]
        let run = RunnerTests.run(["scripts/ipad/main.txt"], files: files)
        #expect(run.stdout == ["common", "absolute"])
    }

    @Test func commandsAndThePromptResolveAgainstTheWorkingDirectory() {
        let files = ["setup.txt": "echo set up"]
        #expect(RunnerTests.run(["-c", "source setup.txt"], files: files).stdout == ["set up"])
        #expect(RunnerTests.run([], stdin: "source ./setup.txt\n", files: files).stdout == ["set up"])
    }

    @Test func aScriptThatSourcesItselfIsRefusedNotRunAgain() {
        let run = RunnerTests.run(["self.txt"], files: ["self.txt": "echo once\nsource self.txt\necho after"])
        #expect(run.stdout == ["once", "after"])
        #expect(run.stderr == ["self.txt:2: error: self.txt sources itself (self.txt -> self.txt)",
                               "help: a script cannot run inside itself; take the 'source' line out of the loop"])
        #expect(run.status == 3)
    }

    /// Paths are named as they were opened: joined to the sourcing script's directory by their letters.
    @Test func anIndirectCycleNamesTheChain() {
        let files = ["a.txt": "source sub/b.txt", "sub/b.txt": "source ../c.txt", "c.txt": "source a.txt"]
        let run = RunnerTests.run(["-c", "source a.txt"], files: files)
        #expect(run.stderr.first == "sub/../c.txt:1: error: sub/../a.txt sources itself (a.txt -> sub/b.txt -> sub/../c.txt -> sub/../a.txt)")
        #expect(run.status == 3)
    }

    @Test func theSameFileTwiceInARowIsNoCycle() {
        let files = ["main.txt": "source part.txt\nsource ./part.txt", "part.txt": "echo part"]
        let run = RunnerTests.run(["main.txt"], files: files)
        #expect(run.stdout == ["part", "part"])
        #expect(run.status == 0)
    }

    @Test func aMissingFileIsTheSourceLinesError() {
        let run = RunnerTests.run(["-c", "echo before", "-c", "source nope.txt", "-c", "echo after"])
        #expect(run.stdout == ["before", "after"])
        #expect(run.stderr == ["-c:2: error: cannot read 'nope.txt': no such file"])
        #expect(run.status == 3)
    }

    @Test func aMissingFileNamesItsResolvedPath() {
        let run = RunnerTests.run(["dir/main.txt"], files: ["dir/main.txt": "\nsource gone.txt"])
        #expect(run.stderr == ["dir/main.txt:2: error: cannot read 'dir/gone.txt': no such file"])
    }

    @Test func errorsInsideAScriptNameItsFileAndLine() {
        let files = ["setup/ipad.txt": "width 800\n\n# comment\nsetStyle triple\nget width"]
        let run = RunnerTests.run(["--quiet", "-c", "source setup/ipad.txt", "-c", "bogus"], files: files)
        #expect(run.stdout == ["800"])
        #expect(run.stderr == ["setup/ipad.txt:4: error: unknown style 'triple'", "included from -c:1", "help: did you mean 'tripleColumn'?",
                               "-c:2: error: unknown command 'bogus'", "help: type 'help' to list the commands"])
        #expect(run.status == 3)
    }

    @Test func errorsInsideAScriptAreLocatedEvenAtThePrompt() {
        let run = RunnerTests.run([], stdin: "source s.txt\n", files: ["s.txt": "bogus"], terminal: true)
        #expect(run.stderr.first == "s.txt:1: error: unknown command 'bogus'")
        #expect(run.status == 0)
    }

    @Test func nestingStopsAtTheLimit() {
        var files: [String: String] = [:]
        for depth in 0...ScriptStack.depthLimit + 5 { files["f\(depth).txt"] = "source f\(depth + 1).txt" }
        let run = RunnerTests.run(["-c", "source f0.txt"], files: files)
        #expect(run.stderr.first == "f63.txt:1: error: 'f64.txt' would nest scripts more than 64 deep")
        #expect(run.stderr[1...].prefix(2) == ["included from f62.txt:1", "included from f61.txt:1"])
        #expect(run.stderr.count == 1 + 64 + 1)
        #expect(run.status == 3)
    }

    /// The -c commands run alone are one script: a quit in a script they source ends it.
    @Test func quitAndBailInsideASourcedScriptEndTheirScript() {
        let files = ["q.txt": "echo in\nquit 4\necho not", "b.txt": "bogus\necho not"]
        let quit = RunnerTests.run(["-c", "source q.txt", "-c", "echo not"], files: files)
        #expect(quit.stdout == ["in"])
        #expect(quit.status == 4)
        let bail = RunnerTests.run(["--bail", "-c", "source b.txt", "-c", "echo not"], files: files)
        #expect(bail.stdout.isEmpty)
        #expect(bail.status == 3)
    }

    @Test func undoTakesBackOneLineOfAScript() {
        let run = RunnerTests.run(["--quiet", "-c", "source s.txt", "-c", "undo", "-c", "get width"], files: ["s.txt": "width 800\nwidth 900"])
        #expect(run.stdout == ["800"])
    }

    @Test func inJSONTheScriptsCommandsComeFirstThenTheSourceLine() {
        let run = RunnerTests.run(["--format", "json", "-c", "source s.txt", "-c", "source nope.txt"], files: ["s.txt": "get width"])
        #expect(run.stdout.count == 3)
        #expect(run.stdout[0].contains(#""command":"get width""#))
        #expect(run.stdout[1] == #"{"changes":[],"command":"source s.txt","events":[],"formatVersion":4,"location":{"file":"-c:1","line":1},"notes":[],"ok":true,"output":[],"script":null}"#)
        #expect(run.stdout[2].contains(#""error":{"help":null,"kind":"input","message":"cannot read 'nope.txt': no such file"}"#))
    }

    @Test func theSessionLeavesTheFileToItsFrontEnd() {
        var session = Session()
        let response = session.execute("source \"my scripts/a.txt\"")
        #expect(response.script == "my scripts/a.txt")
        #expect(response.error == nil && response.lines.isEmpty)
    }

    static let normalized: [Case<String, String>] = [
        Case("plain", "a.txt", "a.txt"),
        Case("dot", "./a.txt", "a.txt"),
        Case("dot dot", "lib/../a.txt", "a.txt"),
        Case("leading dot dot kept", "../../a.txt", "../../a.txt"),
        Case("doubled slashes", "lib//x/./a.txt", "lib/x/a.txt"),
        Case("absolute", "/etc/../tmp/a.txt", "/tmp/a.txt"),
        Case("above the root", "/../a.txt", "/a.txt"),
        Case("nothing left", "lib/..", "."),
    ]

    /// The files in memory that these tests use stand for a file system without symbolic links.
    @Test(arguments: normalized)
    func inMemoryPathsResolveByTheirLetters(_ row: Case<String, String>) {
        #expect(InMemoryScripts.resolved(row.input) == row.output)
    }

    @Test func pathsJoin() {
        #expect(ScriptStack.directory(of: "lib/a.txt") == "lib")
        #expect(ScriptStack.directory(of: "a.txt") == "")
        #expect(ScriptStack.directory(of: "/a.txt") == "/")
        #expect(ScriptStack.join(directory: "lib", "b.txt") == "lib/b.txt")
        #expect(ScriptStack.join(directory: "/", "b.txt") == "/b.txt")
        #expect(ScriptStack.join(directory: "lib", "/b.txt") == "/b.txt")
        #expect(ScriptStack.join(directory: "", "b.txt") == "b.txt")
    }
}
