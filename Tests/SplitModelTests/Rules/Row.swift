import Testing
@testable import SplitModel

/// A named row of a rule table: commands from the start-up state and the facts that must hold afterwards.
///
/// `RuleRow` and `NavRow` are rows of this kind; they differ only in the facts they can state.
struct Row<Expectation: RowExpectation>: CustomTestStringConvertible, Sendable {
    let rule: RuleID
    let name: String
    let commands: [Command]
    let expectations: [Expectation]

    init(_ rule: RuleID, _ name: String, _ commands: [Command], _ expectations: [Expectation]) {
        self.rule = rule
        self.name = name
        self.commands = commands
        self.expectations = expectations
    }

    var testDescription: String { "\(rule.rawValue) \(name)" }

    /// Every expectation that does not hold, described. A row that expects no refusal fails at once when the last
    /// command is refused; a row that does is checked on the state before the refusal, which must be left unchanged.
    func failures() -> [String] {
        let outcome = Scenario(name, commands).run()
        if !expectations.contains(where: \.isRefusal), let error = outcome.error { return ["refused: \(error)"] }
        var failures = Failures()
        for expectation in expectations {
            expectation.check(outcome, of: commands, into: &failures)
        }
        return failures.messages
    }
}

/// One expected fact about what a row's commands lead to.
protocol RowExpectation: Sendable {
    /// Whether this fact is that the last command is refused.
    var isRefusal: Bool { get }
    /// Adds a message to `failures` for each part of the fact that does not hold.
    func check(_ outcome: ScenarioOutcome, of commands: [Command], into failures: inout Failures)
}

/// The messages of the facts that do not hold.
struct Failures {
    private(set) var messages: [String] = []

    /// Fails with `what: expected …, got …` unless the two are equal.
    mutating func check<T: Equatable>(_ what: String, _ expected: T, _ actual: T) {
        if expected != actual { messages.append("\(what): expected \(expected), got \(actual)") }
    }

    mutating func add(_ message: String) {
        messages.append(message)
    }
}
