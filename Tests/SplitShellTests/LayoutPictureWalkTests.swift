import SplitModel
import Testing
import TestSupport
@testable import SplitShell

/// A seeded random walk through the command table's examples and odd window sizes, drawing `layout` at a random width
/// after every step: the picture never traps, never runs past its width, and keeps to ASCII when told.
@Suite struct LayoutPictureWalkTests {
    static let lines: [String] = CommandTable.all.filter { $0.group != .session && $0.group != .inspection }.flatMap(\.examples)
        + ["width 1", "width 3.5", "width 320", "width 700", "width 2000", "width 100000", "os 18", "os 26", "show inspector",
           "setStyle tripleColumn", "setPreferredDisplayMode twoDisplaceSecondary", "setPreferredSplitBehavior displace",
           "setMinimumPrimaryColumnWidth 900", "setMinimumSupplementaryColumnWidth 900", "device \"iPhone 16 Pro\"", "rotate"]

    @Test(arguments: [UInt64(1), 7, 2024])
    func walk(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var session = Session()
        for step in 0..<400 {
            let line = random.pick(Self.lines)
            _ = session.execute(line)
            let width = random.int(in: 1...160)
            let unicode = random.chance(0.5)
            let picture = LayoutPicture.render(state: session.state, width: width, unicode: unicode)
            let bad = picture.first { $0.count > width || (!unicode && !$0.utf8.allSatisfy { $0 < 0x80 }) }
            #expect(bad == nil, "seed \(seed), step \(step) ('\(line)'), width \(width): \(bad ?? "")")
            if bad != nil { return }
        }
    }
}
