import SplitModel

/// `export swiftui`: the nearest `NavigationSplitView`: two or three columns, `columnVisibility` from the preferred
/// display mode, `navigationSplitViewStyle` from the split behavior, column widths from the width properties and
/// `preferredCompactColumn` from the collapse answers. What SwiftUI has no equivalent for is a comment in the code and a note.
struct SwiftUIExport {
    let configuration: ExportedConfiguration

    init(state: SplitState) {
        configuration = ExportedConfiguration(state: state, reserved: Self.reserved)
    }

    static let reserved: Set<String> = [
        "SwiftUI", "View", "Text", "EmptyView", "TabView", "NavigationStack", "NavigationSplitView", "NavigationSplitViewVisibility",
        "NavigationSplitViewColumn", "State", "Binding", "SplitView", "ViewBuilder", "CGFloat", "Body",
        "LayoutDirection", "EnvironmentValues",
    ]

    var state: SplitState { configuration.state }
    var properties: SplitProperties { state.properties }

    var result: ExportResult {
        let missing = lacking
        var lines = [
            "// The split view of a splitnav session as the nearest SwiftUI NavigationSplitView (\(configuration.headerFacts)).",
            "// The column views are placeholders named as in the session: replace them with your own.",
        ]
        if !missing.isEmpty {
            lines.append("// What SwiftUI has no equivalent for:")
            lines += missing.map { "// - \($0)" }
        }
        lines += ["import SwiftUI", ""]
        lines += splitView()
        lines += placeholders()
        return ExportResult(kind: .swiftui, code: lines.joined(separator: "\n") + "\n", notes: missing.map { "note: \($0)" })
    }

    private var isTriple: Bool { state.style == .tripleColumn }

    // MARK: Mapping

    /// `columnVisibility` for the preferred display mode.
    var visibility: String {
        switch properties.preferredDisplayMode {
        case .automatic: "automatic"
        case .secondaryOnly: "detailOnly"
        case .oneBesideSecondary, .oneOverSecondary: isTriple ? "doubleColumn" : "all"
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: "all"
        }
    }

    /// `navigationSplitViewStyle` for the preferred split behavior, or nil to keep `.automatic`.
    var style: String? {
        switch properties.preferredSplitBehavior {
        case .automatic: nil
        case .tile: "balanced"
        case .overlay, .displace: "prominentDetail"
        }
    }

    /// `preferredCompactColumn` for the collapse answers: the column on top when collapsed (COL-5), or for the classic
    /// style the primary when collapseSecondary drops the secondary (NAV-7a), else the detail.
    var compactColumn: String {
        if state.style.isColumnStyle {
            switch answersTop {
            case .primary: return "sidebar"
            case .supplementary: return isTriple ? "content" : "detail"
            default: return "detail"
            }
        }
        return state.delegate.collapseSecondary == true ? "sidebar" : "detail"
    }

    private var answersTop: Column { state.delegate.topColumnForCollapsing ?? .secondary }

    private var usesInspector: Bool {
        state.ruleSet == .ios26 && state.style.isColumnStyle
            && (configuration.controllers[.inspector] != nil || state.inspectorShown || properties.inspector != ColumnWidths())
    }

    /// One sentence per thing the export cannot carry over.
    var lacking: [String] {
        var missing: [String] = []
        if properties.preferredSplitBehavior == .displace || properties.preferredDisplayMode == .twoDisplaceSecondary {
            missing.append("displace: SwiftUI has no displace behavior; prominentDetail keeps the detail's width but covers it")
        }
        for property in WidthProperty.all where property.kind == .fraction {
            if let number = properties.value(of: property).number {
                missing.append("width fractions: \(property.uikitName) \(NumberFormat.format(number)) has no SwiftUI equivalent")
            }
        }
        missing += delegateHooks
        if properties.presentsWithGesture == false { missing.append("presentsWithGesture false: SwiftUI has no setting for the swipe") }
        if properties.showsSecondaryOnlyButton { missing.append("showsSecondaryOnlyButton: SwiftUI has no secondary-only button") }
        if properties.displayModeButtonVisibility == .always {
            missing.append("displayModeButtonVisibility always: SwiftUI decides when the sidebar button shows")
        }
        if properties.primaryEdge == .trailing { missing.append("primaryEdge trailing: SwiftUI's sidebar is always leading") }
        if properties.primaryBackgroundStyle != SplitProperties(ruleSet: state.ruleSet).primaryBackgroundStyle {
            missing.append("primaryBackgroundStyle \(properties.primaryBackgroundStyle.rawValue): SwiftUI has no such setting")
        }
        if configuration.controllers[.compact] != nil {
            missing.append("compact column: SwiftUI has no separate compact column; collapsed it shows the columns as a stack")
        }
        if usesInspector {
            missing.append("inspector: inspector(isPresented:content:) stands in for the inspector column; UIKit's inspector API (show(.inspector), its width fraction) has no equivalent")
        }
        if state.presentations.count > 1 {
            missing.append("presentation: the chain of presented controllers (\(state.presentations.count), POP-2) is not exported")
        } else if state.presented != nil {
            missing.append("presentation: the presented controller is not exported")
        }
        return missing
    }

    /// The delegate answers SwiftUI cannot express (topColumnForCollapsing and an unconditional collapseSecondary
    /// become `preferredCompactColumn`).
    private var delegateHooks: [String] {
        let answers = state.delegate
        var hooks: [String] = []
        if answers.topColumnForCollapsing == .compact { hooks.append("topColumnForCollapsing compact") }
        if answers.displayModeForExpanding != nil { hooks.append("displayModeForExpanding") }
        if answers.primaryViewControllerForCollapsing != nil { hooks.append("primaryViewControllerForCollapsing") }
        if answers.primaryViewControllerForExpanding != nil { hooks.append("primaryViewControllerForExpanding") }
        if answers.separateSecondary != nil { hooks.append("separateSecondary") }
        if answers.targetDisplayModeForAction != nil { hooks.append("targetDisplayModeForAction") }
        if answers.showDetail != nil { hooks.append("showDetail") }
        if answers.show != nil { hooks.append("show") }
        if answers.adaptivePresentationStyle != nil { hooks.append("adaptivePresentationStyle") }
        if answers.supportedInterfaceOrientations != nil { hooks.append("supportedInterfaceOrientations") }
        if answers.preferredInterfaceOrientationForPresentation != nil { hooks.append("preferredInterfaceOrientationForPresentation") }
        var conditional: [String] = []
        for entry in answers.conditional where !conditional.contains(entry.answer.method) { conditional.append(entry.answer.method) }
        hooks += conditional.map { "\($0) when ..." }
        return hooks.map { "delegate \($0): SwiftUI has no such hook" }
    }

    // MARK: Code

    private func splitView() -> [String] {
        var lines = ["/// The split view the session configured.", "struct SplitView: View {",
                     "    @State private var columnVisibility: NavigationSplitViewVisibility = .\(visibility)",
                     "    @State private var preferredCompactColumn: NavigationSplitViewColumn = .\(compactColumn)"]
        if usesInspector { lines.append("    @State private var showsInspector = \(state.inspectorShown)") }
        lines += ["", "    var body: some View {",
                  "        NavigationSplitView(columnVisibility: $columnVisibility, preferredCompactColumn: $preferredCompactColumn) {"]
        lines += column(.primary)
        if isTriple {
            lines.append("        } content: {")
            lines += column(.supplementary)
        }
        lines.append("        } detail: {")
        lines += column(.secondary)
        lines.append("        }")
        if let style { lines.append("        .navigationSplitViewStyle(.\(style))") }
        if properties.displayModeButtonVisibility == .never { lines.append("        .toolbar(removing: .sidebarToggle)") }
        if usesInspector {
            lines.append("        .inspector(isPresented: $showsInspector) {")
            lines += column(.inspector, modifiers: "inspectorColumnWidth")
            lines.append("        }")
        }
        // The session's right-to-left layout: leading and trailing swap sides for the whole split (WID-6a).
        if state.window.layoutDirection == .rightToLeft { lines.append("        .environment(\\.layoutDirection, .rightToLeft)") }
        lines += ["    }", "}", ""]
        return lines
    }

    /// A column's view, with its width modifier and a comment on what the session pushed.
    private func column(_ column: Column, modifiers widthModifier: String = "navigationSplitViewColumnWidth") -> [String] {
        let indent = "            "
        guard let controller = configuration.controllers[column] else { return [indent + "EmptyView()"] }
        var lines = view(controller, topLevel: true).map { indent + $0 }
        if let width = width(column) { lines.append(indent + "    .\(widthModifier)(\(width))") }
        let pushed = (controller.isNavigation ? Array(controller.flattenedStackEntries.dropFirst()) : []) + configuration.pushed(column)
        if !pushed.isEmpty {
            lines.insert(indent + "// Pushed in the session: \(pushed.map(\.notation).joined(separator: ", ")) (push them with NavigationLink).", at: 0)
        }
        return lines
    }

    /// `min: 200, ideal: 320, max: 400` from the column's width properties; the ideal is the preferred width, or the width
    /// the session laid the column out at when only a bound is set.
    private func width(_ column: Column) -> String? {
        let widths = properties.widths(of: column)
        let minimum = widths.minimum.number
        let maximum = column == .secondary ? nil : widths.maximum.number
        guard widths.preferred.number != nil || minimum != nil || maximum != nil else { return nil }
        let ideal = widths.preferred.number ?? (try? state.readColumnWidth(column)) ?? minimum ?? maximum ?? 0
        var parts: [String] = []
        if let minimum { parts.append("min: \(NumberFormat.format(minimum))") }
        parts.append("ideal: \(NumberFormat.format(ideal))")
        if let maximum { parts.append("max: \(NumberFormat.format(maximum))") }
        return parts.joined(separator: ", ")
    }

    /// A controller as a view: a column's navigation controller is its root (the column navigates by itself), deeper
    /// ones are `NavigationStack`s, a tab bar controller a `TabView`.
    private func view(_ controller: ViewController, topLevel: Bool) -> [String] {
        switch controller {
        case .plain(let name):
            return ["\(configuration.names.type(name))()"]
        case .navigation(let stack):
            guard let root = stack.first else { return ["EmptyView()"] }
            if topLevel { return view(root, topLevel: false) }
            return ["NavigationStack {"] + view(root, topLevel: false).map { "    " + $0 } + ["}"]
        case .tabBar(let tabs):
            guard !tabs.isEmpty else { return ["EmptyView()"] }
            var lines = ["TabView {"]
            for tab in tabs {
                lines += view(tab, topLevel: false).map { "    " + $0 }
                lines.append("        .tabItem { Text(\"\(tab.flattenedStack.first ?? "")\") }")
            }
            return lines + ["}"]
        }
    }

    private func placeholders() -> [String] {
        var lines: [String] = []
        for (name, type) in configuration.names.all {
            lines.append("struct \(type): View {")
            lines.append("    var body: some View { Text(\"\(name)\") }")
            lines.append("}")
        }
        return lines
    }
}

extension ViewController {
    /// A navigation controller's entries, bottom first; anything else is its own only entry.
    var flattenedStackEntries: [ViewController] {
        if case .navigation(let stack) = self { return stack }
        return [self]
    }
}
