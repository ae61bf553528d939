import Foundation
import Testing

/// splitnav's inputs at their edges, through the binary: endless lines, a FIFO read as it is written, standard input
/// that is a directory, `source` of what is not a script file, paths through symbolic links, bytes that are not UTF-8.
@Suite(.serialized) final class InputTests {
    let home: URL

    init() throws { home = try Binary.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: home) }

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs the binary with standard input opened from `stdinPath`; a run past `seconds` is killed and fails the test
    /// (an input that grows without bound would take minutes and gigabytes).
    func run(_ arguments: [String], stdinPath: String = "/dev/null", seconds: Double = 20) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = arguments
        process.environment = Binary.environment(home: home)
        process.currentDirectoryURL = home
        let descriptor = open(stdinPath, O_RDONLY)
        #expect(descriptor >= 0, "cannot open \(stdinPath)")
        process.standardInput = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let output = home.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errors = home.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let ended = eventually(within: seconds) { !process.isRunning }
        if !ended { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(ended, "splitnav \(arguments) < \(stdinPath) ran more than \(seconds) s")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        return Result(status: process.terminationStatus, stdout: try String(contentsOf: output, encoding: .utf8),
                      stderr: try String(contentsOf: errors, encoding: .utf8))
    }

    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = home.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test func anEndlessLineOnStandardInputEndsAtTheLimit() throws {
        let run = try run([], stdinPath: "/dev/zero")
        #expect(run.status == 3)
        #expect(run.stderr == "-:1: error: line longer than 1048576 bytes; the rest of this input was not read\n")
    }

    @Test func anEndlessScriptFileEndsAtTheLimit() throws {
        // -c given with a script is its prelude: it runs first.
        let run = try run(["/dev/zero", "-c", "echo after"])
        #expect(run.status == 3)
        #expect(run.stdout == "after\n")
        #expect(run.stderr == "/dev/zero:1: error: line longer than 1048576 bytes; the rest of this input was not read\n")
    }

    @Test(arguments: [("/dev/zero", "a character device"), ("/tmp", "a directory")])
    func sourceRefusesWhatIsNoScriptFile(_ path: String, _ kind: String) throws {
        let run = try run(["-c", "source \(path)", "-c", "echo after"])
        #expect(run.status == 3)
        #expect(run.stdout == "after\n")
        #expect(run.stderr == "-c:1: error: cannot read '\(path)': it is \(kind); source reads regular files and FIFOs\n")
    }

    @Test func standardInputThatIsADirectoryIsAnError() throws {
        let run = try run([], stdinPath: "/tmp")
        #expect(run.status == 1)
        #expect(run.stderr == "splitnav: error: cannot read standard input: it is a directory\n")
    }

    /// Memory follows the line, not the file: a script fed through a FIFO runs its first line while the writer still
    /// holds the FIFO open, before the rest exists.
    @Test func aScriptThroughAFIFORunsAsItIsWritten() throws {
        let fifo = home.appendingPathComponent("script.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let child = try PipedProcess([fifo], environment: Binary.environment(home: home))
        var writer: Int32 = -1
        #expect(eventually(within: 10) {
            writer = open(fifo, O_WRONLY | O_NONBLOCK)
            return writer >= 0
        }, "splitnav never opened the FIFO")
        defer { if writer >= 0 { close(writer) } }
        let first = Array("echo first\n".utf8)
        #expect(write(writer, first, first.count) == first.count)
        #expect(eventually(within: 10) { child.standardOutput == "first\n" }, "the first line's output waited for the end of the script")
        let second = Array("echo second\n".utf8)
        #expect(write(writer, second, second.count) == second.count)
        close(writer)
        writer = -1
        #expect(child.waitForExit() == .init(status: 0, signalled: false))
        #expect(child.standardOutput == "first\nsecond\n")
    }

    /// `sub/../x` through a symbolic link `sub` is the file the kernel finds, as `cat` would open it.
    @Test func sourceOpensWhatTheKernelResolves() throws {
        let files = FileManager.default
        try files.createDirectory(at: home.appendingPathComponent("a"), withIntermediateDirectories: true)
        try files.createDirectory(at: home.appendingPathComponent("b/target"), withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: home.appendingPathComponent("a/sub").path, withDestinationPath: "../b/target")
        _ = try file("a/x.splitnav", Array("echo lexical\n".utf8))
        _ = try file("b/x.splitnav", Array("echo resolved\n".utf8))
        let main = try file("a/main.splitnav", Array("source sub/../x.splitnav\n".utf8))
        let run = try run([main])
        #expect(run.stdout == "resolved\n")
        #expect(run.status == 0)
    }

    /// A link to the running script is the same script: a cycle, found at once, not 64 scripts deep.
    @Test func aCycleThroughASymbolicLinkIsFoundByTheFile() throws {
        let main = try file("main.splitnav", Array("echo in\nsource link.splitnav\n".utf8))
        try FileManager.default.createSymbolicLink(atPath: home.appendingPathComponent("link.splitnav").path, withDestinationPath: "main.splitnav")
        let run = try run([main])
        #expect(run.stdout == "in\n")
        #expect(run.stderr.contains("link.splitnav sources itself (\(main) -> \(home.path)/link.splitnav)"))
        #expect(run.status == 3)
    }

    @Test func bytesThatAreNotUTF8FailTheirLineOnly() throws {
        let bytes = Array("echo one\necho t".utf8) + [0xC3, 0x28] + Array("wo\necho three\n".utf8)
        let piped = try run([], stdinPath: try file("bad.bin", bytes))
        #expect(piped.stdout == "one\nthree\n")
        #expect(piped.stderr.hasPrefix("-:2: error: invalid UTF-8 at byte 7 of the line"))
        #expect(piped.status == 3)
        let script = try run([try file("bad.splitnav", bytes)])
        #expect(script.stdout == "one\nthree\n")
        #expect(script.stderr.hasPrefix("\(home.path)/bad.splitnav:2: error: invalid UTF-8 at byte 7 of the line"))
    }

    @Test func aByteOrderMarkIsIgnored() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("setStyle tripleColumn\nget style\n".utf8)
        let run = try run(["--quiet", try file("bom.splitnav", bytes)])
        #expect(run.stdout == "tripleColumn\n")
        #expect(run.stderr == "")
    }
}
