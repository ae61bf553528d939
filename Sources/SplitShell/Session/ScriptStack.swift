/// The scripts running inside one another, outermost first: where a `source` path resolves, and the guard against a
/// script that sources itself (directly or through others) and against runaway nesting.
struct ScriptStack {
    /// How many scripts may run inside one another.
    static let depthLimit = 64

    private struct Entry {
        /// The path as errors name it.
        let path: String
        /// The path with `.` and `dir/..` removed, to recognise the same file named two ways.
        let key: String
    }

    private var entries: [Entry] = []

    /// The scripts running, outermost first, as errors name them.
    var paths: [String] { entries.map(\.path) }

    /// Enters a script given on the command line (`SCRIPT`, `-f FILE`): its path as given.
    mutating func enter(topLevel path: String) {
        entries.append(Entry(path: path, key: Self.normalized(path)))
    }

    /// Enters a script named by `source` in the current script (relative to its directory; to the working directory when
    /// no script runs) and returns the path to read it from, or refuses a cycle or a nesting too deep.
    mutating func enter(sourced path: String) throws(ShellError) -> String {
        guard !path.isEmpty else { throw .missingArgument(command: "source", argument: "FILE") }
        let resolved = Self.normalized(Self.join(directory: entries.last.map { Self.directory(of: $0.path) } ?? "", path))
        if let first = entries.firstIndex(where: { $0.key == resolved }) {
            throw .sourceCycle(entries[first...].map(\.path) + [resolved])
        }
        guard entries.count < Self.depthLimit else { throw .sourceTooDeep(resolved, limit: Self.depthLimit) }
        entries.append(Entry(path: resolved, key: resolved))
        return resolved
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

    /// `./a/../b//c.txt` -> `b/c.txt`, by the letters (symbolic links are not followed; the depth limit catches their loops).
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
