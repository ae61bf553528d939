import Glibc
import SplitShell

/// Writes a whole file so that a reader sees the old one or the new one, never half of it: the bytes go to a temporary
/// file beside it (`.NAME.PID.tmp`), which is synced and renamed over the path. A path that names something other
/// than a regular file (a device such as /dev/full or /dev/stdout, a FIFO) is written in place, since renaming would
/// replace the device rather than write to it.
public enum AtomicFileWriter {
    /// nil when written; else why not (the temporary file is removed).
    public static func write(_ bytes: [UInt8], to path: String) -> WriteProblem? {
        var info = stat()
        if stat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { return .isDirectory }
            if info.st_mode & S_IFMT != S_IFREG { return writeInPlace(bytes, to: path) }
        }
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return problem(errno) }
        var failed = writeAll(descriptor, bytes)
        if failed == nil && fsync(descriptor) != 0 { failed = problem(errno) }
        if close(descriptor) != 0 && failed == nil { failed = problem(errno) }
        if failed == nil && rename(temporary, path) != 0 { failed = problem(errno) }
        if failed != nil { unlink(temporary) }
        return failed
    }

    /// `dir/report.xml` -> `dir/.report.xml.PID.tmp`.
    static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return directory + "." + name + ".\(getpid()).tmp"
    }

    private static func writeInPlace(_ bytes: [UInt8], to path: String) -> WriteProblem? {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return problem(errno) }
        let failed = writeAll(descriptor, bytes)
        close(descriptor)
        return failed
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> WriteProblem? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return problem(errno)
            }
            offset += written
        }
        return nil
    }

    private static func problem(_ code: Int32) -> WriteProblem {
        switch code {
        case ENOENT, ENOTDIR: .noSuchDirectory
        case EACCES, EPERM, EROFS: .permissionDenied
        case EISDIR: .isDirectory
        case ENOSPC: .noSpace
        case EDQUOT: .quotaExceeded
        case EFBIG: .fileTooLarge
        case EIO: .inputOutput
        default: .other(code: code)
        }
    }
}

/// Seconds on the monotonic clock: how long a script ran, for `--report`.
public enum MonotonicClock {
    public static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }
}
