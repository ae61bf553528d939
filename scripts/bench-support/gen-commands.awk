# Writes N (-v n=...) mixed splitnav commands to stdout, deterministic (fixed seed) so runs compare.
# The mix leans on resizes because that is what re-runs the whole layout; the rest exercises
# every setter path. Commands that can be refused (tap displayModeButton when there is no button,
# supplementary on a two-column style) are kept rare on purpose: errors are fine but should not dominate.
BEGIN {
    srand(42)
    split("automatic secondaryOnly oneBesideSecondary oneOverSecondary twoBesideSecondary twoOverSecondary twoDisplaceSecondary", modes, " ")
    split("automatic tile overlay displace", behaviors, " ")
    split("doubleColumn tripleColumn", styles, " ")   # unspecified has no supplementary; used only in sweeps
    style = "doubleColumn"
    for (i = 1; i <= n; i++) {
        r = rand()
        if (r < 0.40)      printf "width %d\n", 320 + int(rand() * 1081)
        else if (r < 0.52) printf "setPreferredDisplayMode %s\n", modes[1 + int(rand() * 7)]
        else if (r < 0.62) printf "setPreferredSplitBehavior %s\n", behaviors[1 + int(rand() * 4)]
        else if (r < 0.72) {
            col = (style == "tripleColumn" && rand() < 0.5) ? "supplementary" : "primary"
            printf "%s %s\n", (rand() < 0.5 ? "show" : "hide"), col
        }
        else if (r < 0.74) { style = styles[1 + int(rand() * 2)]; printf "setStyle %s\n", style }
        else if (r < 0.82) printf "sizeClass %s\n", (rand() < 0.5 ? "compact" : "auto")
        else if (r < 0.83) printf "tap displayModeButton\n"
        else {
            col = (style == "tripleColumn" && rand() < 0.33) ? "supplementary" : (rand() < 0.5 ? "primary" : "secondary")
            printf "setViewController VC%d for %s\n", i, col
        }
    }
}
