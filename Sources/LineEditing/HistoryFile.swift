import Glibc

/// The history file on disk: made with private permissions, replaced whole on save, and never touched when it is unreadable.
///
/// A file that fails to load (not a history file, unreadable) or cannot be written is left exactly as it is and the
/// session goes on without saving; each problem is reported once.
final class HistoryFile {
    let path: String
    private let warn: (String) -> Void
    /// Whether saving may replace the file.
    private(set) var isSaving = false

    init(path: String, warn: @escaping (String) -> Void) {
        self.path = path
        self.warn = warn
    }

    /// Loads the file with `read` (true when it loaded); a missing file is fine, and its directories are made (0700).
    func load(_ read: (String) -> Bool) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            guard errno == ENOENT else { return stop("cannot read the history file \(path): \(Self.reason(errno))") }
            if let problem = Self.makeDirectories(Self.directory(of: path)) { return stop(problem) }
            isSaving = true
            return
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return stop("the history file \(path) is not a regular file") }
        guard info.st_size == 0 || read(path) else {
            return stop("cannot read the history file \(path) (is it a history file?); it is left as it is")
        }
        // A file its owner made read-only stays as it is, even for root (whom access(2) lets write anything).
        guard info.st_mode & S_IWUSR != 0, access(path, W_OK) == 0 else { return stop("the history file \(path) is read-only") }
        isSaving = true
    }

    /// Writes the history with `write` to a new private file beside this one, then renames it over: a failure or an
    /// interruption leaves the old file whole.
    func save(_ write: (String) -> Bool) {
        guard isSaving else { return }
        let target = Self.resolvingLink(path)
        let temporary = "\(target).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return stop("cannot save the history in \(Self.directory(of: target)): \(Self.reason(errno))") }
        close(descriptor)
        guard write(temporary), chmod(temporary, 0o600) == 0, rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            return stop("cannot save the history file \(target): \(Self.reason(code))")
        }
    }

    private func stop(_ problem: String) {
        isSaving = false
        warn(problem + "; this session's history will not be saved")
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

    /// A symbolic link's target, so saving replaces the file it points to and keeps the link.
    private static func resolvingLink(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
