import SplitModel
import Testing
@testable import SplitShell

/// A seeded random walk through the command table's examples and odd window sizes, drawing `layout` at a random width
/// after every step: the picture never traps, never runs past its width, and keeps to ASCII when told.
@Suite struct LayoutPictureWalkTests {
    /// SplitMix64: a small generator whose walks replay from their seed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let lines: [String] = CommandTable.all.filter { $0.group != .session && $0.group != .inspection }.flatMap(\.examples)
        + ["width 1", "width 3.5", "width 320", "width 700", "width 2000", "width 100000", "os 18", "os 26", "show inspector",
           "setStyle tripleColumn", "setPreferredDisplayMode twoDisplaceSecondary", "setPreferredSplitBehavior displace",
           "setMinimumPrimaryColumnWidth 900", "setMinimumSupplementaryColumnWidth 900", "device \"iPhone 16 Pro\"", "rotate"]

    @Test(arguments: [UInt64(1), 7, 2024])
    func walk(seed: UInt64) {
        var random = Generator(state: seed)
        var session = Session()
        for step in 0..<400 {
            let line = Self.lines.randomElement(using: &random)!
            _ = session.run(line)
            let width = Int.random(in: 1...160, using: &random)
            let unicode = Bool.random(using: &random)
            let picture = LayoutPicture.render(state: session.state, width: width, unicode: unicode)
            let bad = picture.first { $0.count > width || (!unicode && !$0.utf8.allSatisfy { $0 < 0x80 }) }
            #expect(bad == nil, "seed \(seed), step \(step) ('\(line)'), width \(width): \(bad ?? "")")
            if bad != nil { return }
        }
    }
}
