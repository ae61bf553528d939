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
    /// The plain builder of the command at each position, in a box the table holds a reference to (released in
    /// `deinit`); a command without one has a box whose builder is never called (its shape is empty). In memory of
    /// its own too: an array of them had its metadata made at run time; not optional, which cost a copy per call.
    private let builders: UnsafeMutableBufferPointer<Unmanaged<Builder>>
    /// How many of `builders` are set (one per spec; the memory has room for one more when there are none).
    private let builderCount: Int

    /// A plain builder, boxed so that calling it needs no retain: a closure read from memory is retained (its
    /// context) for as long as it runs, since nothing tells the compiler that the memory keeps it alive; a box the
    /// table is known to keep alive is lent to the call as it is, and a box's builder is a constant it can be called
    /// through in place. (Held in the table's memory directly, the closure was retained and released for every line.)
    private final class Builder: Sendable {
        let build: CommandSpec.PlainBuild

        init(_ build: @escaping CommandSpec.PlainBuild) {
            self.build = build
        }
    }

    /// The records are counted first and written straight into memory of their own: gathered in arrays of their types
    /// first (or of tuples), each of those types' metadata was made at run time, which cost more than the rest of the
    /// table.
    init(_ specs: [CommandSpec]) {
        var names: [String] = []
        var namePositions: [Int] = []
        for (position, spec) in specs.enumerated() {
            for name in spec.names {
                names.append(name)
                namePositions.append(position)
            }
        }
        positions = WordIndex(words: names, values: namePositions)
        var slotCount = 0
        var wordCount = 0
        var byteCount = 0
        for spec in specs where spec.plainBuild != nil {
            slotCount += spec.shape.count
            for slot in spec.shape {
                Self.forEachWord(of: slot) { word, _ in
                    wordCount += 1
                    byteCount += word.utf8.count
                }
            }
        }
        let shapes = UnsafeMutableBufferPointer<Range<Int>>.allocate(capacity: max(specs.count, 1))
        let slots = UnsafeMutableBufferPointer<SlotRecord>.allocate(capacity: max(slotCount, 1))
        let words = UnsafeMutableBufferPointer<WordRecord>.allocate(capacity: max(wordCount, 1))
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(byteCount, 1))
        var slotEnd = 0
        var wordEnd = 0
        var byteEnd = 0
        for (position, spec) in specs.enumerated() {
            let firstSlot = slotEnd
            for slot in spec.plainBuild == nil ? [] : spec.shape {
                let firstWord = wordEnd
                Self.forEachWord(of: slot) { word, value in
                    let firstByte = byteEnd
                    for byte in word.utf8 {
                        bytes[byteEnd] = byte
                        byteEnd += 1
                    }
                    words.initializeElement(at: wordEnd, to: WordRecord(bytes: firstByte..<byteEnd, value: value))
                    wordEnd += 1
                }
                slots.initializeElement(at: slotEnd, to: SlotRecord(kind: Self.kind(slot, of: spec), words: firstWord..<wordEnd))
                slotEnd += 1
            }
            shapes.initializeElement(at: position, to: firstSlot..<slotEnd)
        }
        self.shapes = shapes
        self.slots = slots
        self.words = words
        self.bytes = bytes
        let builders = UnsafeMutableBufferPointer<Unmanaged<Builder>>.allocate(capacity: max(specs.count, 1))
        let unread = Builder { _ in preconditionFailure("a command without a plain builder was read directly") }
        for (position, spec) in specs.enumerated() {
            builders.initializeElement(at: position, to: .passRetained(spec.plainBuild.map(Builder.init) ?? unread))
        }
        builderCount = specs.count
        self.builders = builders
    }

    deinit {
        shapes.deallocate()
        slots.deallocate()
        words.deallocate()
        bytes.deallocate()
        for builder in builders.prefix(builderCount) { builder.release() }
        builders.deallocate()
    }

    /// How a slot of a plain builder's shape is read.
    private static func kind(_ slot: Slot, of spec: CommandSpec) -> Kind {
        switch slot {
        case .keyword: .keyword
        case .choice: .choice
        case .number: .number
        case .width: .width
        case .controller(_, let nilAllowed): nilAllowed ? .controllerOrNil : .controller
        default: preconditionFailure("\(spec.name): a plain builder's shape has \(slot)")
        }
    }

    /// Visits the words a slot accepts as they stand and what each stands for: a keyword itself, a value set's values
    /// and then its aliases, each alias standing for its value's first position as `ValueSet.canonicalIndex` finds it
    /// (after the values, which it cannot shadow, and in any order, no two aliases being one word). Visited, not
    /// returned: an array of (word, value) pairs had its type metadata made at run time.
    private static func forEachWord(of slot: Slot, _ body: (String, Int) -> Void) {
        switch slot {
        case .keyword(let keyword):
            body(keyword, 0)
        case .choice(let set):
            let values = set.values
            for (position, value) in values.enumerated() { body(value, position) }
            for (alias, canonical) in zip(set.aliasWords, set.aliasTargets) {
                if let position = values.firstIndex(of: canonical) { body(alias, position) }
            }
        default:
            break
        }
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

    /// The command the plain builder at a position makes of its arguments; the command at the position has one (its
    /// shape is not empty).
    @inline(__always) func build(at position: Int, _ arguments: PlainArguments) -> ShellCommand {
        builders[position]._withUnsafeGuaranteedRef { $0.build(arguments) }
    }
}
