import SplitModel

/// One position in a command's argument shape; the parser, the printer, Tab completion and `help` all read shapes.
/// Only `repeated` holds a slot of its own and is boxed: the parser copies a slot for every word it reads, and a boxed
/// case costs a retain and a release per copy.
public enum Slot: Sendable, Hashable {
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
    /// A controller's name (letters, digits, `_`, `-`, `.`), or one of `also`, words the command gives a meaning of
    /// their own (`split` for the split view controller).
    case name(String, also: [String])
    /// A file name, relative to the running script's directory.
    case file(String)
    /// A help topic: a command's name (aliases included), `rules`, or a rule ID.
    case commandName(String)
    /// One word (quote it to hold blanks) matched against events by `EventMatch`'s whole-word rule.
    case event(String)
    /// A view controller in notation; `nil` where allowed.
    case controller(String, nilAllowed: Bool)
    /// A device name: one or several words, matched by `DeviceCatalog.lookup`.
    case deviceName
    /// The start of device names: one or several words, any case, matching every preset whose name starts so.
    case devicePrefix
    /// A `get` name, followed by a column when the name takes one.
    case query
    /// The rest of the line, read by the kind the word before it names (`expect NAME VALUE`, `delegate METHOD VALUE`).
    case value(String, DependentKind)
    /// The rest of the line as text.
    case text(String, required: Bool)
    /// The rest of the line as a command of its own, read as the parser reads a line.
    case commandLine(String)
    /// Slots that are present or absent together.
    case optional([Slot])
    /// Zero or more of a slot.
    indirect case repeated(Slot)

    /// How usage writes the slot: `MODE`, `leading|trailing`, `[from SENDER]`.
    public var usage: String {
        switch self {
        case .keyword(let word): word
        case .choice(let set): set.usage
        case .number(let placeholder), .status(let placeholder), .name(let placeholder, _), .file(let placeholder),
             .commandName(let placeholder), .event(let placeholder): placeholder
        case .width(let placeholder): "\(placeholder)|automatic"
        case .size: "WxH"
        case .controller(let placeholder, let nilAllowed): nilAllowed ? "\(placeholder)|nil" : placeholder
        case .deviceName: "NAME"
        case .devicePrefix: "DEVICE-PREFIX"
        case .query: "NAME [ARGUMENT]"
        case .value(let placeholder, _), .commandLine(let placeholder): "\(placeholder)..."
        case .text(let placeholder, let required): required ? "\(placeholder)..." : "[\(placeholder)...]"
        case .optional(let slots): "[" + slots.map(\.usage).joined(separator: " ") + "]"
        case .repeated(let slot): "[\(slot.usage)...]"
        }
    }

    /// The name a command's builder reads the slot's argument by: its placeholder (`NAME`, `COLUMN`), or a value
    /// set's noun when usage lists the values (`orientation`); nil for keywords and groups, which hold no value of their own.
    public var label: String? {
        switch self {
        case .keyword, .optional: nil
        case .choice(let set): set.label
        case .number(let placeholder), .width(let placeholder), .status(let placeholder), .name(let placeholder, _),
             .file(let placeholder), .commandName(let placeholder), .event(let placeholder), .controller(let placeholder, _), .value(let placeholder, _),
             .text(let placeholder, _), .commandLine(let placeholder): placeholder
        case .size: "WxH"
        case .deviceName, .query: "NAME"
        case .devicePrefix: "DEVICE-PREFIX"
        case .repeated(let slot): slot.label
        }
    }

    /// Every label the slot declares, its groups' included.
    var labels: [String] {
        switch self {
        case .optional(let slots): slots.flatMap(\.labels)
        default: label.map { [$0] } ?? []
        }
    }

    /// Whether `labels` holds a label (without building the list).
    func declares(_ label: String) -> Bool {
        switch self {
        case .optional(let slots): slots.contains { $0.declares(label) }
        default: self.label == label
        }
    }
}

/// What a slot read from the line, in the slot's position. Only the large payloads are boxed: an argument is made for
/// every slot of every line, and a box for each would cost an allocation each.
public enum Argument: Sendable, Hashable {
    case keyword
    case word(String)
    /// A value set's word, as its canonical word and that word's position among the set's values (so a builder takes
    /// the enum case at that position without matching the word again).
    case choice(String, index: Int)
    case number(Double)
    case width(WidthValue)
    case size(width: Points, height: Points)
    case status(Int32)
    case controller(ViewController?)
    indirect case device(Device)
    /// Boxed, as the rare large payload: unboxed, it made every argument of every line larger.
    indirect case query(Query)
    case text(String)
    /// A command read from the rest of the line (`commandLine`).
    indirect case command(ShellCommand)
    case absent
    case group([Argument])
    case list([Argument])

    /// The word a dependent value's kind is chosen by: a choice's word, a query's name.
    var key: String? {
        switch self {
        case .word(let word), .choice(let word, _): word
        case .query(let query): query.name
        default: nil
        }
    }
}
