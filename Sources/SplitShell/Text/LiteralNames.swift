import SplitModel

// The names of the values a change summary writes most, as literals that `TextBytes.append(literal:)` copies from
// where they lie (a `rawValue` is made into a `String` and its bytes copied out first). Each is its raw value: a debug
// build (every test and transcript run) checks it wherever it is read, and a test checks every case.

extension Placement {
    var literalName: StaticString {
        let name: StaticString = switch self {
        case .tiled: "tiled"
        case .overlaid: "overlaid"
        case .displaced: "displaced"
        case .offscreen: "offscreen"
        case .collapsedTop: "collapsedTop"
        case .covered: "covered"
        case .sheet: "sheet"
        case .absent: "absent"
        }
        assert(name.description == rawValue, "\(self) is written as \(name)")
        return name
    }
}

extension Column {
    var literalName: StaticString {
        let name: StaticString = switch self {
        case .primary: "primary"
        case .supplementary: "supplementary"
        case .secondary: "secondary"
        case .compact: "compact"
        case .inspector: "inspector"
        }
        assert(name.description == rawValue, "\(self) is written as \(name)")
        return name
    }
}

extension DisplayMode {
    var literalName: StaticString {
        let name: StaticString = switch self {
        case .automatic: "automatic"
        case .secondaryOnly: "secondaryOnly"
        case .oneBesideSecondary: "oneBesideSecondary"
        case .oneOverSecondary: "oneOverSecondary"
        case .twoBesideSecondary: "twoBesideSecondary"
        case .twoOverSecondary: "twoOverSecondary"
        case .twoDisplaceSecondary: "twoDisplaceSecondary"
        }
        assert(name.description == rawValue, "\(self) is written as \(name)")
        return name
    }
}

extension ButtonKind {
    var literalName: StaticString {
        let name: StaticString = switch self {
        case .displayModeButton: "displayModeButton"
        case .secondaryOnlyButton: "secondaryOnlyButton"
        case .back: "back"
        }
        assert(name.description == rawValue, "\(self) is written as \(name)")
        return name
    }
}

extension ButtonIcon {
    var literalName: StaticString {
        let name: StaticString = switch self {
        case .sidebarToggle: "sidebarToggle"
        case .backChevron: "backChevron"
        case .doubleArrow: "doubleArrow"
        case .fullScreenArrows: "fullScreenArrows"
        }
        assert(name.description == rawValue, "\(self) is written as \(name)")
        return name
    }
}
