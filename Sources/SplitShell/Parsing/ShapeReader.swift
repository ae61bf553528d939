import SplitModel

/// Reads a command's words against its shape, slot by slot.
struct ShapeReader {
    let command: String
    let words: Words
    /// The next word to read.
    private(set) var index = 0
    /// The keywords of the optional groups skipped since the last word read: the next word may be a misspelling of one.
    private var skippedKeywords: [String] = []

    /// `start`: where the command's arguments begin among the line's words (after its name).
    init(command: String, words: Words, start: Int) {
        self.command = command
        self.words = words
        index = start
    }

    /// Reads every slot from the words from `start` on and refuses words left over.
    static func read(_ shape: [Slot], command: String, words: Words, from start: Int) throws(ShellError) -> [Argument] {
        var reader = ShapeReader(command: command, words: words, start: start)
        let arguments = try reader.read(shape, followers: [])
        if reader.index < words.count { throw .unexpectedArgument(command: command, argument: words.text(reader.index)) }
        return arguments
    }

    /// Whether a word is left to read.
    private var hasNext: Bool { index < words.count }

    /// The next word's text, nil at the end of the line.
    private var nextText: String? { hasNext ? words.text(index) : nil }

    /// Takes the next word, for the slot it is read by, and returns its position among the words.
    private mutating func take(_ slot: Slot) throws(ShellError) -> Int {
        guard hasNext else { throw .missingArgument(command: command, argument: slot.usage) }
        index += 1
        if !skippedKeywords.isEmpty { skippedKeywords = [] }
        return index - 1
    }

    /// `followers` are the slots after these, at every level: they decide where a device name ends and whether an optional value is there.
    private mutating func read(_ slots: [Slot], followers: [Slot]) throws(ShellError) -> [Argument] {
        var arguments: [Argument] = []
        arguments.reserveCapacity(slots.count)
        for position in slots.indices {
            let slot = slots[position]
            // Only a few kinds of slot look past themselves; the others are not handed a copy of the slots after them.
            let after = slot.readsFollowers ? Array(slots[(position + 1)...]) + followers : []
            // Only a dependent value reads what the slot before it read; the others are not handed a copy of it.
            let previous = if case .value = slot { arguments.last } else { Argument?.none }
            arguments.append(try read(slot, followers: after, after: previous))
        }
        return arguments
    }

    /// `previous` is what the slot before this one in its group read: a dependent value takes its kind from it.
    mutating func read(_ slot: Slot, followers: [Slot], after previous: Argument?) throws(ShellError) -> Argument {
        switch slot {
        case .keyword(let keyword):
            guard hasNext, words.word(index, is: keyword) else {
                throw .expectedKeyword(command: command, keyword: keyword, found: nextText)
            }
            index += 1
            if !skippedKeywords.isEmpty { skippedKeywords = [] }
            return .keyword
        case .choice(let set):
            let word = try take(slot)
            let index = try set.resolveIndex(words.bytes(word), isASCII: words.isASCII)
            return .choice(set.values[index], index: index)
        case .number:
            let word = try take(slot)
            return .number(try NumberFormat.value(words.bytes(word)) { .invalidNumber($0) })
        case .width:
            let word = try take(slot)
            if words.word(word, is: "automatic") { return .width(.automatic) }
            return .width(.value(try NumberFormat.value(words.bytes(word)) { .invalidWidth($0) }))
        case .size:
            return try size(words.text(try take(slot)))
        case .status:
            let text = words.text(try take(slot))
            guard text.allSatisfy(\.isASCII), let status = Int32(text), (0...255).contains(status) else { throw .invalidStatus(text) }
            return .status(status)
        case .name:
            let text = words.text(try take(slot))
            guard ViewControllerNotation.isName(text) else { throw .invalidName(text) }
            return .word(text)
        case .file, .commandName, .event:
            return .word(words.text(try take(slot)))
        case .controller(_, let nilAllowed):
            let word = try take(slot)
            if words.word(word, is: "nil") {
                guard nilAllowed else { throw .nilNotAllowed(command: command) }
                return .controller(nil)
            }
            return .controller(try ViewControllerNotation.parse(words.bytes(word)))
        case .deviceName:
            return try deviceName(followers: followers)
        case .devicePrefix:
            return try devicePrefix(followers: followers)
        case .query:
            return try query(followers: followers)
        case .text(_, let required):
            let text = try rest(slot, required: required)
            return .text(text)
        case .value(_, let dependent):
            let text = try rest(slot, required: true, before: Self.leadingKeywords(followers))
            guard let key = previous?.key else { preconditionFailure("\(command): a dependent value follows no key") }
            return .text(try dependent.canonical(text, after: key))
        case .commandLine:
            let name = try take(slot)
            index = words.count
            do throws(ShellError) {
                return .command(try Parser.command(words, from: name))
            } catch {
                throw .unparsableCommand(command: command, error)
            }
        case .optional(let slots):
            guard hasNext, isPresent(slots, word: index, followers: followers) else {
                if case .keyword(let keyword) = slots.first { skippedKeywords.append(keyword) }
                return .absent
            }
            return .group(try read(slots, followers: followers))
        case .repeated(let repeated):
            var arguments: [Argument] = []
            while hasNext { arguments.append(try read(repeated, followers: [], after: nil)) }
            return .list(arguments)
        }
    }

    /// The rest of the line, its words joined by single spaces.
    /// `before`: keywords that open an optional group after this slot; the rest stops at the first of them, unquoted.
    private mutating func rest(_ slot: Slot, required: Bool, before keywords: [String] = []) throws(ShellError) -> String {
        let end = (index..<words.count).first { !words.isQuoted($0) && keywords.contains(words.text($0)) } ?? words.count
        let rest = index..<end
        index = end
        if rest.isEmpty, required { throw .missingArgument(command: command, argument: slot.usage) }
        return rest.map(words.text).joined(separator: " ")
    }

    /// The keywords that lead the optional groups among `followers` (`when` after a delegate answer).
    static func leadingKeywords(_ followers: [Slot]) -> [String] {
        followers.compactMap { if case .optional(let group) = $0, case .keyword(let keyword)? = group.first { keyword } else { nil } }
    }

    /// An optional group led by a keyword is there when the keyword is; one led by a value set when the word belongs to
    /// the set, or when nothing else could take it (so a typo gets its suggestion).
    private func isPresent(_ slots: [Slot], word: Int, followers: [Slot]) -> Bool {
        switch slots.first {
        case .keyword(let keyword): words.word(word, is: keyword)
        case .choice(let set): set.canonicalIndex(words.bytes(word), isASCII: words.isASCII) != nil || followers.isEmpty
        case .devicePrefix: !endsDevicePrefix(word, followers: followers)
        default: true
        }
    }

    private func size(_ text: String) throws(ShellError) -> Argument {
        let sides = text.split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2 else { throw .invalidSize(text) }
        let width = try NumberFormat.value(String(sides[0]), otherwise: .invalidSize(text))
        let height = try NumberFormat.value(String(sides[1]), otherwise: .invalidSize(text))
        return .size(width: width, height: height)
    }

    /// Several words up to the trailing values of the optional choices that follow (`device iPad Air 13-inch landscape half`).
    private mutating func deviceName(followers: [Slot]) throws(ShellError) -> Argument {
        var end = words.count
        for follower in followers.reversed() {
            guard case .optional(let group) = follower, group.count == 1, case .choice(let set) = group[0] else { break }
            if end > index + 1, !words.isQuoted(end - 1), set.canonical(words.text(end - 1)) != nil { end -= 1 }
        }
        guard end > index else { throw .missingArgument(command: command, argument: Slot.deviceName.usage) }
        let name = (index..<end).map(words.text).joined(separator: " ")
        index = end
        switch DeviceCatalog.lookup(name) {
        case .found(let device): return .device(device)
        case .ambiguous(let candidates): throw .ambiguousDevice(name, candidates: candidates)
        case .unknown:
            throw .unknownDevice(name, suggestions: DidYouMean.suggestions(for: name, among: DeviceCatalog.all.map(\.name)))
        }
    }

    /// Whether a word belongs to what follows a device prefix: an unquoted word a following choice takes, or the
    /// keyword that opens a following group (`landscape`, `os` in `survey iPad landscape os 18`).
    private func endsDevicePrefix(_ word: Int, followers: [Slot]) -> Bool {
        guard !words.isQuoted(word) else { return false }
        let text = words.text(word)
        return followers.contains { follower in
            guard case .optional(let group) = follower else { return false }
            switch group.first {
            case .keyword(let keyword): return text == keyword
            case .choice(let set): return set.canonical(text) != nil
            default: return false
            }
        }
    }

    /// One or several words up to what follows them, naming at least one preset by the start of its name.
    private mutating func devicePrefix(followers: [Slot]) throws(ShellError) -> Argument {
        let end = (index..<words.count).first { endsDevicePrefix($0, followers: followers) } ?? words.count
        guard end > index else { throw .missingArgument(command: command, argument: Slot.devicePrefix.usage) }
        let prefix = (index..<end).map(words.text).joined(separator: " ")
        index = end
        guard !DeviceCatalog.devices(withPrefix: prefix).isEmpty else {
            throw .unknownDevicePrefix(prefix, suggestions: DidYouMean.suggestions(for: prefix, among: DeviceCatalog.namePrefixes))
        }
        return .word(prefix)
    }

    /// A name `get` knows; an unknown one is suggested only words this place accepts: the names and the optional keywords
    /// skipped just before (`explain lsat` suggests `last`).
    private mutating func query(followers: [Slot]) throws(ShellError) -> Argument {
        let keywords = skippedKeywords
        let word = words.text(try take(.query))
        guard let spec = QueryTable.spec(named: word) else {
            throw .unknownValue(word, in: QueryTable.names,
                                suggestions: DidYouMean.suggestions(for: word, among: keywords + QueryTable.names.acceptedWords))
        }
        let name = spec.name
        if spec.takesControllerName { return try controllerQuery(spec, followers: followers) }
        guard let set = spec.argumentSet else { return .query(Query(name)) }
        guard hasNext else { throw .columnRequired(query: name) }
        guard spec.takesColumn else { return .query(Query(name, argument: try set.resolve(words.text(try take(.choice(set)))))) }
        let column = try ValueSet.column.resolve(words.text(try take(.choice(.column))), as: Column.self)
        return .query(Query(name, column: column))
    }

    /// A name that takes a view controller's name: a name that may also be read alone takes the next word only when
    /// a word is left after it for each required slot that follows (`expect layoutEnvironment Detail expanded`).
    private mutating func controllerQuery(_ spec: QuerySpec, followers: [Slot]) throws(ShellError) -> Argument {
        let required = followers.filter { if case .optional = $0 { false } else { true } }.count
        if spec.readsAlone, words.count - index <= required { return .query(Query(spec.name)) }
        guard hasNext else { throw .columnRequired(query: spec.name) }
        let text = words.text(try take(.name("NAME", also: [])))
        guard ViewControllerNotation.isName(text) else { throw .invalidName(text) }
        return .query(Query(spec.name, argument: text))
    }
}

extension Slot {
    /// Whether reading this slot looks at the slots after it (where a device name ends, whether an optional group or
    /// a dependent value stops before a keyword).
    fileprivate var readsFollowers: Bool {
        switch self {
        case .deviceName, .devicePrefix, .value, .optional, .query: true
        default: false
        }
    }
}

/// Writes arguments back as words, the inverse of `ShapeReader`.
enum ShapeWriter {
    static func words(_ shape: [Slot], _ arguments: [Argument]) -> [String] {
        zip(shape, arguments).flatMap { words($0, $1) }
    }

    private static func words(_ slot: Slot, _ argument: Argument) -> [String] {
        switch (slot, argument) {
        case (.keyword(let keyword), _): return [keyword]
        case (_, .absent): return []
        case (.optional(let slots), .group(let arguments)): return words(slots, arguments)
        case (.repeated(let repeated), .list(let arguments)): return arguments.flatMap { words(repeated, $0) }
        case (.text, .text(let text)), (.value, .text(let text)): return text.isEmpty ? [] : [Tokenizer.quoteText(text)]
        case (.commandLine, .command(let command)): return CommandPrinter.print(command).map { [$0] } ?? []
        case (_, .word(let word)), (_, .choice(let word, _)): return [Tokenizer.quote(word)]
        case (_, .number(let number)): return [NumberFormat.format(number)]
        case (_, .width(.automatic)): return ["automatic"]
        case (_, .width(.value(let number))): return [NumberFormat.format(number)]
        case (_, .size(let width, let height)): return [NumberFormat.format(width) + "x" + NumberFormat.format(height)]
        case (_, .status(let status)): return [String(status)]
        case (_, .controller(let controller)): return [controller.map { Tokenizer.quote($0.notation) } ?? "nil"]
        case (_, .device(let device)): return [Tokenizer.quote(device.name)]
        case (_, .query(let query)): return [query.name] + (query.column.map { [$0.rawValue] } ?? [])
        default: preconditionFailure("argument \(argument) does not fit slot \(slot)")
        }
    }
}
