/// A value per column in fixed slots, one for each `Column` case: the state's controllers and pushed stacks.
///
/// It reads like the dictionary it replaces (an optional per column, `keys`, `values`, iteration as key-value pairs),
/// but a lookup is an array index rather than a hash, and copies share one buffer until one of them changes.
/// Iteration runs in `Column.allCases` order. Equatable and Hashable are conditional rather than required of `Value`:
/// a requirement would make the runtime look the conformance up by name when it first meets the type (start-up).
public struct ColumnMap<Value: Sendable>: Sendable {
    /// One slot per `Column` case, at the case's `slot`.
    @usableFromInline var slots: [Value?]

    /// A map with no column set.
    @inlinable public init() {
        // A literal, one nil per `Column` case: `Array(repeating:count:)` looked up the array's generic type at run
        // time for every map made.
        slots = [nil, nil, nil, nil, nil]
    }

    /// A map holding a dictionary's entries.
    public init(_ dictionary: [Column: Value]) {
        self.init()
        for (column, value) in dictionary { self[column] = value }
    }

    /// The value of a column, or nil when none is set; setting nil clears the column.
    @inlinable public subscript(column: Column) -> Value? {
        get { slots[column.slot] }
        set { slots[column.slot] = newValue }
    }

    /// The value of a column, or `fallback` when none is set.
    @inlinable public subscript(column: Column, default fallback: @autoclosure () -> Value) -> Value {
        get { slots[column.slot] ?? fallback() }
        set { slots[column.slot] = newValue }
        // In place, as the dictionary did: `map[column, default: []].append(x)` must not copy the whole stack.
        _modify {
            if slots[column.slot] == nil { slots[column.slot] = fallback() }
            yield &slots[column.slot]!
        }
    }

    /// Sets one column's value (nil clears it) by making new slots in one pass, the others copied over. For a map
    /// another state still shares, as a command's first change to a column is: the subscript would first copy the
    /// shared slots through the runtime's generic copy of each value, several times the cost of this specialised one.
    mutating func replace(_ column: Column, with value: Value?) {
        let changed = column.slot
        // A literal, as in `init()`: the array initialisers that take a count look the array's type up at run time.
        slots = [changed == 0 ? value : slots[0], changed == 1 ? value : slots[1], changed == 2 ? value : slots[2],
                 changed == 3 ? value : slots[3], changed == 4 ? value : slots[4]]
    }

    /// The columns that have a value, in `Column.allCases` order.
    public var keys: [Column] { Column.allCases.filter { slots[$0.slot] != nil } }

    /// The values set, in `Column.allCases` order of their columns.
    public var values: [Value] { slots.compactMap { $0 } }

    /// How many columns have a value.
    public var count: Int { slots.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// Whether no column has a value.
    public var isEmpty: Bool { slots.allSatisfy { $0 == nil } }

    /// The same columns with each value transformed.
    public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> ColumnMap<T> {
        var mapped = ColumnMap<T>()
        for (column, value) in self { mapped[column] = try transform(value) }
        return mapped
    }

    /// The entries as a dictionary, for the parts of the API that exchange them as one.
    public var dictionary: [Column: Value] {
        var dictionary: [Column: Value] = [:]
        for (column, value) in self { dictionary[column] = value }
        return dictionary
    }
}

extension ColumnMap: Equatable where Value: Equatable {}

extension ColumnMap: Hashable where Value: Hashable {}

extension ColumnMap: ExpressibleByDictionaryLiteral {
    /// A map from `[column: value]` pairs; `[:]` is the empty map.
    public init(dictionaryLiteral elements: (Column, Value)...) {
        self.init()
        for (column, value) in elements { self[column] = value }
    }
}

extension ColumnMap: Sequence {
    /// Walks the columns that have a value, in `Column.allCases` order.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let slots: [Value?]
        @usableFromInline var position = 0

        @inlinable init(slots: [Value?]) { self.slots = slots }

        /// The next column with a value and its value.
        @inlinable public mutating func next() -> (key: Column, value: Value)? {
            while position < slots.count {
                defer { position += 1 }
                if let value = slots[position] { return (Column.allCases[position], value) }
            }
            return nil
        }
    }

    /// An iterator over the columns that have a value.
    @inlinable public func makeIterator() -> Iterator { Iterator(slots: slots) }
}
