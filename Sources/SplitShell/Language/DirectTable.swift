/// One part of the command table as the parser finds its commands: where each word names its command in the part,
/// and, for each command with a plain builder, its shape laid out for `DirectReader` as a few fixed-size records and
/// the words its keywords and value sets accept. Made once per part, from the part's specs, so reading a line costs
/// no `Slot`, no `ValueSet` and no array of its own; the memory is the table's own and is never written after `init`
/// (hence `@unchecked Sendable`).
final class DirectTable: @unchecked Sendable {
    /// How the direct reader reads one slot's word.
    enum Kind: UInt8 {
        /// The one word in `words`.
        case keyword
        /// One of `words`, its number the position of the value it stands for.
        case choice
        case number
        /// A number or `automatic`.
        case width
        /// A view controller.
        case controller
        /// A view controller or `nil`.
        case controllerOrNil
    }

    /// One slot: its kind and, for a keyword or a value set, its words' records.
    struct SlotRecord {
        let kind: Kind
        let words: Range<Int>
    }

    /// One accepted word: its place in `bytes` and what it stands for (a value's position in its set).
    struct WordRecord {
        let bytes: Range<Int>
        let value: Int
    }

    /// Where each word of the part (names and aliases) names its command in the part.
    let positions: WordIndex
    /// The slot records of the command at each position, empty for one without a plain builder (also when its
    /// shape has no slots: such a command is left to the general reader).
    private let shapes: UnsafeMutableBufferPointer<Range<Int>>
    private let slots: UnsafeMutableBufferPointer<SlotRecord>
    private let words: UnsafeMutableBufferPointer<WordRecord>
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// The plain builder of the command at each position.
    private let builders: [Builder?]

    /// A plain builder, wrapped so the array holds it as it is declared: a closure held directly as an array's
    /// element is called through a thunk that passes its argument and its result through memory.
    private struct Builder {
        let build: CommandSpec.PlainBuild
    }

    init(_ specs: [CommandSpec]) {
        positions = WordIndex(specs.enumerated().flatMap { position, spec in spec.names.map { ($0, position) } })
        var shapes: [Range<Int>] = []
        var slots: [SlotRecord] = []
        var words: [WordRecord] = []
        var bytes: [UInt8] = []
        func add(_ word: String, value: Int) {
            let start = bytes.count
            bytes += word.utf8
            words.append(WordRecord(bytes: start..<bytes.count, value: value))
        }
        for spec in specs {
            let first = slots.count
            if spec.plainBuild != nil {
                for slot in spec.shape {
                    let wordsStart = words.count
                    let kind: Kind
                    switch slot {
                    case .keyword(let keyword):
                        kind = .keyword
                        add(keyword, value: 0)
                    case .choice(let set):
                        kind = .choice
                        for (index, value) in set.values.enumerated() { add(value, value: index) }
                        // An alias stands for its value's first position, as `ValueSet.canonicalIndex` finds it; after the
                        // values, which it cannot shadow, and in any order, no two aliases being one word.
                        for (alias, canonical) in set.aliases {
                            if let index = set.values.firstIndex(of: canonical) { add(alias, value: index) }
                        }
                    case .number: kind = .number
                    case .width: kind = .width
                    case .controller(_, let nilAllowed): kind = nilAllowed ? .controllerOrNil : .controller
                    default: preconditionFailure("\(spec.name): a plain builder's shape has \(slot)")
                    }
                    slots.append(SlotRecord(kind: kind, words: wordsStart..<words.count))
                }
            }
            shapes.append(first..<slots.count)
        }
        self.shapes = Self.copy(shapes)
        self.slots = Self.copy(slots)
        self.words = Self.copy(words)
        self.bytes = Self.copy(bytes)
        builders = specs.map { spec in spec.plainBuild.map(Builder.init) }
    }

    deinit {
        shapes.deallocate()
        slots.deallocate()
        words.deallocate()
        bytes.deallocate()
    }

    private static func copy<Element>(_ elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let copy = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
        _ = copy.initialize(from: elements)
        return copy
    }

    /// The slot records of the command at a position, empty when the direct reader does not read it.
    @inline(__always) func shape(at position: Int) -> Range<Int> { shapes[position] }

    /// The slot record at an index of `shape(at:)`.
    @inline(__always) func slot(_ index: Int) -> SlotRecord { slots[index] }

    /// The value of the first of a slot's words that is exactly these bytes, nil when none is.
    func value(of word: UnsafeBufferPointer<UInt8>, in slot: SlotRecord) -> Int? {
        guard let base = word.baseAddress, let table = UnsafePointer(bytes.baseAddress) else { return nil }
        for index in slot.words {
            let record = words[index]
            if record.bytes.count == word.count, Words.equal(base, table + record.bytes.lowerBound, count: word.count) {
                return record.value
            }
        }
        return nil
    }

    /// The command the plain builder at a position makes of its arguments.
    @inline(__always) func build(at position: Int, _ arguments: PlainArguments) -> ShellCommand? {
        builders[position]?.build(arguments)
    }
}
