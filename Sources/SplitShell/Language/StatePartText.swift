import SplitModel

/// Writes and reads the parts of a `restore` line: each part a keyword and its words, lists with their length first,
/// texts with blanks, quotes, `#` and `%` written as `%XX` so that every word survives the tokenizer.
public enum StatePartText {
    public static func text(_ parts: [StatePart]) -> String {
        parts.flatMap(words).joined(separator: " ")
    }

    public static func parse(_ text: String) throws(ShellError) -> [StatePart] {
        var reader = WordReader(words: text.split(whereSeparator: \.isWhitespace).map(String.init))
        var parts: [StatePart] = []
        while !reader.atEnd { parts.append(try reader.part()) }
        return parts
    }

    private static func words(_ part: StatePart) -> [String] {
        switch part {
        case .expandedMode(let mode): ["mode", mode.rawValue]
        case .expandedBehavior(let behavior): ["behavior", behavior.rawValue]
        case .twoOverShape(let shape): ["shape", shape.rawValue]
        case .collapsedTop(let column): ["top", column.rawValue]
        case .inspectorShown(let shown): ["inspector", shown ? "shown" : "hidden"]
        case .secondaryOnlyReturnMode(let mode): ["returns", mode?.rawValue ?? "nil"]
        case .keptSecondary(let kept): ["kept", kept.map(controller) ?? "nil"]
        case .classicSecondaryIndex(let index): ["classicIndex", index.map(String.init) ?? "nil"]
        case .emptiedCollapsedColumn(let column): ["emptied", column?.rawValue ?? "nil"]
        case .controllers(let controllers):
            ["controllers", String(controllers.count)] + controllers.sorted { $0.key < $1.key }.flatMap { [$0.key.rawValue, controller($0.value)] }
        case .pushed(let pushed):
            ["pushed", String(pushed.count)] + pushed.sorted { $0.key < $1.key }.flatMap {
                [$0.key.rawValue, String($0.value.count)] + $0.value.map(controller)
            }
        case .presented(let chain) where chain.count > 1:
            // A chain of presentations, bottom first, with its length (one or none keeps the `presented` form).
            ["chain", String(chain.count)] + chain.flatMap { [controller($0.controller), $0.request.rawValue, $0.rule.rawValue] }
        case .presented(let chain):
            chain.first.map { ["presented", controller($0.controller), $0.request.rawValue, $0.rule.rawValue] } ?? ["presented", "nil"]
        case .decisions(let traces):
            ["decisions", String(traces.count)] + traces.flatMap(words)
        }
    }

    private static func words(_ trace: Trace) -> [String] {
        [trace.rule.rawValue, decided(trace.decided), String(trace.facts.count)] + trace.facts.flatMap { [escape($0.name), value($0.value)] }
    }

    private static func decided(_ value: DecidedValue) -> String {
        switch value {
        case .sizeClass: "sizeClass"
        case .collapse: "collapse"
        case .displayMode: "displayMode"
        case .splitBehavior: "splitBehavior"
        case .width(let column): "width:" + column.rawValue
        case .frame(let column): "frame:" + column.rawValue
        case .buttons: "buttons"
        case .route: "route"
        }
    }

    private static func value(_ value: FactValue) -> String {
        switch value {
        case .points(let points): "points:" + points.description
        case .mode(let mode): "mode:" + mode.rawValue
        case .behavior(let behavior): "behavior:" + behavior.rawValue
        case .column(let column): "column:" + column.rawValue
        case .word(let word): "word:" + escape(word)
        case .insets(let insets): "insets:" + [insets.top, insets.left, insets.bottom, insets.right].map(\.description).joined(separator: ",")
        }
    }

    private static func controller(_ controller: ViewController) -> String { escape(controller.notation) }

    /// `%XX` for every byte outside printable ASCII and for the characters the tokenizer reads (blank, quote, backslash, `#`, `%`).
    static func escape(_ text: String) -> String {
        var escaped = ""
        for byte in text.utf8 {
            if byte > 0x20, byte < 0x7F, !"\"\\#%".utf8.contains(byte) {
                escaped.append(Character(Unicode.Scalar(byte)))
            } else {
                escaped += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return escaped
    }

    static func unescape(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let high = hexDigit(utf8.removeFirst()), let low = hexDigit(utf8.removeFirst()) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Reads parts word by word; any word it cannot read fails the whole line.
    private struct WordReader {
        let words: [String]
        var index = 0

        var atEnd: Bool { index >= words.count }

        mutating func next() throws(ShellError) -> String {
            guard index < words.count else { throw .invalidStatePart(words.suffix(3).joined(separator: " ") + " (cut short)") }
            defer { index += 1 }
            return words[index]
        }

        func bad(_ word: String) -> ShellError { .invalidStatePart(word) }

        mutating func raw<T: RawRepresentable>(_ type: T.Type) throws(ShellError) -> T where T.RawValue == String {
            let word = try next()
            guard let value = T(rawValue: word) else { throw bad(word) }
            return value
        }

        mutating func optionalRaw<T: RawRepresentable>(_ type: T.Type) throws(ShellError) -> T? where T.RawValue == String {
            if index < words.count, words[index] == "nil" {
                index += 1
                return nil
            }
            return try raw(type)
        }

        mutating func count() throws(ShellError) -> Int {
            let word = try next()
            guard let count = Int(word), count >= 0, count <= 100_000 else { throw bad(word) }
            return count
        }

        mutating func text() throws(ShellError) -> String {
            let word = try next()
            guard let text = unescape(word) else { throw bad(word) }
            return text
        }

        mutating func controller() throws(ShellError) -> ViewController {
            try ViewControllerNotation.parse(text())
        }

        mutating func optionalController() throws(ShellError) -> ViewController? {
            if index < words.count, words[index] == "nil" {
                index += 1
                return nil
            }
            return try controller()
        }

        mutating func part() throws(ShellError) -> StatePart {
            let keyword = try next()
            switch keyword {
            case "mode": return .expandedMode(try raw(DisplayMode.self))
            case "behavior": return .expandedBehavior(try raw(SplitBehavior.self))
            case "shape": return .twoOverShape(try raw(TwoOverShape.self))
            case "top": return .collapsedTop(try raw(Column.self))
            case "inspector":
                let word = try next()
                guard word == "shown" || word == "hidden" else { throw bad(word) }
                return .inspectorShown(word == "shown")
            case "returns": return .secondaryOnlyReturnMode(try optionalRaw(DisplayMode.self))
            case "kept": return .keptSecondary(try optionalController())
            case "classicIndex":
                let word = try next()
                if word == "nil" { return .classicSecondaryIndex(nil) }
                guard let index = Int(word), index >= 0 else { throw bad(word) }
                return .classicSecondaryIndex(index)
            case "emptied": return .emptiedCollapsedColumn(try optionalRaw(Column.self))
            case "controllers":
                var controllers: [Column: ViewController] = [:]
                for _ in 0..<(try count()) {
                    let column = try raw(Column.self)
                    controllers[column] = try controller()
                }
                return .controllers(controllers)
            case "pushed":
                var pushed: [Column: [ViewController]] = [:]
                for _ in 0..<(try count()) {
                    let column = try raw(Column.self)
                    var stack: [ViewController] = []
                    for _ in 0..<(try count()) { stack.append(try controller()) }
                    pushed[column] = stack
                }
                return .pushed(pushed)
            case "presented":
                guard let controller = try optionalController() else { return .presented([]) }
                return .presented([try presentation(controller)])
            case "chain":
                var chain: [Presentation] = []
                for _ in 0..<(try count()) { chain.append(try presentation(try controller())) }
                return .presented(chain)
            case "decisions":
                var traces: [Trace] = []
                for _ in 0..<(try count()) { traces.append(try trace()) }
                return .decisions(traces)
            default:
                throw bad(keyword)
            }
        }

        /// A presentation's request and rule, after its controller.
        mutating func presentation(_ controller: ViewController) throws(ShellError) -> Presentation {
            let request = try raw(PresentationRequest.self)
            let rule = try raw(RuleID.self)
            return .restored(controller, request: request, rule: rule)
        }

        mutating func trace() throws(ShellError) -> Trace {
            let rule = try raw(RuleID.self)
            let decidedWord = try next()
            let decided: DecidedValue
            switch decidedWord {
            case "sizeClass": decided = .sizeClass
            case "collapse": decided = .collapse
            case "displayMode": decided = .displayMode
            case "splitBehavior": decided = .splitBehavior
            case "buttons": decided = .buttons
            case "route": decided = .route
            default:
                let pieces = decidedWord.split(separator: ":", maxSplits: 1).map(String.init)
                guard pieces.count == 2, let column = Column(rawValue: pieces[1]) else { throw bad(decidedWord) }
                switch pieces[0] {
                case "width": decided = .width(column)
                case "frame": decided = .frame(column)
                default: throw bad(decidedWord)
                }
            }
            var facts: [Fact] = []
            for _ in 0..<(try count()) {
                let name = try text()
                let word = try next()
                let pieces = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                guard pieces.count == 2 else { throw bad(word) }
                let value: FactValue
                switch pieces[0] {
                case "points":
                    guard let points = Double(pieces[1]) else { throw bad(word) }
                    value = .points(points)
                case "mode":
                    guard let mode = DisplayMode(rawValue: pieces[1]) else { throw bad(word) }
                    value = .mode(mode)
                case "behavior":
                    guard let behavior = SplitBehavior(rawValue: pieces[1]) else { throw bad(word) }
                    value = .behavior(behavior)
                case "column":
                    guard let column = Column(rawValue: pieces[1]) else { throw bad(word) }
                    value = .column(column)
                case "word":
                    guard let text = unescape(pieces[1]) else { throw bad(word) }
                    value = .word(text)
                case "insets":
                    let sides = pieces[1].split(separator: ",", omittingEmptySubsequences: false).compactMap { Double($0) }
                    guard sides.count == 4 else { throw bad(word) }
                    value = .insets(SafeAreaInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3]))
                default: throw bad(word)
                }
                facts.append(Fact(name, value))
            }
            return Trace(rule, decided, facts)
        }
    }
}
