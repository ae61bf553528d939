import Glibc
import SplitShell

/// The operating system as the shell needs it: files, directories, terminals, the environment and the process's exit.
public enum SystemIO {
    /// A whole file as UTF-8 text.
    public static func readTextFile(_ path: String) -> Result<String, FileProblem> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(problem(errno)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(problem(errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.notText) }
        return .success(text)
    }

    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// An environment variable's value, or nil when it is not set.
    public static func environmentVariable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// A directory's entries (for completing file names); empty when it cannot be read.
    public static func directoryEntries(_ path: String) -> [(name: String, isDirectory: Bool)] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var entries: [(name: String, isDirectory: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            var isDirectory = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_LNK) || entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                var info = stat()
                isDirectory = stat(path + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            entries.append((name, isDirectory))
        }
        return entries
    }

    public static var standardInputIsTerminal: Bool { isTerminal(STDIN_FILENO) }

    /// Flushes and leaves with a status.
    public static func exit(_ status: Int32, flushing output: OutputStreams) -> Never {
        output.flush()
        Glibc.exit(status)
    }

    private static func problem(_ code: Int32) -> FileProblem {
        switch code {
        case ENOENT, ENOTDIR: .notFound
        case EACCES, EPERM: .permissionDenied
        case EISDIR: .isDirectory
        case EINTR: .interrupted
        default: .other(code: code)
        }
    }
}
