import SplitModel

/// What kind of value a `get` name prints or a delegate method answers; `expect` and `delegate` read their VALUE by
/// the kind and write it as `get` would, and Tab offers by it.
public enum ValueKind: Sendable, Hashable {
    case choice(ValueSet)
    case boolean
    case number
    /// A number or `automatic`.
    case width
    /// `X WIDTH`.
    case frame
    /// `X Y WIDTH HEIGHT` (`rect COLUMN`).
    case rect
    /// `TOP LEFT BOTTOM RIGHT` (`safeArea COLUMN`).
    case insets
    /// A view controller in notation, or `nil`.
    case controller
    /// Words of a set, space-separated, or `none`.
    case list(ValueSet)
    /// View controllers in notation, space-separated, or `none`.
    case controllers
    /// Controller names, space-separated, or `none`.
    case names
    /// A device's canonical name, or `none`.
    case device
    /// The chain of presented controllers and their styles, bottom first (`Share popover`, `Pop popover, Item
    /// pageSheet`), or `none`.
    case presentation
    /// One button as `buttons` describes it (`secondary bar, fullScreenArrows, shows secondaryOnly`), or `none`.
    case button

    /// Whether a value of this kind is always one word.
    var isOneWord: Bool {
        switch self {
        case .choice, .boolean, .number, .width, .controller: true
        case .frame, .rect, .insets, .list, .controllers, .names, .device, .presentation, .button: false
        }
    }

    /// VALUE as `get` would print it; refused like a setter's argument when it is not a value of this kind.
    public func canonical(_ text: String) throws(ShellError) -> String {
        let words = text.split(separator: " ").map(String.init)
        switch self {
        case .choice(let set): return try set.resolve(text)
        case .boolean: return try ValueSet.boolean.resolve(text)
        case .number:
            return NumberFormat.format(try NumberFormat.value(text, otherwise: .invalidNumber(text)))
        case .width:
            if text == "automatic" { return text }
            return NumberFormat.format(try NumberFormat.value(text, otherwise: .invalidWidth(text)))
        case .frame:
            let numbers = try words.map { (word: String) throws(ShellError) -> String in try ValueKind.number.canonical(word) }
            guard numbers.count == 2 else { throw .invalidFrame(text) }
            return numbers.joined(separator: " ")
        case .rect, .insets:
            let numbers = try words.map { (word: String) throws(ShellError) -> String in try ValueKind.number.canonical(word) }
            guard numbers.count == 4 else { throw .invalidQuad(text, usage) }
            return numbers.joined(separator: " ")
        case .controller:
            return text == "nil" ? text : try ViewControllerNotation.parse(text).notation
        case .list(let set):
            if text == "none" { return text }
            return try words.map { (word: String) throws(ShellError) -> String in try set.resolve(word) }.joined(separator: " ")
        case .controllers:
            if text == "none" { return text }
            return try words.map { (word: String) throws(ShellError) -> String in try ViewControllerNotation.parse(word).notation }
                .joined(separator: " ")
        case .names:
            if text == "none" { return text }
            if let bad = words.first(where: { !ViewControllerNotation.isName($0) }) { throw .invalidName(bad) }
            return words.joined(separator: " ")
        case .presentation:
            if text == "none" { return text }
            // A chain: `NAME STYLE` pairs separated by commas, bottom first (a comma inside `nav[A,B]` separates nothing).
            var depth = 0
            let pairs = text.split(omittingEmptySubsequences: false) { character in
                if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
                return character == "," && depth == 0
            }
            return try pairs.map { (pair: Substring) throws(ShellError) -> String in
                let words = pair.split(whereSeparator: \.isWhitespace).map(String.init)
                guard words.count == 2, let controller = words.first, let style = words.last else { throw .invalidPresentation(text) }
                return try ViewControllerNotation.parse(controller).notation + " " + ValueSet.presentedStyle.resolve(style)
            }.joined(separator: ", ")
        case .button:
            return try ButtonText.canonical(text)
        case .device:
            if text == "none" { return text }
            switch DeviceCatalog.lookup(text) {
            case .found(let device): return device.name
            case .ambiguous(let candidates): throw .ambiguousDevice(text, candidates: candidates)
            case .unknown: throw .unknownDevice(text, suggestions: DidYouMean.suggestions(for: text, among: DeviceCatalog.all.map(\.name)))
            }
        }
    }

    /// How an argument's usage shows the value: a set by its placeholder (`COLUMN`, `MODE`), others as `usage`.
    var argumentUsage: String {
        if case .choice(let set) = self { return set.usage }
        return usage
    }

    /// How `help get` shows the value.
    var usage: String {
        switch self {
        case .choice(let set): set.values.joined(separator: "|")
        case .boolean: "true|false"
        case .number: "N"
        case .width: "N|automatic"
        case .frame: "X WIDTH"
        case .rect: "X Y WIDTH HEIGHT"
        case .insets: "TOP LEFT BOTTOM RIGHT"
        case .controller: "NAME|nil"
        case .list(let set): "\(set.placeholder ?? set.noun.uppercased())... | none"
        case .controllers: "NAME... | none"
        case .names: "NAME... | none"
        case .device: "DEVICE|none"
        case .presentation: "NAME STYLE[, NAME STYLE...]|none"
        case .button: "BAR bar, ICON, TAP|none"
        }
    }
}
