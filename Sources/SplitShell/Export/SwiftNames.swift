/// Swift type names for the session's controller names: the name itself where Swift accepts it, otherwise the name
/// with `-` and `.` turned into `_`, a leading digit or a clash with a keyword or an API name escaped by a `_`, and two
/// names that end up alike told apart by a number.
struct SwiftNames {
    private var typeNames: [String: String] = [:]

    init(_ names: [String], reserved: Set<String>) {
        var taken = reserved.union(Self.keywords)
        for name in Set(names).sorted() {
            var candidate = Self.identifier(name)
            while taken.contains(candidate) { candidate += "_" }
            taken.insert(candidate)
            typeNames[name] = candidate
        }
    }

    /// The type name for a session name (one the initializer was given).
    func type(_ name: String) -> String { typeNames[name] ?? Self.identifier(name) }

    /// Every session name with its type name, sorted by the session name.
    var all: [(name: String, type: String)] { typeNames.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }

    private static func identifier(_ name: String) -> String {
        var text = String(name.map { $0 == "-" || $0 == "." ? "_" : $0 })
        if text.isEmpty || text.first!.isNumber { text = "_" + text }
        if text == "_" { text = "__" }
        return text
    }

    /// Words Swift reserves, and the standard library's types the exported code names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try", "some", "any", "Type", "Protocol",
        "Bool", "String", "Int", "Double", "Float", "Optional", "Never", "Void", "Array", "CGFloat", "NSObject", "NSCoder",
        "Bundle", "MainActor", "Sendable",
    ]
}
