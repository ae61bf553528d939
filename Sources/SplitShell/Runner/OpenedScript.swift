/// A script file opened for reading: its lines as they are read, and which file it is.
public struct OpenedScript {
    public var reader: any LineReader
    /// The file itself, whatever path named it: `source` recognises a script already running by it.
    public var identity: FileIdentity

    public init(reader: any LineReader, identity: FileIdentity) {
        self.reader = reader
        self.identity = identity
    }
}

/// A file's device and inode: two paths name the same file exactly when these are equal.
public struct FileIdentity: Sendable, Hashable {
    public let device: UInt64
    public let inode: UInt64

    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

/// Who asks for a script: the command line reads any file it is given, `source` only regular files and FIFOs.
public enum ScriptUse: Sendable, Hashable {
    case commandLine
    case sourced
}

/// Scripts kept in memory, for tests and embedding: a path resolves by its letters (`./a`, `dir/../a`), as a file
/// system without symbolic links would; a missing path is `notFound`.
public struct InMemoryScripts: Sendable {
    private let files: [String: Result<[UInt8], FileProblem>]
    private let identities: [String: FileIdentity]

    public init(_ files: [String: Result<[UInt8], FileProblem>]) {
        self.files = Dictionary(files.map { (Self.resolved($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        identities = Dictionary(uniqueKeysWithValues: self.files.keys.sorted().enumerated().map {
            ($0.element, FileIdentity(device: 1, inode: UInt64($0.offset + 1)))
        })
    }

    public init(texts: [String: String]) {
        self.init(texts.mapValues { .success(Array($0.utf8)) })
    }

    /// `lineLimit` is the longest line, as `LineSplitter` takes it.
    public func open(_ path: String, for use: ScriptUse, lineLimit: Int = LineSplitter.lengthLimit) -> Result<OpenedScript, FileProblem> {
        let key = Self.resolved(path)
        guard let file = files[key], let identity = identities[key] else { return .failure(.notFound) }
        return file.map { OpenedScript(reader: TextLineReader(bytes: $0, limit: lineLimit), identity: identity) }
    }

    /// `./a/../b//c.txt` -> `b/c.txt`.
    static func resolved(_ path: String) -> String {
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
