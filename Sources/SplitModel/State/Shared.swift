/// A value kept in one immutable, shared box: a copy is one retain, and two copies of the same box compare equal
/// without looking inside. For the state's parts that most commands copy and compare but never change.
struct Shared<Value: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    init(_ value: Value) { box = Box(value) }

    /// The boxed value; changing it means boxing a new one.
    var value: Value { box.value }

    /// Whether the two are the same box, so that taking one in place of the other changes nothing.
    func isSameBox(as other: Shared) -> Bool { box === other.box }

}

extension Shared: Equatable where Value: Equatable {
    static func == (lhs: Shared, rhs: Shared) -> Bool { lhs.box === rhs.box || lhs.box.value == rhs.box.value }
}

extension Shared: Hashable where Value: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}
