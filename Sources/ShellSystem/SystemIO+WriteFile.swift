import Glibc
import SplitShell

extension SystemIO {
    /// Writes a file whole: into a temporary file beside it, renamed over it once every byte is on disk, so a reader
    /// never sees half of it and a failed write leaves the old file as it was. A path naming a device or a FIFO
    /// (`/dev/stdout`) is written in place, since renaming over it would replace the device; a directory is refused.
    public static func writeFile(_ path: String, _ bytes: [UInt8]) -> Result<Void, FileWriteProblem> {
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: return .failure(.cannotCreate(.isDirectory))
            case S_IFCHR, S_IFIFO: return writeInPlace(path, bytes)
            default: return .failure(.cannotCreate(.unsupportedKind(.other)))
            }
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((directory + "." + name + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return .failure(.cannotCreate(problem(errno))) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // mkostemp makes the file 0600; a saved script is as readable as any file the user writes.
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o666 & ~mask)
        var failure = writeAll(descriptor, bytes)
        if failure == nil, fsync(descriptor) != 0 { failure = writeProblem(errno) }
        if close(descriptor) != 0, failure == nil { failure = writeProblem(errno) }
        if failure == nil, rename(temporary, path) != 0 { failure = writeProblem(errno) }
        guard let failure else { return .success(()) }
        unlink(temporary)
        return .failure(.cannotWrite(failure))
    }

    private static func writeInPlace(_ path: String, _ bytes: [UInt8]) -> Result<Void, FileWriteProblem> {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.cannotCreate(problem(errno))) }
        let failure = writeAll(descriptor, bytes)
        close(descriptor)
        return failure.map { .failure(.cannotWrite($0)) } ?? .success(())
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> WriteProblem? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return writeProblem(errno)
            }
            offset += written
        }
        return nil
    }

    private static func writeProblem(_ code: Int32) -> WriteProblem {
        switch code {
        case ENOSPC: .noSpace
        case EDQUOT: .quotaExceeded
        case EFBIG: .fileTooLarge
        case EIO: .inputOutput
        case EBADF: .notOpen
        default: .other(code: code)
        }
    }
}
