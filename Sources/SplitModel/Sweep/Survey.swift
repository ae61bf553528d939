/// A window a survey presents the split in: a device preset, how it is held, and its multitasking pane (ENV-1, ENV-4).
public struct SurveyWindow: Sendable, Hashable {
    public let device: Device
    public let orientation: Orientation
    public let pane: MultitaskingPane

    public init(device: Device, orientation: Orientation, pane: MultitaskingPane) {
        self.device = device
        self.orientation = orientation
        self.pane = pane
    }
}

/// What a split looks like once it has appeared in a window: the values a survey row shows.
public struct SurveyOutcome: Sendable, Hashable {
    /// The window's width in points.
    public let width: Points
    /// The window's height in points.
    public let height: Points
    public let horizontalSizeClass: SizeClass
    public let verticalSizeClass: SizeClass
    public let isCollapsed: Bool
    /// The top column of the collapsed stack; nil while expanded.
    public let topColumn: Column?
    public let displayMode: DisplayMode
    /// nil for the classic style, where reading `splitBehavior` raises (SHOW-6).
    public let splitBehavior: SplitBehavior?
    /// The columns on screen, leading to trailing.
    public let visibleColumns: [Column]
    /// The visible buttons, in bar order.
    public let buttons: [ButtonKind]

    /// The outcome a state shows.
    public init(_ state: SplitState) {
        let layout = state.layout
        width = state.window.width
        height = state.window.height
        horizontalSizeClass = state.window.horizontalSizeClass
        verticalSizeClass = state.window.verticalSizeClass
        isCollapsed = state.isCollapsed
        topColumn = state.topColumn
        displayMode = state.displayMode
        splitBehavior = state.splitBehavior
        visibleColumns = layout.visibleColumns
        buttons = layout.buttons.map(\.kind)
    }
}

/// One row of a survey: a window, the rule set, and what the split looks like there.
public struct SurveyRow: Sendable, Hashable {
    public let window: SurveyWindow
    public let ruleSet: RuleSet
    public let outcome: SurveyOutcome
}

extension Device {
    /// The windows the device offers in an orientation: the full screen, and on an iPad every multitasking pane that
    /// orientation has (ENV-4: a half pane only in landscape), in `MultitaskingPane` order.
    public func panes(in orientation: Orientation) -> [MultitaskingPane] {
        guard idiom == .pad else { return [.full] }
        let deviceWidth = orientation == .landscape ? portraitHeight : portraitWidth
        return MultitaskingPane.allCases.filter {
            Window.paneWidth($0, deviceWidth: deviceWidth, narrow: narrowPane, orientation: orientation) != nil
        }
    }
}

extension SplitState {
    /// Presents copies of this split in every window of the devices, as if the app were launched there: each copy is
    /// switched to a rule set (`os`), placed on the device (`device NAME ORIENTATION PANE`) and relaunched, so a compact
    /// window collapses at appearance. Rows run device by device, each orientation, each pane, each rule set.
    ///
    /// Devices of the same size, scale and idiom give the same outcome, so each such window is worked out once.
    ///
    /// The delegate's orientation answers (ENV-1a) hold: a full screen in an orientation it does not support is a window
    /// the app never shows in, so it has no row; its preferred orientation is left out, since each row names how the
    /// device is held.
    public func survey(devices: [Device], orientations: [Orientation] = Orientation.allCases,
                       ruleSets: [RuleSet]) -> [SurveyRow] {
        var held = self
        held.delegate.preferredInterfaceOrientationForPresentation = nil
        let bases = ruleSets.map { ruleSet in
            ruleSet == held.ruleSet ? held : SplitEngine.apply(.ruleSet(ruleSet), to: held, recordingEvents: false).state(or: held)
        }
        var known: [SurveyKey: SurveyOutcome] = [:]
        var rows: [SurveyRow] = []
        for device in devices {
            for orientation in orientations {
                for pane in device.panes(in: orientation) where pane != .full || delegate.supports(orientation) {
                    let window = SurveyWindow(device: device, orientation: orientation, pane: pane)
                    for (ruleSet, base) in zip(ruleSets, bases) {
                        let key = SurveyKey(device: device, orientation: orientation, pane: pane, ruleSet: ruleSet)
                        let outcome = known[key] ?? Self.launch(base, in: window)
                        known[key] = outcome
                        rows.append(SurveyRow(window: window, ruleSet: ruleSet, outcome: outcome))
                    }
                }
            }
        }
        return rows
    }

    /// The split on the device and relaunched there; a window the engine refuses (none the catalog offers) leaves the
    /// state where it was.
    private static func launch(_ base: SplitState, in window: SurveyWindow) -> SurveyOutcome {
        let placed = SplitEngine.apply(.device(window.device, window.orientation, window.pane), to: base, recordingEvents: false)
            .state(or: base)
        return SurveyOutcome(SplitEngine.apply(.relaunch, to: placed, recordingEvents: false).state(or: placed))
    }
}

/// What a survey outcome depends on: the device's geometry, not its name.
private struct SurveyKey: Hashable {
    let idiom: Idiom
    let portraitWidth: Points
    let portraitHeight: Points
    let scale: Double
    let narrowPane: Points
    let orientation: Orientation
    let pane: MultitaskingPane
    let ruleSet: RuleSet

    init(device: Device, orientation: Orientation, pane: MultitaskingPane, ruleSet: RuleSet) {
        idiom = device.idiom
        portraitWidth = device.portraitWidth
        portraitHeight = device.portraitHeight
        scale = device.scale
        narrowPane = device.narrowPane
        self.orientation = orientation
        self.pane = pane
        self.ruleSet = ruleSet
    }
}

private extension Result where Success == Outcome {
    /// The new state, or the fallback when the engine refused.
    func state(or fallback: SplitState) -> SplitState {
        (try? get())?.state ?? fallback
    }
}
