import SplitModel

/// What a shape read from a line, for the table's builders to read by slot label (`a.number("N")`).
///
/// A shape guarantees the kinds, so a label the shape does not declare, or an argument of another kind, is a
/// programming error. A label inside an optional group that was absent reads as nil through the `ifPresent:` readers.
public struct Arguments: Sendable {
    let shape: [Slot]
    /// Each slot's label (`Slot.label`), made once per command, not per look-up.
    let labels: [String?]
    let values: ArgumentList

    init(shape: [Slot], labels: [String?], values: ArgumentList) {
        assert(labels == shape.map(\.label), "labels \(labels) are not those of \(shape)")
        self.shape = shape
        self.labels = labels
        self.values = values
    }

    init(shape: [Slot], values: [Argument]) {
        self.init(shape: shape, labels: shape.map(\.label), values: ArgumentList(values))
    }

    private enum Lookup {
        case undeclared
        case absent
        case found(Argument)
    }

    /// A slot's argument is read only once its label matches, so the slots before it cost a label compare each; a slot
    /// without a label is looked into only when it is an optional group that declares the label.
    private static func lookup(_ label: String, _ slots: [Slot], _ labels: [String?], _ values: ArgumentList) -> Lookup {
        for position in labels.indices {
            guard let slotLabel = labels[position] else {
                guard case .optional(let group) = slots[position], group.contains(where: { $0.declares(label) }) else { continue }
                guard position < values.count, case .group(let groupValues) = values[position] else { return .absent }
                return lookup(label, group, group.map(\.label), ArgumentList(groupValues))
            }
            guard slotLabel == label else { continue }
            guard position < values.count else { return .absent }
            let value = values[position]
            if case .absent = value { return .absent }
            return .found(value)
        }
        return .undeclared
    }

    private func read<Value>(_ label: String, _ kind: String, _ extract: (Argument) -> Value?) -> Value? {
        switch Self.lookup(label, shape, labels, values) {
        case .undeclared: preconditionFailure("no slot labelled \(label) in \(shape)")
        case .absent: return nil
        case .found(let argument):
            guard let value = extract(argument) else { preconditionFailure("argument \(label) is not a \(kind): \(argument)") }
            return value
        }
    }

    /// Whether the shape's slot at a position (an optional group, such as a lone keyword) was there.
    func isPresent(_ position: Int) -> Bool {
        guard position < values.count else { return false }
        if case .absent = values[position] { return false }
        return true
    }

    private func required<Value>(_ label: String, _ value: Value?) -> Value {
        guard let value else { preconditionFailure("argument \(label) is absent from \(Array(values))") }
        return value
    }

    func word(_ label: String) -> String { required(label, word(ifPresent: label)) }

    /// A word, or a value set's canonical word.
    func word(ifPresent label: String) -> String? {
        read(label, "word") {
            switch $0 {
            case .word(let word), .choice(let word, _): word
            default: nil
            }
        }
    }

    /// A value set's word as the enum it names (`Column`, or `RuleSet` from `18`).
    func choice<Value: RawRepresentable & CaseIterable>(_ label: String, as type: Value.Type) -> Value
    where Value.RawValue: LosslessStringConvertible, Value.AllCases == [Value] {
        required(label, choice(ifPresent: label, as: type))
    }

    /// The enum case at the word's position in its set: a set made for an enum lists its cases in their order, so the
    /// word is not matched against the case names a second time (a debug build checks the case's raw value is the word,
    /// and the tests parse every value of every set).
    func choice<Value: RawRepresentable & CaseIterable>(ifPresent label: String, as type: Value.Type) -> Value?
    where Value.RawValue: LosslessStringConvertible, Value.AllCases == [Value] {
        read(label, "value set's word") { argument -> Value? in
            guard case .choice(let word, let index) = argument else { return nil }
            let value = Value.allCases[index]
            assert(value.rawValue.description == word, "'\(word)' is not the \(index)th case of \(Value.self)")
            return value
        }
    }

    func number(_ label: String) -> Double { required(label, number(ifPresent: label)) }

    func number(ifPresent label: String) -> Double? {
        read(label, "number") { if case .number(let number) = $0 { number } else { nil } }
    }

    func width(_ label: String) -> WidthValue {
        required(label, read(label, "width") { if case .width(let width) = $0 { width } else { nil } })
    }

    func size(_ label: String) -> (width: Points, height: Points) {
        required(label, read(label, "size") { if case .size(let width, let height) = $0 { (width, height) } else { nil } })
    }

    func status(ifPresent label: String) -> Int32? {
        read(label, "status") { if case .status(let status) = $0 { status } else { nil } }
    }

    /// A view controller where the slot refuses `nil`.
    func controller(_ label: String) -> ViewController {
        required(label, controllerOrNil(label))
    }

    /// A view controller, or nil where the slot allows `nil`.
    func controllerOrNil(_ label: String) -> ViewController? {
        let found: ViewController?? = read(label, "controller") { (argument: Argument) -> ViewController?? in
            if case .controller(let controller) = argument { return .some(controller) }
            return nil
        }
        return required(label, found)
    }

    /// The view controllers of a repeated controller slot.
    func controllers(_ label: String) -> [ViewController] {
        let list = required(label, read(label, "list") { if case .list(let list) = $0 { list } else { nil } })
        return list.map { argument in
            guard case .controller(let controller?) = argument else { preconditionFailure("\(argument) is not a view controller") }
            return controller
        }
    }

    func device(_ label: String) -> Device {
        required(label, read(label, "device") { if case .device(let device) = $0 { device } else { nil } })
    }

    func query(_ label: String) -> Query { required(label, query(ifPresent: label)) }

    func query(ifPresent label: String) -> Query? {
        read(label, "query") { if case .query(let query) = $0 { query } else { nil } }
    }

    /// The command a command-line slot read (`expectRefused COMMAND...`).
    func command(_ label: String) -> ShellCommand {
        required(label, read(label, "command") { if case .command(let command) = $0 { command } else { nil } })
    }

    /// The words of the repeated one-word slot at a position of the shape, in order (its label may repeat an earlier slot's).
    func words(at position: Int) -> [String] {
        guard position < values.count, case .list(let list) = values[position] else { return [] }
        return list.map { argument in
            switch argument {
            case .word(let word), .choice(let word, _): return word
            default: preconditionFailure("\(argument) is not a word")
            }
        }
    }

    func text(_ label: String) -> String {
        required(label, read(label, "text") { if case .text(let text) = $0 { text } else { nil } })
    }
}
