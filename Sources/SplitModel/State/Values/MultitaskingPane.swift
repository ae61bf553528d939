/// An iPad multitasking pane (ENV-4).
public enum MultitaskingPane: String, Sendable, CaseIterable, Hashable {
    case full
    case twoThirds
    case half
    case third
    case slideOver
}
