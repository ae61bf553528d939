import SplitModel

/// The last command that ran the engine, as `why` explains it: the line, and the rules it applied in order.
public struct LastAction: Sendable, Hashable {
    /// The command as its canonical line (`showDetailViewController Detail`).
    public let command: String
    /// The rules it applied: routing, delegate answers, then its layout pass's decisions.
    public let traces: [Trace]
    /// What it ignored and why.
    public let notes: [Note]
    /// Whether the engine refused it (nothing changed).
    public let refused: Bool
}
