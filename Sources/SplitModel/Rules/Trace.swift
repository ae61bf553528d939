/// A value that went into a decision, named so `explain` can print it.
public enum FactValue: Sendable, Hashable {
    case points(Points)
    case mode(DisplayMode)
    case behavior(SplitBehavior)
    case column(Column)
    case word(String)
    /// Safe-area insets, `TOP LEFT BOTTOM RIGHT`.
    case insets(SafeAreaInsets)
}

/// One named input of a decision, such as `needed 954.5`.
public struct Fact: Sendable, Hashable {
    /// What the value is, e.g. `needed`.
    public let name: String
    /// The value.
    public let value: FactValue

    public init(_ name: String, _ value: FactValue) {
        self.name = name
        self.value = value
    }
}

/// What a decision was about.
public enum DecidedValue: Sendable, Hashable {
    case sizeClass
    case collapse
    case displayMode
    case splitBehavior
    case width(Column)
    case frame(Column)
    case buttons
    /// Where a command sent a controller, or which delegate answer it applied (show, showDetail, push, collapse, expand).
    case route
}

/// One rule applied to reach a value, with the numbers that went in.
public struct Trace: Sendable, Hashable {
    /// The rule applied.
    public let rule: RuleID
    /// What it decided.
    public let decided: DecidedValue
    /// The first two facts, held in the trace itself: nearly every decision has at most two, and a list of their own
    /// would be one more allocation for every decision a command makes, and one more to free with every state.
    /// Filled in order (no second without a first, no `rest` without a second), so equal traces store them alike.
    private let first: Fact?
    private let second: Fact?
    /// The facts after the second, in order; nil for nearly every decision, which has none. Not an empty list: an
    /// empty list still takes a release call each time a trace is freed, and nil takes none.
    private let rest: [Fact]?

    /// The numbers and values that went in.
    public var facts: [Fact] {
        guard let first else { return [] }
        guard let second else { return [first] }
        guard let rest else { return [first, second] }
        return [first, second] + rest
    }

    public init(_ rule: RuleID, _ decided: DecidedValue, _ facts: [Fact] = []) {
        self.init(rule, decided, first: facts.first, second: facts.count > 1 ? facts[1] : nil,
                  rest: facts.count > 2 ? Array(facts.dropFirst(2)) : nil)
    }

    /// A decision with one or two facts, made without a list of them.
    init(_ rule: RuleID, _ decided: DecidedValue, _ first: Fact, _ second: Fact? = nil) {
        self.init(rule, decided, first: first, second: second, rest: nil)
    }

    private init(_ rule: RuleID, _ decided: DecidedValue, first: Fact?, second: Fact?, rest: [Fact]?) {
        self.rule = rule
        self.decided = decided
        self.first = first
        self.second = second
        self.rest = rest
    }
}
