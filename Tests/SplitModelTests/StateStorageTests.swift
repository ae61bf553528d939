import Foundation
import Testing
@testable import SplitModel

/// The state's storage: per-column slots that behave like the dictionaries they replaced, and a copy-on-write box
/// that keeps states independent values.
struct StateStorageTests {
    /// Insertion orders that must all read back in `Column.allCases` order.
    static let insertionOrders: [[Column]] = [
        Column.allCases,
        Column.allCases.reversed(),
        [.secondary, .inspector, .primary],
        [.compact],
    ]

    @Test("a column map iterates its columns in Column order whatever order they were set in", arguments: insertionOrders)
    func iterationOrder(columns: [Column]) {
        var map: ColumnMap<String> = [:]
        for column in columns { map[column] = column.rawValue }
        let expected = Column.allCases.filter(columns.contains)
        #expect(map.map(\.key) == expected)
        #expect(map.keys == expected)
        #expect(map.values == expected.map(\.rawValue))
        #expect(map.count == columns.count)
        #expect(!map.isEmpty)
        #expect(ColumnMap(map.dictionary) == map)
    }

    @Test("a column map emptied again equals an empty one, and reads nil and defaults like a dictionary")
    func emptiedMapReadsLikeADictionary() {
        var map: ColumnMap<[Int]> = [.primary: [1]]
        map[.secondary, default: []].append(2)
        #expect(map[.secondary] == [2])
        #expect(map[.compact] == nil)
        map[.primary] = nil
        map[.secondary] = nil
        #expect(map == [:])
        #expect(map.isEmpty)
        #expect(map.hashValue == ColumnMap<[Int]>().hashValue)
    }

    @Test("replacing a column's value gives the map setting it gives, and leaves a copy alone", arguments: Column.allCases)
    func replaceMatchesSetting(column: Column) {
        let original: ColumnMap<ViewController> = [.primary: .plain("A"), .secondary: .navigation([.plain("B")]), .inspector: .plain("I")]
        for value in [ViewController.plain("New"), .tabBar([.plain("T")]), nil] {
            var replaced = original
            replaced.replace(column, with: value)
            var set = original
            set[column] = value
            #expect(replaced == set)
            #expect(replaced[column] == value)
            for other in Column.allCases where other != column { #expect(replaced[other] == original[other]) }
            #expect(original[.primary] == .plain("A") && original[.secondary] == .navigation([.plain("B")]))
        }
    }

    @Test("a new column map has a slot for every column")
    func newMapHasEverySlot() {
        #expect(ColumnMap<Int>().slots.count == Column.allCases.count)
        #expect(ColumnMap<Int>().isEmpty)
    }

    @Test("changing a copy of a state leaves the original alone")
    func copiesAreIndependent() {
        let original = SplitEngine.initialState()
        var copy = original
        #expect(copy == original)
        copy.controllers[.secondary] = .plain("Other")
        copy.window.width = 500
        copy.delegate.collapseSecondary = true
        #expect(original.controllers[.secondary] == .plain("Secondary"))
        #expect(original.window.width != 500)
        #expect(original.delegate.collapseSecondary == nil)
        #expect(copy != original)
    }

    @Test("states built apart with the same parts are equal and hash alike")
    func equalityLooksInside() {
        let one = SplitEngine.initialState()
        var other = SplitEngine.initialState()
        other.isCollapsed = true
        other.isCollapsed = false
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        #expect(Set([one, other]).count == 1)
    }

    @Test("state equality field by field agrees with comparing the stored fields whole, along a run of commands")
    func fieldByFieldEqualityAgrees() throws {
        let commands: [Command] = [
            .resize(width: 700, height: nil), .setPreferredDisplayMode(.oneOverSecondary), .resize(width: 700, height: nil),
            .setViewController(.plain("Extra"), for: .secondary), .setStyle(.tripleColumn), .resize(width: 400, height: nil),
            .resize(width: 1200, height: nil), .setPreferredSplitBehavior(.displace),
        ]
        var states = [SplitEngine.initialState()]
        for command in commands { states.append(try SplitEngine.apply(command, to: states.last!).get().state) }
        for one in states {
            for other in states {
                #expect((one == other) == (one.storage.fields == other.storage.fields))
            }
        }
        #expect(states[1] != states[0])
    }

    /// The text of SplitState.swift, a state, and the names of its stored fields: for the tests that check that code
    /// listing the fields by hand (equality, taking another box's fields) names every one of them.
    static func storedFields() throws -> (source: String, state: SplitState, fields: [String]) {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/SplitModel/State/SplitState.swift"), encoding: .utf8)
        let state = SplitEngine.initialState()
        let fields = Mirror(reflecting: state.storage.fields).children.compactMap(\.label)
        #expect(fields.count > 10)
        return (source, state, fields)
    }

    /// `==` lists the stored fields by hand (so it can stop at the first difference); a field added to `Fields` and
    /// not to that list would make different states compare equal and their changes vanish from the summary.
    @Test("state equality names every stored field")
    func equalityNamesEveryField() throws {
        let (source, state, fields) = try Self.storedFields()
        let windowParts = Mirror(reflecting: state.window).children.compactMap(\.label)
        let propertyParts = Mirror(reflecting: state.properties).children.compactMap(\.label)
        #expect(windowParts.count > 6 && propertyParts.count > 8)
        for part in windowParts {
            #expect(source.contains("l.fields.window.\(part) == r.fields.window.\(part)"), "add window.\(part) to SplitState.fieldsEqual")
        }
        for part in propertyParts {
            #expect(source.contains("l.fields.properties.\(part) == r.fields.properties.\(part)"),
                    "add properties.\(part) to SplitState.fieldsEqual")
        }
        for field in fields {
            // The window and the properties are compared part by part (checked above), the holdings in place.
            let compared = source.contains("l.fields.\(field) == r.fields.\(field)") || field == "window" || field == "properties"
                || (field == "holdings" && source.contains("holdingsEqual(l, r),"))
            #expect(compared, "add \(field) to SplitState.fieldsEqual")
        }
        // The holdings compared in place must list every part of them.
        let holdingsParts = Mirror(reflecting: state.storage.fields.holdings.parts).children.compactMap(\.label)
        #expect(holdingsParts.count == 4)
        for part in holdingsParts {
            #expect(source.contains("l.fields.holdings.parts.\(part) == r.fields.holdings.parts.\(part)"),
                    "add holdings.\(part) to SplitState.holdingsEqual")
        }
    }

    @Test("every column has its own slot, at its place in allCases, so a column map iterates keys with their values")
    func slotsFollowAllCases() {
        #expect(Column.allCases.enumerated().allSatisfy { $0.offset == $0.element.slot })
        var map = ColumnMap<[String]>()
        for column in Column.allCases { map[column, default: []].append(column.rawValue) }
        #expect(map.map(\.key) == Column.allCases)
        #expect(map.values == Column.allCases.map { [$0.rawValue] })
    }
}

/// The parts of the state kept apart so that copying and freeing a state is cheap: they read and compare as before.
struct SharedPartsTests {
    @Test("a command that leaves the holdings alone (setting a controller included) shares their box with the state before; a change to one does not")
    func holdingsAreSharedUntilChanged() throws {
        let start = SplitEngine.initialState()
        let resized = try SplitEngine.apply(.resize(width: 900, height: nil), to: start).get().state
        #expect(resized.storage.fields.holdings === start.storage.fields.holdings)
        // The controllers are not among the holdings: setting one, as batches often do, makes no box of holdings.
        let set = try SplitEngine.apply(.setViewController(.plain("Other"), for: .secondary), to: resized).get().state
        #expect(set.storage.fields.holdings === resized.storage.fields.holdings)
        #expect(resized.controllers[.secondary] == .plain("Secondary"))
        #expect(set.controllers[.secondary] == .plain("Other"))
        var kept = set
        kept.keptSecondary = .plain("Kept")
        #expect(kept.storage.fields.holdings !== set.storage.fields.holdings && set.keptSecondary == nil)
    }

    @Test("holdings in different boxes compare by what they hold")
    func holdingsCompareByValue() {
        let one = SplitEngine.initialState()
        var other = one
        other.keptSecondary = .plain("Other")
        other.keptSecondary = nil
        #expect(other.storage.fields.holdings !== one.storage.fields.holdings)
        #expect(other == one)
        other.keptSecondary = .plain("Kept")
        #expect(other != one)
    }

    /// The box's `==` compares the parts whole when the boxes differ: two boxes of equal parts are equal, and a
    /// difference in any part tells them apart.
    @Test("holdings boxes compare by their parts")
    func holdingsBoxesCompareByParts() {
        let parts = SplitEngine.initialState().storage.fields.holdings.parts
        #expect(SplitState.HoldingsBox(parts) == SplitState.HoldingsBox(parts))
        var kept = parts
        kept.keptSecondary = .plain("Kept")
        #expect(SplitState.HoldingsBox(kept) != SplitState.HoldingsBox(parts))
        var pushed = parts
        pushed.pushed[.secondary] = [.plain("Pushed")]
        #expect(SplitState.HoldingsBox(pushed) != SplitState.HoldingsBox(parts))
    }

    @Test("a boxed device reads back as set, and a free window has none")
    func deviceReadsBack() {
        var window = Window.startup(device: DeviceCatalog.startup)
        #expect(window.device == DeviceCatalog.startup)
        #expect(window.idiom == DeviceCatalog.startup.idiom)
        window.device = nil
        #expect(window.device == nil)
        #expect(window.idiom == .pad)
    }

    @Test("setting a column map's slot leaves a copy alone")
    func columnMapSetLeavesCopies() {
        var map: ColumnMap<ViewController> = [.primary: .plain("A")]
        let copy = map
        map[.secondary] = .plain("B")
        map[.primary] = nil
        #expect(copy[.primary] == .plain("A") && copy[.secondary] == nil)
        #expect(map[.primary] == nil && map[.secondary] == .plain("B"))
        #expect(map.count == 1 && copy.count == 1)
        #expect(map == [.secondary: .plain("B")])
    }
}
