import SplitModel

/// `export uikit`: Swift that builds the session's split view controller with UIKit: the initializer for its style,
/// every property that differs from UIKit's default, the view controllers per column (placeholder classes named as in
/// the session), and a delegate that gives exactly the scripted answers.
struct UIKitExport {
    let configuration: ExportedConfiguration

    init(state: SplitState) {
        configuration = ExportedConfiguration(state: state, reserved: Self.reserved)
    }

    /// Names the exported file declares or uses, which a controller's class must not take.
    static let reserved: Set<String> = [
        "UIKit", "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
        "UISplitViewControllerDelegate", "UIPopoverPresentationControllerDelegate", "UIPresentationController",
        "UITraitCollection", "UIModalPresentationStyle", "SplitSetup", "SplitDelegate", "UINavigationItem", "UIBarButtonItem",
        "UITraitOverrides", "UITraitEnvironmentLayoutDirection",
    ]

    var state: SplitState { configuration.state }

    var result: ExportResult {
        var lines = [
            "// The split view controller of a splitnav session, as UIKit code (\(configuration.headerFacts)).",
            "// The view controller classes are placeholders named as in the session: replace them with your own.",
            "import UIKit",
            "",
        ]
        lines += setup()
        lines += delegateClass()
        lines += placeholderClasses()
        return ExportResult(kind: .uikit, code: lines.joined(separator: "\n") + "\n", notes: notes)
    }

    private var notes: [String] {
        guard let presented = state.presented else { return [] }
        if state.presentations.count > 1 {
            let names = state.presentations.map(\.controller.notation).joined(separator: ", ")
            return ["note: \(names) are presented over the split, each by the one before (POP-2); present them yourself, in that order, once the split is on screen"]
        }
        return ["note: \(presented.controller.notation) is presented over the split; present it yourself once the split is on screen"]
    }

    // MARK: The split view controller

    private func setup() -> [String] {
        var body = [state.style == .unspecified ? "let split = UISplitViewController()"
                                                : "let split = UISplitViewController(style: .\(state.style.rawValue))"]
        body += properties()
        body += layoutDirection()
        body += installation()
        body += buttonItemPlacement()
        if !delegateMethods().isEmpty { body.append("split.delegate = delegate") }
        if state.inspectorShown { body += available26(["split.show(.inspector)"]) }
        if state.presentations.count > 1 {
            // A chain (POP-2): each link is presented by the one below it, the first by the split.
            body.append("// The session presented a chain, bottom first: once the split is on screen, present each from the one below it.")
            var presenter = "split"
            for presented in state.presentations {
                body.append("// \(presenter).present(\(presented.controller.notation), animated: true)  // \(presented.request.rawValue), \(presented.rule.rawValue)")
                presenter = presented.controller.visibleLeaf ?? presented.controller.notation
            }
        } else if let presented = state.presented {
            body.append("// The session presented \(presented.controller.notation) (\(presented.request.rawValue), \(presented.rule.rawValue)):")
            body.append("// present it from the split once it is on screen.")
        }
        body.append("return split")
        var lines = ["/// Builds the split view controller the session configured.", "@MainActor", "enum SplitSetup {"]
        if !delegateMethods().isEmpty {
            lines += ["    /// UISplitViewController holds its delegate weakly: this keeps the delegate alive.",
                      "    static let delegate = SplitDelegate()", ""]
        }
        lines.append("    static func makeSplitViewController() -> UISplitViewController {")
        lines += body.map { "        " + $0 }
        lines.append("    }")
        lines += helpers().map { $0.isEmpty ? $0 : "    " + $0 }
        lines += ["}", ""]
        return lines
    }

    /// Where the session placed the classic displayModeButtonItem (BTN-7): in the navigation item of the column's top
    /// controller, as the Xcode template does for the secondary.
    private func buttonItemPlacement() -> [String] {
        guard let bar = state.properties.displayModeButtonItemBar else { return [] }
        let index = bar == .primary ? 0 : 1
        return ["// The app places displayModeButtonItem: UIKit shows it only in the bar it is put in (BTN-7).",
                "if split.viewControllers.count > \(index) {",
                "    let column = split.viewControllers[\(index)]",
                "    let top = (column as? UINavigationController)?.topViewController ?? column",
                "    top.navigationItem.leftBarButtonItem = split.displayModeButtonItem",
                "}"]
    }

    /// Every property that differs from UIKit's default (DEF-1), in the order `state` lists them.
    private func properties() -> [String] {
        let properties = state.properties
        let defaults = SplitProperties(ruleSet: state.ruleSet)
        var lines: [String] = []
        func set<Value: Equatable>(_ name: String, _ value: Value, _ standard: Value, _ text: String) {
            if value != standard { lines.append("split.\(name) = \(text)") }
        }
        set("preferredDisplayMode", properties.preferredDisplayMode, defaults.preferredDisplayMode, ".\(properties.preferredDisplayMode.rawValue)")
        set("preferredSplitBehavior", properties.preferredSplitBehavior, defaults.preferredSplitBehavior, ".\(properties.preferredSplitBehavior.rawValue)")
        set("presentsWithGesture", properties.presentsWithGesture, defaults.presentsWithGesture, "\(properties.presentsWithGesture)")
        set("showsSecondaryOnlyButton", properties.showsSecondaryOnlyButton, defaults.showsSecondaryOnlyButton, "\(properties.showsSecondaryOnlyButton)")
        set("displayModeButtonVisibility", properties.displayModeButtonVisibility, defaults.displayModeButtonVisibility,
            ".\(properties.displayModeButtonVisibility.rawValue)")
        set("primaryEdge", properties.primaryEdge, defaults.primaryEdge, ".\(properties.primaryEdge.rawValue)")
        set("primaryBackgroundStyle", properties.primaryBackgroundStyle, defaults.primaryBackgroundStyle, ".\(properties.primaryBackgroundStyle.rawValue)")
        var newer: [String] = []
        for property in WidthProperty.all {
            guard let number = properties.value(of: property).number else { continue }
            let line = "split.\(property.uikitName) = \(NumberFormat.format(number))"
            if Self.isNew(property.column) { newer.append(line) } else { lines.append(line) }
        }
        return lines + available26(newer)
    }

    /// A right-to-left session as a trait override on the split (WID-6a): the override reaches every child controller and
    /// view, so the columns, their bars and the edge gesture all mirror. A view's semanticContentAttribute would flip only
    /// that one view and leave the children's trait collections left to right, so it is not used.
    private func layoutDirection() -> [String] {
        guard state.window.layoutDirection == .rightToLeft else { return [] }
        return ["// Right to left, as the session's layoutDirection: the trait override reaches every column (WID-6a).",
                "if #available(iOS 17.0, *) {",
                "    split.traitOverrides.layoutDirection = .rightToLeft",
                "}"]
    }

    /// The secondary's and the inspector's width properties and the inspector column came with iOS 26.
    private static func isNew(_ column: Column) -> Bool { column == .secondary || column == .inspector }

    private func available26(_ lines: [String]) -> [String] {
        guard !lines.isEmpty else { return [] }
        return ["if #available(iOS 26.0, *) {"] + lines.map { "    " + $0 } + ["}"]
    }

    /// The controllers: `viewControllers` for the classic style, `setViewController(_:for:)` per column otherwise, then
    /// what the session pushed onto the navigation controllers a column style made (NAV-1).
    private func installation() -> [String] {
        let controllers = configuration.controllers
        guard state.style.isColumnStyle else {
            let list = [Column.primary, .secondary].compactMap { controllers[$0] }.map(expression)
            return ["split.viewControllers = [\(list.joined(separator: ", "))]"]
        }
        var lines: [String] = []
        var newer: [String] = []
        for column in [Column.primary, .supplementary, .secondary, .compact, .inspector] {
            guard let controller = controllers[column] else { continue }
            var install = ["split.setViewController(\(expression(controller)), for: .\(column.rawValue))"]
            let pushed = configuration.pushed(column)
            if !pushed.isEmpty {
                install.append("// UIKit put \(controller.notation) in a navigation controller of its own (NAV-1); the session pushed onto it:")
                install += pushed.map {
                    "split.viewController(for: .\(column.rawValue))?.navigationController?.pushViewController(\(expression($0)), animated: false)"
                }
            }
            if column == .inspector { newer += install } else { lines += install }
        }
        return lines + available26(newer)
    }

    /// A controller as an expression: `Inbox()`, `SplitSetup.navigation([Inbox(), Message()])`, `SplitSetup.tabBar([...])`.
    func expression(_ controller: ViewController) -> String {
        switch controller {
        case .plain(let name): "\(configuration.names.type(name))()"
        case .navigation(let stack): "SplitSetup.navigation([\(stack.map(expression).joined(separator: ", "))])"
        case .tabBar(let tabs): "SplitSetup.tabBar([\(tabs.map(expression).joined(separator: ", "))])"
        }
    }

    /// The builders `expression` calls, declared only when some controller needs them.
    private func helpers() -> [String] {
        var all = Array(configuration.controllers.values) + state.pushed.values.flatMap { $0 }
        all += delegateControllers
        var lines: [String] = []
        if all.contains(where: { $0.contains(\.isNavigation) }) {
            lines += ["", "/// A navigation controller holding `stack`, bottom first.",
                      "static func navigation(_ stack: [UIViewController]) -> UINavigationController {",
                      "    let navigationController = UINavigationController()",
                      "    navigationController.setViewControllers(stack, animated: false)",
                      "    return navigationController", "}"]
        }
        if all.contains(where: { $0.contains(\.isTabBar) }) {
            lines += ["", "/// A tab bar controller with `tabs`, in order.",
                      "static func tabBar(_ tabs: [UIViewController]) -> UITabBarController {",
                      "    let tabBarController = UITabBarController()",
                      "    tabBarController.setViewControllers(tabs, animated: false)",
                      "    return tabBarController", "}"]
        }
        return lines
    }

    // MARK: Placeholders

    private func placeholderClasses() -> [String] {
        var lines: [String] = []
        for (name, type) in configuration.names.all {
            let comment = name == type ? "" : " // \(name) in the session"
            lines.append("final class \(type): UIViewController {}\(comment)")
        }
        return lines
    }
}

extension ViewController {
    /// Whether this controller or one inside it satisfies `test`.
    func contains(_ test: (ViewController) -> Bool) -> Bool {
        if test(self) { return true }
        switch self {
        case .plain: return false
        case .navigation(let children), .tabBar(let children): return children.contains { $0.contains(test) }
        }
    }

    var isNavigation: Bool {
        if case .navigation = self { return true }
        return false
    }
}
