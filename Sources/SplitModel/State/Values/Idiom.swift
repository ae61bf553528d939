/// `UIUserInterfaceIdiom`, as far as split views care.
public enum Idiom: String, Sendable, CaseIterable, Hashable {
    case phone
    case pad
}
