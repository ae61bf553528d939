/// A layout's columns in visual order, held inline rather than in an array: a layout lists each column at most once,
/// and the summary made after every command would otherwise make one array for them and free it a command later.
public struct ColumnList: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    /// As many slots as there are columns; those from `count` on hold `ColumnList.unused`.
    @usableFromInline var slots: (ColumnLayout, ColumnLayout, ColumnLayout, ColumnLayout, ColumnLayout)
    /// How many columns the list holds.
    public private(set) var count: Int

    /// What a slot past the last column holds.
    private static let unused = ColumnLayout(column: .secondary, frame: HorizontalFrame(x: 0, width: 0), reportedWidth: 0,
                                             placement: .absent, isDimmed: false)

    init() {
        slots = (Self.unused, Self.unused, Self.unused, Self.unused, Self.unused)
        count = 0
    }

    /// A list of the given columns, in their order.
    public init(arrayLiteral columns: ColumnLayout...) {
        self.init()
        for column in columns { append(column) }
    }

    /// The columns of an array, in its order.
    init(_ columns: [ColumnLayout]) {
        self.init()
        for column in columns { append(column) }
    }

    /// The first column's place: 0.
    @inlinable public var startIndex: Int { 0 }
    /// The place after the last column: `count`.
    @inlinable public var endIndex: Int { count }

    /// The column at a place below `count`.
    @inlinable public subscript(position: Int) -> ColumnLayout {
        precondition(position >= 0 && position < count, "a column past the end of the list")
        return switch position {
        case 0: slots.0
        case 1: slots.1
        case 2: slots.2
        case 3: slots.3
        default: slots.4
        }
    }

    /// Adds a column after the others; a list holds each column at most once, so five at most.
    mutating func append(_ column: ColumnLayout) {
        precondition(count < 5, "a layout lists each of the five columns at most once")
        switch count {
        case 0: slots.0 = column
        case 1: slots.1 = column
        case 2: slots.2 = column
        case 3: slots.3 = column
        default: slots.4 = column
        }
        count += 1
    }

    /// Whether two lists hold the same columns in the same order (the unused slots are not compared).
    public static func == (lhs: ColumnList, rhs: ColumnList) -> Bool {
        lhs.elementsEqual(rhs)
    }
}
