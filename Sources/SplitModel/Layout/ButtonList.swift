/// A layout's buttons in bar order, held inline rather than in an array: a layout shows each kind of button at most
/// once, and the summary made after every command would otherwise make one array for them and free it a command later.
public struct ButtonList: RandomAccessCollection, Sendable, Equatable {
    /// As many slots as there are kinds of button; those from `count` on hold `ButtonList.unused`.
    private var slots: (Button, Button, Button)
    /// How many buttons the list holds.
    public private(set) var count: Int

    /// What a slot past the last button holds.
    private static let unused = Button(kind: .back, bar: .primary, icon: .backChevron, tap: .pop(.primary), reason: .back)

    /// An empty list.
    init() {
        slots = (Self.unused, Self.unused, Self.unused)
        count = 0
    }

    /// The first button's place: 0.
    public var startIndex: Int { 0 }
    /// The place after the last button: `count`.
    public var endIndex: Int { count }

    /// The button at a place below `count`.
    public subscript(position: Int) -> Button {
        precondition(position >= 0 && position < count, "a button past the end of the list")
        return switch position {
        case 0: slots.0
        case 1: slots.1
        default: slots.2
        }
    }

    /// Adds a button after the others; a list holds each kind of button at most once, so three at most.
    mutating func append(_ button: Button) {
        precondition(count < 3, "a layout shows each of the three kinds of button at most once")
        switch count {
        case 0: slots.0 = button
        case 1: slots.1 = button
        default: slots.2 = button
        }
        count += 1
    }

    /// Whether two lists hold the same buttons in the same order (the unused slots are not compared).
    public static func == (lhs: ButtonList, rhs: ButtonList) -> Bool {
        lhs.elementsEqual(rhs)
    }
}
