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
    /// The numbers and values that went in.
    public let facts: [Fact]

    public init(_ rule: RuleID, _ decided: DecidedValue, _ facts: [Fact] = []) {
        self.rule = rule
        self.decided = decided
        self.facts = facts
    }
}
