/// The device presets of ENV-1, and lookup by name.
///
/// One entry per model in section 2 of `reference/sizes-and-defaults.md` ("Screen sizes in
/// points"), grouped by the table row that gives its size. Rows are ordered by their oldest
/// model, models inside a row oldest to newest. Models whose screens are @1x (original iPad,
/// iPad 2, original iPad mini) are left out: the table's rows are @2x and @3x only.
public enum DeviceCatalog {
    /// Every preset, iPhones first then iPads, each group oldest to newest.
    public static let all: [Device] = phones + pads

    /// The start-up device (ENV-8): "iPad (A16)".
    public static var startup: Device {
        guard case .found(let device) = lookup("iPad (A16)") else {
            preconditionFailure("the catalog lost its start-up device")
        }
        return device
    }

    /// Finds a device: case-insensitive; an exact name wins, otherwise a unique prefix.
    public static func lookup(_ name: String) -> DeviceLookup {
        // Every name is a prefix of itself, so an empty name would match the whole catalog.
        guard !name.allSatisfy(\.isWhitespace) else { return .unknown }
        let key = name.lowercased()
        if let exact = all.first(where: { $0.name.lowercased() == key }) {
            return .found(exact)
        }
        let candidates = all.filter { $0.name.lowercased().hasPrefix(key) }
        switch candidates.count {
        case 0: return .unknown
        case 1: return .found(candidates[0])
        default: return .ambiguous(candidates.map(\.name))
        }
    }

    /// Every preset whose name starts with the text, any case, in catalog order (`survey`); none for blank text.
    public static func devices(withPrefix prefix: String) -> [Device] {
        guard !prefix.allSatisfy(\.isWhitespace) else { return [] }
        let key = prefix.lowercased()
        return all.filter { $0.name.lowercased().hasPrefix(key) }
    }

    /// The names' leading words, each run of them once (`iPad`, `iPad Pro`, `iPad Pro 11-inch`, ...), shortest first:
    /// what a mistyped prefix is likely to have meant.
    public static var namePrefixes: [String] {
        var seen = Set<String>()
        var prefixes: [String] = []
        for device in all {
            let words = device.name.split(separator: " ")
            for count in 1...words.count {
                let prefix = words.prefix(count).joined(separator: " ")
                if seen.insert(prefix).inserted { prefixes.append(prefix) }
            }
        }
        return prefixes.enumerated().sorted { ($0.element.count, $0.offset) < ($1.element.count, $1.offset) }.map(\.element)
    }

    private static let phones: [Device] = [
        // 320 x 568 @2x: iPhone SE 4" / iPod touch 5+
        phone("iPod touch (5th generation)", 320, 568, scale: 2),
        phone("iPod touch (6th generation)", 320, 568, scale: 2),
        phone("iPhone SE (1st generation)", 320, 568, scale: 2),
        phone("iPod touch (7th generation)", 320, 568, scale: 2),
        // 375 x 667 @2x: iPhone 6/6s/7/8, SE 4.7" (2nd/3rd gen)
        phone("iPhone 6", 375, 667, scale: 2),
        phone("iPhone 6s", 375, 667, scale: 2),
        phone("iPhone 7", 375, 667, scale: 2),
        phone("iPhone 8", 375, 667, scale: 2),
        phone("iPhone SE (2nd generation)", 375, 667, scale: 2),
        phone("iPhone SE (3rd generation)", 375, 667, scale: 2),
        // 414 x 736 @3x: iPhone 6/6s/7/8 Plus
        phone("iPhone 6 Plus", 414, 736, scale: 3),
        phone("iPhone 6s Plus", 414, 736, scale: 3),
        phone("iPhone 7 Plus", 414, 736, scale: 3),
        phone("iPhone 8 Plus", 414, 736, scale: 3),
        // 375 x 812 @3x: iPhone X, XS, 11 Pro, 12 mini, 13 mini
        phone("iPhone X", 375, 812, scale: 3),
        phone("iPhone XS", 375, 812, scale: 3),
        phone("iPhone 11 Pro", 375, 812, scale: 3),
        phone("iPhone 12 mini", 375, 812, scale: 3),
        phone("iPhone 13 mini", 375, 812, scale: 3),
        // 414 x 896: iPhone XR, 11 (@2x); XS Max, 11 Pro Max (@3x)
        phone("iPhone XS Max", 414, 896, scale: 3),
        phone("iPhone XR", 414, 896, scale: 2),
        phone("iPhone 11", 414, 896, scale: 2),
        phone("iPhone 11 Pro Max", 414, 896, scale: 3),
        // 390 x 844 @3x: iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e
        phone("iPhone 12", 390, 844, scale: 3),
        phone("iPhone 12 Pro", 390, 844, scale: 3),
        phone("iPhone 13", 390, 844, scale: 3),
        phone("iPhone 13 Pro", 390, 844, scale: 3),
        phone("iPhone 14", 390, 844, scale: 3),
        phone("iPhone 16e", 390, 844, scale: 3),
        // 428 x 926 @3x: iPhone 12 Pro Max, 13 Pro Max, 14 Plus
        phone("iPhone 12 Pro Max", 428, 926, scale: 3),
        phone("iPhone 13 Pro Max", 428, 926, scale: 3),
        phone("iPhone 14 Plus", 428, 926, scale: 3),
        // 393 x 852 @3x: iPhone 14 Pro, 15, 15 Pro, 16
        phone("iPhone 14 Pro", 393, 852, scale: 3),
        phone("iPhone 15", 393, 852, scale: 3),
        phone("iPhone 15 Pro", 393, 852, scale: 3),
        phone("iPhone 16", 393, 852, scale: 3),
        // 430 x 932 @3x: iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus
        phone("iPhone 14 Pro Max", 430, 932, scale: 3),
        phone("iPhone 15 Plus", 430, 932, scale: 3),
        phone("iPhone 15 Pro Max", 430, 932, scale: 3),
        phone("iPhone 16 Plus", 430, 932, scale: 3),
        // 402 x 874 @3x: iPhone 16 Pro, 17, 17 Pro
        phone("iPhone 16 Pro", 402, 874, scale: 3),
        phone("iPhone 17", 402, 874, scale: 3),
        phone("iPhone 17 Pro", 402, 874, scale: 3),
        // 440 x 956 @3x: iPhone 16 Pro Max, 17 Pro Max
        phone("iPhone 16 Pro Max", 440, 956, scale: 3),
        phone("iPhone 17 Pro Max", 440, 956, scale: 3),
        // 420 x 912 @3x: iPhone Air
        phone("iPhone Air", 420, 912, scale: 3),
    ]

    private static let pads: [Device] = [
        // 768 x 1024 @2x: iPad mini 7.9", iPad 9.7", Air 9.7", Pro 9.7"
        pad("iPad (3rd generation)", 768, 1024),
        pad("iPad (4th generation)", 768, 1024),
        pad("iPad Air", 768, 1024),
        pad("iPad mini 2", 768, 1024),
        pad("iPad Air 2", 768, 1024),
        pad("iPad mini 3", 768, 1024),
        pad("iPad mini 4", 768, 1024),
        pad("iPad Pro 9.7-inch", 768, 1024),
        pad("iPad (5th generation)", 768, 1024),
        pad("iPad (6th generation)", 768, 1024),
        pad("iPad mini (5th generation)", 768, 1024),
        // 1024 x 1366 @2x: iPad Pro 12.9" (all gens), iPad Air 13"
        pad("iPad Pro 12.9-inch", 1024, 1366, narrowPane: 375),
        pad("iPad Pro 12.9-inch (2nd generation)", 1024, 1366, narrowPane: 375),
        pad("iPad Pro 12.9-inch (3rd generation)", 1024, 1366, narrowPane: 375),
        pad("iPad Pro 12.9-inch (4th generation)", 1024, 1366, narrowPane: 375),
        pad("iPad Pro 12.9-inch (5th generation)", 1024, 1366, narrowPane: 375),
        pad("iPad Pro 12.9-inch (6th generation)", 1024, 1366, narrowPane: 375),
        pad("iPad Air 13-inch", 1024, 1366, narrowPane: 375),
        // 834 x 1112 @2x: iPad Pro 10.5"
        pad("iPad Pro 10.5-inch", 834, 1112),
        // 834 x 1194 @2x: iPad Pro 11" (gen 1-4)
        pad("iPad Pro 11-inch", 834, 1194),
        pad("iPad Pro 11-inch (2nd generation)", 834, 1194),
        pad("iPad Pro 11-inch (3rd generation)", 834, 1194),
        pad("iPad Pro 11-inch (4th generation)", 834, 1194),
        // 834 x 1112 @2x: iPad Air 10.5"
        pad("iPad Air (3rd generation)", 834, 1112),
        // 810 x 1080 @2x: iPad 10.2"
        pad("iPad (7th generation)", 810, 1080),
        pad("iPad (8th generation)", 810, 1080),
        pad("iPad (9th generation)", 810, 1080),
        // 820 x 1180 @2x: iPad Air 10.9" / 11", iPad 10.9" / 11" (A16)
        pad("iPad Air (4th generation)", 820, 1180),
        pad("iPad Air (5th generation)", 820, 1180),
        pad("iPad (10th generation)", 820, 1180),
        pad("iPad Air 11-inch", 820, 1180),
        pad("iPad (A16)", 820, 1180),
        // 744 x 1133 @2x: iPad mini 8.3" (6th gen and later)
        pad("iPad mini (6th generation)", 744, 1133, narrowPane: 375),
        pad("iPad mini (A17 Pro)", 744, 1133, narrowPane: 375),
        // 834 x 1210 @2x: iPad Pro 11" (M4); the M5 has the same size and answers to the same preset
        pad("iPad Pro 11-inch (M4)", 834, 1210),
        // 1032 x 1376 @2x: iPad Pro 13" (M4); the M5 has the same size and answers to the same preset
        pad("iPad Pro 13-inch (M4)", 1032, 1376, narrowPane: 375),
    ]

    private static func phone(_ name: String, _ width: Points, _ height: Points, scale: Double) -> Device {
        Device(name: name, idiom: .phone, portraitWidth: width, portraitHeight: height, scale: scale)
    }

    private static func pad(_ name: String, _ width: Points, _ height: Points, narrowPane: Points = 320) -> Device {
        Device(name: name, idiom: .pad, portraitWidth: width, portraitHeight: height, scale: 2, narrowPane: narrowPane)
    }
}

/// The result of looking a device up by name.
public enum DeviceLookup: Sendable, Equatable {
    /// The exact name, or the only name the text is a prefix of.
    case found(Device)
    /// A prefix of several names: the candidates' canonical names, in catalog order.
    case ambiguous([String])
    /// No name matches, or the name is empty.
    case unknown
}
