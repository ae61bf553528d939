extension Transition {
    /// `width`, `height`, `size`, `rotate`: a phone preset becomes a free window unless rotating (ENV-7).
    mutating func resize(width: Points?, height: Points?, keepDevice: Bool = false) throws(SplitError) {
        // Checked one by one: most commands are a resize, and a list of the sides would be built for each.
        if let width, !Window.isValidSide(width) { throw .invalidWindowSide(width) }
        if let height, !Window.isValidSide(height) { throw .invalidWindowSide(height) }
        let before = onScreen()
        let widthBefore = WidthBefore(width: state.window.width, scale: state.window.scale, orientation: state.window.orientation)
        // Changed in place, through one access to the state's box: a copy of the window would be copied back whole.
        let becameFree = Self.resize(&state.window, width: width, height: height, keepDevice: keepDevice)
        if becameFree { note(.env7, .becameFreeWindow) }
        relayout(widthBefore: widthBefore, before: before)
    }

    /// Gives a window new sides; unless `keepDevice`, a phone preset becomes a free window (said by the result) and
    /// the pane full screen (ENV-7).
    static func resize(_ window: inout Window, width: Points?, height: Points?, keepDevice: Bool) -> Bool {
        if let width { window.width = width }
        if let height { window.height = height }
        guard !keepDevice else { return false }
        window.pane = .full
        guard window.idiom == .phone else { return false }
        window.device = nil
        return true
    }

    /// `rotate`: a preset turns the device, keeping the pane where the new orientation has it (else full
    /// screen, ENV-4); a free window swaps its sides.
    mutating func rotate() throws(SplitError) {
        guard let device = state.window.device, let held = state.window.deviceOrientation else {
            return try resize(width: state.window.height, height: state.window.width, keepDevice: true)
        }
        let turned: Orientation = held == .landscape ? .portrait : .landscape
        // A full-screen interface the delegate keeps from turning stays as it is (ENV-1a).
        if state.window.pane == .full, !state.delegate.supports(turned) {
            return note(.env1a, .orientationUnsupported(turned, shown: held))
        }
        var pane = state.window.pane
        // Portrait has no half pane: the app keeps its place beside the other, in the wide pane (ENV-4a).
        if device.idiom == .pad, pane == .half, turned == .portrait {
            pane = .twoThirds
            note(.env4a, .halfPaneBecameTwoThirds)
        }
        let deviceWidth = turned == .landscape ? device.portraitHeight : device.portraitWidth
        let paneExists = device.idiom == .pad
            && Window.paneWidth(pane, deviceWidth: deviceWidth, narrow: device.narrowPane, orientation: turned) != nil
        try place(on: device, turned, paneExists ? pane : .full)
    }

    /// The orientation a full-screen preset shows the split in when it is presented (ENV-1a): the delegate's preferred
    /// one when it supports it, else the one held when supported, else the other. A pane shares the screen and is
    /// left as it is, and so is a free window, which no one holds.
    mutating func turnForPresentation() {
        // The preset and the delegate's answers are read only as far as needed: copies of them cost more than the rest.
        guard state.window.sharedDevice != nil, let held = state.window.deviceOrientation, state.window.pane == .full else { return }
        var target = held
        if let preferred = state.delegate.preferredInterfaceOrientationForPresentation, state.delegate.supports(preferred) {
            target = preferred
        } else if !state.delegate.supports(held) {
            target = held == .landscape ? .portrait : .landscape
        }
        guard target != held, let device = state.window.device else { return }
        state.window = Self.fullScreen(device, target, sizeClassOverride: state.window.sizeClassOverride)
        note(.env1a, .presentedInOrientation(target))
    }

    /// A preset's whole screen, held one way.
    static func fullScreen(_ device: Device, _ orientation: Orientation, sizeClassOverride: SizeClassOverride) -> Window {
        let long = device.portraitHeight, short = device.portraitWidth
        var window = Window(width: orientation == .landscape ? long : short, height: orientation == .landscape ? short : long,
                            scale: device.scale, device: device, pane: .full, sizeClassOverride: sizeClassOverride)
        window.deviceOrientation = orientation
        return window
    }

    /// `device NAME [orientation] [pane]` (ENV-1, ENV-4).
    mutating func place(on device: Device, _ requested: Orientation, _ pane: MultitaskingPane) throws(SplitError) {
        var orientation = requested
        // Full screen, the interface shows in an orientation the delegate supports (ENV-1a).
        if pane == .full, !state.delegate.supports(requested) {
            orientation = requested == .landscape ? .portrait : .landscape
            note(.env1a, .orientationUnsupported(requested, shown: orientation))
        }
        let long = device.portraitHeight, short = device.portraitWidth
        let deviceWidth = orientation == .landscape ? long : short
        let height = orientation == .landscape ? short : long
        var width = deviceWidth
        if pane != .full {
            guard device.idiom == .pad,
                  let paneWidth = Window.paneWidth(pane, deviceWidth: deviceWidth, narrow: device.narrowPane, orientation: orientation)
            else { throw .paneUnavailable(pane, device.idiom, orientation) }
            width = paneWidth
        }
        let before = onScreen()
        let widthBefore = WidthBefore(width: state.window.width, scale: state.window.scale, orientation: state.window.orientation)
        let direction = state.window.layoutDirection
        state.window = Window(width: width, height: height, scale: device.scale, device: device, pane: pane,
                              sizeClassOverride: state.window.sizeClassOverride)
        state.window.layoutDirection = direction
        state.window.deviceOrientation = orientation
        relayout(widthBefore: widthBefore, before: before)
    }

    /// After a window or size-class change: collapse, expand, or re-resolve the mode at a layout pass (COL-1, MODE-3).
    /// A same-width pass does not replay an explicit request, so the mode is only re-resolved when the width changed
    /// from `widthBefore` (nil: the window kept its sides).
    /// `before` is what was on screen before the window changed: the callbacks compare against it (EVT-3).
    mutating func relayout(widthBefore: WidthBefore?, before: Visibility) {
        let compact = state.window.horizontalSizeClass == .compact
        if compact && !state.isCollapsed {
            collapse(from: before)
        } else if !compact && state.isCollapsed {
            expand(from: before)
        } else if !state.isCollapsed, let widthBefore, widthBefore.changed(to: state.window.layoutWidth, state.window.orientation) {
            adopt(Resolver(state: state).resolve(.resize), columnCalls: true, from: before)
        } else if recordsEvents {
            // Unrecorded, nothing reads as on screen on either side and there is no callback to work out.
            emitVisibilityChange(from: before, to: onScreen(), columnCalls: false)
        }
    }

    /// A new controller of a style and rule set in the same window, delegate answers kept (ENV-8, `setStyle`, `os`).
    mutating func recreate(style: Style, ruleSet: RuleSet) {
        let before = onScreen()
        turnForPresentation()
        // The answers' box is handed over as it is: set afterwards, they were copied into a new box on top of the
        // default one, and the fresh state's holdings copied as well.
        let fresh = SplitState(window: state.window, ruleSet: ruleSet, style: style,
                               delegate: state.storage.fields.holdings.parts.sharedDelegate)
        events += before.names.map(Event.viewWillDisappear) + before.names.map(Event.viewDidDisappear)
        // Moved in, not copied: a copy left behind would make appear's first change copy the fresh state's box.
        state = consume fresh
        appear()
    }

    /// `os 26|18`: the same controller re-presented under the other generation's rules. A primary background
    /// still at the old generation's default takes the new one (DEF-2, DEF-3); the inspector exists from 26 on.
    mutating func switchRuleSet(to ruleSet: RuleSet) {
        guard ruleSet != state.ruleSet else { return }
        let oldDefault = SplitProperties(ruleSet: state.ruleSet).primaryBackgroundStyle
        if state.properties.primaryBackgroundStyle == oldDefault {
            state.properties.primaryBackgroundStyle = SplitProperties(ruleSet: ruleSet).primaryBackgroundStyle
        }
        if ruleSet == .ios18 { state.controllers[.inspector] = nil }
        state.ruleSet = ruleSet
        relaunch()
    }

    /// Off screen and back with the same properties and controllers (`relaunch`).
    mutating func relaunch() {
        let before = onScreen()
        events += before.names.map(Event.viewWillDisappear) + before.names.map(Event.viewDidDisappear)
        turnForPresentation()
        if state.isCollapsed {
            if state.style == .unspecified { separateClassicSecondary(askDelegate: false) }
            state.isCollapsed = false
        }
        state.expandedMode = .secondaryOnly
        state.expandedBehavior = .tile
        state.inspectorShown = false
        state.presented = nil
        state.emptiedCollapsedColumn = nil
        state.secondaryOnlyReturnMode = nil
        appear()
    }

    /// The first appearance: willChangeTo the first mode, then the columns appear, or the collapse sequence (EVT-5, COL-8).
    mutating func appear() {
        var resolution = Resolver(state: state).resolve(.appearance)
        let compact = state.window.horizontalSizeClass == .compact
        if compact { resolution = Resolution(mode: .oneBesideSecondary, behavior: .tile, traces: resolution.traces) }
        events.append(.willChangeDisplayMode(resolution.mode))
        state.expandedMode = resolution.mode
        state.expandedBehavior = resolution.behavior
        state.twoOverShape = resolution.shape
        decide(resolution.traces)
        state.isCollapsed = false
        if compact {
            collapse(from: Visibility())
        } else {
            emitVisibilityChange(from: Visibility(), to: onScreen(), columnCalls: true)
        }
    }
}
