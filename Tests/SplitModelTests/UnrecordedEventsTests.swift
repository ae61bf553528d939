import Testing
@testable import SplitModel
import TestSupport

/// A command run without recording events (a batch with `events off`, a sweep's samples) drops its events as they
/// are made and skips what only the events need: everything else it gives must be exactly what a recorded run gives.
struct UnrecordedEventsTests {
    @Test("unrecorded, a command gives the recorded run's state, notes, traces and error, and no events",
          arguments: [3, 11, 2026] as [UInt64])
    func unrecordedRunAgrees(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var state = SplitEngine.initialState()
        var recordedEvents = 0
        for step in 0..<1500 {
            let command = randomCommand(&rng, state: state)
            let recorded = SplitEngine.apply(command, to: state)
            let unrecorded = SplitEngine.apply(command, to: state, recordingEvents: false)
            switch (recorded, unrecorded) {
            case (.success(let full), .success(let bare)):
                #expect(bare.state == full.state, "seed \(seed) step \(step): \(spelled(command))")
                #expect(bare.notes == full.notes, "seed \(seed) step \(step): \(spelled(command))")
                #expect(bare.traces == full.traces, "seed \(seed) step \(step): \(spelled(command))")
                #expect(bare.events.isEmpty, "seed \(seed) step \(step): \(spelled(command))")
                recordedEvents += full.events.count
                state = full.state
            case (.failure(let fullError), .failure(let bareError)):
                // As text: an error can carry a NaN, which never equals itself.
                #expect(String(describing: bareError) == String(describing: fullError), "seed \(seed) step \(step): \(spelled(command))")
            default:
                Issue.record("seed \(seed) step \(step): \(spelled(command)) was accepted by one run and refused by the other")
            }
        }
        // The walk must have fired events for the comparison to mean anything.
        #expect(recordedEvents > 300)
    }
}
