/// Up to `capacity` values held inline rather than in an array. The summary made after every command lists a
/// layout's columns and buttons; each appears at most once, so a small fixed capacity always suffices and the summary
/// allocates nothing for them (an array would be made for every command and freed a command later).
public struct InlineList<let capacity: Int, Element: Equatable & Sendable>: RandomAccessCollection, Sendable, Equatable {
    /// The values; those from `count` on hold the filler the list was made with and are never read.
    @usableFromInline var slots: InlineArray<capacity, Element>
    /// How many values the list holds.
    public private(set) var count: Int

    /// An empty list whose unused slots hold `filler`.
    init(filler: Element) {
        slots = InlineArray(repeating: filler)
        count = 0
    }

    /// The first value's place: 0.
    @inlinable public var startIndex: Int { 0 }
    /// The place after the last value: `count`.
    @inlinable public var endIndex: Int { count }

    /// The value at a place below `count`.
    @inlinable public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "a place past the end of an inline list")
        return slots[position]
    }

    /// Adds a value after the others.
    mutating func append(_ element: Element) {
        precondition(count < capacity, "an inline list holds at most \(capacity) values")
        slots[count] = element
        count += 1
    }

    /// Whether two lists hold the same values in the same order (the unused slots are not compared).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

/// A layout's columns in visual order: each of the five columns at most once.
public typealias ColumnList = InlineList<5, ColumnLayout>

extension InlineList: ExpressibleByArrayLiteral where Element == ColumnLayout, capacity == 5 {
    /// What a slot past the last column holds.
    private static var unusedColumn: ColumnLayout {
        ColumnLayout(column: .secondary, frame: HorizontalFrame(x: 0, width: 0), reportedWidth: 0, placement: .absent,
                     isDimmed: false)
    }

    /// An empty list of columns.
    init() { self.init(filler: Self.unusedColumn) }

    /// A list of the given columns, in their order.
    public init(arrayLiteral columns: ColumnLayout...) {
        self.init(columns)
    }

    /// The columns of an array, in its order.
    init(_ columns: [ColumnLayout]) {
        self.init()
        for column in columns { append(column) }
    }
}

/// A layout's buttons in bar order: each of the three kinds of button at most once.
public typealias ButtonList = InlineList<3, Button>

extension InlineList where Element == Button, capacity == 3 {
    /// An empty list of buttons.
    init() {
        self.init(filler: Button(kind: .back, bar: .primary, icon: .backChevron, tap: .pop(.primary), reason: .back))
    }
}
