/// A session's history of entered lines and the file that keeps it across sessions.
///
/// Each entered line is appended to the file as it is entered (see `HistoryFile`), so neither Ctrl-C, `quit`, Ctrl-D,
/// a lost terminal nor a second session writing the same file loses any.
public final class LineHistory {
    public let limit: HistoryLimit
    /// The entries from the file when the session started, oldest first, at most the limit: what Up recalls.
    public let loaded: [String]
    private let file: HistoryFile?
    private var last: String?

    /// `path` nil keeps the history in memory only; a limit of 0 keeps none and leaves the file alone. Without
    /// `recalling` (no line editor to recall them), the file's entries are not decoded and `loaded` is empty.
    public init(path: String?, limit: HistoryLimit, recalling: Bool = true, warn: @escaping (String) -> Void) {
        self.limit = limit
        if let path, limit != .entries(0) {
            let file = HistoryFile(path: path, limit: limit, warn: warn)
            self.file = file
            loaded = file.open(recalling: recalling)
        } else {
            file = nil
            loaded = []
        }
        last = loaded.last
    }

    /// Records an entered line: the entry it makes (its trailing white space dropped), or nil when it makes none
    /// (a blank line, no history kept). A line that repeats the one before is not written again.
    @discardableResult
    public func record(_ line: String) -> String? {
        guard limit != .entries(0) else { return nil }
        var entry = Substring(line)
        while entry.last?.isWhitespace == true { entry.removeLast() }
        guard !entry.isEmpty else { return nil }
        let text = String(entry)
        if text != last { file?.append(text) }
        last = text
        return text
    }

    /// Lets go of the file.
    public func close() { file?.close() }
}
