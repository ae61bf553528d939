import Glibc
import SplitShell

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
