import Foundation
import Testing

/// `layout --svg FILE` and `sweep ... --svg FILE` through the binary: the file written whole, replaced atomically,
/// relative to the running script, and a file that cannot be written reported as one error line with status 1.
@Suite(.serialized) final class PictureFileTests {
    let home: URL

    init() throws { home = try Binary.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: home) }

    var environment: [String: String] { Binary.environment(home: home) }

    private func contents(_ name: String) throws -> String {
        try String(contentsOf: home.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func theFilesAreWrittenAndSaySo() throws {
        let layout = home.appendingPathComponent("layout.svg").path, chart = home.appendingPathComponent("chart.svg").path
        let run = try PipedProcess.run(["-c", "setStyle tripleColumn", "-c", "layout --svg \(layout)",
                                        "-c", "sweep width 600 1400 step 10 --svg \(chart)"], environment: environment)
        #expect(run.exit == .init(status: 0, signalled: false))
        #expect(run.stderr == "")
        #expect(run.stdout.hasSuffix("wrote \(layout)\nwrote \(chart)\n"))
        #expect(!run.stdout.contains("horizontal"), "the chart replaces the table")
        for name in ["layout.svg", "chart.svg"] {
            let text = try contents(name)
            #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
            #expect(text.hasSuffix("</svg>\n"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).sorted() == ["chart.svg", "layout.svg"],
                "no temporary file is left beside them")
    }

    @Test func aFileIsReplacedWholeAndKeepsItsPermissions() throws {
        let url = home.appendingPathComponent("picture.svg")
        try String(repeating: "old content that is longer than nothing\n", count: 2000).write(to: url, atomically: false, encoding: .utf8)
        chmod(url.path, 0o640)
        let run = try PipedProcess.run(["-c", "layout --svg \(url.path)"], environment: environment)
        #expect(run.exit == .init(status: 0, signalled: false))
        let text = try contents("picture.svg")
        #expect(text.hasPrefix("<?xml") && !text.contains("old content"))
        #expect(Binary.permissions(url) == 0o640)
    }

    @Test func aPathIsRelativeToTheRunningScript() throws {
        let directory = home.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "layout --svg here.svg\n".write(to: directory.appendingPathComponent("draw.splitnav"), atomically: true, encoding: .utf8)
        let run = try PipedProcess.run([directory.appendingPathComponent("draw.splitnav").path], environment: environment)
        #expect(run.exit == .init(status: 0, signalled: false))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("here.svg").path))
    }

    @Test(arguments: [("missing/picture.svg", "its directory does not exist"), (".", "it is a directory"), ("sub/", "it is a directory"),
                      ("sub", "it is a directory"), ("plain/picture.svg", "its directory does not exist")])
    func aFileThatCannotBeWrittenIsOneErrorLine(_ name: String, _ why: String) throws {
        try FileManager.default.createDirectory(at: home.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "a file, not a directory\n".write(to: home.appendingPathComponent("plain"), atomically: true, encoding: .utf8)
        let path = home.path + "/" + name
        let before = try FileManager.default.contentsOfDirectory(atPath: home.path).sorted()
        let run = try PipedProcess.run(["-c", "layout --svg \(path)", "-c", "echo next"], environment: environment)
        #expect(run.exit == .init(status: 1, signalled: false))
        #expect(run.stdout == "next\n")
        #expect(run.stderr == "-c:1: error: cannot write '\(path)': \(why); nothing was written\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).sorted() == before)
    }

    /// A device is written in place, never replaced: as root, renaming over `/dev/full` would swap the device node for a
    /// regular file. A full device is one error line.
    @Test func aFullDeviceIsOneErrorLineAndStaysADevice() throws {
        let run = try PipedProcess.run(["-c", "layout --svg /dev/full", "-c", "echo next"], environment: environment)
        #expect(run.exit == .init(status: 1, signalled: false))
        #expect(run.stderr == "-c:1: error: cannot write '/dev/full': no space left on the device; nothing was written\n")
        var info = stat()
        #expect(stat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aSymbolicLinkKeepsPointingAtTheFileItReplaces() throws {
        let target = home.appendingPathComponent("target.svg"), link = home.appendingPathComponent("link.svg")
        try "old\n".write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let run = try PipedProcess.run(["-c", "layout --svg \(link.path)"], environment: environment)
        #expect(run.exit == .init(status: 0, signalled: false))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try contents("target.svg").hasPrefix("<?xml"))
    }

    /// Root writes anywhere: permissions cannot make it fail.
    @Test(.enabled(if: getuid() != 0)) func anUnwritableDirectoryIsOneErrorLine() throws {
        let directory = home.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        chmod(directory.path, 0o500)
        defer { chmod(directory.path, 0o700) }
        let path = directory.appendingPathComponent("picture.svg").path
        let run = try PipedProcess.run(["-c", "sweep width 600 700 --svg \(path)"], environment: environment)
        #expect(run.exit == .init(status: 1, signalled: false))
        #expect(run.stderr == "-c:1: error: cannot write '\(path)': permission denied; nothing was written\n")
    }

    @Test func jsonGivesTheFileItWrote() throws {
        let path = home.appendingPathComponent("layout.svg").path
        let run = try PipedProcess.run(["--format", "json", "-c", "layout --svg \(path)"], environment: environment)
        #expect(run.exit == .init(status: 0, signalled: false))
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let file = document?["file"] as? [String: Any]
        #expect(file?["path"] as? String == path)
        #expect(file?["format"] as? String == "svg")
        #expect(file?["bytes"] as? Int == (try contents("layout.svg")).utf8.count)
        #expect(document?["output"] as? [String] == ["wrote \(path)"])
    }
}
