import Testing
@testable import SplitModel

/// Compares the engine's events with the probe's as exact sequences, over both devices' 158 splitframesprobe steps.
///
/// Left out on the probe's side: viewDidLoad and willMove/didMove (not modelled). Left out on the engine's side: the
/// showDetailTargetDidChange notification (the probe logs no notifications) and the take-down half of the `relaunch`
/// that mounts each scene. The did-phase delegate calls (didShow, didHide, didCollapse, didExpand) are compared as a
/// multiset, since their order (and their place among the appearance callbacks) varies between probe scenes with
/// identical setups; every other event is compared in order. The strict count compares everything in order.
@Suite
struct FramesProbeSequenceTests {
    /// Steps where the probe shows UIKit noise measured once, which no rule reproduces.
    static let noise: [String: String] = [
        "iPad/transition.triple/override.compact.2": "a duplicated disappear pair",
        "iPad/transition.triple.compactC/override.compact": "a duplicated disappear pair",
        "iPad/transition.triple.compactC/override.compact.2": "a duplicated disappear pair",
        "iPad/transition.triple.topPrimary/override.compact": "a duplicated disappear pair",
        "iPad/double/setSecondary(nil)": "a viewWillDisappear without its viewDidDisappear",
        "iPad/triple/showDetail(D)": "a deferred display-mode change",
        "iPhone/triple/nnw.showSecondary": "S pushed, then B",
    ]

    /// Steps where UIKit contradicts itself: the same expand from the compact column removes its controller as one
    /// pair in the scene's first expand and in both iPad expands (EVT-9), but once splits it around the incoming
    /// viewDidAppear. No state the engine keeps tells these expands apart: the outgoing and incoming controllers had
    /// all appeared before on the iPad too, C had arrived by a collapse in both iPad runs, and the layout after the
    /// expand is the same as in the first. The raw log of that step is also the only one where a controller's
    /// containment removal runs twice, inside a disappearance it had already begun (`removalsOutOfOrder` below).
    static let contradicted: [String: String] = [
        "iPhone/transition.triple.compactC/override.regular.2":
            "C's disappearance split around B.viewDidAppear; whole in the first expand of the scene and both iPad expands (EVT-9); "
            + "C.viewWillDisappear before C.willMove(nil), and C.didMove(nil) twice",
    ]

    /// One controller that a step takes out of its parent (`X.willMove(nil)` or `X.didMove(nil)` in the raw log),
    /// with where its disappearance began relative to that.
    struct Removal: Equatable, CustomStringConvertible {
        let step: String
        let controller: String
        /// viewWillDisappear came before willMove(toParent: nil), so the disappearance began while still a child.
        let disappearsFirst: Bool
        let didMoveToNilCount: Int

        var description: String { "\(step) \(controller)" }
    }

    /// Every removal from a parent in both probe files, read from the raw logs (which keep willMove and didMove).
    static func removals() throws -> [Removal] {
        var removals: [Removal] = []
        for (file, device) in FramesProbeReplayTests.files {
            let document = try OracleFiles.json("splitframesprobe/\(file)")
            let records = try #require(document["records"] as? [[String: Any]]).filter { $0["scene"] as? String != "DONE" }
            for record in records {
                let events = record["events"] as! [String]
                let step = "\(device == "iPad (A16)" ? "iPad" : "iPhone")/\(record["scene"] as! String)/\(record["label"] as! String)"
                let removed = Set(events.compactMap { line in
                    line.hasSuffix(".willMove(nil)") || line.hasSuffix(".didMove(nil)") ? String(line.prefix { $0 != "." }) : nil
                })
                for name in removed.sorted() {
                    let willMove = events.firstIndex(of: "\(name).willMove(nil)") ?? events.count
                    let willDisappear = events.firstIndex(of: "\(name).viewWillDisappear") ?? events.count
                    removals.append(Removal(step: step, controller: name, disappearsFirst: willDisappear < willMove,
                                            didMoveToNilCount: events.filter { $0 == "\(name).didMove(nil)" }.count))
                }
            }
        }
        return removals
    }

    /// The probe takes a controller out of its parent 20 times. In 18 its disappearance (if any) begins after
    /// willMove(toParent: nil), as UIKit's containment contract orders it. Two begin it first: the iPad's
    /// setSecondary(nil), listed as noise for the viewDidDisappear that never comes, and the contradicted expand,
    /// whose viewDidDisappear comes late and which is the only removal calling didMove(toParent: nil) twice.
    /// The other three expands from the compact column remove C before it starts to disappear.
    @Test("the contradicted expand removes its controller unlike any other removal in the probe")
    func removalsOutOfOrder() throws {
        let removals = try Self.removals()
        #expect(removals.count == 20)
        let contradicted = "iPhone/transition.triple.compactC/override.regular.2"
        #expect(removals.filter(\.disappearsFirst).map(\.description).sorted()
                == ["iPad/double/setSecondary(nil) F", "\(contradicted) C"])
        #expect(removals.filter { $0.didMoveToNilCount > 1 }.map(\.description) == ["\(contradicted) C"])
        let compactExpands = removals.filter { $0.controller == "C" && $0.step != contradicted }
        #expect(compactExpands.map(\.step).sorted() == [
            "iPad/transition.triple.compactC/override.regular", "iPad/transition.triple.compactC/override.regular.2",
            "iPhone/transition.triple.compactC/override.regular",
        ])
        #expect(compactExpands.allSatisfy { !$0.disappearsFirst && $0.didMoveToNilCount == 1 })
    }

    static func allSteps() throws -> [FramesProbeEventTests.Step] {
        try FramesProbeReplayTests.files.map(\.0).flatMap(FramesProbeEventTests.steps(of:))
    }

    @Test("splitframesprobe events as exact sequences")
    func sequences() throws {
        let steps = try Self.allSteps()
        #expect(steps.count == 158)
        let matching = steps.filter { Self.matchesUpToDidOrder($0.probeSequence, $0.engineSequence) }
        let strict = steps.filter { $0.probeSequence.map(\.description) == $0.engineSequence.map(\.description) }
        print("splitframesprobe event sequences: \(matching.count)/\(steps.count) exact up to the did-phase order, "
              + "\(strict.count)/\(steps.count) strictly exact")
        let misses = steps.filter { !Self.matchesUpToDidOrder($0.probeSequence, $0.engineSequence) }
        let unexplained = misses.filter { Self.noise[$0.name] == nil && Self.contradicted[$0.name] == nil }
        for step in unexplained { print(Self.describe(step)) }
        #expect(unexplained.map(\.name) == [], "\(unexplained.count) steps differ from the probe (printed above)")
        // The noise steps stay listed only while they still differ.
        let stale = (Array(Self.noise.keys) + Array(Self.contradicted.keys)).filter { name in !misses.contains { $0.name == name } }.sorted()
        #expect(stale.isEmpty, "listed steps that now match: \(stale)")
        #expect(matching.count >= 150)
        #expect(strict.count >= 119)
    }

    /// True when the sequences agree with the did-phase delegate calls compared as a multiset and every other event
    /// in order (the issue's count: 127/158 before the EVT-8 to EVT-14 rules, 96/158 strictly exact).
    static func matchesUpToDidOrder(_ probe: [ProbeEvent], _ engine: [ProbeEvent]) -> Bool {
        func others(_ events: [ProbeEvent]) -> [String] { events.filter { !isDidCall($0) }.map(\.description) }
        func dids(_ events: [ProbeEvent]) -> [String] { events.filter(isDidCall).map(\.description).sorted() }
        return others(probe) == others(engine) && dids(probe) == dids(engine)
    }

    static func isDidCall(_ event: ProbeEvent) -> Bool {
        switch event {
        case .modelled(.didShowColumn), .modelled(.didHideColumn), .modelled(.didCollapse), .modelled(.didExpand): true
        default: false
        }
    }

    static func describe(_ step: FramesProbeEventTests.Step) -> String {
        "\(step.name):\n  UIKit    [\(step.probeSequence.map(\.description).joined(separator: ", "))]\n"
            + "  splitnav [\(step.engineSequence.map(\.description).joined(separator: ", "))]"
    }
}
