@testable import SplitModel
import Testing
@testable import SplitShell

@Suite struct SweepTests {
    static func sweep(_ setup: [String], _ side: WindowSide, _ from: Double, _ to: Double, step: Double? = nil) -> SweepResult {
        let state = SessionTests.session(setup).state
        do throws(ShellError) {
            return try SweepText.run(side, from: from, to: to, step: step, on: state)
        } catch {
            preconditionFailure("sweep refused: \(error)")
        }
    }

    static func starts(_ result: SweepResult) -> [Double] { result.ranges.map(\.start) }

    @Test func tripleColumnBoundariesAreExact() {
        let result = Self.sweep(["setStyle tripleColumn"], .width, 320, 1400)
        #expect(Self.starts(result) == [320, 678, 954.25])
        #expect(result.ranges.map(\.key.displayMode) == [.oneBesideSecondary, .oneBesideSecondary, .twoBesideSecondary])
        #expect(result.ranges.map(\.key.isCollapsed) == [true, false, false])
        #expect(result.ranges[1].rules.starts(with: [.env3, .col1]))
        #expect(result.ranges[2].rules == [.mode3, .wid3])
    }

    @Test func theTextShowsRangesAndBoundaries() {
        var session = SessionTests.session(["setStyle tripleColumn"])
        let lines = session.execute("sweep width 320 1400").texts()
        #expect(lines.count == 6)
        #expect(lines[0].hasPrefix("width "))
        #expect(lines[1].hasPrefix("320 ..< 678 "))
        #expect(lines[2].hasPrefix("678 ..< 954.25 "))
        #expect(lines[3].hasPrefix("954.25 ... 1400 "))
        #expect(lines[4].hasPrefix("at 678: size class compact -> regular, collapsed -> expanded"))
        #expect(lines[5].hasPrefix("at 954.25: displayMode oneBesideSecondary -> twoBesideSecondary"))
        #expect(lines[5].contains("needed 954.5, available 954.5"))
    }

    struct Between: Sendable, CustomTestStringConvertible {
        let name: String
        let setup: [String]
        let side: WindowSide
        let from: Double, to: Double, step: Double
        let starts: [Double]
        var testDescription: String { name }
    }

    static let betweenSteps: [Between] = [
        Between(name: "step 100 finds 678 and 954.25", setup: ["setStyle tripleColumn"], side: .width, from: 320, to: 1400, step: 100,
                starts: [320, 678, 954.25]),
        Between(name: "step 7.3 from an odd start", setup: ["setStyle tripleColumn"], side: .width, from: 300.1, to: 1000, step: 7.3,
                starts: [300.1, 678, 954.25]),
        // 463.75 rounds up to 464 at @2x, the secondary minimum (ENV-5, MODE-4).
        Between(name: "doubleColumn held regular: one sidebar from 463.75", setup: ["sizeClass regular"], side: .width, from: 100,
                to: 1000, step: 100, starts: [100, 463.75]),
        Between(name: "background none moves the fit", setup: ["setStyle tripleColumn", "setPrimaryBackgroundStyle none"], side: .width,
                from: 700, to: 1200, step: 50, starts: [700, 944.75]),
        Between(name: "iPad @2x sizes round at the half pixel", setup: ["setStyle tripleColumn", "setMinimumPrimaryColumnWidth 250"],
                side: .width, from: 900, to: 1100, step: 25, starts: [900, 964.25]),
    ]

    @Test(arguments: betweenSteps)
    func boundariesBetweenStepsAreFound(_ row: Between) {
        let result = Self.sweep(row.setup, row.side, row.from, row.to, step: row.step)
        #expect(Self.starts(result) == row.starts)
    }

    @Test func aSweepMatchesEverySample() {
        // The ranges a coarse sweep finds are those of a sweep that samples every quarter point.
        for style in ["unspecified", "doubleColumn", "tripleColumn"] {
            let coarse = Self.sweep(["setStyle \(style)"], .width, 1, 1500, step: 90)
            let fine = Self.sweep(["setStyle \(style)"], .width, 1, 1500, step: 0.25)
            #expect(coarse.ranges == fine.ranges, "\(style)")
        }
    }

    @Test func sharingResultsBetweenEqualWindowsChangesNothing() {
        for setup in [["setStyle tripleColumn"], ["os 18", "setStyle tripleColumn"], ["device \"iPhone 16 Pro\""],
                      ["setStyle unspecified", "os 18"], ["setStyle tripleColumn", "width 820", "setPreferredDisplayMode twoOverSecondary"]] {
            let state = SessionTests.session(setup).state
            for side in WindowSide.allCases {
                let shared = state.sweep(side, from: 300, to: 1400, step: 0.25, memoizing: true)
                let plain = state.sweep(side, from: 300, to: 1400, step: 0.25, memoizing: false)
                #expect(shared == plain, "\(setup) \(side)")
            }
        }
    }

    @Test func heightSweepsFindTheOrientation() {
        // os 18 classic: allVisible in landscape, primaryHidden in portrait (MODE-4c). A square window still counts as
        // landscape (width >= height), so on the half-pixel grid portrait starts a quarter point past the width.
        let result = Self.sweep(["os 18", "setStyle unspecified", "width 1000"], .height, 600, 1400, step: 50)
        #expect(Self.starts(result) == [600, 1000.25])
        #expect(result.ranges.map(\.key.displayMode) == [.oneBesideSecondary, .secondaryOnly])
        let column = Self.sweep(["os 18"], .height, 600, 1400, step: 100)
        #expect(column.ranges.map(\.key.splitBehavior) == [.tile, .overlay])
        #expect(Self.starts(column) == [600, 1180.25])
    }

    @Test func aHeightSweepOfAnIPadKeepsItsLayout() {
        let result = Self.sweep([], .height, 300, 1400, step: 10)
        #expect(result.ranges.count == 1)
        var session = SessionTests.session([])
        #expect(session.execute("sweep height 300 1400 step 10").texts().last?.hasPrefix("300 ... 1400 ") == true)
    }

    @Test func theStateIsUnchanged() {
        var session = SessionTests.session(["setStyle tripleColumn", "width 820", "setPreferredDisplayMode twoOverSecondary"])
        let before = session.state
        let undo = session.undoStack.count
        #expect(session.execute("sweep width 1 2000 step 3").error == nil)
        #expect(session.execute("sweep height 1 2000").error == nil)
        #expect(session.state == before)
        #expect(session.undoStack.count == undo)
    }

    static let refusals: [Case<String, ShellError>] = [
        Case("from above to", "sweep width 1400 320", .invalidSweep(.emptyRange(from: 1400, to: 320))),
        Case("an empty range", "sweep width 800 800", .invalidSweep(.emptyRange(from: 800, to: 800))),
        Case("a zero step", "sweep width 320 1400 step 0", .invalidSweep(.nonPositiveStep(0))),
        Case("a negative step", "sweep height 320 1400 step -5", .invalidSweep(.nonPositiveStep(-5))),
        Case("too many samples", "sweep width 1 100000 step 0.01", .invalidSweep(.tooManySamples(step: 0.01, limit: SweepText.sampleLimit))),
        Case("a side below 1", "sweep width 0 100", .engine(.invalidWindowSide(0))),
        Case("a side above the largest", "sweep width 1 200000", .engine(.invalidWindowSide(200_000))),
        Case("not a side", "sweep depth 1 100", .unknownValue("depth", in: .windowSide, suggestions: [])),
        Case("a missing TO", "sweep width 320", .missingArgument(command: "sweep", argument: "TO")),
        Case("not a number", "sweep width 320 wide", .invalidNumber("wide")),
    ]

    @Test(arguments: refusals)
    func badArgumentsAreRefusedWithOneError(_ row: Case<String, ShellError>) {
        var session = SessionTests.session(["setStyle tripleColumn"])
        let before = session.state
        let response = session.execute(row.input)
        #expect(response.error == row.output)
        #expect(response.lines.isEmpty)
        #expect(session.state == before)
        let message = ErrorFormat.format(response.error ?? .nothingToUndo)
        #expect(!message.message.contains("\n"))
    }

    @Test func jsonCarriesTheRanges() {
        var session = SessionTests.session(["setStyle tripleColumn"])
        let response = session.execute("sweep width 320 1400 step 100")
        let text = JSONDocument.document(line: "sweep width 320 1400 step 100", response: response, location: nil) ?? ""
        #expect(text.contains(#""sweep":{"from":320,"ranges":[{"buttons":["back"]"#))
        #expect(text.contains(#""from":954.25"#))
        #expect(text.contains(#""toIncluded":true"#))
    }

    @Test func sweepIsFastEnoughForAFineStep() {
        let state = SessionTests.session(["setStyle tripleColumn"]).state
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = state.sweep(.width, from: 1, to: 10000, step: 0.25) }
        #expect(elapsed < .seconds(20))
    }
}
