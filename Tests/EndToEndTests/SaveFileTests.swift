import Foundation
import Testing

/// `save FILE` through the real file system: the file is replaced whole, a failed write is one error line with
/// status 1 and leaves nothing behind, and the file runs as a script that rebuilds the state.
@Suite final class SaveFileTests {
    let home: URL

    init() throws { home = try Binary.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: home) }

    var environment: [String: String] { Binary.environment(home: home) }

    private func contents(of directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func aSavedFileRebuildsTheStateAndReplacesTheOldOne() throws {
        let file = home.appendingPathComponent("saved.splitnav")
        try Data("old contents\n".utf8).write(to: file)
        let save = try PipedProcess.run(["--quiet"], stdin: "setStyle tripleColumn\ntap displayModeButton\nwidth 900\nsave \(file.path)\n",
                                        environment: environment)
        #expect(save.exit == .init(status: 0, signalled: false))
        #expect(save.stdout == "wrote \(file.path)\n", "\(save.stdout)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("# splitnav saved state"))
        #expect(!text.contains("old contents"))
        // No temporary file is left beside it.
        #expect(try contents(of: home).filter { $0.hasSuffix(".splitnav") || $0.hasPrefix(".saved") } == ["saved.splitnav"])
        let rebuilt = try PipedProcess.run(["--quiet"], stdin: "source \(file.path)\nget displayMode\nget width\nget style\n",
                                           environment: environment)
        #expect(rebuilt.stdout == "oneBesideSecondary\n900\ntripleColumn\n", "\(rebuilt.stdout) \(rebuilt.stderr)")
        let runAlone = try PipedProcess.run([file.path], environment: environment)
        #expect(runAlone.exit == .init(status: 0, signalled: false), "\(runAlone.stderr)")
    }

    @Test func aFullDeviceIsOneErrorLine() throws {
        try #require(FileManager.default.fileExists(atPath: "/dev/full"), "this system has no /dev/full")
        let run = try PipedProcess.run(["-c", "save /dev/full"], environment: environment)
        #expect(run.exit == .init(status: 1, signalled: false))
        #expect(run.stderr == "-c:1: error: cannot write '/dev/full': no space left on the device; nothing was written\n",
                "\(run.stderr)")
    }

    @Test func aMissingDirectoryIsOneErrorLineAndWritesNothing() throws {
        let path = home.appendingPathComponent("missing/saved.splitnav").path
        let before = try contents(of: home)
        let run = try PipedProcess.run(["-c", "save \(path)"], environment: environment)
        #expect(run.exit == .init(status: 1, signalled: false))
        #expect(run.stderr == "-c:1: error: cannot write '\(path)': its directory does not exist; nothing was written\n", "\(run.stderr)")
        #expect(try contents(of: home) == before)
    }

    /// /proc answers "no such file" to a new file in a directory that is there: the error names what refused it.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self")))
    func aDirectoryThatTakesNoNewFilesIsNotCalledMissing() throws {
        let run = try PipedProcess.run(["-c", "save /proc/saved.splitnav"], environment: environment)
        #expect(run.exit == .init(status: 1, signalled: false))
        #expect(run.stderr == "-c:1: error: cannot write '/proc/saved.splitnav': its directory does not take new files; nothing was written\n",
                "\(run.stderr)")
    }

    @Test func aDirectoryIsRefusedAndKept() throws {
        let run = try PipedProcess.run(["-c", "save \(home.path)"], environment: environment)
        #expect(run.exit == .init(status: 1, signalled: false))
        #expect(run.stderr.hasSuffix("it is a directory; nothing was written\n"), "\(run.stderr)")
    }
}
