import Glibc

/// The operating system, in one place: buffered standard output, standard input, files, signals, and the process's exit.

/// Set by the SIGINT handler; a signal handler may only store a flag.
nonisolated(unsafe) private var interruptReceived: sig_atomic_t = 0

/// Standard output through a buffer written with write(2); standard error unbuffered. EPIPE marks the output broken.
public final class StandardStreams: OutputStreams {
    private var buffer: [UInt8] = []
    private let capacity = 1 << 16
    public private(set) var isBroken = false

    public init() {
        // A closed pipe must end the run quietly (EPIPE from write), not kill it with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        buffer.reserveCapacity(capacity)
    }

    public func write(_ text: String) {
        guard !isBroken else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { flush() }
    }

    public func writeError(_ text: String) {
        flush()
        _ = Self.writeAll(STDERR_FILENO, Array(text.utf8))
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        if !isBroken && !Self.writeAll(STDOUT_FILENO, buffer) { isBroken = true }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes every byte, retrying after signals; false when the descriptor refuses (EPIPE and the like).
    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        return bytes.withUnsafeBytes { raw in
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}

/// Lines read from a file descriptor with read(2), in chunks; the plain reader of a terminal or a pipe.
public struct FileDescriptorLineReader: LineReader {
    private let descriptor: Int32
    private let output: OutputStreams?
    private var pending: [UInt8] = []
    private var start = 0
    /// How many bytes from `start` are known to hold no newline: a long line is searched once, not after every chunk.
    private var scanned = 0
    private var atEnd = false

    /// `output` shows the prompt when one is asked for, and is flushed before waiting for input.
    public init(descriptor: Int32 = STDIN_FILENO, output: OutputStreams? = nil) {
        self.descriptor = descriptor
        self.output = output
    }

    public mutating func nextLine(prompt: String?) -> String? {
        showPrompt(prompt)
        while true {
            if let newline = pending[(start + scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[start..<newline]
                start = newline + 1
                scanned = 0
                return ScriptInput.decode(line)
            }
            scanned = pending.count - start
            if atEnd {
                guard start < pending.count else { return nil }
                defer {
                    start = pending.count
                    scanned = 0
                }
                return ScriptInput.decode(pending[start...])
            }
            if !fill() {
                // Ctrl-C: at a prompt it drops the line being typed; in a batch run the runner ends with 130.
                guard prompt != nil, SystemIO.takeInterrupt() else { return nil }
                pending.removeAll()
                start = 0
                scanned = 0
                output?.write("\n")
                showPrompt(prompt)
            }
        }
    }

    private func showPrompt(_ prompt: String?) {
        guard let prompt, let output else { return }
        output.write(prompt)
        output.flush()
    }

    /// Reads a chunk; false when a Ctrl-C interrupted the read.
    private mutating func fill() -> Bool {
        // Whoever writes the input may wait for the answers before writing more (a co-process, a person): show them first.
        output?.flush()
        pending.removeFirst(start)
        start = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR {
                if SystemIO.interruptPending { return false }
                continue
            }
            if count <= 0 { atEnd = true } else { pending.append(contentsOf: chunk[..<count]) }
            return true
        }
    }

}

/// Files and terminals.
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

    // MARK: Ctrl-C

    /// Catches SIGINT (without SA_RESTART, so a blocked read returns) and only notes it; the runner decides what it means.
    public static func installInterruptHandler() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in interruptReceived = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // A parent that started us from a thread with signals blocked (a dispatch queue does) must not leave Ctrl-C dead.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    }

    /// Whether a SIGINT arrived and has not been taken yet.
    public static var interruptPending: Bool { interruptReceived != 0 }

    /// Whether a SIGINT arrived since the last call; clears it.
    public static func takeInterrupt() -> Bool {
        guard interruptReceived != 0 else { return false }
        interruptReceived = 0
        return true
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
        default: .other(code: code)
        }
    }
}
