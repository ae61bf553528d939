import SplitModel

/// What the slots of a short plain shape read, by position, for a command's plain builder: a value set's word as its
/// position among the set's values, a number, a width, a view controller. It holds no array and nothing counted by
/// reference (so making one and letting it go costs nothing beyond its bytes), and `DirectReader` fills one for a line
/// at almost no cost; the general reader's arguments for the same line convert to the same one, so a command has one
/// builder for both.
///
/// A controller is not held but pointed at: the word of the line that names it, or the controller the general
/// reader's argument list holds. Arguments are therefore read only while the builder they are handed to runs (which
/// is how both readers use them); a `ViewController` held here had to be destroyed after every line, controller or not.
struct PlainArguments: Equatable {
    /// One slot's reading. A controller's slot is only marked here: where its controller is, is held beside the values.
    enum Value: Sendable, Equatable {
        case keyword
        case choice(Int)
        case number(Double)
        case width(WidthValue)
        case controller
    }

    /// Where the controller slot's controller is, for `controller(at:)` to make or copy it.
    private enum ControllerSource {
        /// `nil` read where the slot allows it (or no controller read).
        case none
        /// The word of the line naming one plain controller (`VC12`), made a `.plain` controller when asked for.
        case plainName(UnsafeBufferPointer<UInt8>)
        /// The word of the line writing a controller in full notation (`nav[A,B]`), parsed again when asked for.
        case notation(UnsafeBufferPointer<UInt8>)
        /// A controller the general reader made.
        case given(UnsafePointer<ViewController>)
    }

    /// The most slots a plain builder's shape may have (`setViewController NAME for COLUMN` has three).
    static let capacity = 3

    private var values: (Value, Value, Value) = (.keyword, .keyword, .keyword)
    /// How many slots have been read.
    private(set) var count = 0
    private var controllerSource = ControllerSource.none

    init() {}

    /// Hands the builder `body` the arguments the general reader read for a shape `accepts(_:)` takes, its controller
    /// (if any) pointed at for as long as `body` runs.
    static func reading<Result>(_ list: ArgumentList, _ body: (PlainArguments) -> Result) -> Result {
        var arguments = PlainArguments()
        var given: ViewController?
        for argument in list {
            switch argument {
            case .keyword: arguments.append(.keyword)
            case .choice(_, let index): arguments.append(.choice(index))
            case .number(let number): arguments.append(.number(number))
            case .width(let width): arguments.append(.width(width))
            case .controller(let controller):
                arguments.append(.controller)
                given = controller
            default: preconditionFailure("a plain builder's shape read \(argument)")
            }
        }
        guard let given else { return body(arguments) }
        return withUnsafePointer(to: given) { controller in
            arguments.controllerSource = .given(controller)
            return body(arguments)
        }
    }

    /// Whether a shape's arguments fit: at most `capacity` slots, each a keyword, a value set, a number, a width or a
    /// controller, and at most one controller.
    static func accepts(_ shape: [Slot]) -> Bool {
        var controllers = 0
        for slot in shape {
            switch slot {
            case .keyword, .choice, .number, .width: continue
            case .controller: controllers += 1
            default: return false
            }
        }
        return shape.count <= capacity && controllers <= 1
    }

    /// Adds the reading of the next slot (not a controller's).
    mutating func append(_ value: Value) {
        switch count {
        case 0: values.0 = value
        case 1: values.1 = value
        case 2: values.2 = value
        default: preconditionFailure("plain arguments hold at most \(Self.capacity) slots")
        }
        count += 1
    }

    /// Adds the shape's controller slot's reading of `nil`.
    mutating func appendNilController() {
        append(.controller)
        controllerSource = .none
    }

    /// Adds the shape's controller slot's reading of a line's word that names one plain controller (`VC12`), the word
    /// to be made its name only when the builder asks for it; the word must stay where it is while the builder runs.
    mutating func appendController(plainName word: UnsafeBufferPointer<UInt8>) {
        append(.controller)
        controllerSource = .plainName(word)
    }

    /// Adds the shape's controller slot's reading of a line's word that writes a valid controller in full notation
    /// (`nav[A,B]`), parsed again when the builder asks for it; the word must stay where it is while the builder runs.
    mutating func appendController(notation word: UnsafeBufferPointer<UInt8>) {
        append(.controller)
        controllerSource = .notation(word)
    }

    /// The reading of the slot at a position.
    subscript(position: Int) -> Value {
        precondition(position >= 0 && position < count, "slot \(position) of \(count)")
        return switch position {
        case 0: values.0
        case 1: values.1
        default: values.2
        }
    }

    /// The number the slot at a position read.
    func number(at position: Int) -> Double {
        guard case .number(let number) = self[position] else { preconditionFailure("slot \(position) is not a number") }
        return number
    }

    /// The width (a number or `automatic`) the slot at a position read.
    func width(at position: Int) -> WidthValue {
        guard case .width(let width) = self[position] else { preconditionFailure("slot \(position) is not a width") }
        return width
    }

    /// The value set's word the slot at a position read, as the case at the word's position among `cases`: a set made
    /// for an enum lists its cases in their order. A builder takes `cases` once, when it is made: an enum's synthesized
    /// `allCases` makes a new array each time it is read.
    func choice<Value>(at position: Int, of cases: [Value]) -> Value {
        cases[choiceIndex(at: position)]
    }

    /// The position among its set's values of the word the slot at a position read.
    func choiceIndex(at position: Int) -> Int {
        guard case .choice(let index) = self[position] else { preconditionFailure("slot \(position) is not a value set's word") }
        return index
    }

    /// The controller the slot at a position read, nil for `nil`.
    func controller(at position: Int) -> ViewController? {
        guard case .controller = self[position] else { preconditionFailure("slot \(position) is not a controller") }
        return controller
    }

    /// The controller read, nil for `nil` or none.
    private var controller: ViewController? {
        switch controllerSource {
        case .none: return nil
        case .plainName(let word): return .plain(ViewControllerNotation.asciiString(word))
        case .notation(let word):
            guard let controller = try? ViewControllerNotation.parse(word) else {
                preconditionFailure("a controller's notation was read that does not parse")
            }
            return controller
        case .given(let controller): return controller.pointee
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.controller == rhs.controller && (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
    }
}
