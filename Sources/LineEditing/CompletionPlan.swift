/// What one Tab does, decided from the completions alone: the usual shell behaviour.
public enum CompletionPlan: Sendable, Hashable {
    /// Delete this many characters (Unicode scalars, as libedit counts them) before the cursor, then insert the text.
    case replace(deleting: Int, inserting: String)
    /// Nothing more can be typed for the user: show the choices.
    case list([String])
    /// No candidate: ring the bell.
    case nothing

    /// One candidate is typed in full; several, as far as they agree. When that adds nothing and exactly one
    /// candidate merely finishes the camel-case word being typed, it is typed (`setS` gives `setStyle`, not
    /// `setShowsSecondaryOnlyButton`); otherwise the candidates are listed.
    public static func plan(_ completions: EditorCompletion) -> CompletionPlan {
        let texts = completions.candidates.map(\.text)
        guard let first = texts.first else { return .nothing }
        let typed = completions.replacing
        let common = texts.count == 1 ? first : texts.dropFirst().reduce(first) { commonPrefix($0, $1) }
        if common.count > typed.count || (common.count == typed.count && common != typed && !common.isEmpty) {
            return .replace(deleting: typed.unicodeScalars.count, inserting: common)
        }
        let finishing = texts.filter { finishesWord($0, typed: typed) }
        if texts.count > 1, finishing.count == 1 {
            return .replace(deleting: typed.unicodeScalars.count, inserting: finishing[0])
        }
        return texts.count == 1 ? .nothing : .list(completions.candidates.map(\.label))
    }

    /// Whether a candidate ends the word being typed: what follows the typed text holds no capital letter.
    static func finishesWord(_ candidate: String, typed: String) -> Bool {
        guard !typed.isEmpty, candidate.hasPrefix(typed) else { return false }
        return !candidate.dropFirst(typed.count).contains { $0.isUppercase }
    }

    static func commonPrefix(_ a: String, _ b: String) -> String {
        String(zip(a, b).prefix { $0 == $1 }.map(\.0))
    }

    /// The labels in columns, down then across (as `ls` does), within `width` characters.
    public static func columns(_ labels: [String], width: Int) -> [String] {
        guard let widest = labels.map(\.count).max() else { return [] }
        let cell = widest + 2
        let columnCount = max(1, min(labels.count, (max(width, 1) + 2) / cell))
        let rowCount = (labels.count + columnCount - 1) / columnCount
        return (0..<rowCount).map { row in
            let cells = stride(from: row, to: labels.count, by: rowCount).map { labels[$0] }
            return cells.dropLast().map { $0 + String(repeating: " ", count: cell - $0.count) }.joined() + cells.last!
        }
    }
}
