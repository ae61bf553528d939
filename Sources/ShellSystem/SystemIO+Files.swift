import Glibc
import SplitShell

extension SystemIO {
    /// Replaces a file whole: writes a temporary file beside it, then renames it over the file, so a reader never
    /// sees half a file and a failed write leaves the old one as it was. A new file gets the usual permissions
    /// (0666 less the umask); a file replaced keeps its own.
    public static func writeFileAtomically(_ path: String, _ text: String) -> Result<Void, FileWriteProblem> {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((directory + "." + name + ".splitnav-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return .failure(.file(problem(errno))) }
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            fchmod(descriptor, info.st_mode & 0o7777)
        } else {
            let mask = umask(0)
            umask(mask)
            fchmod(descriptor, 0o666 & ~mask)
        }
        let bytes = Array(text.utf8)
        let written = writeAll(descriptor, bytes)
        let synced = written == 0 ? (fsync(descriptor) == 0 ? 0 : errno) : written
        close(descriptor)
        if synced != 0 {
            unlink(template)
            return .failure(.write(writeProblem(synced)))
        }
        guard rename(template, path) == 0 else {
            let code = errno
            unlink(template)
            return .failure(.file(problem(code)))
        }
        return .success(())
    }

    /// Writes every byte, retrying after a signal; 0, or the errno that stopped it.
    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
        }
        return 0
    }

    private static func writeProblem(_ code: Int32) -> WriteProblem {
        switch code {
        case ENOSPC: .noSpace
        case EDQUOT: .quotaExceeded
        case EFBIG: .fileTooLarge
        case EIO: .inputOutput
        default: .other(code: code)
        }
    }
}
