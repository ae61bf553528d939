/// Suggestions for a mistyped word: a case-insensitive match, a unique prefix, or the closest by edit distance.
public enum DidYouMean {
    /// The candidates worth suggesting, best first (several only when the word is a prefix of several).
    public static func suggestions(for word: String, among candidates: [String]) -> [String] {
        let key = word.lowercased()
        guard !key.isEmpty else { return [] }
        if let exact = candidates.first(where: { $0.lowercased() == key }) { return [exact] }
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(key) }
        if !prefixed.isEmpty { return Array(shortestFirst(prefixed).prefix(5)) }
        // A third of the word, two to four edits (one for a word of one or two letters); words far longer or shorter than a candidate
        // are never near it, which also keeps a megabyte of input from costing a megabyte-squared comparison.
        let threshold = key.count <= 2 ? 1 : max(2, min(key.count / 3, 4))
        var best: (distance: Int, candidate: String)?
        for candidate in candidates where abs(candidate.count - key.count) <= threshold {
            let distance = editDistance(key, candidate.lowercased())
            // An edit that replaces as many letters as the shorter word has keeps nothing of it (`foo` is not near `os`).
            guard distance < min(key.count, candidate.count) else { continue }
            if distance <= threshold, distance < (best?.distance ?? .max) { best = (distance, candidate) }
        }
        return best.map { [$0.candidate] } ?? []
    }

    /// The nearest completions first; equal lengths keep their order.
    private static func shortestFirst(_ words: [String]) -> [String] {
        words.enumerated().sorted { ($0.element.count, $0.offset) < ($1.element.count, $1.offset) }.map(\.element)
    }

    /// Levenshtein distance over characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
