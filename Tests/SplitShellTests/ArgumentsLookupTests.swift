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
        PlainArguments.reading(ArgumentList([.controller(.plain("A")), .keyword, .choice("secondary", index: secondary)])) { arguments in
            #expect(arguments.controller(at: 0) == .plain("A"))
            #expect(arguments.choice(at: 2, of: Column.allCases) == .secondary)
            #expect(arguments.choiceIndex(at: 2) == secondary)
        }
        PlainArguments.reading(ArgumentList([.controller(nil), .keyword, .choice("secondary", index: secondary)])) { cleared in
            #expect(cleared.controller(at: 0) == nil)
        }
        PlainArguments.reading(ArgumentList([.number(320)])) { #expect($0.number(at: 0) == 320) }
        PlainArguments.reading(ArgumentList([.width(.automatic)])) { #expect($0.width(at: 0) == .automatic) }
    }
}
