import Foundation
import Testing
@testable import SplitModel

/// Changing a state in place: a separate copy kept as the state before, made in a spare box, and the engine run on
/// the state handed over gives what the engine gives on a copy.
struct InPlaceChangeTests {
    static let commands: [Command] = [
        .resize(width: 700, height: nil), .setPreferredDisplayMode(.oneOverSecondary), .resize(width: 700, height: nil),
        .setViewController(.plain("Extra"), for: .secondary), .setStyle(.tripleColumn), .hide(.supplementary),
        .resize(width: 400, height: nil), .show(.inspector), .resize(width: 1200, height: nil),
        .setPreferredSplitBehavior(.displace), .sizeClass(.compact), .sizeClass(.compact), .relaunch,
        .device(DeviceCatalog.startup, .portrait, .full),
    ]

    @Test("a separate copy made in a spare box equals the state, keeps the box, and stays apart from the state")
    func separateCopyReusesTheSpareBox() throws {
        let start = SplitEngine.initialState()
        var state = try SplitEngine.apply(.setViewController(.plain("Other"), for: .secondary), to: start).get().state
        state = try SplitEngine.apply(.resize(width: 600, height: nil), to: state).get().state
        var copy = SplitEngine.initialState(device: DeviceCatalog.all.last!, ruleSet: .ios18)
        // Named by identity, not held: a second reference would make the box shared, and not reusable.
        let spareBox = ObjectIdentifier(copy.storage)
        copy.becomeSeparateCopy(of: state)
        #expect(ObjectIdentifier(copy.storage) == spareBox)
        #expect(copy.storage !== state.storage)
        #expect(copy == state)
        #expect(copy.storage.fields == state.storage.fields)
        copy.window.width = 900
        #expect(state.window.width == 600)
    }

    @Test("a recreated controller keeps the delegate's answers in the box it had", arguments: [
        Command.setStyle(.tripleColumn), .setStyle(.unspecified), .ruleSet(.ios18),
    ])
    func recreateKeepsTheDelegateBox(_ recreating: Command) throws {
        let start = SplitEngine.initialState()
        let answered = try SplitEngine.apply(.setDelegateAnswer(.collapseSecondary(true)), to: start).get().state
        let recreated = try SplitEngine.apply(recreating, to: answered).get().state
        #expect(recreated.delegate == answered.delegate)
        #expect(recreated.delegate.collapseSecondary == true)
        #expect(recreated.storage.fields.holdings.parts.sharedDelegate.isSameBox(as: answered.storage.fields.holdings.parts.sharedDelegate))
    }

    @Test("a separate copy of a box someone else holds gets a box of its own")
    func separateCopyOfASharedSpare() {
        let state = SplitEngine.initialState()
        let other = SplitEngine.initialState(ruleSet: .ios18)
        var copy = other
        copy.becomeSeparateCopy(of: state)
        #expect(copy.storage !== other.storage && copy.storage !== state.storage)
        #expect(copy == state && other != state)
        var same = state
        same.becomeSeparateCopy(of: state)
        #expect(same.storage !== state.storage)
        #expect(same == state)
    }

    @Test("a command applied in place gives the outcome of the command applied to a copy, refusals included",
          arguments: [false, true])
    func inPlaceAgreesWithCopying(recordingEvents: Bool) throws {
        var state = SplitEngine.initialState()
        var spare: SplitState? = nil
        for command in Self.commands + [.hide(.compact), .pop(.secondary)] {
            let expected = SplitEngine.apply(command, to: state, recordingEvents: recordingEvents)
            var before = spare.take() ?? state
            before.becomeSeparateCopy(of: state)
            let handed = state
            state = before
            switch (expected, SplitEngine.apply(command, changing: handed, from: before, recordingEvents: recordingEvents)) {
            case (.success(let copied), .success(let inPlace)):
                #expect(inPlace == copied, "\(command)")
                spare = state
                state = inPlace.state
            case (.failure(let copied), .failure(let inPlace)):
                #expect(inPlace == copied, "\(command)")
            default:
                Issue.record("\(command): accepted one way and refused the other")
            }
        }
    }

    @Test("a state marked unwritten reads so until it is written, even with the value it had")
    func unwrittenUntilWritten() throws {
        var state = try SplitEngine.apply(.resize(width: 700, height: nil), to: SplitEngine.initialState()).get().state
        let marked = state.markUnwritten()
        let mark = try #require(marked)
        #expect(state.isUnwritten(since: mark))
        _ = state.window.layoutWidth
        #expect(state.isUnwritten(since: mark))
        state.window.width = state.window.width
        #expect(!state.isUnwritten(since: mark))
        let markedAgain = state.markUnwritten()
        let again = try #require(markedAgain)
        state.delegate = state.delegate
        #expect(!state.isUnwritten(since: again))
    }

    @Test("a shared box cannot be marked, and a state in another box is not the marked one")
    func markNeedsTheBoxAlone() throws {
        var state = SplitEngine.initialState()
        let copy = state
        #expect(state.markUnwritten() == nil)
        #expect(copy == state)
        var other = try SplitEngine.apply(.resize(width: 700, height: nil), to: copy).get().state
        let marked = other.markUnwritten()
        let mark = try #require(marked)
        #expect(!state.isUnwritten(since: mark))
        var separate = SplitEngine.initialState(ruleSet: .ios18)
        separate.becomeSeparateCopy(of: other)
        #expect(!separate.isUnwritten(since: mark))
        #expect(other.isUnwritten(since: mark))
    }

    @Test("a spare box holding another device takes the state's device, and one holding the same keeps it")
    func spareTakesTheDevice() throws {
        let pad = SplitEngine.initialState()
        let phone = try SplitEngine.apply(.device(DeviceCatalog.all[0], .portrait, .full), to: pad).get().state
        var copy = SplitEngine.initialState(ruleSet: .ios18)
        copy.becomeSeparateCopy(of: phone)
        #expect(copy.window.device == DeviceCatalog.all[0] && copy == phone)
        copy.becomeSeparateCopy(of: pad)
        #expect(copy.window.device == DeviceCatalog.startup && copy == pad)
        let boxed = Shared(DeviceCatalog.startup)
        #expect(boxed.isSameBox(as: boxed) && !boxed.isSameBox(as: Shared(DeviceCatalog.startup)))
    }

    @Test("a spare box takes the state's width properties, and a change back to automatic leaves no widths box")
    func spareTakesTheWidths() throws {
        let plain = SplitEngine.initialState()
        let fraction = WidthProperty(.fraction, of: .primary)
        let wide = try SplitEngine.apply(.setWidth(fraction, .value(0.4)), to: plain).get().state
        #expect(wide.properties.widthBox != nil && wide.properties.primary.fraction == .value(0.4))
        var copy = SplitEngine.initialState(ruleSet: .ios18)
        copy.becomeSeparateCopy(of: wide)
        #expect(copy == wide && copy.properties.value(of: fraction) == .value(0.4))
        copy.becomeSeparateCopy(of: plain)
        #expect(copy == plain && copy.properties.widthBox == nil)
        var properties = wide.properties
        properties.set(fraction, to: .automatic)
        #expect(properties.widthBox == nil)
        #expect(properties == plain.properties && properties.hashValue == plain.properties.hashValue)
    }

    /// `Storage.take` lists the stored fields by hand; one left out would keep a spare box's old value in the copy.
    @Test("taking another box's fields names every stored field")
    func takeNamesEveryField() throws {
        let (source, state, fields) = try StateStorageTests.storedFields()
        for field in fields where field != "window" && field != "properties" {
            #expect(source.contains("fields.\(field) = other.fields.\(field)"), "add \(field) to SplitState.Storage.take")
        }
        // The window is taken part by part.
        let windowParts = Mirror(reflecting: state.window).children.compactMap(\.label)
        #expect(windowParts.count > 6)
        for part in windowParts {
            #expect(source.contains("fields.window.\(part) = other.fields.window.\(part)"),
                    "add window.\(part) to SplitState.Storage.take")
        }
        // So are the properties.
        let propertyParts = Mirror(reflecting: state.properties).children.compactMap(\.label)
        #expect(propertyParts.count > 8)
        for part in propertyParts {
            #expect(source.contains("fields.properties.\(part) = other.fields.properties.\(part)"),
                    "add properties.\(part) to SplitState.Storage.take")
        }
    }
}
