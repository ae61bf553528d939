import Foundation
import Testing
@testable import SplitModel

/// Replays every step of splitframesprobe (iPad and iPhone 16) and compares the layout fields.
@Suite
struct FramesProbeReplayTests {
    static let files = [("ios26.1-ipad.json", "iPad (A16)"), ("ios26.1-iphone16.json", "iPhone 16")]

    @Test("splitframesprobe layout replays", arguments: files.map(\.0))
    func replay(_ file: String) throws {
        let device = Self.files.first { $0.0 == file }!.1
        let document = try OracleFiles.json("splitframesprobe/\(file)")
        let records = try #require(document["records"] as? [[String: Any]]).filter { $0["scene"] as? String != "DONE" }
        #expect(records.count == 79)
        var mismatches: [Mismatch] = []
        var replayer = Replayer(device: device)
        var scene = ""
        var steps: [FramesProbeScenes.Step] = []
        for record in records {
            let recordScene = record["scene"] as! String
            let label = record["label"] as! String
            if recordScene != scene {
                scene = recordScene
                replayer = Replayer(device: device)
                try replayer.run(FramesProbeScenes.setup(scene))
                steps = FramesProbeScenes.steps(scene)
            }
            let step = try #require(steps.first { $0.label == label }, "no step \(scene) \(label)")
            try replayer.run(step.commands)
            var comparison = Comparison(sample: "\(file) \(scene) \(label)")
            Self.compare(record, replayer.state, &comparison)
            mismatches += comparison.mismatches
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.map(\.description).joined(separator: "\n"))")
    }

    static func compare(_ record: [String: Any], _ state: SplitState, _ comparison: inout Comparison) {
        comparison.check("collapsed", record["collapsed"] as! Bool, state.isCollapsed)
        comparison.check("displayMode", Raw.mode(record["displayMode"] as! Int), state.displayMode)
        comparison.check("preferredDisplayMode", Raw.mode(record["preferredDisplayMode"] as! Int), state.properties.preferredDisplayMode)
        comparison.checkPoints("primaryColumnWidth", record["primaryColumnWidth"] as! Double, try! state.readColumnWidth(.primary))
        comparison.check("viewControllers", record["viewControllers"] as! [String], state.viewControllers.map(\.notation))
        // UIKit's child order follows insertion (supplementary first at mount, primary first after an expand): compared as a set.
        comparison.check("children", Set(record["children"] as! [String]), Set(state.children.map(\.notation)))
        if let behavior = record["splitBehavior"] as? Int {
            comparison.check("splitBehavior", Raw.behavior(behavior), state.splitBehavior)
            comparison.check("preferredSplitBehavior", Raw.behavior(record["preferredSplitBehavior"] as! Int), state.properties.preferredSplitBehavior)
            comparison.check("primaryBackgroundStyle", Raw.background(record["primaryBackgroundStyle"] as! Int), state.properties.primaryBackgroundStyle)
        }
        if let supplementary = record["supplementaryColumnWidth"] as? Double {
            comparison.checkPoints("supplementaryColumnWidth", supplementary, try! state.readColumnWidth(.supplementary))
        }
        let layout = state.layout
        if let columns = record["columns"] as? [String: [String: Any]] {
            for (name, column) in columns {
                let id = Column(rawValue: name)!
                comparison.check("\(name) vc", column["vc"] as? String, state.controllers[id]?.notation)
                let showing = column["showing"] as! Bool
                comparison.check("\(name) showing", showing, layout.visibleColumns.contains(id))
                guard showing, let absolute = column["absolute"] as? [Double], let model = layout.column(id) else { continue }
                comparison.checkPoints("\(name) x", absolute[0], model.frame.x)
                comparison.checkPoints("\(name) width", absolute[2], model.frame.width)
                comparison.checkVertical(name, absolute, column["safeArea"] as? [Double], state, id)
            }
        }
        if let legacy = record["legacyChildren"] as? [[String: Any]] {
            for (child, column) in zip(legacy, [Column.primary, .secondary]) {
                let absolute = child["absolute"] as! [Double]
                // A classic child that is not showing sits at x 0 outside the hierarchy (not parked): skip it, as WID-4b says.
                guard let model = layout.column(state.isCollapsed ? .primary : column), model.isVisible else { continue }
                comparison.checkPoints("legacy \(column.rawValue) x", absolute[0], model.frame.x)
                comparison.checkPoints("legacy \(column.rawValue) width", absolute[2], model.frame.width)
                comparison.checkVertical("legacy \(column.rawValue)", absolute, child["safeArea"] as? [Double], state, model.column)
            }
        }
    }
}
