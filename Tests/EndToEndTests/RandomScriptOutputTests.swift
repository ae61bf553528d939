import Foundation
import Testing

/// The output on a seeded random script stays byte for byte what was recorded: speed work must not change a byte.
///
/// The debug build checks the first 10,000 commands (the whole 100,000 take too long unoptimised); `scripts/bench`
/// checks all 100,000 with the release build. Both hashes sit in `scripts/bench-support/random-output.sha256`.
@Suite struct RandomScriptOutputTests {
    static let checker = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/bench-support/check-random-output").path

    @Test func outputOnTheRandomScriptIsUnchanged() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.checker, Binary.path, "10000"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }
}
