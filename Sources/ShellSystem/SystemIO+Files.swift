import Glibc
import SplitShell

// MARK: Files the commands make

extension SystemIO {
    /// Replaces the file at `path` with `bytes` atomically: the bytes go to a new temporary file beside it, which is
    /// then renamed over it, so a reader (or a failure halfway) never sees a partial file. A new file gets the usual
    /// permissions (0666 less the umask); a file replaced keeps its own. The temporary file is removed on any failure.
    ///
    /// A path that names a device or a FIFO (`/dev/stdout`, `/dev/full`, a pipe) is written in place: such a file
    /// cannot be replaced, and renaming over it would swap the device node for a regular file. A symbolic link to an
    /// existing file replaces the file it points to, not the link.
    public static func replaceFile(_ path: String, with bytes: [UInt8]) -> Result<Void, FileProblem> {
        guard !path.isEmpty, !path.hasSuffix("/") else { return .failure(path.isEmpty ? .notFound : .isDirectory) }
        var info = stat()
        if stat(path, &info) == 0 {
            let kind = info.st_mode & S_IFMT
            if kind == S_IFCHR || kind == S_IFIFO { return writeInPlace(path, bytes) }
            if kind == S_IFDIR { return .failure(.isDirectory) }
            if kind != S_IFREG { return .failure(.unwritableKind(unsupportedKind(info.st_mode) ?? .other)) }
            var link = stat()
            if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) {
                defer { free(resolved) }
                return replaceRegularFile(String(cString: resolved), with: bytes)
            }
        }
        return replaceRegularFile(path, with: bytes)
    }

    /// Writes every byte to a device or FIFO that already exists, as a shell's `>` would.
    private static func writeInPlace(_ path: String, _ bytes: [UInt8]) -> Result<Void, FileProblem> {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(problem(errno)) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                return .failure(problem(code))
            }
            written += count
        }
        guard close(descriptor) == 0 else { return .failure(problem(errno)) }
        return .success(())
    }

    /// Whether `path` names a directory (following links).
    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func replaceRegularFile(_ path: String, with bytes: [UInt8]) -> Result<Void, FileProblem> {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((directory + "." + name + ".tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            let code = errno
            // ENOENT from a directory that is there: a file system that takes no new files (/proc).
            return .failure(code == ENOENT && isDirectory(directory.isEmpty ? "." : directory) ? .cannotCreate : problem(code))
        }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ code: Int32) -> Result<Void, FileProblem> {
            close(descriptor)
            unlink(temporary)
            return .failure(problem(code))
        }
        var existing = stat()
        let mode: mode_t
        if stat(path, &existing) == 0 {
            guard existing.st_mode & S_IFMT != S_IFDIR else { return fail(EISDIR) }
            mode = existing.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        guard fchmod(descriptor, mode) == 0 else { return fail(errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return fail(errno)
            }
            written += count
        }
        guard fsync(descriptor) == 0 else { return fail(errno) }
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            return .failure(problem(code))
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            return .failure(problem(code))
        }
        return .success(())
    }
}

// MARK: Time

extension SystemIO {
    /// Seconds on the monotonic clock: how long a script ran, for `--report`.
    public static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }
}
