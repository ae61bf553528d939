import Testing
@testable import SplitModel

@Suite struct DeviceCatalogTests {
    /// A preset as `reference/sizes-and-defaults.md` section 2 gives it.
    struct Preset: Sendable, CustomTestStringConvertible {
        let name: String
        let idiom: Idiom
        let width: Points
        let height: Points
        let scale: Double
        let narrowPane: Points
        var testDescription: String { name }

        init(_ name: String, _ idiom: Idiom, _ width: Points, _ height: Points, _ scale: Double, narrow: Points = 320) {
            self.name = name
            self.idiom = idiom
            self.width = width
            self.height = height
            self.scale = scale
            self.narrowPane = narrow
        }
    }

    static let presets: [Preset] = [
        Preset("iPod touch (7th generation)", .phone, 320, 568, 2),
        Preset("iPhone SE (1st generation)", .phone, 320, 568, 2),
        Preset("iPhone SE (3rd generation)", .phone, 375, 667, 2),
        Preset("iPhone 8 Plus", .phone, 414, 736, 3),
        Preset("iPhone 13 mini", .phone, 375, 812, 3),
        Preset("iPhone 11", .phone, 414, 896, 2),
        Preset("iPhone XS Max", .phone, 414, 896, 3),
        Preset("iPhone 16e", .phone, 390, 844, 3),
        Preset("iPhone 14 Plus", .phone, 428, 926, 3),
        Preset("iPhone 16", .phone, 393, 852, 3),
        Preset("iPhone 16 Plus", .phone, 430, 932, 3),
        Preset("iPhone 17", .phone, 402, 874, 3),
        Preset("iPhone 16 Pro Max", .phone, 440, 956, 3),
        Preset("iPhone Air", .phone, 420, 912, 3),
        Preset("iPad mini (5th generation)", .pad, 768, 1024, 2),
        Preset("iPad mini (A17 Pro)", .pad, 744, 1133, 2, narrow: 375),
        Preset("iPad (9th generation)", .pad, 810, 1080, 2),
        Preset("iPad Air (3rd generation)", .pad, 834, 1112, 2),
        Preset("iPad (A16)", .pad, 820, 1180, 2),
        Preset("iPad Air 11-inch", .pad, 820, 1180, 2),
        Preset("iPad Pro 11-inch (4th generation)", .pad, 834, 1194, 2),
        Preset("iPad Pro 11-inch (M4)", .pad, 834, 1210, 2),
        Preset("iPad Pro 12.9-inch", .pad, 1024, 1366, 2, narrow: 375),
        Preset("iPad Air 13-inch", .pad, 1024, 1366, 2, narrow: 375),
        Preset("iPad Pro 13-inch (M4)", .pad, 1032, 1376, 2, narrow: 375),
    ]

    @Test(arguments: presets)
    func presetMatchesReferenceTable(_ expected: Preset) throws {
        let device = try #require(DeviceCatalog.all.first { $0.name == expected.name })
        #expect(device.idiom == expected.idiom)
        #expect(device.portraitWidth == expected.width)
        #expect(device.portraitHeight == expected.height)
        #expect(device.scale == expected.scale)
        #expect(device.narrowPane == expected.narrowPane)
    }

    @Test func namesAreUniqueIgnoringCase() {
        let names = DeviceCatalog.all.map { $0.name.lowercased() }
        #expect(Set(names).count == names.count)
    }

    @Test func everyNameFindsItsOwnDevice() {
        for device in DeviceCatalog.all {
            #expect(DeviceCatalog.lookup(device.name) == .found(device), "\(device.name)")
        }
    }

    @Test func everyDeviceHasAPlausiblePortraitSize() {
        for device in DeviceCatalog.all {
            #expect(device.portraitWidth > 0 && device.portraitHeight > 0, "\(device.name)")
            #expect(device.portraitWidth < device.portraitHeight, "\(device.name)")
            #expect(device.scale == 2 || device.scale == 3, "\(device.name)")
        }
    }

    @Test func iPhonesComeFirstThenIPads() throws {
        let idioms = DeviceCatalog.all.map(\.idiom)
        let firstPad = try #require(idioms.firstIndex(of: .pad))
        #expect(firstPad > 0)
        #expect(idioms[..<firstPad].allSatisfy { $0 == .phone })
        #expect(idioms[firstPad...].allSatisfy { $0 == .pad })
        #expect(DeviceCatalog.all.allSatisfy { ($0.idiom == .pad) == $0.name.hasPrefix("iPad") })
    }

    /// ENV-4: 375 on the 12.9-inch / 13-inch class and the 8.3-inch mini, 320 everywhere else.
    @Test func narrowPaneFollowsScreenClass() {
        let wideNarrowPane: Set<[Points]> = [[1024, 1366], [1032, 1376], [744, 1133]]
        for device in DeviceCatalog.all {
            let large = device.idiom == .pad && wideNarrowPane.contains([device.portraitWidth, device.portraitHeight])
            #expect(device.narrowPane == (large ? 375 : 320), "\(device.name)")
        }
    }

    @Test func startupIsIPadA16() {
        let startup = DeviceCatalog.startup
        #expect(startup.name == "iPad (A16)")
        #expect(startup.idiom == .pad)
        #expect([startup.portraitWidth, startup.portraitHeight, startup.scale] == [820, 1180, 2])
    }

    @Test func exactNameBeatsLongerNames() {
        #expect(found("iPhone 16") == "iPhone 16")
        #expect(found("iPhone X") == "iPhone X")
        #expect(found("iPad Pro 12.9-inch") == "iPad Pro 12.9-inch")
    }

    @Test func lookupIgnoresCase() {
        #expect(found("ipad (a16)") == "iPad (A16)")
        #expect(found("IPHONE SE (3RD GENERATION)") == "iPhone SE (3rd generation)")
        #expect(found("iphone 16 pro m") == "iPhone 16 Pro Max")
    }

    @Test func uniquePrefixFindsTheDevice() {
        #expect(found("iPhone A") == "iPhone Air")
        #expect(found("iPad mini (A17") == "iPad mini (A17 Pro)")
        #expect(found("iPad Air 13") == "iPad Air 13-inch")
        #expect(found("iPad Pro 13-inch") == "iPad Pro 13-inch (M4)")
        #expect(found("iPod touch (7") == "iPod touch (7th generation)")
    }

    @Test func ambiguousPrefixListsCandidatesInCatalogOrder() {
        #expect(DeviceCatalog.lookup("iPad mini (") == .ambiguous([
            "iPad mini (5th generation)", "iPad mini (6th generation)", "iPad mini (A17 Pro)",
        ]))
        #expect(DeviceCatalog.lookup("ipad pro 1") == .ambiguous(DeviceCatalog.all.map(\.name).filter { $0.hasPrefix("iPad Pro 1") }))

        guard case .ambiguous(let names) = DeviceCatalog.lookup("iPhone 1") else {
            Issue.record("iPhone 1 should be ambiguous")
            return
        }
        #expect(Array(names.prefix(3)) == ["iPhone 11 Pro", "iPhone 12 mini", "iPhone 13 mini"])
        #expect(names.last == "iPhone 17 Pro Max")
        #expect(names.allSatisfy { $0.hasPrefix("iPhone 1") })
        #expect(!names.contains("iPhone X"))
        let catalogOrder = DeviceCatalog.all.map(\.name).filter(names.contains)
        #expect(names == catalogOrder)
    }

    @Test(arguments: ["iPhone 99", "Pixel 9", "iPad Pro 14", "iPhone 16 Pro Max Ultra"])
    func unknownName(_ name: String) {
        #expect(DeviceCatalog.lookup(name) == .unknown)
    }

    @Test(arguments: ["", " ", "  \t"])
    func emptyNameIsUnknown(_ name: String) {
        #expect(DeviceCatalog.lookup(name) == .unknown)
    }

    private func found(_ name: String) -> String? {
        guard case .found(let device) = DeviceCatalog.lookup(name) else { return nil }
        return device.name
    }
}
