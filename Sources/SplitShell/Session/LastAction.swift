import SplitModel

/// The last command that ran the engine, as `why` explains it: the line, and the rules it applied in order.
public struct LastAction: Sendable, Hashable {
    /// The command that ran; its line is written only when `why` asks, not after every command.
    let engineCommand: Command
    /// The command as its canonical line (`showDetailViewController Detail`).
    public var command: String { CommandPrinter.print(.engine(engineCommand)) ?? "\(engineCommand)" }
    /// The rules it applied: routing, delegate answers, then its layout pass's decisions.
    public let traces: [Trace]
    /// What it ignored and why.
    public let notes: [Note]
    /// Whether the engine refused it (nothing changed).
    public let refused: Bool
}
