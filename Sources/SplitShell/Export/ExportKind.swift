import SplitModel

/// What `export` writes: UIKit code that builds the same split, or the nearest SwiftUI `NavigationSplitView`.
public enum ExportKind: String, Sendable, Hashable, CaseIterable {
    case uikit
    case swiftui
}

/// The Swift source `export` made from a state, and the notes on what it could not carry over.
public struct ExportResult: Sendable, Hashable {
    public let kind: ExportKind
    /// The whole source file, newline-terminated lines.
    public let code: String
    /// `note: …` lines: what the target API has no equivalent for (the code says the same in comments).
    public let notes: [String]

    /// Exports a state as the given kind of code.
    public static func make(_ kind: ExportKind, from state: SplitState) -> ExportResult {
        switch kind {
        case .uikit: UIKitExport(state: state).result
        case .swiftui: SwiftUIExport(state: state).result
        }
    }

    /// The code's lines, without the final newline's empty line.
    public var lines: [String] {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
