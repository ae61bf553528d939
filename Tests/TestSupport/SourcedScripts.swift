import SplitShell

/// The files `source` can read when the fuzzer or the edge-case script tests run an input in memory: a few small
/// scripts (two source each other, one quits, one fails, one is not text, one cannot be read); every other path is
/// missing. `scripts/fuzz` compiles this file into the fuzzer as well.
public enum SourcedScripts {
    public static let files: [String: Result<String, FileProblem>] = [
        "a.splitnav": .success("setStyle tripleColumn\nsource lib/b.splitnav\nget displayMode\n"),
        "lib/b.splitnav": .success("width 800\nsource ../a.splitnav\nexpect width 800\n"),
        "quits.splitnav": .success("echo leaving\nquit 3\n"),
        "fails.splitnav": .success("bogus\nwidth -1\n"),
        "binary.splitnav": .failure(.notText),
        "locked.splitnav": .failure(.permissionDenied),
    ]

    /// What reading `path` gives.
    public static func read(_ path: String) -> Result<String, FileProblem> {
        files[path] ?? .failure(.notFound)
    }
}
