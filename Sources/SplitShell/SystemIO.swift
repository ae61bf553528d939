import Glibc

/// The operating system, in one place: buffered standard output, standard input, files, and the process's exit.

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
    private var atEnd = false

    /// `output` shows the prompt (and is flushed) when one is asked for.
    public init(descriptor: Int32 = STDIN_FILENO, output: OutputStreams? = nil) {
        self.descriptor = descriptor
        self.output = output
    }

    public mutating func nextLine(prompt: String?) -> String? {
        if let prompt, let output {
            output.write(prompt)
            output.flush()
        }
        while true {
            if let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[start..<newline]
                start = newline + 1
                return Self.decode(line)
            }
            if atEnd {
                guard start < pending.count else { return nil }
                defer { start = pending.count }
                return Self.decode(pending[start...])
            }
            fill()
        }
    }

    private mutating func fill() {
        pending.removeFirst(start)
        start = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { atEnd = true } else { pending.append(contentsOf: chunk[..<count]) }
            return
        }
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        var line = String(decoding: bytes, as: UTF8.self)
        if line.hasSuffix("\r") { line.removeLast() }
        return line
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
