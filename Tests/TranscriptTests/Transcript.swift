import Foundation
@testable import SplitShell

/// A golden transcript: runs of splitnav, each with its arguments, the lines fed to standard input, and the exact
/// output (standard output plain, standard error behind `! `) and exit status.
///
/// ```
/// -- a comment about the file (never part of a run)
/// $ splitnav --echo
/// > width 1024
/// width: 1180 -> 1024
/// > get nonsense
/// ! -:2: error: unknown name 'nonsense'
/// ? 1
/// ```
/// Output written before the first input line is read (a banner, `-c` commands) follows the `$` line; output
/// written after a line is read and before the next is read follows that `> ` line.
struct Transcript {
    struct Run: Equatable {
        var arguments: [String]
        var input: [String] = []
        /// The expected (or actual) body: `> ` lines, output lines, and the `? N` status line.
        var body: [String] = []
    }

    var comments: [String] = []
    var runs: [Run] = []

    static func parse(_ text: String) -> Transcript {
        var transcript = Transcript()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("$ splitnav") {
                transcript.runs.append(Run(arguments: splitArguments(String(line.dropFirst("$ splitnav".count)))))
            } else if transcript.runs.isEmpty {
                if !line.isEmpty { transcript.comments.append(line) }
            } else if line.hasPrefix("-- ") || line == "--" {
                continue
            } else {
                if line.hasPrefix("> ") { transcript.runs[transcript.runs.count - 1].input.append(String(line.dropFirst(2))) }
                if line == ">" { transcript.runs[transcript.runs.count - 1].input.append("") }
                transcript.runs[transcript.runs.count - 1].body.append(line)
            }
        }
        for index in transcript.runs.indices {
            while transcript.runs[index].body.last == "" { transcript.runs[index].body.removeLast() }
        }
        return transcript
    }

    /// The file's text: comments, then each run with its body.
    func render() -> String {
        var lines = comments
        for run in runs {
            if !lines.isEmpty { lines.append("") }
            lines.append((["$ splitnav"] + run.arguments.map(Self.quote)).joined(separator: " "))
            lines += run.body
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Splits `$ splitnav` arguments on spaces, with single or double quotes grouping words.
    static func splitArguments(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    static func quote(_ word: String) -> String {
        word.isEmpty || word.contains(where: { " '\"".contains($0) }) ? "'" + word + "'" : word
    }
}

/// Feeds standard input line by line and marks, in the captured output, where each line was read.
final class MarkingLineReader: LineReader {
    private var lines: [String]
    private let output: MarkedOutput

    init(lines: [String], output: MarkedOutput) {
        self.lines = lines
        self.output = output
    }

    func nextLine(prompt: String?) -> InputLine? {
        guard !lines.isEmpty else { return nil }
        let line = lines.removeFirst()
        output.mark(line)
        return .text(line)
    }
}

/// A script on disk, read whole into memory; the same file is recognised by its path with symbolic links resolved.
enum ScriptFile {
    static func open(_ url: URL) -> Result<OpenedScript, FileProblem> {
        guard let data = try? Data(contentsOf: url) else { return .failure(.notFound) }
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        let identity = FileIdentity(device: 0, inode: UInt64(bitPattern: Int64(path.hashValue)))
        return .success(OpenedScript(reader: TextLineReader(bytes: [UInt8](data)), identity: identity))
    }
}

/// Captured output with the input lines interleaved where they were read.
final class MarkedOutput: OutputStreams {
    enum Entry { case input(String), output(String), error(String) }
    private(set) var entries: [Entry] = []
    var failure: OutputFailure? { nil }

    func mark(_ line: String) { entries.append(.input(line)) }
    func write(_ text: String) { entries.append(.output(text)) }
    func writeError(_ text: String) { entries.append(.error(text)) }
    func flush() {}

    /// The transcript body: `> ` input lines, output lines, `! ` error lines.
    var body: [String] {
        var lines: [String] = []
        var pendingOutput = ""
        var pendingError = ""
        func drain() {
            lines += split(pendingOutput)
            lines += split(pendingError).map { "! " + $0 }
            pendingOutput = ""
            pendingError = ""
        }
        for entry in entries {
            switch entry {
            case .input(let line):
                drain()
                lines.append(line.isEmpty ? ">" : "> " + line)
            case .output(let text):
                if !pendingError.isEmpty { drain() }
                pendingOutput += text
            case .error(let text):
                if !pendingOutput.isEmpty { drain() }
                pendingError += text
            }
        }
        drain()
        return lines
    }

    private func split(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() } else { parts[parts.count - 1] += "\\ (no newline)" }
        return parts
    }
}
