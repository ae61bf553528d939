import Testing

/// A named table row: Swift Testing prints the name when the row fails.
struct Case<Input: Sendable, Output: Sendable>: Sendable, CustomTestStringConvertible {
    let name: String
    let input: Input
    let output: Output
    var testDescription: String { name }

    init(_ name: String, _ input: Input, _ output: Output) {
        self.name = name
        self.input = input
        self.output = output
    }
}
