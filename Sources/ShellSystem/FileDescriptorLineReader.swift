import Glibc
import SplitShell

/// Lines read from a file descriptor with read(2), in chunks, and cut by `LineSplitter`: the plain reader of a terminal
/// or a pipe, and the reader of every script file. Memory holds the line being read, never the whole input.
public struct FileDescriptorLineReader: LineReader {
    private let descriptor: Int32
    private let output: OutputStreams?
    private let interrupt: InterruptFlag
    /// A script's descriptor is closed with the reader; standard input's is not. A script shows no prompt.
    private let ownsDescriptor: Bool
    private var splitter = LineSplitter()

    /// `output` shows the prompt when one is asked for, and is flushed before waiting for input (a script fed through a
    /// FIFO shows each answer before its writer sends more). `interrupt` is the flag
    /// the runner reads too: a Ctrl-C that stops a read is left in it for the runner in a batch, taken here at a prompt.
    public init(descriptor: Int32, output: OutputStreams?, interrupt: InterruptFlag, ownsDescriptor: Bool = false) {
        self.descriptor = descriptor
        self.output = output
        self.interrupt = interrupt
        self.ownsDescriptor = ownsDescriptor
    }

    /// The process's standard input.
    public static func standardInput(output: OutputStreams?, interrupt: InterruptFlag) -> FileDescriptorLineReader {
        FileDescriptorLineReader(descriptor: STDIN_FILENO, output: output, interrupt: interrupt)
    }

    public mutating func nextLine(prompt: String?) -> InputLine? {
        var line: InputLine?
        _ = withNextLine(prompt: prompt) { lent in
            switch lent {
            case .ascii(let bytes): line = .text(String(decoding: bytes, as: UTF8.self))
            case .other(let other): line = other
            }
        }
        return line
    }

    public mutating func withNextLine(prompt: String?, _ body: (LentLine) -> Void) -> Bool {
        let prompt = ownsDescriptor ? nil : prompt
        showPrompt(prompt)
        while true {
            switch splitter.lendNext(body) {
            case .lent: return true
            case .end: return false
            case .needsMore: break
            }
            if !fill() {
                // Ctrl-C: at a prompt it drops the line being typed; in a batch run the runner ends with 130.
                guard prompt != nil, interrupt.take() else { return false }
                splitter = LineSplitter()
                output?.write("\n")
                showPrompt(prompt)
            }
        }
    }

    /// The first line of each of the splitter's runs comes after a pause: a read (and the flush before it) may come
    /// between two runs, never between two lines of one.
    public mutating func lendLines(_ body: (LentLine, _ afterPause: Bool) -> Bool) -> Bool {
        while true {
            switch splitter.lendLines(body) {
            case .stopped: return true
            case .end: return false
            // A read that a Ctrl-C stopped ends the lines here; the runner finds the Ctrl-C and ends the run.
            case .needsMore: if !fill() { return false }
            }
        }
    }

    public mutating func close() {
        if ownsDescriptor { Glibc.close(descriptor) }
    }

    private func showPrompt(_ prompt: String?) {
        guard let prompt, let output else { return }
        output.write(prompt)
        output.flush()
    }

    /// Reads a chunk into the splitter; false when a Ctrl-C interrupted the read.
    private mutating func fill() -> Bool {
        // Whoever writes the input may wait for the answers before writing more (a co-process, a person): show them first.
        output?.flush()
        let descriptor = descriptor
        while true {
            // Read straight into the splitter's buffer, into room that is not cleared first.
            var code: Int32 = 0
            let count = splitter.append(readingUpTo: 1 << 16) { room in
                let count = read(descriptor, room.baseAddress!, room.count)
                if count < 0 { code = errno }
                return count
            }
            if count == 0 {
                splitter.finish()
            } else if count < 0 {
                if code == EINTR {
                    if interrupt.isPending() { return false }
                    continue
                }
                if code == EAGAIN || code == EWOULDBLOCK {
                    // A descriptor left non-blocking by whoever started us: wait for input as a blocking read would.
                    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    if poll(&ready, 1, -1) < 0 && errno == EINTR && interrupt.isPending() { return false }
                    continue
                }
                splitter.fail(SystemIO.problem(code))
            }
            return true
        }
    }
}
