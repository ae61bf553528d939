/// The evidence and a one-sentence summary of every rule.
///
/// Evidence tags follow `spec/behaviour.md` exactly; the `SN-*` rules are splitnav's own assumptions.
enum RuleCatalog {
    struct Entry: Sendable {
        let evidence: Evidence
        let summary: String
    }

    static func entry(_ id: RuleID) -> Entry {
        switch id {
        // MARK: ENV
        case .env1:
            Entry(evidence: .documented, summary: "Device presets use the HIG's portrait point sizes and scales; a free-form width, height or size keeps the current scale, and an iPad keeps the iPad idiom.")
        case .env2:
            Entry(evidence: .documented, summary: "An iPhone is compact width and regular height in portrait; in landscape it is compact height, and regular width only if its portrait width is at least 414 pt.")
        case .env3:
            Entry(evidence: .reported, summary: "An iPad or free window has regular height and is regular width from 678 pt up, compact below, although widths from 640 to 677 pt were never observed.")
        case .env4:
            Entry(evidence: .reported, summary: "Multitasking panes come from the window width W: third and slideOver are the narrow 320 pt pane (375 on big iPads), half is (W - 10) / 2 and twoThirds is W - narrow - 10.")
        case .env5:
            Entry(evidence: .measured, summary: "Fit tests and frames use the window width rounded half up to the pixel grid (954.25 becomes 954.5 at @2x), while the size class compares the width as given.")
        case .env6:
            Entry(evidence: .documented, summary: "The sizeClass command forces the horizontal size class to compact or regular, like a trait override on a parent view controller.")
        case .env7:
            Entry(evidence: .assumed, summary: "Giving an iPhone preset a width or height turns it into a free window under iPad rules at the same scale, a bare device name means portrait, and panes work under both rule sets.")
        case .env8:
            Entry(evidence: .assumed, summary: "splitnav starts as a landscape iPad (A16), 1180x820 @2x, in doubleColumn with default-named controllers and UIKit defaults; setStyle keeps the window and the default names.")
        // MARK: DEF
        case .def1:
            Entry(evidence: .documented, summary: "Defaults are automatic display mode, split behavior and button visibility, presentsWithGesture on, no secondary-only button, a leading primary edge and automatic widths.")
        case .def2:
            Entry(evidence: .measured, summary: "Under os 26 primaryBackgroundStyle defaults to sidebar, even in the classic style where reading it is refused.")
        case .def3:
            Entry(evidence: .assumed, summary: "Under os 18 primaryBackgroundStyle defaults to none.")
        // MARK: COL
        case .col1:
            Entry(evidence: .documented, summary: "The split is collapsed exactly when its horizontal size class is compact, and while collapsed the display mode has no effect.")
        case .col2:
            Entry(evidence: .measured, summary: "A collapsed column-style split reads oneBesideSecondary, tile and the window width for every column, yet setting preferredDisplayMode still rewrites the preferred behavior.")
        case .col3:
            Entry(evidence: .documented, summary: "With a compact-column view controller set, the collapsed split shows only that controller and viewControllers is [compact].")
        case .col4:
            Entry(evidence: .measured, summary: "Without a compact column, collapsing nests the supplementary's and then the secondary's stacks on the primary's, up to the top column, and viewControllers is [primary].")
        case .col5:
            Entry(evidence: .measured, summary: "Going compact asks topColumnForCollapsing with secondary (or compact) proposed, and the top column decides which of primary, supplementary and secondary stay in the stack.")
        case .col6:
            Entry(evidence: .measured, summary: "Going regular asks displayModeForExpanding with the mode a layout pass gives the new width, and keeps that proposal when the delegate does not answer.")
        case .col7:
            Entry(evidence: .documented, summary: "isCollapsed flips after every will-callback and before the did-callbacks such as didCollapse and didExpand.")
        case .col8:
            Entry(evidence: .measured, summary: "A split that appears in a compact window collapses at once with the full callback sequence, so an iPhone app opens on the secondary unless the delegate picks primary.")
        // MARK: WID
        case .wid1:
            Entry(evidence: .measured, summary: "Column-style defaults: a 320 pt primary in double column, a 280 pt primary and 320 pt supplementary in triple, 240 pt sidebar minima and a 464 pt secondary minimum.")
        case .wid2:
            Entry(evidence: .measured, summary: "A sidebar takes its preferred points, else fraction x window width, else the default, capped so a tiled secondary keeps its minimum (W - 10 - 464), then raised to its minimum and cut to its maximum.")
        case .wid3:
            Entry(evidence: .measured, summary: "Two sidebars tile only when W fits both sidebar minima, the 10 pt gap, the 0.5 pt separator and the secondary minimum (954.5 pt by default); spare width goes to primary, supplementary, then secondary.")
        case .wid4:
            Entry(evidence: .measured, summary: "With the sidebar background the primary floats 10 pt from its edge over the next column, which gets a primary + 10 inset, tiled columns sit 0.5 pt apart, and with none the primary tiles at 0.")
        case .wid4b:
            Entry(evidence: .measured, summary: "Hidden columns are parked off the leading edge, the primary at -(primary + 10) and the supplementary at -(supplementary + 0.5), or past W for a trailing primary edge.")
        case .wid4c:
            Entry(evidence: .assumed, summary: "With background none the fit tests and caps use a 0.5 pt gap where sidebar uses 10 pt, so two beside needs both sidebar minima, two 0.5 pt gaps and the secondary minimum.")
        case .wid5:
            Entry(evidence: .measured, summary: "A requested twoOver lays a primary + 10 + supplementary wide column over a dimmed full-width secondary; a fallback twoOver keeps oneBeside tiling with the primary floating above.")
        case .wid6:
            Entry(evidence: .measured, summary: "A trailing primary edge mirrors every x coordinate across the window, so at 820 pt a 328 pt primary starts at x = 482.")
        case .wid6a:
            Entry(evidence: .documented, summary: "Right to left, the leading edge is the window's right: every x mirrors (x' = W - x - width), so a leading primary sits on the right and the inspector on the left; a trailing primary edge puts the primary on the left.")
        case .wid7:
            Entry(evidence: .measured, summary: "Under os 26 the classic primary defaults to 320 pt, obeys fraction, minimum and maximum as in WID-2 and floats as in WID-4, but ignores preferredPrimaryColumnWidth in points.")
        case .wid7a:
            Entry(evidence: .reported, summary: "Under os 18 the classic style's primary has an automatic minimum of 0 pt and an automatic maximum of 320 pt.")
        case .wid8:
            Entry(evidence: .assumed, summary: "Under os 18 the default background is none, so the primary tiles at x = 0 while the widths and minima keep their os 26 values.")
        case .wid9:
            Entry(evidence: .measured, summary: "primaryColumnWidth and supplementaryColumnWidth read the frame width, including any part under the floating primary (610 pt in twoBeside at 1180), but an offscreen column reads its own width.")
        // MARK: MODE
        case .mode1:
            Entry(evidence: .documented, summary: "Each behavior allows secondaryOnly plus its own modes (tile: beside, overlay: over, displace: oneBeside and twoDisplace); two-sidebar modes need triple column and displayMode is never automatic.")
        case .mode2:
            Entry(evidence: .measured, summary: "Under os 26 setting preferredDisplayMode also sets preferredSplitBehavior (beside to tile, over to overlay, twoDisplace to displace), even while collapsed; automatic and secondaryOnly leave it alone.")
        case .mode3:
            Entry(evidence: .measured, summary: "Under os 26 a layout pass or explicit request resolves the preferred mode; a two-sidebar preference that misses the 954.5 pt fit drops to oneBeside at a layout pass but to twoOver on request.")
        case .mode3a:
            Entry(evidence: .reported, summary: "Under os 26 a double-column overlay preference also shows secondaryOnly when the split first appears, as reported for iPadOS 26.2.")
        case .mode4:
            Entry(evidence: .assumed, summary: "One sidebar fits only when the window is at least the 464 pt secondary minimum; otherwise every tiling preference resolves to secondaryOnly, in every style.")
        case .mode4b:
            Entry(evidence: .measured, summary: "Under os 26 the classic style's automatic mode is allVisible when one sidebar fits and primaryHidden otherwise, explicit requests are honoured, and split behavior is refused.")
        case .mode4c:
            Entry(evidence: .reported, summary: "Under os 18 the classic style's automatic mode is allVisible in landscape and primaryHidden in portrait, with primaryOverlay on demand.")
        case .mode5:
            Entry(evidence: .measured, summary: "os 26 never shows twoDisplaceSecondary: an explicit twoDisplace gives twoOver when two sidebars do not fit (as at 820 pt) and twoBeside when they do.")
        case .mode6:
            Entry(evidence: .reported, summary: "Under os 18 the preferred behavior is honoured (automatic is tile in landscape, overlay in portrait), and the preferred mode maps one-to-one and two-to-two into that behavior's modes.")
        case .mode7:
            Entry(evidence: .assumed, summary: "With presentsWithGesture off a requested overlay mode is strictly respected and never turned into secondaryOnly by a layout pass, though the width fallbacks still apply.")
        case .mode8:
            Entry(evidence: .assumed, summary: "A setPreferredSplitBehavior call alone waits for the next layout pass, which maps the preferred mode into the new behavior's set and resolves it, never showing displace under os 26.")
        // MARK: BTN
        case .btn1:
            Entry(evidence: .documented, summary: "The display-mode button shows when visibility is not never, gestures are on or visibility is always, and the button table gives the current mode a button, which twoOverSecondary never has.")
        case .btn2:
            Entry(evidence: .documented, summary: "The display-mode button is a sidebar toggle under the tile behavior and a back chevron under overlay or displace.")
        case .btn3:
            Entry(evidence: .documented, summary: "The documented rows of the button table say, per style, behavior and mode, whether the display-mode button shows and which mode a tap asks for, with twoDisplace resolved as MODE-5 says.")
        case .btn3a:
            Entry(evidence: .assumed, summary: "The button-table rows no document covers (double overlay oneOver and triple displace secondaryOnly, twoDisplace and twoOver) are splitnav's own choices.")
        case .btn3b:
            Entry(evidence: .assumed, summary: "The button table uses the preferred split behavior unless it is automatic, and a tap changes only the display mode, so the next layout pass resolves from the preference again.")
        case .btn4:
            Entry(evidence: .assumed, summary: "The display-mode button sits in the navigation bar of the leading-most visible column that is not dimmed.")
        case .btn5:
            Entry(evidence: .documented, summary: "In triple column, showsSecondaryOnlyButton puts a double-arrow button in the secondary's bar that toggles to and from secondaryOnly.")
        case .btn5a:
            Entry(evidence: .assumed, summary: "Leaving secondaryOnly with the double-arrow button returns to the display mode that was showing before.")
        case .btn6:
            Entry(evidence: .documented, summary: "A collapsed split has no display-mode button, and its stack shows a back button when it holds more than one controller.")
        case .btn7:
            Entry(evidence: .documented, summary: "In the classic style displayModeButtonItem always exists but is on screen only where the app places it; it targets targetDisplayModeForAction: arrows for primaryHidden, a back button otherwise, hidden when the target is current.")
        case .btn7a:
            Entry(evidence: .assumed, summary: "Without a delegate answer the classic button toggles primaryHidden and allVisible where automatic would tile, and primaryHidden and primaryOverlay otherwise (os 18 portrait).")
        // MARK: TAP
        case .tap1:
            Entry(evidence: .documented, summary: "Tapping the dimmed secondary sends oneOver and twoOver to secondaryOnly and twoDisplace to oneBeside.")
        case .tap2:
            Entry(evidence: .documented, summary: "The dismiss gesture steps twoOver to oneOver and then secondaryOnly, and takes twoDisplace back to oneBeside.")
        case .tap3:
            Entry(evidence: .assumed, summary: "With presentsWithGesture on, swipe reveal does what a revealing button tap would (oneBeside from triple tile secondaryOnly) and swipe dismiss hides the leading visible sidebar.")
        case .tap3a:
            Entry(evidence: .assumed, summary: "The edge swipe starts at the primary's side of the window: the leading edge for a leading primary edge, which is the right one under a right-to-left layout.")
        case .tap4:
            Entry(evidence: .documented, summary: "A swipe on a column-style split tells the delegate that the interactive presentation gesture will begin before its other events and has ended after them; a classic split does not.")
        // MARK: SHOW
        case .show1:
            Entry(evidence: .documented, summary: "Showing or hiding the compact column is never accepted.")
        case .show2:
            Entry(evidence: .measured, summary: "When expanded, show or hide of a column not yet in that state sets the preferred mode to the nearest mode in the preferred behavior's set that does it, leaving the behavior alone.")
        case .show2a:
            Entry(evidence: .measured, summary: "With a tile preference, show primary from oneBeside stores twoBeside, hide primary stores oneBeside, hide supplementary stores secondaryOnly and show supplementary from secondaryOnly stores oneBeside.")
        case .show2b:
            Entry(evidence: .assumed, summary: "Nearest modes never measured are read off the mode sets: with an overlay preference show supplementary stores oneOver, and double column under tile stores oneBeside or secondaryOnly.")
        case .show3:
            Entry(evidence: .measured, summary: "After show or hide the new preferred mode resolves as an explicit request, so showing the primary in triple column at 820 pt gives twoOver.")
        case .show4:
            Entry(evidence: .measured, summary: "show secondary dismisses a dimming sidebar like a tap, else stores twoBeside or oneBeside over an automatic preference, and when collapsed pushes the secondary back on top.")
        case .show5:
            Entry(evidence: .measured, summary: "When collapsed, hide primary is ignored, hiding the top column pops it, and show pushes a missing column (and those between) or pops back to a covered one.")
        case .show6:
            Entry(evidence: .measured, summary: "The classic style refuses split behavior and primaryBackgroundStyle with UIKit's -initWithStyle: reason, and accepts but ignores the other column-style APIs with a note.")
        // MARK: NAV
        case .nav1:
            Entry(evidence: .measured, summary: "Column style wraps a plain view controller in a navigation controller (never in the compact column) and refuses a controller that already sits in another column.")
        case .nav1a:
            Entry(evidence: .documented, summary: "Navigation controllers, containers whose first child is one, a tab bar controller as secondary and anything in compact are kept as given, but a tab bar controller in a sidebar is refused.")
        case .nav2:
            Entry(evidence: .measured, summary: "Under os 26 showDetailViewController or setting the secondary of an expanded column-style split replaces it with appearance callbacks only and no delegate call.")
        case .nav2a:
            Entry(evidence: .reported, summary: "Under os 18 assigning a plain controller to a secondary that already has a navigation controller pushes it onto that stack.")
        case .nav3:
            Entry(evidence: .measured, summary: "Classic showDetailViewController asks the delegate first, then replaces the secondary when expanded or pushes onto the primary's navigation controller when collapsed.")
        case .nav3a:
            Entry(evidence: .documented, summary: "A collapsed showDetail with no navigation controller to push onto presents modally in the default style, a page sheet since iOS 13, and one with no controller or the controller already there is ignored.")
        case .nav4:
            Entry(evidence: .documented, summary: "showViewController pushes onto the sender's navigation stack; sent to the split it installs a primary or secondary when expanded and presents modally when collapsed, as a page sheet (the default style since iOS 13).")
        case .nav5:
            Entry(evidence: .measured, summary: "Column style ignores the classic show and showDetail delegate hooks and routes showDetailViewController to the split view, or presents it when no split view is above.")
        case .nav6:
            Entry(evidence: .documented, summary: "A show will push for a navigation controller target, not for an expanded split, and as its single child decides for a collapsed split, as the showViewControllerPushes queries report.")
        case .nav7:
            Entry(evidence: .documented, summary: "Classic collapse drops the secondary on a true collapseSecondary answer and else pushes it onto a navigation primary; classic expand uses separateSecondary or pops the primary's top.")
        case .nav7a:
            Entry(evidence: .reported, summary: "A secondary dropped because collapseSecondary answered true is kept and restored at the next expand when nothing else supplies a secondary.")
        case .nav8:
            Entry(evidence: .assumed, summary: "When a column-style split expands, controllers pushed while collapsed stay with the secondary or supplementary they sit above, and a popped-off column keeps its root.")
        case .nav9:
            Entry(evidence: .documented, summary: "Under os 26 the splitViewControllerLayoutEnvironment trait tells a contained controller if the split is expanded or collapsed (none outside one), and isShowing says if a column shows.")
        // MARK: EVT
        case .nav9a:
            Entry(evidence: .documented, summary: "viewController(for:) does not apply to a classic split view controller: it returns nil there, and viewControllers holds the children.")
        case .evt15:
            Entry(evidence: .measured, summary: "Collapsing onto the compact column, the controller of the leading column on screen ends its disappearance after the compact controller's viewDidAppear; other outgoing controllers disappear first, as one pair.")
        case .nav7b:
            Entry(evidence: .documented, summary: "A push from inside a classic split's nested navigation controller, or onto the collapsed secondary, lands on that inner stack, which the default expand pops whole; showDetail to the split pushes onto the outer one.")
        case .evt1:
            Entry(evidence: .measured, summary: "An expanded mode change fires willChangeTo, then per changed column willHide or willShow, viewWill(Dis)Appear, didHide or didShow and viewDid(Dis)Appear; show and hide skip willShow and willHide.")
        case .evt2:
            Entry(evidence: .measured, summary: "Collapse fires topColumnForCollapsing, will-callbacks, did-callbacks and didCollapse; expand fires willChangeTo, displayModeForExpanding and didExpand; classic uses its own collapse hooks.")
        case .evt3:
            Entry(evidence: .documented, summary: "Appearance callbacks reach a controller only when it really comes on screen or leaves it, except where the measured sequences (EVT-6) show transient ones.")
        case .evt4:
            Entry(evidence: .measured, summary: "Collapse and expand callbacks fire on every real transition, including the collapse at appearance in a compact window, and a size-class change that alters nothing fires nothing.")
        case .evt5:
            Entry(evidence: .measured, summary: "Appearing fires willChangeTo for the first display mode, and display-mode requests on a collapsed split fire nothing.")
        case .evt6:
            Entry(evidence: .measured, summary: "The exact event sequences, and the state each delegate call sees, are the ones recorded in the splitframesprobe oracle, which settles anything the other EVT rules leave vague.")
        case .evt7:
            Entry(evidence: .documented, summary: "showDetailTargetDidChangeNotification is posted on every collapse and expand, its object the view controller that caused the change, since that is when the will-it-push answers change.")
        case .evt8:
            Entry(evidence: .measured, summary: "A push or pop in the collapsed stack ends both controllers' appearance callbacks before the column's did-call; a collapsed column emptied by nil loses its controller first, then is hidden.")
        case .evt9:
            Entry(evidence: .measured, summary: "In a collapse or expand the incoming viewWillAppear comes first; an outgoing controller kept in a hidden column-style column ends after the incoming viewDidAppear, any other disappears as one pair.")
        case .evt10:
            Entry(evidence: .measured, summary: "On expand, a covered controller that the primary column shows once the collapsed stack is taken apart appears first, and disappears again at the end when the mode hides the primary.")
        case .evt11:
            Entry(evidence: .measured, summary: "A classic showDetail replacing the secondary beside a primary on screen makes the primary's top start to disappear and appear again around the replacement.")
        case .evt12:
            Entry(evidence: .measured, summary: "A classic split's secondary replaced in place interleaves the callbacks: old viewWillDisappear, new viewWillAppear, old viewDidDisappear, new viewDidAppear.")
        case .evt13:
            Entry(evidence: .measured, summary: "A display-mode change that only hides an overlaid column (from oneOver or twoOver) calls didHide right after willHide, before the column's controller disappears.")
        case .evt14:
            Entry(evidence: .measured, summary: "A collapse calls didCollapse after its column did-calls and the outgoing controllers' disappearance, and before the incoming viewDidAppear, at first appearance too.")
        // MARK: POP, INS
        case .pop1:
            Entry(evidence: .documented, summary: "A popover stays a popover in regular width and height and adapts to a sheet when either is compact, unless adaptivePresentationStyle answers none, fullScreen or overFullScreen.")
        case .pop2:
            Entry(evidence: .documented, summary: "A presented controller presents over itself, building a chain; dismiss sent to a controller lower in the chain dismisses everything above it, sent to the top one it dismisses that one, and sent to the split the whole chain.")
        case .pop3:
            Entry(evidence: .documented, summary: "show or showDetail from a presented controller, with no split view above it, presents modally in the default style over the sender, except that show from inside a presented navigation controller pushes onto it.")
        case .ins1:
            Entry(evidence: .documented, summary: "Under os 26 the inspector is a trailing column with its own width properties, hidden until shown, and presented as a sheet over the secondary when collapsed.")
        case .ins2:
            Entry(evidence: .assumed, summary: "The inspector prefers 320 pt within 240 to 400 pt and tiles after a tiled, undimmed secondary that keeps its minimum beside it, so it gives up its place first; otherwise, also under a floating sidebar, it overlays the trailing edge.")
        case .ins3:
            Entry(evidence: .documented, summary: "A collapsed split shows a shown inspector as a sheet over the secondary, so isShowing(inspector) reads true while the sheet is up.")
        case .env9, .env9a, .env9b, .env9c, .wid10, .wid10a, .wid11:
            geometryEntry(id)
        // MARK: SN (splitnav's own assumptions)
        case .sn1:
            Entry(evidence: .assumed, summary: "Widths computed from a fraction or given in points are snapped to the device's pixel grid.")
        case .sn2:
            Entry(evidence: .assumed, summary: "In doubleColumn and the classic style, a two-sidebar display mode behaves like its one-sidebar counterpart.")
        case .sn3:
            Entry(evidence: .assumed, summary: "In a displace mode the secondary keeps its oneBeside width, is pushed past the trailing edge and is dimmed.")
        case .sn4:
            Entry(evidence: .assumed, summary: "The secondary is dimmed under both shapes of twoOverSecondary, requested or reached as a fallback.")
        case .sn5:
            Entry(evidence: .assumed, summary: "Changing any property other than the window re-lays out the columns without re-resolving the display mode.")
        case .sn6:
            Entry(evidence: .assumed, summary: "When a property change leaves the showing tiled or displaced mode unable to fit, a layout pass resolves the mode again from the preference.")
        case .sn7:
            Entry(evidence: .assumed, summary: "Column APIs that have no effect in the current style are ignored, with a note saying so.")
        case .sn8:
            Entry(evidence: .assumed, summary: "A sidebar overlaid on a narrow window stops 0.5 pt short of the far edge, as the twoOver supplementary does; its minimum still wins.")
        case .sn9:
            Entry(evidence: .assumed, summary: "show sent to a column-style split presents the controller as a page sheet, since the probe saw it appear while the split gained no child.")
        // MARK: Orientations, a half pane turned, one controller's split
        case .env1a:
            Entry(evidence: .documented, summary: "A full-screen preset turns only to orientations the delegate's supportedInterfaceOrientations allows and is presented in its preferredInterfaceOrientationForPresentation if supported; an iPad pane turns regardless.")
        case .env4a:
            Entry(evidence: .assumed, summary: "Turning an iPad's half pane to portrait, which has no half pane, keeps the app beside the other in the wide two-thirds pane rather than in full screen.")
        case .nav9b:
            Entry(evidence: .documented, summary: "A controller's splitViewController is its nearest ancestor split, so a controller in a column or its stack reads the split and its layout environment, and a presented or dropped controller reads none for both.")
        }
    }
}
