import SplitModel
import Testing
@testable import SplitShell

/// `Arguments` finds a slot's argument by the labels its command made once, in groups as well as at the top.
@Suite struct ArgumentsLookupTests {
    @Test func everyCommandsLabelsAreItsSlotsLabels() {
        for spec in CommandTable.all { #expect(spec.labels == spec.shape.map(\.label), "\(spec.name)") }
    }

    @Test func aLabelIsFoundAtTheTopAndInAGroup() {
        let shape: [Slot] = [.controller("NAME", nilAllowed: true), .keyword("for"), .optional([.choice(.orientation)]),
                             .number("N")]
        let landscape = Orientation.allCases.firstIndex(of: .landscape)!
        let present = Arguments(shape: shape, values: [.controller(.plain("A")), .keyword, .group([.choice("landscape", index: landscape)]),
                                                       .number(4)])
        #expect(present.controllerOrNil("NAME") == .plain("A"))
        #expect(present.choice(ifPresent: ValueSet.orientation.label, as: Orientation.self) == .landscape)
        #expect(present.number("N") == 4)
        let absent = Arguments(shape: shape, values: [.controller(nil), .keyword, .absent, .number(5)])
        #expect(absent.controllerOrNil("NAME") == nil)
        #expect(absent.choice(ifPresent: ValueSet.orientation.label, as: Orientation.self) == nil)
        #expect(absent.number("N") == 5)
    }

    @Test func aPlainShapesSlotIsReadByItsPosition() {
        let secondary = Column.allCases.firstIndex(of: .secondary)!
        // Each reading is returned and checked here: an expectation inside the closure would pass unchecked if
        // `reading` never called it.
        let read = PlainArguments.reading(ArgumentList([.controller(.plain("A")), .keyword, .choice("secondary", index: secondary)])) {
            ($0.controller(at: 0), $0.choice(at: 2, of: Column.allCases), $0.choiceIndex(at: 2))
        }
        #expect(read.0 == .plain("A"))
        #expect(read.1 == .secondary)
        #expect(read.2 == secondary)
        let cleared = PlainArguments.reading(ArgumentList([.controller(nil), .keyword, .choice("secondary", index: secondary)])) {
            $0.controller(at: 0)
        }
        #expect(cleared == nil)
        #expect(PlainArguments.reading(ArgumentList([.number(320)])) { $0.number(at: 0) } == 320)
        #expect(PlainArguments.reading(ArgumentList([.width(.automatic)])) { $0.width(at: 0) } == .automatic)
    }
}
