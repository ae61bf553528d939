import Foundation
@testable import SplitModel

/// The iOS 26.1 measurements kept in `Tests/Oracle` (see its README), so a clone replays them on its own.
enum OracleFiles {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Oracle")

    static func json(_ relative: String) throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent(relative))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw OracleError.malformed(relative)
        }
        return object
    }

    static func text(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }
}

enum OracleError: Error {
    case malformed(String)
    case refused(String, SplitError)
}

/// UIKit's raw enum values as the oracle files record them.
enum Raw {
    static func mode(_ value: Int) -> DisplayMode { DisplayMode.allCases.first { $0.rawUIKitValue == value }! }
    static func behavior(_ value: Int) -> SplitBehavior { [.automatic, .tile, .overlay, .displace][value] }
    static func column(_ value: Int) -> Column { [.primary, .supplementary, .secondary, .compact, .inspector][value] }
    static func background(_ value: Int) -> BackgroundStyle { value == 0 ? .none : .sidebar }
}

/// Runs commands against the engine, failing loudly on a refusal.
struct Replayer {
    var state: SplitState
    var events: [Event] = []

    init(device name: String) {
        guard case .found(let device) = DeviceCatalog.lookup(name) else { fatalError("no preset \(name)") }
        state = SplitEngine.initialState()
        try! run(.device(device, .portrait, .full))
    }

    mutating func run(_ commands: Command...) throws {
        try run(commands)
    }

    mutating func run(_ commands: [Command]) throws {
        events = []
        for command in commands {
            switch SplitEngine.apply(command, to: state) {
            case .success(let outcome):
                state = outcome.state
                events += outcome.events
            case .failure(let error):
                throw OracleError.refused("\(command)", error)
            }
        }
    }
}

/// A mismatch between the engine and one oracle reading.
struct Mismatch: CustomStringConvertible {
    let sample: String
    let field: String
    let expected: String
    let actual: String
    var description: String { "\(sample): \(field) expected \(expected), got \(actual)" }
}

/// Collects field comparisons for one reading.
struct Comparison {
    let sample: String
    var mismatches: [Mismatch] = []

    mutating func check<T: Equatable>(_ field: String, _ expected: T, _ actual: T) {
        if expected != actual { mismatches.append(Mismatch(sample: sample, field: field, expected: "\(expected)", actual: "\(actual)")) }
    }

    mutating func checkPoints(_ field: String, _ expected: Double, _ actual: Double, tolerance: Double = 0.25) {
        if abs(expected - actual) > tolerance {
            mismatches.append(Mismatch(sample: sample, field: field, expected: "\(expected)", actual: "\(actual)"))
        }
    }
}

extension Comparison {
    /// Compares a column's y and height with a measured `[x, y, width, height]` rect, and its safe-area insets with a
    /// measured `[top, left, bottom, right]` quad (nil where the reading has none), to a quarter point.
    mutating func checkVertical(_ name: String, _ rect: [Double], _ safeArea: [Double]?, _ state: SplitState, _ column: Column) {
        guard let model = try? state.readRect(column), let insets = try? state.readSafeArea(column) else {
            check("\(name) rect", "readable", "refused")
            return
        }
        checkPoints("\(name) y", rect[1], model.y)
        checkPoints("\(name) height", rect[3], model.height)
        guard let safeArea else { return }
        for (side, (expected, actual)) in zip(["top", "left", "bottom", "right"],
                                              zip(safeArea, [insets.top, insets.left, insets.bottom, insets.right])) {
            checkPoints("\(name) safeArea \(side)", expected, actual)
        }
    }
}
