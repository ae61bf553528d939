import SplitModel

// MARK: Export

extension CommandTable {
    static let export: [CommandSpec] = [
        CommandSpec("export", .inspection, [.choice(.exportKind), .optional([.file("FILE")])],
                    "the configuration as Swift: UIKit code that builds the same split, or the nearest SwiftUI NavigationSplitView",
                    examples: ["export uikit", "export swiftui", "export uikit Split.swift"],
                    details: ["uikit: UISplitViewController(style:) (init() for the classic style),",
                              "every property that differs from UIKit's default, the view controllers",
                              "per column as placeholder classes named as in the session, and a",
                              "delegate class with exactly the answers scripted with `delegate`,",
                              "each with a comment naming the rule it influences",
                              "swiftui: the nearest NavigationSplitView: two or three columns,",
                              "columnVisibility from preferredDisplayMode, navigationSplitViewStyle",
                              "from preferredSplitBehavior, navigationSplitViewColumnWidth from the",
                              "width properties, preferredCompactColumn from the collapse answers;",
                              "what SwiftUI has no equivalent for (displace, width fractions, most",
                              "delegate hooks, the inspector column's UIKit API) is a comment in",
                              "the code and a note",
                              "FILE: written instead of standard output and replaced whole (never",
                              "half-written), relative to the running script's directory (the",
                              "working directory at the prompt or in -c)"],
                    build: { a in .export(a.choice(ValueSet.exportKind.label, as: ExportKind.self), file: a.word(ifPresent: "FILE")) },
                    match: { c in
                        guard case .export(let kind, let file) = c else { return nil }
                        return [.word(kind.rawValue), file.map { .group([.word($0)]) } ?? .absent]
                    }),
    ]
}

extension ValueSet {
    public static let exportKind = ValueSet("export kind", ExportKind.self)
}
