import Foundation
import Testing
@testable import SplitModel

/// Replays every sample of splitwidthprobe (main, primary, supplementary) through the engine.
@Suite
struct WidthProbeReplayTests {
    static let profiles = ["main", "primary", "supplementary"]

    @Test("splitwidthprobe profile replays", arguments: profiles)
    func profile(_ name: String) throws {
        let document = try OracleFiles.json("splitwidthprobe/ios26.1-\(name).json")
        let samples = try #require(document["samples"] as? [[String: Any]])
        #expect(samples.count == (name == "main" ? 189 : 126))
        var mismatches: [Mismatch] = []
        var cache: [String: (initial: SplitState, mounted: SplitState)] = [:]
        for sample in samples {
            let width = sample["requestedWidth"] as! Double
            let requested = Raw.mode(sample["requestedMode"] as! Int)
            let minima = (sample["minima"] as! [Double]).map { $0 < -1e30 ? WidthValue.automatic : .value($0) }
            let phase = sample["phase"] as! String
            let key = "\(width)/\(requested)"
            let states = try cache[key] ?? Self.replay(width: width, requested: requested, minima: minima)
            cache[key] = states
            let state = phase == "initial" ? states.initial : states.mounted
            var comparison = Comparison(sample: "\(name) width \(width) mode \(requested.rawValue) \(phase)")
            Self.compare(sample, state, &comparison)
            mismatches += comparison.mismatches
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(40).map(\.description).joined(separator: "\n"))")
    }

    /// The probe's procedure (STEPS.md §3): configure off screen, appear (`initial`), then request secondaryOnly and the mode.
    static func replay(width: Double, requested: DisplayMode, minima: [WidthValue]) throws -> (initial: SplitState, mounted: SplitState) {
        var replayer = Replayer(device: "iPad (A16)")
        try replayer.run(.resize(width: width, height: 700), .sizeClass(.regular), .setStyle(.tripleColumn),
                         .setWidth(WidthProperty(.minimum, of: .primary), minima[0]),
                         .setWidth(WidthProperty(.minimum, of: .supplementary), minima[1]),
                         .setWidth(WidthProperty(.minimum, of: .secondary), minima[2]),
                         .setPreferredDisplayMode(requested), .relaunch)
        let initial = replayer.state
        try replayer.run(.setPreferredDisplayMode(.secondaryOnly), .setPreferredDisplayMode(requested))
        return (initial, replayer.state)
    }

    static func compare(_ sample: [String: Any], _ state: SplitState, _ comparison: inout Comparison) {
        comparison.check("displayMode", Raw.mode(sample["displayMode"] as! Int), state.displayMode)
        comparison.check("splitBehavior", Raw.behavior(sample["splitBehavior"] as! Int), state.splitBehavior)
        comparison.check("preferredMode", Raw.mode(sample["preferredMode"] as! Int), state.properties.preferredDisplayMode)
        comparison.check("preferredBehavior", Raw.behavior(sample["preferredBehavior"] as! Int), state.properties.preferredSplitBehavior)
        comparison.check("collapsed", sample["collapsed"] as! Bool, state.isCollapsed)
        comparison.checkPoints("primaryWidth", sample["primaryWidth"] as! Double, try! state.readColumnWidth(.primary))
        comparison.checkPoints("supplementaryWidth", sample["supplementaryWidth"] as! Double, try! state.readColumnWidth(.supplementary))
        let containers = sample["containers"] as! [[String: Any]]
        let boundsWidth = sample["boundsWidth"] as! Double
        let layout = state.layout
        var onScreen: [Column] = []
        for (index, column) in [Column.supplementary, .primary, .secondary].enumerated() {
            let frame = containers[index]["frame"] as! [Double]
            let x = frame[0], width = frame[2]
            if x + width > 0 && x < boundsWidth { onScreen.append(column) }
            guard let model = layout.column(column), model.isVisible else { continue }
            comparison.checkPoints("frame \(column.rawValue) x", x, model.frame.x)
            comparison.checkPoints("frame \(column.rawValue) width", width, model.frame.width)
            comparison.checkVertical("frame \(column.rawValue)", frame, containers[index]["safeArea"] as? [Double], state, column)
        }
        // At `initial` (0.15 s after mounting) hidden containers still sit at x 0, not yet parked: only the
        // settled phases say which columns are on screen.
        guard sample["phase"] as! String != "initial" else { return }
        let visible = layout.visibleColumns.filter { $0 != .inspector }
        comparison.check("visible columns", Set(onScreen), Set(visible))
    }
}
