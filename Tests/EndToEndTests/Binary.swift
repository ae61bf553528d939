import Foundation

/// The built `splitnav` and the throwaway places a run needs.
enum Binary {
    /// `$SPLITNAV_BINARY`, else `splitnav` beside the test bundle (`.build/<triple>/debug/`), else in the package's `.build/debug`.
    static let path: String = {
        let files = FileManager.default
        if let path = ProcessInfo.processInfo.environment["SPLITNAV_BINARY"], !path.isEmpty { return path }
        var directories: [URL] = []
        for start in [CommandLine.arguments.first.map { URL(fileURLWithPath: $0) }, Bundle.main.executableURL, Bundle.main.bundleURL]
            .compactMap({ $0 }) {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<3 {
                directories.append(directory)
                directory = directory.deletingLastPathComponent()
            }
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        directories += [package.appendingPathComponent(".build/debug"), package.appendingPathComponent(".build/release")]
        for directory in directories {
            let candidate = directory.appendingPathComponent("splitnav").path
            var isDirectory: ObjCBool = false
            if files.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue, files.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return package.appendingPathComponent(".build/debug/splitnav").path
    }()

    /// A fresh private directory, removed by `remove`.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("splitnav-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The environment of every run: nothing from the developer's (no colour, no `~/.editrc`, history in `home`).
    static func environment(home: URL, _ extra: [String: String] = [:]) -> [String: String] {
        var environment = ["PATH": "/usr/bin:/bin", "HOME": home.path, "LC_ALL": "C.UTF-8", "TERM": "xterm", "NO_COLOR": "1",
                           "EDITRC": "/dev/null", "SPLITNAV_HISTORY": home.appendingPathComponent("history").path]
        for (name, value) in extra { environment[name] = value }
        return environment
    }

    /// A file's permission bits, or nil when it does not exist.
    static func permissions(_ url: URL) -> Int? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return Int(info.st_mode & 0o777)
    }
}

/// Polls until `condition` holds or `seconds` pass; true when it held.
func eventually(within seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        usleep(20_000)
    }
    return condition()
}
