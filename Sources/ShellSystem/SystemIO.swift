import Glibc
import SplitShell

/// The operating system as the shell needs it: files, directories, terminals, the environment and the process's exit.
public enum SystemIO {
    /// Opens a script to be read line by line. `source` refuses, before opening, what is not a regular file or a FIFO
    /// (a directory, a device such as /dev/zero, a socket); the command line reads whatever it is given. The path is
    /// the kernel's to resolve (`..` after a symbolic link is the link target's parent).
    public static func openScript(_ path: String, for use: ScriptUse, output: OutputStreams,
                                  interrupt: InterruptFlag) -> Result<OpenedScript, FileProblem> {
        if use == .sourced {
            var info = stat()
            guard stat(path, &info) == 0 else { return .failure(problem(errno)) }
            if let kind = unsupportedKind(info.st_mode) { return .failure(.unsupportedKind(kind)) }
        }
        var descriptor: Int32
        repeat {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
        } while descriptor < 0 && errno == EINTR && !interrupt.isPending()
        guard descriptor >= 0 else { return .failure(problem(errno)) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            return .failure(problem(code))
        }
        // What was opened is what runs: a path swapped for a device between stat and open is refused too.
        if use == .sourced, let kind = unsupportedKind(info.st_mode) {
            close(descriptor)
            return .failure(.unsupportedKind(kind))
        }
        let reader = FileDescriptorLineReader(descriptor: descriptor, output: output, interrupt: interrupt, ownsDescriptor: true)
        return .success(OpenedScript(reader: reader, identity: FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))))
    }

    /// What `source` refuses to read; nil for a regular file or a FIFO.
    static func unsupportedKind(_ mode: mode_t) -> FileKind? {
        switch mode & S_IFMT {
        case S_IFREG, S_IFIFO: nil
        case S_IFDIR: .directory
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        case S_IFSOCK: .socket
        default: .other
        }
    }

    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// The process's arguments, without the program name, as the bytes it received (`CommandLine.arguments` holds
    /// them decoded, bytes that are not UTF-8 replaced).
    public static var argumentBytes: [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
    }

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

    static func problem(_ code: Int32) -> FileProblem {
        switch code {
        case ENOENT, ENOTDIR: .notFound
        case EACCES, EPERM: .permissionDenied
        case EISDIR: .isDirectory
        case EINTR: .interrupted
        case ENOSPC, EDQUOT: .noSpace
        case EROFS: .readOnly
        case EIO: .inputOutput
        default: .other(code: code)
        }
    }
}
