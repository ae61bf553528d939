import SplitShell

/// The files `source` can read when the fuzzer or the edge-case script tests run an input in memory: a few small
/// scripts (two source each other, one quits, one fails, one is not all text, one starts with a byte-order mark, one
/// has an overlong line, one cannot be read); every other path is missing. `scripts/fuzz` compiles this file into the
/// fuzzer as well.
public enum SourcedScripts {
    /// The longest line of the scripts here (the real 1 MiB would make the fuzzer slow).
    public static let lineLimit = 64

    public static let files: [String: Result<[UInt8], FileProblem>] = [
        "a.splitnav": .success(Array("setStyle tripleColumn\nsource lib/b.splitnav\nget displayMode\n".utf8)),
        "lib/b.splitnav": .success(Array("width 800\nsource ../a.splitnav\nexpect width 800\n".utf8)),
        "quits.splitnav": .success(Array("echo leaving\nquit 3\n".utf8)),
        "fails.splitnav": .success(Array("bogus\nwidth -1\n".utf8)),
        "binary.splitnav": .success(Array("echo before\n".utf8) + [0x65, 0x63, 0x68, 0x6F, 0x20, 0xFF, 0x0A] + Array("echo after\n".utf8)),
        "bom.splitnav": .success([0xEF, 0xBB, 0xBF] + Array("setStyle doubleColumn\n".utf8)),
        "long.splitnav": .success(Array("echo before\necho \(String(repeating: "a", count: lineLimit))\necho never\n".utf8)),
        "locked.splitnav": .failure(.permissionDenied),
    ]

    private static let scripts = InMemoryScripts(files.mapValues { file in file })

    /// Opens `path` as the runner would, each line at most `lineLimit` bytes.
    public static func open(_ path: String, for use: ScriptUse) -> Result<OpenedScript, FileProblem> {
        scripts.open(path, for: use, lineLimit: lineLimit)
    }
}
