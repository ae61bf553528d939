/// A splitnav version as `require` reads it: one to three whole numbers separated by dots (`0.1`, `1.2.3`); missing
/// parts count as 0, so `0.1` and `0.1.0` are the same version.
public struct SplitnavVersion: Sendable, Hashable, Comparable {
    /// The numbers as written.
    public let parts: [Int]

    /// The version a text names, or nil when it is not one.
    public init?(_ text: String) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(pieces.count) else { return nil }
        var parts: [Int] = []
        for piece in pieces {
            guard (1...9).contains(piece.count), piece.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(piece) else { return nil }
            parts.append(number)
        }
        self.parts = parts
    }

    /// The version of this splitnav.
    public static var installed: SplitnavVersion {
        guard let version = SplitnavVersion(Runner.version) else { preconditionFailure("Runner.version is not a version") }
        return version
    }

    /// As written: `0.1`, `1.2.3`.
    public var text: String { parts.map(String.init).joined(separator: ".") }

    public static func < (lhs: SplitnavVersion, rhs: SplitnavVersion) -> Bool {
        let count = max(lhs.parts.count, rhs.parts.count)
        let left = lhs.parts + Array(repeating: 0, count: count - lhs.parts.count)
        let right = rhs.parts + Array(repeating: 0, count: count - rhs.parts.count)
        return left.lexicographicallyPrecedes(right)
    }

    public static func == (lhs: SplitnavVersion, rhs: SplitnavVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    public func hash(into hasher: inout Hasher) {
        var trimmed = parts
        while trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }
}
