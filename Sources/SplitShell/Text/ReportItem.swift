import SplitModel

/// One `key: value` line of `state`; the change summary diffs the items marked `summarized`.
struct ReportItem {
    let key: String
    /// What the value is made from: the change summary compares these and writes out only the items that differ.
    let fact: ReportFact
    let summarized: Bool
    /// The value once written out: a summary keeps what it wrote, so an item is written once while its fact stays.
    var writtenValue: String?

    init(_ key: String, _ value: String, summarized: Bool = true) {
        self.init(key, .text(value), summarized: summarized)
    }

    init(_ key: String, _ fact: ReportFact, summarized: Bool = true) {
        self.key = key
        self.fact = fact
        self.summarized = summarized
    }

    /// The value as `state` prints it.
    var value: String { writtenValue ?? fact.text }

    /// The change from `before` to this item, or nil when both print the same value: equal facts always do; unequal
    /// ones are written out and compared (two numbers can differ below what `NumberFormat` prints). Keeps what it
    /// wrote, or what `before` had written when the facts are equal.
    mutating func change(from before: ReportItem) -> StateChange? {
        if fact == before.fact {
            if writtenValue == nil { writtenValue = before.writtenValue }
            return nil
        }
        let was = before.value
        let now = value
        writtenValue = now
        return was == now ? nil : StateChange(key, before: was, after: now)
    }

    /// The value, written out once and kept.
    mutating func write() -> String {
        let text = value
        writtenValue = text
        return text
    }
}
