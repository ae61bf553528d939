import Glibc
import SplitShell

/// Lines read from a file descriptor with read(2), in chunks; the plain reader of a terminal or a pipe.
public struct FileDescriptorLineReader: LineReader {
    private let descriptor: Int32
    private let output: OutputStreams?
    private let interrupt: InterruptFlag
    private var pending: [UInt8] = []
    private var start = 0
    /// How many bytes from `start` are known to hold no newline: a long line is searched once, not after every chunk.
    private var scanned = 0
    private var atEnd = false

    /// `output` shows the prompt when one is asked for, and is flushed before waiting for input. `interrupt` is the flag
    /// the runner reads too: a Ctrl-C that stops a read is left in it for the runner in a batch, taken here at a prompt.
    public init(descriptor: Int32, output: OutputStreams?, interrupt: InterruptFlag) {
        self.descriptor = descriptor
        self.output = output
        self.interrupt = interrupt
    }

    /// The process's standard input.
    public static func standardInput(output: OutputStreams?, interrupt: InterruptFlag) -> FileDescriptorLineReader {
        FileDescriptorLineReader(descriptor: STDIN_FILENO, output: output, interrupt: interrupt)
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
                guard prompt != nil, interrupt.take() else { return nil }
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
                if interrupt.isPending() { return false }
                continue
            }
            if count <= 0 { atEnd = true } else { pending.append(contentsOf: chunk[..<count]) }
            return true
        }
    }
}
