import Foundation
import Testing
@testable import SplitModel

/// Replays every step of splitframesprobe (iPad and iPhone 16) and compares the events with the probe's (EVT-2, EVT-3, EVT-6).
@Suite
struct FramesProbeEventTests {
    @Test("splitframesprobe events replay", arguments: FramesProbeReplayTests.files.map(\.0))
    func replay(_ file: String) throws {
        let steps = try Self.steps(of: file)
        #expect(steps.count == 79)
        let misses = steps.flatMap(\.misses)
        #expect(misses.isEmpty, "\(misses.count) steps differ from the probe:\n\(misses.map(\.description).joined(separator: "\n"))")
    }

    /// One replayed step: the probe's events and the engine's, compared.
    struct Step {
        let file: String
        let scene: String
        let label: String
        let probe: EventDigest
        let engine: EventDigest
        /// The probe's events and the engine's, in order, as the exact-sequence comparison counts them.
        let probeSequence: [ProbeEvent]
        let engineSequence: [ProbeEvent]

        /// `file scene label`, with the device for the file.
        var name: String { "\(FramesProbeReplayTests.files.first { $0.0 == file }!.1 == "iPad (A16)" ? "iPad" : "iPhone")/\(scene)/\(label)" }

        var misses: [Miss] {
            var misses: [Miss] = []
            func check(_ part: Miss.Part, _ expected: [String], _ actual: [String]) {
                if expected != actual { misses.append(Miss(step: self, part: part, expected: expected, actual: actual)) }
            }
            check(.willOrder, probe.willPhase, engine.willPhase)
            check(.didMultiset, probe.didPhase, engine.didPhase)
            check(.appeared, probe.appeared.sorted(), engine.appeared.sorted())
            check(.disappeared, probe.disappeared.sorted(), engine.disappeared.sorted())
            check(.willBeforeDid, [], engine.orderFaults)
            return misses
        }
    }

    /// One part of one step where the engine differs from the probe.
    struct Miss: CustomStringConvertible {
        enum Part: String {
            case willOrder = "will-order", didMultiset = "did-multiset", appeared, disappeared, willBeforeDid = "will-before-did"
        }

        let step: Step
        let part: Part
        let expected: [String]
        let actual: [String]

        /// Where the miss is: `file scene label part`.
        var place: String { "\(step.file) \(step.scene) \(step.label) \(part.rawValue)" }
        var description: String {
            "\(place): expected [\(expected.joined(separator: ", "))], got [\(actual.joined(separator: ", "))]"
        }
    }

    /// Every step of one file, replayed scene by scene; a scene's `mounted` step holds the events of its first appearance.
    static func steps(of file: String) throws -> [Step] {
        let device = FramesProbeReplayTests.files.first { $0.0 == file }!.1
        let document = try OracleFiles.json("splitframesprobe/\(file)")
        let records = try #require(document["records"] as? [[String: Any]]).filter { $0["scene"] as? String != "DONE" }
        var steps: [Step] = []
        var replayer = Replayer(device: device)
        var scene = ""
        for record in records {
            let label = record["label"] as! String
            var events: [Event]
            if record["scene"] as! String != scene {
                scene = record["scene"] as! String
                try #require(label == "mounted", "\(scene) opens with \(label), not mounted")
                (replayer, events) = try mount(scene, device: device)
            } else {
                let commands = try #require(FramesProbeScenes.steps(scene).first { $0.label == label }, "no step \(scene) \(label)").commands
                try replayer.run(commands)
                events = replayer.events
            }
            let probe = try (record["events"] as! [String]).compactMap(ProbeEventParser.parse)
            let engine = events.map(ProbeEvent.modelled)
            steps.append(Step(file: file, scene: scene, label: label, probe: EventDigest(probe), engine: EventDigest(engine),
                              probeSequence: probe, engineSequence: engine.filter { $0 != .modelled(.showDetailTargetDidChange) }))
        }
        return steps
    }

    /// A scene built by its setup, and the events of its `relaunch`, which stands for the probe's first appearance.
    static func mount(_ scene: String, device: String) throws -> (Replayer, [Event]) {
        let setup = FramesProbeScenes.setup(scene)
        try #require(setup.last == .relaunch, "\(scene) setup does not end in relaunch")
        var replayer = Replayer(device: device)
        try replayer.run(Array(setup.dropLast()))
        try replayer.run(.relaunch)
        // The engine's split is on screen from the start, so relaunch first takes the setup's controllers off
        // screen; the probe's split had never been on screen. The appearance itself opens with willChangeTo (EVT-5).
        let start = replayer.events.firstIndex { if case .willChangeDisplayMode = $0 { true } else { false } } ?? 0
        let offScreen = replayer.events[..<start]
        #expect(offScreen.allSatisfy { Appearance.of($0)?.callback.appears == false }, "\(scene): relaunch began with \(offScreen)")
        return (replayer, Array(replayer.events[start...]))
    }
}
