import Glibc

/// The history file on disk (see `HistoryFormat`): read once, then each entry appended under a lock; rewritten only to
/// trim it to the cap.
///
/// Opening takes an exclusive `flock` on the file, reads it, removes temporary files left by sessions that died, and,
/// when the file holds more entries than the cap, writes the newest ones to a private file beside it, syncs it and
/// renames it onto the file (onto a symbolic link's target, so the link stays): the one rewrite of a session. Each
/// entry is then appended through this session's own descriptor under the lock, so sessions sharing the file
/// interleave whole lines in the order they were entered, a line costs its own length, and the bytes already there
/// are never touched. A session that finds the file replaced (another session trimmed it) appends to the new one.
///
/// A file that is not a history file, cannot be read or is read-only is left exactly as it is. A write that fails
/// (a full disk) is undone, leaving the file as it was; the problem is reported once and the session writes no more.
final class HistoryFile {
    let path: String
    /// The file written: `path` with its symbolic links followed; a dangling link's target is created.
    private(set) var target: String
    private let limit: HistoryLimit
    private let warn: (String) -> Void
    private var descriptor: Int32 = -1
    /// Whether entries are appended (the file opened and not failed since).
    private(set) var isSaving = false
    private var hasWarned = false

    init(path: String, limit: HistoryLimit, warn: @escaping (String) -> Void) {
        self.path = path
        self.target = path
        self.limit = limit
        self.warn = warn
    }

    deinit { close() }

    /// Opens (or creates) the file and returns its newest entries, oldest first, at most the cap (none unless
    /// `recalling`); its directories are made (0700) when missing.
    func open(recalling: Bool = true) -> [String] {
        guard let resolved = Self.resolvingLinks(path) else {
            return stop("cannot follow the history file \(path): \(Self.reason(ELOOP))")
        }
        target = resolved
        var info = stat()
        if stat(target, &info) != 0 {
            guard errno == ENOENT else { return stop("cannot read the history file \(path): \(Self.reason(errno))") }
            if let problem = Self.makeDirectories(Self.directory(of: target)) { return stop(problem) }
        } else {
            guard (info.st_mode & S_IFMT) == S_IFREG else { return stop("the history file \(path) is not a regular file") }
            // A file its owner made read-only stays as it is, even for root (whom access(2) lets write anything).
            if info.st_mode & S_IWUSR == 0 || access(target, W_OK) != 0 { return readOnly(recalling: recalling) }
        }
        removeStaleTemporaries()
        descriptor = Self.openForAppending(target)
        guard descriptor >= 0 else { return stop("cannot open the history file \(path): \(Self.reason(errno))") }
        lock()
        defer { unlock() }
        guard let bytes = Self.readAll(descriptor) else { return stop("cannot read the history file \(path): \(Self.reason(errno))") }
        guard let lines = HistoryFormat.lines(bytes) else {
            return stop("cannot read the history file \(path) (is it a history file?); it is left as it is")
        }
        isSaving = true
        let kept = limit.newest(lines.count)
        if kept < lines.count { trim(bytes, from: lines[lines.count - kept].lowerBound) }
        return recalling ? lines.suffix(kept).map { HistoryFormat.decode(bytes[$0]) } : []
    }

    /// Adds one entry at the end of the file; a failed write is undone.
    func append(_ entry: String) {
        guard isSaving else { return }
        guard lock() else { return fail("cannot write the history file \(path): \(Self.reason(errno))") }
        defer { unlock() }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return fail("cannot write the history file \(path): \(Self.reason(errno))") }
        let size = info.st_size
        var bytes: [UInt8] = []
        if size == 0 {
            bytes = HistoryFormat.header + [UInt8(ascii: "\n")]
        } else {
            // A line left without its newline (by a program other than this one) is not glued to this entry.
            var last: UInt8 = 0
            if pread(descriptor, &last, 1, size - 1) == 1 && last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        }
        bytes += HistoryFormat.encode(entry) + [UInt8(ascii: "\n")]
        guard Self.writeAll(descriptor, bytes) else {
            let code = errno
            _ = ftruncate(descriptor, size)
            return fail("cannot write the history file \(path): \(Self.reason(code)); it is left as it was")
        }
    }

    func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }

    // MARK: Trimming

    /// Replaces the file with its header and the bytes from `start` (the first entry kept), through a private file
    /// beside it; called with the lock held. A failure leaves the file as it was.
    private func trim(_ bytes: [UInt8], from start: Int) {
        var content = HistoryFormat.header + [UInt8(ascii: "\n")]
        content += bytes[start...]
        if content.last != UInt8(ascii: "\n") { content.append(UInt8(ascii: "\n")) }
        let temporary = Self.temporaryName(of: target, pid: getpid())
        var file = Glibc.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if file < 0 && errno == EEXIST {
            // Left by an earlier process with this process's number: not being written by anyone.
            unlink(temporary)
            file = Glibc.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        }
        let problem = "cannot trim the history file \(path) to its last \(limitDescription)"
        guard file >= 0 else { return fail("\(problem) in \(Self.directory(of: target)): \(Self.reason(errno)); it is left as it was") }
        let written = Self.writeAll(file, content) && fchmod(file, 0o600) == 0 && fsync(file) == 0
        let code = errno
        let closed = Glibc.close(file) == 0
        guard written, closed, rename(temporary, target) == 0 else {
            let reason = Self.reason(written && closed ? errno : code)
            unlink(temporary)
            return fail("\(problem): \(reason); it is left as it was")
        }
        let directory = Glibc.open(Self.directory(of: target), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            _ = fsync(directory)
            Glibc.close(directory)
        }
        // This descriptor still names the old file; the next append finds the new one at the path.
    }

    private var limitDescription: String {
        if case .entries(let count) = limit { return count == 1 ? "entry" : "\(count) entries" }
        return "entries"
    }

    /// `FILE.PID.tmp`, beside the file.
    static func temporaryName(of target: String, pid: pid_t) -> String {
        "\(target).\(pid).tmp"
    }

    /// Removes the temporary files of trims whose process is gone (a session killed while trimming); a live
    /// session's file is left to it.
    private func removeStaleTemporaries() {
        let directory = Self.directory(of: target)
        let base = String(target[(target.lastIndex(of: "/").map { target.index(after: $0) } ?? target.startIndex)...])
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(base + "."), name.hasSuffix(".tmp") else { continue }
            let number = name.dropFirst(base.count + 1).dropLast(4)
            guard !number.isEmpty, number.allSatisfy(\.isASCII), let pid = pid_t(number), pid > 0 else { continue }
            guard kill(pid, 0) != 0 && errno == ESRCH else { continue }
            let file = directory == "/" ? "/" + name : directory + "/" + name
            var info = stat()
            if lstat(file, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG { unlink(file) }
        }
    }

    // MARK: The lock

    /// Takes the exclusive lock on the file now at the path, reopening it when another session has replaced it.
    /// False when the file cannot be opened; a file system without locks is used without them.
    @discardableResult
    private func lock() -> Bool {
        for _ in 0..<8 {
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
            var mine = stat(), current = stat()
            guard fstat(descriptor, &mine) == 0 else { return false }
            if stat(target, &current) == 0 && current.st_dev == mine.st_dev && current.st_ino == mine.st_ino { return true }
            let replacement = Self.openForAppending(target)
            let code = errno
            unlock()
            Glibc.close(descriptor)
            descriptor = replacement
            guard replacement >= 0 else {
                errno = code
                return false
            }
        }
        return true
    }

    private func unlock() {
        if descriptor >= 0 { flock(descriptor, LOCK_UN) }
    }

    // MARK: Failures

    /// A problem found while opening: the file is not written this session.
    private func stop(_ problem: String) -> [String] {
        fail(problem, then: "this session's history will not be saved")
        return []
    }

    /// A problem: reported (only the first of a session) and nothing more is written.
    private func fail(_ problem: String, then consequence: String = "the lines entered from now on will not be saved") {
        isSaving = false
        close()
        guard !hasWarned else { return }
        hasWarned = true
        warn("\(problem); \(consequence)")
    }

    /// Reads a file the user made read-only (it is recalled, never written).
    private func readOnly(recalling: Bool) -> [String] {
        let file = Glibc.open(target, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return stop("cannot read the history file \(path): \(Self.reason(errno))") }
        defer { Glibc.close(file) }
        while flock(file, LOCK_SH) != 0 && errno == EINTR {}
        guard let bytes = Self.readAll(file) else { return stop("cannot read the history file \(path): \(Self.reason(errno))") }
        guard let lines = HistoryFormat.lines(bytes) else {
            return stop("cannot read the history file \(path) (is it a history file?); it is left as it is")
        }
        _ = stop("the history file \(path) is read-only")
        return recalling ? lines.suffix(limit.newest(lines.count)).map { HistoryFormat.decode(bytes[$0]) } : []
    }

    // MARK: Files

    private static func openForAppending(_ path: String) -> Int32 {
        Glibc.open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    }

    /// The whole file from its start, or nil (errno set) when a read fails.
    private static func readAll(_ file: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var info = stat()
        if fstat(file, &info) == 0 { bytes.reserveCapacity(Int(info.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(file, $0.baseAddress, $0.count, off_t(bytes.count)) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// Writes all the bytes; false (errno set) at the first failed write.
    private static func writeAll(_ file: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        return bytes.withUnsafeBytes { raw in
            while offset < raw.count {
                let written = write(file, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Makes the missing directories of a path, each 0700; a problem's description, or nil.
    static func makeDirectories(_ directory: String) -> String? {
        var info = stat()
        if stat(directory, &info) == 0 {
            return (info.st_mode & S_IFMT) == S_IFDIR ? nil : "\(directory) is not a directory"
        }
        if directory != "." && directory != "/", let problem = makeDirectories(Self.directory(of: directory)) { return problem }
        if mkdir(directory, 0o700) != 0 && errno != EEXIST { return "cannot create \(directory): \(reason(errno))" }
        return nil
    }

    /// The path with its last component's symbolic links followed, even to a target that does not exist yet (so a
    /// dotfile manager's link is written through, not replaced); nil for a loop.
    static func resolvingLinks(_ path: String) -> String? {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : directory(of: current) + "/" + link
        }
        return nil
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
