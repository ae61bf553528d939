import SplitModel

/// The delegate class: one method for each method the session scripted with `delegate`, answering as scripted (its
/// conditional answers first, in order), each with a comment naming the rule the answer influences.
extension UIKitExport {
    /// One delegate method: its comment, its Swift declaration and its body.
    struct Method {
        let comment: String
        let declaration: String
        let body: [String]
    }

    var answers: DelegateAnswers { state.delegate }

    /// Controllers the delegate's answers return.
    var delegateControllers: [ViewController] {
        var controllers: [ViewController] = []
        for answer in [answers.separateSecondary, answers.primaryViewControllerForCollapsing, answers.primaryViewControllerForExpanding] {
            if case .controller(let controller)? = answer { controllers.append(controller) }
        }
        for entry in answers.conditional {
            if case .separateSecondary(.controller(let controller)?) = entry.answer { controllers.append(controller) }
            controllers.append(ExportedConfiguration.conditionController(entry.condition))
        }
        return controllers
    }

    func delegateMethods() -> [Method] {
        var methods: [Method] = []
        let column = "UISplitViewController.Column"
        let mode = "UISplitViewController.DisplayMode"
        if let top = answers.topColumnForCollapsing {
            methods.append(Method(comment: "COL-5: the column on top when the split collapses (unless a compact column is set, COL-3).",
                                  declaration: "func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: \(column)) -> \(column)",
                                  body: ["return .\(top.rawValue)"]))
        }
        if let answer = answers.displayModeForExpanding {
            methods.append(Method(comment: "COL-6: the display mode the split takes when it expands again.",
                                  declaration: "func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: \(mode)) -> \(mode)",
                                  body: [answer == .automatic ? "return proposedDisplayMode" : "return .\(answer.rawValue)"]))
        }
        if let swap = answers.primaryViewControllerForCollapsing {
            methods.append(Method(comment: "NAV-7: the classic primary that stays when the split collapses.",
                                  declaration: "func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?",
                                  body: ["return \(answerExpression(swap))"]))
        }
        if let swap = answers.primaryViewControllerForExpanding {
            methods.append(Method(comment: "NAV-7: the classic primary when the split expands again.",
                                  declaration: "func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?",
                                  body: ["return \(answerExpression(swap))"]))
        }
        if let method = conditional("collapseSecondary", fallback: answers.collapseSecondary.map { "\($0)" }, none: "false",
                                    arguments: ["secondary": "secondaryViewController", "primary": "primaryViewController"], value: boolText) {
            methods.append(Method(comment: "NAV-7, NAV-7a: true drops the classic secondary when the split collapses; false lets UIKit push it onto the primary's navigation controller.",
                                  declaration: "func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool",
                                  body: method))
        }
        if let method = conditional("separateSecondary", fallback: answers.separateSecondary.map(answerExpression), none: "nil",
                                    arguments: ["primary": "primaryViewController"], value: separateText) {
            methods.append(Method(comment: "NAV-7: the classic secondary when the split expands again; nil lets UIKit pop it off the primary's stack.",
                                  declaration: "func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?",
                                  body: method))
        }
        if let answer = answers.targetDisplayModeForAction {
            methods.append(Method(comment: "BTN-7: where the classic display-mode button goes when tapped.",
                                  declaration: "func targetDisplayModeForAction(in svc: UISplitViewController) -> \(mode)",
                                  body: ["return .\(answer.rawValue)"]))
        }
        if let method = conditional("showDetail", fallback: answers.showDetail.map { "\($0)" }, none: "false", arguments: ["vc": "vc"], value: boolText) {
            methods.append(Method(comment: "NAV-3: true means the delegate showed the detail itself and the split does nothing.",
                                  declaration: "func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool",
                                  body: method))
        }
        if let method = conditional("show", fallback: answers.show.map { "\($0)" }, none: "false", arguments: ["vc": "vc"], value: boolText) {
            methods.append(Method(comment: "NAV-4: true means the delegate showed the controller itself and the split does nothing.",
                                  declaration: "func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool",
                                  body: method))
        }
        if let style = answers.adaptivePresentationStyle {
            methods.append(Method(comment: "POP-1: how a popover adapts in a compact size class (set this object as the popover's presentation delegate).",
                                  declaration: "func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle",
                                  body: ["return .\(style.rawValue)"]))
        }
        if let mask = answers.supportedInterfaceOrientations {
            methods.append(Method(comment: "ENV-1a: the orientations a full-screen split turns to.",
                                  declaration: "func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask",
                                  body: ["return .\(mask.rawValue)"]))
        }
        if let orientation = answers.preferredInterfaceOrientationForPresentation {
            // splitnav's landscape is either side; landscapeRight is the usual one.
            let value = orientation == .landscape ? "landscapeRight" : "portrait"
            methods.append(Method(comment: "ENV-1a: the orientation the split is presented in when it supports it.",
                                  declaration: "func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation",
                                  body: ["return .\(value)"]))
        }
        return methods
    }

    private func boolText(_ answer: DelegateAnswer) -> String? {
        switch answer {
        case .collapseSecondary(let value?), .showDetail(let value?), .show(let value?): "\(value)"
        default: nil
        }
    }

    private func separateText(_ answer: DelegateAnswer) -> String? {
        if case .separateSecondary(let value?) = answer { return answerExpression(value) }
        return nil
    }

    private func answerExpression(_ answer: AnswerController) -> String {
        switch answer {
        case .controller(let controller): expression(controller)
        case .none: "nil"
        }
    }

    /// The body of a method that may have conditional answers: one `if` per condition, in order, then the
    /// unconditional answer, or what UIKit does when a delegate that implements the method has no answer (`none`).
    private func conditional(_ method: String, fallback: String?, none: String, arguments: [String: String],
                             value: (DelegateAnswer) -> String?) -> [String]? {
        let entries = answers.conditional.filter { $0.answer.method == method }
        guard fallback != nil || !entries.isEmpty else { return nil }
        var body: [String] = []
        for entry in entries {
            guard let argument = arguments[entry.condition.argument], let answer = value(entry.answer) else { continue }
            body.append("if \(holds(argument, ExportedConfiguration.conditionController(entry.condition))) { return \(answer) }")
        }
        body.append("return \(fallback ?? none)")
        return body
    }

    /// A condition as Swift: the argument is the controller, or a navigation controller whose top is it.
    private func holds(_ argument: String, _ controller: ViewController) -> String {
        let top = "(\(argument) as? UINavigationController)?.topViewController"
        if case .plain(let name) = controller {
            let type = configuration.names.type(name)
            return "\(argument) is \(type) || \(top) is \(type)"
        }
        return "\(matches(argument, controller, depth: 0)) || ((\(top)).map({ top in \(matches("top", controller, depth: 0)) }) ?? false)"
    }

    /// Whether the controller `expression` names has the shape and classes of `controller`.
    private func matches(_ expression: String, _ controller: ViewController, depth: Int) -> String {
        switch controller {
        case .plain(let name):
            return "\(expression) is \(configuration.names.type(name))"
        case .navigation(let children):
            let list = "n\(depth).viewControllers"
            return "((\(expression) as? UINavigationController).map({ n\(depth) in \(list).count == \(children.count)"
                + children.enumerated().map { " && \(matches("\(list)[\($0.offset)]", $0.element, depth: depth + 1))" }.joined()
                + " }) ?? false)"
        case .tabBar(let children):
            let list = "(t\(depth).viewControllers ?? [])"
            return "((\(expression) as? UITabBarController).map({ t\(depth) in \(list).count == \(children.count)"
                + children.enumerated().map { " && \(matches("\(list)[\($0.offset)]", $0.element, depth: depth + 1))" }.joined()
                + " }) ?? false)"
        }
    }

    func delegateClass() -> [String] {
        let methods = delegateMethods()
        guard !methods.isEmpty else { return [] }
        let popover = answers.adaptivePresentationStyle != nil ? ", UIPopoverPresentationControllerDelegate" : ""
        var lines = ["/// The delegate answers the session scripted with `delegate`; UIKit's defaults answer everything else.",
                     "@MainActor", "final class SplitDelegate: NSObject, UISplitViewControllerDelegate\(popover) {"]
        for (index, method) in methods.enumerated() {
            if index > 0 { lines.append("") }
            lines += ["    // \(method.comment)", "    \(method.declaration) {"] + method.body.map { "        " + $0 } + ["    }"]
        }
        lines += ["}", ""]
        return lines
    }
}
