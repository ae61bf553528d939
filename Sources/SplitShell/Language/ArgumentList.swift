/// The arguments a shape read, one per slot, in order: the first held in place and the rest in an array, so the usual
/// command's one argument needs no array of its own (a line's arguments were an array allocated and freed per line).
struct ArgumentList: Sendable, RandomAccessCollection {
    /// The first argument; `.absent` while the list is empty.
    private var first: Argument = .absent
    private var rest: [Argument] = []
    private var isEmptyList = true

    init() {}

    /// An empty list with room for `capacity` arguments, so a shape's later arguments go into an array made once.
    init(capacity: Int) {
        if capacity > 1 { rest.reserveCapacity(capacity - 1) }
    }

    init(_ arguments: [Argument]) {
        for argument in arguments { append(argument) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { isEmptyList ? 0 : rest.count + 1 }

    subscript(position: Int) -> Argument {
        precondition(!isEmptyList && position >= 0, "argument \(position) of \(count)")
        return position == 0 ? first : rest[position - 1]
    }

    mutating func append(_ argument: Argument) {
        if isEmptyList {
            first = argument
            isEmptyList = false
        } else {
            rest.append(argument)
        }
    }
}
