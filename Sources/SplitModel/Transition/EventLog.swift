/// The events a command fires, in UIKit's order, kept only while they are recorded. Unrecorded (a sweep's samples,
/// a batch with `events off`), every addition is dropped where it is made, so a command builds no list of events
/// nobody reads; the rules still run the same way, since nothing in the engine decides anything from its events.
struct EventLog {
    /// The events so far; always empty while not recording.
    private(set) var list: [Event] = []
    /// Whether additions are kept.
    var isRecording = true

    /// How many events were kept so far.
    var count: Int { list.count }

    mutating func append(_ event: Event) {
        if isRecording { list.append(event) }
    }

    mutating func insert(_ event: Event, at index: Int) {
        if isRecording { list.insert(event, at: index) }
    }

    mutating func insert(contentsOf events: [Event], at index: Int) {
        if isRecording { list.insert(contentsOf: events, at: index) }
    }

    static func += (log: inout EventLog, events: [Event]) {
        if log.isRecording { log.list += events }
    }
}
