import Foundation
import Testing

/// `export KIND FILE` through the real binary: the file holds exactly what `export KIND` prints, a file that exists is
/// replaced whole and keeps its permissions, no temporary file is left beside it, and a file that cannot be written
/// is one error (status 1) that leaves the old file as it was.
@Suite struct ExportFileTests {
    @Test("export writes the code it prints, replacing the file atomically", arguments: ["uikit", "swiftui"])
    func writesTheFile(kind: String) throws {
        let home = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = Binary.environment(home: home)
        let file = home.appendingPathComponent("Split.swift")
        try "old contents\n".write(to: file, atomically: false, encoding: .utf8)
        chmod(file.path, 0o640)
        let setup = "setStyle tripleColumn\nsetPreferredDisplayMode twoBesideSecondary\n"
        let printed = try PipedProcess.run(["--quiet"], stdin: setup + "export \(kind)\n", environment: environment)
        let written = try PipedProcess.run(["--quiet", "-c", "setStyle tripleColumn", "-c", "setPreferredDisplayMode twoBesideSecondary",
                                            "-c", "export \(kind) \(file.path)"], environment: environment)
        #expect(written.exit?.status == 0, "stderr: \(written.stderr)")
        #expect(written.stdout == "wrote \(file.path)\n")
        #expect(printed.stdout.contains("NavigationSplitView") == (kind == "swiftui"))
        #expect(try String(contentsOf: file, encoding: .utf8) == printed.stdout)
        #expect(Binary.permissions(file) == 0o640)
        let left = try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasPrefix(".Split.swift") }
        #expect(left.isEmpty, "temporary files left: \(left)")
    }

    @Test("a file that cannot be written is one error and the old file stays")
    func failedWrite() throws {
        let home = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = Binary.environment(home: home)
        let missing = home.appendingPathComponent("missing/Split.swift").path
        let run = try PipedProcess.run(["-c", "export uikit \(missing)"], environment: environment)
        #expect(run.exit?.status == 1)
        #expect(run.stderr.hasPrefix("-c:1: error: cannot write '\(missing)': its directory does not exist; nothing was written\n"), "stderr: \(run.stderr)")
        // A directory in the file's place: the rename fails and the directory is untouched.
        let directory = home.appendingPathComponent("Split.swift")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let over = try PipedProcess.run(["-c", "export swiftui \(directory.path)"], environment: environment)
        #expect(over.exit?.status == 1)
        #expect(over.stderr.contains("error: cannot write"), "stderr: \(over.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasPrefix(".Split.swift") }.isEmpty)
    }
}
