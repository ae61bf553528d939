import SplitModel
import Testing
import TestSupport
@testable import SplitShell

/// The change summary compares typed reports field by field: along a random walk that reaches every kind of item
/// (columns, buttons, the collapsed stack, stacks, presentations, devices and panes, right to left), its items and its
/// changes must be exactly those of the report's summarized items and their general comparison.
@Suite struct TypedSummaryTests {
    static let commands = [
        "width 700", "width 1180", "width 320", "width 1366.5", "height 600", "setStyle tripleColumn", "setStyle doubleColumn",
        "setStyle unspecified", "hide primary", "show primary", "show supplementary", "hide supplementary", "show inspector",
        "sizeClass compact", "sizeClass auto", "sizeClass regular", "push Detail", "pop", "tap displayModeButton",
        "tap secondaryOnlyButton", "tap back", "device iPhone 16", "device iPad (A16) landscape half",
        "device iPad Pro 12.9-inch portrait slideOver", "rotate", "relaunch", "showDetailViewController D", "undo", "reset",
        "setPreferredDisplayMode oneOverSecondary", "setPreferredDisplayMode twoDisplaceSecondary",
        "setPreferredSplitBehavior overlay", "setPreferredSplitBehavior tile", "setViewController A for primary",
        "setViewController B for secondary", "setViewController C for supplementary", "setViewController K for compact",
        "present Pop popover", "dismiss", "layoutDirection rightToLeft", "layoutDirection leftToRight", "os 18", "os 26",
        "setPrimaryEdge trailing", "setPrimaryEdge leading", "swipe reveal", "delegate topColumnForCollapsing secondary",
        // Nested controllers and presentation chains, which the typed report writes in its own notation.
        "setViewController nav[X,Y] for secondary", "setViewController tab[nav[P]|Q] for secondary",
        "setViewController nav[L,nav[M]] for primary", "present Inner popover from Pop", "present Sheet pageSheet",
        "showDetailViewController Item from Pop", "showViewController Sub from Y",
    ]

    @Test func typedItemsAndChangesAreTheReportsOwn() {
        var session = Session()
        var random = SplitMix64(seed: 7)
        var reference = StateReport.items(session.state, summarizedOnly: true)
        // Kept from step to step as a session keeps it, with the lines the last summary wrote.
        var kept = SummaryReport(session.state)
        var changed = 0, reshaped = 0, sharing = 0
        for _ in 0..<600 {
            let before = session.state
            let response = session.execute(random.pick(Self.commands))
            #expect(response.printedText == response.printedLines.map { $0.text + "\n" }.joined())
            let state = session.state
            let typed = SummaryReport(state)
            let items = StateReport.items(state, summarizedOnly: true)
            #expect(typed.items.map(\.key) == items.map(\.key))
            #expect(typed.items.map(\.value) == items.map(\.value))
            var general = items
            let expected = ChangeSummary.changes(from: reference, to: &general)
            let actual = ChangeSummary.changes(from: SummaryReport(before), to: typed)
            #expect(actual == expected, "\(actual) \(expected)")
            // What plain output writes, straight from the typed values, is those changes' lines, after what is
            // already in the buffer.
            // Little room at first, so that a summary that does not fit is written again with more.
            let written = TextBytes.text(room: 16) { text in
                text.append("kept\n")
                ChangeSummary.append(from: kept, to: typed, to: &text)
            }
            #expect(written == "kept\n" + expected.map { ChangeSummary.line($0) + "\n" }.joined())
            #expect(Array(ChangeList(from: kept, to: typed)) == expected)
            // A session builds the report sharing the last one's stacks wherever the navigation is the same; that
            // report must say exactly what one read afresh says.
            if state.hasSameNavigation(as: before) {
                let shared = SummaryReport(state, sameNavigationAs: kept)
                #expect(shared.items.map(\.key) == items.map(\.key))
                #expect(shared.items.map(\.value) == items.map(\.value))
                sharing += 1
            }
            kept = typed
            if !actual.isEmpty { changed += 1 }
            if !SummaryReport(before).hasSameKeys(as: typed) { reshaped += 1 }
            reference = items
        }
        // The walk must reach both ways of comparing.
        #expect(changed > 200)
        #expect(reshaped > 30)
        #expect(sharing > 200 && sharing < 590)
    }

    /// Every ordered list of up to four distinct keys out of five, as old and as new: the merge read by place visits
    /// exactly the merged list's keys, in its order, each with where it sits in the old and the new list.
    @Test func keysMergedByPlaceAreTheMergedList() {
        var lists: [[Int]] = [[]]
        var grown: [[Int]] = [[]]
        for _ in 0..<4 {
            grown = grown.flatMap { list in (0..<5).filter { !list.contains($0) }.map { list + [$0] } }
            lists += grown
        }
        var checked = 0
        for old in lists {
            for new in lists {
                var visited: [Int] = []
                var placesAgree = true
                ChangeSummary.forEachMergedKey(old: old.count, { old[$0] }, new: new.count, { new[$0] }) { key, was, now in
                    visited.append(key)
                    if was != old.firstIndex(of: key) || now != new.firstIndex(of: key) { placesAgree = false }
                }
                #expect(visited == ChangeSummary.mergedKeys(old, new), "\(old) \(new)")
                #expect(placesAgree, "\(old) \(new)")
                checked += 1
            }
        }
        #expect(checked == 206 * 206)
    }

    /// The names the summary writes from literals are the values' raw values, case by case (`Placement` and
    /// `ButtonKind` list no cases of their own, so theirs are named here).
    @Test func literalNamesAreRawValues() {
        func written(_ name: StaticString) -> String { TextBytes.text { $0.append(literal: name) } }
        for column in Column.allCases { #expect(written(column.literalName) == column.rawValue) }
        for mode in DisplayMode.allCases { #expect(written(mode.literalName) == mode.rawValue) }
        for icon in ButtonIcon.allCases { #expect(written(icon.literalName) == icon.rawValue) }
        let placements = ["tiled", "overlaid", "displaced", "offscreen", "collapsedTop", "covered", "sheet", "absent"]
        for raw in placements {
            let placement = Placement(rawValue: raw)
            #expect(placement.map { written($0.literalName) } == raw)
        }
        for raw in ["displayModeButton", "secondaryOnlyButton", "back"] {
            let kind = ButtonKind(rawValue: raw)
            #expect(kind.map { written($0.literalName) } == raw)
        }
    }

    @Test func numbersAreWrittenAsNumberFormatWritesThem() {
        for value in [0, -0.0, 1, -1, 0.25, -0.25, 320.5, -330.75, 1180.5, 999_999.75, 1_000_001, 4e6, 1e15, 0.1, 1e-10, 2.0000000001,
                      .nan, .infinity, -.infinity, 123.456] {
            let text = TextBytes.text(room: 1) { text in
                text.append("x")
                text.append(number: value)
            }
            #expect(text == "x" + NumberFormat.format(value), "\(value)")
        }
    }

    /// Every quarter up to a thousand and some, either side of zero, and quarters all the way out to where the digit
    /// writer stops (4e6 quarters), with each count of digits at its ends: written as `NumberFormat` writes them.
    @Test func quarterNumbersAreWrittenAsNumberFormatWritesThem() {
        var values = (-4100...4100).map { Double($0) / 4 }
        values += stride(from: -3_999_999, through: 3_999_999, by: 997).map { Double($0) / 4 }
        for power in [1.0, 10, 100, 1000, 10_000, 100_000, 1_000_000] {
            values += [power - 1, power - 0.25, power, power + 0.25, power + 1].flatMap { [$0, -$0] }
        }
        for value in values {
            let text = TextBytes.text(room: 4) { $0.append(number: value) }
            #expect(text == NumberFormat.format(value), "\(value)")
        }
    }
}
