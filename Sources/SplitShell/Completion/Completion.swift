import SplitModel

/// What Tab offers for a line: the text before the cursor that is replaced, and what may replace it.
public struct Completion: Sendable, Hashable {
    public struct Candidate: Sendable, Hashable {
        /// What replaces `replacing`, typed as the parser reads it; a finished word ends with a space.
        public let text: String
        /// How a list of choices shows it: the bare word or name.
        public let label: String
    }

    /// The end of the text before the cursor that a candidate replaces (the word being typed, or more for a device name).
    public let replacing: String
    public let candidates: [Candidate]

    public static let none = Completion(replacing: "", candidates: [])

    /// The candidates' texts.
    public var words: [String] { candidates.map(\.text) }
}

/// Tab completion from the command table: command names, then every argument position by the command's shape.
public enum Completer {
    /// A directory's entries for `FILE` arguments: the name, and whether it is a directory.
    public typealias DirectoryLister = @Sendable (String) -> [(name: String, isDirectory: Bool)]

    /// Completes the word before `cursor` (a count of characters into `line`); the text after the cursor is ignored.
    public static func complete(line: String, cursor: Int, session: Session,
                                directory: @escaping DirectoryLister) -> Completion {
        let before = String(line.prefix(max(0, cursor)))
        return complete(before, context: Context(state: session.state, directory: directory))
    }

    struct Context {
        let state: SplitState
        let directory: DirectoryLister
    }

    /// A word of the line as far as the cursor: its text without quotes and where it starts.
    struct Lexeme {
        let text: String
        let start: String.Index
        let quoted: Bool
    }

    private static func complete(_ before: String, context: Context) -> Completion {
        guard let (tokens, partial) = lex(before) else { return .none }
        let spec = tokens.first.flatMap { CommandTable.spec(named: $0.text) }
        if !tokens.isEmpty && spec == nil { return .none }
        var walker = Walker(arguments: Array(tokens.dropFirst()))
        if let spec { _ = walker.match(spec.shape, at: 0) }
        var offers = spec == nil ? [Offer.commandNames] : walker.offers
        // Multitasking panes are an iPad's: after an iPhone's name they would only be refused.
        if spec?.name == "device", leadingDevice(walker.arguments)?.idiom == .phone { offers.removeAll { $0 == .choice(.pane) } }
        return merge(offers.map { candidates(for: $0, walker.arguments, partial, before, context) }, before)
    }

    /// The device the longest run of leading words names, if any.
    private static func leadingDevice(_ arguments: [Lexeme]) -> Device? {
        for end in stride(from: arguments.count, to: 0, by: -1) {
            if case .found(let device) = DeviceCatalog.lookup(arguments[..<end].map(\.text).joined(separator: " ")) { return device }
        }
        return nil
    }

    /// Splits the text before the cursor with `Tokenizer`'s scanner, keeping the unfinished last word apart;
    /// nil inside a comment.
    static func lex(_ text: String) -> (tokens: [Lexeme], partial: Lexeme)? {
        let scan = Tokenizer.scan(text)
        guard !scan.comment else { return nil }
        var tokens = scan.words.map { Lexeme(text: $0.text, start: $0.start, quoted: $0.quoted) }
        guard scan.lastWordUnfinished, let partial = tokens.popLast() else {
            return (tokens, Lexeme(text: "", start: text.endIndex, quoted: false))
        }
        return (tokens, partial)
    }

    // MARK: What a position takes

    /// What the word at the cursor may be, found by walking the command's shape over the finished words.
    enum Offer: Hashable {
        case words([String])
        case choice(ValueSet)
        case controllers(extra: [String])
        /// The plain controllers' names in use, and the words the slot also takes.
        case names(also: [String])
        case commandNames
        /// What `help` takes: command names, `rules` and rule IDs.
        case helpTopics
        /// An event TEXT: the event kinds, and each plain controller's appearance callbacks (`Inbox.viewWillAppear`).
        case events
        case file
        /// A device name whose first word is argument `from` (it may run on into the word being typed).
        case device(from: Int)
        /// The start of device names whose first word is argument `from`: leading words of the names, then whole names.
        case devicePrefix(from: Int)
        /// A value of a kind from argument `from` (`expect NAME VALUE`, `delegate METHOD VALUE`), or one of `also`.
        case value(ValueKind, also: [String], from: Int)
        /// A whole command line from argument `from` (`expectRefused COMMAND...`).
        case line(from: Int)
    }

    /// Reads finished arguments against a shape, every way it can (optional groups present and absent), noting the offers.
    struct Walker {
        let arguments: [Lexeme]
        private(set) var offers: [Offer] = []
        /// The delegate method whose answer was read last: a condition after it names its arguments.
        private var delegateMethod: String?

        init(arguments: [Lexeme]) { self.arguments = arguments }

        private var count: Int { arguments.count }

        private mutating func offer(_ offer: Offer) {
            if !offers.contains(offer) { offers.append(offer) }
        }

        /// One way of reading the slots so far: where the last slot read started and where it ended.
        private struct Reading: Equatable {
            let start: Int?
            let end: Int
        }

        /// The argument positions where the slots can end, starting at `index`.
        mutating func match(_ slots: [Slot], at index: Int) -> [Int] {
            var readings = [Reading(start: nil, end: index)]
            for slot in slots where !readings.isEmpty {
                var next: [Reading] = []
                for reading in readings {
                    for end in match(slot, at: reading.end, after: reading.start) {
                        let path = Reading(start: reading.end, end: end)
                        if !next.contains(path) { next.append(path) }
                    }
                }
                readings = next
            }
            var ends: [Int] = []
            for reading in readings where !ends.contains(reading.end) { ends.append(reading.end) }
            return ends
        }

        /// The positions where one slot can end; at the word being typed, the slot's offer instead. `previous` is
        /// where the slot before it started, whose word chooses a dependent value's kind.
        mutating func match(_ slot: Slot, at index: Int, after previous: Int? = nil) -> [Int] {
            switch slot {
            case .optional(let slots): return [index] + match(slots, at: index).filter { $0 != index }
            case .repeated(let repeated): return matchRepeated(repeated, at: index)
            case .deviceName: return matchDevice(at: index)
            case CommandTable.versionSlot:
                if index == count { offer(.words([Runner.version])) }
                return []
            case .devicePrefix: return matchDevicePrefix(at: index)
            case .text: return []  // free text: nothing to offer
            case .value(_, let dependent):
                if let previous, previous < count, let kind = dependent.kind(after: arguments[previous].text) {
                    offer(.value(kind, also: dependent.alsoAccepted, from: index))
                    delegateMethod = dependent == DelegateTable.answers ? dependent.keys.canonical(arguments[previous].text) : nil
                    // A one-word value ends there, so what follows it (`when` after a delegate answer) can be offered.
                    if index < count, kind.isOneWord { return [index + 1] }
                }
                return []
            case .keyword(DelegateTable.conditionKeyword) where !DelegateTable.takesCondition(delegateMethod):
                return []  // `when` only after a method that receives controllers
            case .choice(DelegateTable.arguments) where index == count:
                offer(.words(DelegateTable.conditionArguments(delegateMethod)))
                return []
            case .commandLine: offer(.line(from: index)); return []
            case .query: return matchQuery(at: index)
            default: break
            }
            guard index < count else {
                if let offer = Self.offer(for: slot) { self.offer(offer) }
                return []
            }
            return Self.accepts(slot, arguments[index].text) ? [index + 1] : []
        }

        private static func offer(for slot: Slot) -> Offer? {
            switch slot {
            case .keyword(let word): .words([word])
            case .choice(let set): .choice(set)
            case .width: .words(["automatic"])
            case .controller(_, let nilAllowed): .controllers(extra: nilAllowed ? ["nil"] : [])
            case .name(_, let also): .names(also: also)
            case .commandName: .helpTopics
            case .event: .events
            case .file: .file
            default: nil
            }
        }

        private static func accepts(_ slot: Slot, _ word: String) -> Bool {
            switch slot {
            case .keyword(let keyword): word == keyword
            case .choice(let set): set.canonical(word) != nil
            case .number: NumberFormat.parse(word) != nil
            case .width: word == "automatic" || NumberFormat.parse(word) != nil
            case .name: ViewControllerNotation.isName(word)
            default: true
            }
        }

        private mutating func matchRepeated(_ slot: Slot, at index: Int) -> [Int] {
            var positions = [index]
            var frontier = [index]
            while !frontier.isEmpty {
                var next: [Int] = []
                for position in frontier {
                    for end in match(slot, at: position) where end > position && !positions.contains(end) && !next.contains(end) {
                        next.append(end)
                    }
                }
                positions += next
                frontier = next
            }
            return positions
        }

        /// A device name takes one or more words; it may also run on into the word being typed.
        private mutating func matchDevice(at index: Int) -> [Int] {
            if index == count || !arguments[index...].contains(where: \.quoted) { offer(.device(from: index)) }
            guard index < count else { return [] }
            return (index + 1...count).filter { end in
                if case .found = DeviceCatalog.lookup(arguments[index..<end].map(\.text).joined(separator: " ")) { return true }
                return false
            }
        }

        /// The start of device names: one or more words that some preset's name starts with; offered as whole names.
        private mutating func matchDevicePrefix(at index: Int) -> [Int] {
            if index == count || !arguments[index...].contains(where: \.quoted) { offer(.devicePrefix(from: index)) }
            guard index < count else { return [] }
            return (index + 1...count).filter { end in
                !DeviceCatalog.devices(withPrefix: arguments[index..<end].map(\.text).joined(separator: " ")).isEmpty
            }
        }

        private mutating func matchQuery(at index: Int) -> [Int] {
            guard index < count else {
                offer(.choice(QueryTable.names))
                return []
            }
            guard let name = QueryTable.names.canonical(arguments[index].text) else { return [] }
            let spec = QueryTable.spec(name)
            if spec.takesControllerName {
                let named = match(.name("NAME", also: []), at: index + 1)
                return spec.readsAlone ? [index + 1] + named : named
            }
            guard let set = spec.argumentSet else { return [index + 1] }
            return match(.choice(set), at: index + 1)
        }
    }

    // MARK: Candidates

    /// Candidates replacing the text from `start`.
    struct Group {
        let start: String.Index
        let candidates: [Completion.Candidate]
    }

    private static func candidates(for offer: Offer, _ arguments: [Lexeme], _ partial: Lexeme,
                                   _ before: String, _ context: Context) -> Group {
        func words(_ list: [String]) -> Group { Group(start: partial.start, candidates: matching(list, partial.text)) }
        switch offer {
        case .words(let list): return words(list)
        case .choice(let set): return Group(start: partial.start, candidates: matching(set, partial.text))
        case .controllers(let extra): return words(controllerWords(context.state) + extra)
        case .names(let also): return words(controllerNames(context.state) + also)
        case .commandNames: return words(CommandTable.allNames)
        case .helpTopics: return words(CommandTable.allNames + ["rules"] + RuleID.allCases.map(\.rawValue))
        case .events:
            let callbacks = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
            return words(EventText.kinds + controllerNames(context.state).flatMap { name in callbacks.map { "\(name).\($0)" } })
        case .file: return Group(start: partial.start, candidates: files(partial.text, context.directory))
        case .device(let from): return device(from: from, arguments, partial)
        case .devicePrefix(let from): return devicePrefix(from: from, arguments, partial)
        case .value(let kind, let also, let from): return value(kind, also: also, from: from, arguments, partial, context)
        case .line(let from):
            let start = from < arguments.count ? arguments[from].start : partial.start
            let inner = complete(String(before[start...]), context: context)
            return Group(start: before.index(before.endIndex, offsetBy: -inner.replacing.count), candidates: inner.candidates)
        }
    }

    /// The words that start with what was typed (case-sensitive; any case when nothing matches exactly), each to be typed on.
    static func matching(_ words: [String], _ typed: String) -> [Completion.Candidate] {
        var found = words.filter { $0.hasPrefix(typed) }
        if found.isEmpty { found = words.filter { $0.lowercased().hasPrefix(typed.lowercased()) } }
        var seen = Set<String>()
        return found.filter { seen.insert($0).inserted }.map { Completion.Candidate(text: Tokenizer.quote($0) + " ", label: $0) }
    }

    /// A value set's canonical words; its aliases only when no canonical word fits.
    private static func matching(_ set: ValueSet, _ typed: String) -> [Completion.Candidate] {
        let canonical = matching(set.values, typed)
        return canonical.isEmpty ? matching(set.aliasWords, typed) : canonical
    }

    private static func device(from: Int, _ arguments: [Lexeme], _ partial: Lexeme) -> Group {
        let start = from < arguments.count ? arguments[from].start : partial.start
        guard from == arguments.count || !partial.quoted else { return Group(start: start, candidates: []) }
        let typed = (arguments[from...].map(\.text) + [partial.text]).joined(separator: " ").lowercased()
        let names = DeviceCatalog.all.map(\.name).filter { $0.lowercased().hasPrefix(typed) }
        return Group(start: start, candidates: names.map { Completion.Candidate(text: Tokenizer.quote($0) + " ", label: $0) })
    }

    /// The names' leading words as far as the word being typed (`iPad mini`), then the whole names that start so.
    private static func devicePrefix(from: Int, _ arguments: [Lexeme], _ partial: Lexeme) -> Group {
        let start = from < arguments.count ? arguments[from].start : partial.start
        guard from == arguments.count || !partial.quoted else { return Group(start: start, candidates: []) }
        let words = arguments[from...].map(\.text) + [partial.text]
        let typed = words.joined(separator: " ").lowercased()
        let leading = DeviceCatalog.namePrefixes.filter { $0.split(separator: " ").count == words.count && $0.lowercased().hasPrefix(typed) }
        let names = DeviceCatalog.all.map(\.name).filter { $0.lowercased().hasPrefix(typed) && !leading.contains($0) }
        return Group(start: start, candidates: (leading + names).map { Completion.Candidate(text: Tokenizer.quote($0) + " ", label: $0) })
    }

    /// A value of a kind: its first word, or a later word of a kind that takes several; `also` only as the first word.
    private static func value(_ kind: ValueKind, also: [String], from: Int, _ arguments: [Lexeme], _ partial: Lexeme,
                              _ context: Context) -> Group {
        let first = from == arguments.count
        let values: [String]
        switch kind {
        case .choice(let set): values = first ? set.values : []
        case .boolean: values = first ? ValueSet.boolean.values : []
        case .width: values = first ? ["automatic"] : []
        case .controller: values = first ? controllerWords(context.state) + ["nil"] : []
        case .list(let set): values = set.values + (first ? ["none"] : [])
        case .controllers: values = controllerWords(context.state) + (first ? ["none"] : [])
        case .names: values = controllerNames(context.state) + (first ? ["none"] : [])
        case .device:
            let names = device(from: from, arguments, partial)
            return first ? Group(start: names.start, candidates: names.candidates + matching(["none"] + also, partial.text)) : names
        case .presentation:
            values = first ? controllerNames(context.state) + ["none"] : arguments.count - from == 1 ? ValueSet.presentedStyle.values : []
        case .button: values = first ? ["none"] : []
        case .number, .frame, .rect, .insets: values = []
        }
        return Group(start: partial.start, candidates: matching(values + (first ? also : []), partial.text))
    }

    /// The plain controllers' names in use, sorted.
    static func controllerNames(_ state: SplitState) -> [String] {
        Set(controllersInUse(state).flatMap(\.names)).sorted()
    }

    /// Names in use, then the containers in use in notation (`nav[Inbox,Message]`).
    static func controllerWords(_ state: SplitState) -> [String] {
        let names = controllerNames(state)
        let containers = Set(controllersInUse(state).map(\.notation)).subtracting(names).sorted()
        return names + containers
    }

    private static func controllersInUse(_ state: SplitState) -> [ViewController] {
        Column.allCases.compactMap { state.controllers[$0] } + state.pushed.values.flatMap { $0 } + state.viewControllers
            + [state.keptSecondary].compactMap { $0 } + state.presentations.map(\.controller)
    }

    private static func files(_ typed: String, _ list: DirectoryLister) -> [Completion.Candidate] {
        let slash = typed.lastIndex(of: "/")
        let directory = slash.map { String(typed[...$0]) } ?? ""
        let prefix = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let entries = list(directory.isEmpty ? "." : directory)
            .filter { $0.name.hasPrefix(prefix) && ($0.name.hasPrefix(".") == prefix.hasPrefix(".")) && $0.name != "." && $0.name != ".." }
            .sorted { $0.name < $1.name }
        return entries.map { entry in
            let path = directory + entry.name
            return Completion.Candidate(text: entry.isDirectory ? Tokenizer.quote(path + "/").replacingLastQuote() : Tokenizer.quote(path) + " ",
                                        label: entry.name + (entry.isDirectory ? "/" : ""))
        }
    }

    /// Puts every group on the earliest start: a later group's candidates carry the text typed between.
    private static func merge(_ groups: [Group], _ before: String) -> Completion {
        let groups = groups.filter { !$0.candidates.isEmpty }
        guard let start = groups.map(\.start).min() else { return .none }
        var seen = Set<String>()
        var candidates: [Completion.Candidate] = []
        for group in groups {
            let between = String(before[start..<group.start])
            for candidate in group.candidates where seen.insert(between + candidate.text).inserted {
                candidates.append(Completion.Candidate(text: between + candidate.text, label: candidate.label))
            }
        }
        return Completion(replacing: String(before[start...]), candidates: candidates)
    }
}

private extension String {
    /// A quoted directory stays open so the path can be typed on: `"My Dir/"` becomes `"My Dir/`.
    func replacingLastQuote() -> String {
        hasPrefix("\"") && hasSuffix("\"") ? String(dropLast()) : self
    }
}
