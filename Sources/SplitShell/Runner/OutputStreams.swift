/// Standard output and standard error as the runner writes them.
public protocol OutputStreams: AnyObject {
    /// Writes to standard output (buffered).
    func write(_ text: String)
    /// Writes to standard error, after flushing standard output so the two read in order.
    func writeError(_ text: String)
    func flush()
    /// Whether standard output's reader has gone away (EPIPE): the runner then ends quietly.
    var isBroken: Bool { get }
}

/// Output kept in memory, for tests and for embedding.
public final class CapturedOutput: OutputStreams {
    public enum Stream: Sendable, Hashable {
        case output
        case error
    }

    /// Everything written, in order, with its stream.
    public private(set) var writes: [(stream: Stream, text: String)] = []
    public var isBroken = false

    public init() {}

    public var standardOutput: String { writes.filter { $0.stream == .output }.map(\.text).joined() }
    public var standardError: String { writes.filter { $0.stream == .error }.map(\.text).joined() }

    public func write(_ text: String) {
        guard !isBroken else { return }
        writes.append((.output, text))
    }

    public func writeError(_ text: String) { writes.append((.error, text)) }
    public func flush() {}
}
