import Testing
@testable import SplitModel

/// A short command sequence from the start-up state, for rule tables.
struct Scenario: CustomTestStringConvertible, Sendable {
    let name: String
    let commands: [Command]

    var testDescription: String { name }

    init(_ name: String, _ commands: [Command]) {
        self.name = name
        self.commands = commands
    }

    /// Runs the commands; a refusal is returned as the error of the last command.
    func run() -> ScenarioOutcome {
        var state = SplitEngine.initialState()
        var events: [Event] = []
        var notes: [Note] = []
        for command in commands {
            switch SplitEngine.apply(command, to: state) {
            case .success(let outcome):
                state = outcome.state
                events = outcome.events
                notes = outcome.notes
            case .failure(let error):
                return (state, [], [], error)
            }
        }
        return (state, events, notes, nil)
    }
}

/// What a scenario's commands lead to: the state they leave and the last command's events and notes; when the last
/// command is refused, its error, with the state before it and no events or notes.
typealias ScenarioOutcome = (state: SplitState, events: [Event], notes: [Note], error: SplitError?)

/// Shorthands for building rows.
enum Do {
    static func device(_ name: String, _ orientation: Orientation = .portrait, _ pane: MultitaskingPane = .full) -> Command {
        .device(.preset(name), orientation, pane)
    }
    static func size(_ width: Double, _ height: Double = 1024) -> Command { .resize(width: width, height: height) }
    static func width(_ kind: WidthKind, _ column: Column, _ value: Double?) -> Command {
        .setWidth(WidthProperty(kind, of: column), value.map(WidthValue.value) ?? .automatic)
    }
    static func mode(_ mode: DisplayMode) -> Command { .setPreferredDisplayMode(mode) }
    static let triple = Command.setStyle(.tripleColumn)
    static let double = Command.setStyle(.doubleColumn)
    static let classic = Command.setStyle(.unspecified)
    static let regular = Command.sizeClass(.regular)
    static let os18 = Command.ruleSet(.ios18)
}
