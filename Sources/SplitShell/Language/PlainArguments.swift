import SplitModel

/// What the slots of a short plain shape read, by position, for a command's plain builder: a value set's word as its
/// position among the set's values, a number, a width, a view controller. It holds no array and, but for a
/// controller's name, nothing counted by reference, so `DirectReader` fills one for a line at almost no cost; the
/// general reader's arguments for the same line convert to the same one, so a command has one builder for both.
struct PlainArguments: Sendable, Equatable {
    /// One slot's reading. A controller's slot is only marked here: its controller is held beside the values.
    enum Value: Sendable, Equatable {
        case keyword
        case choice(Int)
        case number(Double)
        case width(WidthValue)
        case controller
    }

    /// The most slots a plain builder's shape may have (`setViewController NAME for COLUMN` has three).
    static let capacity = 3

    private var values: (Value, Value, Value) = (.keyword, .keyword, .keyword)
    /// How many slots have been read.
    private(set) var count = 0
    /// The controller the shape's one controller slot read; nil also for `nil` where the slot allows it.
    private var controller: ViewController?

    init() {}

    /// The arguments the general reader read for a shape `accepts(_:)` takes.
    init(_ arguments: ArgumentList) {
        for argument in arguments {
            switch argument {
            case .keyword: append(.keyword)
            case .choice(_, let index): append(.choice(index))
            case .number(let number): append(.number(number))
            case .width(let width): append(.width(width))
            case .controller(let controller): appendController(controller)
            default: preconditionFailure("a plain builder's shape read \(argument)")
            }
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

    /// Adds the reading of the shape's controller slot.
    mutating func appendController(_ controller: ViewController?) {
        append(.controller)
        self.controller = controller
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

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.controller == rhs.controller && (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
    }
}
