@testable import SplitModel

/// One step's events reduced to what the probe comparison holds UIKit to (EVT-2, EVT-3, EVT-6).
///
/// Delegate calls before the first did* call form the will-phase, kept in order. The rest (every did* call, and
/// any later call) form the did-phase, kept as a sorted multiset: the probe saw its order vary between runs.
/// Appearance callbacks count only by their net effect per controller, since UIKit's transient and duplicated
/// callbacks are noise EVT-3 leaves out.
struct EventDigest {
    var willPhase: [String] = []
    var didPhase: [String] = []
    var appeared: Set<String> = []
    var disappeared: Set<String> = []
    /// Controllers whose did* callback came without its will* callback before it, or whose will* never got its did*.
    var orderFaults: [String] = []

    init(_ events: [ProbeEvent]) {
        var callbacks: [(controller: String, callback: Appearance)] = []
        var inDidPhase = false
        for event in events {
            if case .modelled(let modelled) = event {
                if modelled == .showDetailTargetDidChange { continue }  // a notification the probe did not record
                if let callback = Appearance.of(modelled) {
                    callbacks.append(callback)
                    continue
                }
            }
            inDidPhase = inDidPhase || Self.isDidCall(event)
            if inDidPhase { didPhase.append(event.description) } else { willPhase.append(event.description) }
        }
        didPhase.sort()
        adopt(callbacks)
        orderFaults = Self.faults(callbacks)
    }

    private static func isDidCall(_ event: ProbeEvent) -> Bool {
        switch event {
        case .modelled(.didShowColumn), .modelled(.didHideColumn), .modelled(.didCollapse), .modelled(.didExpand): true
        default: false
        }
    }

    /// A controller was on screen before the step unless its first callback brings it on; it is after if its last does.
    private mutating func adopt(_ callbacks: [(controller: String, callback: Appearance)]) {
        var first: [String: Appearance] = [:]
        var last: [String: Appearance] = [:]
        for (controller, callback) in callbacks {
            if first[controller] == nil { first[controller] = callback }
            last[controller] = callback
        }
        for (controller, callback) in last {
            let wasOnScreen = !first[controller]!.appears
            if callback.appears && !wasOnScreen { appeared.insert(controller) }
            if !callback.appears && wasOnScreen { disappeared.insert(controller) }
        }
    }

    private static func faults(_ callbacks: [(controller: String, callback: Appearance)]) -> [String] {
        var pending: [String: Int] = [:]
        var faults: [String] = []
        for (controller, callback) in callbacks {
            let key = "\(controller).\(callback.appears ? "viewWillAppear" : "viewWillDisappear")"
            let opposite = "\(controller).\(callback.appears ? "viewWillDisappear" : "viewWillAppear")"
            if callback.isWill && pending[opposite, default: 0] > 0 {
                // UIKit cancels a transition this way: the controller starts to leave, then comes back (EVT-11).
                pending[opposite]! -= 1
                pending[key, default: 0] += 1
            } else if callback.isWill {
                pending[key, default: 0] += 1
            } else if pending[key, default: 0] > 0 {
                pending[key]! -= 1
            } else {
                faults.append("\(controller).\(callback.rawValue) without \(key) before it")
            }
        }
        faults += pending.filter { $0.value > 0 }.keys.sorted().map { "\($0) without its did" }
        return faults
    }
}

/// An appearance callback.
enum Appearance: String {
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear

    /// The controller and callback of an appearance event, or nil for any other event.
    static func of(_ event: Event) -> (controller: String, callback: Appearance)? {
        switch event {
        case .viewWillAppear(let name): (name, .viewWillAppear)
        case .viewDidAppear(let name): (name, .viewDidAppear)
        case .viewWillDisappear(let name): (name, .viewWillDisappear)
        case .viewDidDisappear(let name): (name, .viewDidDisappear)
        default: nil
        }
    }

    var appears: Bool { self == .viewWillAppear || self == .viewDidAppear }
    var isWill: Bool { self == .viewWillAppear || self == .viewWillDisappear }
}
