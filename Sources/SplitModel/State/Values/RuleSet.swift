/// Which UIKit generation's rules the engine simulates.
public enum RuleSet: Int, Sendable, CaseIterable, Hashable {
    /// iOS and iPadOS 26 (measured on 26.1), the default.
    case ios26 = 26
    /// iOS and iPadOS 14 to 18.
    case ios18 = 18
}
