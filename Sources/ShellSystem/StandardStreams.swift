import Glibc
import SplitShell

/// Standard output through a buffer written with write(2); standard error unbuffered. The first failed write of
/// standard output is kept in `failure` (EPIPE: closed; anything else: failed) and later output is dropped.
public final class StandardStreams: OutputStreams {
    private var buffer: [UInt8] = []
    private let capacity = 1 << 16
    /// Why standard output stopped taking output. Private storage behind a public getter: a property no other module
    /// can reach lets the optimizer drop the dynamic exclusivity check the runner's read after every line would cost.
    private var storedFailure: OutputFailure?

    public var failure: OutputFailure? { storedFailure }

    public init() {
        // A closed pipe must end the run quietly (EPIPE from write), not kill it with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        // Started with standard output closed (`>&-`): the first write fails as it would have, and /dev/null holds
        // the descriptor, so a file opened later (a script, the history) is not mistaken for standard output.
        if Self.holdIfClosed(STDOUT_FILENO) { notOpen = true }
        _ = Self.holdIfClosed(STDERR_FILENO)
        buffer.reserveCapacity(capacity)
    }

    /// Standard output was closed at start-up.
    private var notOpen = false
    /// The bytes of the last write to standard error, kept so that the next one has room without allocating it.
    private var errorLine: [UInt8] = []

    public func write(_ text: String) {
        guard storedFailure == nil else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { flush() }
    }

    public func write(appending body: (inout [UInt8]) -> Void) {
        guard storedFailure == nil else { return }
        body(&buffer)
        if buffer.count >= capacity { flush() }
    }

    public func writeError(_ text: String) {
        flush()
        // Written from the text's own bytes, with no array made of them.
        var text = text
        text.withUTF8 { _ = Self.writeAll(STDERR_FILENO, UnsafeRawBufferPointer($0)) }
    }

    public func writeError(appending body: (inout [UInt8]) -> Void) {
        flush()
        // Taken out while it is written (and put back after): a property written through a closure is checked for
        // overlapping access as the program runs, a local variable is not.
        var line = errorLine
        errorLine = []
        line.removeAll(keepingCapacity: true)
        body(&line)
        line.withUnsafeBytes { _ = Self.writeAll(STDERR_FILENO, $0) }
        errorLine = line
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        guard storedFailure == nil else { return }
        let code = notOpen ? EBADF : buffer.withUnsafeBytes { Self.writeAll(STDOUT_FILENO, $0) }
        if code != 0 { storedFailure = Self.failure(code) }
    }

    private static func failure(_ code: Int32) -> OutputFailure {
        switch code {
        case EPIPE: .closed
        case ENOSPC: .failed(.noSpace)
        case EDQUOT: .failed(.quotaExceeded)
        case EFBIG: .failed(.fileTooLarge)
        case EIO: .failed(.inputOutput)
        case EBADF: .failed(.notOpen)
        default: .failed(.other(code: code))
        }
    }

    /// Opens /dev/null on a descriptor that is not open; true when it was not.
    private static func holdIfClosed(_ descriptor: Int32) -> Bool {
        guard fcntl(descriptor, F_GETFD) < 0 && errno == EBADF else { return false }
        let null = open("/dev/null", O_WRONLY)
        if null >= 0 && null != descriptor {
            dup2(null, descriptor)
            close(null)
        }
        return true
    }

    /// Writes every byte, retrying after signals; 0, or the errno of the write that failed (EPIPE and the like).
    private static func writeAll(_ descriptor: Int32, _ raw: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < raw.count {
            let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }
}
