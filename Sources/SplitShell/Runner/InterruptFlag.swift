/// Ctrl-C as the runner and a line reader see it: whether one arrived and nobody has taken it yet, and taking it.
///
/// The process's flag is set by its SIGINT handler (`InterruptSignal.flag` in ShellSystem); input in memory uses `never`.
public struct InterruptFlag: Sendable {
    /// Whether a Ctrl-C arrived and has not been taken; leaves it for whoever takes it.
    public var isPending: @Sendable () -> Bool
    /// Whether a Ctrl-C arrived since the last take; clears it.
    public var take: @Sendable () -> Bool

    public init(isPending: @escaping @Sendable () -> Bool, take: @escaping @Sendable () -> Bool) {
        self.isPending = isPending
        self.take = take
    }

    /// No Ctrl-C ever arrives.
    public static let never = InterruptFlag(isPending: { false }, take: { false })
}
