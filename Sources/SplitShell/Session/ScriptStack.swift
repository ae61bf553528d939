/// The scripts running inside one another, outermost first: where a `source` path resolves, and the guard against a
/// script that sources itself (directly or through others) and against runaway nesting.
struct ScriptStack {
    /// How many scripts may run inside one another.
    static let depthLimit = 64

    private struct Entry {
        /// The path as it was opened and as errors name it.
        let path: String
        /// The file itself: the same file named two ways (`a`, `sub/../a`, a symbolic link) is one script.
        let identity: FileIdentity
    }

    private var entries: [Entry] = []

    /// The scripts running, outermost first, as errors name them.
    var paths: [String] { entries.map(\.path) }

    /// Enters a script given on the command line (`SCRIPT`, `-f FILE`): its path as given.
    mutating func enter(topLevel path: String, identity: FileIdentity) {
        entries.append(Entry(path: path, identity: identity))
    }

    /// The path to open for a script named by `source` in the current script: relative to that script's directory (to
    /// the working directory when no script runs), joined by the letters; the kernel resolves `..` and symbolic links
    /// when it is opened. Refuses a nesting too deep.
    func path(sourced path: String) throws(ShellError) -> String {
        guard !path.isEmpty else { throw .missingArgument(command: "source", argument: "FILE") }
        let joined = Self.join(directory: entries.last.map { Self.directory(of: $0.path) } ?? "", path)
        guard entries.count < Self.depthLimit else { throw .sourceTooDeep(joined, limit: Self.depthLimit) }
        return joined
    }

    /// A file a command writes (`save FILE`), relative to the running script's directory as `source` reads them.
    func path(written path: String) -> String {
        Self.join(directory: entries.last.map { Self.directory(of: $0.path) } ?? "", path)
    }

    /// Enters a sourced script once it is open, or refuses it when the same file is running already.
    mutating func enter(sourced path: String, identity: FileIdentity) throws(ShellError) {
        if let first = entries.firstIndex(where: { $0.identity == identity }) {
            throw .sourceCycle(entries[first...].map(\.path) + [path])
        }
        entries.append(Entry(path: path, identity: identity))
    }

    mutating func leave() {
        entries.removeLast()
    }

    /// `scripts/a.txt` -> `scripts`; a bare name's directory is the working directory, ``.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A path relative to a directory; an absolute path stays as it is.
    static func join(directory: String, _ path: String) -> String {
        if path.hasPrefix("/") || directory.isEmpty { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
}
