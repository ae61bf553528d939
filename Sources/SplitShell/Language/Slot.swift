import SplitModel

/// One position in a command's argument shape; the parser, the printer and `help` all read shapes.
public indirect enum Slot: Sendable, Hashable {
    /// A fixed word, such as `for` in `setViewController NAME for COLUMN`.
    case keyword(String)
    /// One word of a value set.
    case choice(ValueSet)
    /// A decimal number.
    case number(String)
    /// A number or `automatic`.
    case width(String)
    /// `WxH`.
    case size
    /// An exit status, 0 to 255.
    case status(String)
    /// A controller's name (letters, digits, `_`, `-`, `.`).
    case name(String)
    /// Any single word (a file name, a command name).
    case word(String)
    /// A view controller in notation; `nil` where allowed.
    case controller(String, nilAllowed: Bool)
    /// A device name: one or several words, matched by `DeviceCatalog.lookup`.
    case deviceName
    /// A `get` name, followed by a column when the name takes one.
    case query
    /// The rest of the line as text.
    case text(String, required: Bool)
    /// The rest of the line as a command of its own, read as the parser reads a line.
    case commandLine(String)
    /// Slots that are present or absent together.
    case optional([Slot])
    /// Zero or more of a slot.
    case repeated(Slot)

    /// How usage writes the slot: `MODE`, `leading|trailing`, `[from SENDER]`.
    public var usage: String {
        switch self {
        case .keyword(let word): word
        case .choice(let set): set.usage
        case .number(let placeholder), .status(let placeholder), .name(let placeholder), .word(let placeholder): placeholder
        case .width(let placeholder): "\(placeholder)|automatic"
        case .size: "WxH"
        case .controller(let placeholder, let nilAllowed): nilAllowed ? "\(placeholder)|nil" : placeholder
        case .deviceName: "NAME"
        case .query: "NAME [COLUMN]"
        case .text(let placeholder, let required): required ? "\(placeholder)..." : "[\(placeholder)...]"
        case .commandLine(let placeholder): "\(placeholder)..."
        case .optional(let slots): "[" + slots.map(\.usage).joined(separator: " ") + "]"
        case .repeated(let slot): "[\(slot.usage)...]"
        }
    }
}

/// What a slot read from the line, in the slot's position.
public indirect enum Argument: Sendable, Hashable {
    case keyword
    case word(String)
    case number(Double)
    case width(WidthValue)
    case size(width: Points, height: Points)
    case status(Int32)
    case controller(ViewController?)
    case device(Device)
    case query(Query)
    case text(String)
    /// A command read from the rest of the line (`commandLine`).
    case command(ShellCommand)
    case absent
    case group([Argument])
    case list([Argument])
}

/// Typed access for the table's builders; a shape guarantees the kinds, so a mismatch is a programming error.
extension Array where Element == Argument {
    func word(_ index: Int) -> String {
        guard case .word(let word) = self[index] else { mismatch(index, "word") }
        return word
    }

    func choice<Value: RawRepresentable>(_ index: Int, as type: Value.Type) -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: word(index)) else { mismatch(index, "\(Value.self)") }
        return value
    }

    func number(_ index: Int) -> Double {
        guard case .number(let number) = self[index] else { mismatch(index, "number") }
        return number
    }

    func width(_ index: Int) -> WidthValue {
        guard case .width(let width) = self[index] else { mismatch(index, "width") }
        return width
    }

    func controller(_ index: Int) -> ViewController? {
        guard case .controller(let controller) = self[index] else { mismatch(index, "controller") }
        return controller
    }

    func text(_ index: Int) -> String {
        guard case .text(let text) = self[index] else { mismatch(index, "text") }
        return text
    }

    func command(_ index: Int) -> ShellCommand {
        guard case .command(let command) = self[index] else { mismatch(index, "command") }
        return command
    }

    func query(_ index: Int) -> Query {
        guard case .query(let query) = self[index] else { mismatch(index, "query") }
        return query
    }

    /// The arguments of an optional group, or nil when it was absent.
    func group(_ index: Int) -> [Argument]? {
        switch self[index] {
        case .absent: return nil
        case .group(let arguments): return arguments
        default: mismatch(index, "group")
        }
    }

    func list(_ index: Int) -> [Argument] {
        guard case .list(let arguments) = self[index] else { mismatch(index, "list") }
        return arguments
    }

    private func mismatch(_ index: Int, _ kind: String) -> Never {
        preconditionFailure("argument \(index) is not a \(kind): \(self)")
    }
}
