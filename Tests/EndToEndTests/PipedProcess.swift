import Foundation

/// `splitnav` with its standard streams on pipes, read as they come; every wait has a deadline.
final class PipedProcess: @unchecked Sendable {
    struct Exit: Equatable {
        let status: Int32
        /// Whether a signal killed it (then `status` is the signal).
        let signalled: Bool
    }

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var outputData = Data()
    private var errorData = Data()
    private let readers = DispatchGroup()

    /// Starts the binary (or `executable`, a shell that starts it); `collectOutput: false` leaves standard output for the
    /// caller to read (and close).
    init(_ arguments: [String], environment: [String: String], collectOutput: Bool = true, executable: String = Binary.path) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        if collectOutput { collect(output.fileHandleForReading) { $0.outputData.append($1) } }
        collect(errors.fileHandleForReading) { $0.errorData.append($1) }
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    private func collect(_ handle: FileHandle, _ append: @escaping @Sendable (PipedProcess, Data) -> Void) {
        readers.enter()
        DispatchQueue.global().async { [self] in
            defer { readers.leave() }
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return }
                lock.withLock { append(self, chunk) }
            }
        }
    }

    var standardOutput: String { lock.withLock { String(decoding: outputData, as: UTF8.self) } }
    var standardError: String { lock.withLock { String(decoding: errorData, as: UTF8.self) } }
    var outputByteCount: Int { lock.withLock { outputData.count } }

    /// Writes to standard input with write(2): false once the process has stopped reading (EPIPE) or has ended.
    @discardableResult
    func write(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let descriptor = input.fileHandleForWriting.fileDescriptor
        var offset = 0
        while offset < bytes.count {
            var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            if poll(&poller, 1, 100) == 0 {
                if !process.isRunning { return false }
                continue
            }
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, min($0.count, 4096)) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    func closeInput() { try? input.fileHandleForWriting.close() }

    /// The read end of standard output, when the caller reads it itself.
    var outputDescriptor: Int32 { output.fileHandleForReading.fileDescriptor }

    /// Closes the read end of standard output through its handle, so the handle does not close the descriptor number
    /// again when it goes away (by then another test's pipe may have it, and that test's splitnav would see EPIPE).
    func closeOutput() { try? output.fileHandleForReading.close() }

    func interrupt() { kill(process.processIdentifier, SIGINT) }

    /// The exit, or nil (after killing it) when it did not end in time; output readers are drained first.
    func waitForExit(timeout seconds: Double = 20) -> Exit? {
        guard eventually(within: seconds, { !process.isRunning }) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        _ = readers.wait(timeout: .now() + 5)
        return Exit(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal)
    }

    /// Runs to the end with `stdin` as the whole input.
    static func run(_ arguments: [String], stdin: String = "", environment: [String: String],
                    timeout: Double = 20) throws -> (exit: Exit?, stdout: String, stderr: String) {
        let child = try PipedProcess(arguments, environment: environment)
        child.write(stdin)
        child.closeInput()
        let exit = child.waitForExit(timeout: timeout)
        return (exit, child.standardOutput, child.standardError)
    }
}
