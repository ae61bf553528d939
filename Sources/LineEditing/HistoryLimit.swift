/// How many entries the history keeps: the newest N, or all of them.
public enum HistoryLimit: Equatable, Sendable {
    case entries(Int)
    case unlimited

    public static let standard = HistoryLimit.entries(1000)

    /// `$<PROGRAM>_HISTSIZE`: unset, the standard 1000; 0 keeps none; a negative number keeps all. A value that is not
    /// a whole number gives the standard limit and a problem to report.
    public static func from(program: String, variable: (String) -> String?) -> (limit: HistoryLimit, problem: String?) {
        let name = program.uppercased() + "_HISTSIZE"
        guard let text = variable(name) else { return (.standard, nil) }
        var digits = Substring(text)
        let negative = digits.first == "-"
        if negative || digits.first == "+" { digits.removeFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else {
            return (.standard, "\(name) '\(text)' is not a whole number; the history keeps the last 1000 entries")
        }
        if digits.allSatisfy({ $0 == "0" }) { return (.entries(0), nil) }
        if negative { return (.unlimited, nil) }
        return (Int(digits).map { .entries($0) } ?? .unlimited, nil)
    }

    /// How many of `count` entries are kept.
    func newest(_ count: Int) -> Int {
        switch self {
        case .entries(let limit): min(count, max(limit, 0))
        case .unlimited: count
        }
    }
}
