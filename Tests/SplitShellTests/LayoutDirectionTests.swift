import SplitModel
import Testing
@testable import SplitShell

/// `layoutDirection` and `get layoutDirection`: the mirrored frames (WID-6a), the swipe's edge (TAP-3a), and how the
/// setting shows in `state`, `explain`, pictures, `save`, `export` and the survey's relaunched copies.
@Suite struct LayoutDirectionTests {
    static func session(_ lines: [String]) -> Session {
        var session = Session()
        for line in lines { precondition(session.execute(line).error == nil, line) }
        return session
    }

    @Test func setAndRead() {
        var session = Self.session([])
        #expect(session.execute("get layoutDirection").texts() == ["leftToRight"])
        #expect(session.execute("layoutDirection rightToLeft").texts().contains("layoutDirection: leftToRight -> rightToLeft"))
        #expect(session.execute("get layoutDirection").texts() == ["rightToLeft"])
        #expect(session.execute("expect layoutDirection rightToLeft").error == nil)
        #expect(session.execute("layoutDirection upsideDown").error != nil)
        #expect(session.execute("get layoutDirection").texts() == ["rightToLeft"])
    }

    @Test func stateSaysItOnlyRightToLeft() {
        var session = Self.session([])
        #expect(!session.execute("state").texts().contains { $0.hasPrefix("layoutDirection") })
        _ = session.execute("layoutDirection rightToLeft")
        #expect(session.execute("state").texts().contains("layoutDirection: rightToLeft"))
        guard case .object(let members) = JSONDocument.stateObject(session.state) else {
            Issue.record("no state object")
            return
        }
        #expect(members["layoutDirection"] == .string("rightToLeft"))
    }

    @Test func undoAndResetReturnToLeftToRight() {
        var session = Self.session(["layoutDirection rightToLeft"])
        _ = session.execute("undo")
        #expect(session.execute("get layoutDirection").texts() == ["leftToRight"])
        _ = session.execute("layoutDirection rightToLeft")
        _ = session.execute("reset")
        #expect(session.execute("get layoutDirection").texts() == ["leftToRight"])
    }

    @Test func aDeviceOrRotationKeepsIt() {
        var session = Self.session(["layoutDirection rightToLeft", "device \"iPad (A16)\"", "rotate", "setStyle tripleColumn", "relaunch"])
        #expect(session.execute("get layoutDirection").texts() == ["rightToLeft"])
        #expect(session.execute("get frame primary").texts() == ["890 280"])
    }

    @Test func explainCitesBothRules() {
        var session = Self.session(["layoutDirection rightToLeft", "setStyle tripleColumn", "hide primary", "swipe reveal"])
        let mode = session.execute("explain displayMode").texts().joined(separator: "\n")
        #expect(mode.contains("TAP-3a") && mode.contains("(edge right)"), "\(mode)")
        #expect(session.execute("explain layoutDirection").texts().joined().contains("WID-6a"))
        let frame = session.execute("explain frame primary").texts().joined(separator: "\n")
        #expect(frame.contains("WID-6a"), "\(frame)")
        var plain = Self.session(["setStyle tripleColumn", "hide primary", "swipe reveal"])
        let ltr = plain.execute("explain displayMode").texts().joined(separator: "\n")
        #expect(!ltr.contains("TAP-3a") && !ltr.contains("WID-6a"))
    }

    @Test func theSwipeEdgeFollowsThePrimary() {
        var session = Self.session([])
        #expect(session.state.swipeEdge == "left")
        _ = session.execute("layoutDirection rightToLeft")
        #expect(session.state.swipeEdge == "right")
        _ = session.execute("setPrimaryEdge trailing")
        #expect(session.state.swipeEdge == "left")
    }

    @Test func thePictureMirrorsTheBar() {
        let state = Self.session(["layoutDirection rightToLeft"]).state
        let text = LayoutPicture.render(state: state, width: 80, unicode: true).joined(separator: "\n")
        #expect(text.contains("Primary [◨]"), "\(text)")
        #expect(text.contains("at the right (leading) end of the primary bar"), "\(text)")
        let svg = LayoutSVG.render(state)
        #expect(svg.contains("◨") && !svg.contains("◧"))
        let plain = LayoutPicture.render(state: SplitEngine.initialState(), width: 80, unicode: true).joined(separator: "\n")
        #expect(plain.contains("[◧] Primary"))
    }

    @Test func saveCarriesIt() {
        let state = Self.session(["layoutDirection rightToLeft", "setStyle tripleColumn"]).state
        let lines = SaveScript.lines(for: state)
        #expect(lines.contains("layoutDirection rightToLeft"), "\(lines)")
        var loaded = Session()
        for line in lines where !line.hasPrefix("#") { #expect(loaded.execute(line).error == nil, "\(line)") }
        #expect(loaded.state.window.layoutDirection == .rightToLeft)
        #expect(loaded.state.layout == state.layout)
        #expect(!SaveScript.lines(for: SplitEngine.initialState()).contains { $0.hasPrefix("layoutDirection") })
    }

    @Test func exportsCarryIt() {
        let state = Self.session(["layoutDirection rightToLeft"]).state
        #expect(ExportResult.make(.uikit, from: state).code.contains("split.traitOverrides.layoutDirection = .rightToLeft"))
        #expect(ExportResult.make(.swiftui, from: state).code.contains(".environment(\\.layoutDirection, .rightToLeft)"))
        let plain = SplitEngine.initialState()
        #expect(!ExportResult.make(.uikit, from: plain).code.contains("layoutDirection"))
        #expect(!ExportResult.make(.swiftui, from: plain).code.contains("layoutDirection"))
    }

    @Test func surveyCopiesKeepIt() {
        let state = Self.session(["layoutDirection rightToLeft"]).state
        guard case .found(let phone) = DeviceCatalog.lookup("iPhone 16 Pro Max"),
              case .found(let pad) = DeviceCatalog.lookup("iPad (A16)") else {
            Issue.record("no presets")
            return
        }
        // A survey places a copy on each device and relaunches it there: both keep the layout direction.
        let placed = try? SplitEngine.apply(.device(phone, .landscape, .full), to: state).get().state
        let relaunched = placed.flatMap { try? SplitEngine.apply(.relaunch, to: $0).get().state }
        #expect(relaunched?.window.layoutDirection == .rightToLeft)
        #expect(relaunched.map { $0.layout.column(.primary)?.frame.x ?? 0 > 400 } == true)
        let rows = state.survey(devices: [pad], orientations: [.landscape], ruleSets: [.ios26])
        #expect(rows.first?.outcome.visibleColumns == [.primary, .secondary])
    }
}
