/// Where a line came from, as errors and JSON documents name it: a script's path, `-` for standard input, `-c:N` for
/// the Nth `-c`, and the line's number in it.
public struct SourceLocation: Sendable, Hashable {
    public let file: String
    public let line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// The Nth line of the `index`th `-c`.
    static func command(_ index: Int, line: Int) -> SourceLocation { SourceLocation(file: "-c:\(index)", line: line) }

    /// `FILE:LINE` as an error line starts; a `-c` is named by its number alone (`-c:2`), as it has always been.
    public var text: String { file.hasPrefix("-c:") ? file : "\(file):\(line)" }

    /// Writes `text`, with no `String` made for it.
    func write(to text: inout TextBytes) {
        text.append(file)
        guard !file.hasPrefix("-c:") else { return }
        text.append(byte: UInt8(ascii: ":"))
        if line < 0 { text.append(byte: UInt8(ascii: "-")) }
        // The digits from the first, by the power of ten of the first found beforehand.
        let number = line.magnitude
        var power: UInt = 1
        while number / power >= 10 { power *= 10 }
        repeat {
            text.append(byte: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: number / power % 10))
            power /= 10
        } while power > 0
    }
}

/// One failure of a script, as the reports list it.
struct ScriptFailure: Sendable, Hashable {
    let message: ErrorMessage
    let kind: ErrorKind
    let location: SourceLocation?
}

/// One script of a run (or the `-c` commands run alone): what the exit status, the summary line and the reports say
/// about it.
struct ScriptRecord: Sendable {
    enum Outcome: Sendable, Hashable {
        case passed, failed, broken, skipped
    }

    /// The script as errors name it (its path, `-` for standard input); nil for `-c` commands run alone.
    let path: String?
    /// The `expect…` commands that ran (an argument that could not be understood ran none).
    var checks = 0
    /// Its failures, one by one: kept only when a report will list them (`keepsFailures`), so that a long batch with
    /// no `--report` holds no memory per failed line. The status and the summary read the counts below instead.
    private(set) var failures: [ScriptFailure] = []
    /// Whether `failures` keeps each failure (a `--report` was asked for).
    var keepsFailures = true
    /// How many failures it had, kept or not.
    private(set) var failureCount = 0
    /// Whether one of them was a line that could not be understood (the script is broken).
    private(set) var hasInputFailure = false
    /// `quit N`: the status when nothing failed.
    var quitStatus: Int32?
    /// Not run: `--bail`, Ctrl-C or a signal ended the run first.
    var skipped = false
    /// A signal (Ctrl-C, SIGTERM, SIGHUP) or a closed output stopped it part way: the status of the run.
    var stoppedBy: Int32?
    /// How long it ran, in seconds (by the environment's clock).
    var seconds: Double = 0
    /// The text of its `# name:` line.
    private var declaredName: String?
    /// The text of its first comment so far, while that comment lasts (nil before it starts).
    private var firstComment: String?
    private var firstCommentEnded = false

    init(path: String?, skipped: Bool = false, keepsFailures: Bool = true) {
        self.path = path
        self.skipped = skipped
        self.keepsFailures = keepsFailures
    }

    /// Counts a failure, and keeps it when a report will list it.
    mutating func add(_ failure: ScriptFailure) {
        add(message: failure.message, kind: failure.kind, location: failure.location)
    }

    /// `add` for a failure given by its parts, made into a `ScriptFailure` only when it is kept.
    mutating func add(message: ErrorMessage, kind: ErrorKind, location: SourceLocation?) {
        failureCount += 1
        if kind == .input { hasInputFailure = true }
        if keepsFailures { failures.append(ScriptFailure(message: message, kind: kind, location: location)) }
    }

    /// Failed (1), broken (3: a line could not be understood), or the `quit N` status when neither.
    var status: Int32 {
        if hasInputFailure { return 3 }
        if failureCount > 0 || stoppedBy != nil { return 1 }
        return quitStatus ?? 0
    }

    var outcome: Outcome {
        if skipped { return .skipped }
        switch status {
        case 0: return .passed
        case 3: return .broken
        default: return .failed
        }
    }

    /// What a report calls the script: its `# name:` line, else the first sentence of its first comment, else its path.
    var name: String {
        if let declaredName, !declaredName.isEmpty { return declaredName }
        if let firstComment, let sentence = Self.firstSentence(firstComment) { return sentence }
        return path ?? "-c"
    }

    /// `noteLine` for a line lent as its bytes: most lines are told from their first byte, with no `String` made.
    mutating func noteLine(_ line: UnsafeBufferPointer<UInt8>) {
        if notedFromFirstByte(line.first) { return }
        noteLine(String(decoding: line, as: UTF8.self))
    }

    /// Reads a line of the script itself (not of its prelude or of a script it sources) for its name.
    mutating func noteLine(_ line: String) {
        if notedFromFirstByte(line.utf8.first) { return }
        let text = line.drop(while: \.isWhitespace)
        guard text.hasPrefix("#"), !text.hasPrefix("#!") else {
            if firstComment != nil { firstCommentEnded = true }
            return
        }
        let comment = text.dropFirst().drop(while: \.isWhitespace)
        if comment.hasPrefix("name:") {
            if declaredName == nil { declaredName = Self.trimmed(comment.dropFirst(5)) }
            return
        }
        guard !firstCommentEnded else { return }
        let words = Self.trimmed(comment)
        guard !words.isEmpty else {
            if firstComment != nil { firstCommentEnded = true }
            return
        }
        firstComment = firstComment.map { $0 + " " + words } ?? words
    }

    /// Notes a line that opens with a printable ASCII character other than `#`, as most lines do: it holds no
    /// comment, which its first byte tells. False for any other line, which the caller reads whole.
    private mutating func notedFromFirstByte(_ first: UInt8?) -> Bool {
        guard let first, first > 0x20, first < 0x7F, first != UInt8(ascii: "#") else { return false }
        if firstComment != nil { firstCommentEnded = true }
        return true
    }

    /// The text up to the first `.`, `?` or `!` that ends a sentence (followed by a blank or the end), that mark kept.
    static func firstSentence(_ text: String) -> String? {
        let characters = Array(text)
        for (index, character) in characters.enumerated() where ".?!".contains(character) {
            if index + 1 == characters.count || characters[index + 1] == " " {
                return String(characters[...index])
            }
        }
        return text.isEmpty ? nil : text
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// The end of a run of several scripts: `failed: PATH` or `broken: PATH` for each script that did not pass, in
    /// order (`stopped: PATH` for the one a signal or a closed output cut short: it counts as failed, but nothing in
    /// it failed), then the summary line.
    static func summaryLines(_ records: [ScriptRecord]) -> [String] {
        records.compactMap { record in
            switch record.outcome {
            case .failed where record.failureCount == 0 && record.stoppedBy != nil: "stopped: \(record.path ?? "-c")"
            case .failed: "failed: \(record.path ?? "-c")"
            case .broken: "broken: \(record.path ?? "-c")"
            case .passed, .skipped: nil
            }
        } + [summary(records)]
    }

    /// `11 scripts: 9 passed, 1 failed, 1 broken, 0 skipped; 86 checks`.
    static func summary(_ records: [ScriptRecord]) -> String {
        func count(_ outcome: Outcome) -> Int { records.filter { $0.outcome == outcome }.count }
        let checks = records.map(\.checks).reduce(0, +)
        return "\(records.count) scripts: \(count(.passed)) passed, \(count(.failed)) failed, \(count(.broken)) broken, "
            + "\(count(.skipped)) skipped; \(checks) \(checks == 1 ? "check" : "checks")"
    }

    /// How severe a status is, for the status of a run of several scripts: a signal (130, 143, 129), then a closed
    /// output (141), then a broken script (3), then a failed one (1), then another `quit N`, then 0.
    static func severity(_ status: Int32) -> Int {
        switch status {
        case 0: 0
        case 1: 2
        case 3: 3
        case 141: 4
        case 129, 130, 143: 5
        default: 1
        }
    }

    /// The more severe of two statuses; of two `quit N`, the first.
    static func moreSevere(_ first: Int32, _ second: Int32) -> Int32 {
        severity(second) > severity(first) ? second : first
    }
}
