/// Ctrl-C as the runner and a line reader see it: whether one arrived and nobody has taken it yet, and taking it;
/// and whether a signal that ends the run (SIGTERM, SIGHUP) arrived.
///
/// The process's flag is set by its signal handlers (`InterruptSignal.flag` in ShellSystem); input in memory uses `never`.
public struct InterruptFlag: Sendable {
    /// Whether a read waiting for input should stop: a Ctrl-C arrived and has not been taken, or the run is ending
    /// (`terminationSignal`). Leaves the Ctrl-C for whoever takes it.
    public var isPending: @Sendable () -> Bool
    /// Whether a Ctrl-C arrived since the last take; clears it.
    public var take: @Sendable () -> Bool
    /// The number of the signal that asked the run to end (SIGTERM, SIGHUP), once one arrived; it stays set. The runner
    /// stops between lines, flushes what was produced and exits with 128 + that number.
    public var terminationSignal: @Sendable () -> Int32?

    public init(isPending: @escaping @Sendable () -> Bool, take: @escaping @Sendable () -> Bool,
                terminationSignal: @escaping @Sendable () -> Int32? = { nil }) {
        self.isPending = isPending
        self.take = take
        self.terminationSignal = terminationSignal
    }

    /// No Ctrl-C ever arrives.
    public static let never = InterruptFlag(isPending: { false }, take: { false })
}
