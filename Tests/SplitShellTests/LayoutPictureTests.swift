import SplitModel
import Testing
@testable import SplitShell

@Suite struct LayoutPictureTests {
    /// A named state, reached by running lines in a fresh session.
    struct Scene: Sendable, CustomTestStringConvertible {
        let name: String
        let setup: [String]
        var testDescription: String { name }

        init(_ name: String, _ setup: [String]) {
            self.name = name
            self.setup = setup
        }

        var state: SplitState {
            var session = Session()
            for line in setup {
                let response = session.execute(line)
                precondition(response.error == nil, "\(name): '\(line)' failed: \(String(describing: response.error))")
            }
            return session.state
        }
    }

    static let scenes: [Scene] = [
        Scene("double, tile (floating sidebar)", []),
        Scene("double, tile, os 18", ["os 18"]),
        Scene("double, overlay, os 18", ["os 18", "setPreferredSplitBehavior overlay", "setPreferredDisplayMode oneOverSecondary"]),
        Scene("triple, twoBeside", ["setStyle tripleColumn"]),
        Scene("triple, twoOver (floating)", ["setStyle tripleColumn", "setPreferredDisplayMode twoOverSecondary"]),
        Scene("triple, twoOver, os 18", ["os 18", "setStyle tripleColumn", "setPreferredSplitBehavior overlay",
                                         "setPreferredDisplayMode twoOverSecondary"]),
        Scene("triple, twoDisplace, os 18", ["os 18", "setStyle tripleColumn", "setPreferredSplitBehavior displace",
                                             "setPreferredDisplayMode twoDisplaceSecondary"]),
        Scene("triple, secondaryOnly with its button", ["setStyle tripleColumn", "setPreferredDisplayMode secondaryOnly",
                                                        "setShowsSecondaryOnlyButton true"]),
        Scene("triple, oneOver with an overlaid inspector", ["setStyle tripleColumn", "setPreferredDisplayMode oneOverSecondary",
                                                             "show inspector"]),
        Scene("triple, trailing edge", ["setStyle tripleColumn", "setPrimaryEdge trailing"]),
        Scene("double, tiled inspector", ["show inspector"]),
        Scene("triple, narrow window", ["width 700", "setStyle tripleColumn"]),
        Scene("classic", ["setStyle unspecified"]),
        Scene("no secondary", ["setViewController nil for secondary"]),
        Scene("long and non-ASCII names", ["setViewController nav[Inbox,AVeryLongMessageControllerName] for secondary",
                                          "setViewController Café for primary"]),
        Scene("collapsed, iPhone", ["device \"iPhone 16 Pro\""]),
        Scene("collapsed, inspector sheet", ["device \"iPhone 16 Pro\"", "setViewController nav[Inbox,Message] for secondary",
                                             "show inspector"]),
    ]

    struct Drawing: Sendable, CustomTestStringConvertible {
        let scene: Scene
        let width: Int
        let unicode: Bool
        var testDescription: String { "\(scene.name) at \(width)\(unicode ? "" : ", ASCII")" }
    }

    static let drawings: [Drawing] = scenes.flatMap { scene in
        [24, 40, 80, 132].flatMap { width in [true, false].map { Drawing(scene: scene, width: width, unicode: $0) } }
    }

    /// Invariants of every picture: it fits, it names every column on screen with its width and controller, it lists
    /// every parked column with its x, ASCII mode is ASCII, and the same input draws the same picture.
    @Test(arguments: drawings)
    func structure(_ drawing: Drawing) {
        let state = drawing.scene.state
        let lines = LayoutPicture.render(state: state, width: drawing.width, unicode: drawing.unicode)
        #expect(lines == LayoutPicture.render(state: state, width: drawing.width, unicode: drawing.unicode))
        for line in lines { #expect(line.count <= drawing.width, "too wide: \(line)") }
        if !drawing.unicode { #expect(lines.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }) }
        // Notes may wrap, between words or inside one longer than the line: read the picture without its blanks.
        let squashed = lines.joined().filter { $0 != " " }
        func mentions(_ words: String) -> Bool { squashed.contains(words.filter { $0 != " " }) }
        for column in state.layout.columns where column.isVisible {
            let title = "\(column.column.rawValue)\(column.placement == .sheet ? " sheet" : " \(NumberFormat.format(column.reportedWidth))")"
            #expect(mentions(title), "no label \(title)")
            let controller = column.placement == .collapsedTop ? state.stack(of: .primary).last : state.controllers[column.column]?.visibleLeaf
            if let controller, drawing.unicode { #expect(mentions(controller), "no controller \(controller)") }
        }
        for column in state.layout.columns where column.placement == .offscreen {
            #expect(mentions("\(column.column.rawValue) \(NumberFormat.format(column.reportedWidth)) offscreen at x \(NumberFormat.format(column.frame.x))"))
        }
        for button in state.layout.buttons { #expect(mentions("\(button.kind.rawValue) in the \(button.bar.rawValue) bar")) }
        #expect(lines.first?.hasPrefix("window ") == true)
    }

    @Test(arguments: scenes)
    func dimmedColumnsAreShaded(_ scene: Scene) {
        let state = scene.state
        let dimmed = state.layout.columns.contains { $0.isVisible && $0.isDimmed }
        #expect(LayoutPicture.render(state: state, width: 80, unicode: true).joined().contains("░") == dimmed)
    }

    struct Golden: Sendable, CustomTestStringConvertible {
        let scene: Scene
        let width: Int
        let unicode: Bool
        let lines: [String]
        var testDescription: String { scene.name }
    }

    static func scene(_ name: String) -> Scene { scenes.first { $0.name == name }! }

    static let goldens: [Golden] = [
        Golden(scene: scene("double, tile (floating sidebar)"), width: 80, unicode: true, lines: [
            "window 1180x820, doubleColumn, oneBesideSecondary, tile",
            "0            200           400          600           800          1000     1180",
            "├────────────┼─────────────┼────────────┼─────────────┼────────────┼───────────┤",
            "┌─ secondary 1180 ─────────────────────────────────────────────────────────────┐",
            "│┌─ primary 320 ──────┐ Secondary                                              │",
            "││ [◧] Primary        │                                                        │",
            "││                    │                                                        │",
            "│└────────────────────┘                                                        │",
            "└──────────────────────────────────────────────────────────────────────────────┘",
            "→ inspector 320 offscreen at x 1180.5",
            "[◧] displayModeButton in the primary bar: shows secondaryOnly",
        ]),
        Golden(scene: scene("triple, twoDisplace, os 18"), width: 80, unicode: true, lines: [
            "window 1180x820, tripleColumn, twoDisplaceSecondary, displace",
            "0            200           400          600           800          1000     1180",
            "├────────────┼─────────────┼────────────┼─────────────┼────────────┼───────────┤",
            "┌─ primary 280 ────┬ supplementary 320 ─┬─ secondary 859.5 ─────────────────────",
            "│ Primary          │ Supplementary      │ Secondary ░░░░░░░░░░░░░░░░░░░░░░░░░░░»",
            "│                  │                    │ displaced, dimmed ░░░░░░░░░░░░░░░░░░░»",
            "│                  │                    │░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░»",
            "└──────────────────┴────────────────────┴───────────────────────────────────────",
            "» secondary 859.5 runs past the window's right edge, to x 1460.5",
        ]),
        Golden(scene: scene("triple, oneOver with an overlaid inspector"), width: 60, unicode: false, lines: [
            "window 1180x820, tripleColumn, oneOverSecondary, overlay",
            "0         200       400       600       800       1000  1180",
            "|---------+---------+---------+---------+---------+--------|",
            "+- secondary 1180 -----------------------------------------+",
            "+ supplementa~ -+ Secondary :::::::::::::::+- inspector ---+",
            "| [<] Suppleme~ | dimmed ::::::::::::::::::|               |",
            "| overlaid      |::::::::::::::::::::::::::| overlaid      |",
            "+---------------+::::::::::::::::::::::::::+---------------+",
            "+----------------------------------------------------------+",
            "<- primary 280 offscreen at x -290 (Primary)",
            "supplementary 320: [<] Supplementary, overlaid",
            "inspector 320: overlaid",
            "[<] displayModeButton in the supplementary bar: shows",
            "  twoOverSecondary",
        ]),
        Golden(scene: scene("collapsed, inspector sheet"), width: 60, unicode: false, lines: [
            "window 402x874, doubleColumn, collapsed",
            "0      50      100    150    200     250    300    350   402",
            "|------+-------+------+------+-------+------+------+-------|",
            "+- secondary 402 ------------------------------------------+",
            "| [<] Message                                              |",
            "| stack: Primary > Inbox > Message                         |",
            "|                                                          |",
            "|  +- inspector sheet ----------------------------------+  |",
            "|  |                                                    |  |",
            "|  |                                                    |  |",
            "+--+----------------------------------------------------+--+",
            "[<] back in the secondary bar: pops secondary",
        ]),
        Golden(scene: scene("triple, trailing edge"), width: 80, unicode: true, lines: [
            "window 1180x820, tripleColumn, twoBesideSecondary, tile, primary edge trailing",
            "0            200           400          600           800          1000     1180",
            "├────────────┼─────────────┼────────────┼─────────────┼────────────┼───────────┤",
            "┌─ secondary 569.5 ───────────────────┬─ supplementary 610 ────────────────────┐",
            "│ Secondary                           │ Supplementary       ┌─ primary 280 ───┐│",
            "│                                     │                     │ [◧] Primary     ││",
            "│                                     │                     │                 ││",
            "│                                     │                     └─────────────────┘│",
            "└─────────────────────────────────────┴────────────────────────────────────────┘",
            "← inspector 320 offscreen at x -320.5",
            "[◧] displayModeButton in the primary bar: shows oneBesideSecondary",
        ]),
    ]

    @Test(arguments: goldens)
    func exactPicture(_ golden: Golden) {
        let lines = LayoutPicture.render(state: golden.scene.state, width: golden.width, unicode: golden.unicode)
        #expect(lines == golden.lines)
    }

    @Test func theLayoutCommandDrawsWithTheSessionsSettings() {
        var session = Session()
        #expect(session.execute("layout").texts() == LayoutPicture.render(state: session.state, width: 80, unicode: true))
        session.picture = PictureSettings(width: 50, unicode: false)
        let lines = session.execute("layout").texts()
        #expect(lines == LayoutPicture.render(state: session.state, width: 50, unicode: false))
        #expect(lines.allSatisfy { $0.count <= 50 && $0.utf8.allSatisfy { $0 < 0x80 } })
    }

    @Test func theRunnerPassesTheTerminalsWidthAndCharacterSet() {
        let output = CapturedOutput()
        var environment = RunnerEnvironment(output: output, standardInput: TextLineReader(""))
        environment.picture = { PictureSettings(width: 44, unicode: false) }
        var runner = Runner(environment: environment)
        #expect(runner.run(arguments: ["-c", "layout"]) == 0)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "window 1180x820, doubleColumn,")
        #expect(lines.allSatisfy { $0.count <= 44 && $0.utf8.allSatisfy { $0 < 0x80 } })
    }

    static let wraps: [Case<String, [String]>] = [
        Case("fits", "a short line", ["a short line"]),
        Case("breaks between words", "one two three four five six", ["one two three", "  four five six"]),
        Case("cuts a word longer than the line", "AVeryLongMessageControllerName", ["AVeryLongMessageC", "  ontrollerName"]),
    ]

    @Test(arguments: wraps)
    func notesWrap(_ row: Case<String, [String]>) {
        #expect(LayoutPicture.wrap(row.input, width: 17) == row.output)
    }
}
