/// Standard output and standard error as the runner writes them.
public protocol OutputStreams: AnyObject {
    /// Writes to standard output (buffered).
    func write(_ text: String)
    /// Writes to standard output the UTF-8 bytes `body` appends, straight into the buffer where the stream has one.
    func write(appending body: (inout [UInt8]) -> Void)
    /// Writes to standard error, after flushing standard output so the two read in order.
    func writeError(_ text: String)
    /// Writes to standard error, as `writeError(_:)` does, the UTF-8 bytes `body` appends.
    func writeError(appending body: (inout [UInt8]) -> Void)
    func flush()
    /// Why standard output stopped taking what is written (nil while it takes it); once set, writes are dropped.
    var failure: OutputFailure? { get }
}

extension OutputStreams {
    /// Made into text and written as `write(_:)` writes it; nothing is written when `body` appends nothing.
    public func write(appending body: (inout [UInt8]) -> Void) {
        var bytes: [UInt8] = []
        body(&bytes)
        if !bytes.isEmpty { write(String(decoding: bytes, as: UTF8.self)) }
    }

    /// Made into text and written as `writeError(_:)` writes it.
    public func writeError(appending body: (inout [UInt8]) -> Void) {
        var bytes: [UInt8] = []
        body(&bytes)
        writeError(String(decoding: bytes, as: UTF8.self))
    }
}

/// Why standard output stopped taking what the runner writes.
public enum OutputFailure: Sendable, Hashable {
    /// Its reader went away (EPIPE): the run ends quietly, as a tool killed by SIGPIPE.
    case closed
    /// A write failed otherwise (a full disk, a closed descriptor): the run reports it and fails.
    case failed(WriteProblem)
}

/// Why a write failed.
public enum WriteProblem: Sendable, Hashable {
    /// ENOSPC: no room left on the device.
    case noSpace
    /// EDQUOT: the user's disk quota is used up.
    case quotaExceeded
    /// EFBIG: the file would outgrow what the system allows.
    case fileTooLarge
    /// EIO: the device failed (a terminal that hung up, a bad disk).
    case inputOutput
    /// EBADF: the descriptor was closed when the program started (`>&-`).
    case notOpen
    case other(code: Int32)
}

/// Output kept in memory, for tests and for embedding.
public final class CapturedOutput: OutputStreams {
    public enum Stream: Sendable, Hashable {
        case output
        case error
    }

    /// Everything written, in order, with its stream.
    public private(set) var writes: [(stream: Stream, text: String)] = []
    /// Set by a test to act as a standard output that failed: what is written from then on is dropped.
    public var failure: OutputFailure?

    public init() {}

    public var standardOutput: String { writes.filter { $0.stream == .output }.map(\.text).joined() }
    public var standardError: String { writes.filter { $0.stream == .error }.map(\.text).joined() }

    public func write(_ text: String) {
        guard failure == nil else { return }
        writes.append((.output, text))
    }

    public func writeError(_ text: String) { writes.append((.error, text)) }
    public func flush() {}
}

/// Another output's standard error standing in for its standard output: where prompts go when standard output must
/// carry nothing but JSON documents. Flushing still flushes the real standard output, so answers come before a prompt.
public final class StandardErrorOutput: OutputStreams {
    private let base: OutputStreams

    public init(_ base: OutputStreams) { self.base = base }

    public func write(_ text: String) { base.writeError(text) }
    public func writeError(_ text: String) { base.writeError(text) }
    public func flush() { base.flush() }
    /// A prompt that cannot be shown does not end the run; standard output's own failure is the runner's to see.
    public var failure: OutputFailure? { nil }
}
