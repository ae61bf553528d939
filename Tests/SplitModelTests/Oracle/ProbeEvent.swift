@testable import SplitModel

/// One delegate or appearance call, as the engine models it or, for a call the engine has no case for, as the probe spelled it.
enum ProbeEvent: Hashable, CustomStringConvertible {
    case modelled(Event)
    case unmodelled(String)

    var description: String {
        switch self {
        case .modelled(let event): Self.spell(event)
        case .unmodelled(let text): text
        }
    }

    /// The probe's spelling, with column and mode names instead of UIKit's raw values.
    static func spell(_ event: Event) -> String {
        switch event {
        case .willChangeDisplayMode(let mode): "willChangeTo(\(mode.rawValue))"
        case .willShowColumn(let column): "willShow(\(column.rawValue))"
        case .willHideColumn(let column): "willHide(\(column.rawValue))"
        case .didShowColumn(let column): "didShow(\(column.rawValue))"
        case .didHideColumn(let column): "didHide(\(column.rawValue))"
        case .viewWillAppear(let name): "\(name).viewWillAppear"
        case .viewDidAppear(let name): "\(name).viewDidAppear"
        case .viewWillDisappear(let name): "\(name).viewWillDisappear"
        case .viewDidDisappear(let name): "\(name).viewDidDisappear"
        case .topColumnForCollapsing(let proposed, let answered):
            "topColumnForCollapsing(proposed:\(proposed.rawValue))->\(answered.rawValue)"
        case .displayModeForExpanding(let proposed, let answered):
            "displayModeForExpanding(proposed:\(proposed.rawValue))->\(answered.rawValue)"
        case .primaryViewControllerForCollapsing(let answered): "primaryViewController(forCollapsing)" + (answered.map { "->\($0)" } ?? "")
        case .primaryViewControllerForExpanding(let answered): "primaryViewController(forExpanding)" + (answered.map { "->\($0)" } ?? "")
        case .collapseSecondary(let secondary, let onto, let answered, _): "collapseSecondary(\(secondary),onto:\(onto))->\(answered)"
        case .separateSecondary(let from, let answered, _): "separateSecondaryFrom(\(from))->\(answered ?? "nil")"
        case .showDetail(let controller, _, _): "showDetail(\(controller))"
        case .show(let controller, _, _): "show(\(controller))"
        case .targetDisplayModeForAction(let answered): "targetDisplayModeForAction->\(answered.rawValue)"
        case .adaptivePresentationStyle(let answered): "adaptivePresentationStyle->\(answered.rawValue)"
        case .didCollapse: "didCollapse"
        case .didExpand: "didExpand"
        case .showDetailTargetDidChange: "showDetailTargetDidChange"
        case .interactivePresentationGestureWillBegin: "splitViewControllerInteractivePresentationGestureWillBegin"
        case .interactivePresentationGestureDidEnd: "splitViewControllerInteractivePresentationGestureDidEnd"
        }
    }
}

/// Reads the probe's event lines (`delegate.willShow(0) {collapsed=false ...}`, `A.viewWillAppear`) as `ProbeEvent`s.
enum ProbeEventParser {
    struct Malformed: Error, CustomStringConvertible {
        let line: String
        var description: String { "cannot read probe event '\(line)'" }
    }

    /// The line's event, or nil for what the comparison ignores (willMove, didMove, viewDidLoad).
    static func parse(_ line: String) throws -> ProbeEvent? {
        // The `{collapsed=... mode=... vcs=[...]}` context is the state the call saw: not compared here.
        let text = line.split(separator: " {", maxSplits: 1).first.map(String.init) ?? line
        guard let dot = text.firstIndex(of: ".") else { throw Malformed(line: line) }
        let receiver = String(text[..<dot])
        let call = String(text[text.index(after: dot)...])
        if receiver == "delegate" { return try delegateCall(call, line: line) }
        switch call {
        case "viewWillAppear": return .modelled(.viewWillAppear(receiver))
        case "viewDidAppear": return .modelled(.viewDidAppear(receiver))
        case "viewWillDisappear": return .modelled(.viewWillDisappear(receiver))
        case "viewDidDisappear": return .modelled(.viewDidDisappear(receiver))
        case "viewDidLoad": return nil
        default:
            if call.hasPrefix("willMove(") || call.hasPrefix("didMove(") { return nil }
            throw Malformed(line: line)
        }
    }

    /// `name(argument)->answer`, with raw column and mode numbers.
    private static func delegateCall(_ call: String, line: String) throws -> ProbeEvent {
        let parts = call.split(separator: "->", maxSplits: 1).map(String.init)
        let head = parts[0]
        let answer = parts.count > 1 ? parts[1] : nil
        let name = String(head.prefix { $0 != "(" })
        let argument = head.contains("(") ? String(head.drop { $0 != "(" }.dropFirst().dropLast()) : ""
        func number(_ text: String?) throws -> Int {
            // `2` or `proposed:2`
            guard let digits = text?.split(separator: ":").last, let value = Int(digits) else { throw Malformed(line: line) }
            return value
        }
        switch name {
        case "willChangeTo": return .modelled(.willChangeDisplayMode(Raw.mode(try number(argument))))
        case "willShow": return .modelled(.willShowColumn(Raw.column(try number(argument))))
        case "willHide": return .modelled(.willHideColumn(Raw.column(try number(argument))))
        case "didShow": return .modelled(.didShowColumn(Raw.column(try number(argument))))
        case "didHide": return .modelled(.didHideColumn(Raw.column(try number(argument))))
        case "didCollapse": return .modelled(.didCollapse)
        case "didExpand": return .modelled(.didExpand)
        case "topColumnForCollapsing":
            return .modelled(.topColumnForCollapsing(proposed: Raw.column(try number(argument)), answered: Raw.column(try number(answer))))
        case "displayModeForExpanding":
            return .modelled(.displayModeForExpanding(proposed: Raw.mode(try number(argument)), answered: Raw.mode(try number(answer))))
        // The probe's delegate answered nil to both (default answers), so the answer is not recorded.
        case "primaryViewController" where argument == "forCollapsing": return .modelled(.primaryViewControllerForCollapsing(answered: nil))
        case "primaryViewController" where argument == "forExpanding": return .modelled(.primaryViewControllerForExpanding(answered: nil))
        case "collapseSecondary":
            let operands = argument.split(separator: ",onto:", maxSplits: 1).map(String.init)
            guard operands.count == 2, let answer, let drop = Bool(answer) else { throw Malformed(line: line) }
            return .modelled(.collapseSecondary(secondary: operands[0], onto: operands[1], answered: drop))
        case "separateSecondaryFrom":
            guard let answer else { throw Malformed(line: line) }
            return .modelled(.separateSecondary(from: argument, answered: answer == "nil" ? nil : answer))
        // The probe's delegate implements the classic showDetail hook and answers false (the split goes on).
        case "showDetail": return .modelled(.showDetail(controller: argument, answered: false))
        default:
            return .unmodelled(call)
        }
    }
}
