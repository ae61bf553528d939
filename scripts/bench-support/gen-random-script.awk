# Writes N (-v n=...) random splitnav commands to stdout for the byte-identical output check; -v seed=... picks
# another script (the check uses the default seed). The same seed gives the same script with any awk (mawk, gawk, busybox), because the generator is a Park-Miller LCG in exact
# double arithmetic rather than awk's own rand(), whose sequence differs between implementations.
#
# Unlike gen-commands.awk (a speed mix), this mix reaches the lazily computed paths on purpose: events on and
# off, event assertions right after the command they look at, explain and why, state, buttons, queries,
# refusals, undo and reset, so a change in how or when something is computed shows up in the output.
function rnd(bound) {
    seed = (seed * 16807) % 2147483647
    return seed % bound
}
function pick(list,    items, count) {
    count = split(list, items, " ")
    return items[1 + rnd(count)]
}
BEGIN {
    if (seed == "") seed = 20261126
    modes = "automatic secondaryOnly oneBesideSecondary oneOverSecondary twoBesideSecondary twoOverSecondary twoDisplaceSecondary"
    columns = "primary supplementary secondary compact inspector"
    queries = "displayMode isCollapsed visibleColumns topColumn splitBehavior buttons viewControllers primaryColumnWidth style presented"
    events = "didCollapse didExpand willShow willHide viewWillAppear viewDidAppear viewWillDisappear willChangeTo topColumnForCollapsing showDetailTargetDidChange"
    devices = "iPhone-16 iPad-(A16) iPad-Pro-12.9-inch iPhone-SE-(3rd-generation) iPad-mini-(A17-Pro)"
    for (i = 1; i <= n; i++) {
        r = rnd(1000)
        if (r < 250)      printf "width %d\n", 300 + rnd(1200)
        else if (r < 300) printf "setPreferredDisplayMode %s\n", pick(modes)
        else if (r < 340) printf "setPreferredSplitBehavior %s\n", pick("automatic tile overlay displace")
        else if (r < 420) printf "%s %s\n", pick("show hide"), pick(columns)
        else if (r < 435) printf "setStyle %s\n", pick("doubleColumn tripleColumn doubleColumn tripleColumn unspecified")
        else if (r < 470) printf "sizeClass %s\n", pick("compact auto auto regular")
        else if (r < 510) printf "tap %s\n", pick("displayModeButton displayModeButton secondaryOnlyButton dimmingView back")
        else if (r < 560) printf "setViewController VC%d for %s\n", rnd(50), pick(columns)
        else if (r < 590) printf "push P%d\n", rnd(20)
        else if (r < 605) printf "pop\n"
        else if (r < 625) printf "events %s\n", pick("on off off on context")
        else if (r < 685) printf "expectEvent %s\n", pick(events)
        else if (r < 700) printf "expectNoEvent %s\n", pick(events)
        else if (r < 710) printf "expectEventCount %d %s\n", rnd(3), pick(events)
        else if (r < 760) printf "get %s\n", pick(queries)
        else if (r < 775) printf "expect displayMode %s\n", pick(modes)
        else if (r < 790) { q = pick("- displayMode splitBehavior isCollapsed"); printf "explain%s\n", (q == "-" ? "" : " " q) }
        else if (r < 800) printf "why\n"
        else if (r < 815) printf "state\n"
        else if (r < 825) printf "buttons\n"
        else if (r < 840) { d = pick(devices); gsub(/-/, " ", d); printf "device %s %s\n", d, pick("portrait landscape") }
        else if (r < 850) printf "rotate\n"
        else if (r < 870) printf "undo\n"
        else if (r < 875) printf "reset\n"
        else if (r < 885) printf "os %s\n", pick("26 18 26")
        else if (r < 900) { d = pick("topColumnForCollapsing-primary topColumnForCollapsing-secondary displayModeForExpanding-oneBesideSecondary topColumnForCollapsing-default"); sub(/-/, " ", d); printf "delegate %s\n", d }
        else if (r < 920) printf "showDetailViewController D%d\n", rnd(10)
        else if (r < 935) printf "swipe %s\n", pick("reveal dismiss")
        else if (r < 945) printf "relaunch\n"
        else if (r < 960) printf "setPrimaryEdge %s\n", pick("leading trailing leading")
        else if (r < 975) printf "setPreferredPrimaryColumnWidthFraction 0.%d\n", 1 + rnd(8)
        else if (r < 985) printf "tap back %s\n", pick(columns)
        else              printf "bogus%d\n", rnd(5)
    }
}
