@testable import SplitModel

/// The splitframesprobe scenes as splitnav commands (STEPS.md §1.6 and §4).
enum FramesProbeScenes {
    typealias Step = (label: String, commands: [Command])

    static func plain(_ name: String) -> ViewController { .plain(name) }
    static func width(_ kind: WidthKind, _ column: Column, _ value: Double?) -> Command {
        .setWidth(WidthProperty(kind, of: column), value.map(WidthValue.value) ?? .automatic)
    }
    static func mode(_ mode: DisplayMode) -> Command { .setPreferredDisplayMode(mode) }

    /// Commands that build a scene's split before it appears, then `relaunch` as its first appearance.
    static func setup(_ scene: String) -> [Command] {
        switch scene {
        case "double", "transition.double":
            return [.setStyle(.doubleColumn), .setViewController(plain("A"), for: .primary),
                    .setViewController(plain("B"), for: .secondary), .relaunch]
        case "transition.legacy", "transition.legacy.onto":
            let onto = scene.hasSuffix("onto")
            return [.setStyle(.unspecified), .setViewControllers([.navigation([plain("A")]), .navigation([plain("B")])]),
                    .setDelegateAnswer(.collapseSecondary(onto)),
                    .setDelegateAnswer(.separateSecondary(onto ? .controller(plain("NewSep")) : AnswerController.none)),
                    .setDelegateAnswer(.showDetail(false)), .relaunch]
        default:
            var commands: [Command] = [.setStyle(.tripleColumn), .setViewController(plain("A"), for: .primary),
                                       .setViewController(plain("S"), for: .supplementary),
                                       .setViewController(plain("B"), for: .secondary)]
            if scene == "transition.triple.compactC" { commands.append(.setViewController(plain("C"), for: .compact)) }
            if scene == "transition.triple.topPrimary" { commands.append(.setDelegateAnswer(.topColumnForCollapsing(.primary))) }
            return commands + [.relaunch]
        }
    }

    static func steps(_ scene: String) -> [Step] {
        switch scene {
        case "double": return double
        case "triple": return triple
        case "transition.legacy", "transition.legacy.onto":
            return [("mounted", []), ("override.compact", [.sizeClass(.compact)]),
                    ("showDetail(D)", [.showDetailViewController(plain("D"), sender: .split)]),
                    ("override.regular", [.sizeClass(.regular)]),
                    ("showDetail(E)", [.showDetailViewController(plain("E"), sender: .split)])]
        case "transition.double":
            return [("mounted", []), ("override.compact", [.sizeClass(.compact)]), ("showSecondary", [.show(.secondary)]),
                    ("showDetail(D)", [.showDetailViewController(plain("D"), sender: .split)]),
                    ("show(E)", [.showViewController(plain("E"), sender: .split)]),
                    ("showPrimary", [.show(.primary)]), ("override.regular", [.sizeClass(.regular)])]
        default:
            return [("mounted", []), ("override.compact", [.sizeClass(.compact)]), ("override.regular", [.sizeClass(.regular)]),
                    ("showSecondary", [.show(.secondary)]), ("override.compact.2", [.sizeClass(.compact)]),
                    ("override.regular.2", [.sizeClass(.regular)])]
        }
    }

    static let double: [Step] = [
        ("mounted", []),
        ("mode1", [mode(.secondaryOnly)]), ("mode2", [mode(.oneBesideSecondary)]), ("mode3", [mode(.oneOverSecondary)]),
        ("beside.bgNone", [mode(.oneBesideSecondary), .setPrimaryBackgroundStyle(.none)]),
        ("beside.bgSidebar", [.setPrimaryBackgroundStyle(.sidebar)]),
        ("fraction0.3", [width(.fraction, .primary, 0.3)]),
        ("fraction0.5", [width(.fraction, .primary, 0.5)]),
        ("fraction0.5.max300", [width(.maximum, .primary, 300)]),
        ("wp.pref320.min375.max400", [width(.maximum, .primary, nil), width(.fraction, .primary, nil), width(.preferred, .primary, 320),
                                      width(.minimum, .primary, 375), width(.maximum, .primary, 400)]),
        ("reset.secondaryOnlyButton", [width(.preferred, .primary, nil), width(.minimum, .primary, nil), width(.maximum, .primary, nil),
                                       .setShowsSecondaryOnlyButton(true)]),
        ("hidePrimary", [.hide(.primary)]), ("showPrimary", [.show(.primary)]),
        ("showSecondary", [.show(.secondary)]), ("hideSecondary", [.hide(.secondary)]),
        ("showDetail(D)", [.showDetailViewController(plain("D"), sender: .split)]),
        ("show(E)", [.showViewController(plain("E"), sender: .split)]),
        ("setSecondary(F)", [.setViewController(plain("F"), for: .secondary)]),
        ("setSecondary(nil)", [.setViewController(nil, for: .secondary)]),
    ]

    static let triple: [Step] = [
        ("mounted", []),
        ("mode1", [mode(.secondaryOnly)]), ("mode2", [mode(.oneBesideSecondary)]), ("mode3", [mode(.oneOverSecondary)]),
        ("mode4", [mode(.twoBesideSecondary)]), ("mode5", [mode(.twoOverSecondary)]), ("mode6", [mode(.twoDisplaceSecondary)]),
        ("twoBeside.bgNone", [mode(.twoBesideSecondary), .setPrimaryBackgroundStyle(.none)]),
        ("twoBeside.bgSidebar", [.setPrimaryBackgroundStyle(.sidebar)]),
        ("wp.supp320", [width(.preferred, .supplementary, 320)]),
        ("wp.supp320.tile", [.setPreferredSplitBehavior(.tile)]),
        ("wp.suppAuto.automatic", [width(.preferred, .supplementary, nil), .setPreferredSplitBehavior(.automatic)]),
        ("nnw.widths", [width(.minimum, .primary, 300), width(.maximum, .primary, 500), width(.minimum, .supplementary, 280),
                        width(.maximum, .supplementary, 440), width(.preferred, .supplementary, 320), width(.preferred, .primary, 300),
                        .setPreferredSplitBehavior(.tile), .setShowsSecondaryOnlyButton(true), mode(.twoBesideSecondary)]),
        ("nnw.oneBeside", [mode(.oneBesideSecondary)]), ("nnw.secondaryOnly", [mode(.secondaryOnly)]),
        ("nnw.showSupplementary", [.show(.supplementary)]), ("nnw.showPrimary", [.show(.primary)]),
        ("nnw.hidePrimary", [.hide(.primary)]), ("nnw.hideSupplementary", [.hide(.supplementary)]),
        ("nnw.showSecondary", [.show(.secondary)]),
        ("reset.primFraction0.3", [width(.minimum, .primary, nil), width(.maximum, .primary, nil), width(.minimum, .supplementary, nil),
                                   width(.maximum, .supplementary, nil), width(.preferred, .supplementary, nil), width(.preferred, .primary, nil),
                                   .setPreferredSplitBehavior(.automatic), mode(.twoBesideSecondary), width(.fraction, .primary, 0.3)]),
        ("suppFraction0.5", [width(.fraction, .primary, nil), width(.fraction, .supplementary, 0.5)]),
        ("suppFraction0.5.oneBeside", [mode(.oneBesideSecondary)]),
        ("showDetail(D)", [width(.fraction, .supplementary, nil), mode(.twoBesideSecondary),
                           .showDetailViewController(plain("D"), sender: .split)]),
        ("show(E)", [.showViewController(plain("E"), sender: .split)]),
    ]
}
